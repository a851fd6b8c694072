import Foundation
import TestSupport
import Testing

/// `format`'s instants take the days JavaScript's Temporal formats (−271821-04-01, the reference
/// day of its first PlainYearMonth, … +275760-09-13), as test262's `temporal-objects-no-time-clip*.js` format them, through the
/// built binary: the icu engine answers the whole range, the Foundation engines answer where
/// their API prints the instant asked and refuse where it does not; `calc`, a plan and the
/// other commands keep their years.
///
/// ICU's `gregorian` and `iso8601` calendars switch to the Julian calendar before
/// 1582-10-15, so a proleptic Gregorian instant before it prints as its Julian day: the
/// Temporal date -271821-04-19 is 19 November 271817 BC, and -0043-03-15 (the Ides of March
/// of 44 BC, proleptic) is 17 March 44 BC. These strings are what ICU prints, pinned as such.
@Suite(.tags(.icu72)) struct FormatExpandedYearsTests {
  static let foundationEngines = ["foundation", "formatstyle"]

  /// `format --locale en` in UTC with `arguments`: stdout, or a failure with stderr.
  static func format(_ arguments: [String], engine: String = "icu") throws -> CLI.Result {
    try CLI.run(["format", "--engine", engine, "--locale", "en", "--zone", "UTC"] + arguments)
  }

  static func answer(_ arguments: [String], engine: String = "icu") throws -> String {
    let result = try format(arguments, engine: engine)
    #expect(result.status == 0, "\(engine) \(arguments): \(result.stderr)")
    #expect(result.stderr == "")
    return result.stdout
  }

  static let extremes = [
    "--at", "-271821-04-19T12:00:00Z", "--to", "+275760-09-13T12:00:00Z", "--template", "yMd",
    "--calendar", "iso8601",
  ]

  /// test262's extreme PlainDates as a range, and as a PlainYearMonth's `yM`, each end.
  @Test func icuFormatsTemporalsExtremes() throws {
    #expect(try Self.answer(Self.extremes) == "11/19/271817 BC\u{2009}–\u{2009}9/13/275760 AD\n")
    let yearMonth = ["--template", "yM", "--calendar", "iso8601"]
    #expect(try Self.answer(["--at", "-271821-04-19T12:00:00Z"] + yearMonth) == "11/271817\n")
    // Temporal.PlainYearMonth(-271821, 4) at its reference day, the range's first day
    #expect(try Self.answer(["--at", "-271821-04-01T12:00:00Z"] + yearMonth) == "11/271817\n")
    #expect(try Self.answer(["--at", "+275760-09-13T12:00:00Z"] + yearMonth) == "9/275760\n")
    #expect(
      try Self.answer([
        "--at", "+275760-09-13T23:59:59.999Z", "--pattern", "G y-MM-dd HH:mm:ss.SSS",
      ])
        == "AD 275760-09-13 23:59:59.999\n")
  }

  /// The range's parts (formatRangeToParts): each end's year and era, one part a line.
  @Test func icuWritesTheExtremesParts() throws {
    let parts = [
      #"month "11" startRange"#, #"literal "/" startRange"#, #"day "19" startRange"#,
      #"literal "/" startRange"#, #"year "271817" startRange"#, #"literal " " startRange"#,
      #"era "BC" startRange"#, #"literal "\u2009–\u2009" shared"#, #"month "9" endRange"#,
      #"literal "/" endRange"#, #"day "13" endRange"#, #"literal "/" endRange"#,
      #"year "275760" endRange"#, #"literal " " endRange"#, #"era "AD" endRange"#,
    ]
    #expect(try Self.answer(Self.extremes + ["--parts"]) == parts.joined(separator: "\n") + "\n")
  }

  /// A year before 1 (`-` and four digits), year 0000 (1 BC) and the first year of five
  /// digits, in every engine: the Foundation engines format with their ICU's calendars, which
  /// do not clamp before Julian day 0 as Foundation's `Calendar` does, and print what icu does.
  @Test(arguments: ["icu", "foundation", "formatstyle"])
  func yearsBeforeOneAndAfter9999(engine: String) throws {
    let era = ["--template", "yMMMdG"]
    #expect(
      try Self.answer(["--at", "-0043-03-15T12:00:00Z"] + era, engine: engine) == "Mar 17, 44 BC\n")
    #expect(
      try Self.answer(["--at", "0000-01-01T00:00:00Z"] + era, engine: engine) == "Jan 3, 1 BC\n")
    #expect(
      try Self.answer(["--at", "+10000-01-01T00:00:00Z"] + era, engine: engine)
        == "Jan 1, 10000 AD\n")
    #expect(
      try Self.answer(
        [
          "--at", "-4714-06-01T12:00:00Z", "--to", "-4714-06-03T12:00:00Z", "--date-style",
          "medium",
        ],
        engine: engine) == "Jul 9\u{2009}–\u{2009}11, 4715\n")
  }

  /// The Foundation engines at both ends: their ICU's Julian day, as icu's; the formatstyle
  /// engine also the last millisecond.
  @Test(arguments: foundationEngines)
  func foundationFormatsTemporalsExtremes(engine: String) throws {
    #expect(
      try Self.answer(Self.extremes, engine: engine)
        == "BC 271817-11-19\u{2009}–\u{2009}AD 275760-09-13\n")
    #expect(
      try Self.answer(
        ["--at", "-271821-04-19T12:00:00Z", "--template", "yM", "--calendar", "iso8601"],
        engine: engine) == "271817-11\n")
    #expect(
      try Self.answer(
        ["--at", "+275760-09-13T23:59:59Z", "--pattern", "G y-MM-dd HH:mm:ss.SSS"], engine: engine)
        == "AD 275760-09-13 23:59:59.000\n")
  }

  /// `DateFormatter` prints a millisecond one off where `Date`'s double spaces seconds from
  /// 2001 more than half a millisecond apart (+275760-09-13T23:59:59.999Z as the next day):
  /// the foundation engine refuses those instants, the formatstyle engine answers them.
  @Test func dateFormatterRefusesMillisecondsItCannotPrint() throws {
    let pattern = ["--pattern", "G y-MM-dd HH:mm:ss.SSS"]
    for at in [
      "+275760-09-13T23:59:59.999Z", "+144203-12-12T02:28:42.521Z", "-271821-04-19T00:00:00.001Z",
    ] {
      let refused = try Self.format(["--at", at] + pattern, engine: "foundation")
      #expect(refused.status == 2)
      #expect(refused.stdout == "")
      #expect(
        refused.stderr
          == "fmtcorpus: error: the foundation engine cannot render '\(at)': DateFormatter prints a millisecond one off before -137368-06-15T21:34:56Z and after +141369-07-19T02:25:04Z, where Date's double holds seconds from 2001 only to 2^-10 s (whole seconds print right; the formatstyle and icu engines hold every millisecond)\n"
      )
    }
    #expect(
      try Self.answer(["--at", "+144203-12-12T02:28:42.521Z"] + pattern, engine: "formatstyle")
        == "AD 144203-12-12 02:28:42.521\n")
    #expect(
      try Self.answer(["--at", "+141369-07-19T02:25:03.999Z"] + pattern, engine: "foundation")
        == "AD 141369-07-19 02:25:03.999\n")
  }

  static let range = "-271821-04-01T00:00:00Z–+275760-09-13T23:59:59.999Z"

  /// A day beyond either end, `+` before four digits and a seventh digit: one line, exit 2,
  /// before any engine starts; `--to` and `--relative-to` read as `--at` does.
  @Test(arguments: [
    (["--at", "-271821-03-31T12:00:00Z"], "-271821-03-31T12:00:00Z", "it is outside \(range)"),
    (
      ["--at", "2024-01-01T00:00:00Z", "--to", "+275760-09-14T12:00:00Z"],
      "+275760-09-14T12:00:00Z", "it is outside \(range)"
    ),
    (
      ["--at", "+2024-01-01T00:00:00Z"], "+2024-01-01T00:00:00Z",
      "years 0000–9999 are written without '+' (\(range))"
    ),
    (
      ["--at", "+1000000-01-01T00:00:00Z"], "+1000000-01-01T00:00:00Z",
      "year +1000000 is not \(range)"
    ),
    (
      ["--at", "2024-01-01T00:00:00Z", "--relative-to", "-2718210-01-01T00:00:00Z"],
      "-2718210-01-01T00:00:00Z", "year -2718210 is not \(range)"
    ),
  ])
  func refusesBeyondTheRange(arguments: [String], instant: String, reason: String) throws {
    let template = arguments.contains("--relative-to") ? [] : ["--template", "yMd"]
    let result = try CLI.run(["format", "--locale", "en"] + arguments + template)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "fmtcorpus: error: invalid instant '\(instant)': \(reason)\n")
  }

  /// `calc` keeps −9999…9999 (issue 42 item 3) and `month` a corpus's 0001–9999.
  @Test func calcAndMonthKeepTheirYears() throws {
    let calc = try CLI.run([
      "calc", "--zone", "UTC", "--at", "+10000-01-01T00:00:00Z", "--add", "day=1",
    ])
    #expect(calc.status == 2)
    #expect(
      calc.stderr
        == "fmtcorpus: error: invalid instant '+10000-01-01T00:00:00Z': year +10000 is not -9999–9999\n"
    )
    let month = try CLI.run(["month", "--locale", "en", "--at", "0000-01-01T00:00:00Z"])
    #expect(month.status == 2)
    #expect(
      month.stderr
        == "fmtcorpus: error: invalid instant '0000-01-01T00:00:00Z': year 0000 is not 0001–9999\n")
  }
}
