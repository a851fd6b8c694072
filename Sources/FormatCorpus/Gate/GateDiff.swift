import CorpusDiff
import CorpusReports
import CorpusModel
import CorpusStore
import GoldenFormat

/// `fmtcorpus diff OLD NEW`: two stored corpora compared the way `check` compares.
public struct GateDiff: Sendable {
  public var old: CorpusDirectory
  public var new: CorpusDirectory
  public var artifacts: Set<String>

  public init(old: CorpusDirectory, new: CorpusDirectory, artifacts: Set<String> = []) {
    self.old = old
    self.new = new
    self.artifacts = artifacts
  }

  public func run() throws -> CheckOutcome {
    try diffCorpora(old, new).narrowed(to: artifacts)
  }
}
