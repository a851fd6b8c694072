import ArgumentParser
import FormatCorpus

/// `--engine NAME` and `--icu-libs DIR`: which engine renders, and where a loaded ICU's
/// libraries are. Commands that read a corpus use the engine its manifest names unless told
/// otherwise.
struct EngineOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The engine that renders: \(Engines.spellings.joined(separator: " or ")) (default: \(Engines.defaultName), or the corpus manifest's).",
      valueName: "name"))
  var engine: String?

  @Option(
    name: .customLong("icu-libs"),
    help: ArgumentHelp(
      "A folder with one ICU version's libicudata, libicuuc and libicui18n, for --engine icu@VERSION (default: $\(Engines.icuLibrariesVariable), else the fetch cache).",
      valueName: "dir"))
  var icuLibraries: String?

  /// The engine asked for, in lower case (`Foundation` is `foundation`), as manifests and
  /// messages name it.
  var name: String? { engine?.lowercased() }

  init() {}

  init(engine: String?, icuLibraries: String?) {
    self.engine = engine
    self.icuLibraries = icuLibraries
  }

  /// The engine asked for, else the plan file's, else the stored corpus's, else the default.
  ///
  /// - Throws: a plan file's engine that no engine is, as `PlanFileError` at its line.
  func make(stored: Manifest? = nil, planFile: PlanFile? = nil) throws -> any CorpusEngine {
    if name == nil, let planned = planFile?.engine {
      do {
        return try EngineOption(engine: planned.value, icuLibraries: icuLibraries).make()
      } catch let error as InputError {
        throw PlanFileError(planFile!, at: planned, MessageText.escaped(error.description))
      }
    }
    let name = self.name ?? stored?.engine.name ?? Engines.defaultName
    // The environment's folder serves icu@VERSION only; a plain engine ignores it, where an
    // explicit --icu-libs with one is refused.
    let libraries =
      icuLibraries
      ?? (name.hasPrefix("icu@") ? LoadedICU.librariesFromEnvironment() : nil)
    if let stored, self.name == nil, name == stored.engine.name, name.hasPrefix("icu@") {
      // A pinned corpus's own engine: checked against the libraries its manifest records.
      return try Engines.make(pinned: stored, icuLibraries: libraries)
    }
    return try Engines.make(name, icuLibraries: libraries)
  }
}
