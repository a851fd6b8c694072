import CorpusCheck
import CorpusModel
import CorpusStore

/// A corpus that cannot be checked as asked: exit 2, with what to do next.
public enum CheckError: Error, Equatable, Sendable, CustomStringConvertible {
  case noManifest(directory: String)
  case missingFile(path: String)
  case localeNotInPlan(String, directory: String)

  public var description: String {
    switch self {
    case .noManifest(let directory):
      return "no corpus in '\(directory)' (no manifest.json): run 'fmtcorpus generate --out \(directory)' to create one"
    case .missingFile(let path):
      return "\(path) is listed in the manifest but missing: restore it ('git checkout -- \(path)') or regenerate it with 'fmtcorpus generate'"
    case .localeNotInPlan(let locale, let directory):
      return "locale '\(locale)' is not in the plan of '\(directory)': add it with 'fmtcorpus generate --out \(directory) --locale \(locale)'"
    }
  }
}

/// What a check compared.
public struct CheckOutcome: Sendable {
  public var stored: CorpusSide
  public var fresh: CorpusSide
  public var changes: [Change]
  public var notes: [String]
  /// The golden files compared (for reports that list passing files too).
  public var files: [String]
}

extension CorpusDirectory {
  /// The stored manifest, or a clear error when there is none.
  public func requireManifest() throws -> Manifest {
    guard let manifest = try readManifest() else { throw CheckError.noManifest(directory: path) }
    return manifest
  }

  /// The listed files' bytes, refusing a listed file that is missing.
  public func readListed(_ names: some Sequence<String>) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for name in names {
      guard let bytes = try? read(name) else { throw CheckError.missingFile(path: filePath(name)) }
      files[name] = bytes
    }
    return files
  }

  /// `corpus/`: how reports and annotations name the folder.
  public var label: String { path.hasSuffix("/") ? path : path + "/" }
}

extension CorpusGenerator {
  /// Regenerates what the stored plan names and compares it with the stored files.
  ///
  /// Never writes the corpus; with `pending`, the fresh files and manifest go there.
  public func check(
    directory: CorpusDirectory, locales requested: [LocaleID], pending: CorpusDirectory?, jobs: Int,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws -> CheckOutcome {
    let stored = try directory.requireManifest()
    let planLocales = stored.plan.resolvedLocales(available: engine.availableLocales)
    let full = requested.isEmpty
    for locale in requested where !planLocales.contains(locale) {
      throw CheckError.localeNotInPlan(locale.rawValue, directory: directory.path)
    }
    let locales = full ? planLocales : Array(Set(requested)).sorted()
    var compared = Set(locales.map(\.fileName))
    if full { compared.insert(GoldenEncoding.fieldsFileName) }
    let storedNames = full ? Set(stored.files.keys) : compared.intersection(stored.files.keys)
    let storedFiles = try directory.readListed(storedNames)

    var rendered = try renderLocales(locales, plan: stored.plan, jobs: jobs, progress: progress)
    if full { rendered.append(try renderFields(plan: stored.plan)) }
    var records = full ? [:] : stored.files
    for file in rendered { records[file.name] = file.record }
    let freshManifest = Manifest(
      fmtcorpusVersion: fmtcorpusVersion, engine: engine.info, plan: stored.plan, files: records)
    if let pending { try pending.write(rendered, manifest: freshManifest) }

    let old = CorpusSide(label: directory.label, manifest: stored, files: storedFiles)
    let new = CorpusSide(
      label: "fresh:", manifest: freshManifest,
      files: Dictionary(uniqueKeysWithValues: rendered.map { ($0.name, $0.bytes) }))
    var notes: [String] = []
    if !full {
      notes.append("narrowed by --locale to \(locales.count) locale file\(locales.count == 1 ? "" : "s"): removed files and fields.json were not judged")
    }
    if let pending { notes.append("the fresh corpus is in \(pending.path)/ (accept with 'fmtcorpus accept --from \(pending.path)')") }
    return CheckOutcome(
      stored: old, fresh: new,
      changes: try CorpusComparison.changes(from: old, to: new, judgeRemovals: full),
      notes: notes, files: compared.union(storedNames).sorted())
  }
}

/// `fmtcorpus diff OLD NEW`: two stored corpora compared the way `check` compares.
public func diffCorpora(_ oldDirectory: CorpusDirectory, _ newDirectory: CorpusDirectory) throws -> CheckOutcome {
  let oldManifest = try oldDirectory.requireManifest()
  let newManifest = try newDirectory.requireManifest()
  let old = CorpusSide(
    label: oldDirectory.label, manifest: oldManifest, files: try oldDirectory.readListed(oldManifest.files.keys))
  let new = CorpusSide(
    label: newDirectory.label, manifest: newManifest, files: try newDirectory.readListed(newManifest.files.keys))
  return CheckOutcome(
    stored: old, fresh: new, changes: try CorpusComparison.changes(from: old, to: new, judgeRemovals: true),
    notes: [], files: Set(oldManifest.files.keys).union(newManifest.files.keys).sorted())
}

/// What `accept` took.
public struct AcceptSummary: Sendable {
  public var files: [String]
  public var classes: [ChangeClass]
}

/// `fmtcorpus accept --from DIR`: takes a pending corpus's changes into the corpus — all, or a
/// locale's, or a class's.
public func acceptPending(
  from pending: CorpusDirectory, into corpus: CorpusDirectory, locales: [LocaleID],
  classes: Set<ChangeClass>
) throws -> AcceptSummary {
  let pendingManifest = try pending.requireManifest()
  var manifest = try corpus.requireManifest()
  let wanted = Set(locales.map(\.fileName))
  var names = pendingManifest.files.keys.filter { pending.contains($0) }
  if !wanted.isEmpty { names = names.filter(wanted.contains) }
  let everything = classes.isEmpty || classes == Set(ChangeClass.allCases)
  var written: [CorpusDirectory.RenderedFile] = []
  for name in names.sorted() {
    let fresh = try pending.read(name)
    let stored = manifest.files[name] != nil ? try? corpus.read(name) : nil
    if stored == fresh { continue }
    let golden: GoldenJSON
    if everything || stored == nil {
      guard everything || classes.contains(.added) else { continue }
      golden = try GoldenReader.parse(fresh, file: pending.filePath(name)).golden
    } else {
      let old = try GoldenReader.parse(stored!, file: corpus.filePath(name))
      let new = try GoldenReader.parse(fresh, file: pending.filePath(name))
      golden = GoldenMerge.merge(old: old, new: new, accepting: classes).golden
    }
    let file = CorpusDirectory.RenderedFile(name: name, golden: golden)
    if file.bytes == stored { continue }
    written.append(file)
    manifest.files[name] = file.record
  }
  if everything && wanted.isEmpty {
    manifest.engine = pendingManifest.engine
    manifest.fmtcorpusVersion = pendingManifest.fmtcorpusVersion
  }
  if !written.isEmpty || everything { try corpus.write(written, manifest: manifest) }
  return AcceptSummary(files: written.map(\.name), classes: classes.sorted())
}
