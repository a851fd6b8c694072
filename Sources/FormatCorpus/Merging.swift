import CorpusDiff
import CorpusReports
import CorpusModel
import CorpusStore
import GoldenFormat

#if canImport(Glibc)
  import Glibc
#endif

/// Shards that cannot be joined as given: exit 2, naming the input at fault.
public enum MergeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An input that is neither a shard folder nor a shard report (`found` says what it is).
  case notShard(path: String, found: String)
  /// Shard folders and shard reports in one merge.
  case mixed(folder: String, report: String)
  case noInputs
  /// Shard folders without `--out`.
  case noOutput
  case outputIsInput(out: String, input: String)
  case missingShards(missing: [Int], count: Int, given: String)
  case repeatedShard(Shard, first: String, second: String)
  /// An input of another check or generation than the first (`what` differs).
  case different(path: String, what: String, first: String)
  /// `--out` holding something a merge must not replace.
  case outputOccupied(out: String, found: String)

  public var description: String {
    switch self {
    case .notShard(let path, let found):
      return
        "'\(path)' is \(found), not a shard: merge takes the folders 'generate --shard' or 'check --shard --pending' wrote, or the JSON reports of 'check --shard'"
    case .mixed(let folder, let report):
      return
        "'\(folder)' is a shard folder and '\(report)' a shard report: merge one kind at a time"
    case .noInputs:
      return "merge needs the shard folders or shard reports to join"
    case .noOutput:
      return "merging shard folders needs --out DIR, the corpus folder to write"
    case .outputIsInput(let out, let input):
      return "--out '\(out)' is the shard folder '\(input)' or inside it: give another folder"
    case .missingShards(let missing, let count, let given):
      let list = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
      return
        "shard\(missing.count == 1 ? "" : "s") \(list) \(missing.count == 1 ? "is" : "are") missing (given: \(given)): merge needs all \(count)"
    case .repeatedShard(let shard, let first, let second):
      return "shard \(shard) is given twice: '\(first)' and '\(second)'"
    case .different(let path, let what, let first):
      return
        "'\(path)' is a shard of another run than '\(first)' (\(what) differ): every shard must come from the same plan, engine and versions, and shard count"
    case .outputOccupied(let out, let found):
      return "--out '\(out)' holds \(found): give a new or empty folder, or a corpus to replace"
    }
  }
}

/// What `fmtcorpus merge` wrote from shard folders.
public struct FolderMergeSummary: Sendable {
  public var count: Int
  public var files: Int
  public var entries: Int
  public var pending: Bool
}

/// `fmtcorpus merge --out DIR SHARD...`: joins the folders of N `generate --shard` runs into
/// the corpus one `generate` writes — the same files and the same manifest, byte for byte —
/// or the pending folders of N `check --shard --pending` runs into the pending corpus one
/// `check --pending` writes, which `accept --from` takes.
///
/// Every folder is untrusted input (an artifact of another job), read as `check` reads a
/// corpus: names validated, every file's hash and entry count checked against its record, and
/// each file one its shard owns. Missing or repeated shards and shards of different plans,
/// engines, versions or counts are refused naming the folder. `out` is written all at once
/// (`CorpusTransaction`), under its lock; nothing is written when anything is refused.
public func mergeShardFolders(_ folders: [CorpusDirectory], into out: CorpusDirectory) throws
  -> FolderMergeSummary
{
  guard !folders.isEmpty else { throw MergeError.noInputs }
  var shards: [StoredCorpus] = []
  for folder in folders {
    if out.placement(relativeTo: folder) != .elsewhere {
      throw MergeError.outputIsInput(out: out.path, input: folder.path)
    }
    guard let corpus = try StoredCorpus.open(folder) else {
      throw MergeError.notShard(path: folder.path, found: "a folder without manifest.json")
    }
    guard corpus.manifest.shard != nil else {
      throw MergeError.notShard(
        path: folder.path, found: corpus.manifest.isPending ? "a pending corpus" : "a corpus")
    }
    shards.append(corpus)
  }
  let first = shards[0]
  for corpus in shards.dropFirst() {
    let (a, b) = (first.manifest, corpus.manifest)
    var differences: [String] = []
    if a.shard!.count != b.shard!.count { differences.append("shard counts") }
    if a.isPending != b.isPending { differences.append("kinds (pending or not)") }
    if a.formatVersion != b.formatVersion || a.fmtcorpusVersion != b.fmtcorpusVersion {
      differences.append("fmtcorpus versions")
    }
    if a.engine != b.engine || a.engines != b.engines {
      differences.append("engines or engine versions")
    }
    if a.plan != b.plan { differences.append("plans") }
    if !differences.isEmpty {
      throw MergeError.different(
        path: corpus.directory.path, what: differences.joined(separator: ", "),
        first: first.directory.path)
    }
  }
  let count = first.manifest.shard!.count
  try requireEveryShard(shards.map { ($0.manifest.shard!, $0.directory.path) }, count: count)

  var files: [CorpusDirectory.RenderedFile] = []
  var records: [String: FileRecord] = [:]
  for corpus in shards {
    let shard = corpus.manifest.shard!
    try corpus.requireNoUnlistedEntries()
    let bytes = try corpus.readListed(corpus.manifest.files.keys)
    let fix = { (_: String) in
      "the shard folder was changed after fmtcorpus wrote it; write it again with 'fmtcorpus \(corpus.manifest.isPending ? "check" : "generate") --shard \(shard) …'"
    }
    try ManifestRecords.verifyHashes(corpus, files: bytes, fix: fix)
    // Entry counts from a parse of every file, on every core (the parse is most of a merge's
    // time); the first file whose record disagrees is named, whatever the thread count.
    let names = bytes.keys.sorted()
    let counts = try parallelMap(names, jobs: ParallelJobs.cores) { name throws(StoreError) in
      try GoldenReader.parse(bytes[name]!, file: corpus.directory.filePath(name)).entryCount
    }
    let parsed = Dictionary(uniqueKeysWithValues: zip(names, counts))
    try ManifestRecords.verifyEntries(
      corpus, files: bytes, knownEntries: { parsed[$0] }, fix: fix)
    for (name, record) in corpus.manifest.files {
      files.append(CorpusDirectory.RenderedFile(name: name, bytes: bytes[name]!, record: record))
      records[name] = record
    }
  }
  let pending = first.manifest.isPending
  let manifest = Manifest(
    formatVersion: first.manifest.formatVersion,
    fmtcorpusVersion: first.manifest.fmtcorpusVersion, engine: first.manifest.engine,
    engines: first.manifest.engines, plan: first.manifest.plan, files: records,
    pending: pending ? true : nil)

  let lock = try CorpusLock.acquire(out)
  defer { lock.release() }
  let previous: Manifest?
  if pending {
    previous = try PendingFolder.requireWritable(out)
  } else {
    previous = try StoredCorpus.open(out)?.manifest
    if let previous, previous.shard != nil || previous.isPending {
      throw MergeError.outputOccupied(
        out: out.path,
        found: previous.shard != nil ? "a shard folder" : "a pending corpus")
    }
  }
  try CorpusTransaction.commit(out, files: files, manifest: manifest, previous: previous)
  return FolderMergeSummary(
    count: count, files: files.count, entries: records.values.reduce(0) { $0 + $1.entries },
    pending: pending)
}

/// Refuses a repeated shard, then missing ones (all named, with what was given).
private func requireEveryShard(_ given: [(Shard, String)], count: Int) throws {
  var seen: [Int: String] = [:]
  for (shard, path) in given {
    if let first = seen[shard.index] {
      throw MergeError.repeatedShard(shard, first: first, second: path)
    }
    seen[shard.index] = path
  }
  let missing = (1...count).filter { seen[$0] == nil }
  guard missing.isEmpty else {
    let list = given.sorted { $0.0.index < $1.0.index }.map { "\($0.0) in '\($0.1)'" }
    throw MergeError.missingShards(
      missing: missing, count: count, given: list.joined(separator: ", "))
  }
}

/// What `fmtcorpus merge REPORT...` found: one report, as one `check` would have made it.
public struct ReportMerge: Sendable {
  public var report: CheckReport
  /// Every golden file the shards compared (JUnit lists passing files too).
  public var files: [String]
  public var count: Int

  /// The report in `format`. The HTML page draws no pickers (they are drawn from the corpus
  /// files, which reports do not carry).
  public func render(_ format: ReportFormat, useColor: Bool) -> String {
    format.render(
      report, old: side(report.oldLabel), new: side(report.newLabel), files: files,
      useColor: useColor)
  }

  /// The report in `format`, handed to `output` in pieces as it is written
  /// (`ReportFormat.write`).
  public func write<E: Error>(
    _ format: ReportFormat, useColor: Bool,
    to output: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) {
    try format.write(
      report, old: side(report.oldLabel), new: side(report.newLabel), files: files,
      useColor: useColor, to: output)
  }

  private func side(_ label: String) -> CorpusSide {
    CorpusSide(label: label, manifest: nil, files: [:])
  }
}

/// The largest shard report merge reads.
public let maximumShardReportSize = 1 << 30

/// Reads each input: a folder (a shard folder) or a file (a shard report), told apart by what
/// they hold, not by their names.
public enum MergeInput: Sendable {
  case folder(CorpusDirectory)
  case report(ShardReport)

  /// - Throws: `MergeError.notShard` for anything else; `StoreError` for an unreadable or
  ///   malformed report, naming its line.
  public static func read(_ path: String) throws -> MergeInput {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw StoreError.io(path: path, operation: "read", reason: "no such file or folder")
    }
    if status.st_mode & S_IFMT == S_IFDIR { return .folder(CorpusDirectory(path: path)) }
    let slash = path.lastIndex(of: "/")
    let folder = CorpusDirectory(path: slash.map { String(path[...$0]) } ?? ".")
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let bytes = try folder.read(name, maximumSize: maximumShardReportSize)
    let report: ShardReport?
    do {
      report = try ShardReport.read(bytes, file: path)
    } catch let error as StoreError {
      // Not JSON at all: say what the input is rather than where the parse stopped.
      if case .corrupt = error, bytes.first != UInt8(ascii: "{") {
        throw MergeError.notShard(path: path, found: "a file that is no JSON report")
      }
      // The reader's words are a golden file's and a manifest's; a report's repair differs.
      switch error {
      case .invalid(let file, let line, let reason), .corrupt(let file, let line, let reason):
        throw StoreError.invalidReport(file: file, line: line, reason: reason)
      default:
        throw error
      }
    }
    guard let report else {
      throw MergeError.notShard(
        path: path, found: "a report without a shard (made without 'check --shard')")
    }
    return .report(report)
  }
}

/// `fmtcorpus merge REPORT...`: the shard reports of one `check --shard` matrix joined into the
/// report and verdict one `check` gives: the same changes in the same order, the same notes,
/// the same exit code, under `--max-entries` and every rule of an unsharded report.
///
/// - Parameters:
///   - reports: one report per shard, in any order.
///   - failOn: the classes that fail; nil keeps the shards' `--fail-on`.
///   - ignore: classes left out besides those the shards left out.
///   - maxEntries: how many changed entries the report names (`--max-entries`); nil, every one.
/// - Throws: `MergeError` for a missing or repeated shard, or shards of different checks
///   (plan, engine and versions, shard count, policy, `--artifact`, corpus).
public func mergeShardReports(
  _ reports: [ShardReport], failOn: Set<ChangeClass>?, ignore: Set<ChangeClass>,
  maxEntries: Int?
) throws -> ReportMerge {
  guard let first = reports.first else { throw MergeError.noInputs }
  let count = first.check.shard.count
  for report in reports.dropFirst() {
    if report.check.shard.count != count {
      throw MergeError.different(path: report.file, what: "shard counts", first: first.file)
    }
    let differing = first.identity.keys.sorted().filter { first.identity[$0] != report.identity[$0] }
    if !differing.isEmpty {
      let words = [
        "corpus": "stored corpora (plan, engine or versions)",
        "fresh": "fresh renders (plan, engine or versions)", "policy": "policies (--fail-on, --ignore)",
        "artifacts": "--artifact lists", "labels": "corpus folders", "engine": "engine changes",
        "planNotes": "notes", "closingNotes": "notes",
      ]
      let what = Array(Set(differing.map { words[$0] ?? $0 })).sorted()
      throw MergeError.different(
        path: report.file, what: what.joined(separator: ", "), first: first.file)
    }
  }
  try requireEveryShard(reports.map { ($0.check.shard, $0.file) }, count: count)

  // Changes in file and key order, as one comparison lists them: each file is one shard's.
  let ordered = reports.flatMap(\.changes).enumerated().sorted {
    $0.element.file != $1.element.file
      ? $0.element.file.utf8.lexicographicallyPrecedes($1.element.file.utf8)
      : $0.offset < $1.offset
  }.map(\.element)
  var notes: [String] = []
  if !first.check.artifacts.isEmpty {
    notes.append(
      CheckOutcome.artifactNote(
        first.check.artifacts, wholeFiles: reports.reduce(0) { $0 + $1.check.wholeFileChanges }))
  }
  notes += first.check.planNotes
  notes += layoutNotes(
    files: reports.flatMap(\.check.layoutFiles).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    })
  notes += first.check.closingNotes
  // The corpus the shards checked, as its label spells it (`corpus/`): the folder to accept into.
  let corpus = first.oldLabel.count > 1 ? String(first.oldLabel.dropLast()) : first.oldLabel
  let pendings = reports.sorted { $0.check.shard.index < $1.check.shard.index }
    .compactMap(\.check.pending)
  if let only = pendings.first, pendings.count == reports.count, Set(pendings).count == 1 {
    notes.append(pendingNote(CorpusDirectory(path: only), corpus: corpus))
  } else if !pendings.isEmpty {
    let list = pendings.map(SuggestedCommand.quoted).joined(separator: " ")
    let accept = SuggestedCommand.fmtcorpus("accept", "--from", "DIR", "--corpus", corpus)
    notes.append(
      "the fresh corpus is in the shards' pending folders: join them with 'fmtcorpus merge --out DIR \(list)', then accept with '\(accept)'"
    )
  }

  var report = CheckReport(
    oldLabel: first.oldLabel, newLabel: first.newLabel, old: nil, new: nil, changes: ordered,
    failOn: failOn ?? first.failOn, ignore: first.ignore.union(ignore),
    annotationRoot: first.oldLabel, annotatedSide: .old, maxEntries: maxEntries, notes: notes)
  report.engineChanges = first.engineChanges
  report.filesCompared = reports.reduce(0) { $0 + $1.files.count }
  // Known changes in file order, as one check lists them; a stale entry is the one shard's
  // that compared its file, in the plan file's order (`fmtcorpus.yml:14`, by line).
  report.known = reports.flatMap(\.known).enumerated().sorted {
    $0.element.change.file != $1.element.change.file
      ? $0.element.change.file.utf8.lexicographicallyPrecedes($1.element.change.file.utf8)
      : $0.offset < $1.offset
  }.map(\.element)
  let line = { (entry: CorpusReports.KnownDifference) in
    Int(entry.location.split(separator: ":").last ?? "") ?? 0
  }
  report.stale = reports.flatMap(\.stale).enumerated().sorted {
    line($0.element) != line($1.element) ? line($0.element) < line($1.element) : $0.offset < $1.offset
  }.map(\.element)
  // The months each shard drew (its first 20), in change order: the first 20 of all.
  let position = Dictionary(
    report.changes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  let months = reports.flatMap(\.months).compactMap { month in
    position[month.change].map { (month, $0) }
  }.sorted { $0.1 < $1.1 }.map(\.0)
  report.months = Array(months.prefix(min(maxEntries ?? 20, 20)))
  let files = Set(reports.flatMap(\.files)).sorted()
  return ReportMerge(report: report, files: files, count: count)
}
