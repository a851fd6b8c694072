import Foundation
import TestSupport
import Testing

/// `calc`'s knobs from issue 42 (rolls, the components beyond the seven, instants from year
/// -9999), through the built binary in every engine: stdout, stderr and the exit code pinned,
/// and each engine's answer for the same inputs, where they agree and where they differ.
@Suite(.tags(.icu72)) struct CalcKnobsTests {
  static let engines = CalcCLI.engines
  static let newYork = ["--zone", "America/New_York"]

  /// A roll wraps within the next larger field, which stays: noon on 31 January in New York.
  /// Both engines agree on every case (`ucal_roll`, `wrappingComponents: true`).
  @Test(arguments: engines)
  func rollsWrapWithinTheNextLargerField(engine: String) throws {
    let at = ["--at", "2024-01-31T17:00:00Z"] + Self.newYork
    #expect(try CalcCLI.answer(engine, at + ["--roll", "day=20"]) == "2024-01-20T17:00:00Z\n")
    #expect(try CalcCLI.answer(engine, at + ["--roll", "month=11"]) == "2024-12-31T17:00:00Z\n")
    // 12:00 + 15 hours wraps to 3:00 on the same day; an add crosses into 1 February.
    #expect(try CalcCLI.answer(engine, at + ["--roll", "hour=15"]) == "2024-01-31T08:00:00Z\n")
    #expect(try CalcCLI.answer(engine, at + ["--add", "hour=15"]) == "2024-02-01T08:00:00Z\n")
    // Repeated or comma-separated, in turn: February pins the day to the 29th, then -3.
    #expect(
      try CalcCLI.answer(engine, at + ["--roll", "month=1", "--roll", "day=-3"])
        == "2024-02-26T17:00:00Z\n")
    #expect(
      try CalcCLI.answer(engine, at + ["--roll", "month=1,day=-3"]) == "2024-02-26T17:00:00Z\n")
    #expect(
      try CalcCLI.answer(engine, at + ["--roll", "day=1", "--json"])
        == #"{"at": "2024-01-31T17:00:00Z", "calendar": "gregorian", "engine": "\#(engine)", "result": "2024-01-01T17:00:00Z", "roll": "day=1", "zone": "America/New_York"}"#
        + "\n")
  }

  /// Adds and rolls do not commute, and the command line keeps no order between two options:
  /// mixing them is refused, not ordered by a rule.
  @Test func rollsAndAddsAreNotMixed() throws {
    let result = try CalcCLI.run(
      "icu", ["--at", "2024-01-31T17:00:00Z", "--add", "month=1", "--roll", "day=1"] + Self.newYork)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid value '--roll with --add' for calc (expected --roll alone (run calc once per step to add and roll in a chosen order))\n"
    )
  }

  /// The components beyond the seven, added and rolled from Wednesday 14 February 2024 (the
  /// 2nd Wednesday, week 3 of February) at 15:00 in New York: the same instants in every
  /// engine.
  @Test(arguments: [
    (["--add", "year-for-week-of-year=1"], "2025-02-12T20:00:00Z"),
    (["--add", "week-of-year=1"], "2024-02-21T20:00:00Z"),
    (["--add", "week-of-month=1"], "2024-02-21T20:00:00Z"),
    (["--roll", "week-of-month=3"], "2024-02-01T20:00:00Z"),
    (["--add", "weekday-ordinal=1"], "2024-02-21T20:00:00Z"),
    (["--roll", "weekday-ordinal=3"], "2024-02-07T20:00:00Z"),
    (["--add", "weekday=3"], "2024-02-17T20:00:00Z"),
    (["--add", "day-of-year=-1"], "2024-02-13T20:00:00Z"),
    // Gregorian years do not restart with the era: adding one leaves the date where it is.
    (["--add", "era=-1"], "2024-02-14T20:00:00Z"),
    (["--calendar", "japanese", "--add", "era=-1"], "1994-02-14T20:00:00Z"),
  ])
  func addsAndRollsTheOtherComponents(arguments: [String], expected: String) throws {
    for engine in Self.engines {
      let answer = try CalcCLI.answer(
        engine, ["--at", "2024-02-14T20:00:00Z"] + arguments + Self.newYork)
      #expect(answer == expected + "\n", "\(engine) \(arguments)")
    }
  }

  /// Differences in the new units, read in the order asked. ICU reads each unit after the
  /// ones before it on one calendar; Foundation's `dateComponents` answers all at once, so the
  /// same question gets another split (SpansOfTime.md says why).
  @Test func differencesInTheOtherUnitsPerEngine() throws {
    func difference(_ engine: String, _ arguments: [String]) throws -> String {
      try CalcCLI.answer(engine, arguments)
    }
    let span =
      ["--at", "2024-02-14T20:00:00Z", "--to", "2024-12-25T20:00:00Z"] + Self.newYork
    for engine in Self.engines {
      #expect(
        try difference(engine, span + ["--units", "week-of-month,weekday"])
          == "week-of-month 45 weekday 0\n")
      #expect(try difference(engine, span + ["--units", "week-of-year"]) == "week 45\n")
    }
    let split = span + ["--units", "year-for-week-of-year,weekday-ordinal,day-of-year"]
    #expect(
      try difference("icu", split) == "year-for-week-of-year 0 weekday-ordinal 45 day-of-year 0\n")
    #expect(
      try difference("foundation", split)
        == "year-for-week-of-year 0 weekday-ordinal 0 day-of-year 315\n")
    // Showa 60 to Reiwa 6: ICU adds an era to the start (Heisei 60, past the end: 0 eras, then
    // 39 years); Foundation counts the eras begun (2) and the year of the era (6 - 60).
    let eras =
      [
        "--calendar", "japanese", "--zone", "UTC", "--at", "1985-02-14T20:00:00Z", "--to",
        "2024-02-14T20:00:00Z", "--units", "era,year",
      ]
    #expect(try difference("icu", eras) == "era 0 year 39\n")
    #expect(try difference("foundation", eras) == "era 2 year -54\n")
    #expect(try difference("formatstyle", eras) == "era 2 year -54\n")
  }

  /// What one engine's API cannot express is refused in one line, exit 2.
  @Test(arguments: [
    (
      "icu", ["--add", "nanosecond=1000000"],
      "the icu engine cannot render 'nanosecond': ICU's calendars have no nanosecond field (expected one of: era, year, year-for-week-of-year, month, week, week-of-month, weekday-ordinal, day, day-of-year, weekday, hour, minute, second)"
    ),
    (
      "icu", ["--to", "2024-02-14T20:00:01Z", "--units", "second,nanosecond"],
      "the icu engine cannot render 'nanosecond': ICU's calendars have no nanosecond field (expected one of: era, year, year-for-week-of-year, month, week, week-of-month, weekday-ordinal, day, day-of-year, weekday, hour, minute, second)"
    ),
    (
      "icu", ["--to", "1990-01-01T00:00:00Z", "--units", "era"],
      "the icu engine cannot render 'era': ucal_getFieldDifference answers U_ILLEGAL_ARGUMENT_ERROR: adding era=1 does not move a date in the gregorian calendar"
    ),
    (
      "formatstyle", ["--to", "2024-02-14T20:00:03Z", "--units", "nanosecond"],
      "the formatstyle engine cannot render 'nanosecond': Calendar.dateComponents(_:from:to:) stops counting nanoseconds at 2147483647 (32 bits, about 2.1 s); ask for seconds first (second,nanosecond)"
    ),
  ])
  func refusesWhatTheEnginesAPICannotSay(engine: String, arguments: [String], message: String)
    throws
  {
    let result = try CalcCLI.run(
      engine, ["--at", "2024-02-14T20:00:00Z", "--zone", "UTC"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }

  /// Foundation counts nanoseconds below its 32-bit limit, and adds whole milliseconds of them.
  @Test func foundationCountsAndAddsNanoseconds() throws {
    let at = ["--at", "2024-02-14T20:00:00Z", "--zone", "UTC"]
    for engine in ["foundation", "formatstyle"] {
      #expect(
        try CalcCLI.answer(
          engine, at + ["--to", "2024-02-14T20:00:01.500Z", "--units", "second,nanosecond"])
          == "second 1 nanosecond 500000000\n")
      #expect(
        try CalcCLI.answer(engine, at + ["--add", "nanosecond=1000000"])
          == "2024-02-14T20:00:00.001Z\n")
    }
  }

  /// Years from -9999: ISO 8601's astronomical years (0000 is 1 BC), read and written with a
  /// `-` before years below 0000, as a separate argument or after `=`. The engines' gregorian
  /// calendar is Julian before 1582, and New York keeps its local mean time (-4:56:02).
  @Test(arguments: engines)
  func instantsBeforeTheCommonEra(engine: String) throws {
    let utc = ["--zone", "UTC"]
    #expect(
      try CalcCLI.answer(engine, ["--at", "-0044-03-15T12:00:00Z", "--add", "day=1"] + utc)
        == "-0044-03-16T12:00:00Z\n")
    #expect(
      try CalcCLI.answer(engine, ["--at=-0044-03-15T12:00:00Z", "--add", "month=1"] + utc)
        == "-0044-04-15T12:00:00Z\n")
    #expect(
      try CalcCLI.answer(
        engine,
        ["--at", "-0044-03-15T12:00:00Z", "--to", "2024-03-15T12:00:00Z", "--units", "year,day"]
          + utc) == "year 2067 day 364\n")
    #expect(
      try CalcCLI.answer(
        engine, ["--at", "2024-01-31T17:00:00Z", "--add", "year=-2024"] + Self.newYork)
        == "0000-01-29T16:56:02Z\n")
    #expect(
      try CalcCLI.answer(engine, ["--at", "0000-02-29T00:00:00Z", "--add", "year=1"] + utc)
        == "0001-02-28T00:00:00Z\n")
  }

  /// Foundation's `Calendar` reads every instant before -4713-11-24T12:00:00Z (Julian day 0)
  /// as that one: the Foundation engines refuse them, given or reached before a next step; a
  /// sum landing before it is exact. ICU holds them all, and refuses only beyond -9999–9999.
  @Test func eachEngineRefusesTheYearsItCannotHold() throws {
    let utc = ["--zone", "UTC"]
    #expect(
      try CalcCLI.answer("icu", ["--at", "-4713-11-24T11:59:59Z", "--add", "day=1"] + utc)
        == "-4713-11-25T11:59:59Z\n")
    #expect(
      try CalcCLI.answer("foundation", ["--at", "-4713-11-25T12:00:00Z", "--add", "day=-2"] + utc)
        == "-4713-11-23T12:00:00Z\n")
    for (engine, arguments, message) in [
      (
        "foundation", ["--at", "-4713-11-24T11:59:59Z", "--add", "day=1"],
        "the foundation engine cannot render '-4713-11-24T11:59:59Z': Calendar clamps every instant before -4713-11-24T12:00:00Z (Julian day 0) to it; the icu engine holds -9999–9999"
      ),
      (
        "formatstyle", ["--at", "-4713-11-25T12:00:00Z", "--add", "day=-2,day=1"],
        "the formatstyle engine cannot render '-4713-11-23T12:00:00Z (reached by day=-2)': Calendar clamps every instant before -4713-11-24T12:00:00Z (Julian day 0) to it; the icu engine holds -9999–9999"
      ),
      (
        "foundation",
        ["--at", "2024-01-01T00:00:00Z", "--to", "-5000-01-01T00:00:00Z", "--units", "year"],
        "the foundation engine cannot render '-5000-01-01T00:00:00Z': Calendar clamps every instant before -4713-11-24T12:00:00Z (Julian day 0) to it; the icu engine holds -9999–9999"
      ),
      (
        "icu", ["--at", "-9999-01-01T00:00:00Z", "--add", "day=-1"],
        "the icu engine cannot render 'day=-1': the engine's sum is -377705203200000 ms from 1970, outside the years an instant is written in (-9999–9999)"
      ),
      (
        "icu", ["--at", "+10000-01-01T00:00:00Z", "--add", "day=-1"],
        "invalid instant '+10000-01-01T00:00:00Z': year +10000 is not -9999–9999"
      ),
      (
        "icu", ["--at", "2024-01-01T00:00:00Z", "--to", "+2024-01-02T00:00:00Z", "--units", "day"],
        "invalid instant '+2024-01-02T00:00:00Z': years 0000–9999 are written without '+' (-9999–9999)"
      ),
    ] {
      let result = try CalcCLI.run(engine, arguments + utc)
      #expect(result.status == 2, "\(engine) \(arguments)")
      #expect(result.stdout == "")
      #expect(result.stderr == "fmtcorpus: error: \(message)\n")
    }
  }

  /// A loaded ICU rolls through the same table (ucal_roll is in every ICU), and its refusals
  /// name it: the system's ICU 72 loaded as icu@72.
  @Test func aLoadedICURollsAndRefusesInItsOwnName() throws {
    let loaded = ["--engine", "icu@72", "--icu-libs", "/usr/lib/x86_64-linux-gnu"]
    let at = ["calc", "--zone", "UTC", "--at", "2024-01-31T17:00:00Z"] + loaded
    let environment = ["XDG_CACHE_HOME": CLI.temporaryDirectory().path]
    let rolled = try CLI.run(at + ["--roll", "day=20"], environment: environment)
    #expect(rolled.status == 0, "\(rolled.stderr)")
    #expect(rolled.stdout == "2024-01-20T17:00:00Z\n")
    let refused = try CLI.run(at + ["--add", "nanosecond=1"], environment: environment)
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "fmtcorpus: error: the icu@72.1 engine cannot render 'nanosecond': ICU's calendars have no nanosecond field (expected one of: era, year, year-for-week-of-year, month, week, week-of-month, weekday-ordinal, day, day-of-year, weekday, hour, minute, second)\n"
    )
  }

  /// `format --at` reads calc's years before 0001 too (and Temporal's beyond: see
  /// FormatExpandedYearsTests): ICU prints -0044-03-15 (proleptic Gregorian) as its Julian day,
  /// 17 March 45 BC, whose full date style writes no era.
  @Test func formatReadsCalcsYears() throws {
    let result = try CLI.run([
      "format", "--locale", "en_US", "--zone", "UTC", "--at=-0044-03-15T12:00:00Z",
      "--date-style", "full",
    ])
    #expect(result.status == 0)
    #expect(result.stdout == "Thursday, March 17, 45\n")
    #expect(result.stderr == "")
  }
}
