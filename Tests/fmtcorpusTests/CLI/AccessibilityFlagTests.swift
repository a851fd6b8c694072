import Foundation
import TestSupport
import Testing

/// `wheels --accessibility` and `month --accessibility` (issue 44): one line per element in
/// the order a screen reader meets them, from the locale's data (ICU 72).
@Suite(.tags(.icu72)) struct AccessibilityFlagTests {
  func lines(_ arguments: [String]) throws -> String {
    let result = try CLI.run(arguments + ["--accessibility"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    return result.stdout
  }

  /// en_US at the reference: each wheel's field name and value; the combined date wheel takes
  /// the day's name and reads in full; the count-down's values are spoken.
  @Test(arguments: [
    ("time", "hour: 6\nminute: 53\nAM/PM: PM\n"),
    ("date", "month: November\nday: 15\nyear: 2007\n"),
    ("dateAndTime", "day: Thursday, November 15\nhour: 6\nminute: 53\nAM/PM: PM\n"),
    ("countDownTimer", "hour: 1 hour\nminute: 53 minutes\n"),
  ])
  func enUSWheels(mode: String, expected: String) throws {
    #expect(
      try lines(["wheels", "--locale", "en_US", "--calendar", "gregorian", "--mode", mode])
        == expected)
  }

  /// he_IL reads right to left: the day first (`d בMMMM y`), as the wheels show it in the
  /// Hebrew calendar (ה׳, תשס״ח); its month view's header from Sunday and each of Kislev
  /// 5768's 29 day cells.
  @Test func heILReadsInItsOwnOrder() throws {
    #expect(
      try lines(["wheels", "--locale", "he_IL", "--calendar", "hebrew", "--mode", "date"])
        == "יום: ה׳\nחודש: בכסלו\nשנה: תשס״ח\n")
    #expect(
      try lines([
        "month", "--locale", "he_IL", "--calendar", "hebrew", "--at", "2007-11-15T20:00:00Z",
      ])
        == """
        יום ראשון
        יום שני
        יום שלישי
        יום רביעי
        יום חמישי
        יום שישי
        יום שבת
        יום ראשון, 1 בכסלו
        יום שני, 2 בכסלו
        יום שלישי, 3 בכסלו
        יום רביעי, 4 בכסלו
        יום חמישי, 5 בכסלו
        יום שישי, 6 בכסלו
        יום שבת, 7 בכסלו
        יום ראשון, 8 בכסלו
        יום שני, 9 בכסלו
        יום שלישי, 10 בכסלו
        יום רביעי, 11 בכסלו
        יום חמישי, 12 בכסלו
        יום שישי, 13 בכסלו
        יום שבת, 14 בכסלו
        יום ראשון, 15 בכסלו
        יום שני, 16 בכסלו
        יום שלישי, 17 בכסלו
        יום רביעי, 18 בכסלו
        יום חמישי, 19 בכסלו
        יום שישי, 20 בכסלו
        יום שבת, 21 בכסלו
        יום ראשון, 22 בכסלו
        יום שני, 23 בכסלו
        יום שלישי, 24 בכסלו
        יום רביעי, 25 בכסלו
        יום חמישי, 26 בכסלו
        יום שישי, 27 בכסלו
        יום שבת, 28 בכסלו
        יום ראשון, 29 בכסלו

        """)
  }

  /// A month that skips days reads only the days it has: October 1582 goes from Thursday the
  /// 4th to Friday the 15th, its 21 cells after the header.
  @Test func aMonthThatSkipsDaysReadsTheDaysItHas() throws {
    let lines = try lines([
      "month", "--locale", "en_US", "--calendar", "gregorian", "--at", "1582-10-15T20:00:00Z",
    ]).split(separator: "\n").map(String.init)
    #expect(lines.count == 7 + 21)
    #expect(
      Array(lines[7...12]) == [
        "Monday, October 1", "Tuesday, October 2", "Wednesday, October 3", "Thursday, October 4",
        "Friday, October 15", "Saturday, October 16",
      ])
    #expect(lines.last == "Sunday, October 31")
  }

  /// zh_TW: the date wheel first, then the day period before the hour.
  @Test func zhTWDayPeriodBeforeTheHour() throws {
    #expect(
      try lines(["wheels", "--locale", "zh_TW", "--calendar", "gregorian", "--mode", "dateAndTime"])
        == "日: 11月15日 星期四\n上午/下午: 下午\n小時: 6\n分鐘: 53\n")
  }

  /// Without a mode, each mode's lines say calendar and mode; `--json` is the artifact's form.
  @Test func everyModeAndJSON() throws {
    let all = try lines(["wheels", "--locale", "en_US", "--calendar", "gregorian"])
    #expect(all.hasPrefix("gregorian time: hour: 6\ngregorian time: minute: 53\n"))
    #expect(all.hasSuffix("gregorian countDownTimer: minute: 53 minutes\n"))
    let json = try lines([
      "wheels", "--locale", "en_US", "--calendar", "gregorian", "--mode", "time", "--json",
    ])
    #expect(json.hasPrefix("{\n  \"calendar\": \"gregorian\",\n  \"direction\": \"ltr\",\n"))
    #expect(
      json.contains(
        #"      "hour": {"abbreviated": "hr.", "narrow": "hr", "wide": "hour"},"#))
  }

  /// The options that configure another picker are refused with the flag, in one line.
  @Test(arguments: [
    (["wheels", "--min", "2007-01-01T00:00:00Z"], "--min"),
    (["wheels", "--minute-interval", "15"], "--minute-interval"),
    (["wheels", "--mode", "minutesAndSeconds"], "--mode"),
    (["month", "--max", "2007-12-01T00:00:00Z"], "--max"),
  ])
  func refusesAnotherConfiguration(arguments: [String], option: String) throws {
    let result = try CLI.run(arguments + ["--locale", "en_US", "--accessibility"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("fmtcorpus: error: invalid value '"), "\(result.stderr)")
    #expect(result.stderr.contains("for \(option) (expected "), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
