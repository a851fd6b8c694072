import Foundation
import TestSupport
import Testing

/// Pickers as an app configures them (issue 15): `--at`, `--zone`, `--min`/`--max`,
/// `--minute-interval`, `--duration`, row labels and the minutes-and-seconds picker, by the
/// seeds' rules (the 000 and 001 files).
@Suite(.tags(.icu72)) struct ConfiguredWheelsTests {
  func run(_ arguments: [String], engine: String = "icu") throws -> CLI.Result {
    try CLI.run(["wheels"] + arguments + ["--engine", engine])
  }

  func picker(_ arguments: [String], engine: String = "icu") throws -> [String: Any] {
    let result = try run(arguments + ["--json"], engine: engine)
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  func wheels(_ picker: [String: Any]) throws -> [[String: Any]] {
    try #require(picker["wheels"] as? [[String: Any]])
  }

  static let countDown = [
    "--locale", "en_US", "--calendar", "gregorian", "--mode", "countDownTimer",
  ]
  static let date = ["--locale", "en_US", "--calendar", "gregorian", "--mode", "date"]

  /// The seed's Figure 2: 4,500 s at minute interval 5 shows one hour and fifteen minutes.
  @Test(arguments: ["icu", "foundation", "formatstyle"])
  func figureTwoOfTheSeed(engine: String) throws {
    let result = try run(
      Self.countDown + ["--duration", "4500", "--minute-interval", "5"], engine: engine)
    #expect(result.status == 0)
    #expect(result.stdout == "[ 1 | 15 ]\n")
    #expect(result.stderr == "")
  }

  @Test func durationShowsWholeMinutesUpToTheMaximum() throws {
    #expect(try run(Self.countDown + ["--duration", "0"]).stdout == "[ 0 | 0 ]\n")
    #expect(try run(Self.countDown + ["--duration", "119"]).stdout == "[ 0 | 1 ]\n")
    #expect(try run(Self.countDown + ["--duration", "86399"]).stdout == "[ 23 | 59 ]\n")
    let clamped = try run(Self.countDown + ["--duration", "86400"])
    #expect(clamped.status == 0)
    #expect(clamped.stdout == "[ 23 | 59 ]\n")
    #expect(
      clamped.stderr
        == "fmtcorpus: warning: duration 86400 s is more than the countDownTimer picker's maximum of 86399 s; showing 86399 s\n"
    )
  }

  @Test(arguments: [
    (
      ["--duration", "-5"],
      "invalid value '-5' for --duration (expected whole seconds from 0, such as 4500)"
    ),
    (
      ["--duration", "abc"],
      "invalid value 'abc' for --duration (expected whole seconds from 0, such as 4500)"
    ),
    (
      ["--min", "yesterday"],
      "malformed instant 'yesterday' (expected ISO 8601 in UTC such as 2010-01-27T18:00:00Z)"
    ),
    (
      ["--at", "2024-02-30T00:00:00Z"],
      "invalid instant '2024-02-30T00:00:00Z': day 30 is not in February 2024 (01–29)"
    ),
  ])
  func badValuesAreOneLineExitTwo(more: [String], message: String) throws {
    let result = try run(["--locale", "en_US"] + more)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }

  /// The seeds: "If the minimum date value is greater than the maximum date value, both
  /// properties are ignored."
  @Test func minimumAfterMaximumIsIgnored() throws {
    let result = try run(
      Self.date + ["--min", "2025-01-01T08:00:00Z", "--max", "2024-01-01T08:00:00Z", "--json"])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "fmtcorpus: warning: minimum date 2025-01-01T08:00:00Z is later than maximum date 2024-01-01T08:00:00Z; both are ignored, as the picker does\n"
    )
    let plain = try run(Self.date + ["--json"])
    #expect(result.stdout == plain.stdout)
  }

  /// A date below the range shows the range's start (UIDatePicker's clamp; the warning says so),
  /// and the year wheel's rows are the range's years.
  @Test func dateBelowTheMinimumIsClamped() throws {
    let range = ["--min", "2024-01-01T08:00:00Z", "--max", "2026-12-31T08:00:00Z"]
    let result = try run(Self.date + range + ["--at", "2023-06-01T12:00:00Z"])
    #expect(result.status == 0)
    #expect(result.stdout == "[ January | 1 | 2024 ]\n")
    #expect(
      result.stderr
        == "fmtcorpus: warning: date 2023-06-01T12:00:00Z is before the minimum date; showing 2024-01-01T08:00:00Z, as the picker clamps it\n"
    )
    for engine in ["icu", "foundation"] {
      let year = try wheels(
        picker(Self.date + range + ["--at", "2024-02-14T20:00:00Z"], engine: engine))[2]
      #expect(year["rows"] as? [String] == ["2024", "2025", "2026"])
      #expect(year["selected"] as? Int == 0)
    }
    // The count-down ignores date and range, without a word.
    let countDown = try run(
      Self.countDown + ["--min", "2025-01-01T08:00:00Z", "--max", "2024-01-01T08:00:00Z"])
    #expect(countDown.stdout == "[ 1 | 53 ]\n" && countDown.stderr == "")
  }

  /// With a range, each wheel names the rows the picker greys out at the other wheels' values.
  @Test(arguments: ["icu", "foundation"])
  func rowsOutsideTheRangeAreDisabled(engine: String) throws {
    func disabled(_ wheels: [[String: Any]]) -> [String: [Int]] {
      Dictionary(
        uniqueKeysWithValues: wheels.map { ($0["field"] as! String, $0["disabled"] as! [Int]) })
    }
    let date = try wheels(
      picker(
        Self.date + [
          "--min", "2024-03-10T08:00:00Z", "--max", "2025-02-10T08:00:00Z", "--at",
          "2024-03-20T20:00:00Z",
        ], engine: engine))
    #expect(date.map { $0["field"] as? String } == ["month", "day", "year"])
    #expect(date[2]["rows"] as? [String] == ["2024", "2025"])
    #expect(disabled(date) == ["month": [0, 1], "day": Array(0...8), "year": []])
    let dateAndTime = try wheels(
      picker(
        [
          "--locale", "en_US", "--calendar", "gregorian", "--mode", "dateAndTime", "--min",
          "2024-02-13T20:00:00Z", "--max", "2024-02-14T20:30:00Z", "--at", "2024-02-14T20:00:00Z",
        ], engine: engine))
    #expect(
      disabled(dateAndTime) == [
        "date": [0, 1, 4, 5, 6], "hour": Array(1...11), "minute": Array(31...59), "dayPeriod": [],
      ])
    // One end alone bounds one side.
    let fromMarch = try wheels(
      picker(Self.date + ["--min", "2024-03-10T08:00:00Z", "--at", "2024-03-20T20:00:00Z"]))
    #expect(disabled(fromMarch) == ["month": [0, 1], "day": Array(0...8), "year": []])
    #expect((fromMarch[2]["rows"] as? [String])?.first == "2024")
    let untilMarch = try wheels(
      picker(Self.date + ["--max", "2024-03-10T08:00:00Z", "--at", "2024-03-01T20:00:00Z"]))
    #expect(disabled(untilMarch)["month"] == Array(3...11))
    #expect((untilMarch[2]["rows"] as? [String])?.last == "2024")
    // Without a range there is no `disabled` key: the reference picker's bytes stay as they were.
    let plain = try run(Self.date + ["--json"], engine: engine)
    #expect(!plain.stdout.contains("disabled"))
  }

  @Test(arguments: ["icu", "foundation"])
  func zoneAndDateConfigureThePicker(engine: String) throws {
    let time = ["--locale", "en_US", "--calendar", "gregorian", "--mode", "time"]
    // The default date, spelled out: 18:53 in Los Angeles.
    #expect(
      try run(time + ["--at", "2007-11-16T02:53:00Z"], engine: engine).stdout
        == "[ 6 | 53 | PM ]\n")
    #expect(
      try run(time + ["--zone", "Asia/Tokyo"], engine: engine).stdout == "[ 11 | 53 | AM ]\n")
    #expect(
      try run(time + ["--at", "2024-02-14T20:07:00Z", "--minute-interval", "15"], engine: engine)
        .stdout == "[ 12 | 00 | PM ]\n")
    let unknown = try run(time + ["--zone", "Mars/Base"], engine: engine)
    #expect(unknown.status == 2 && unknown.stdout == "")
    #expect(unknown.stderr.hasPrefix("fmtcorpus: error: unknown time zone 'Mars/Base'"))
  }

  /// Hebrew 5785 is a common year: twelve months, ja_JP's Adar written `6月`; 5768 has thirteen.
  @Test(arguments: ["icu", "foundation"])
  func hebrewCommonYearHasTwelveMonths(engine: String) throws {
    let hebrew = ["--locale", "ja_JP", "--calendar", "hebrew", "--mode", "date"]
    let common = try wheels(picker(hebrew + ["--at", "2025-03-01T20:00:00Z"], engine: engine))
    let months = try #require(common.first { $0["field"] as? String == "month" })
    #expect(months["rows"] as? [String] == (1...12).map { "\($0)月" })
    #expect(months["selected"] as? Int == 5)
    let leap = try wheels(picker(hebrew, engine: engine))
    let leapMonths = try #require(leap.first { $0["field"] as? String == "month" })
    #expect((leapMonths["rows"] as? [String])?.count == 13)
    let english = try wheels(
      picker(
        [
          "--locale", "en_US", "--calendar", "hebrew", "--mode", "date", "--at",
          "2025-03-01T20:00:00Z",
        ], engine: engine))
    #expect(
      english[1]["rows"] as? [String] == [
        "Tishri", "Heshvan", "Kislev", "Tevet", "Shevat", "Adar", "Nisan", "Iyar", "Sivan",
        "Tamuz", "Av", "Elul",
      ])
    #expect(english[1]["selected"] as? Int == 5)
  }

  func labels(_ locale: String, wheel: Int = 0, mode: String = "countDownTimer") throws
    -> [String: Any]
  {
    let wheels = try wheels(
      picker(["--locale", locale, "--calendar", "gregorian", "--mode", mode]))
    return try #require(wheels[wheel]["labels"] as? [String: Any])
  }

  func rowLabels(_ labels: [String: Any]) throws -> [String: [String: String]] {
    let rows = try #require(labels["rows"] as? [[String: String]])
    return Dictionary(uniqueKeysWithValues: rows.map { ($0["row"]!, $0) })
  }

  @Test func russianHoursAreLabelledPerRow() throws {
    let rows = try rowLabels(labels("ru_RU"))
    #expect(rows.count == 24)
    #expect(rows["1"] == ["row": "1", "category": "one", "wide": "1 час", "short": "1 ч"])
    #expect(rows["2"] == ["row": "2", "category": "few", "wide": "2 часа", "short": "2 ч"])
    #expect(rows["5"] == ["row": "5", "category": "many", "wide": "5 часов", "short": "5 ч"])
    #expect(rows["21"] == ["row": "21", "category": "one", "wide": "21 час", "short": "21 ч"])
  }

  /// ar_EG's wide hour has no number in `one` and `two`; the others put it first (logical order).
  @Test func arabicLabelPlacement() throws {
    let labels = try labels("ar_EG")
    let placement = try #require(labels["placement"] as? [String: [String: String]])
    #expect(
      placement["wide"] == [
        "zero": "before", "one": "none", "two": "none", "few": "before", "many": "before",
        "other": "before",
      ])
    #expect(placement["short"]?.values.allSatisfy { $0 == "before" } == true)
    let rows = try rowLabels(labels)
    #expect(rows["١"]?["wide"] == "ساعة" && rows["١"]?["category"] == "one")
    #expect(rows["٣"]?["wide"] == "٣ ساعات" && rows["٣"]?["category"] == "few")
  }

  @Test(arguments: ["icu", "foundation"])
  func minutesAndSecondsOfEnUS(engine: String) throws {
    let mode = ["--locale", "en_US", "--calendar", "gregorian", "--mode", "minutesAndSeconds"]
    #expect(try run(mode, engine: engine).stdout == "[ 1 | 30 ]\n")
    #expect(try run(mode + ["--duration", "3599"], engine: engine).stdout == "[ 59 | 59 ]\n")
    let clamped = try run(mode + ["--duration", "3600"], engine: engine)
    #expect(clamped.stdout == "[ 59 | 59 ]\n")
    #expect(
      clamped.stderr
        == "fmtcorpus: warning: duration 3600 s is more than the minutesAndSeconds picker's maximum of 3599 s; showing 3599 s\n"
    )
    let wheels = try wheels(picker(mode, engine: engine))
    #expect(wheels.map { $0["field"] as? String } == ["minute", "second"])
    #expect(wheels.map { ($0["rows"] as? [String])?.count } == [60, 60])
    let minute = try #require(wheels[0]["labels"] as? [String: Any])
    let second = try #require(wheels[1]["labels"] as? [String: Any])
    #expect(minute["short"] as? [String: String] == ["one": "{0} min", "other": "{0} min"])
    #expect(second["short"] as? [String: String] == ["one": "{0} sec", "other": "{0} sec"])
    #expect(
      try rowLabels(second)["30"] == [
        "row": "30", "category": "other", "wide": "30 seconds", "short": "30 sec",
      ])
  }

  @Test func minutesAndSecondsOfDeDE() throws {
    let second = try labels("de_DE", wheel: 1, mode: "minutesAndSeconds")
    #expect(second["wide"] as? [String: String] == ["one": "{0} Sekunde", "other": "{0} Sekunden"])
    #expect(second["short"] as? [String: String] == ["one": "{0} Sek.", "other": "{0} Sek."])
    #expect(try rowLabels(second)["1"]?["wide"] == "1 Sekunde")
  }

  /// A day wheel's rows are the days the calendar walks, from the first until the month
  /// changes, and a row stands for its own day: in Samoa's December 2011 (30 December skipped,
  /// 4 Tevet in the Hebrew calendar) both engines' rows skip 4 Tevet and end on Tevet's 29th,
  /// and row 6 (7 Tevet, 2 January) is the last inside the range.
  @Test(arguments: [
    (
      "icu", ["1", "2", "3"] + (5...29).map(String.init), Array(6...27)
    ),
    (
      "foundation", ["1", "2", "3"] + (5...29).map(String.init), Array(6...27)
    ),
  ])
  func daysOfAMonthWithASkippedDay(engine: String, rows: [String], disabled: [Int]) throws {
    let samoa = [
      "--locale", "en_US", "--calendar", "hebrew", "--mode", "date", "--zone", "Pacific/Apia",
      "--at", "2011-12-29T12:00:00Z", "--min", "2011-12-28T00:00:00Z",
      "--max", "2012-01-02T00:00:00Z",
    ]
    let day = try #require(try wheels(picker(samoa, engine: engine)).first)
    #expect(day["field"] as? String == "day")
    #expect(day["rows"] as? [String] == rows)
    #expect(day["selected"] as? Int == 2)
    #expect(day["disabled"] as? [Int] == disabled)
  }

  /// The night New York falls back: the range 01:10–03:00 EDT/EST from the first 1:30 keeps
  /// the hours 1 and 2 and AM; the minute rows are the reference hour's, none disabled.
  @Test(arguments: ["icu", "foundation"])
  func timeRowsOnTheNightClocksFallBack(engine: String) throws {
    let night = [
      "--locale", "en_US", "--calendar", "gregorian", "--mode", "time",
      "--zone", "America/New_York", "--at", "2024-11-03T05:30:00Z",
      "--min", "2024-11-03T05:10:00Z", "--max", "2024-11-03T07:00:00Z", "--minute-interval", "15",
    ]
    let wheels = try wheels(picker(night, engine: engine))
    #expect(wheels.map { $0["field"] as? String } == ["hour", "minute", "dayPeriod"])
    #expect(wheels.map { $0["selected"] as? Int } == [1, 2, 0])
    #expect(wheels[0]["disabled"] as? [Int] == [0] + Array(3...11))
    #expect(wheels[1]["rows"] as? [String] == ["00", "15", "30", "45"])
    #expect(wheels[1]["disabled"] as? [Int] == [])
    #expect(wheels[2]["disabled"] as? [Int] == [1])
  }
}
