import CorpusDiff
import CorpusModel

/// What one `check --shard I/N` knows that its report's changes do not say, kept in its JSON
/// report so that `fmtcorpus merge` can build the report one job would have written.
public struct ShardCheck: Sendable {
  public var shard: Shard
  public var plan: Plan
  /// Notes that do not depend on the slice and come before the layout note (the plan's dropped
  /// locales and zones).
  public var planNotes: [String]
  /// Notes that do not depend on the slice and come after it (a plan that predates an
  /// artifact).
  public var closingNotes: [String]
  /// The files of the slice that differ only in layout (the layout note is rebuilt from all
  /// shards' files).
  public var layoutFiles: [String]
  /// `--pending`, as given.
  public var pending: String?
  /// `--artifact`, in the order of ``Change/artifacts``; empty when not narrowed.
  public var artifacts: [String] = []
  /// Whole-file changes of the slice left out by `--artifact`.
  public var wholeFileChanges = 0

  public init(
    shard: Shard, plan: Plan, planNotes: [String], closingNotes: [String],
    layoutFiles: [String], pending: String?,
    artifacts: [String] = [], wholeFileChanges: Int = 0
  ) {
    self.shard = shard
    self.plan = plan
    self.planNotes = planNotes
    self.closingNotes = closingNotes
    self.layoutFiles = layoutFiles
    self.pending = pending
    self.artifacts = artifacts
    self.wholeFileChanges = wholeFileChanges
  }
}
