import ArgumentParser
import FormatCorpus
import FoundationEssentials

/// `--plan FILE`: a team's plan file (`fmtcorpus.yml`), for `generate`, `check` and `plan`.
/// Without it, the nearest `fmtcorpus.yml` up to the repository's root
/// (``PlanFileDiscovery``); without one, the commands behave as they do with no plan file.
struct PlanFileOption: ParsableArguments {
  @Option(
    name: .customLong("plan"),
    help: ArgumentHelp(
      "A plan file (default: the nearest fmtcorpus.yml in this folder or its parents, up to the folder holding .git; outside a repository, this folder's).",
      valueName: "file"))
  var path: String?

  /// The plan file read, nil when none is given or found.
  ///
  /// - Throws: `PlanFileError` for a file that cannot be read or is refused.
  func load() throws -> PlanFile? {
    if let path { return try PlanFileDiscovery.read(path) }
    let folder = FileManager.default.currentDirectoryPath
    return try PlanFileDiscovery.find(from: folder).map(PlanFileDiscovery.read)
  }
}
