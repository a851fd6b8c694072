import CorpusDiff
import CorpusReports
import CorpusModel
import CorpusStore

/// The gate for a team's own tests, in one call: a test that fails the day an ICU, CLDR or
/// tzdata upgrade changes a golden file, with the changes as values.
///
/// ```swift
/// import FormatCorpus
/// import Testing
///
/// @Test func datesAreAsCommitted() throws {
///   let changes = try CorpusGate.changes(in: "dates-corpus")
///   #expect(changes.isEmpty, "\(changes.prefix(20).map(\.reportLine).joined(separator: "\n"))")
/// }
/// ```
///
/// One string without a corpus: `Engines.make("icu").format(locale:calendar:zone:instant:pair:)`
/// (or `pattern:`, `template:`), checking its input with `engine.resolveLocale(_:)` and
/// `engine.resolveZone(_:)`.
public enum CorpusGate {
  /// Regenerates what the corpus folder's manifest plans, with the engine it names, and
  /// compares it with the stored files, as `fmtcorpus check --corpus folder` does; never
  /// writes. The one-line form of ``GateCheck``, the library's one way to check:
  /// `GateCheck(corpus:locales:jobs:).run().changes`. Every change is returned, whatever its class (`Change.changeClass`), in file
  /// and key order; none means nothing drifted.
  ///
  /// - Parameters:
  ///   - folder: the corpus folder.
  ///   - locales: only these locales' files (any accepted spelling); empty checks the plan.
  ///   - jobs: worker threads.
  /// - Throws: `StoreError` or `CheckError` for an unreadable or corrupt corpus, `InputError`
  ///   for a locale, `EngineError` when the engine fails (the Foundation engine's worker
  ///   missing among them: its message says the command that builds it).
  public static func changes(in folder: String, locales: [String] = [], jobs: Int = 1) throws
    -> [Change]
  {
    try GateCheck(corpus: CorpusDirectory(path: folder), locales: locales, jobs: jobs).run()
      .changes
  }
}
