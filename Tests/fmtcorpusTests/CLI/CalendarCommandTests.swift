import Foundation
import Testing

/// Every calendar of the engine through every command that takes `--calendar` (issue 29), and
/// `info --calendars`.
@Suite(.tags(.icu72)) struct CalendarCommandTests {
  static let icuCalendars = [
    "gregorian", "japanese", "buddhist", "roc", "persian", "islamic-civil", "islamic", "hebrew",
    "chinese", "indian", "coptic", "ethiopic", "ethiopic-amete-alem", "iso8601", "dangi",
    "islamic-umalqura", "islamic-tbla", "islamic-rgsa",
  ]

  static let unknownJulian =
    "fmtcorpus: error: unknown calendar 'julian' (expected one of: \(icuCalendars.joined(separator: ", ")), or 'all'; the foundation engine also has vietnamese, bangla, gujarati, kannada, malayalam, marathi, odia, tamil, telugu, vikram)\n"

  @Test func theJapaneseCalendarInJapanese() throws {
    let result = try CLI.run([
      "format", "--locale", "ja_JP", "--calendar", "japanese", "--date-style", "long", "--zone",
      "Asia/Tokyo", "--at", "2010-01-27T18:00:00Z",
    ])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == "平成22年1月28日\n")
  }

  @Test func formatAllWritesALinePerCalendar() throws {
    let result = try CLI.run([
      "format", "--locale", "en_US", "--calendar", "all", "--date-style", "long", "--zone", "UTC",
      "--at", "2023-04-10T12:00:00Z",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        gregorian: April 10, 2023
        japanese: April 10, 5 Reiwa
        buddhist: April 10, 2566 BE
        roc: April 10, 112 Minguo
        persian: Farvardin 21, 1402 AP
        islamic-civil: Ramadan 19, 1444 AH
        islamic: Ramadan 20, 1444 AH
        hebrew: 19 Nisan 5783
        chinese: Second Monthbis 20, 2023(gui-mao)
        indian: Chaitra 20, 1945 Saka
        coptic: Baramouda 2, 1739 ERA1
        ethiopic: Miazia 2, 2015 ERA1
        ethiopic-amete-alem: Miazia 2, 7515 ERA0
        iso8601: April 10, 2023
        dangi: Second Monthbis 20, 2023(gui-mao)
        islamic-umalqura: Ramadan 19, 1444 AH
        islamic-tbla: Ramadan 20, 1444 AH
        islamic-rgsa: Ramadan 20, 1444 AH

        """)
  }

  @Test func wheelsAllPrintsEachCalendarAndMode() throws {
    let result = try CLI.run(["wheels", "--locale", "ja_JP", "--calendar", "all"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 18 * 4)
    #expect(
      lines.filter { $0.contains(" date: ") }.prefix(4) == [
        "gregorian date: [ 2007年 | 11月 | 15日 ]", "japanese date: [ 平成19年 | 11月 | 15日 ]",
        "buddhist date: [ 仏暦2550年 | 11月 | 15日 ]", "roc date: [ 民国96年 | 11月 | 15日 ]",
      ])
  }

  /// The leap second month of 2023 has 29 days (ICU 72's ACTUAL_MAXIMUM says 30).
  @Test func monthInTheChineseCalendar() throws {
    let result = try CLI.run([
      "month", "--locale", "en_US", "--calendar", "chinese", "--at", "2023-04-10T12:00:00Z",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        Second Monthbis 2023(gui-mao)
           Sun Mon Tue Wed Thu Fri Sat
         9               1   2   3   4
        10   5   6   7   8   9  10  11
        11  12  13  14  15  16  17  18
        12  19  20  21  22  23  24  25
        13  26  27  28  29

        """)
  }

  @Test func monthAllAsJSONIsAnArrayOfEveryCalendar() throws {
    let result = try CLI.run(["month", "--locale", "en_US", "--calendar", "all", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let months = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(months.compactMap { $0["calendar"] as? String } == Self.icuCalendars)
  }

  @Test(arguments: [
    ["format", "--locale", "en_US", "--date-style", "long", "--calendar", "julian"],
    ["wheels", "--locale", "en_US", "--calendar", "julian"],
    ["month", "--locale", "en_US", "--calendar", "julian"],
    ["generate", "--locale", "en_US", "--calendar", "julian", "--out", "/nonexistent/x"],
  ])
  func anUnknownCalendarListsTheValidOnes(arguments: [String]) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == Self.unknownJulian)
  }

  /// A calendar only Foundation has: ICU would render it as Gregorian without a word.
  @Test func aFoundationCalendarIsNotTheICUEnginesOne() throws {
    let result = try CLI.run([
      "format", "--locale", "en_US", "--date-style", "long", "--calendar", "vikram",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: calendar 'vikram' is not one of the icu engine's (expected one of: \(Self.icuCalendars.joined(separator: ", ")))\n"
    )
  }

  @Test func infoListsTheEnginesCalendars() throws {
    let result = try CLI.run(["info", "--calendars"])
    #expect(result.status == 0)
    #expect(result.stdout == Self.icuCalendars.joined(separator: "\n") + "\n")
    let both = try CLI.run(["info", "--calendars", "--zones"])
    #expect(both.status == 2)
    #expect(
      both.stderr
        == "fmtcorpus: error: invalid value '--zones --calendars' for info (expected one list at a time: --locales, --zones or --calendars)\n"
    )
  }

  @Test func generateAllRendersEveryCalendarAndChecks() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("fmtcorpus-calendars-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CLI.run([
      "generate", "--locale", "ja_JP", "--calendar", "all", "--out", directory.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let file =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: directory.appendingPathComponent("ja_JP.json"))) as? [String: Any]
    let calendars = try #require(file?["calendars"] as? [String: Any])
    #expect(calendars.keys.sorted() == Self.icuCalendars.sorted())
    let check = try CLI.run(["check", "--corpus", directory.path])
    #expect(check.status == 0)
    #expect(check.stdout.hasSuffix("ok: no changes\n"))
  }
}
