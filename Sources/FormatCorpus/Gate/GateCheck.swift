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
  /// Another engine to render the stored plan with (`--engine NEW` or `OLD=NEW`): the preview
  /// of an upgrade. Nil renders with the engine the manifest names.
  public var engine: String?

  public init(
    corpus: CorpusDirectory, locales: [String] = [], artifacts: Set<String> = [],
    pending: CorpusDirectory? = nil, jobs: Int, shard: Shard? = nil, icuLibraries: String? = nil,
    engine: String? = nil
  ) {
    self.engine = engine
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
    let stored = try StoredCorpus.require(corpus)
    let libraries = icuLibraries ?? LoadedICU.librariesFromEnvironment()
    let switching = try engine.flatMap {
      try EngineSwitch(
        parsing: $0, stored: stored.manifest.engine.name,
        others: stored.manifest.plan.otherEngines)
    }
    if let switching, shard != nil {
      throw InputError.invalidValue(
        switching.target, option: "--engine",
        expected: "no --engine with --shard: preview an upgrade in one job")
    }
    // The engine the corpus was made with, so a check compares like with like; or the one a
    // preview asks for.
    let engine =
      try switching.map { try Engines.make($0.target, icuLibraries: libraries) }
      ?? Engines.make(for: stored, icuLibraries: libraries)
    let locales = try self.locales.map(engine.resolveLocale)
    var outcome = try CorpusGenerator(engine: engine).check(
      stored, locales: locales, pending: pending, jobs: jobs, shard: shard, progress: progress)
    if let switching {
      outcome = switching.preview(
        outcome, leftOutNotes: Engines.leftOutNotes(engine: engine, plan: stored.manifest.plan))
    }
    return outcome.narrowed(to: artifacts)
  }
}
