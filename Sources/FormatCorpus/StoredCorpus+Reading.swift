import CorpusStore

extension StoredCorpus {
  /// The folder's corpus, or a clear error when it has none.
  ///
  /// - Throws: `CheckError.noManifest`; `StoreError` for a manifest that cannot be read; an
  ///   unfinished fallback commit (``CorpusTransaction``) beside the folder, which would
  ///   otherwise be checked as a mix of two corpora.
  public static func require(_ directory: CorpusDirectory) throws -> StoredCorpus {
    switch CorpusTransaction.unfinishedCommit(directory) {
    case .own: throw CheckError.unfinishedWrite(directory: directory.path)
    case .foreign(let staging):
      throw StoreError.foreignCommit(directory: directory.path, staging: staging)
    case nil: break
    }
    guard let stored = try StoredCorpus.open(directory) else {
      throw CheckError.noManifest(directory: directory.path)
    }
    try stored.requireWhole()
    return stored
  }

  /// Refuses a folder holding one shard of a corpus (``Manifest/shard``): only a merge reads it.
  public func requireWhole() throws {
    if let shard = manifest.shard {
      throw CheckError.shardNotCorpus(
        directory: directory.path, shard: shard, pending: manifest.isPending)
    }
  }

  /// The listed files' bytes, refusing a listed file that is missing (and, by name, one that
  /// is a link, a folder, a FIFO or too large).
  public func readListed(_ names: some Sequence<String>) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for name in names.sorted() { files[name] = try readListed(name) }
    return files
  }

  /// One listed file's bytes, refused as ``readListed(_:)-(Sequence<String>)`` refuses it.
  public func readListed(_ name: String) throws -> [UInt8] {
    guard let bytes = try directory.readIfPresent(name, in: folder) else {
      throw CheckError.missingFile(path: directory.filePath(name))
    }
    return bytes
  }
}

extension CorpusDirectory {
  /// `corpus/`: how reports and annotations name the folder (one slash, however it was given).
  public var label: String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    return trimmed == "/" ? "/" : trimmed + "/"
  }
}
