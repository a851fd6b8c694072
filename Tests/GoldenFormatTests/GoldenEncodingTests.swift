import Assembly
import CorpusModel
import TestSupport
import Testing

@testable import GoldenFormat

/// The streamed encoder against the tree it replaced (``TreeEncoding``, which wrote the committed
/// corpus): configured pickers cut against every kind of reference wheel, timers, `fields.json`,
/// byte for byte and entry for entry; and one whole file with every artifact, pinned exactly.
@Suite struct GoldenEncodingTests {
  static let units = WheelLabels.units(
    wide: ["one": "{0} hour", "other": "{0} hours"], short: ["other": "{0} hr"])
  static let moreUnits = WheelLabels.units(
    wide: ["few": "{0} \"hours\"", "one": "{0} hour", "other": "{0} hours"],
    short: ["other": "{0} hr"])
  static let fewerUnits = WheelLabels.units(
    wide: ["other": "{0} hours"], short: ["one": "h {0}", "other": "{0}\u{202F}h"])
  /// ar_EG-like: a wide label without the number, right-to-left marks.
  static let arabicUnits = WheelLabels.units(
    wide: ["one": "ساعة", "other": "{0} ساعات"], short: ["other": "\u{200F}{0} س"])
  static let rowLabels = [
    RowLabel(row: "0", category: "other", wide: "0 hours", short: "0 hr"),
    RowLabel(row: "1", category: "one", wide: "1 hour", short: "1 hr"),
  ]
  static let arabicRowLabels = [
    RowLabel(row: "٠", category: "zero", wide: "٠ ساعات", short: "\u{200F}٠ س"),
    RowLabel(row: "١", category: "one", wide: "ساعة", short: "\u{200F}١ \\ س"),
  ]

  /// Hour wheels that differ from each other in one member or another, or in none.
  static let wheels: [Wheel] = [
    Wheel(field: .hour, pattern: "h", rows: ["1", "2"], selected: 0),
    Wheel(field: .hour, pattern: "h", rows: ["1", "2", "3"], selected: 0),
    Wheel(field: .hour, pattern: "hh", rows: ["1", "2"], selected: 1),
    Wheel(field: .hour, pattern: "h", rows: ["1", "2"], selected: 0, disabled: []),
    Wheel(field: .hour, pattern: "h", rows: ["1", "2"], selected: 0, disabled: [1]),
    Wheel(field: .hour, pattern: "h", rows: ["1", "2"], selected: 0, labels: .today("Today")),
    Wheel(field: .hour, pattern: "h", rows: ["1", "2"], selected: 1, labels: .today("Heute")),
    Wheel(field: .hour, pattern: "h", rows: ["1", "2"], selected: 0, labels: units),
    Wheel(field: .hour, pattern: "h", rows: ["1", "2"], selected: 0, labels: moreUnits),
    Wheel(field: .hour, pattern: "h", rows: ["1", "2"], selected: 0, labels: fewerUnits),
    Wheel(
      field: .hour, pattern: "h", rows: ["1", "2"], selected: 0, labels: units,
      rowLabels: rowLabels),
    Wheel(
      field: .hour, pattern: "h", rows: ["1", "2"], selected: 0, labels: fewerUnits,
      rowLabels: rowLabels, disabled: [0]),
    Wheel(
      field: .hour, pattern: "h", rows: ["٠", "١"], selected: 1, labels: arabicUnits,
      rowLabels: arabicRowLabels),
    Wheel(
      field: .hour, pattern: "h", rows: ["٠", "١"], selected: 1, labels: arabicUnits,
      rowLabels: Array(arabicRowLabels.reversed())),
  ]

  static func picker(_ wheels: [Wheel], pattern: String? = "h:mm a", rtl: Bool = false) -> Picker {
    Picker(
      locale: LocaleID(rawValue: "en_US"), calendar: .gregorian, mode: .time, pattern: pattern,
      isRightToLeft: rtl, wheels: wheels)
  }

  static func streamed(_ write: (inout GoldenWriter) -> Void) -> (String, Int) {
    let file = GoldenWriter.file(write)
    return (String(decoding: file.bytes, as: UTF8.self), file.entries)
  }

  static func tree(_ value: GoldenJSON) -> (String, Int) {
    (String(decoding: value.rendered(), as: UTF8.self), value.entryCount)
  }

  /// A whole file with every artifact — reference pickers with a today label and units,
  /// configured pickers with disabled rows and changed labels, timers with row labels, months,
  /// right-to-left text, escapes — is byte for byte what the tree-building encoder wrote
  /// (`every-artifact.json` was written by 604ec8f's encoder from the same values; its relative
  /// times, one null, and durations were recorded when those artifacts were added).
  ///
  /// The fixture pins the artifacts it holds, rendered by a plan of just those (read from the
  /// fixture); any other, which the corpus gives no values, may write at most an empty member
  /// under the default plan. So an artifact added later needs no new recording here: its own
  /// tests pin its bytes. The entry count is the fixture's, counted in its text.
  @Test func everyArtifactFileIsTheTreeEncodersBytes() throws {
    let fixture = GoldenLines(try TestSupport.fixture("every-artifact.json"))
    let held = Set(fixture.entries.map(\.section))
    var plan = Plan.default
    plan.artifacts = Artifact.names.filter(held.contains)
    #expect(Set(plan.artifacts ?? []) == held.subtracting(["formatVersion", "locale"]))
    let file = LocaleFileEncoding.render(EveryArtifactFixture.corpus, plan: plan)
    FixtureRecording.expect(
      String(decoding: file.bytes, as: UTF8.self), equalsFixture: "every-artifact.json")
    #expect(file.entries == fixture.count)

    // Lines without their trailing commas, and without an artifact's empty member where the
    // fixture holds none of that artifact.
    func lines(_ bytes: [UInt8]) -> [Substring] {
      String(decoding: bytes, as: UTF8.self).split(separator: "\n").map {
        $0.hasSuffix(",") ? $0.dropLast() : $0
      }.filter { line in
        guard let empty = line.wholeMatch(of: /\ *"([a-zA-Z]+)": (\{\}|\[\])/) else { return true }
        let name = String(empty.output.1)
        return held.contains(name) || Artifact.named(name) == nil
      }
    }
    let whole = LocaleFileEncoding.render(EveryArtifactFixture.corpus)
    #expect(whole.entries == file.entries)
    #expect(lines(whole.bytes) == lines(file.bytes))
  }

  @Test func configuredPickerCutsAsTheTreeDid() {
    let minute = Wheel(field: .minute, pattern: "mm", rows: ["00", "30"], selected: 1)
    var compared = 0
    for (r, referenceWheel) in Self.wheels.enumerated() {
      for (c, wheel) in Self.wheels.enumerated() {
        for (pattern, rtl) in [("h:mm a", false), ("h:mm a", true), ("a h:mm", false)] {
          let reference = Self.picker([referenceWheel, minute])
          // A minute wheel the reference has, one it lacks (second), and the hour wheel.
          let configured = Self.picker(
            [minute, wheel, Wheel(field: .second, pattern: "ss", rows: ["0"], selected: 0)],
            pattern: pattern, rtl: rtl)
          let new = Self.streamed {
            GoldenEncoding.write(configured: configured, reference: reference, into: &$0)
          }
          let old = Self.tree(TreeEncoding.configured(configured, reference: reference))
          #expect(new == old, "reference wheel \(r), configured wheel \(c), \(pattern) \(rtl)")
          compared += 1
        }
      }
    }
    #expect(compared == 14 * 14 * 3)
  }

  /// The reference's last wheel of a field is the one compared; a picker without a pattern, or
  /// without a reference, is cut as the tree cut it.
  @Test func configuredPickerEdges() {
    let first = Self.wheels[0]
    let last = Self.wheels[2]
    let cases: [(Picker, Picker?)] = [
      (Self.picker([first]), Self.picker([first, last])),
      (Self.picker([last]), Self.picker([first, last])),
      (Self.picker([first], pattern: nil), Self.picker([first])),
      (Self.picker([first]), Self.picker([first], pattern: nil)),
      (Self.picker([]), Self.picker([first])),
      (Self.picker(Self.wheels, rtl: true), nil),
    ]
    for (index, (picker, reference)) in cases.enumerated() {
      let new = Self.streamed {
        GoldenEncoding.write(configured: picker, reference: reference, into: &$0)
      }
      #expect(new == Self.tree(TreeEncoding.configured(picker, reference: reference)), "\(index)")
    }
  }

  @Test func timerIsLaidOutAsTheTreeDid() {
    let cases =
      Self.wheels.map { Self.picker([$0], pattern: nil) } + [
        Self.picker(Self.wheels, pattern: nil, rtl: true), Self.picker(Self.wheels),
      ]
    for (index, picker) in cases.enumerated() {
      let new = Self.streamed { GoldenEncoding.write(timer: picker, into: &$0) }
      #expect(new == Self.tree(TreeEncoding.timer(picker)), "\(index)")
    }
  }

  @Test func fieldsFileIsTheTreesBytes() throws {
    var fields: [FieldsKey: CalendarFields] = [:]
    let calendars: [CalendarID] = [.hebrew, .gregorian, .buddhist]
    let zones = ["UTC", "America/St_Johns", "Asia/Kolkata", "America/New_York"]
    let instants = try ["2024-02-29T17:00:00Z", "1876-03-10T04:56:02Z", "2038-01-19T03:14:08Z"]
      .map { try Instant(iso8601: $0) }
    for (c, calendar) in calendars.enumerated() {
      for (z, zone) in zones.enumerated() {
        for (i, instant) in instants.enumerated() {
          fields[FieldsKey(calendar: calendar, zone: ZoneID(rawValue: zone), instant: instant)] =
            CalendarFields(
              era: c, year: 5784 - z, month: 6 + i, monthName: i == 1 ? "Adar \"I\"" : "März",
              isLeapMonth: i == 0, day: -z, hour: 23, minute: 59 - i, weekday: 1 + z,
              weekdayOrdinal: 5)
        }
      }
    }
    let new = FieldsStep.file(fields)
    let old = TreeEncoding.encode(fields: fields)
    #expect(String(decoding: new.bytes, as: UTF8.self) == Self.tree(old).0)
    #expect(new.entries == old.entryCount)
    #expect(new.entries == 3 * 4 * 3 + 1)
    let empty = FieldsStep.file([:])
    #expect(
      String(decoding: empty.bytes, as: UTF8.self)
        == "{\n  \"fields\": {},\n  \"formatVersion\": \(Manifest.currentFormatVersion)\n}\n")
  }
}

/// The writer's own bytes: strings scanned a word at a time, numbers written digit by digit, a
/// buffer that grows.
@Suite struct GoldenWriterTests {
  /// JSON's escapes, one byte at a time: what the word-at-a-time scan must agree with.
  static func escapedByteByByte(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case _ where scalar.value < 0x20:
        out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// Each byte that needs an escape, and bytes just beside the tests' bounds (0x1F/0x20,
  /// 0x21/0x23 around `"`, 0x5B/0x5D around `\`, UTF-8 continuation bytes ≥ 0x80), at every
  /// offset of strings up to three words long.
  @Test func escapesAgreeAtEveryOffset() {
    let specials: [String] = [
      "\"", "\\", "\n", "\t", "\r", "\u{00}", "\u{1F}", "\u{07}", " ", "!", "#", "[", "]", "\u{7F}",
      "\u{202F}", "\u{200F}", "é", "ب", "😀",
    ]
    for length in 0...24 {
      for special in specials {
        for offset in 0...length {
          let text =
            String(repeating: "a", count: offset) + special
            + String(repeating: "z", count: length - offset)
          let file = GoldenWriter.file { $0.string(text) }
          #expect(
            String(decoding: file.bytes, as: UTF8.self) == Self.escapedByteByByte(text) + "\n",
            "\(special.unicodeScalars.map(\.value)) at \(offset) of \(length)")
        }
      }
    }
    let all = String(decoding: (1...0x7F).map { UInt8($0) }, as: UTF8.self)
    #expect(
      String(decoding: GoldenWriter.file { $0.string(all) }.bytes, as: UTF8.self)
        == Self.escapedByteByByte(all) + "\n")
  }

  @Test func integersAsStringWritesThem() {
    let values = [0, 1, 9, 10, 99, 100, 5784, -1, -10, -4_56_02, Int.max, Int.min]
    let file = GoldenWriter.file { writer in
      writer.array { writer in for value in values { writer.int(value) } }
    }
    let expected = "[\n" + values.map { "  \($0)" }.joined(separator: ",\n") + "\n]\n"
    #expect(String(decoding: file.bytes, as: UTF8.self) == expected)
    #expect(file.entries == values.count)
  }

  /// A buffer of the smallest size grows past it, and what was written stays.
  @Test func growsPastItsCapacity() {
    let rows = (0..<2_000).map { "row \($0) \u{202F}\"" }
    let file = GoldenWriter.file(capacity: 1) { writer in
      writer.object { writer in
        writer.member("ok", true)
        writer.key("rows")
        writer.inline { $0.array(rows) }
      }
    }
    let expected =
      "{\n  \"ok\": true,\n  \"rows\": ["
      + rows.map { Self.escapedByteByByte($0) }.joined(separator: ", ") + "]\n}\n"
    #expect(String(decoding: file.bytes, as: UTF8.self) == expected)
    #expect(file.entries == 2)
  }
}

/// The order `styles` and `fields.json` are written in: packed into integers and sorted, or,
/// for a table too large to pack, sorted as tuples — the same order either way, which is the
/// keys' ranks level by level, then first seen.
@Suite struct RankedRowsTests {
  @Test(arguments: [1, 2, 5, 40, 600])
  func packedAndTupleSortsAgree(rows: Int) {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(rows)
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let counts = (3, 17, 25)
    func permutation(_ count: Int) -> [Int] {
      var values = Array(0..<count)
      for index in values.indices.reversed() { values.swapAt(index, next(index + 1)) }
      return values
    }
    let ranks = (permutation(counts.0), permutation(counts.1), permutation(counts.2))
    let keys = (0..<rows).map { _ in (next(counts.0), next(counts.1), next(counts.2)) }
    let packed = GoldenEncoding.RankedRows.sorted(keys, ranks: ranks)
    let tuples = GoldenEncoding.RankedRows.sorted(keys, ranks: ranks, packing: 0)
    let expected = keys.enumerated().map { index, key in
      (ranks.0[key.0], ranks.1[key.1], ranks.2[key.2], index)
    }.sorted { ($0.0, $0.1, $0.2, $0.3) < ($1.0, $1.1, $1.2, $1.3) }
    #expect(packed.map { [$0.0, $0.1, $0.2, $0.3] } == expected.map { [$0.0, $0.1, $0.2, $0.3] })
    #expect(tuples.map { [$0.0, $0.1, $0.2, $0.3] } == expected.map { [$0.0, $0.1, $0.2, $0.3] })
  }
}
