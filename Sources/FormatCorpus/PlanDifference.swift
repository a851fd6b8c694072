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
    var axes: [String] = []
    func count<T: Hashable>(_ name: String, _ a: [T]?, _ b: [T]?) {
      guard let a, let b, Set(a) != Set(b) else { return }
      axes.append("\(name) (\(a.count) → \(b.count))")
    }
    if old.includesAvailableLocales != new.includesAvailableLocales
      || Set(old.locales) != Set(new.locales)
    {
      func locales(_ plan: Plan) -> String {
        plan.includesAvailableLocales
          ? "all" + (plan.locales.isEmpty ? "" : " + \(plan.locales.count)")
          : "\(plan.locales.count)"
      }
      axes.append("locales (\(locales(old)) → \(locales(new)))")
    }
    count("calendars", old.calendars, new.calendars)
    if old.styleZone != new.styleZone {
      axes.append("style zone (\(old.styleZone.rawValue) → \(new.styleZone.rawValue))")
    }
    count("zones", old.zones, new.zones)
    count("seed instants", old.seedInstants, new.seedInstants)
    count("edge instants", old.edgeInstants, new.edgeInstants)
    count("sweep instants", old.sweepInstants, new.sweepInstants)
    count("month instants", old.monthInstants, new.monthInstants)
    count("templates", old.effectiveTemplates, new.effectiveTemplates)
    count("patterns", old.patterns, new.patterns)
    count("pickers", old.pickers, new.pickers)
    guard !axes.isEmpty else { return nil }
    return "the plans of \(oldLabel) and \(newLabel) differ in \(axes.joined(separator: ", ")): "
      + "entries one plan renders and the other does not are listed as added or removed"
  }
}
