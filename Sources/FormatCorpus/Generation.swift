import CorpusModel
import CorpusStore
import EngineSupport

/// What `fmtcorpus generate` was asked: the folder, the locales, plan changes, threads.
public struct GenerationRequest: Sendable {
  public var directory: CorpusDirectory
  /// Locales named on the command line, already resolved by the engine.
  public var locales: [LocaleID]
  public var calendars: [CalendarID]?
  public var styleZone: ZoneID?
  public var zones: [ZoneID]?
  public var seedInstants: [Instant]?
  public var edgeInstants: [Instant]?
  public var sweepInstants: [Instant]?
  public var replan: Bool
  public var jobs: Int

  public init(
    directory: CorpusDirectory, locales: [LocaleID] = [], calendars: [CalendarID]? = nil,
    styleZone: ZoneID? = nil, zones: [ZoneID]? = nil, seedInstants: [Instant]? = nil,
    edgeInstants: [Instant]? = nil, sweepInstants: [Instant]? = nil, replan: Bool = false,
    jobs: Int
  ) {
    self.directory = directory
    self.locales = locales
    self.calendars = calendars
    self.styleZone = styleZone
    self.zones = zones
    self.seedInstants = seedInstants
    self.edgeInstants = edgeInstants
    self.sweepInstants = sweepInstants
    self.replan = replan
    self.jobs = jobs
  }

  /// Whether any of calendars, zones or instants was given.
  var changesPlanAxes: Bool {
    calendars != nil || styleZone != nil || zones != nil || seedInstants != nil
      || edgeInstants != nil || sweepInstants != nil
  }

  /// The plan built from the flags, with defaults for what they leave out.
  func planFromFlags(locales fallback: (Bool, [LocaleID])) -> Plan {
    let defaults = Plan.default
    return Plan(
      includesAvailableLocales: locales.isEmpty ? fallback.0 : false,
      locales: locales.isEmpty ? fallback.1 : locales,
      calendars: calendars ?? defaults.calendars,
      styleZone: styleZone ?? defaults.styleZone,
      zones: zones ?? defaults.zones,
      seedInstants: seedInstants ?? defaults.seedInstants,
      edgeInstants: edgeInstants ?? defaults.edgeInstants,
      sweepInstants: sweepInstants ?? defaults.sweepInstants)
  }
}

/// The plan change a request would make, refused before anything is computed.
public enum GenerationError: Error, Equatable, Sendable, CustomStringConvertible {
  case planChangeNeedsReplan(directory: String)
  case emptyPlan(String)
  case engineChangeNeedsReplan(directory: String, stored: String, asked: String)

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
}

extension CorpusGenerator {
  /// Runs `generate`: decides the plan, renders everything in memory, then writes.
  ///
  /// Nothing is written until every file has rendered, so bad input or an engine failure
  /// leaves the corpus exactly as it was.
  public func generate(
    _ request: GenerationRequest, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws -> GenerationSummary {
    let stored = try request.directory.readManifest()
    var plan: Plan
    let onlyNamedLocales: Bool
    if let stored, !request.replan {
      guard !request.changesPlanAxes else {
        throw GenerationError.planChangeNeedsReplan(directory: request.directory.path)
      }
      plan = stored.plan
      plan.add(locales: request.locales)
      onlyNamedLocales = !request.locales.isEmpty
    } else {
      let previous = stored.map { ($0.plan.includesAvailableLocales, $0.plan.locales) }
      plan = request.planFromFlags(locales: previous ?? (true, []))
      onlyNamedLocales = false
    }
    guard !plan.calendars.isEmpty else { throw GenerationError.emptyPlan("calendars") }
    guard !plan.zones.isEmpty else { throw GenerationError.emptyPlan("zones") }
    guard !plan.allInstants.isEmpty else { throw GenerationError.emptyPlan("instants") }

    let planLocales = plan.resolvedLocales(available: engine.availableLocales)
    let toRender = onlyNamedLocales ? Array(Set(request.locales)).sorted() : planLocales
    var files = try renderLocales(toRender, plan: plan, jobs: request.jobs, progress: progress)
    var records = stored?.files ?? [:]
    if !onlyNamedLocales {
      files.append(try renderFields(plan: plan))
      records = [:]
    }
    for file in files { records[file.name] = file.record }
    let manifest = Manifest(
      fmtcorpusVersion: fmtcorpusVersion, engine: engine.info, plan: plan, files: records)

    try request.directory.write(files, manifest: manifest)
    let removed = (stored?.files.keys).map { Set($0).subtracting(records.keys).sorted() } ?? []
    for name in removed { try request.directory.remove(name) }
    var aliases: [(asked: LocaleID, listed: LocaleID)] = []
    for locale in request.locales where !aliases.contains(where: { $0.asked == locale }) {
      if let listed = try engine.listedLocale(for: locale), listed != locale {
        aliases.append((locale, listed))
      }
    }
    return GenerationSummary(
      plan: plan, written: files.map(\.name), removed: removed,
      entries: files.reduce(0) { $0 + $1.record.entries },
      bytes: files.reduce(0) { $0 + $1.bytes.count }, aliases: aliases)
  }
}
