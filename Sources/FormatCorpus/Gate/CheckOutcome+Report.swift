import CorpusDiff
import CorpusReports
import CorpusModel
import CorpusStore
import GoldenFormat

extension CheckOutcome {
  /// Only the changes of `artifacts` (all when empty), with a note of what was not judged.
  func narrowed(to artifacts: Set<String>) -> CheckOutcome {
    guard !artifacts.isEmpty else { return self }
    var outcome = self
    outcome.changes = changes.filter { artifacts.contains($0.artifact) }
    let files = changes.filter { $0.path.isEmpty }.count
    let names = Artifact.names.filter(artifacts.contains)
    outcome.notes.insert(Self.artifactNote(names, wholeFiles: files), at: 0)
    outcome.shard?.artifacts = names
    outcome.shard?.wholeFileChanges = files
    return outcome
  }

  /// The note of a check narrowed by `--artifact`.
  static func artifactNote(_ names: [String], wholeFiles files: Int) -> String {
    "narrowed by --artifact to \(names.joined(separator: ", ")): other artifacts"
      + (files > 0 ? " and \(files) whole-file change\(files == 1 ? "" : "s")" : "")
      + " were not judged"
  }

  /// The report of this outcome under `settings`.
  ///
  /// - Parameters:
  ///   - settings: what the report shows and what fails.
  ///   - side: the corpus locations point into: `check` the stored corpus (`.old`), `diff` the
  ///     second one (`.new`).
  ///
  /// Months whose grid changed are drawn from both sides' files, at most 20 (fewer under a
  /// smaller `--max-entries`).
  public func report(_ settings: ReportSettings, annotating side: Change.Side) -> CheckReport {
    var report = CheckReport(
      oldLabel: stored.label, newLabel: fresh.label, old: stored.manifest, new: fresh.manifest,
      changes: changes, failOn: settings.failOn, ignore: settings.ignore,
      annotationRoot: side == .old ? stored.label : fresh.label, annotatedSide: side,
      maxEntries: settings.maxEntries, notes: notes)
    report.filesCompared = files.count
    if let engine = fresh.manifest?.engine.name {
      report.separate(settings.known, engine: engine, files: files, all: changes)
    }
    report.months = MonthGrids.collect(
      report.changes, old: stored, new: fresh, limit: min(settings.maxEntries ?? 20, 20))
    return report
  }
}
