import CorpusModel

#if canImport(Glibc)
  import Glibc
#endif

/// Where a worker executable is, for the fmtcorpus CLI and for a package that depends on the
/// `FormatCorpus` library alike.
///
/// The CLI's worker is built beside it (`.build/release/fmtcorpus-foundation`). A package that
/// depends on fmtcorpus runs its own executable or test bundle from its own build folder, where
/// SwiftPM builds the worker too once asked (`swift build --product fmtcorpus-foundation`), so
/// the same sibling rule finds it; an environment variable names it anywhere else.
public enum WorkerLookup {
  /// The path of the worker `name`: `$variable` when set, else the executable `name` beside
  /// the running program.
  ///
  /// - Throws: `EngineError` whose one line gives the exact command that builds the worker
  ///   where it is looked for.
  public static func find(_ name: String, variable: String) throws -> String {
    if let path = getenv(variable).map({ String(cString: $0) }), !path.isEmpty {
      guard access(path, X_OK) == 0 else {
        throw EngineError(
          operation: "start engine", status: "no executable at \(path)",
          context: "\(variable) names it; unset it to look beside the running program")
      }
      return path
    }
    let sibling = ProcessEngine.sibling(name)
    guard access(sibling, X_OK) != 0 else { return sibling }
    let build =
      buildCommand(name, beside: sibling).map { "build it with '\($0)'" }
      ?? "copy the one 'swift build --product \(name)' builds beside it"
    throw EngineError(
      operation: "start engine", status: "no executable at \(sibling)",
      context: "\(build), or set \(variable) to its path")
  }

  /// `swift build --package-path /app -c release --product fmtcorpus-foundation` for a program
  /// in `/app/.build/<triple>/release/` (SwiftPM's layout; `.build/release` is a link to it),
  /// the package and configuration read from the path; nil for a program outside a package's
  /// build folder (a binary copied alone).
  static func buildCommand(_ name: String, beside path: String) -> String? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let build = parts.lastIndex(of: ".build"), build > 0, parts.count >= build + 3 else {
      return nil
    }
    let root = parts[..<build].joined(separator: "/")
    var words = ["swift", "build", "--package-path", root.isEmpty ? "/" : root]
    if parts[parts.count - 2] == "release" { words += ["-c", "release"] }
    return (words + ["--product", name]).joined(separator: " ")
  }
}
