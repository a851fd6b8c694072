import ArgumentParser
import FormatCorpus

/// What `--artifact` does for a command, for its help: `check` and `diff` judge only those
/// artifacts, `accept` takes only their changes.
protocol ArtifactHelp {
  static var verb: String { get }
}

/// `check` and `diff`.
enum JudgeArtifacts: ArtifactHelp {
  static let verb = "Judge only these artifacts"
}

/// `accept`.
enum AcceptArtifacts: ArtifactHelp {
  static let verb = "Accept only changes of these artifacts"
}

/// `--artifact`, declared once for every command that narrows by artifact: the names are the
/// registry's (``Artifact/names``), any letter case, comma-separated or repeated.
struct ArtifactOptions<Help: ArtifactHelp>: ParsableArguments {
  @Option(
    name: .customLong("artifact"),
    help: ArgumentHelp(
      "\(Help.verb) (\(Artifact.names.joined(separator: ", "))); repeat or comma-separate.",
      valueName: "artifact"))
  var artifacts: [String] = []

  /// The names asked for.
  ///
  /// - Throws: for a name no artifact has, naming the artifacts.
  func parsed() throws -> Set<String> { try ArtifactList.parse(artifacts) }
}
