import CorpusModel
import PlanFileYAML
import Testing

/// The plan file as read: every value with its line and column, and every bad file refused in
/// one line at the value that is wrong.
@Suite struct PlanFileReadingTests {
  static let example = """
    # The app's gate.
    corpus: fmtcorpus
    engine: icu
    artifacts: [skeletons, patterns]
    locales: [en_US, de, ja_JP]
    calendars: gregorian
    zones: [UTC]
    style-zone: UTC
    instants: [2010-01-27T18:00:00Z]
    formats:
      dayHeader: { template: "EEEEMMMMdd" }
      timestamp:
        pattern: "yyyy-MM-dd'T'HH:mm:ssZ"
      timer: { picker: "countDownTimer,duration=4500,minute-interval=5" }
    """

  @Test func readsEveryKeyWithItsPlace() throws {
    let file = try PlanFile.read(Self.example, fileName: "fmtcorpus.yml")
    #expect(file.corpus == .init("fmtcorpus", line: 2, column: 9))
    #expect(file.engine?.value == "icu")
    #expect(file.artifacts?.map(\.value) == ["skeletons", "patterns"])
    #expect(
      file.locales == [
        .init("en_US", line: 5, column: 11), .init("de", line: 5, column: 18),
        .init("ja_JP", line: 5, column: 22),
      ])
    // One value stands for a list of one, as a flag given once.
    #expect(file.calendars?.map(\.value) == ["gregorian"])
    #expect(file.styleZone?.value == "UTC")
    #expect(file.instants?.map(\.value) == ["2010-01-27T18:00:00Z"])
    #expect(file.formats.map(\.name.value) == ["dayHeader", "timestamp", "timer"])
    #expect(file.formats.map(\.kind) == [.template, .pattern, .picker])
    // The app's own spelling, untouched: the golden key greps to the app's code.
    #expect(
      file.formats(.pattern).map(\.value) == [
        .init("yyyy-MM-dd'T'HH:mm:ssZ", line: 13, column: 14)
      ])
  }

  /// `engines` lists the corpus's engines, its own first, which ``PlanFile/engine`` holds too;
  /// a format's `engines` is read beside its `locales` and `calendars`.
  @Test func readsEnginesWithTheirPlaces() throws {
    let file = try PlanFile.read(
      """
      engines: [formatstyle, foundation]
      formats:
        isoDate: { pattern: "yyyy-MM-dd", engines: foundation }
      """, fileName: "fmtcorpus.yml")
    #expect(
      file.engines == [
        .init("formatstyle", line: 1, column: 11), .init("foundation", line: 1, column: 24),
      ])
    #expect(file.engine == .init("formatstyle", line: 1, column: 11))
    #expect(file.formats.first?.engines == [.init("foundation", line: 3, column: 46)])
  }

  /// Scalars stay text: `yes`, `1.0` and `~` are values for the flags' parsers, not YAML's
  /// booleans, numbers and nulls.
  @Test func scalarsAreText() throws {
    let file = try PlanFile.read("locales: [no, ~]\n", fileName: "fmtcorpus.yml")
    #expect(file.locales?.map(\.value) == ["no", "~"])
  }

  @Test(arguments: [
    (
      "corpus: x\nlocal: [de]\n",
      "fmtcorpus.yml:2:1: unknown key 'local' (expected corpus, engine, engines, artifacts, locales, calendars, zones, style-zone, instants, edge-instants, sweep-instants, formats, known-differences)"
    ),
    (
      "locales: [de]\nlocales: [en]\n", "fmtcorpus.yml:2:1: duplicate key 'locales' (each key once)"
    ),
    (
      "artifacts: [skeletons, field]\n",
      "fmtcorpus.yml:1:24: unknown artifact 'field' (expected \(Artifact.names.joined(separator: ", ")))"
    ),
    (
      "locales: {de: 1}\n",
      "fmtcorpus.yml:1:10: 'locales' is a mapping (expected a list of locales)"
    ),
    ("zones: [[UTC]]\n", "fmtcorpus.yml:1:9: an item of 'zones' is a list (expected one of zones)"),
    ("corpus: [a]\n", "fmtcorpus.yml:1:9: 'corpus' is a list (expected one value)"),
    ("locales:\n", "fmtcorpus.yml:1:9: 'locales' is empty (expected a list of locales)"),
    ("corpus: [x\n", "fmtcorpus.yml:1:11: a [ list must close on its line"),
    (
      "- de\n- en\n",
      "fmtcorpus.yml:1:1: the plan file is a list (expected a mapping of corpus, engine, engines, artifacts, locales, calendars, zones, style-zone, instants, edge-instants, sweep-instants, formats, known-differences)"
    ),
    (
      "# nothing\n",
      "fmtcorpus.yml:1:1: the plan file is empty (expected a mapping of corpus, engine, engines, artifacts, locales, calendars, zones, style-zone, instants, edge-instants, sweep-instants, formats, known-differences)"
    ),
    (
      "engines: [icu, foundation]\nengine: icu\n",
      "fmtcorpus.yml:2:1: the plan file has both 'engine' and 'engines' (expected one: 'engines' lists the corpus's own engine first; line 1 has the other)"
    ),
    (
      "formats: [a]\n",
      "fmtcorpus.yml:1:10: 'formats' is a list (expected a mapping of names to formats: dayHeader: { template: EEEEMMMMdd })"
    ),
    (
      "formats:\n  a: yMd\n",
      "fmtcorpus.yml:2:6: format 'a' is a value (expected a mapping with one of template, pattern, picker, duration, relative, interval, style, arithmetic)"
    ),
    (
      "formats:\n  a: { templat: yMd }\n",
      "fmtcorpus.yml:2:8: unknown key 'templat' in format 'a' (expected template, pattern, picker, duration, relative, interval, style, arithmetic)"
    ),
    (
      "formats:\n  a: { template: yMd, pattern: y }\n",
      "fmtcorpus.yml:2:23: format 'a' has both template and pattern (expected one)"
    ),
    (
      "formats:\n  a: { style: { date: short } }\n",
      "fmtcorpus.yml:2:15: the style of format 'a' is a mapping (expected one value: a date style and a time style as date/time, such as medium/short)"
    ),
    (
      "formats:\n  a: { template: '' }\n", "fmtcorpus.yml:2:18: the template of format 'a' is empty"
    ),
    (
      "formats:\n  a: {}\n",
      "fmtcorpus.yml:2:6: format 'a' names no format (expected one of template, pattern, picker, duration, relative, interval, style, arithmetic)"
    ),
    (
      "formats:\n  a: { template: yMd }\n  a: { template: yMMMd }\n",
      "fmtcorpus.yml:3:3: duplicate key 'a' (each key once)"
    ),
  ])
  func refusesOnItsLine(_ text: String, _ message: String) {
    #expect(throws: PlanFileError.self) { try PlanFile.read(text, fileName: "fmtcorpus.yml") }
    do {
      _ = try PlanFile.read(text, fileName: "fmtcorpus.yml")
    } catch {
      #expect(error.description == message)
    }
  }

  /// Untrusted input: a file past the size limit is refused unread, bytes that are not UTF-8
  /// are refused, and aliases that would expand past the value limit are refused, not walked.
  @Test func boundsWhatItReads() {
    let big = [UInt8](repeating: UInt8(ascii: "#"), count: PlanFile.maximumBytes + 1)
    #expect(
      throws: PlanFileError(
        fileName: "f.yml", line: 1, column: 1,
        reason: "the plan file has 262145 bytes (expected at most 262144)")
    ) { try PlanFile.read(big, fileName: "f.yml") }
    #expect(
      throws: PlanFileError(
        fileName: "f.yml", line: 1, column: 1, reason: "the plan file is not UTF-8 text")
    ) { try PlanFile.read([0x63, 0xFF, 0x0A], fileName: "f.yml") }
    // A file holds at most as many values as it has bytes; past the cap it is refused all the
    // same.
    let many =
      "locales: ["
      + Array(repeating: "a", count: PlanFile.maximumValues).joined(
        separator: ",") + "]\n"
    #expect(
      throws: PlanFileError(
        fileName: "f.yml", line: 1, column: 40_005,
        reason: "the plan file holds more than 20000 values (aliases included)")
    ) { try PlanFile.read(many, fileName: "f.yml") }
    // Anchors and aliases are refused where they stand: no alias is ever expanded.
    let aliased = "locales: &l [a, b]\nzones: [*l]\n"
    #expect(
      throws: PlanFileError(
        fileName: "f.yml", line: 1, column: 10,
        reason: "anchors and aliases (& and *) are not read in a plan file")
    ) { try PlanFile.read(aliased, fileName: "f.yml") }
  }
}
