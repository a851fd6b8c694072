import CorpusModel
import GoldenFormat
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A corpus folder on disk: its manifest, its golden files, and atomic writes into it.
public struct CorpusDirectory: Sendable {
  public let path: String

  public init(path: String) { self.path = path }

  public func filePath(_ name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }

  /// The stored manifest, or nil when the folder has none (a new corpus).
  ///
  /// - Throws: `StoreError` for an unreadable or corrupt manifest, or one of another format.
  public func readManifest() throws(StoreError) -> Manifest? {
    try StoredCorpus.open(self)?.manifest
  }

  /// The largest golden file or manifest fmtcorpus reads (the biggest real one is about
  /// 100 KiB): a folder from a pull request cannot make it read without end.
  public static let maximumFileSize = 16 << 20

  /// A stored file's bytes.
  ///
  /// Only a plain file is read: a symbolic link (to `/dev/zero`, to a file outside the folder),
  /// a folder, a FIFO or a device is refused by name, as is a file over
  /// ``maximumFileSize``.
  public func read(_ name: String, maximumSize: Int = maximumFileSize) throws(StoreError)
    -> [UInt8]
  {
    guard let bytes = try readIfPresent(name, maximumSize: maximumSize) else {
      throw StoreError.io(path: filePath(name), operation: "read", reason: "no such file")
    }
    return bytes
  }

  /// A stored file's bytes, or nil when there is no such entry at all.
  ///
  /// - Parameter folder: the folder as it was opened (``StoredCorpus``): a file is read from
  ///   that folder even if a writer has swapped another in at the path since.
  public func readIfPresent(
    _ name: String, in folder: FolderHandle? = nil, maximumSize: Int = maximumFileSize
  ) throws(StoreError) -> [UInt8]? {
    let file = filePath(name)
    let descriptor = openat(
      folder?.descriptor ?? AT_FDCWD, folder == nil ? file : name,
      O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw StoreError.io(
        path: file, operation: "read",
        reason: code == ELOOP
          ? "it is a symbolic link; corpus files are plain files" : Self.words(code))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw StoreError.io(path: file, operation: "read", reason: Self.errnoText())
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw StoreError.io(
        path: file, operation: "read",
        reason: "it is \(Self.kind(status.st_mode)), not a plain file")
    }
    guard Int(status.st_size) <= maximumSize else {
      throw StoreError.io(
        path: file, operation: "read",
        reason:
          "it is \(status.st_size) bytes, more than the \(maximumSize >> 20) MiB \(maximumSize == Self.maximumFileSize ? "a golden file" : "such a file") may hold"
      )
    }
    // Read straight into the array's storage: no zeroing first and no copy of a slice after
    // (a byte each, over every golden file a check reads). One byte more than the size is
    // asked for, to see a file that grew.
    var failure: StoreError?
    let bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size) + 1) {
      buffer, initialized in
      var count = 0
      while count < buffer.count {
        let got = Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
        if got < 0 {
          if errno == EINTR { continue }
          failure = StoreError.io(path: file, operation: "read", reason: Self.errnoText())
          break
        }
        if got == 0 { break }
        count += got
      }
      initialized = count
    }
    if let failure { throw failure }
    guard bytes.count <= Int(status.st_size) else {
      throw StoreError.io(path: file, operation: "read", reason: "it grew while being read")
    }
    return bytes
  }

  /// `a folder`, `a FIFO`…: what a non-file entry is, for messages.
  static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "a plain file"
    }
  }

  /// The folder's entries (`.` and `..` left out) with what each is; empty when the folder
  /// does not exist.
  public func entries() throws(StoreError) -> [(name: String, mode: mode_t)] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      var status = stat()
      if lstat(path, &status) != 0, errno == ENOENT { return [] }
      throw StoreError.io(
        path: path, operation: "list",
        reason: (status.st_mode & S_IFMT == S_IFDIR) ? "permission denied" : "it is not a folder")
    }
    return names.sorted().map { name in
      var status = stat()
      _ = lstat(filePath(name), &status)
      return (name, status.st_mode)
    }
  }

  /// Entries that are neither the manifest, a file `listed` names, nor a dotfile, each with
  /// what it is when not a plain file (`fr_FR.json (a folder)`).
  public func unlistedEntries(listed: Set<String>) throws(StoreError) -> [String] {
    try entries().compactMap { entry in
      if entry.name.hasPrefix(".") || entry.name == GoldenEncoding.manifestFileName { return nil }
      let plain = entry.mode & S_IFMT == S_IFREG
      if plain && listed.contains(entry.name) { return nil }
      if listed.contains(entry.name) { return nil }  // read refuses it by name
      let shown = MessageText.escaped(entry.name)
      return plain ? shown : "\(shown) (\(Self.kind(entry.mode)))"
    }
  }

  /// Creates the folder (and its parents) when missing.
  ///
  /// - Returns: the folders it made, outermost first, as the path spells them (`a`, `a/b`), so
  ///   a run that ends up writing nothing can remove them again (``removeEmpty(_:)``).
  /// - Throws: `StoreError.io` in words: `a file named 'x' is in the way`; the folders made
  ///   before the failure are removed first.
  @discardableResult
  public func create() throws(StoreError) -> [String] {
    // Prefixes as the user spelled the path, so the message names what they typed.
    var prefix = path.hasPrefix("/") ? "/" : ""
    var created: [String] = []
    for part in path.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
      if mkdir(prefix, 0o755) == 0 {
        created.append(prefix)
        continue
      }
      let code = errno
      var status = stat()
      if stat(prefix, &status) == 0 {
        if status.st_mode & S_IFMT == S_IFDIR { continue }
        Self.removeEmpty(created)
        throw StoreError.io(
          path: path, operation: "create folder",
          reason: "a file named '\(Self.shown(prefix))' is in the way")
      }
      Self.removeEmpty(created)
      throw StoreError.io(
        path: path, operation: "create folder",
        reason: "\(Self.words(code)) (at '\(Self.shown(prefix))')")
    }
    return created
  }

  /// Removes folders ``create()`` made, innermost first, as long as they are empty: what
  /// another process put there meanwhile stays, and so do the folders holding it.
  public static func removeEmpty(_ created: [String]) {
    for folder in created.reversed() where rmdir(folder) != 0 { return }
  }

  /// Refuses a path that exists and is not a folder, in words.
  func requireFolderOrNothing() throws(StoreError) {
    try refuseSymbolicLink()
    var status = stat()
    guard stat(path, &status) == 0 else { return }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw StoreError.io(
        path: path, operation: "use the corpus folder",
        reason: "it is \(Self.kind(status.st_mode)), not a folder")
    }
  }

  /// Writes one file that is not part of a corpus (a report) so that a reader sees the old
  /// bytes or the new ones: a temporary file beside it, then `rename`. Corpus folders are
  /// written whole through ``CorpusTransaction`` instead.
  public func writeAtomically(_ name: String, _ bytes: [UInt8]) throws(StoreError) {
    try writeAtomically(name) { (write) throws(StoreError) in
      try bytes.withUnsafeBufferPointer { (piece) throws(StoreError) in try write(piece) }
    }
  }

  /// The same for a file written as it is made, too big to hold whole (a JSON report of every
  /// change): `body` hands `write` the bytes piece by piece, into the temporary file, which
  /// replaces `name` once `body` returns. When `body` or a write throws, the temporary file is
  /// removed and `name` stays as it was: never half a report.
  public func writeAtomically(
    _ name: String,
    streaming body: (_ write: (UnsafeBufferPointer<UInt8>) throws(StoreError) -> Void)
      throws(StoreError) -> Void
  ) throws(StoreError) {
    let target = filePath(name)
    let temporary = filePath(".\(name).tmp-\(getpid())")
    let descriptor = open(temporary, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw StoreError.io(path: target, operation: "write", reason: Self.errnoText())
    }
    do {
      try body { (piece) throws(StoreError) in
        if let failure = Self.writeAll(descriptor, UnsafeRawBufferPointer(piece)) {
          throw StoreError.io(path: target, operation: "write", reason: failure)
        }
      }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0 else {
      let reason = Self.errnoText()
      unlink(temporary)
      throw StoreError.io(path: target, operation: "write", reason: reason)
    }
    guard rename(temporary, target) == 0 else {
      let reason = Self.errnoText()
      unlink(temporary)
      throw StoreError.io(path: target, operation: "replace", reason: reason)
    }
  }

  /// Writes all of `bytes`; the error in words, or nil.
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { writeAll(descriptor, $0) }
  }

  /// Writes all of `buffer`; the error in words, or nil.
  static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> String? {
    var written = 0
    while written < buffer.count {
      let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      if result < 0 {
        if errno == EINTR { continue }
        return errnoText()
      }
      written += result
    }
    return nil
  }

  /// The current `errno` in words, lower-case: `no space left on device`.
  static func errnoText() -> String { words(errno) }

  static func words(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }

  static func shown(_ path: String) -> String { MessageText.escaped(path, limit: nil) }
}

/// An open corpus folder, closed when the last reference goes.
///
/// A reader that opens the folder once and reads every file relative to it sees one folder:
/// the writer's atomic exchange moves another folder to the path, not into this one.
public final class FolderHandle: Sendable {
  let descriptor: Int32

  /// Opens the folder; nil when nothing is at the path.
  init?(_ path: String) throws(StoreError) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw StoreError.io(path: path, operation: "open folder", reason: CorpusDirectory.errnoText())
    }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }
}

extension CorpusDirectory {
  /// A golden file ready to write: its bytes and what the manifest says of it.
  public struct RenderedFile: Sendable {
    public let name: String
    public let bytes: [UInt8]
    public let record: FileRecord

    /// A file read from a folder whose record was checked against its bytes.
    public init(name: String, bytes: [UInt8], record: FileRecord) {
      self.name = name
      self.bytes = bytes
      self.record = record
    }

    public init(name: String, golden: GoldenJSON) {
      self.init(name: name, bytes: golden.rendered(), entries: golden.entryCount)
    }

    /// A file written by a ``GoldenWriter``, with the entries it counted and what the engine
    /// refused in it.
    public init(name: String, bytes: [UInt8], entries: Int, refused: RefusedEntries = [:]) {
      self.name = name
      self.bytes = bytes
      record = FileRecord(entries: entries, sha256: SHA256.hex(bytes), refused: refused)
    }
  }

  /// Replaces the folder with `files`, the files of `manifest` it already holds, and
  /// `manifest`, all at once (see ``CorpusTransaction``), under the folder's lock.
  public func write(_ files: [RenderedFile], manifest: Manifest) throws(StoreError) {
    let lock = try CorpusLock.acquire(self)
    defer { lock.release() }
    let previous = try StoredCorpus.open(self)?.manifest
    try CorpusTransaction.commit(self, files: files, manifest: manifest, previous: previous)
  }
}

extension CorpusDirectory {
  /// The folder's absolute path with symlinks, `.`, `..` and doubled slashes resolved, whether
  /// or not it exists yet.
  ///
  /// Two spellings of one folder (`cp1`, `./cp1/.`, `/abs/cp1`, a symlink to it) give the same
  /// path, so a command can refuse to write where it must not without creating anything first:
  /// the longest existing prefix goes through `realpath(3)`, the rest is applied lexically (it
  /// cannot hold a symlink, it does not exist).
  public var canonicalPath: String {
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var existing = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    var rest: [String] = []
    var base = "/"
    while true {
      if let resolved = realpath("/" + existing.joined(separator: "/"), nil) {
        base = String(cString: resolved)
        free(resolved)
        break
      }
      guard let last = existing.popLast() else { break }
      rest.insert(last, at: 0)
    }
    var parts = base.split(separator: "/").map(String.init)
    for part in rest where part != "." {
      if part == ".." { _ = parts.popLast() } else { parts.append(part) }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Where this folder lies relative to `other`, however either is spelled.
  public enum Placement: Sendable, Equatable {
    /// The same folder.
    case same
    /// A folder somewhere inside `other`.
    case inside
    /// Neither.
    case elsewhere
  }

  public func placement(relativeTo other: CorpusDirectory) -> Placement {
    let mine = canonicalPath
    let theirs = other.canonicalPath
    if mine == theirs { return .same }
    return mine.hasPrefix(theirs == "/" ? "/" : theirs + "/") ? .inside : .elsewhere
  }

}
