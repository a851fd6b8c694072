import Foundation
import TestSupport
import Testing

/// `calc`'s several components at once, intervals, weekends and comparisons (issue 42, item
/// 3), through the built binary: Foundation answers each through its one `Calendar` call, ICU
/// only the weekend test (`ucal_isWeekend`) and refuses the rest in one line naming
/// `foundation`. stdout, stderr and the exit code are pinned.
@Suite(.tags(.icu72)) struct CalcQuestionsTests {
  static let foundationEngines = ["foundation", "formatstyle"]
  /// swift-foundation's `march1_1996` in its `TimeZone(secondsFromGMT: 3600)`: 00:35 on
  /// 2 March 1996 there (GregorianCalendarTests' `testAddingDateComponents`).
  static let march1996 = ["--zone", "Etc/GMT-1", "--at", "1996-03-01T23:35:00Z"]

  /// One line on stderr, exit 2, nothing on stdout.
  static func refusal(_ engine: String, _ arguments: [String]) throws -> String {
    let result = try CalcCLI.run(engine, arguments)
    #expect(result.status == 2, "\(engine) \(arguments): \(result.stdout)")
    #expect(result.stdout == "")
    return result.stderr
  }

  /// One `DateComponents` in one call adds in Foundation's order (the month before the days),
  /// whatever order the flag lists: `--add` adds in the order given and lands elsewhere. The
  /// peer's expectations (GregorianCalendarTests.swift:535, :543) are exact.
  @Test(arguments: foundationEngines)
  func componentsAddInOneCall(engine: String) throws {
    let at = Self.march1996
    #expect(
      try CalcCLI.answer(engine, at + ["--add-components", "month=-1,day=30"])
        == "1996-03-02T23:35:00Z\n")
    #expect(
      try CalcCLI.answer(engine, at + ["--add-components", "day=30,month=-1"])
        == "1996-03-02T23:35:00Z\n")
    #expect(
      try CalcCLI.answer(engine, at + ["--add", "day=30,month=-1"]) == "1996-02-29T23:35:00Z\n")
    // Rolled: a day back wraps within March to the 1st, an hour on wraps within the day.
    #expect(
      try CalcCLI.answer(engine, at + ["--roll-components", "day=-1,hour=1"])
        == "1996-03-01T00:35:00Z\n")
    #expect(
      try CalcCLI.answer(engine, at + ["--roll-components", "month=-1,hour=1"])
        == "1996-02-02T00:35:00Z\n")
    #expect(
      try CalcCLI.answer(engine, at + ["--roll-components", "month=-1,hour=1", "--json"])
        == #"{"at": "1996-03-01T23:35:00Z", "calendar": "gregorian", "engine": "\#(engine)", "operation": "roll-components month=-1,hour=1", "result": "1996-02-02T00:35:00Z", "zone": "Etc/GMT-1"}"#
        + "\n")
  }

  /// ICU has no call that adds several fields at once: refused, naming foundation and --add.
  @Test func icuRefusesComponentsAtOnce() throws {
    #expect(
      try Self.refusal("icu", Self.march1996 + ["--add-components", "month=-1,day=30"])
        == "fmtcorpus: error: the icu engine cannot render 'month=-1,day=30': ICU has no call that adds several fields at once (the foundation engine adds one DateComponents in one call; --add or --roll adds them one at a time, in the order you give)\n"
    )
    #expect(
      try Self.refusal("foundation", Self.march1996 + ["--add-components", "day=1,day=2"])
        == "fmtcorpus: error: invalid value 'day=1,day=2' for --add-components (expected FIELD=N pairs, each field once, since one DateComponents holds one value per field ('day' is repeated))\n"
    )
  }

  /// `dateInterval(of:for:)`: a quarter across the spring-forward in Los Angeles
  /// (GegorianCalendarInternationalizationTests.swift:2240), a year before year 1 written in
  /// astronomical years, `none` where Foundation gives no interval, and an era's end past 9999
  /// refused (GregorianCalendarTests.swift:884, :896, :883).
  @Test(arguments: foundationEngines)
  func intervalsOfAUnit(engine: String) throws {
    let weeks = ["--first-weekday", "3", "--min-days", "5"]
    #expect(
      try CalcCLI.answer(
        engine,
        [
          "--zone", "America/Los_Angeles", "--at", "1996-04-07T09:03:07Z", "--interval-of",
          "quarter",
        ]
          + weeks) == "1996-04-01T08:00:00Z 1996-07-01T07:00:00Z\n")
    let yearZero = ["--zone", "Etc/GMT+8", "--at", "0000-12-30T00:00:00Z"] + weeks
    #expect(
      try CalcCLI.answer(engine, yearZero + ["--interval-of", "year"])
        == "-0001-12-30T08:00:00Z 0000-12-30T08:00:00Z\n")
    #expect(
      try CalcCLI.answer(engine, yearZero + ["--interval-of", "year-for-week-of-year"]) == "none\n")
    #expect(
      try Self.refusal(
        engine, ["--zone", "UTC", "--at", "2024-02-19T12:00:00Z", "--interval-of", "era"])
        == "fmtcorpus: error: the \(engine) engine cannot render 'interval-of era': the engine's answer is 4335910914304000 ms from 1970, outside the years an instant is written in (-9999–9999)\n"
    )
  }

  /// Saturday 17 February 2024 is in en_US's weekend, Monday the 19th is not: both engines
  /// (`ucal_isWeekend`, `isDateInWeekend`). Foundation also gives the weekend's interval, the
  /// next one and the one before, midnight to midnight in New York.
  @Test(arguments: ["icu"] + foundationEngines)
  func weekends(engine: String) throws {
    let newYork = ["--zone", "America/New_York"]
    let saturday = newYork + ["--at", "2024-02-17T12:00:00Z"]
    let monday = newYork + ["--at", "2024-02-19T12:00:00Z"]
    #expect(try CalcCLI.answer(engine, saturday + ["--weekend"]) == "true\n")
    #expect(try CalcCLI.answer(engine, monday + ["--weekend"]) == "false\n")
    guard engine != "icu" else { return }
    #expect(
      try CalcCLI.answer(engine, saturday + ["--weekend-interval"])
        == "2024-02-17T05:00:00Z 2024-02-19T05:00:00Z\n")
    #expect(try CalcCLI.answer(engine, monday + ["--weekend-interval"]) == "none\n")
    #expect(
      try CalcCLI.answer(engine, monday + ["--next-weekend", "forward"])
        == "2024-02-24T05:00:00Z 2024-02-26T05:00:00Z\n")
    #expect(
      try CalcCLI.answer(engine, monday + ["--next-weekend", "backward"])
        == "2024-02-17T05:00:00Z 2024-02-19T05:00:00Z\n")
  }

  /// `compare(_:to:toGranularity:)`: 7:00 on the 19th and 22:00 on the 19th in New York are
  /// the same day; in UTC the second is the 20th, a later day.
  @Test(arguments: foundationEngines)
  func comparisons(engine: String) throws {
    let pair = ["--at", "2024-02-19T12:00:00Z", "--compare", "2024-02-20T03:00:00Z"]
    #expect(
      try CalcCLI.answer(engine, pair + ["--zone", "America/New_York", "--granularity", "day"])
        == "same\n")
    #expect(
      try CalcCLI.answer(engine, pair + ["--zone", "UTC", "--granularity", "day"]) == "ascending\n")
    #expect(
      try CalcCLI.answer(engine, pair + ["--zone", "UTC", "--granularity", "hour"]) == "ascending\n"
    )
    // Foundation's compare has no case of its own for the quarter: it compares era, year,
    // month and day, so two days of one quarter are not the same quarter (swift-foundation
    // 767ff1c, Calendar.compare(_:to:toGranularity:)). What the engine answers, pinned.
    #expect(
      try CalcCLI.answer(
        engine,
        ["--at", "2024-02-20T03:00:00Z", "--compare", "2024-02-19T12:00:00Z", "--zone", "UTC"]
          + ["--granularity", "quarter"]) == "descending\n")
    #expect(
      try CalcCLI.answer(
        engine,
        ["--at", "2024-02-20T03:00:00Z", "--compare", "2024-02-19T12:00:00Z", "--zone", "UTC"]
          + ["--granularity", "month"]) == "same\n")
  }

  /// The questions ICU's C API has no call for are refused, naming the Foundation call.
  @Test func icuRefusesWhatOnlyCalendarAnswers() throws {
    let at = ["--zone", "UTC", "--at", "2024-02-19T12:00:00Z"]
    let refused = [
      (["--interval-of", "month"], "--interval-of month", "Calendar.dateInterval(of:for:)"),
      (["--weekend-interval"], "--weekend-interval", "Calendar.dateIntervalOfWeekend(containing:)"),
      (
        ["--next-weekend", "forward"], "--next-weekend forward",
        "Calendar.nextWeekend(startingAfter:direction:)"
      ),
      (
        ["--compare", "2024-02-20T03:00:00Z", "--granularity", "day"],
        "--compare --granularity day",
        "Calendar.compare(_:to:toGranularity:)"
      ),
    ]
    for (flags, asked, call) in refused {
      #expect(
        try Self.refusal("icu", at + flags)
          == "fmtcorpus: error: the icu engine cannot render '\(asked)': ICU's C API has no call that answers it; the foundation engine asks \(call)\n"
      )
    }
  }

  /// One operation per run; --granularity belongs to --compare; bad values named.
  @Test func badCombinationsAndValues() throws {
    let at = ["--zone", "UTC", "--at", "2024-02-19T12:00:00Z"]
    let cases: [([String], String)] = [
      (
        ["--weekend", "--add", "day=1"],
        "invalid value '--weekend with --add day=1' for calc (expected one operation per run (run calc once per question))"
      ),
      (
        ["--granularity", "day"],
        "invalid value '--granularity without --compare' for calc (expected --compare INSTANT with --granularity UNIT)"
      ),
      (
        ["--compare", "2024-02-20T03:00:00Z"],
        "invalid value '--compare without --granularity' for calc (expected --granularity UNIT, such as day or month)"
      ),
      (
        ["--next-weekend", "up"],
        "invalid value 'up' for --next-weekend (expected forward or backward)"
      ),
    ]
    for (flags, message) in cases {
      #expect(try Self.refusal("foundation", at + flags) == "fmtcorpus: error: \(message)\n")
    }
  }
}
