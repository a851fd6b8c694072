import CorpusDiff
import CorpusReports
import CorpusModel
import CorpusStore

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

  /// What `start` read: the session to drive, and the manifests it was made from.
  public struct Started: Sendable {
    public var session: ReviewSession
    /// Notes of the comparison (a narrowed pending corpus, a corpus that predates an artifact).
    public var notes: [String]
    var manifests: (corpus: Manifest, pending: Manifest)
  }

  public init(pending: CorpusDirectory, corpus: CorpusDirectory) {
    self.pending = pending
    self.corpus = corpus
  }

  /// - Throws: what `accept` throws for the same folders.
  public func start() throws -> Started {
    guard pending.placement(relativeTo: corpus) != .same else {
      throw CheckError.acceptFromCorpus(pending: pending.path, corpus: corpus.path)
    }
    _ = try requirePending(pending, of: try StoredCorpus.require(corpus), in: corpus)
    let outcome = try diffCorpora(corpus, pending)
    let report = CheckReport(
      oldLabel: outcome.stored.label, newLabel: outcome.fresh.label,
      old: outcome.stored.manifest, new: outcome.fresh.manifest, changes: outcome.changes,
      failOn: Set(ChangeClass.allCases), ignore: [], annotationRoot: outcome.stored.label,
      annotatedSide: .old, maxEntries: nil, notes: outcome.notes)
    return Started(
      session: ReviewSession(report), notes: outcome.notes,
      manifests: (outcome.stored.manifest!, outcome.fresh.manifest!))
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
