import Assembly
import CorpusModel
import EngineProcess
import ICUEngine

/// The engines fmtcorpus can run, by the name manifests record (`icu`, `foundation`).
///
/// Adding an engine is one registration here: an in-process engine by its initializer, an
/// engine with libraries of its own by the executable that serves it (`EngineServer.serve`).
public enum Engines {
  public static let defaultName = "icu"

  /// The environment variable that names the Foundation engine's worker executable where it is
  /// not beside the running program (a package's tests that depend on this library, say).
  public static let foundationWorkerVariable = "FMTCORPUS_FOUNDATION_WORKER"

  private static let registry:
    [(name: String, about: String, make: @Sendable () throws -> any CorpusEngine)] = [
      ("icu", "the system's ICU, in process", { try ICUEngine() }),
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

  public static var names: [String] { registry.map(\.name) }

  /// `icu (the system's ICU …)`, or the bare name of an engine this build does not have.
  public static func about(_ name: String) -> String {
    registry.first { $0.name == name }.map { "\($0.name) (\($0.about))" } ?? name
  }

  /// One line per engine: name and what it is.
  public static var help: String {
    registry.map { "\($0.name): \($0.about)" }.joined(separator: "; ")
  }

  /// Starts the engine named `name`.
  ///
  /// - Throws: `InputError` for a name no engine has; `EngineError` when it fails to start.
  public static func make(_ name: String) throws -> any CorpusEngine {
    guard let entry = registry.first(where: { $0.name == name }) else {
      throw InputError.invalidValue(
        name, option: "--engine", expected: "one of: " + names.joined(separator: ", "))
    }
    return try entry.make()
  }
}
