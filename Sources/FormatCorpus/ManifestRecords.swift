import CorpusModel
import CorpusStore
import GoldenFormat
import CorpusDiff

/// Checks that a manifest's file records describe the bytes stored beside them.
///
/// The records say what `generate` (or `accept`) wrote. A record that does not match its file
/// means one of the two was changed by hand — a merge resolved by picking one side, an editor
/// converting line endings, a hand-edited hash — so the corpus is no longer what it claims to
/// be, and comparing it would gate against something nobody generated: a corrupt corpus, exit 2.
enum ManifestRecords {
  /// Refuses the first listed file (in name order) whose SHA-256 differs from its record.
  ///
  /// Files are hashed on every core; the error named never depends on threads.
  ///
  /// - Parameter fix: what to do, for the message, given the file's name.
  static func verifyHashes(
    _ corpus: StoredCorpus, files: [String: [UInt8]], jobs: Int = ParallelJobs.cores,
    fix: (String) -> String
  ) throws {
    let names = files.keys.filter { corpus.manifest.files[$0] != nil }.sorted()
    let hashes = parallelMap(names, jobs: jobs) { name in SHA256.hex(files[name]!) }
    for (name, hash) in zip(names, hashes) {
      try verifyHash(corpus, name, files[name]!, hash: hash, fix: fix)
    }
  }

  /// Reads each of `names` (listed files), checks its SHA-256 against its record and keeps none
  /// of the bytes: `check` verifies the whole corpus before rendering while holding a file per
  /// thread, not the corpus.
  ///
  /// - Throws: for the first name (in name order) that fails: `CheckError.missingFile`, the
  ///   file's `StoreError` (a link, a folder, too large), or a record mismatch as
  ///   ``verifyHashes(_:files:jobs:fix:)`` words it.
  static func verifyHashes(
    _ corpus: StoredCorpus, names: some Sequence<String>, jobs: Int = ParallelJobs.cores,
    fix: @Sendable (String) -> String
  ) throws {
    _ = try parallelMap(names.sorted(), jobs: jobs) { name throws in
      let bytes = try corpus.readListed(name)
      try verifyHash(corpus, name, bytes, hash: SHA256.hex(bytes), fix: fix)
    }
  }

  /// Reads and hashes every listed file of each corpus, holding a file per thread, and refuses
  /// what reading them all and then hashing them refuses: the first file that cannot be read
  /// (the first corpus's before the next one's, in name order), then the first record mismatch
  /// (in the same order), worded as ``verifyHashes(_:files:jobs:fix:)`` words it.
  ///
  /// `diff` verifies both corpora this way and reads each file again when comparing it, instead
  /// of keeping two corpora's bytes. The error named never depends on threads.
  static func verifyHashes(
    _ corpora: [(StoredCorpus, @Sendable (String) -> String)], jobs: Int = ParallelJobs.cores
  ) throws {
    let hashed = corpora.map { entry in
      let corpus = entry.0
      let names = corpus.manifest.files.keys.sorted()
      let hashes = parallelMap(names, jobs: jobs) { name -> Result<String, UncheckedError> in
        do { return .success(SHA256.hex(try corpus.readListed(name))) } catch {
          return .failure(UncheckedError(error))
        }
      }
      return zip(names, hashes).map { ($0, $1) }
    }
    for files in hashed {
      for (_, hash) in files { if case .failure(let error) = hash { throw error.error } }
    }
    for ((corpus, fix), files) in zip(corpora, hashed) {
      for (name, hash) in files {
        guard case .success(let hash) = hash, corpus.manifest.files[name]?.sha256 != hash
        else { continue }
        try verifyHash(corpus, name, try corpus.readListed(name), hash: hash, fix: fix)
      }
    }
  }

  /// A corpus's files as a comparison reads them: each listed file read when asked and refused
  /// as ``verifyHashes(_:names:jobs:fix:)`` refuses it (a file changed since it was verified is
  /// refused, not compared).
  static func verifyingReader(_ corpus: StoredCorpus, fix: @escaping @Sendable (String) -> String)
    -> CorpusFileReader
  {
    CorpusFileReader { name in
      let bytes = try corpus.readListed(name)
      try verifyHash(corpus, name, bytes, hash: SHA256.hex(bytes), fix: fix)
      return bytes
    }
  }

  /// An error carried across threads in a result.
  struct UncheckedError: Error, @unchecked Sendable {
    var error: any Error
    init(_ error: any Error) { self.error = error }
  }

  /// Refuses one listed file whose hash is not its record's.
  private static func verifyHash(
    _ corpus: StoredCorpus, _ name: String, _ bytes: [UInt8], hash: String,
    fix: (String) -> String
  ) throws {
    guard let recorded = corpus.manifest.files[name]?.sha256, hash != recorded else { return }
    // A file that does not even parse (truncated, a merge-conflict marker) is named with its
    // own line: that says more than its hash.
    _ = try GoldenReader.parse(bytes, file: corpus.directory.filePath(name))
    throw mismatch(
      name, in: corpus,
      "sha256 \(abbreviated(recorded)) in the manifest, \(abbreviated(hash)) in the file",
      fix: fix(name))
  }

  /// Refuses the first listed file whose entry count differs from its record.
  ///
  /// - Parameter knownEntries: a file's entry count when it is known without parsing (its bytes
  ///   equal a freshly rendered file's); the other files are parsed and counted.
  static func verifyEntries(
    _ corpus: StoredCorpus, files: [String: [UInt8]], knownEntries: (String) -> Int?,
    fix: (String) -> String
  ) throws {
    try verifyEntries(
      corpus, names: files.keys, knownEntries: knownEntries, bytes: { files[$0]! }, fix: fix)
  }

  /// As above for `names`, reading a file's bytes (`bytes`) only when its count is not known.
  static func verifyEntries(
    _ corpus: StoredCorpus, names: some Sequence<String>, knownEntries: (String) -> Int?,
    bytes: (String) throws -> [UInt8], fix: (String) -> String
  ) throws {
    let manifest = corpus.manifest
    let directory = corpus.directory
    for name in names.sorted() {
      guard let record = manifest.files[name] else { continue }
      let entries =
        try knownEntries(name)
        ?? GoldenReader.parse(try bytes(name), file: directory.filePath(name)).golden.entryCount
      guard entries != record.entries else { continue }
      throw mismatch(
        name, in: corpus,
        "\(count(record.entries)) in the manifest, \(count(entries)) in the file",
        fix: fix(name))
    }
  }

  /// What to do about a corpus file whose record does not match: restore, or regenerate it.
  static func corpusFix(_ directory: CorpusDirectory) -> @Sendable (String) -> String {
    { name in
      let regenerate =
        name == GoldenEncoding.fieldsFileName
        ? "fmtcorpus generate --out \(directory.path)"
        : "fmtcorpus generate --out \(directory.path) --locale \(name.dropLast(5))"
      return
        "the file or the manifest was changed outside fmtcorpus; restore both ('git checkout -- \(directory.filePath(name)) \(directory.filePath(GoldenEncoding.manifestFileName))') or regenerate the file with '\(regenerate)'"
    }
  }

  private static func mismatch(
    _ name: String, in corpus: StoredCorpus, _ what: String, fix: String
  ) -> CheckError {
    CheckError.recordMismatch(
      manifest: corpus.place(of: ["files", name]), file: name, mismatch: what, fix: fix)
  }

  private static func abbreviated(_ hash: String) -> String { String(hash.prefix(12)) + "…" }

  static func count(_ entries: Int) -> String { "\(entries) entr\(entries == 1 ? "y" : "ies")" }
}
