import Foundation
import TestSupport
import Testing

/// `calc --from-components` and `calc --components` (issue 42): an instant from its fields
/// (`ucal_clear`, `ucal_set`, `ucal_getMillis`; `Calendar.date(from:)`) and an instant's
/// fields (`ucal_get`; `Calendar.dateComponents(_:from:)`), through the built binary in every
/// engine, with where the engines' field resolution differs and the refusals.
@Suite(.tags(.icu72)) struct CalcComponentsTests {
  static let engines = CalcCLI.engines

  /// 29 February 1996 at midnight in Los Angeles is 08:00 UTC (PST), and its fields read back
  /// in that zone are the ones given, months counted from 1 in every engine (ICU's own count
  /// from 0 is moved on the way in and out).
  @Test(arguments: engines)
  func aLeapDayAndBack(engine: String) throws {
    let zone = ["--zone", "America/Los_Angeles"]
    #expect(
      try CalcCLI.answer(engine, zone + ["--from-components", "year=1996,month=2,day=29"])
        == "1996-02-29T08:00:00Z\n")
    #expect(
      try CalcCLI.answer(
        engine, zone + ["--at", "1996-02-29T08:00:00Z", "--components", "era,year,month,day,hour"])
        == "era 1 year 1996 month 2 day 29 hour 0\n")
    #expect(
      try CalcCLI.answer(
        engine, zone + ["--from-components", "year=1996,month=2,day=29", "--json"])
        == #"{"calendar": "gregorian", "engine": "\#(engine)", "fromComponents": "year=1996,month=2,day=29", "result": "1996-02-29T08:00:00Z", "zone": "America/Los_Angeles"}"#
        + "\n")
  }

  /// Friday 1 January 2021 is in week 1 of 2021 when a week begins on Sunday and one day is
  /// enough (the calendar's own rules), in week 53 of 2020 in ISO 8601's weeks (Monday, four
  /// days); the fields print in the order asked.
  @Test(arguments: engines)
  func theWeekOfTheYearAndItsYear(engine: String) throws {
    let day = ["--zone", "UTC", "--at", "2021-01-01T12:00:00Z"]
    let asked = ["--components", "year-for-week-of-year,week-of-year,weekday,day-of-year"]
    #expect(
      try CalcCLI.answer(engine, day + asked)
        == "year-for-week-of-year 2021 week 1 weekday 6 day-of-year 1\n")
    #expect(
      try CalcCLI.answer(engine, day + asked + ["--first-weekday", "mon", "--min-days", "4"])
        == "year-for-week-of-year 2020 week 53 weekday 6 day-of-year 1\n")
    #expect(
      try CalcCLI.answer(engine, day + ["--components", "year,week", "--json"])
        == #"{"at": "2021-01-01T12:00:00Z", "calendar": "gregorian", "components": ["year", "week"], "engine": "\#(engine)", "values": {"week": 1, "year": 2021}, "zone": "UTC"}"#
        + "\n")
  }

  /// Tuesday of the first week of 2000, where that week begins on 26 December 1999: every
  /// engine resolves the weekday within the week of the year the same way.
  @Test(arguments: engines)
  func aWeekdayOfAWeekOfTheYear(engine: String) throws {
    #expect(
      try CalcCLI.answer(
        engine,
        [
          "--zone", "UTC", "--from-components",
          "weekday=3,week-of-year=1,year-for-week-of-year=2000",
        ]) == "1999-12-28T00:00:00Z\n")
  }

  /// Where the engines' resolutions differ, each answers through its own API and the
  /// difference is kept: a field left out is ICU's default (1970, January, the 1st) and
  /// Foundation's (the year 1, whose 1 March in the Julian calendar Foundation counts then is
  /// 27 February in the proleptic Gregorian an instant is written in); and a day of the month
  /// set before the week fields loses to them in ICU (the fields set last win) but wins in
  /// Foundation.
  @Test func theEnginesResolveFieldsTheirOwnWay() throws {
    let march = ["--zone", "UTC", "--from-components", "month=3"]
    #expect(try CalcCLI.answer("icu", march) == "1970-03-01T00:00:00Z\n")
    #expect(try CalcCLI.answer("foundation", march) == "0001-02-27T00:00:00Z\n")
    let dayFirst = [
      "--zone", "UTC", "--from-components", "day=3,week-of-year=2,year-for-week-of-year=2000",
    ]
    #expect(try CalcCLI.answer("icu", dayFirst) == "2000-01-02T00:00:00Z\n")
    #expect(try CalcCLI.answer("foundation", dayFirst) == "2000-01-03T00:00:00Z\n")
    #expect(try CalcCLI.answer("formatstyle", dayFirst) == "2000-01-03T00:00:00Z\n")
  }

  /// One line on stderr naming the bad value and what is valid, exit 2, nothing on stdout.
  @Test(arguments: [
    (
      "icu", ["--zone", "UTC", "--at", "2021-01-01T00:00:00Z", "--components", "year,nanosecond"],
      "fmtcorpus: error: the icu engine cannot render 'nanosecond': ICU's calendars have no nanosecond field (expected one of: era, year, year-for-week-of-year, month, week, week-of-month, weekday-ordinal, day, day-of-year, weekday, hour, minute, second)\n"
    ),
    (
      "icu",
      ["--zone", "UTC", "--at", "2021-01-01T00:00:00Z", "--components", "year", "--add", "day=1"],
      "fmtcorpus: error: invalid value '--components with --add' for calc (expected --components alone (run calc once per operation))\n"
    ),
    (
      "icu", ["--zone", "UTC", "--at", "2021-01-01T00:00:00Z", "--from-components", "year=1"],
      "fmtcorpus: error: invalid value '--from-components with --at' for calc (expected --from-components alone: the fields say the instant (Calendar.date(from:) reads no other))\n"
    ),
    (
      "foundation", ["--zone", "UTC", "--components", "year"],
      "fmtcorpus: error: invalid value '--components without --at' for calc (expected --at INSTANT, whose fields are read)\n"
    ),
    (
      "icu", ["--zone", "UTC", "--from-components", "quarter=1"],
      "fmtcorpus: error: invalid value 'quarter' for --from-components (expected a field: era, year, year-for-week-of-year, month, week (or week-of-year), week-of-month, weekday-ordinal, day, day-of-year, weekday, hour, minute, second, nanosecond)\n"
    ),
    (
      "icu", ["--zone", "UTC", "--add", "day=1"],
      "fmtcorpus: error: invalid value 'no --at' for calc (expected --at INSTANT (only --from-components, --minimum-range and --maximum-range read no instant))\n"
    ),
    (
      "icu", ["--zone", "UTC"],
      "fmtcorpus: error: invalid value 'nothing' for calc (expected an operation: --add, --roll, --to with --units, --add-components, --roll-components, --range-of or --ordinality-of with --in, --minimum-range, --maximum-range, --components, --from-components, --interval-of, --weekend, --weekend-interval, --next-weekend, or --compare with --granularity)\n"
    ),
  ])
  func refusals(engine: String, arguments: [String], line: String) throws {
    let result = try CalcCLI.run(engine, arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == line)
  }
}
