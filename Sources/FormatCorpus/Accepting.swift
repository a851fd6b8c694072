import CorpusDiff
import CorpusReports
import CorpusModel
import CorpusStore
import GoldenFormat

/// What `accept` took.
public struct AcceptSummary: Sendable {
  /// Files written (new or changed).
  public var files: [String]
  /// Files deleted with their records: the plan no longer produces them.
  public var removed: [String]
  public var classes: [ChangeClass]
  /// The changes taken, counted as `check` counts them (a whole file added or removed is one).
  public var accepted: Int = 0
  /// The changes the pending corpus still holds after this accept: those of the locales,
  /// classes or artifacts not chosen. Zero after an accept of everything.
  public var remaining: Int = 0

  public init(
    files: [String], removed: [String], classes: [ChangeClass], accepted: Int = 0,
    remaining: Int = 0
  ) {
    self.files = files
    self.removed = removed
    self.classes = classes
    self.accepted = accepted
    self.remaining = remaining
  }
}

/// `fmtcorpus accept --from DIR`: takes a pending corpus's changes into the corpus — all, or a
/// locale's, or a class's.
///
/// The pending corpus must come from `check --pending` on this corpus as it is now: the same
/// plan and the same engine (its versions may differ: that is the upgrade being accepted).
/// Every pending file must match its record in the pending manifest, which rules out files left
/// in the folder by an earlier run.
///
/// Files the corpus lists and the pending manifest does not are removed (with `removed` among
/// the classes, or no classes) only when the pending corpus came from a full check: its manifest
/// lists `fields.json`, which a check narrowed by `--locale` never renders (see
/// `CorpusGenerator.check`). A narrowed pending corpus never removes anything.
///
/// When the corpus ends up holding exactly the pending corpus's files, byte for byte, it takes
/// the pending manifest's engine versions and fmtcorpus version too, so later checks do not
/// report an engine change that was already accepted.
///
/// `locales` are spelled as the user wrote them and resolved by the corpus's engine.
///
/// - Throws: `StoreError.locked` while another fmtcorpus writes the corpus; `CheckError` for a
///   pending folder that is the corpus, holds no pending corpus, was
///   made for another plan or engine, or has a file that does not match its record.
public func acceptPending(
  from pending: CorpusDirectory, into corpus: CorpusDirectory, locales spellings: [String],
  classes: Set<ChangeClass>, artifacts: Set<String> = []
) throws -> AcceptSummary {
  try acceptPending(
    from: pending, into: corpus, locales: spellings,
    taking: .classes(classes, artifacts: artifacts))
}

/// What `acceptPending` takes from the pending files it reads.
enum AcceptSelection {
  /// Changes of these classes (all when empty) and artifacts (all when empty).
  case classes(Set<ChangeClass>, artifacts: Set<String>)
  /// The changes `review` accepted, by file (`all`: every change the review had of that file),
  /// found comparing the corpus and pending manifests `reviewed` records: each must still be
  /// the folder's, or the changes may no longer be there to take.
  case changes(
    [String: (changes: [Change], all: Bool)], reviewed: (corpus: Manifest, pending: Manifest))
}

/// The pending corpus in `pending`, checked to be one `check --pending` wrote for `stored`.
func requirePending(_ pending: CorpusDirectory, of stored: StoredCorpus, in corpus: CorpusDirectory)
  throws -> StoredCorpus
{
  guard let pendingCorpus = try StoredCorpus.open(pending) else {
    throw CheckError.noPending(directory: pending.path)
  }
  try pendingCorpus.requireWhole()
  let pendingManifest = pendingCorpus.manifest
  guard pendingManifest.isPending else { throw CheckError.notPending(directory: pending.path) }
  try pendingCorpus.requireNoUnlistedEntries()
  try requireSameMaker(pendingManifest, stored.manifest, pending: pending, corpus: corpus)
  return pendingCorpus
}

func acceptPending(
  from pending: CorpusDirectory, into corpus: CorpusDirectory, locales spellings: [String],
  taking selection: AcceptSelection
) throws -> AcceptSummary {
  guard pending.placement(relativeTo: corpus) != .same else {
    throw CheckError.acceptFromCorpus(pending: pending.path, corpus: corpus.path)
  }
  let lock = try CorpusLock.acquire(corpus)
  defer { lock.release() }
  let storedCorpus = try StoredCorpus.require(corpus)
  let original = storedCorpus.manifest
  // The same spelling rules as everywhere else (`zh-TW` is `zh_TW.json`), by the corpus's engine.
  let locales =
    spellings.isEmpty ? [] : try spellings.map(Engines.make(for: storedCorpus).resolveLocale)
  let pendingCorpus = try requirePending(pending, of: storedCorpus, in: corpus)
  let pendingManifest = pendingCorpus.manifest
  var classes: Set<ChangeClass> = []
  var artifacts: Set<String> = []
  var reviewed: [String: (changes: [Change], all: Bool)]?
  switch selection {
  case .classes(let chosen, let only): (classes, artifacts) = (chosen, only)
  case .changes(let files, let manifests):
    guard manifests.corpus == original, manifests.pending == pendingManifest else {
      throw CheckError.corpusChangedDuringReview(corpus: corpus.path, pending: pending.path)
    }
    reviewed = files
  }

  var manifest = original
  let wanted = Set(locales.map(\.fileName))
  let fromFullCheck = pendingManifest.files[GoldenEncoding.fieldsFileName] != nil
  if pendingManifest.engine.name != original.engine.name {
    try requireWhole(
      selection, locales: spellings, fromFullCheck: fromFullCheck, pending: pendingManifest,
      corpus: original, pendingDirectory: pending, corpusDirectory: corpus)
  }
  // A locale the pending corpus neither renders nor (after a full check) drops from the plan:
  // there is nothing of it to take, which is a mistake to say, not zero files to report.
  for locale in locales where pendingManifest.files[locale.fileName] == nil {
    guard fromFullCheck && original.files[locale.fileName] != nil else {
      throw CheckError.localeNotPending(locale.rawValue, pending: pending.path, corpus: corpus.path)
    }
  }
  let chosen = { (name: String) in wanted.isEmpty || wanted.contains(name) }
  let names = pendingManifest.files.keys.filter(chosen).sorted()
  let freshFiles = try pendingCorpus.readListed(names)
  try ManifestRecords.verifyHashes(
    pendingCorpus, files: freshFiles,
    fix: { _ in
      "the pending corpus was changed after check wrote it; write a new one with 'fmtcorpus check --corpus \(corpus.path) --pending <new folder>'"
    })
  let storedFiles = try storedCorpus.readListed(names.filter { original.files[$0] != nil })
  try ManifestRecords.verifyHashes(
    storedCorpus, files: storedFiles, fix: ManifestRecords.corpusFix(corpus))

  let allClasses = classes.isEmpty || classes == Set(ChangeClass.allCases)
  // `--artifact` takes entries of those artifacts only: never a whole file, never a removal.
  let everything = allClasses && artifacts.isEmpty
  var written: [CorpusDirectory.RenderedFile] = []
  for name in names {
    let fresh = freshFiles[name]!
    let stored = storedFiles[name]
    if stored == fresh { continue }
    let golden: GoldenJSON
    if let reviewed {
      guard let file = reviewed[name] else { continue }
      let new = try GoldenReader.parse(fresh, file: pending.filePath(name))
      try GoldenShape.check(new, name: name, file: pending.filePath(name))
      if let stored, !file.all {
        let old = try GoldenReader.parse(stored, file: corpus.filePath(name))
        try GoldenShape.check(old, name: name, file: corpus.filePath(name))
        golden =
          GoldenMerge.merge(old: old, new: new, taking: GoldenMerge.choosing(file.changes))
          .golden
      } else {
        golden = new.golden
      }
    } else if let stored, !everything {
      let old = try GoldenReader.parse(stored, file: corpus.filePath(name))
      var new = try GoldenReader.parse(fresh, file: pending.filePath(name))
      try GoldenShape.check(old, name: name, file: corpus.filePath(name))
      try GoldenShape.check(new, name: name, file: pending.filePath(name))
      if !artifacts.isEmpty { new = GoldenMerge.restricted(new: new, old: old, to: artifacts) }
      golden =
        GoldenMerge.merge(
          old: old, new: new, accepting: classes.isEmpty ? Set(ChangeClass.allCases) : classes
        ).golden
    } else {
      guard artifacts.isEmpty, everything || classes.contains(.added) else { continue }
      let new = try GoldenReader.parse(fresh, file: pending.filePath(name))
      try GoldenShape.check(new, name: name, file: pending.filePath(name))
      golden = new.golden
    }
    // What the engine refused in the file is the pending render's record: a pending corpus is
    // taken in part only from the corpus's own engine, which refuses the same entries.
    let taken = CorpusDirectory.RenderedFile(name: name, golden: golden)
    let file = CorpusDirectory.RenderedFile(
      name: name, bytes: taken.bytes,
      record: FileRecord(
        entries: taken.record.entries, sha256: taken.record.sha256,
        refused: pendingManifest.files[name]?.refused))
    if file.bytes == stored {
      manifest.files[name]?.refused = file.record.refused
      continue
    }
    written.append(file)
    manifest.files[name] = file.record
  }

  var removed: [String] = []
  if let reviewed {
    // A file the plan dropped is a whole-file `removed` change, reported only after a full check.
    removed = reviewed.filter {
      $0.value.changes.contains { $0.path.isEmpty && $0.changeClass == .removed }
    }
    .keys.filter { fromFullCheck && pendingManifest.files[$0] == nil }.sorted()
    for name in removed { manifest.files[name] = nil }
  } else if fromFullCheck && artifacts.isEmpty && (allClasses || classes.contains(.removed)) {
    removed = original.files.keys.filter { pendingManifest.files[$0] == nil && chosen($0) }.sorted()
    for name in removed { manifest.files[name] = nil }
  }
  // Equal records are equal bytes: the corpus is now the pending corpus, made by its engine.
  if fromFullCheck && manifest.files == pendingManifest.files {
    manifest.engine = pendingManifest.engine
    manifest.engines = pendingManifest.engines
    manifest.fmtcorpusVersion = pendingManifest.fmtcorpusVersion
  }
  let (accepted, remaining) = try counts(
    written: written, removed: removed, manifest: manifest, stored: storedCorpus,
    storedFiles: storedFiles, pending: pendingCorpus, freshFiles: freshFiles,
    judgeRemovals: fromFullCheck)
  // Written files and removals land in one swap of the folder.
  if manifest != original {
    try CorpusTransaction.commit(corpus, files: written, manifest: manifest, previous: original)
  }
  return AcceptSummary(
    files: written.map(\.name), removed: removed, classes: classes.sorted(), accepted: accepted,
    remaining: remaining)
}

/// How many changes an accept takes and how many the pending corpus still holds, counted as
/// `check` counts them: `accept --locale ar` says what it took and what it left, rather than
/// reading as if it took everything.
///
/// Only files whose bytes change are compared for the first count; for the second, only files
/// whose record in the new manifest differs from the pending manifest's (equal records are equal
/// bytes), so an accept of everything reads nothing more.
private func counts(
  written: [CorpusDirectory.RenderedFile], removed: [String], manifest: Manifest,
  stored: StoredCorpus, storedFiles: [String: [UInt8]], pending: StoredCorpus,
  freshFiles: [String: [UInt8]], judgeRemovals: Bool
) throws -> (accepted: Int, remaining: Int) {
  func storedBytes(_ name: String) throws -> [UInt8] {
    try storedFiles[name] ?? stored.readListed(name)
  }
  var before: [String: [UInt8]] = [:]
  var after: [String: [UInt8]] = [:]
  for file in written {
    if stored.manifest.files[file.name] != nil { before[file.name] = try storedBytes(file.name) }
    after[file.name] = file.bytes
  }
  for name in removed { before[name] = try storedBytes(name) }
  let accepted = try CorpusComparison.compare(
    CorpusSide(label: "", manifest: stored.manifest, files: before),
    CorpusSide(label: "", manifest: manifest, files: after), judgeRemovals: true
  ).changes.count

  // A narrowed check's pending corpus lacks the other locales' files: they are not pending.
  let differing = Set(manifest.files.keys).union(pending.manifest.files.keys).filter {
    manifest.files[$0] != pending.manifest.files[$0]
      && (judgeRemovals || pending.manifest.files[$0] != nil)
  }
  let writtenBytes = Dictionary(uniqueKeysWithValues: written.map { ($0.name, $0.bytes) })
  var corpusSide: [String: [UInt8]] = [:]
  var pendingSide: [String: [UInt8]] = [:]
  for name in differing {
    if manifest.files[name] != nil {
      corpusSide[name] = try writtenBytes[name] ?? storedBytes(name)
    }
    if pending.manifest.files[name] != nil {
      pendingSide[name] = try freshFiles[name] ?? pending.readListed(name)
    }
  }
  let remaining = try CorpusComparison.compare(
    CorpusSide(label: "", manifest: manifest, files: corpusSide),
    CorpusSide(label: "", manifest: pending.manifest, files: pendingSide),
    judgeRemovals: judgeRemovals
  ).changes.count
  return (accepted, remaining)
}

/// Refuses to take part of an engine change: a part would label the old engine's renders as the
/// new engine's. A preview is taken whole or not at all, from a full check.
func requireWhole(
  _ selection: AcceptSelection, locales: [String], fromFullCheck: Bool, pending: Manifest,
  corpus: Manifest, pendingDirectory: CorpusDirectory, corpusDirectory: CorpusDirectory
) throws {
  let change = "\(corpus.engine.name) → \(pending.engine.name)"
  if let locale = locales.first {
    throw CheckError.partOfEngineChange(change: change, option: "--locale", value: locale)
  }
  switch selection {
  case .classes(let classes, let artifacts):
    if !classes.isEmpty, classes != Set(ChangeClass.allCases) {
      throw CheckError.partOfEngineChange(
        change: change, option: "--class", value: classes.map(\.rawValue).sorted().joined(separator: ","))
    }
    if let artifact = artifacts.sorted().first {
      throw CheckError.partOfEngineChange(change: change, option: "--artifact", value: artifact)
    }
  case .changes:
    throw CheckError.partOfEngineChange(change: change, option: "review", value: nil)
  }
  guard fromFullCheck else {
    throw CheckError.narrowedEngineChange(
      change: change, pending: pendingDirectory.path, corpus: corpusDirectory.path,
      engine: pending.engine.name)
  }
}

/// Refuses a pending corpus made by another engine or for another plan than the corpus; a
/// preview of this corpus's upgrade (``Manifest/previewOf``) is made by another engine.
func requireSameMaker(
  _ pending: Manifest, _ corpus: Manifest, pending pendingDirectory: CorpusDirectory,
  corpus corpusDirectory: CorpusDirectory
) throws {
  guard pending.engine.name == corpus.engine.name || pending.previewOf == corpus.engine else {
    throw CheckError.otherEngine(
      pending: pendingDirectory.path, pendingEngine: pending.engine.name,
      corpus: corpusDirectory.path,
      corpusEngine: corpus.engine.name)
  }
  let differences = pending.plan.differingAxes(from: corpus.plan).map(\.rawValue)
  guard differences.isEmpty else {
    throw CheckError.otherPlan(
      pending: pendingDirectory.path, differences: differences, corpus: corpusDirectory.path)
  }
}
