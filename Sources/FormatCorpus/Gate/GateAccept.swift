import CorpusDiff
import CorpusReports
import CorpusModel
import CorpusStore
import GoldenFormat

/// `fmtcorpus accept --from DIR`: take a pending corpus's changes — all, or some locales',
/// classes' or artifacts' — into the corpus.
public struct GateAccept: Sendable {
  public var pending: CorpusDirectory
  public var corpus: CorpusDirectory
  public var locales: [String]
  public var classes: Set<ChangeClass>
  public var artifacts: Set<String>

  public init(
    pending: CorpusDirectory, corpus: CorpusDirectory, locales: [String] = [],
    classes: Set<ChangeClass> = [], artifacts: Set<String> = []
  ) {
    self.pending = pending
    self.corpus = corpus
    self.locales = locales
    self.classes = classes
    self.artifacts = artifacts
  }

  public func run() throws -> AcceptSummary {
    // acceptPending resolves the spellings with the corpus's engine, from the manifest it reads
    // under the corpus's lock.
    try acceptPending(
      from: pending, into: corpus, locales: locales, classes: classes, artifacts: artifacts)
  }
}
