import Foundation
import Testing

/// The Foundation engines at the edges of issue 38: a reversed interval, relative times past
/// the dates Foundation's `Calendar` reads, a calendar whose `Calendar` computes another
/// calendar's fields, months that skip local days, and a Vikram picker over two centuries.
@Suite(.tags(.foundation76)) struct FoundationEdgeTests {
  static let reversed = [
    "--locale", "en_US", "--template", "yMMMd", "--zone", "UTC", "--at", "2024-02-16T15:00:00Z",
    "--to", "2024-02-14T15:00:00Z",
  ]

  /// ICU's `udtitvfmt_format` and `DateIntervalFormatter` take a pair whose end comes first and
  /// answer it; `Date.IntervalFormatStyle` takes a `Range<Date>`, which cannot run backwards:
  /// refused in one line (it trapped: exit 3 with a backtrace).
  @Test func aReversedIntervalIsTheEnginesAnswerOrOneLine() throws {
    for engine in ["icu", "foundation"] {
      let result = try CLI.run(["format", "--engine", engine] + Self.reversed)
      #expect(result.status == 0, "\(engine): \(result.stderr)")
      #expect(result.stdout == "Feb 16\u{2009}\u{2013}\u{2009}14, 2024\n", "\(engine)")
    }
    let refused = try CLI.run(["format", "--engine", "formatstyle"] + Self.reversed)
    #expect(refused.status == 2)
    #expect(refused.stdout == "")
    #expect(
      refused.stderr
        == "fmtcorpus: error: the formatstyle engine cannot render '2024-02-16T15:00:00Z/2024-02-14T15:00:00Z': Date.IntervalFormatStyle formats a Range<Date>, whose start cannot follow its end\n"
    )
  }

  /// What `format` refuses, a plan leaves out for that engine, and what it answers, a plan
  /// stores: a reversed interval pair (FormatStyle's templates keep their other pairs) and a
  /// relative offset past Foundation's calendar (`null`, as a quarter is). The corpus then
  /// checks clean (a reversed pair in the plan trapped the worker: exit 3).
  @Test(arguments: ["foundation", "formatstyle"])
  func aPlanLeavesOutWhatFormatRefuses(engine: String) throws {
    let folder = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try CLI.run([
      "generate", "-q", "--engine", engine, "--locale", "en_US", "--out", folder.path,
      "--interval", "back=2024-02-16T15:00:00Z/2024-02-14T15:00:00Z", "--relative-offset",
      "-10000",
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let check = try CLI.run(["check", "--corpus", folder.path])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"), "\(check.stdout)")
    let file = try CLI.json(folder.appendingPathComponent("en_US.json"))
    let calendars = try #require(file["calendars"] as? [String: Any])
    let gregorian = try #require(calendars["gregorian"] as? [String: Any])
    let intervals = try #require(gregorian["intervals"] as? [String: [String: String]])
    let yMMMd = try #require(intervals["yMMMd"])
    #expect(yMMMd["days"] == "Feb 14\u{2009}\u{2013}\u{2009}16, 2024")
    let back = engine == "foundation" ? "Feb 16\u{2009}\u{2013}\u{2009}14, 2024" : nil
    #expect(yMMMd["back"] == back)
    #expect(yMMMd.count == (engine == "foundation" ? 8 : 7))
    let relative = try #require(file["relative"] as? [String: [String: [String: [String: Any]]]])
    let always = try #require(relative["long"]?["always"])
    #expect(always["year"]?["-10000"] is NSNull)
    #expect(always["year"]?["-2"] as? String == "2 years ago")
    #expect(always["day"]?["-10000"] as? String == "10,000 days ago")
  }

  /// Foundation's Gregorian `Calendar` reads every date before Julian day 0 (-4713-11-24 noon,
  /// proleptic Gregorian) or after 506713-02-07 as that date: `-10000` years read as
  /// `6,719 years ago`, a million as `in 504,706 years`. Refused beyond, answered within.
  @Test(arguments: ["foundation", "formatstyle"])
  func relativeTimesPastFoundationsCalendarAreRefused(engine: String) throws {
    func relative(_ offset: String, _ unit: String) throws -> CLI.Result {
      try CLI.run([
        "format", "--engine", engine, "--locale", "en_US", "--relative", offset, "--unit", unit,
        "--numeric", "always",
      ])
    }
    for offset in ["-10000", "-7000", "504706", "1000000"] {
      let refused = try relative(offset, "year")
      #expect(refused.status == 2, "\(offset)")
      #expect(refused.stdout == "")
      #expect(
        refused.stderr
          == "fmtcorpus: error: the \(engine) engine cannot render '\(offset) year': Foundation's Calendar reads every date before -4713-11-24T12:00:00Z or after +506713-02-07T00:00:00Z as that date, so from 2007-11-16T02:53:00Z it reaches -6719 … 504705 years\n"
      )
    }
    let seconds = try relative("-999999999999", "second")
    #expect(seconds.status == 2)
    #expect(seconds.stderr.hasSuffix("it reaches -212061941580 … 999999999999 seconds\n"))
    let answers = [
      ("-6719", "year", "6,719 years ago"), ("504705", "year", "in 504,705 years"),
      ("999999999999", "second", "in 999,999,999,999 seconds"),
    ]
    for (offset, unit, string) in answers {
      let result = try relative(offset, unit)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout == string + "\n")
    }
  }

  /// This Foundation's `Calendar(identifier: .ethiopicAmeteAlem)` computes Gregorian fields
  /// while its formatters name the Amete Alem date: both engines leave the calendar out (found
  /// by comparing the two, not by its name), so nothing mixes one with the other.
  @Test(arguments: ["foundation", "formatstyle"])
  func ameteAlemIsRefusedNotMixed(engine: String) throws {
    let info = try CLI.run(["info", "--engine", engine, "--calendars"])
    #expect(info.status == 0)
    #expect(!info.stdout.contains("ethiopic-amete-alem"))
    #expect(info.stdout.contains("\nethiopic\n"))
    let expected =
      "fmtcorpus: error: calendar 'ethiopic-amete-alem' is not one of the \(engine) engine's (expected one of: gregorian, japanese, buddhist, roc, persian, islamic-civil, islamic, hebrew, chinese, indian, coptic, ethiopic, iso8601, dangi, islamic-umalqura, islamic-tbla, vietnamese, bangla, gujarati, kannada, malayalam, marathi, odia, tamil, telugu, vikram)\n"
    for command in [
      ["format", "--date-style", "full", "--zone", "UTC", "--at", "2024-02-14T12:00:00Z"],
      ["wheels", "--mode", "date"], ["month"],
    ] {
      let result = try CLI.run(
        [command[0], "--engine", engine, "--locale", "am_ET", "--calendar", "ethiopic-amete-alem"]
          + command.dropFirst())
      #expect(result.status == 2, "\(command[0])")
      #expect(result.stdout == "")
      #expect(result.stderr == expected, "\(command[0])")
    }
  }

  /// The months that skip local days, walked as `Calendar` walks them (one day added at a time
  /// from the 1st until the month changes): October 1582 (Foundation's Gregorian calendar
  /// switches from the Julian there: 1–4, then 15–31, as ICU's does), 30 December 2011 in
  /// Pacific/Apia, 31 December 1994 in Pacific/Kiritimati. Before: 31 cells each (October
  /// ran into November 1–10, Apia ended `29 31 1`, then `29 31` with the 31st on a Friday).
  /// A skipped day leaves its cell empty, as ICU's month does.
  @Test(arguments: ["foundation", "formatstyle"])
  func monthsThatSkipDays(engine: String) throws {
    let cases: [(at: String, zone: String, rows: [[String]], weeks: [Int])] = [
      (
        "1582-10-20T12:00:00Z", "UTC",
        [
          ["", "1", "2", "3", "4", "15", "16"], ["17", "18", "19", "20", "21", "22", "23"],
          ["24", "25", "26", "27", "28", "29", "30"], ["31", "", "", "", "", "", ""],
        ], [40, 41, 42, 43]
      ),
      (
        "2011-12-20T12:00:00Z", "Pacific/Apia",
        Self.december(["25", "26", "27", "28", "29", "", "31"]), [49, 50, 51, 52, 53]
      ),
      (
        "1994-12-20T12:00:00Z", "Pacific/Kiritimati",
        Self.december(["25", "26", "27", "28", "29", "30", ""]), [49, 50, 51, 52, 53]
      ),
    ]
    for (at, zone, rows, weeks) in cases {
      let result = try CLI.run([
        "month", "--engine", engine, "--locale", "en_US", "--calendar", "gregorian", "--at", at,
        "--zone", zone, "--json",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      let month = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let shown = try #require(month["weeks"] as? [[String: Any]])
      #expect(shown.map { $0["days"] as? [String] ?? [] } == rows, "\(zone)")
      #expect(shown.map { $0["week"] as? Int ?? 0 } == weeks, "\(zone)")
      // Sunday first in every zone (FormatStyle's header was Monday first at +13 and +14).
      let weekdays = try #require(month["weekdays"] as? [String: [String]])
      #expect(weekdays["short"] == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], "\(zone)")
    }
  }

  /// December 1 to 24 as en_US shows them from Thursday, then the month's last week.
  static func december(_ last: [String]) -> [[String]] {
    [
      ["", "", "", "", "1", "2", "3"], ["4", "5", "6", "7", "8", "9", "10"],
      ["11", "12", "13", "14", "15", "16", "17"], ["18", "19", "20", "21", "22", "23", "24"],
      last,
    ]
  }

  /// The date picker's day wheel over the same months, and the selected row (the 20th), and a
  /// range greying out the days before and after it by row, not by day number.
  @Test(arguments: ["foundation", "formatstyle"])
  func dayWheelsThatSkipDays(engine: String) throws {
    let days = (1...29).map(String.init)
    let cases: [(at: String, zone: String, rows: [String], selected: Int)] = [
      ("1582-10-20T12:00:00Z", "UTC", ["1", "2", "3", "4"] + (15...31).map(String.init), 9),
      ("2011-12-20T12:00:00Z", "Pacific/Apia", days + ["31"], 19),
      ("1994-12-20T12:00:00Z", "Pacific/Kiritimati", days + ["30"], 19),
    ]
    for (at, zone, rows, selected) in cases {
      let wheel = try dayWheel(engine, ["--at", at, "--zone", zone])
      #expect(wheel["rows"] as? [String] == rows, "\(zone)")
      #expect(wheel["selected"] as? Int == selected, "\(zone)")
    }
    let ranged = try dayWheel(
      engine,
      [
        "--at", "1582-10-20T12:00:00Z", "--zone", "UTC", "--min", "1582-10-16T00:00:00Z", "--max",
        "1582-10-25T00:00:00Z",
      ])
    // 1–4 and 15 before the range, 26–31 after it.
    #expect(ranged["disabled"] as? [Int] == [0, 1, 2, 3, 4, 15, 16, 17, 18, 19, 20])
  }

  func dayWheel(_ engine: String, _ arguments: [String]) throws -> [String: Any] {
    let result = try CLI.run(
      [
        "wheels", "--engine", engine, "--locale", "en_US", "--calendar", "gregorian", "--mode",
        "date", "--json",
      ] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let picker = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let wheels = try #require(picker["wheels"] as? [[String: Any]])
    return try #require(wheels.first { $0["field"] as? String == "day" })
  }

  /// A Vikram date picker with a range of 201 years: each year is walked once, from the one
  /// before it, so the picker answers in time linear in its rows (it walked every row's years
  /// from the picker's date again: 120 s, then exit 3; `scripts/bench` times it). The limit
  /// is generous for a debug build on a busy machine.
  @Test func aVikramPickerOverTwoCenturiesAnswers() throws {
    let result = try CLI.run(
      [
        "wheels", "--engine", "foundation", "--locale", "ja_JP", "--calendar", "vikram", "--mode",
        "date", "--at", "2024-02-14T20:00:00Z", "--min", "1900-01-01T00:00:00Z", "--max",
        "2100-01-01T00:00:00Z", "--json",
      ], timeout: 100)
    #expect(!result.timedOut)
    #expect(result.status == 0, "\(result.stderr)")
    let picker = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let wheels = try #require(picker["wheels"] as? [[String: Any]])
    let year = try #require(wheels.first)
    let rows = try #require(year["rows"] as? [String])
    #expect(rows.count == 201)
    #expect(rows.first == "1956年")
    #expect(rows.last == "2156年")
    #expect(year["selected"] as? Int == 124)
    #expect(rows[124] == "2080年")
  }
}
