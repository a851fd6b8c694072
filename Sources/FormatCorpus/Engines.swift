import Assembly
import CorpusModel
import EngineProcess
import ICUEngine

/// The engines fmtcorpus can run, by the name manifests record (`icu`, `foundation`,
/// `icu@78.3`).
///
/// Adding an engine is one registration here: an in-process engine by its initializer, an
/// engine with libraries of its own by the executable that serves it (`EngineServer.serve`).
/// `icu@VERSION` is the one family of names: any ICU's libraries, loaded in the fmtcorpus-icu
/// worker (``LoadedICU``).
public enum Engines {
  public static let defaultName = "icu"

  /// The environment variable that names the loaded-ICU worker executable where it is not
  /// beside the running program.
  public static let icuWorkerVariable = "FMTCORPUS_ICU_WORKER"

  /// The environment variable that names a folder of ICU libraries, as `--icu-libs` does.
  public static let icuLibrariesVariable = LoadedICU.librariesVariable

  /// The environment variable that names the Foundation engine's worker executable where it is
  /// not beside the running program (a package's tests that depend on this library, say).
  public static let foundationWorkerVariable = "FMTCORPUS_FOUNDATION_WORKER"

  private static let registry:
    [(name: String, about: String, make: @Sendable () throws -> any CorpusEngine)] = [
      ("icu", "the system's ICU, in process", { try ICUCorpusEngine() }),
      (
        "foundation", "Swift's Foundation with its own ICU, in the fmtcorpus-foundation process",
        {
          try ProcessEngine(
            executable: WorkerLookup.find(
              "fmtcorpus-foundation", variable: Engines.foundationWorkerVariable))
        }
      ),
      (
        "formatstyle",
        "Swift's Date.FormatStyle family on the same Foundation, in the fmtcorpus-foundation process",
        {
          try ProcessEngine(
            executable: WorkerLookup.find(
              "fmtcorpus-foundation", variable: Engines.foundationWorkerVariable),
            arguments: ["formatstyle"])
        }
      ),
    ]

  /// The loaded-ICU family, as help and messages spell it.
  static let loadedName = "icu@VERSION"
  static let loadedAbout =
    "another ICU's libraries, from the fetch cache or --icu-libs DIR, in the fmtcorpus-icu process"

  /// The registered engines' names (`icu@VERSION` is a family, not a name).
  public static var names: [String] { registry.map(\.name) }

  /// Every name `--engine` takes, as help and messages list them.
  public static var spellings: [String] { names + [loadedName] }

  /// `icu@78.3` for each ICU version the fetch cache holds, newest first: what the engine
  /// conformance suite runs over besides ``names``.
  public static var fetchedICUs: [String] { LoadedICU.fetched().map { "icu@" + $0 } }

  /// Whether `name` is one an engine answers to (`icu`, `icu@78.3`).
  public static func isKnown(_ name: String) -> Bool {
    registry.contains { $0.name == name } || LoadedICU.Version(engine: name) != nil
  }

  /// `icu (the system's ICU …)`, or the bare name of an engine this build does not have.
  public static func about(_ name: String) -> String {
    if LoadedICU.Version(engine: name) != nil { return "\(name) (\(loadedAbout))" }
    return registry.first { $0.name == name }.map { "\($0.name) (\($0.about))" } ?? name
  }

  /// One line per engine: name and what it is.
  public static var help: String {
    (registry.map { "\($0.name): \($0.about)" } + ["\(loadedName): \(loadedAbout)"])
      .joined(separator: "; ")
  }

  /// The plan's configured interval templates (``IntervalConfiguration``), where it spans any
  /// pair: a bare template is every engine's.
  private static func configuredIntervals(_ plan: Plan) -> [IntervalConfiguration] {
    guard plan.intervals?.isEmpty == false else { return [] }
    return (plan.intervalTemplates ?? []).filter(IntervalConfiguration.isConfigured)
      .compactMap { try? IntervalConfiguration(validating: $0) }
  }

  /// One line per part of a corpus of `plan` that `engine` leaves out because its ICU lacks a
  /// function only that part needs (ICU 60.3: the count-down pickers, durations), naming the
  /// function and the first ICU that has it; for the Foundation engines, the accessibility
  /// artifact's field names, which no Foundation API reaches.
  /// Besides, on every engine, one line per configured duration, relative time or interval
  /// whose knob its API has not, and per arithmetic case whose field it has not.
  public static func leftOutNotes(engine: any CorpusEngine, plan: Plan) -> [String] {
    let name = engine.info.name
    // Only what this engine is asked: a configuration the plan gives another engine alone is
    // not this engine's to leave out (the others' refusals are `otherRefusalNotes(_:)`'s).
    let plan = plan.narrowed(toEngine: plan.engines?.first ?? name)
    let isICU = name == ICUSource().name || LoadedICU.Version(engine: name) != nil
    let api: DurationConfiguration.EngineAPI = isICU ? .icu : .foundation
    let configured =
      (plan.durations?.configurations ?? []).leftOutNotes(engine: name, api: api)
      + (plan.relative?.configurations ?? []).leftOutNotes(engine: name, api: api)
      + (plan.arithmetic ?? []).leftOutNotes(engine: name, api: api)
      + configuredIntervals(plan).leftOutNotes(engine: name, api: api)
      + (isICU
        && (plan.durations?.seconds.contains { $0.value < 0 } ?? false)
        && (plan.durations?.queries.contains { $0.width == .numeric && $0.seconds.value < 0 }
          ?? false)
        ? [
          "the \(name) engine leaves the negative durations' numeric width out of the corpus: \(DurationQuery.icuNegativeNumeric)"
        ] : [])
    let accessibility = plan.accessibility == true && plan.renders(.accessibility)
    guard LoadedICU.Version(engine: name) != nil, let version = engine.info.versions["icu"]
    else {
      // The Foundation engines have no field names, whatever their ICU has.
      guard !isICU, accessibility else { return configured }
      return [
        "the \(name) engine leaves the accessibility artifact's field names out of the corpus: \(FieldNameWidth.foundationRefusal)"
      ] + configured
    }
    return ICUSource.leftOutNotes(
      engine: name, version: version, durations: plan.durations != nil,
      accessibility: accessibility) + configured
  }

  /// Starts the engine named `name`.
  ///
  /// - Parameters:
  ///   - name: the engine's name (`icu`, `foundation`, `formatstyle`, `icu@78.3`).
  ///   - icuLibraries: the folder `--icu-libs` (or `FMTCORPUS_ICU_LIBS`) names, for
  ///     `icu@VERSION`; nil loads that version from the fetch cache.
  /// - Throws: `InputError` for a name no engine has, or ICU libraries that cannot be used;
  ///   `EngineError` when it fails to start.
  public static func make(_ name: String, icuLibraries: String? = nil) throws
    -> any CorpusEngine
  {
    if let version = LoadedICU.Version(engine: name) {
      return try LoadedICU.make(version, libraries: icuLibraries)
    }
    guard let entry = registry.first(where: { $0.name == name }) else {
      throw InputError.invalidValue(
        name, option: "--engine", expected: "one of: " + spellings.joined(separator: ", "))
    }
    guard icuLibraries == nil else {
      throw InputError.invalidValue(
        icuLibraries!, option: "--icu-libs",
        expected: "no folder with --engine \(name): it loads libraries for icu@VERSION only")
    }
    return try entry.make()
  }
}
