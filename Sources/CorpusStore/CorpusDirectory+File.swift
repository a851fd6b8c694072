import GoldenFormat

extension CorpusDirectory {
  /// A single golden file's bytes by its path (`fmtcorpus show`, git's textconv), read with
  /// the corpus reader's own bounds: only a plain file — not a symbolic link, FIFO, device or
  /// folder — of at most ``maximumFileSize``, opened without blocking (a FIFO with no writer
  /// is refused, not waited on).
  ///
  /// - Throws: `StoreError` naming the path and what it is, or that it does not exist.
  public static func readFile(atPath path: String) throws(StoreError) -> [UInt8] {
    guard !path.isEmpty else {
      throw StoreError.io(path: path, operation: "read", reason: "no such file")
    }
    let folder: String
    let name: String
    if let slash = path.lastIndex(of: "/") {
      folder = String(path[..<slash])
      name = String(path[path.index(after: slash)...])
    } else {
      (folder, name) = (".", path)
    }
    guard !name.isEmpty else {
      throw StoreError.io(path: path, operation: "read", reason: "it is a folder, not a plain file")
    }
    // "" is the root: filePath("x") is then "/x".
    guard let bytes = try CorpusDirectory(path: folder).readIfPresent(name) else {
      throw StoreError.io(path: path, operation: "read", reason: "no such file")
    }
    return bytes
  }
}
