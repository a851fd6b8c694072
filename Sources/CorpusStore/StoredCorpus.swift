import CorpusModel
import GoldenFormat

/// A corpus folder as a command reads it: the folder and its manifest, parsed once.
///
/// The manifest is parsed with ``GoldenReader`` and decoded from that parse (no second
/// `JSONDecoder` pass), so every manifest error — a truncated file, a calendar `julian`, an
/// entry count `"502"`, a record without `sha256`, a file name that is a path — names its line,
/// and messages about a record can point at it (``line(of:)``) without reading the file again.
/// A command opens the folder once and passes this value down.
public struct StoredCorpus: Sendable {
  public let directory: CorpusDirectory
  public let manifest: Manifest
  private let manifestNode: GoldenNode
  /// The folder as opened: files are read from it, not from whatever the path names later.
  public let folder: FolderHandle

  /// Reads and decodes the manifest; nil when the folder has none (a new corpus).
  ///
  /// - Throws: `StoreError` for an unreadable or corrupt manifest, one of another format
  ///   version (checked first, with both numbers), or one whose values are not valid.
  public static func open(_ directory: CorpusDirectory) throws(StoreError) -> StoredCorpus? {
    try directory.requireFolderOrNothing()
    guard let folder = try FolderHandle(directory.path),
      let bytes = try directory.readIfPresent(GoldenEncoding.manifestFileName, in: folder)
    else {
      return nil
    }
    let file = directory.filePath(GoldenEncoding.manifestFileName)
    let node = try GoldenReader.parse(bytes, file: file)
    guard case .object = node else {
      throw StoreError.corrupt(
        file: file, line: node.line,
        reason: "not a manifest (\(NodeReader.describe(node)) where an object belongs)")
    }
    guard case .literal(let text, let line)? = node["formatVersion"], let version = Int(text) else {
      throw StoreError.corrupt(
        file: file, line: node.line, reason: "not a manifest (no formatVersion)")
    }
    guard version == Manifest.currentFormatVersion else {
      throw StoreError.unsupportedFormat(
        file: file, line: line, found: version, supported: Manifest.currentFormatVersion)
    }
    let manifest = try ManifestDecoding.manifest(from: node, file: file)
    return StoredCorpus(
      directory: directory, manifest: manifest, manifestNode: node, folder: folder)
  }

  /// The manifest's path, for messages.
  public var manifestPath: String { directory.filePath(GoldenEncoding.manifestFileName) }

  /// The line of a value in the manifest (`["files", "en_US.json"]`); nil when it has no such
  /// key.
  public func line(of keys: [String]) -> Int? {
    var node = manifestNode
    for key in keys {
      guard let member = node[key] else { return nil }
      node = member
    }
    return node.line
  }

  /// `corpus/manifest.json:17`: the manifest and the line of a value, for messages.
  public func place(of keys: [String]) -> String {
    manifestPath + (line(of: keys).map { ":\($0)" } ?? "")
  }

  /// The line of the `index`th value of a plan list (`["plan", "locales"]`).
  public func line(ofItem index: Int, in keys: [String]) -> Int? {
    var node = manifestNode
    for key in keys {
      guard let member = node[key] else { return nil }
      node = member
    }
    guard case .array(let items, _, _) = node, items.indices.contains(index) else {
      return node.line
    }
    return items[index].line
  }

  /// Refuses entries of the folder that the manifest does not list (dotfiles excepted).
  public func requireNoUnlistedEntries() throws(StoreError) {
    let unlisted = try directory.unlistedEntries(listed: Set(manifest.files.keys))
    guard unlisted.isEmpty else {
      throw StoreError.unlisted(directory: directory.path, names: unlisted, writing: false)
    }
  }
}
