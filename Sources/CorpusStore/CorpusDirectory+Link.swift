import CorpusModel
import GoldenFormat

#if canImport(Glibc)
  import Glibc
#endif

extension CorpusDirectory {
  /// Refuses a corpus folder that is itself a symbolic link, naming the link and its target.
  ///
  /// A pull request can replace `corpus/` by a link to a folder elsewhere: followed, `check`
  /// would read there and `generate` or `accept` write there. Every command that reads or
  /// writes a corpus folder passes here first (``requireFolderOrNothing()``); links among the
  /// folder's parents are the user's own layout and are followed.
  ///
  /// - Throws: `StoreError.io` with the link's target and the way to name the real folder.
  func refuseSymbolicLink() throws(StoreError) {
    // `corpus/` would resolve the link: look at the name itself.
    var name = path
    while name.count > 1, name.hasSuffix("/") { name.removeLast() }
    var status = stat()
    guard lstat(name, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return }
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink(name, &buffer, buffer.count - 1)
    let target =
      count < 0
      ? "an unreadable target"
      : "'"
        + MessageText.escaped(
          String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)) + "'"
    let shown = MessageText.escaped(name)
    throw StoreError.io(
      path: path, operation: "use the corpus folder",
      reason:
        "it is a symbolic link to \(target); corpus folders are never followed through a link: name the real folder (\"$(readlink -f \(shown))\")"
    )
  }
}
