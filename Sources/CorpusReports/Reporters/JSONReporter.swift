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

  /// - Parameter extra: members added to the document (a shard report's `shard`).
  public func render(_ report: CheckReport, extra: [String: GoldenJSON] = [:]) -> String {
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
    let records: [GoldenJSON] = listed.map { change in
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
      if let old = change.old { object["old"] = .string(old) }
      if let new = change.new { object["new"] = .string(new) }
      if let parsed = change.oldParsed { object["oldParsed"] = .string(parsed) }
      if let parsed = change.newParsed { object["newParsed"] = .string(parsed) }
      // A side's line is the entry's own only where that side has the entry.
      if let line = change.oldLine, change.old != nil { object["oldLine"] = .int(line) }
      if let line = change.newLine, change.new != nil { object["newLine"] = .int(line) }
      return .inline(.object(object))
    }
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
      "changes": .array(records),
    ]
    members.merge(extra) { old, _ in old }
    let document = GoldenJSON.object(members)
    return JSONReporter.escapingUnsafe(String(decoding: document.rendered(), as: UTF8.self))
  }

  /// The document with every character no output may carry raw written as a JSON escape.
  ///
  /// The writer escapes C0 controls as JSON requires; DEL, C1 controls, U+2028, U+2029 and the
  /// bidi controls are valid raw in a JSON string, so a value keeps them unless they are
  /// escaped here (`"\u202e"`): a reader gets the same string, a terminal or log shows none of
  /// them. They can stand only inside strings, so the whole document is scanned.
  static func escapingUnsafe(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && MessageText.isUnsafe($0) })
    else { return json }
    var output = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if scalar.value >= 0x7F && MessageText.isUnsafe(scalar) {
        let digits = String(scalar.value, radix: 16)
        output.append(
          contentsOf: ("\\u" + String(repeating: "0", count: 4 - digits.count) + digits)
            .unicodeScalars)
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }
}
