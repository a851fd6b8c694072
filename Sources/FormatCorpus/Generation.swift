import Assembly
import CorpusModel
import CorpusStore
import GoldenFormat

/// What `fmtcorpus generate` was asked: the folder, the locales, plan changes, threads.
public struct GenerationRequest: Sendable {
  public var directory: CorpusDirectory
  /// The plan's axes and additions as the flags give them.
  public var plan: PlanOverrides
  public var replan: Bool
  public var jobs: Int
  /// Write only this slice of the plan, with a shard manifest (`generate --shard I/N`).
  public var shard: Shard?
  /// The whole plan a plan file gives (`PlanFile/plan(engine:)`): it replaces the stored
  /// plan, as the file is the source, and every locale is rendered.
  public var planFromFile: Plan?

  public init(
    directory: CorpusDirectory, locales: [LocaleID] = [], calendars: [CalendarID]? = nil,
    styleZone: ZoneID? = nil, zones: [ZoneID]? = nil, seedInstants: [Instant]? = nil,
    edgeInstants: [Instant]? = nil, sweepInstants: [Instant]? = nil, templates: [String] = [],
    patterns: [String] = [], pickers: [PickerKey] = [], replan: Bool = false, jobs: Int,
    shard: Shard? = nil, intervals: [IntervalPair] = [], arithmetic: [ArithmeticCase] = [],
    intervalTemplates: [String] = []
  ) {
    self.directory = directory
    plan = PlanOverrides()
    plan[.locales] = locales
    plan[.calendars] = calendars
    plan[.styleZone] = styleZone
    plan[.zones] = zones
    plan[.seedInstants] = seedInstants
    plan[.edgeInstants] = edgeInstants
    plan[.sweepInstants] = sweepInstants
    plan[.templates] = templates
    plan[.patterns] = patterns
    plan[.pickers] = pickers
    plan[.intervals] = intervals
    plan[.arithmetic] = arithmetic
    plan[.intervalTemplates] = intervalTemplates
    self.replan = replan
    self.jobs = jobs
    self.shard = shard
  }

  /// Locales named on the command line, already resolved by the engine.
  public var locales: [LocaleID] { plan.locales }
}

/// The plan change a request would make, refused before anything is computed.
public enum GenerationError: Error, Equatable, Sendable, CustomStringConvertible {
  case planChangeNeedsReplan(directory: String)
  case emptyPlan(String)
  case engineChangeNeedsReplan(directory: String, stored: String, asked: String)
  /// Adding templates, patterns or pickers re-renders every file: with other engine versions than the
  /// stored corpus's, that would take their drift in without a check.
  case formatsNeedSameEngine(directory: String, differences: [String])
  /// Writing only the named locales records this engine's versions for the whole corpus: with
  /// other versions than the stored corpus's, the files it did not render would be labelled
  /// with an engine that never made them, and `check` would call the engine unchanged.
  case localesNeedSameEngine(directory: String, differences: [String])
  /// `generate --shard` into a folder holding a corpus, a pending corpus or a pending shard.
  case shardOverCorpus(directory: String, found: String)
  /// `generate` without `--shard` into a folder holding a shard.
  case corpusOverShard(directory: String, shard: Shard)

  public var description: String {
    switch self {
    case .planChangeNeedsReplan(let directory):
      return
        "the corpus in '\(directory)' already has a plan; changing its calendars, zones or instants needs --replan"
    case .emptyPlan(let what):
      return "the plan has no \(what); give at least one"
    case .engineChangeNeedsReplan(let directory, let stored, let asked):
      return
        "the corpus in '\(directory)' was made by engine '\(stored)'; regenerating it with '\(asked)' needs --replan (or a new --out folder)"
    case .formatsNeedSameEngine(let directory, let differences):
      return
        "the corpus in '\(directory)' was made with other engine versions (\(differences.joined(separator: ", "))): adding templates, patterns or pickers re-renders every file and would accept that drift unchecked; run 'fmtcorpus check --corpus \(directory)' and accept or regenerate first"
    case .localesNeedSameEngine(let directory, let differences):
      return
        "the corpus in '\(directory)' was made with other engine versions (\(differences.joined(separator: ", "))): writing only the named locales would record these versions for files they did not render; run 'fmtcorpus check --corpus \(directory)' and accept or regenerate first"
    case .shardOverCorpus(let directory, let found):
      return
        "--out '\(directory)' holds \(found): generate --shard writes only into a new or empty folder or one an earlier 'generate --shard' wrote; give another folder"
    case .corpusOverShard(let directory, let shard):
      return
        "--out '\(directory)' holds shard \(shard) of a corpus: regenerate it with '\(SuggestedCommand.fmtcorpus("generate", "--shard", "\(shard)", "--out", directory))', or join the shards with 'fmtcorpus merge --out CORPUS SHARD-FOLDER...'"
    }
  }
}

/// What a generation wrote.
public struct GenerationSummary: Sendable {
  public var plan: Plan
  public var written: [String]
  public var removed: [String]
  public var entries: Int
  public var bytes: Int
  /// Locales asked for by a spelling the engine does not list, each with the listed locale
  /// whose data it renders (`zh_TW` → `zh_Hant_TW`), in the order asked.
  public var aliases: [(asked: LocaleID, listed: LocaleID)]
  /// What the plan's other engines refused in the files written, one line per engine and
  /// reason (``Engines/otherRefusalNotes(_:)``); empty for a corpus of one engine.
  public var otherRefusals: [String] = []
}

extension CorpusGenerator {
  /// `icu 72.1 → 76.1` for each version that differs between a stored engine and this one.
  static func versionDifferences(_ stored: [String: String], _ running: [String: String])
    -> [String]
  {
    Set(stored.keys).union(running.keys).sorted().compactMap { name in
      let (old, new) = (stored[name], running[name])
      guard old != new else { return nil }
      return "\(name) \(old ?? "none") → \(new ?? "none")"
    }
  }

  /// Runs `generate` under the folder's lock: reads the folder, then as below.
  ///
  /// - Throws: `StoreError.locked` when another fmtcorpus is writing the folder.
  public func generate(
    _ request: GenerationRequest, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws -> GenerationSummary {
    let lock = try CorpusLock.acquire(request.directory)
    defer { lock.release() }
    return try generate(
      request, stored: StoredCorpus.open(request.directory), progress: progress)
  }

  /// Runs `generate`: decides the plan, renders each file into a staging folder beside the
  /// corpus as it comes, then replaces the folder at once (`CorpusTransaction.Stage`).
  ///
  /// The corpus is not touched until every file has rendered, so bad input or an engine
  /// failure leaves it exactly as it was (the stage is removed); the folder is swapped whole,
  /// so a run killed at any instant leaves the old corpus or the new one.
  ///
  /// - Parameters:
  ///   - request: what to generate, as the user asked.
  ///   - corpus: the folder as read under its lock (``CorpusLock``), which the caller holds
  ///     until this returns, so two writers never interleave.
  ///   - progress: called after each locale with (done, total).
  public func generate(
    _ request: GenerationRequest, stored corpus: StoredCorpus?,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws -> GenerationSummary {
    if let shard = request.shard {
      return try generateShard(shard, request, stored: corpus, progress: progress)
    }
    if let shard = corpus?.manifest.shard {
      throw GenerationError.corpusOverShard(directory: request.directory.path, shard: shard)
    }
    let stored = corpus?.manifest
    let decided = try decidePlan(request, stored: corpus)
    let (plan, onlyNamedLocales) = (decided.plan, decided.onlyNamedLocales)
    let generator = try startingOthers(
      for: plan, pinned: stored?.engines,
      place: corpus?.place(of: ["plan", "engines"]) ?? request.directory.path)
    // Writing only the named locales records the other engines' versions too: refused, as for
    // the corpus's own engine, when they are not the ones that made the other files.
    if onlyNamedLocales, let stored {
      let differences = generator.others.flatMap { other in
        let before = stored.engines?.first { $0.name == other.info.name }?.versions ?? [:]
        return Self.versionDifferences(before, other.info.versions).map {
          "\(other.info.name) \($0)"
        }
      }
      guard differences.isEmpty else {
        throw GenerationError.localesNeedSameEngine(
          directory: request.directory.path, differences: differences)
      }
    }
    let planLocales = plan.resolvedLocales(available: engine.availableLocales)
    let toRender = onlyNamedLocales ? Array(Set(request.locales)).sorted() : planLocales
    // Each file goes into the staging folder as it renders; the corpus changes only at the
    // swap, and a failure before it drops the stage.
    let stage = try CorpusTransaction.Stage(request.directory)
    do {
      let (rendered, fields) = try generator.withFields(
        !onlyNamedLocales, plan: plan, jobs: request.jobs
      ) {
        try generator.renderLocales(
          toRender, plan: plan, jobs: request.jobs, into: stage, progress: progress)
      }
      var files = rendered
      // A whole regeneration records only what it wrote (a plan without fields.json drops it).
      var records = onlyNamedLocales ? stored?.files ?? [:] : [:]
      if let fields {
        try stage.write(fields.name, fields.bytes)
        files.append(StagedFile(name: fields.name, record: fields.record, size: fields.bytes.count))
      }
      for file in files { records[file.name] = file.record }
      let manifest = Manifest(
        fmtcorpusVersion: fmtcorpusVersion, engine: engine.info, engines: generator.otherInfos,
        plan: plan, files: records)

      let aliases = try self.aliases(request.locales)
      try stage.commit(manifest: manifest, previous: stored, staged: Set(files.map(\.name)))
      let removed = (stored?.files.keys).map { Set($0).subtracting(records.keys).sorted() } ?? []
      return GenerationSummary(
        plan: plan, written: files.map(\.name), removed: removed,
        entries: files.reduce(0) { $0 + $1.record.entries },
        bytes: files.reduce(0) { $0 + $1.size }, aliases: aliases,
        otherRefusals: Engines.otherRefusalNotes(
          Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.record) })))
    } catch {
      stage.abandon()
      throw error
    }
  }

  /// `generate`'s first stage: the plan this run writes, from the stored one (validated
  /// against this engine) and the request, or refused before anything renders.
  ///
  /// - Returns: the plan, and whether only the named locales are rendered (their files are
  ///   rewritten under the stored plan, the others kept).
  private func decidePlan(_ request: GenerationRequest, stored corpus: StoredCorpus?) throws
    -> (plan: Plan, onlyNamedLocales: Bool)
  {
    if let plan = request.planFromFile {
      try Self.requireNonEmpty(plan)
      return (plan, false)
    }
    // The stored plan's locales and zones, checked against this engine.
    let validated = try corpus.map { try PlanValidation($0, engine: engine) }
    let plan: Plan
    let onlyNamedLocales: Bool
    if let validated, !request.replan {
      guard !request.plan.replacesAxes else {
        throw GenerationError.planChangeNeedsReplan(directory: request.directory.path)
      }
      plan = try request.plan.adding(to: validated.plan)
      let addsFormats = plan.changesFormats(of: validated.plan)
      onlyNamedLocales = !request.locales.isEmpty && !addsFormats
      if addsFormats || onlyNamedLocales, let stored = corpus?.manifest {
        let differences = Self.versionDifferences(stored.engine.versions, engine.info.versions)
        guard differences.isEmpty else {
          guard addsFormats else {
            throw GenerationError.localesNeedSameEngine(
              directory: request.directory.path, differences: differences)
          }
          throw GenerationError.formatsNeedSameEngine(
            directory: request.directory.path, differences: differences)
        }
      }
    } else {
      let previous = validated.map { ($0.plan.includesAvailableLocales, $0.plan.locales) }
      plan = try request.plan.plan(locales: previous ?? (true, []))
      onlyNamedLocales = false
    }
    try Self.requireNonEmpty(plan)
    return (plan, onlyNamedLocales)
  }

  /// A plan with no calendars, zones or instants renders nothing: refused by name.
  private static func requireNonEmpty(_ plan: Plan) throws {
    guard !plan.calendars.isEmpty else { throw GenerationError.emptyPlan("calendars") }
    guard !plan.zones.isEmpty else { throw GenerationError.emptyPlan("zones") }
    guard !plan.allInstants.isEmpty else { throw GenerationError.emptyPlan("instants") }
  }

  /// The locales asked for by a spelling the engine does not list, each with its listed twin.
  /// Asked before the swap: an engine failure here must leave the folder as it was.
  private func aliases(_ locales: [LocaleID]) throws -> [(asked: LocaleID, listed: LocaleID)] {
    var aliases: [(asked: LocaleID, listed: LocaleID)] = []
    for locale in locales where !aliases.contains(where: { $0.asked == locale }) {
      if let listed = try engine.listedLocale(for: locale), listed != locale {
        aliases.append((locale, listed))
      }
    }
    return aliases
  }

  /// `generate --shard I/N`: the plan file's plan, else the flags' (defaults for the rest), and
  /// only the files the shard owns (``Shard``), with a manifest that records the plan, the
  /// engines, the shard and its files. `fmtcorpus merge` joins N such folders into the corpus one job writes.
  ///
  /// The folder is new, empty, or one an earlier `generate --shard` wrote (replaced whole); a
  /// corpus or a pending corpus is never written over.
  private func generateShard(
    _ shard: Shard, _ request: GenerationRequest, stored corpus: StoredCorpus?,
    progress: (@Sendable (Int, Int) -> Void)?
  ) throws -> GenerationSummary {
    if let stored = corpus?.manifest, stored.shard == nil || stored.isPending {
      let found =
        stored.shard.map { "shard \($0) of a pending corpus" }
        ?? (stored.isPending ? "a pending corpus" : "a corpus")
      throw GenerationError.shardOverCorpus(directory: request.directory.path, found: found)
    }
    let plan = try request.planFromFile ?? request.plan.plan(locales: (true, []))
    try Self.requireNonEmpty(plan)
    // A plan of several engines starts each, as a whole run does; the shard's manifest
    // records their blocks, which `merge` requires to agree across the shards.
    let generator = try startingOthers(
      for: plan, pinned: nil, place: request.directory.path)
    let locales = plan.resolvedLocales(available: engine.availableLocales).filter {
      shard.owns($0.fileName)
    }
    let (rendered, fields) = try generator.withFields(
      shard.owns(GoldenEncoding.fieldsFileName), plan: plan, jobs: request.jobs
    ) {
      try generator.renderLocales(locales, plan: plan, jobs: request.jobs, progress: progress)
    }
    var files = rendered
    if let fields { files.append(fields) }
    let manifest = Manifest(
      fmtcorpusVersion: fmtcorpusVersion, engine: engine.info, engines: generator.otherInfos,
      plan: plan,
      files: Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.record) }), shard: shard)
    let aliases = try self.aliases(request.locales)
    let previous = corpus?.manifest
    try CorpusTransaction.commit(
      request.directory, files: files, manifest: manifest, previous: previous)
    let removed =
      (previous?.files.keys).map { Set($0).subtracting(manifest.files.keys).sorted() } ?? []
    return GenerationSummary(
      plan: plan, written: files.map(\.name), removed: removed,
      entries: files.reduce(0) { $0 + $1.record.entries },
      bytes: files.reduce(0) { $0 + $1.bytes.count }, aliases: aliases,
      otherRefusals: Engines.otherRefusalNotes(
        Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.record) })))
  }
}
