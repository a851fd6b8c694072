import Foundation
import Testing

/// Issue 38's crashes on forged numbers: a golden file edited and its manifest record
/// recomputed to match (``CorpusEdits``), as a pull request can do. `report` died with SIGILL
/// on both; now a month's day beyond Int.max is drawn without a mark, and a wheel selecting a
/// row it does not have is refused when the corpus is read.
@Suite(.tags(.icu72)) struct ForgedNumbersTests {
  /// The first reference wheel of hours in en_US's file: `dateAndTime`'s (modes are sorted).
  static let hourWheel =
    #""field": "hour", "pattern": "h", "rows": ["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"], "selected": 6}"#

  static func report(_ corpus: URL) throws -> (CLI.Result, URL) {
    let out = corpus.deletingLastPathComponent().appendingPathComponent("report.html")
    return (try CLI.run(["report", "--corpus", corpus.path, "--out", out.path]), out)
  }

  @Test func aMonthsSelectedDayBeyondIntMaxIsDrawnWithoutAMark() throws {
    let corpus = try SmallCorpus.copy()
    let day = "9223372036854775808"
    try CorpusEdits.edit(corpus, "en_US.json") { text in
      let original =
        #""selected": {"pattern": "EEEE, MMMM d, y", "string": "Wednesday, February 14, 2024"}"#
      guard let range = text.range(of: original) else { return text }
      return text.replacingCharacters(
        in: range,
        with:
          #""selected": {"pattern": "EEEE, MMMM d, y", "string": "Wednesday, February \#(day), 2024"}"#
      )
    }
    let (result, out) = try Self.report(corpus)
    #expect(!result.signaled)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    let page = try String(contentsOf: out, encoding: .utf8)
    #expect(page.contains("title=\"Wednesday, February \(day), 2024\""))
  }

  @Test(arguments: [
    "9223372036854775807", "9223372036854775806", "9223372036854775805",
    "-9223372036854775808", "-9223372036854775807", "-9223372036854775806", "12", "-1",
  ])
  func aWheelSelectingARowItLacksIsRefusedWhenRead(selected: String) throws {
    let corpus = try SmallCorpus.copy()
    try CorpusEdits.edit(corpus, "en_US.json") { text in
      guard let range = text.range(of: Self.hourWheel) else { return text }
      return text.replacingCharacters(
        in: range, with: Self.hourWheel.replacingOccurrences(of: ": 6}", with: ": \(selected)}"))
    }
    let line = try SmallCorpus.line(corpus, "en_US.json", of: "\"selected\": \(selected)}")
    let expected =
      "fmtcorpus: error: \(corpus.path)/en_US.json:\(line): corrupt golden file: calendars.gregorian.wheels.dateAndTime 'hour' wheel's selected row \(selected) is not one of its rows (0 to 11) (restore it from git or run 'fmtcorpus generate --out \(corpus.path)')\n"
    let (report, out) = try Self.report(corpus)
    #expect(!report.signaled)
    #expect(report.status == 2)
    #expect(report.stderr == expected)
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let check = try CLI.run(["check", "--corpus", corpus.path])
    #expect(check.status == 2)
    #expect(check.stderr == expected)
  }
}
