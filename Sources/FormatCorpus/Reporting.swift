import Assembly
import CorpusDiff
import CorpusModel
import CorpusReports
import CorpusStore
import GoldenFormat

/// `fmtcorpus report`: reads a stored corpus — all of it, or the locales asked for — as the
/// checker reads one (manifest first, each listed file's hash verified) and draws it.
///
/// Locales are matched against the corpus's own files first (`zh-Hant-TW` is `zh_Hant_TW`);
/// only a spelling the corpus has no file for starts the engine that made it, to find the
/// listed locale the spelling renders (`zh_TW` → `zh_Hant_TW`). A locale the engine does not
/// know is its error; one it knows but the corpus has no file for names the files it might
/// mean. Never a silently empty page.
///
/// `calendars` (`report --calendar`: CLDR ids, or `all`) narrows every page to those calendars'
/// sections, and `fields.json`'s tables to theirs; what a locale holds once (relative times,
/// durations, week rules, timers) is drawn whatever the calendar. An id that is no calendar is
/// refused before the folder is read; a calendar the corpus does not hold (none of the drawn
/// files nor `fields.json` has it) is refused naming the ones it holds.
///
/// A settings variant's page (`en_US@hours=h23`) says per artifact whether its settings changed
/// anything against the base locale's file (`en_US.json`, read and verified for that even when
/// it is not drawn), or, when the corpus has no such file, says so.
///
/// - Throws: `CheckError` for a folder without a manifest or a listed file that is missing or
///   does not match its record; `StoreError` for an unreadable file; `InputError` for a locale
///   the corpus has no file for, an unknown calendar or one the corpus does not hold.
public func corpusReport(
  directory: CorpusDirectory, locales requested: [String], calendars: [String] = []
) throws -> CorpusReport {
  // The same check as every command's --calendar, before the folder is read.
  var chosenCalendars: [CalendarID] = []
  var allCalendars = calendars.isEmpty
  for text in calendars {
    guard let calendar = try CalendarID.validatingOrAll(text) else {
      allCalendars = true
      continue
    }
    if !chosenCalendars.contains(calendar) { chosenCalendars.append(calendar) }
  }
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
      let resolved = try engine!.resolveLocale(text)
      // A variant's file is named by its canonical form (`en-US-u-hc-h23` is
      // `en_US@hours=h23`); the listed id of its base keeps its settings.
      let suffix = resolved.rawValue.firstIndex(of: "@").map { resolved.rawValue[$0...] } ?? ""
      let listed =
        available.contains(resolved.rawValue)
        ? resolved.rawValue
        : try engine!.listedLocale(for: resolved.base).map { $0.rawValue + suffix }
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
  // A variant's page compares it with its base locale's file, drawn or not.
  let bases = names.compactMap { name -> String? in
    let base = LocaleID(rawValue: String(name.dropLast(5))).base.fileName
    return base != name && manifest.files[base] != nil && !names.contains(base) ? base : nil
  }
  // The folder is validated as `check` validates it: no unlisted entries, and each file it
  // reads matches its record's hash and entry count.
  try stored.requireNoUnlistedEntries()
  let bytes = try stored.readListed(
    names + Array(Set(bases)).sorted() + (hasFields ? [fieldsName] : []))
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
  for name in names {
    var file = CorpusReport.File(name: name, root: try parsed(name))
    let baseName = LocaleID(rawValue: file.locale).base.fileName
    let base = roots[baseName] == nil ? nil : try parsed(baseName)
    file.variant = CorpusReport.Variant(file, base: base)
    files.append(file)
  }
  let fields = hasFields ? try parsed(fieldsName) : nil
  // Named beside `all`, a calendar the corpus lacks is still refused: it names nothing.
  try requireHeld(chosenCalendars, files: files, fields: fields, in: directory)
  let what = chosen.count == 1 ? chosen[0] : directory.label
  return CorpusReport(
    title: "fmtcorpus: \(what)", manifest: manifest, files: files, fields: fields,
    calendars: allCalendars ? nil : chosenCalendars.map(\.rawValue))
}

/// Refuses a `--calendar` the corpus does not hold: one that neither `fields.json` (every
/// calendar the corpus's locales render) nor a drawn file has, naming those that are held.
private func requireHeld(
  _ calendars: [CalendarID], files: [CorpusReport.File], fields: GoldenNode?,
  in directory: CorpusDirectory
) throws {
  var held: Set<String> = []
  func add(_ node: GoldenNode?) {
    if case .object(let members, _, _)? = node { held.formUnion(members.map(\.key)) }
  }
  for file in files { add(file.root["calendars"]) }
  add(fields?[Artifact.fields.name])
  add(fields?[Artifact.arithmetic.name])
  for calendar in calendars where !held.contains(calendar.rawValue) {
    let known = CalendarID.known.map(\.rawValue)
    let names = held.sorted {
      let (i, j) = (
        known.firstIndex(of: $0) ?? known.count, known.firstIndex(of: $1) ?? known.count
      )
      return i != j ? i < j : $0 < $1
    }
    throw InputError.invalidValue(
      calendar.rawValue, option: "--calendar",
      expected: "a calendar \(directory.label) holds: \(names.joined(separator: ", ")), or 'all'")
  }
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
  try writeReport(to: path) { (output) throws(StoreError) in
    try Array(text.utf8).withUnsafeBufferPointer { (piece) throws(StoreError) in try output(piece) }
  }
}

/// Writes a report file as it is made (`ReportFormat.write`): `write` hands `output` the
/// report's pieces, which go to a temporary file beside the path; it replaces the path only
/// once every piece is written, so a reader never sees half a report and a failed write leaves
/// the path as it was.
///
/// - Throws: `InputError` for a path that names a folder; `StoreError.io` naming the path when
///   its folder is missing or unwritable, or a write fails.
public func writeReport(
  to path: String,
  _ write: (_ output: (UnsafeBufferPointer<UInt8>) throws(StoreError) -> Void) throws(StoreError)
    -> Void
) throws {
  let slash = path.lastIndex(of: "/")
  let folder = slash.map { String(path[...$0]) } ?? "./"
  let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
  guard !name.isEmpty else {
    throw InputError.invalidValue(path, option: "--out", expected: "a file path, not a folder")
  }
  try CorpusDirectory(path: folder).writeAtomically(name, streaming: write)
}
