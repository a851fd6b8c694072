import GoldenFormat

/// Where a corpus folder's staging folder and lock live: beside it, named after it.
///
/// `/work/corpus` → `/work/.corpus.fmtcorpus-staging` and `/work/.corpus.fmtcorpus-lock`.
/// Built from the folder's canonical path (symlinks resolved), so every spelling of one folder
/// shares one lock, and a symlinked corpus folder is replaced where it really is.
struct SiblingPaths {
  let folder: String
  let parent: String
  let name: String

  init(_ directory: CorpusDirectory) throws(StoreError) {
    folder = directory.canonicalPath
    guard let slash = folder.lastIndex(of: "/"), folder != "/" else {
      throw StoreError.io(
        path: directory.path, operation: "write the corpus in",
        reason: "it is the root folder; give a folder of its own (e.g. --out corpus)")
    }
    let parentPath = String(folder[..<slash])
    parent = parentPath.isEmpty ? "/" : parentPath
    name = String(folder[folder.index(after: slash)...])
    let given = directory.path.split(separator: "/").dropLast().joined(separator: "/")
    parentAsGiven =
      directory.path.hasPrefix("/") ? "/" + given : (given.isEmpty ? "." : given)
  }

  /// The parent as the user spelled the folder (`out/corpus` → `out`), for messages.
  let parentAsGiven: String

  var staging: String { join(stagingName) }
  var lock: String { join(".\(name).fmtcorpus-lock") }
  var stagingName: String { ".\(name).fmtcorpus-staging" }

  private func join(_ child: String) -> String {
    parent == "/" ? "/" + child : parent + "/" + child
  }
}
