import CorpusDiff
import CorpusReports
import CorpusModel
import CorpusStore
import GoldenFormat

/// `fmtcorpus check`: regenerate what a corpus's manifest plans, with the engine it names, and
/// compare it with the stored files. Never writes the corpus.
///
/// The inputs are as the user spelled them; the check resolves them (locales with the corpus's
/// engine) and returns what it found, leaving printing and the exit code to its caller.
public struct GateCheck: Sendable {
  public var corpus: CorpusDirectory
  /// Locales to check (`--locale`), any accepted spelling; empty checks the whole plan.
  public var locales: [String]
  /// Artifacts to judge (`--artifact`); empty judges all.
  public var artifacts: Set<String>
  /// Where to write the fresh corpus (`--pending`).
  public var pending: CorpusDirectory?
  public var jobs: Int
  /// Check only this slice (`--shard I/N`).
  public var shard: Shard?
  /// Where a corpus pinned to a loaded ICU finds its libraries (`--icu-libs`); nil reads
  /// `FMTCORPUS_ICU_LIBS`, else the fetch cache.
  public var icuLibraries: String?

  public init(
    corpus: CorpusDirectory, locales: [String] = [], artifacts: Set<String> = [],
    pending: CorpusDirectory? = nil, jobs: Int, shard: Shard? = nil, icuLibraries: String? = nil
  ) {
    self.icuLibraries = icuLibraries
    self.shard = shard
    self.corpus = corpus
    self.locales = locales
    self.artifacts = artifacts
    self.pending = pending
    self.jobs = jobs
  }

  /// - Parameter progress: called with (locales done, locales in all) while rendering.
  /// - Throws: `CheckError`, `StoreError`, `InputError` for a locale, `EngineError`.
  public func run(progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> CheckOutcome {
    // The engine the corpus was made with, so a check compares like with like.
    let stored = try StoredCorpus.require(corpus)
    let engine = try Engines.make(
      for: stored, icuLibraries: icuLibraries ?? LoadedICU.librariesFromEnvironment())
    let locales = try self.locales.map(engine.resolveLocale)
    let outcome = try CorpusGenerator(engine: engine).check(
      stored, locales: locales, pending: pending, jobs: jobs, shard: shard, progress: progress)
    return outcome.narrowed(to: artifacts)
  }
}
