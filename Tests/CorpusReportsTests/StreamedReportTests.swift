import CorpusDiff
import CorpusModel
import Foundation
import GoldenFormat
import Testing

@testable import CorpusReports

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// JSON and JUnit are written as they go, a piece at a time (issue 38, item 7: a diff's reports
/// within 200 MB), and every byte is what the whole-document renderers wrote before: the same
/// key order, layout, escapes and final newline, for hostile text, every change class, whole
/// files, parsing changes, and lists cut by `--max-entries`.
///
/// ``WholeDocumentReports`` keeps those renderers, as they were at 2ccf7be, to compare with.
/// Fixtures are changes made here, not the committed corpus.
@Suite struct StreamedReportTests {
  /// Values no report may carry raw beside values that must pass unchanged: quotes,
  /// backslashes, every C0 control, DEL and C1 controls, line and paragraph separators, bidi
  /// overrides and isolates, U+202F and the other invisible spaces, workflow commands at a
  /// line's start, markup, characters outside the BMP and a combining mark.
  static let hostile: [String] = [
    "1:00\u{202F}PM",
    #""quoted" \back\slash\ \"both\" \u0041 /slash/"#,
    String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) })),
    "\u{7F}\u{80}\u{85}\u{9F}\u{A0}\u{AD}\u{BF}",
    "a\u{2028}b\u{2029}c\u{2027}\u{202F}\u{2030}",
    "\u{202A}L\u{202B}R\u{202C}\u{202D}O\u{202E}O\u{2066}I\u{2067}\u{2068}\u{2069}\u{206A}",
    "\u{200E}\u{200F}\u{061C}\u{200B}\u{FEFF}\u{3000}\u{2009}",
    "::error file=a,line=1::x\n::warning::y\r\n  ::notice::z",
    "::",
    "<script>alert('&amp;')</script> ]]> <!-- -->",
    "😀 e\u{301} 𝒳 \u{E0001}\u{10FFFF} 二〇二三 | 癸卯)年",
    "",
  ]

  /// A value of 300,000 characters with hostile text throughout: longer than a piece.
  static let long = String(repeating: "x\u{202E}y\u{85}\"\\\n\u{202F}", count: 40_000)

  /// Every change class, in several files and artifacts, with hostile values and keys; whole
  /// files added and removed; parsing changes with what each side parsed; a long value.
  static let changes: [Change] = {
    var changes: [Change] = []
    let paths: [[String]] = [
      ["calendars", "gregorian", "styles", "UTC", "2010-01-27T18:00:00Z", "none/short"],
      ["calendars", "hebrew", "wheels", "date", "order"],
      ["fields", "buddhist", "era", "wide"],
      ["arithmetic", "gregorian", "Asia/Tokyo", "+1 month"],
      ["week", "firstWeekday"],
      ["calendars", "japanese", "patterns", "::error::\u{202E}\"k\\ey\n"],
    ]
    var line = 3
    for (index, changeClass) in ChangeClass.allCases.enumerated() {
      for (offset, value) in hostile.enumerated() {
        let file = ["en_US.json", "ar_EG.json", "fields.json", "he_IL.json"][(index + offset) % 4]
        let path = paths[(index + offset) % paths.count]
        let other = hostile[(offset + 1) % hostile.count]
        var change = Change(
          file: file, path: path + ["\(offset)"], changeClass: changeClass,
          old: changeClass == .added ? nil : other, new: changeClass == .removed ? nil : value,
          oldLine: offset % 3 == 0 ? nil : line, newLine: offset % 5 == 0 ? nil : line + 1)
        if changeClass == .parsing {
          change.oldParsed = value
          change.newParsed = offset % 2 == 0 ? nil : other
        }
        changes.append(change)
        line += 2
      }
    }
    changes.append(
      Change(
        file: "zz_new.json", path: [], changeClass: .added, old: nil, new: nil, oldLine: nil,
        newLine: 1))
    changes.append(
      Change(
        file: "zz_old\u{202E}\n::x.json", path: [], changeClass: .removed, old: nil, new: nil,
        oldLine: 1, newLine: nil))
    changes.append(
      Change(
        file: "en_US.json", path: ["calendars", "gregorian", "styles", "long"],
        changeClass: .text, old: "short", new: long, oldLine: 900, newLine: 901))
    return changes.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
  }()

  /// Enough changes (2,000, in 40 files) to fill several pieces: 2.8 MB of JSON.
  static let bulk: [Change] = (0..<2_000).map { index in
    Change(
      file: "l\(index % 40).json",
      path: ["calendars", "gregorian", "styles", "UTC", "t\(index)", "full/full"],
      changeClass: index % 7 == 0 ? .text : .whitespace,
      old: String(repeating: "Wednesday, January 27, 2010 at 6:00:00\u{202F}PM ", count: 12),
      new: String(repeating: "Wednesday, January 27, 2010 at 6:00:00 PM ", count: 12),
      oldLine: index + 2, newLine: index + 2)
  }

  static func report(
    _ changes: [Change], failOn: Set<ChangeClass> = Set(ChangeClass.allCases),
    ignore: Set<ChangeClass> = [], maxEntries: Int? = nil, side: Change.Side = .old
  ) -> CheckReport {
    var report = CheckReport(
      oldLabel: "corpus\u{202E}/", newLabel: "new\n::error::x (fresh render)", old: nil, new: nil,
      changes: changes, failOn: failOn, ignore: ignore, annotationRoot: "corpus/",
      annotatedSide: side, maxEntries: maxEntries,
      notes: ["a note\n::error::from a value \u{85}", "\"quoted\" \\"])
    report.engineChanges = [
      .init(name: "icu", old: "72.1", new: "76.1"),
      .init(name: "engine", old: "icu", new: "Foundation DateFormatter (ICU 76.1)"),
    ]
    return report
  }

  /// The reports compared: everything listed, bounded lists (some classes left out, none
  /// listed), a narrower policy with a class ignored, the diff's side, nothing changed.
  static let reports: [CheckReport] = [
    report(changes),
    report(changes, maxEntries: 17),
    report(changes, maxEntries: 0),
    report(changes, failOn: [.order, .text], ignore: [.whitespace], maxEntries: 40),
    report(changes, failOn: [.bidi], side: .new),
    report([]),
    report(bulk, failOn: [.text], maxEntries: 1_500),
  ]

  /// Members a shard report adds; the names the document has already keep its own values.
  static let extra: [String: GoldenJSON] = [
    "shard": .object([
      "index": .int(2), "count": .int(4),
      "files": .array([.string("en_US.json"), .string("\u{202E}x\u{85}")]),
      "check": .inline(.object(["plan": .string("\"p\"\n"), "ok": .bool(true)])),
    ]),
    "changes": .string("not the document's"),
    "notes": .array([.string("not the document's")]),
    "aaa": .int(-1),
    "zzz\u{2066}": .string("\u{2028}"),
  ]

  static let files = [
    "ar_EG.json", "de_DE.json", "en_US.json", "fields.json", "he_IL.json", "x\u{202E}<&>.json",
  ]

  @Test(arguments: 0..<reports.count)
  func jsonIsByteForByteAsBefore(_ index: Int) {
    let report = Self.reports[index]
    #expect(JSONReporter().render(report) == WholeDocumentReports.json(report))
    #expect(
      JSONReporter().render(report, extra: Self.extra)
        == WholeDocumentReports.json(report, extra: Self.extra))
    // Through ReportFormat, as check and diff write it.
    #expect(
      Self.written(.json, report) == Array(WholeDocumentReports.json(report).utf8))
  }

  @Test(arguments: 0..<reports.count)
  func junitIsByteForByteAsBefore(_ index: Int) {
    let report = Self.reports[index]
    for files in [[], Self.files] {
      #expect(
        JUnitReporter(files: files).render(report)
          == WholeDocumentReports.junit(report, files: files))
    }
    #expect(
      Self.written(.junit, report, files: Self.files)
        == Array(WholeDocumentReports.junit(report, files: Self.files).utf8))
  }

  /// Every scalar DEL and above that the documents escape, and the ones they keep raw, are
  /// written as the scalar-by-scalar rule wrote them, including where a piece ends right after.
  @Test func escapesAsTheScalarRuleDid() {
    var text = ""
    for value in UInt32(0x20)...0x3100 {
      if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
    }
    text += "😀\u{10FFFF}\u{E0001}"
    var escaped: [UInt8] = []
    Array(text.utf8).withUnsafeBufferPointer { piece in
      JSONReporter.escapingUnsafe(piece) { escaped.append(contentsOf: $0) }
    }
    #expect(String(decoding: escaped, as: UTF8.self) == WholeDocumentReports.escapingUnsafe(text))
    for ending in ["\u{7F}", "\u{85}", "\u{202E}", "\u{2069}", "\u{202F}", "\u{C2}", "é"] {
      var piece: [UInt8] = []
      Array(("ab" + ending).utf8).withUnsafeBufferPointer { bytes in
        JSONReporter.escapingUnsafe(bytes) { piece.append(contentsOf: $0) }
      }
      #expect(
        String(decoding: piece, as: UTF8.self) == WholeDocumentReports.escapingUnsafe("ab" + ending)
      )
    }
  }

  /// A report of 2,000 changes (about 3 MB) goes out in pieces of about a megabyte (a piece
  /// ends after the record or test case that fills it), never whole.
  @Test(arguments: [ReportFormat.json, .junit])
  func aLargeReportGoesOutInPieces(_ format: ReportFormat) {
    let report = Self.report(Self.bulk)
    var pieces: [Int] = []
    var bytes: [UInt8] = []
    format.write(report, old: Self.side, new: Self.side, files: [], useColor: false) { piece in
      pieces.append(piece.count)
      bytes.append(contentsOf: piece)
    }
    #expect(bytes.count > 2 * ReportFormat.pieceSize)
    #expect(pieces.count >= 3)
    #expect(pieces.allSatisfy { $0 <= ReportFormat.pieceSize + (1 << 18) })
    let whole =
      format == .json
      ? WholeDocumentReports.json(report) : WholeDocumentReports.junit(report, files: [])
    #expect(bytes == Array(whole.utf8))
  }

  /// A failing output ends the report where it failed: nothing after is written.
  @Test func aFailingOutputStopsTheReport() {
    struct Full: Error {}
    var calls = 0
    #expect(throws: Full.self) {
      try JSONReporter().write(Self.report(Self.bulk)) { (_) throws(Full) in
        calls += 1
        throw Full()
      }
    }
    #expect(calls == 1)
  }

  /// The streamed JSON parses, and every hostile value reads back as it was.
  @Test func jsonParsesWithEveryValueIntact() throws {
    let report = Self.report(Self.changes)
    let text = JSONReporter().render(report, extra: Self.extra)
    #expect(!text.unicodeScalars.contains { $0 != "\n" && MessageText.isUnsafe($0) })
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let records = try #require(json["changes"] as? [[String: Any]])
    #expect(records.count == Self.changes.count)
    for (record, change) in zip(records, report.changes) {
      #expect(record["old"] as? String == change.old)
      #expect(record["new"] as? String == change.new)
      #expect(record["oldParsed"] as? String == change.oldParsed)
      #expect(record["key"] as? [String] == change.path)
      #expect(record["file"] as? String == change.file)
    }
    #expect(json["aaa"] as? Int == -1)
    #expect((json["shard"] as? [String: Any])?["count"] as? Int == 4)
    #expect(json["notes"] as? [String] == report.notes)
    #expect(text.hasPrefix("{\n  \"aaa\": -1,\n  \"changes\": [\n    {\"artifact\": "))
    #expect(text.hasSuffix("\n  \"zzz\\u2066\": \"\\u2028\"\n}\n"))
  }

  /// The streamed JUnit is well-formed XML.
  @Test(arguments: 0..<reports.count)
  func junitIsWellFormedXML(_ index: Int) {
    let xml = JUnitReporter(files: Self.files).render(Self.reports[index])
    let parser = XMLParser(data: Data(xml.utf8))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
  }

  static let side = CorpusSide(label: "corpus/", manifest: nil, files: [:])

  static func written(_ format: ReportFormat, _ report: CheckReport, files: [String] = [])
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    format.write(report, old: side, new: side, files: files, useColor: false) {
      bytes.append(contentsOf: $0)
    }
    return bytes
  }
}

/// The JSON and JUnit renderers as they were before they wrote as they go (2ccf7be): each built
/// the whole document, then returned it. Kept, unchanged but for their names, as the reference
/// the streamed reports must equal byte for byte.
enum WholeDocumentReports {
  static func json(_ report: CheckReport, extra: [String: GoldenJSON] = [:]) -> String {
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
    return escapingUnsafe(String(decoding: document.rendered(), as: UTF8.self))
  }

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

  static func junit(_ report: CheckReport, files: [String]) -> String {
    let byFile = Dictionary(grouping: report.changes, by: \.file)
    let (listed, omitted) = report.listed
    let listedByFile = omitted == 0 ? byFile : Dictionary(grouping: listed, by: \.file)
    let names = Set(files).union(byFile.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let failures = names.filter { byFile[$0]?.contains(where: report.isFailing) ?? false }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="fmtcorpus" tests="\#(names.count)" failures="\#(failures)">"#,
      #"  <testsuite name="fmtcorpus check" tests="\#(names.count)" failures="\#(failures)">"#,
    ]
    for name in names {
      let changes = byFile[name] ?? []
      let failing = changes.filter(report.isFailing)
      let open =
        #"    <testcase classname="corpus" name="\#(JUnitReporter.xml(InvisibleText.visible(name)))""#
      if failing.isEmpty {
        if changes.isEmpty {
          lines.append(open + "/>")
        } else {
          lines.append(open + ">")
          lines.append(
            "      <system-out>\(body(changes.count, listedByFile[name] ?? [], report))</system-out>"
          )
          lines.append("    </testcase>")
        }
        continue
      }
      let classes = Set(failing.map(\.changeClass)).sorted().map(\.rawValue).joined(separator: ", ")
      lines.append(open + ">")
      lines.append(
        #"      <failure message="\#(failing.count) failing change\#(failing.count == 1 ? "" : "s") (\#(classes))" type="drift">\#(body(changes.count, listedByFile[name] ?? [], report))</failure>"#
      )
      lines.append("    </testcase>")
    }
    if omitted > 0, let limit = report.maxEntries {
      lines.append(
        "    <system-out>\(JUnitReporter.xml("--max-entries \(limit): \(listed.count) of \(report.changes.count) changes listed (failing classes first, then by severity); failure counts include all; --max-entries all lists every one"))</system-out>"
      )
    }
    lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func body(_ total: Int, _ changes: [Change], _ report: CheckReport) -> String {
    var lines = changes.map { change in
      let (old, new) = ChangeText.values(change)
      let key = InvisibleText.visible(change.displayKey)
      return
        "[\(change.changeClass.rawValue)] \(key) line \(report.line(change)): \(old ?? "∅") → \(new ?? "∅")"
    }
    if changes.count < total, let limit = report.maxEntries {
      lines.append("… and \(total - changes.count) more not listed (--max-entries \(limit))")
    }
    return JUnitReporter.xml(lines.joined(separator: "\n"))
  }
}
