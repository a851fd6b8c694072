import Foundation
import Testing

/// `month --min/--max` (issue 29 item 3): UICalendarView's `availableDateRange`. A day wholly
/// outside the range — as the engine's calendar bounds it in the zone — is unavailable: `~`
/// before its number in text, its position under `unavailable` in JSON.
@Suite(.tags(.icu72)) struct MonthRangeTests {
  /// 10 February 00:00 to 20 February 04:00 in Los Angeles: 20 February is cut, not left out.
  static let range = ["--min", "2024-02-10T08:00:00Z", "--max", "2024-02-20T12:00:00Z"]

  @Test(arguments: ["icu", "foundation", "formatstyle"])
  func gregorianDaysOutsideAreMarked(engine: String) throws {
    let result = try CLI.run(["month", "--engine", engine, "--locale", "en_US"] + Self.range)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
                February 2024
          Sun Mon Tue Wed Thu Fri Sat
        5                  ~1  ~2  ~3
        6  ~4  ~5  ~6  ~7  ~8  ~9  10
        7  11  12  13  14  15  16  17
        8  18  19  20 ~21 ~22 ~23 ~24
        9 ~25 ~26 ~27 ~28 ~29

        """)
  }

  /// Adar I 5784 began on 10 February 2024; 正月 of 甲辰 too: days 1–11 are in the range.
  @Test(arguments: [
    ("icu", "he_IL", "hebrew", "אדר א׳ 5784", Array(12...30)),
    ("foundation", "he_IL", "hebrew", "אדר א׳ 5784", Array(12...30)),
    ("icu", "zh_TW", "chinese", "2024甲辰年正月", Array(12...29)),
    ("foundation", "zh_TW", "chinese", "2024甲辰年正月", Array(12...29)),
  ])
  func otherCalendarsMarkTheirOwnDays(
    engine: String, locale: String, calendar: String, title: String, unavailable: [Int]
  ) throws {
    let result = try CLI.run(
      ["month", "--engine", engine, "--locale", locale, "--calendar", calendar, "--json"]
        + Self.range)
    #expect(result.status == 0, "\(result.stderr)")
    let list = unavailable.map(String.init).joined(separator: ", ")
    #expect(result.stdout.contains("\n  \"unavailable\": [\(list)],\n"), "\(result.stdout)")
    #expect(result.stdout.contains("\"string\": \"\(title)\"}"), "\(result.stdout)")
  }

  /// The Hebrew month as text: right to left, the marked days those JSON lists.
  @Test func hebrewTextMarksTheSameDays() throws {
    let result = try CLI.run(
      ["month", "--locale", "he_IL", "--calendar", "hebrew", "--zone", "UTC"] + Self.range)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    // UTC: 10 February is Adar I 1; 20 February 12:00 lies in Adar I 11.
    #expect(lines[4] == "  ~ט״ו   ~י״ד   ~י״ג   ~י״ב    י״א     י׳     ט׳ 24")
  }

  @Test func withoutARangeNoDayIsMarked() throws {
    let result = try CLI.run(["month", "--locale", "en_US", "--json"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("unavailable"))
    let open = try CLI.run(["month", "--locale", "en_US", "--min", "2024-02-27T08:00:00Z"])
    #expect(open.stdout.hasSuffix("9 ~25 ~26  27  28  29\n"), "\(open.stdout)")
  }

  @Test func badRangesAreRefusedInOneLine() throws {
    let reversed = try CLI.run([
      "month", "--locale", "en_US", "--min", "2024-03-01T00:00:00Z", "--max",
      "2024-02-01T00:00:00Z",
    ])
    #expect(reversed.status == 2)
    #expect(reversed.stdout == "")
    #expect(
      reversed.stderr
        == "fmtcorpus: error: invalid value '2024-03-01T00:00:00Z' for --min (expected an instant no later than --max 2024-02-01T00:00:00Z)\n"
    )
    let malformed = try CLI.run(["month", "--locale", "en_US", "--max", "2024-03-01"])
    #expect(malformed.status == 2)
    #expect(
      malformed.stderr
        == "fmtcorpus: error: malformed instant '2024-03-01' (expected ISO 8601 in UTC such as 2010-01-27T18:00:00Z)\n"
    )
  }
}
