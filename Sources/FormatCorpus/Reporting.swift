import CorpusDiff
import CorpusReports
import CorpusModel
import CorpusStore
import GoldenFormat
import Assembly

/// `fmtcorpus report`: reads a stored corpus — all of it, or the locales asked for — as the
/// checker reads one (manifest first, each listed file's hash verified) and draws it.
///
/// Locales are matched against the corpus's own files first (`zh-Hant-TW` is `zh_Hant_TW`);
/// only a spelling the corpus has no file for starts the engine that made it, to find the
/// listed locale the spelling renders (`zh_TW` → `zh_Hant_TW`). A locale the engine does not
/// know is its error; one it knows but the corpus has no file for names the files it might
/// mean. Never a silently empty page.
///
/// - Throws: `CheckError` for a folder without a manifest or a listed file that is missing or
///   does not match its record; `StoreError` for an unreadable file; `InputError` for a locale
///   the corpus has no file for.
public func corpusReport(directory: CorpusDirectory, locales requested: [String]) throws
  -> CorpusReport
{
  let stored = try StoredCorpus.require(directory)
  let manifest = stored.manifest
  let available = manifest.files.keys.filter { $0 != GoldenEncoding.fieldsFileName }
    .map { String($0.dropLast(5)) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  var chosen: [String] = []
  var engine: (any CorpusEngine)?
  for text in requested {
    var spelled = String(text.map { $0 == "-" ? "_" : $0 })
    if !available.contains(spelled) {
      // Another spelling of a locale the corpus holds (`zh_TW` for `zh_Hant_TW`), as the
      // engine that made the corpus resolves it; an unknown locale is the engine's error.
      if engine == nil { engine = try Engines.make(for: stored) }
      let listed = try engine!.listedLocale(for: engine!.resolveLocale(text))?.rawValue
      guard let listed, available.contains(listed) else {
        throw InputError.invalidValue(
          text, option: "--locale",
          expected: "a locale with a file in \(directory.label)" + hint(for: spelled, in: available)
        )
      }
      spelled = listed
    }
    if !chosen.contains(spelled) { chosen.append(spelled) }
  }
  let names = (chosen.isEmpty ? available : chosen).map { $0 + ".json" }
  // fields.json is the corpus's, not a locale's: drawn on every page, whatever --locale.
  let fieldsName = GoldenEncoding.fieldsFileName
  let hasFields = manifest.files[fieldsName] != nil
  // The folder is validated as `check` validates it: no unlisted entries, and each file it
  // reads matches its record's hash and entry count.
  try stored.requireNoUnlistedEntries()
  let bytes = try stored.readListed(names + (hasFields ? [fieldsName] : []))
  let fix = ManifestRecords.corpusFix(directory)
  try ManifestRecords.verifyHashes(stored, files: bytes, fix: fix)
  var roots: [String: GoldenNode] = [:]
  for name in bytes.keys.sorted() {
    roots[name] = try GoldenReader.parse(bytes[name]!, file: directory.label + name)
  }
  try ManifestRecords.verifyEntries(
    stored, files: bytes, knownEntries: { roots[$0]?.entryCount }, fix: fix)
  func parsed(_ name: String) throws -> GoldenNode {
    let root = roots[name]!
    try GoldenShape.check(root, name: name, file: directory.label + name)
    return root
  }
  var files: [CorpusReport.File] = []
  for name in names { files.append(CorpusReport.File(name: name, root: try parsed(name))) }
  let fields = hasFields ? try parsed(fieldsName) : nil
  let what = chosen.count == 1 ? chosen[0] : directory.label
  return CorpusReport(
    title: "fmtcorpus: \(what)", manifest: manifest, files: files, fields: fields)
}

/// `: did you mean zh_Hant_TW?` — files with the same language and region first (the id ICU
/// lists for a locale spelled without its script), then the nearest spellings.
private func hint(for text: String, in available: [String]) -> String {
  let parts = text.split(separator: "_")
  var matches: [String] = []
  if parts.count >= 2 {
    matches = available.filter {
      let other = $0.split(separator: "_")
      return other.count > 2 && other.first == parts.first && other.last == parts.last
    }
  }
  for match in closeMatches(to: text, in: available, maxDistance: 2) where !matches.contains(match)
  {
    matches.append(match)
  }
  return matches.isEmpty ? "" : ": did you mean \(matches.prefix(5).joined(separator: ", "))?"
}

/// Writes a report file as the corpus's files are written: a temporary file beside it, then a
/// rename, so a reader never sees half a report.
///
/// - Throws: `StoreError.io` naming the path when its folder is missing or unwritable.
public func writeReport(_ text: String, to path: String) throws {
  let slash = path.lastIndex(of: "/")
  let folder = slash.map { String(path[...$0]) } ?? "./"
  let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
  guard !name.isEmpty else {
    throw InputError.invalidValue(path, option: "--out", expected: "a file path, not a folder")
  }
  try CorpusDirectory(path: folder).writeAtomically(name, Array(text.utf8))
}
