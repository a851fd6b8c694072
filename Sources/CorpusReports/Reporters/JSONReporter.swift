import CorpusDiff
import CorpusModel
import CorpusStore
import GoldenFormat

/// A machine-readable report: a versioned schema with one record per changed entry.
///
/// Schema version 1 (fields are only ever added within a version; a field removed or changed in
/// meaning bumps `schemaVersion`):
///
///     schemaVersion  1
///     old, new       the two sides' labels (`corpus/`, `corpus/ (fresh render)`)
///     engine         [{name, old, new}]: engine versions that differ (icu, cldr, tzdata, …)
///     summary        {changes, failing, failOn: [class],
///                     byClass, byLocale, byCalendar, byArtifact: {name: count},
///                     listed: records in `changes`, omitted: changes left out by
///                     --max-entries, omittedByClass: {class: count}}; counts are exact
///     notes          [string]; under a bound, one says what was left out
///     known          the changes the plan file's known differences accept, out of `changes`
///                    and the summary's counts: each a record as `changes` has them
///                    (`failing` false) with `engine`, `reason` and `entry`, the known
///                    difference's line in the plan file (`fmtcorpus.yml:14`); absent without
///                    any
///     stale          known differences that matched no change: {display, engine, reason,
///                    new, location: `fmtcorpus.yml:14`}; absent without any
///     changes        one record per changed entry (every one unless --max-entries N: then
///                    the first N, failing classes first, then by severity), in file and key
///                    order:
///       file         `en_US.json`
///       locale       `en_US` (`fields` for fields.json)
///       calendar     `gregorian`, `buddhist`, `hebrew`; absent for a key under no calendar
///       artifact     `styles`, `skeletons`, `patterns`, `parsing`, `wheels`, `week`, `fields`, or
///                    `file` (a whole file)
///       key          the key path inside the file ([] for a whole file)
///       display      `en_US › gregorian › styles › …`
///       class        removed, added, order, parsing, text, case, punctuation, digits, bidi, whitespace
///       failing      whether the class fails under --fail-on
///       old, new     the raw values (absent for added / removed)
///       oldLine, newLine  the entry's line in each side's file (absent where it has none)
///       location     {file, line}: where the report points — the stored golden file for
///                    check, the second corpus for diff; for an entry that file lacks, the line
///                    of its nearest enclosing container; line 1 for a file it lacks
public struct JSONReporter: Sendable {
  public static let schemaVersion = 1

  public init() {}

  /// The report whole, as ``write(_:extra:to:)`` writes it.
  ///
  /// - Parameter extra: members added to the document (a shard report's `shard`).
  public func render(_ report: CheckReport, extra: [String: GoldenJSON] = [:]) -> String {
    var bytes: [UInt8] = []
    write(report, extra: extra) { bytes.append(contentsOf: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the report as it goes, handing `output` a piece of about a megabyte at a time.
  ///
  /// JSON lists every change: a diff of two engines' corpora (304,693 changes) is a 139 MB
  /// report, and built whole (a tree, its bytes, the escaped copy, the file's copy) it took the
  /// diff to a gigabyte. Here one record at a time is made and laid out by the same writer;
  /// only the summary (counts by class, locale, calendar and artifact) is built beforehand.
  ///
  /// - Parameters:
  ///   - extra: members added to the document (a shard report's `shard`); a name the document
  ///     has already keeps the document's value.
  ///   - output: takes each piece, in order; what it throws ends the report there.
  public func write<E: Error>(
    _ report: CheckReport, extra: [String: GoldenJSON] = [:],
    to output: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) {
    let counts = { (dimension: (Change) -> String?) in
      GoldenJSON.object(
        Dictionary(
          uniqueKeysWithValues: report.counts(by: dimension).map { ($0.0, GoldenJSON.int($0.1)) }))
    }
    let (listed, omitted) = report.listed
    var omittedByClass: [ChangeClass: Int] = [:]
    if omitted > 0 {
      let kept = Set(listed)
      for change in report.changes where !kept.contains(change) {
        omittedByClass[change.changeClass, default: 0] += 1
      }
    }
    var notes = report.notes
    if omitted > 0, let limit = report.maxEntries {
      notes.append(
        "--max-entries \(limit): \(listed.count) of \(report.changes.count) changes listed (failing classes first, then by severity); summary counts include all; --max-entries all lists every one"
      )
    }
    // Every member but `changes`, which is written record by record in its place.
    var members: [String: GoldenJSON] = [
      "schemaVersion": .int(JSONReporter.schemaVersion),
      "old": .string(report.oldLabel),
      "new": .string(report.newLabel),
      "engine": .array(
        report.engineChanges.map {
          .inline(
            .object(["name": .string($0.name), "old": .string($0.old), "new": .string($0.new)]))
        }),
      "summary": .object([
        "changes": .int(report.changes.count),
        "failing": .int(report.failingChanges.count),
        "failOn": .array(report.failing.sorted().map { .string($0.rawValue) }),
        "byClass": counts { $0.changeClass.rawValue },
        "byLocale": counts { $0.locale },
        "byCalendar": counts { $0.calendar },
        "byArtifact": counts { $0.artifact },
        "listed": .int(listed.count),
        "omitted": .int(omitted),
        "omittedByClass": .object(
          Dictionary(uniqueKeysWithValues: omittedByClass.map { ($0.key.rawValue, .int($0.value)) })
        ),
      ]),
      "notes": .array(notes.map { .string($0) }),
    ]
    if !report.known.isEmpty {
      members["known"] = .array(
        report.known.map { item in
          var object = self.recordMembers(item.change, report)
          object["failing"] = .bool(false)
          object["engine"] = .string(item.known.engine)
          object["reason"] = .string(item.known.reason)
          object["entry"] = .string(item.known.location)
          return .inline(.object(object))
        })
    }
    if !report.stale.isEmpty {
      members["stale"] = .array(
        report.stale.map { entry in
          var object: [String: GoldenJSON] = [
            "display": .string(entry.key), "engine": .string(entry.engine),
            "reason": .string(entry.reason), "location": .string(entry.location),
          ]
          if let new = entry.new { object["new"] = .string(new) }
          return .inline(.object(object))
        })
    }
    for (name, value) in extra where name != "changes" && members[name] == nil {
      members[name] = value
    }
    let names = (Array(members.keys) + ["changes"]).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
    var writer = GoldenWriter(capacity: ReportFormat.pieceSize + (1 << 16))
    writer.beginObject()
    for name in names {
      writer.key(name)
      if let value = members[name] {
        value.write(into: &writer)
        continue
      }
      writer.beginArray()
      for change in listed {
        record(change, report).write(into: &writer)
        if writer.pendingByteCount >= ReportFormat.pieceSize {
          try JSONReporter.handOn(&writer, to: output)
        }
      }
      writer.endArray()
    }
    writer.endObject()
    writer.endDocument()
    try JSONReporter.handOn(&writer, to: output)
  }

  /// One change's record, on one line.
  private func record(_ change: Change, _ report: CheckReport) -> GoldenJSON {
    .inline(.object(recordMembers(change, report)))
  }

  /// A change record's members: a record of `changes`, and of `known` with three more.
  private func recordMembers(_ change: Change, _ report: CheckReport) -> [String: GoldenJSON] {
    var object: [String: GoldenJSON] = [
      "file": .string(change.file),
      "locale": .string(change.locale),
      "artifact": .string(change.artifact),
      "key": .array(change.path.map { .string($0) }),
      "display": .string(change.displayKey),
      "class": .string(change.changeClass.rawValue),
      "failing": .bool(report.isFailing(change)),
      "location": .object([
        "file": .string(report.locationFile(change)), "line": .int(report.line(change)),
      ]),
    ]
    if let calendar = change.calendar { object["calendar"] = .string(calendar) }
    // An entry of another engine's part names that engine, as a known difference does.
    if let engine = change.engine { object["engine"] = .string(engine) }
    if let old = change.old { object["old"] = .string(old) }
    if let new = change.new { object["new"] = .string(new) }
    if let parsed = change.oldParsed { object["oldParsed"] = .string(parsed) }
    if let parsed = change.newParsed { object["newParsed"] = .string(parsed) }
    // A side's line is the entry's own only where that side has the entry.
    if let line = change.oldLine, change.old != nil { object["oldLine"] = .int(line) }
    if let line = change.newLine, change.new != nil { object["newLine"] = .int(line) }
    return object
  }

  /// The writer's bytes so far, escaped, to `output`.
  private static func handOn<E: Error>(
    _ writer: inout GoldenWriter, to output: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) {
    try writer.drain { (piece) throws(E) in
      if !piece.isEmpty { try escapingUnsafe(piece, to: output) }
    }
  }

  /// A piece of the document with every character no output may carry raw written as a JSON
  /// escape (lower-case hex, `"\u202e"`), handed to `output`.
  ///
  /// The writer escapes C0 controls as JSON requires; DEL, C1 controls, U+2028, U+2029 and the
  /// bidi controls are valid raw in a JSON string, so a value keeps them unless they are
  /// escaped here: a reader gets the same string, a terminal or log shows none of them. They
  /// can stand only inside strings, so the whole piece is scanned. In UTF-8 they are 7F,
  /// C2 80–9F and E2 80 A8–AE, E2 81 A6–A9: only a 7F, C2 or E2 byte starts one, and a piece
  /// ends between characters (``GoldenWriter/drain(_:)``).
  static func escapingUnsafe<E: Error>(
    _ piece: UnsafeBufferPointer<UInt8>, to output: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) {
    var escaped: [UInt8] = []
    var copied = 0
    var index = 0
    while index < piece.count {
      let byte = piece[index]
      var value: UInt32
      var length: Int
      switch byte {
      case 0x7F: (value, length) = (0x7F, 1)
      case 0xC2 where index + 1 < piece.count: (value, length) = (UInt32(piece[index + 1]), 2)
      case 0xE2 where index + 2 < piece.count:
        value = 0x2000 | UInt32(piece[index + 1] & 0x3F) << 6 | UInt32(piece[index + 2] & 0x3F)
        length = 3
      default:
        index += 1
        continue
      }
      guard let scalar = Unicode.Scalar(value), MessageText.isUnsafe(scalar) else {
        index += length
        continue
      }
      if escaped.isEmpty { escaped.reserveCapacity(piece.count + 64) }
      escaped.append(contentsOf: UnsafeBufferPointer(rebasing: piece[copied..<index]))
      let digits = String(value, radix: 16)
      escaped.append(
        contentsOf: ("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).utf8)
      index += length
      copied = index
    }
    if copied == 0 {
      try output(piece)
      return
    }
    escaped.append(contentsOf: UnsafeBufferPointer(rebasing: piece[copied...]))
    try escaped.withUnsafeBufferPointer { (bytes) throws(E) in try output(bytes) }
  }
}
