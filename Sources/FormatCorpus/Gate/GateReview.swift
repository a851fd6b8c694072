import CorpusDiff
import CorpusModel
import CorpusReports
import CorpusStore
import PlanFileYAML

public typealias ReviewSession = CorpusReports.ReviewSession

/// `fmtcorpus review --from DIR`: the pending corpus's changes, decided one item at a time
/// (`ReviewSession`), and the accepted ones written into the corpus the way `accept` writes.
///
/// `start` checks the pending corpus as `accept` does (a folder `check --pending` wrote for
/// this corpus's plan and engine, every file matching its record) and compares it with the
/// corpus; `finish` writes what the session accepted in one swap of the folder, under the
/// corpus's lock, after making sure neither folder changed since `start`. Rejected and skipped
/// changes are left as they are; the pending folder stays.
public struct GateReview: Sendable {
  public var pending: CorpusDirectory
  public var corpus: CorpusDirectory
  /// The plan file ignored changes are listed in (its path as found); nil without one.
  public var planFile: String?
  /// The plan file's known differences: the changes they match are not offered again, and an
  /// ignore never lists one twice.
  public var known: [CorpusReports.KnownDifference]

  /// What `start` read: the session to drive, and the manifests it was made from.
  public struct Started: Sendable {
    public var session: ReviewSession
    /// Notes of the comparison (a narrowed pending corpus, a corpus that predates an artifact).
    public var notes: [String]
    var manifests: (corpus: Manifest, pending: Manifest)
  }

  public init(
    pending: CorpusDirectory, corpus: CorpusDirectory, planFile: String? = nil,
    known: [CorpusReports.KnownDifference] = []
  ) {
    self.pending = pending
    self.corpus = corpus
    self.planFile = planFile
    self.known = known
  }

  /// The reason an ignored change is written with, for the team to replace with its own.
  public static let ignoredReason = "ignored in fmtcorpus review (say why)"

  /// - Throws: what `accept` throws for the same folders.
  public func start() throws -> Started {
    guard pending.placement(relativeTo: corpus) != .same else {
      throw CheckError.acceptFromCorpus(pending: pending.path, corpus: corpus.path)
    }
    _ = try requirePending(pending, of: try StoredCorpus.require(corpus), in: corpus)
    let outcome = try diffCorpora(corpus, pending)
    var report = CheckReport(
      oldLabel: outcome.stored.label, newLabel: outcome.fresh.label,
      old: outcome.stored.manifest, new: outcome.fresh.manifest, changes: outcome.changes,
      failOn: Set(ChangeClass.allCases), ignore: [], annotationRoot: outcome.stored.label,
      annotatedSide: .old, maxEntries: nil, notes: outcome.notes)
    // A change the team has already accepted as known is decided: `check` passes it, so the
    // review does not ask again (and an ignore could only write its entry twice).
    report.separate(
      known, engine: outcome.fresh.manifest!.engine.name, files: [], all: outcome.changes)
    var notes = outcome.notes
    if !report.known.isEmpty {
      let count = report.known.count
      notes.append(
        "\(count) change\(count == 1 ? "" : "s") the plan file lists as known difference\(count == 1 ? " is" : "s are") not offered (\(planFile ?? PlanFile.name)): \(count == 1 ? "it stays" : "they stay") pending, and check passes \(count == 1 ? "it" : "them")"
      )
    }
    return Started(
      session: ReviewSession(report, planFile: planFile), notes: notes,
      manifests: (outcome.stored.manifest!, outcome.fresh.manifest!))
  }

  /// The plan file with the changes `session` ignored appended to its known differences,
  /// ready to write once the corpus is: made first, so that a file that cannot take them
  /// (`PlanFile.appendingKnownDifferences` refuses it) stops the review before anything is
  /// written.
  public struct IgnoredEdit: Sendable {
    public var path: String
    public var text: String
    public var count: Int

    /// Replaces the plan file in one rename: a reader sees the old file or the new one.
    public func write() throws(StoreError) {
      let slash = path.lastIndex(of: "/")
      let folder = slash.map { String(path[..<$0]) } ?? "."
      let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
      try CorpusDirectory(path: folder.isEmpty ? "/" : folder).writeAtomically(
        name, Array(text.utf8))
    }
  }

  /// The plan file's text with the changes `session` ignored appended to its known
  /// differences: the file edited as text, the rest of it kept byte for byte. Each entry
  /// names the pending corpus's engine, the change's key as reports print it and its new
  /// value, with ``ignoredReason``.
  ///
  /// - Returns: nil without ignored changes (or without a plan file, where `i` refuses).
  /// - Throws: `PlanFileError` when the file cannot be read or appended to.
  public func ignoredEdit(_ session: ReviewSession, started: Started) throws -> IgnoredEdit? {
    let ignored = session.ignored
    guard let path = planFile, !ignored.isEmpty else { return nil }
    let entries = Self.knownDifferences(
      ignoring: ignored, engine: started.manifests.pending.engine.name, listed: known)
    guard !entries.isEmpty else { return nil }
    let bytes: [UInt8]
    do {
      bytes = try CorpusDirectory.readFile(atPath: path)
    } catch {
      throw PlanFileError(
        fileName: path, line: 1, column: 1,
        reason: "cannot read the plan file to list the ignored changes (expected a readable file)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw PlanFileError(
        fileName: path, line: 1, column: 1, reason: "the plan file is not UTF-8 text")
    }
    let appended = try PlanFile.appendingKnownDifferences(entries, to: text, fileName: path)
    return IgnoredEdit(path: path, text: appended, count: entries.count)
  }

  /// The known-difference entries that ignoring `changes` appends, in their order: each
  /// difference once, neither one `listed` already names (by engine, key and new value; a
  /// removal by its key alone) nor the same one twice. A change of another engine's part names
  /// that engine (`Change.engine`); any other, `engine`, the pending corpus's.
  public static func knownDifferences(
    ignoring changes: [Change], engine: String, listed: [CorpusReports.KnownDifference]
  ) -> [PlanFile.KnownDifferenceText] {
    struct Difference: Hashable {
      var engine: String
      var key: String
      var new: String?
    }
    var seen = Set(listed.map { Difference(engine: $0.engine, key: $0.key, new: $0.new) })
    return changes.filter {
      seen.insert(Difference(engine: $0.engine ?? engine, key: $0.displayKey, new: $0.new))
        .inserted
    }
    .map {
      PlanFile.KnownDifferenceText(
        key: $0.displayKey, engine: $0.engine ?? engine, new: $0.new, reason: ignoredReason)
    }
  }

  /// Writes the changes `session` accepted (nothing when it accepted none).
  public func finish(_ session: ReviewSession, started: Started) throws -> AcceptSummary {
    let files = session.acceptedFiles
    guard !files.isEmpty else { return AcceptSummary(files: [], removed: [], classes: []) }
    var summary = try acceptPending(
      from: pending, into: corpus, locales: [],
      taking: .changes(files, reviewed: started.manifests))
    summary.classes = Set(session.accepted.map(\.changeClass)).sorted()
    return summary
  }
}
