import CorpusModel
import GoldenFormat
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The proof that this machine wrote a fallback commit record (``CorpusTransaction``): a random
/// token in the record, also kept outside the checkout, so that the next writer rolls forward
/// only a journal it wrote itself.
///
/// Why: the staging folder sits beside the corpus, where a pull request can add one. A planted
/// `.corpus.fmtcorpus-staging/.fmtcorpus-commit` would otherwise be applied by the next
/// `generate`, deleting and moving in files of the attacker's choosing. A pull request cannot
/// write outside its checkout, nor guess 128 random bits, so a record whose token has no twin
/// here is refused, naming the folder to delete. The staged files themselves stay beside the
/// corpus: renames are atomic only within one file system.
///
/// Where the twin is kept: under the repository's `.git/` folder when the corpus is inside a
/// checkout (git never puts a `.git` folder in a checkout's tree), else in
/// `$XDG_CACHE_HOME/fmtcorpus/`, else `~/.cache/fmtcorpus/`. The twin holds the staging
/// folder's path, so a token answers for one folder only.
struct CommitToken: Sendable, Hashable {
  /// 32 lower-case hex digits.
  let text: String

  /// The record's first line names the token: `token 0123…`.
  static let prefix = "token "

  /// A fresh token from the system's random source (`getrandom`).
  static func random() -> CommitToken {
    var generator = SystemRandomNumberGenerator()
    let digits = (0..<2).map { _ in
      let value = generator.next() as UInt64
      let hex = String(value, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }
    return CommitToken(text: digits.joined())
  }

  /// The token a record names, or nil when its first line names none (a record of an older
  /// fmtcorpus, or one planted without it) or a malformed one.
  init?(record: String) {
    guard let first = record.split(separator: "\n", omittingEmptySubsequences: false).first,
      first.hasPrefix(Self.prefix)
    else { return nil }
    let text = String(first.dropFirst(Self.prefix.count))
    guard text.utf8.count == 32, text.utf8.allSatisfy({ Self.isHexDigit($0) }) else {
      return nil
    }
    self.text = text
  }

  private init(text: String) { self.text = text }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }

  /// The record's first line.
  var line: String { Self.prefix + text }

  /// Keeps the twin of this token for `place`'s staging folder, before the record is written.
  ///
  /// - Throws: `StoreError.io` when no folder outside the checkout can hold it.
  func keep(for place: SiblingPaths) throws(StoreError) {
    guard let store = Self.store(for: place) else {
      throw StoreError.io(
        path: place.staging, operation: "commit",
        reason:
          "no folder outside the checkout can hold the commit's token (set XDG_CACHE_HOME or HOME)"
      )
    }
    var path = ""
    for part in store.split(separator: "/") {
      path += "/" + part
      if mkdir(path, 0o700) != 0, errno != EEXIST {
        throw StoreError.io(
          path: path, operation: "create folder", reason: CorpusDirectory.errnoText())
      }
    }
    let folder = try Folder(openAt: AT_FDCWD, store, for: store)
    defer { folder.close() }
    try folder.write(name, Array((place.staging + "\n").utf8))
  }

  /// Whether this machine kept this token for `place`'s staging folder.
  func isKept(for place: SiblingPaths) -> Bool {
    guard let store = Self.store(for: place),
      let folder = try? Folder(openAt: AT_FDCWD, store, for: store)
    else { return false }
    defer { folder.close() }
    return (try? folder.read(name)) == Array((place.staging + "\n").utf8)
  }

  /// Drops the twin once its record is applied (or its stage removed).
  func forget(for place: SiblingPaths) {
    guard let store = Self.store(for: place) else { return }
    unlink(store + "/" + name)
  }

  /// The twin's file name in the store.
  private var name: String { "commit-" + text }

  /// Where the twins of `place`'s tokens live (see the type's discussion), or nil without any.
  static func store(for place: SiblingPaths) -> String? {
    var folder = place.parent
    while true {
      var status = stat()
      let git = (folder == "/" ? "" : folder) + "/.git"
      if lstat(git, &status) == 0 {
        // A `.git` file (a worktree, a submodule) marks the checkout's top without a folder of
        // its own to write in: the cache folder then.
        guard (status.st_mode & S_IFMT) == S_IFDIR else { break }
        return git + "/fmtcorpus"
      }
      guard folder != "/", let slash = folder.lastIndex(of: "/") else { break }
      folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
    }
    func absolute(_ name: String) -> String? {
      guard let value = getenv(name).map({ String(cString: $0) }), value.hasPrefix("/") else {
        return nil
      }
      return value.hasSuffix("/") && value != "/" ? String(value.dropLast()) : value
    }
    if let cache = absolute("XDG_CACHE_HOME") { return cache + "/fmtcorpus" }
    if let home = absolute("HOME") { return (home == "/" ? "" : home) + "/.cache/fmtcorpus" }
    return nil
  }
}
