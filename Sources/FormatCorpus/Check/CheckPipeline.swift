import CorpusDiff
import CorpusModel
import CorpusStore
import GoldenFormat

/// `check`, stage by stage. Each stage takes what the one before it returned, so no stage can
/// run before what it needs exists:
///
/// 1. ``CheckScope`` validates the request and the stored plan against the engine and decides
///    which files are rendered and judged;
/// 2. ``CheckScope/verifyStored(jobs:)`` checks every stored file's hash before anything
///    renders;
/// 3. ``CorpusGenerator/render(_:staging:jobs:progress:)`` renders the plan's files (into the
///    pending folder's stage, with `--pending`);
/// 4. ``CorpusGenerator/compare(_:_:jobs:)`` compares them with the stored files and checks the
///    stored entry counts;
/// 5. ``CorpusGenerator/outcome(_:_:)`` writes the notes and makes the ``CheckOutcome``, which
///    `CheckOutcome.report(_:annotating:)` turns into a report.
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
  /// With `shard`, only the files that shard owns (``Shard``) are rendered and compared — the
  /// plan's and the stored ones, so a file the plan dropped is judged by the shard its name
  /// hashes to — and a pending corpus is that shard's slice with a shard manifest.
  ///
  /// The library's public way to check is ``GateCheck``, which starts the engine the manifest
  /// names; this runs the stages with this generator's engine.
  ///
  /// - Throws: `CheckError` for a pending folder that is the corpus or inside it, a missing
  ///   file, or a manifest record that does not match its file (hashes before rendering, entry
  ///   counts after comparing, before anything is written or reported);
  ///   `StoreError` for an unreadable file; the engine's `EngineError`.
  package func check(
    _ corpus: StoredCorpus, locales requested: [LocaleID], pending: CorpusDirectory?, jobs: Int,
    shard: Shard? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws -> CheckOutcome {
    let scope = try CheckScope(
      corpus, requested: requested, pending: pending, shard: shard, engine: engine)
    let generator = try startingOthers(
      for: scope.validated.plan, pinned: corpus.manifest.engines,
      place: corpus.place(of: ["plan", "engines"]))
    return try generator.check(
      scope, pending: pending, jobs: jobs, shard: shard, progress: progress)
  }

  /// The stages after the first, with the plan's engines started.
  private func check(
    _ scope: CheckScope, pending: CorpusDirectory?, jobs: Int, shard: Shard?,
    progress: (@Sendable (Int, Int) -> Void)?
  ) throws -> CheckOutcome {
    try scope.verifyStored(jobs: jobs)
    // The pending folder is locked and staged before rendering: each fresh file goes there as
    // it comes, and the folder is swapped in only after the comparison.
    let lock = try pending.map { try CorpusLock.acquire($0) }
    defer { lock?.release() }
    let stage = try pending.map { try CorpusTransaction.Stage($0) }
    do {
      let rendered = try render(scope, staging: stage, jobs: jobs, progress: progress)
      let compared = try compare(scope, rendered, jobs: jobs)
      if let pending, let stage {
        var marked = rendered.manifest
        marked.pending = true
        marked.shard = shard
        // Rendered by another engine than the corpus's: a preview of an upgrade, which
        // `accept` takes only into the corpus it previews.
        if engine.info.name != scope.stored.engine.name { marked.previewOf = scope.stored.engine }
        try stage.commit(
          manifest: marked, previous: try StoredCorpus.open(pending)?.manifest,
          staged: Set(rendered.records.keys))
      }
      return outcome(scope, compared)
    } catch {
      stage?.abandon()
      throw error
    }
  }

  /// Stage 3: the plan's files, rendered with this engine, each written to `stage` as it comes.
  /// A file whose hash is its stored record's keeps no bytes: it equals the verified file.
  func render(
    _ scope: CheckScope, staging stage: CorpusTransaction.Stage?, jobs: Int,
    progress: (@Sendable (Int, Int) -> Void)?
  ) throws -> RenderedCheck {
    let recorded = scope.recorded
    @Sendable func keep(_ file: CorpusDirectory.RenderedFile) throws -> CheckedFile {
      try stage?.write(file.name, file.bytes)
      let equal = recorded[file.name] == file.record.sha256
      return CheckedFile(name: file.name, record: file.record, bytes: equal ? nil : file.bytes)
    }
    let plan = scope.validated.plan
    let (rendered, fields) = try withFields(scope.rendersFields, plan: plan, jobs: jobs) {
      try renderLocales(scope.locales, plan: plan, jobs: jobs, progress: progress, take: keep)
    }
    var checked = rendered
    if let fields { checked.append(try keep(fields)) }
    let records = Dictionary(uniqueKeysWithValues: checked.map { ($0.name, $0.record) })
    let manifest = Manifest(
      fmtcorpusVersion: fmtcorpusVersion, engine: engine.info, engines: otherInfos,
      plan: scope.stored.plan, files: records)
    return RenderedCheck(files: checked, records: records, manifest: manifest)
  }

  /// Stage 4: the stored files that differ from their fresh render (or that the plan dropped),
  /// read again and checked again — one changed since the first read is refused, not
  /// compared — then compared, and the stored entry counts checked against the comparison's
  /// parse.
  func compare(_ scope: CheckScope, _ rendered: RenderedCheck, jobs: Int) throws -> ComparedCheck {
    let corpus = scope.corpus
    let differing = scope.storedNames.filter {
      rendered.records[$0]?.sha256 != scope.recorded[$0]
    }
    let storedFiles = try corpus.readListed(differing)
    try ManifestRecords.verifyHashes(corpus, files: storedFiles, jobs: jobs, fix: scope.fix)
    var freshFiles: [String: [UInt8]] = [:]
    for file in rendered.files { if let bytes = file.bytes { freshFiles[file.name] = bytes } }
    let label = corpus.directory.label
    let old = CorpusSide(label: label, manifest: scope.stored, files: storedFiles)
    let new = CorpusSide(
      label: "\(label) (fresh render)", manifest: rendered.manifest, files: freshFiles)
    let comparison = try CorpusComparison.compare(
      old, new, judgeRemovals: scope.full, jobs: jobs)
    // Entry counts come from the comparison's parse. The stored files it does not parse equal
    // their fresh render, so they have the fresh count.
    try ManifestRecords.verifyEntries(
      corpus, names: scope.storedNames,
      knownEntries: { comparison.oldEntries[$0] ?? rendered.records[$0]?.entries },
      bytes: { try storedFiles[$0] ?? corpus.readListed($0) }, fix: scope.fix)
    return ComparedCheck(stored: old, fresh: new, comparison: comparison)
  }

  /// Stage 5: the notes, then the report's inputs.
  func outcome(_ scope: CheckScope, _ compared: ComparedCheck) -> CheckOutcome {
    let (old, new) = (compared.stored, compared.fresh)
    let changes = compared.comparison.changes
    let directory = scope.corpus.directory
    let planNotes = scope.validated.notes(engine: engine)
    var notes = planNotes
    if let freshPlan = new.manifest?.plan,
      let note = PlanDifference.note(
        scope.stored.plan, freshPlan, oldLabel: old.label, newLabel: new.label)
    {
      notes.insert(note, at: 0)
    }
    if !scope.full {
      let count = scope.locales.count
      notes.append(
        "narrowed by --locale to \(count) locale file\(count == 1 ? "" : "s"): removed files and fields.json were not judged"
      )
    }
    let layoutFiles = layoutOnlyFiles(changes)
    notes += layoutNotes(files: layoutFiles)
    let closing = [predatesNote(scope.stored.plan, directory)].compactMap { $0 }
    notes += closing
    if let pending = scope.pending { notes.append(pendingNote(pending, corpus: directory.path)) }
    return CheckOutcome(
      stored: old, fresh: new, changes: changes, notes: notes,
      files: scope.compared.union(scope.storedNames).sorted(),
      shard: scope.shard.map {
        ShardCheck(
          shard: $0, plan: scope.stored.plan, planNotes: planNotes, closingNotes: closing,
          layoutFiles: layoutFiles, pending: scope.pending?.path)
      })
  }
}

/// Stage 1 of `check`: the request and the stored plan validated against the engine, and which
/// files are rendered and judged.
struct CheckScope {
  let corpus: StoredCorpus
  var stored: Manifest { corpus.manifest }
  let validated: PlanValidation
  let pending: CorpusDirectory?
  let shard: Shard?
  /// Whether the whole plan is checked (no `--locale`): only then are removed files and
  /// `fields.json` judged.
  let full: Bool
  /// The locales rendered, in file order.
  let locales: [LocaleID]
  let rendersFields: Bool
  /// The files rendered.
  let compared: Set<String>
  /// The stored files judged.
  let storedNames: Set<String>
  /// Their recorded hashes.
  let recorded: [String: String]
  /// How an error about a record that does not match its file says to fix it.
  let fix: @Sendable (String) -> String

  /// - Throws: `CheckError` for a pending folder that is the corpus or inside it, or one that
  ///   holds something else; an entry the manifest does not list; a plan the engine cannot
  ///   render; a `--locale` outside the plan.
  init(
    _ corpus: StoredCorpus, requested: [LocaleID], pending: CorpusDirectory?, shard: Shard?,
    engine: any CorpusEngine
  ) throws {
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
    // then replaces it whole, so none of an earlier one's files stay behind.
    if let pending { _ = try PendingFolder.requireWritable(pending) }
    try corpus.requireNoUnlistedEntries()
    let validated = try PlanValidation(corpus, engine: engine)
    let planLocales = validated.plan.resolvedLocales(available: engine.availableLocales)
    let full = requested.isEmpty
    for locale in requested where !planLocales.contains(locale) {
      throw CheckError.localeNotInPlan(locale.rawValue, directory: directory.path)
    }
    let owned = { (name: String) in shard?.owns(name) ?? true }
    locales = (full ? planLocales : Array(Set(requested)).sorted()).filter {
      owned($0.fileName)
    }
    rendersFields =
      full && owned(GoldenEncoding.fieldsFileName) && validated.plan.rendersFieldsFile
    var compared = Set(locales.map(\.fileName))
    if rendersFields { compared.insert(GoldenEncoding.fieldsFileName) }
    let files = corpus.manifest.files
    let storedNames =
      full ? Set(files.keys.filter(owned)) : compared.intersection(files.keys)
    recorded = files.filter { storedNames.contains($0.key) }.mapValues(\.sha256)
    self.storedNames = storedNames
    self.compared = compared
    self.corpus = corpus
    self.validated = validated
    self.pending = pending
    self.shard = shard
    self.full = full
    fix = ManifestRecords.corpusFix(directory)
  }

  /// Stage 2: every stored file judged is read and its hash checked before anything renders (a
  /// corrupt corpus is exit 2 at once), but none is kept: a fresh file whose hash is its stored
  /// record's is equal to the verified file, and only the files that differ are read again.
  func verifyStored(jobs: Int) throws {
    try ManifestRecords.verifyHashes(corpus, names: storedNames, jobs: jobs, fix: fix)
  }
}

/// A file `check` rendered: its record, and its bytes unless they are the stored file's (its
/// hash is the stored record's, verified against the stored bytes), which need no comparing.
struct CheckedFile: Sendable {
  var name: String
  var record: FileRecord
  var bytes: [UInt8]?
}

/// Stage 3's output: the files rendered and the manifest that lists them.
struct RenderedCheck {
  var files: [CheckedFile]
  var records: [String: FileRecord]
  var manifest: Manifest
}

/// Stage 4's output: both sides and what differs between them.
struct ComparedCheck {
  var stored: CorpusSide
  var fresh: CorpusSide
  var comparison: Comparison
}
