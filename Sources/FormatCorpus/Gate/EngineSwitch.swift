import CorpusDiff
import CorpusModel
import GoldenFormat

/// `check --engine E` on a corpus made by another engine: the stored plan rendered by `E` and
/// compared, the preview of an upgrade (`icu` → `icu@78.3`). The corpus is never written; the
/// render is kept with `--pending`, and `accept` takes it whole or not at all
/// (`CheckError.partOfEngineChange`).
struct EngineSwitch: Sendable {
  /// The corpus's engine.
  let stored: String
  /// The engine that renders.
  let target: String

  /// `NEW`, or `OLD=NEW` where `OLD` must be the corpus's engine; nil when `NEW` is the corpus's
  /// own engine (a plain check).
  ///
  /// - Throws: `InputError` for an empty side, or an `OLD` that is not the corpus's engine.
  ///
  /// In a corpus of several engines (`others`, the plan's other engines), a preview switches
  /// the corpus's own engine, whose values stand where a one-engine corpus keeps them; the
  /// other engines' parts are rendered by the engines the manifest pins. An `OLD` that names
  /// another engine of the plan, or a `NEW` of the same family as one (`icu@78.3` where the plan
  /// renders `icu` beside its own `formatstyle`), would read as that engine's upgrade while
  /// rendering the corpus's own engine's formats with it: refused, naming the own engine.
  init?(parsing text: String, stored: String, others: [String] = []) throws {
    let sides = text.split(separator: "=", omittingEmptySubsequences: false).map {
      $0.lowercased()
    }
    guard (1...2).contains(sides.count), !sides.contains(where: \.isEmpty) else {
      throw InputError.invalidValue(
        text, option: "--engine", expected: "an engine (icu@78.3) or OLD=NEW (\(stored)=icu@78.3)")
    }
    let target = sides[sides.count - 1]
    if let other = others.first(where: {
      (sides.count == 2 ? sides[0] : target) == $0
        || (sides.count == 1 && Self.family(target) == Self.family($0)
          && Self.family(target) != Self.family(stored))
    }) {
      throw InputError.invalidValue(
        text, option: "--engine",
        expected:
          "a preview of the corpus's own engine '\(stored)' (\(stored)=NEW): '\(other)' is another engine of the plan, whose part is rendered as the manifest pins it; a preview of it is not supported"
      )
    }
    if sides.count == 2, sides[0] != stored {
      throw InputError.invalidValue(
        text, option: "--engine",
        expected: "\(stored)=NEW: the corpus was made by '\(stored)', not '\(sides[0])'")
    }
    guard target != stored else { return nil }
    guard Engines.isKnown(target) else {
      throw InputError.invalidValue(
        target, option: "--engine", expected: "one of: " + Engines.spellings.joined(separator: ", "))
    }
    self.stored = stored
    self.target = target
  }

  /// An engine's family: `icu` for every ICU (`icu`, `icu@78.3`), else its name.
  static func family(_ name: String) -> String {
    LoadedICU.Version(engine: name) != nil ? "icu" : name
  }

  /// The outcome of the preview. An entry of the stored plan that the new engine refused
  /// (ICU 60.3's count-down pickers, a loaded ICU's numeric durations), as the render recorded
  /// it (the fresh manifest's ``FileRecord/refused``), is counted as not rendered, by
  /// artifact, not reported; every other entry the render lacks is `removed`, and fails as
  /// drift does (ICU 72 drops en_GB's Buddhist day-period wheel when its hour goes 24-hour).
  /// Whole locale files it adds or lacks stay changes, and are named. The notes say how to take
  /// the render.
  func preview(_ outcome: CheckOutcome, leftOutNotes: [String]) -> CheckOutcome {
    var outcome = outcome
    let records = outcome.fresh.manifest?.files ?? [:]
    var notRendered: [String: Int] = [:]
    outcome.changes.removeAll { change in
      guard !change.path.isEmpty, let refused = records[change.file]?.refused,
        refused.covers(change.path)
      else { return false }
      notRendered[change.artifact, default: 0] += 1
      return true
    }
    var notes = ["preview of an engine change (\(stored) → \(target)): the corpus is not written"]
    notes += leftOutNotes
    if !notRendered.isEmpty {
      let total = notRendered.values.reduce(0, +)
      let parts = notRendered.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      notes.append(
        "not rendered by \(target): \(total) entr\(total == 1 ? "y" : "ies") of the stored plan that \(target) refuses (\(parts.joined(separator: ", "))), not reported removed"
      )
    }
    let wholeFiles = outcome.changes.filter {
      $0.path.isEmpty && $0.file.hasSuffix(".json") && $0.file != GoldenEncoding.fieldsFileName
    }
    for (changeClass, verb) in [(ChangeClass.added, "adds"), (.removed, "lacks")] {
      let locales = wholeFiles.filter { $0.changeClass == changeClass }.map(\.locale).sorted()
      guard !locales.isEmpty else { continue }
      notes.append(
        "\(target) \(verb) \(locales.count) locale\(locales.count == 1 ? "" : "s") of the plan: \(locales.joined(separator: ", "))"
      )
    }
    notes.append(
      "accept takes a preview's pending corpus whole (no --locale, --class or --artifact): the corpus is then pinned to \(target)"
    )
    outcome.notes = notes + outcome.notes
    return outcome
  }
}
