import CorpusDiff
import CorpusReports

/// What a check compared.
public struct CheckOutcome: Sendable {
  public var stored: CorpusSide
  public var fresh: CorpusSide
  public var changes: [Change]
  public var notes: [String]
  /// The golden files compared (for reports that list passing files too).
  public var files: [String]
  /// For `check --shard`: what a merge of shard reports needs besides the changes.
  public var shard: ShardCheck?
}
