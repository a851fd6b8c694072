import CorpusModel

/// The axes on which two corpora's plans differ, for the one line `diff` and `check` print
/// before the changes: a corpus of one zone compared with the default one otherwise reads as
/// thousands of `removed` with no word about why.
///
/// An axis one side's plan predates (its manifest has no such key) is left to
/// ``predatesNote(_:_:)``, which says that instead.
enum PlanDifference {
  /// `the plans differ in calendars (3 → 1), zones (15 → 1): …`, or nil for equal plans.
  static func note(_ old: Plan, _ new: Plan, oldLabel: String, newLabel: String) -> String? {
    let axes = new.differences(from: old).filter { !$0.predated }.map(\.detail)
    guard !axes.isEmpty else { return nil }
    return "the plans of \(oldLabel) and \(newLabel) differ in \(axes.joined(separator: ", ")): "
      + "entries one plan renders and the other does not are listed as added or removed"
  }
}
