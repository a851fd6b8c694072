import CorpusModel
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
    let file = filePath(GoldenEncoding.manifestFileName)
    guard FileManager.default.fileExists(atPath: file) else { return nil }
    let bytes = try read(GoldenEncoding.manifestFileName)
    // The golden reader first: a truncated or conflicted manifest is named with its line.
    let node = try GoldenReader.parse(bytes, file: file)
    guard case .literal(let text, let line)? = node["formatVersion"], let version = Int(text) else {
      throw StoreError.corrupt(
        file: file, line: node.line, reason: "not a manifest (no formatVersion)")
    }
    guard version == Manifest.currentFormatVersion else {
      throw StoreError.unsupportedFormat(
        file: file, line: line, found: version, supported: Manifest.currentFormatVersion)
    }
    do {
      return try JSONDecoder().decode(Manifest.self, from: Data(bytes))
    } catch {
      throw StoreError.corrupt(file: file, line: nil, reason: Self.reason(error))
    }
  }

  /// A stored file's bytes.
  public func read(_ name: String) throws(StoreError) -> [UInt8] {
    let file = filePath(name)
    guard let data = FileManager.default.contents(atPath: file) else {
      throw StoreError.io(path: file, operation: "read", reason: "no such readable file")
    }
    return [UInt8](data)
  }

  /// Creates the folder (and its parents) when missing.
  public func create() throws(StoreError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw StoreError.io(path: path, operation: "create folder", reason: "\(error)")
    }
  }

  /// Writes a file so that a reader, or a run killed half-way, sees the old bytes or the new
  /// ones, never a mixture: a temporary file beside it, then `rename`.
  public func writeAtomically(_ name: String, _ bytes: [UInt8]) throws(StoreError) {
    let target = filePath(name)
    let temporary = filePath(".\(name).tmp-\(getpid())")
    let descriptor = open(temporary, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw StoreError.io(path: temporary, operation: "create", reason: Self.errnoText())
    }
    var written = 0
    let ok = bytes.withUnsafeBytes { buffer -> Bool in
      while written < buffer.count {
        let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += result
      }
      return true
    }
    let failure = ok ? nil : Self.errnoText()
    if close(descriptor) != 0 || failure != nil {
      let reason = failure ?? Self.errnoText()
      unlink(temporary)
      throw StoreError.io(path: target, operation: "write", reason: reason)
    }
    guard rename(temporary, target) == 0 else {
      let reason = Self.errnoText()
      unlink(temporary)
      throw StoreError.io(path: target, operation: "replace", reason: reason)
    }
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      return "not valid JSON: \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, let context):
      return "missing '\(([key] + context.codingPath).map(\.stringValue).joined(separator: "."))'"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return
        "wrong value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))': \(context.debugDescription)"
    default:
      return "\(error)"
    }
  }
}

extension CorpusDirectory {
  /// A golden file ready to write: its bytes and what the manifest says of it.
  public struct RenderedFile: Sendable {
    public let name: String
    public let bytes: [UInt8]
    public let record: FileRecord

    public init(name: String, golden: GoldenJSON) {
      self.name = name
      bytes = golden.rendered()
      record = FileRecord(entries: golden.entryCount, sha256: SHA256.hex(bytes))
    }
  }

  /// Writes the files, then the manifest last, each atomically.
  ///
  /// A run stopped before the manifest leaves the old manifest describing the files it knew.
  public func write(_ files: [RenderedFile], manifest: Manifest) throws(StoreError) {
    try create()
    removeStaleTemporaries()
    for file in files { try writeAtomically(file.name, file.bytes) }
    try writeAtomically(
      GoldenEncoding.manifestFileName, GoldenEncoding.encode(manifest).rendered())
  }
}

extension CorpusDirectory {
  /// Removes a golden file the plan no longer names; a missing file is not an error.
  public func remove(_ name: String) throws(StoreError) {
    let file = filePath(name)
    if unlink(file) != 0, errno != ENOENT {
      throw StoreError.io(path: file, operation: "remove", reason: Self.errnoText())
    }
  }
}

extension CorpusDirectory {
  /// Removes temporary files a killed run left behind (`.en_US.json.tmp-1234`).
  func removeStaleTemporaries() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
    for name in names where name.hasPrefix(".") && name.contains(".json.tmp-") {
      unlink(filePath(name))
    }
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

  /// The line of a value in the manifest (`["files", "en_US.json"]`), for messages that point
  /// at the manifest; nil when it cannot be read or has no such key.
  public func manifestLine(of keys: [String]) -> Int? {
    guard let bytes = try? read(GoldenEncoding.manifestFileName),
      var node = try? GoldenReader.parse(bytes, file: GoldenEncoding.manifestFileName)
    else { return nil }
    for key in keys {
      guard let member = node[key] else { return nil }
      node = member
    }
    return node.line
  }
}
