import CorpusDiff
import CorpusReports
import CorpusModel
import CorpusStore
import GoldenFormat
import Assembly

/// What a check compared.
public struct CheckOutcome: Sendable {
  public var stored: CorpusSide
  public var fresh: CorpusSide
  public var changes: [Change]
  public var notes: [String]
  /// The golden files compared (for reports that list passing files too).
  public var files: [String]
  /// For `check --shard`: what a merge of shard reports needs besides the changes.
  public var shard: ShardCheck?
}

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

extension CorpusGenerator {
  /// Regenerates what the stored plan names and compares it with the stored files.
  ///
  /// Never writes the corpus: `pending` must be another folder, not inside the corpus, however
  /// spelled. With `pending`, the fresh files and a manifest go there. That manifest lists
  /// exactly the files written beside it: a full check writes every file of the plan and
  /// `fields.json`; a check narrowed by `--locale` writes only those locales' files, never
  /// `fields.json`, so `accept` knows from the manifest alone whether a file the pending corpus
  /// lacks was dropped by the plan or simply not rendered.
  ///
  /// - Throws: `CheckError` for a pending folder that is the corpus or inside it, a missing
  ///   file, or a manifest record that does not match its file (hashes before rendering, entry
  ///   counts after comparing, before anything is written or reported);
  ///   `StoreError` for an unreadable file; the engine's `EngineError`.
  ///
  /// With `shard`, only the files that shard owns (``Shard``) are rendered and compared — the
  /// plan's and the stored ones, so a file the plan dropped is judged by the shard its name
  /// hashes to — and a pending corpus is that shard's slice with a shard manifest.
  public func check(
    _ corpus: StoredCorpus, locales requested: [LocaleID], pending: CorpusDirectory?, jobs: Int,
    shard: Shard? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws -> CheckOutcome {
    let directory = corpus.directory
    if let pending {
      switch pending.placement(relativeTo: directory) {
      case .same: throw CheckError.pendingIsCorpus(pending: pending.path, corpus: directory.path)
      case .inside:
        throw CheckError.pendingInsideCorpus(pending: pending.path, corpus: directory.path)
      case .elsewhere: break
      }
    }
    // A pending folder is new, empty or an earlier pending corpus (PendingFolder); the swap
    // below then replaces it whole, so none of an earlier one's files stay behind.
    if let pending { _ = try PendingFolder.requireWritable(pending) }
    let stored = corpus.manifest
    try corpus.requireNoUnlistedEntries()
    let validated = try PlanValidation(corpus, engine: engine)
    let planLocales = validated.plan.resolvedLocales(available: engine.availableLocales)
    let full = requested.isEmpty
    for locale in requested where !planLocales.contains(locale) {
      throw CheckError.localeNotInPlan(locale.rawValue, directory: directory.path)
    }
    let owned = { (name: String) in shard?.owns(name) ?? true }
    let locales = (full ? planLocales : Array(Set(requested)).sorted()).filter {
      owned($0.fileName)
    }
    let rendersFields = full && owned(GoldenEncoding.fieldsFileName)
    var compared = Set(locales.map(\.fileName))
    if rendersFields { compared.insert(GoldenEncoding.fieldsFileName) }
    let storedNames =
      full ? Set(stored.files.keys.filter(owned)) : compared.intersection(stored.files.keys)
    let fix = ManifestRecords.corpusFix(directory)
    // Every stored file is read and its hash checked before anything renders (a corrupt corpus
    // is exit 2 at once), but none is kept: a fresh file whose hash is its stored record's is
    // equal to the verified file, and only the files that differ are read again to compare.
    try ManifestRecords.verifyHashes(corpus, names: storedNames, jobs: jobs, fix: fix)

    // The pending folder is locked and staged before rendering: each fresh file goes there as
    // it comes, and the folder is swapped in only after the comparison.
    let lock = try pending.map { try CorpusLock.acquire($0) }
    defer { lock?.release() }
    let stage = try pending.map { try CorpusTransaction.Stage($0) }
    do {
      let recorded = stored.files.filter { storedNames.contains($0.key) }.mapValues(\.sha256)
      @Sendable func keep(_ file: CorpusDirectory.RenderedFile) throws -> CheckedFile {
        try stage?.write(file.name, file.bytes)
        let equal = recorded[file.name] == file.record.sha256
        return CheckedFile(name: file.name, record: file.record, bytes: equal ? nil : file.bytes)
      }
      let (rendered, fields) = try withFields(rendersFields, plan: validated.plan, jobs: jobs) {
        try renderLocales(
          locales, plan: validated.plan, jobs: jobs, progress: progress, take: keep)
      }
      var checked = rendered
      if let fields { checked.append(try keep(fields)) }
      let freshRecords = Dictionary(uniqueKeysWithValues: checked.map { ($0.name, $0.record) })
      let freshManifest = Manifest(
        fmtcorpusVersion: fmtcorpusVersion, engine: engine.info, plan: stored.plan,
        files: freshRecords)
      // The stored files that differ from their fresh render (or that the plan dropped), read
      // again and checked again: one changed since the first read is refused, not compared.
      let differing = storedNames.filter { freshRecords[$0]?.sha256 != recorded[$0] }
      let storedFiles = try corpus.readListed(differing)
      try ManifestRecords.verifyHashes(corpus, files: storedFiles, jobs: jobs, fix: fix)
      var freshFiles: [String: [UInt8]] = [:]
      for file in checked { if let bytes = file.bytes { freshFiles[file.name] = bytes } }
      let old = CorpusSide(label: directory.label, manifest: stored, files: storedFiles)
      let new = CorpusSide(
        label: "\(directory.label) (fresh render)", manifest: freshManifest, files: freshFiles)
      let comparison = try CorpusComparison.compare(old, new, judgeRemovals: full, jobs: jobs)
      // Entry counts come from the comparison's parse. The stored files it does not parse equal
      // their fresh render, so they have the fresh count.
      try ManifestRecords.verifyEntries(
        corpus, names: storedNames,
        knownEntries: { comparison.oldEntries[$0] ?? freshRecords[$0]?.entries },
        bytes: { try storedFiles[$0] ?? corpus.readListed($0) }, fix: fix)
      if let pending, let stage {
        var marked = freshManifest
        marked.pending = true
        marked.shard = shard
        try stage.commit(
          manifest: marked, previous: try StoredCorpus.open(pending)?.manifest,
          staged: Set(freshRecords.keys))
      }
      return outcome(
        stored: old, fresh: new, comparison: comparison, validated: validated, full: full,
        locales: locales, files: compared.union(storedNames), directory: directory,
        pending: pending, shard: shard)
    } catch {
      stage?.abandon()
      throw error
    }
  }

  /// The outcome of a check whose comparison is done: notes, then the report's inputs.
  private func outcome(
    stored old: CorpusSide, fresh new: CorpusSide, comparison: Comparison,
    validated: PlanValidation, full: Bool, locales: [LocaleID], files: Set<String>,
    directory: CorpusDirectory, pending: CorpusDirectory?, shard: Shard?
  ) -> CheckOutcome {
    let stored = old.manifest!
    let changes = comparison.changes
    var notes: [String] = validated.notes(engine: engine)
    if let freshPlan = new.manifest?.plan,
      let note = PlanDifference.note(
        stored.plan, freshPlan, oldLabel: old.label, newLabel: new.label)
    {
      notes.insert(note, at: 0)
    }
    if !full {
      notes.append(
        "narrowed by --locale to \(locales.count) locale file\(locales.count == 1 ? "" : "s"): removed files and fields.json were not judged"
      )
    }
    let layoutFiles = layoutOnlyFiles(changes)
    notes += layoutNotes(files: layoutFiles)
    let closing = [predatesNote(stored.plan, directory)].compactMap { $0 }
    notes += closing
    if let pending { notes.append(pendingNote(pending)) }
    return CheckOutcome(
      stored: old, fresh: new, changes: changes, notes: notes, files: files.sorted(),
      shard: shard.map {
        ShardCheck(
          shard: $0, plan: stored.plan,
          planNotes: validated.notes(engine: engine), closingNotes: closing,
          layoutFiles: layoutFiles, pending: pending?.path)
      })
  }
}

/// A file `check` rendered: its record, and its bytes unless they are the stored file's (its
/// hash is the stored record's, verified against the stored bytes), which need no comparing.
struct CheckedFile: Sendable {
  var name: String
  var record: FileRecord
  var bytes: [UInt8]?
}

/// Where the fresh corpus went, and how to accept it.
func pendingNote(_ pending: CorpusDirectory) -> String {
  "the fresh corpus is in \(pending.label) (accept with 'fmtcorpus accept --from \(pending.path)')"
}

/// One line for a corpus made before some of the plan's additions (``PlanAddition``): nothing
/// of them is rendered or compared, instead of a wall of `added`.
func predatesNote(_ plan: Plan, _ directory: CorpusDirectory) -> String? {
  let missing = PlanAddition.missing(in: plan)
  guard !missing.isEmpty else { return nil }
  let what = missing.count == 1 ? missing[0].items : "they"
  return
    "\(directory.label) predates \(PlanAddition.list(missing.map(\.name))), so \(what) were not compared; 'fmtcorpus generate --replan --out \(directory.path)' regenerates the corpus with them"
    + missing.map(\.alternative).joined()
}

/// A note for files whose entries all match but whose bytes are not what `generate` writes.
func layoutNotes(_ changes: [Change]) -> [String] { layoutNotes(files: layoutOnlyFiles(changes)) }

/// The files whose only change is their layout.
func layoutOnlyFiles(_ changes: [Change]) -> [String] {
  changes.filter { $0.path.isEmpty && $0.old != nil && $0.new != nil }.map(\.file)
}

/// The layout note for these files (none when empty).
func layoutNotes(files: [String]) -> [String] {
  guard !files.isEmpty else { return [] }
  let list = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
  return [
    "\(files.count) file\(files.count == 1 ? "" : "s") (\(list)) differ\(files.count == 1 ? "s" : "") from what generate writes only in layout (line endings, spacing or key order; no entry changed): shown at the first differing line; accepting or regenerating rewrites \(files.count == 1 ? "it" : "them")"
  ]
}

/// `fmtcorpus diff OLD NEW`: two stored corpora compared the way `check` compares.
///
/// Each side's manifest records are checked against its files (hashes first, entry counts from
/// the comparison's parse) before anything is reported (a corrupt corpus is exit
/// 2, as in `check`). A side whose manifest lacks `fields.json` while the other has it is the
/// pending corpus of a check narrowed by `--locale`: files only the other side has are not
/// judged.
public func diffCorpora(_ oldDirectory: CorpusDirectory, _ newDirectory: CorpusDirectory) throws
  -> CheckOutcome
{
  let oldCorpus = try StoredCorpus.require(oldDirectory)
  let newCorpus = try StoredCorpus.require(newDirectory)
  try oldCorpus.requireNoUnlistedEntries()
  try newCorpus.requireNoUnlistedEntries()
  let oldManifest = oldCorpus.manifest
  let newManifest = newCorpus.manifest
  let oldFix = ManifestRecords.corpusFix(oldDirectory)
  let newFix = ManifestRecords.corpusFix(newDirectory)
  // Every listed file is read and its hash checked before anything is compared, holding a file
  // per thread; the comparison reads each pair again (and checks it again: one changed since is
  // refused, not compared) and drops it once compared.
  try ManifestRecords.verifyHashes([(oldCorpus, oldFix), (newCorpus, newFix)])
  let fields = GoldenEncoding.fieldsFileName
  let oldPartial = oldManifest.files[fields] == nil && newManifest.files[fields] != nil
  let newPartial = newManifest.files[fields] == nil && oldManifest.files[fields] != nil
  var old = CorpusSide(
    label: oldDirectory.label, manifest: oldManifest, names: Set(oldManifest.files.keys),
    reader: ManifestRecords.verifyingReader(oldCorpus, fix: oldFix))
  var new = CorpusSide(
    label: newDirectory.label, manifest: newManifest, names: Set(newManifest.files.keys),
    reader: ManifestRecords.verifyingReader(newCorpus, fix: newFix))
  var notes: [String] = []
  if let note = PlanDifference.note(
    oldManifest.plan, newManifest.plan, oldLabel: old.label, newLabel: new.label)
  {
    notes.append(note)
  }
  if oldPartial || newPartial {
    let partial = oldPartial ? oldDirectory : newDirectory
    notes.append(
      "\(partial.label) holds only the files of a check narrowed by --locale: files it lacks were not judged"
    )
    let shared = old.names.intersection(new.names)
    old = old.keeping(shared)
    new = new.keeping(shared)
  }
  let comparison = try CorpusComparison.compare(old, new, judgeRemovals: true)
  // Counts from the comparison's parse; equal files (their verified hashes are equal) whose
  // records agree need none. A file neither compared nor agreed on (one side of a narrowed
  // pending corpus lacks it) is read and parsed.
  func agreed(_ name: String) -> Int? {
    guard let a = oldManifest.files[name], let b = newManifest.files[name],
      a.sha256 == b.sha256, a.entries == b.entries
    else { return nil }
    return a.entries
  }
  try ManifestRecords.verifyEntries(
    oldCorpus, names: oldManifest.files.keys,
    knownEntries: { comparison.oldEntries[$0] ?? agreed($0) },
    bytes: { try oldCorpus.readListed($0) }, fix: oldFix)
  try ManifestRecords.verifyEntries(
    newCorpus, names: newManifest.files.keys,
    knownEntries: { comparison.newEntries[$0] ?? agreed($0) },
    bytes: { try newCorpus.readListed($0) }, fix: newFix)
  var changes = comparison.changes
  // A side made before an addition (months, fixed patterns and parsing, configured pickers)
  // has none of it to compare: not a wall of `added` (or `removed`), but one note.
  for (directory, manifest) in [(oldDirectory, oldManifest), (newDirectory, newManifest)] {
    guard let note = predatesNote(manifest.plan, directory) else { continue }
    notes.append(note)
    let artifacts = PlanAddition.missingArtifacts(in: manifest.plan)
    changes.removeAll { artifacts.contains($0.artifact) }
  }
  return CheckOutcome(
    stored: old, fresh: new, changes: changes, notes: notes + layoutNotes(changes),
    files: old.names.union(new.names).sorted())
}

extension Engines {
  /// Starts the engine a corpus's manifest names.
  ///
  /// A corpus pinned to a loaded ICU (`icu@78.3`) loads that version from the fetch cache or
  /// from `icuLibraries`, never from a path the corpus gives (it gives none), and only when
  /// the libraries are the ones its manifest records by hash.
  ///
  /// - Parameters:
  ///   - corpus: the stored corpus whose manifest names the engine.
  ///   - icuLibraries: `--icu-libs`'s folder; by default `FMTCORPUS_ICU_LIBS`'s.
  /// - Throws: `CheckError.unknownEngine` naming the manifest and its line — not `--engine`,
  ///   which the user never gave — when this build has no such engine;
  ///   `InputError.unusableLibraries` naming `fmtcorpus icu fetch` when a pinned ICU is
  ///   missing or its version or hashes differ; `EngineError` when the engine fails to start.
  public static func make(
    for corpus: StoredCorpus, icuLibraries: String? = LoadedICU.librariesFromEnvironment()
  ) throws -> any CorpusEngine {
    let name = corpus.manifest.engine.name
    guard isKnown(name) else {
      throw CheckError.unknownEngine(
        manifest: corpus.place(of: ["engine", "name"]), name: MessageText.escaped(name),
        engines: spellings)
    }
    guard LoadedICU.Version(engine: name) != nil else { return try make(name) }
    return try LoadedICU.pinned(
      corpus.manifest.engine, at: corpus.place(of: ["engine"]), libraries: icuLibraries)
  }

  /// Starts the loaded ICU a manifest pins (`icu@78.3` and its libraries' hashes), from the
  /// fetch cache or `icuLibraries`, as ``make(for:icuLibraries:)`` does for a corpus.
  public static func make(pinned manifest: Manifest, icuLibraries: String?) throws
    -> any CorpusEngine
  {
    try LoadedICU.pinned(
      manifest.engine, at: "manifest.json", libraries: icuLibraries,
      librariesOption: "--icu-libs DIR")
  }
}
