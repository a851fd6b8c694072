import ArgumentParser
import FormatCorpus

/// `--engine NAME`: which engine renders. Commands that read a corpus use the engine its
/// manifest names unless told otherwise.
struct EngineOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The engine that renders: \(Engines.names.joined(separator: " or ")) (default: \(Engines.defaultName), or the corpus manifest's).",
      valueName: "name"))
  var engine: String?

  /// The engine asked for, in lower case (`Foundation` is `foundation`), as manifests and
  /// messages name it.
  var name: String? { engine?.lowercased() }

  /// The engine asked for, else the stored corpus's, else the default.
  func make(stored: Manifest? = nil) throws -> any CorpusEngine {
    try Engines.make(name ?? stored?.engine.name ?? Engines.defaultName)
  }
}
