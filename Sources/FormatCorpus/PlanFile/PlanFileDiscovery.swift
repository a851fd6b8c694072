import CorpusModel
import FoundationEssentials
import PlanFileYAML

/// Where `generate`, `check` and `plan` find a team's plan file when `--plan` names none.
///
/// The nearest `fmtcorpus.yml` in the current folder or its parents, up to the repository's
/// root (the folder holding `.git`, a folder or a worktree's file). Outside a repository only
/// the current folder is looked in: a stray file in a parent of a temporary folder, or of a
/// folder the user happens to be in, never changes what a command does.
public enum PlanFileDiscovery {
  /// The plan file for a command run in `folder`, as a path from it (`fmtcorpus.yml`,
  /// `../../fmtcorpus.yml`); nil where there is none.
  ///
  /// - Parameter folder: the current folder, absolute.
  public static func find(from folder: String) -> String? {
    let files = FileManager.default
    var candidates: [String] = [folder]
    // The folders up to the repository's root, when there is one above.
    var parents: [String] = []
    var current = folder
    var root: String?
    while true {
      if files.fileExists(atPath: current + "/.git") {
        root = current
        break
      }
      guard let parent = parentFolder(of: current) else { break }
      parents.append(parent)
      current = parent
    }
    if let root { candidates += parents.prefix { $0.count >= root.count } }
    for (depth, candidate) in candidates.enumerated() {
      let path = (candidate == "/" ? "" : candidate) + "/" + PlanFile.name
      if let type = try? files.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
        type == .typeRegular
      {
        return String(repeating: "../", count: depth) + PlanFile.name
      }
    }
    return nil
  }

  /// The folder above `path`, nil at the root.
  static func parentFolder(of path: String) -> String? {
    guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Reads the plan file at `path`: at most `PlanFile/maximumBytes`, then
  /// `PlanFile/read(_:fileName:)`.
  ///
  /// - Throws: `PlanFileError` for a file that cannot be read or is refused.
  public static func read(_ path: String) throws(PlanFileError) -> PlanFile {
    func refuse(_ reason: String) -> PlanFileError {
      PlanFileError(fileName: path, line: 1, column: 1, reason: reason)
    }
    // The corpus reader's own bounds: a plain file only, opened without blocking. The size
    // limit is the plan file's, checked by `PlanFile/read(_:fileName:)`.
    let bytes: [UInt8]
    do {
      bytes = try CorpusDirectory.readFile(atPath: path)
    } catch {
      throw refuse("cannot read the plan file (expected a readable file)")
    }
    return try PlanFile.read(bytes, fileName: path)
  }
}
