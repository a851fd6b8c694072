import FormatCorpus
import Foundation
import TestSupport
import Testing

/// `calc --range-of`, `--ordinality-of`, `--minimum-range` and `--maximum-range` (issue 42):
/// Foundation's `Calendar.range(of:in:for:)`, `ordinality(of:in:for:)`, `minimumRange(of:)`
/// and `maximumRange(of:)`, ICU's `ucal_getLimit` and `ucal_get` where they answer exactly,
/// through the built binary; and the same questions as words of a plan's arithmetic case.
@Suite(.tags(.icu72)) struct CalcRangesTests {
  static let engines = CalcCLI.engines
  static let foundationEngines = ["foundation", "formatstyle"]

  /// `calc` in UTC, where every range and ordinality here is asked.
  static func calc(_ engine: String, _ arguments: [String]) throws -> CLI.Result {
    try CalcCLI.run(engine, ["--zone", "UTC"] + arguments)
  }

  static func answer(_ engine: String, _ arguments: [String]) throws -> String {
    try CalcCLI.answer(engine, ["--zone", "UTC"] + arguments)
  }

  /// February has 29 days in 2024 and 28 in 2023: every engine writes the range as Swift
  /// writes a Range.
  @Test(arguments: engines)
  func daysInFebruary(engine: String) throws {
    let days = ["--range-of", "day", "--in", "month"]
    #expect(try Self.answer(engine, days + ["--at", "2024-02-10T12:00:00Z"]) == "1..<30\n")
    #expect(try Self.answer(engine, days + ["--at", "2023-02-10T12:00:00Z"]) == "1..<29\n")
    #expect(
      try Self.answer(engine, days + ["--at", "2024-02-10T12:00:00Z", "--json"])
        == #"{"at": "2024-02-10T12:00:00Z", "calendar": "gregorian", "engine": "\#(engine)", "in": "month", "rangeOf": "day", "result": "1..<30", "zone": "UTC"}"#
        + "\n")
  }

  /// 1 February is the 32nd day of the year; Saturday 10 February 2024 is the 6th day of a
  /// week that begins on Monday. Every engine agrees.
  @Test(arguments: engines)
  func ordinalities(engine: String) throws {
    let february = ["--at", "2024-02-01T12:00:00Z"]
    #expect(
      try Self.answer(engine, february + ["--ordinality-of", "day", "--in", "year"]) == "32\n")
    #expect(
      try Self.answer(
        engine,
        [
          "--at", "2024-02-10T12:00:00Z", "--ordinality-of", "weekday", "--in", "week",
          "--first-weekday", "mon",
        ]) == "6\n")
    #expect(
      try Self.answer(engine, february + ["--ordinality-of", "day", "--in", "year", "--json"])
        == #"{"at": "2024-02-01T12:00:00Z", "calendar": "gregorian", "engine": "\#(engine)", "in": "year", "ordinalityOf": "day", "result": 32, "zone": "UTC"}"#
        + "\n")
  }

  /// A day takes 1…28 in every Gregorian month and 1…31 in some; the week of the year
  /// 1…53 at most; months are numbered from 1 in every engine (ICU's MONTH + 1).
  @Test(arguments: engines)
  func fixedRanges(engine: String) throws {
    let at = ["--at", "2024-02-10T12:00:00Z"]
    #expect(try Self.answer(engine, at + ["--minimum-range", "day"]) == "1..<29\n")
    #expect(try Self.answer(engine, at + ["--maximum-range", "day"]) == "1..<32\n")
    #expect(try Self.answer(engine, at + ["--maximum-range", "week-of-year"]) == "1..<54\n")
    #expect(try Self.answer(engine, at + ["--minimum-range", "month"]) == "1..<13\n")
    #expect(
      try Self.answer(engine, at + ["--range-of", "month", "--in", "year", "--calendar", "hebrew"])
        == "1..<14\n")
  }

  /// Foundation has no range of days in a week of the year (nil): an answer, printed `none`
  /// and JSON `null` (the unit under its name, `week`), exit 0. Quarters are Foundation's alone.
  @Test(arguments: foundationEngines)
  func noneAndQuarters(engine: String) throws {
    let at = ["--at", "2024-02-01T12:00:00Z"]
    let days = at + ["--range-of", "day", "--in", "week-of-year"]
    #expect(try Self.answer(engine, days) == "none\n")
    #expect(
      try Self.answer(engine, days + ["--json"])
        == #"{"at": "2024-02-01T12:00:00Z", "calendar": "gregorian", "engine": "\#(engine)", "in": "week", "rangeOf": "day", "result": null, "zone": "UTC"}"#
        + "\n")
    #expect(try Self.answer(engine, at + ["--range-of", "quarter", "--in", "year"]) == "1..<5\n")
    #expect(try Self.answer(engine, at + ["--ordinality-of", "day", "--in", "quarter"]) == "32\n")
    #expect(try Self.answer(engine, at + ["--ordinality-of", "year", "--in", "day"]) == "none\n")
  }

  /// ICU refuses in one line, exit 2, what none of its calls answers, naming the engine
  /// that does.
  @Test func icuRefusesWhatItsCallsDoNotAnswer() throws {
    let result = try Self.calc(
      "icu", ["--at", "2024-02-01T12:00:00Z", "--ordinality-of", "quarter", "--in", "year"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fmtcorpus: error: the icu engine cannot render 'ordinality-of quarter in year': ICU's calls answer only day in month, day in week, day in week-of-month, day in year, day-of-year in year, week in year-for-week-of-year, weekday in week, weekday in week-of-month, weekday-ordinal in month, year in era; the foundation engine answers every pair\n"
    )
    let quarter = try Self.calc(
      "icu", ["--at", "2024-02-01T12:00:00Z", "--minimum-range", "quarter"])
    #expect(quarter.status == 2)
    #expect(
      quarter.stderr
        == "fmtcorpus: error: the icu engine cannot render 'minimum-range quarter': ICU's calendars have no quarter field; the foundation engine answers it\n"
    )
  }

  /// A range or an ordinality is asked alone, with its `--in`; units are the fields and
  /// `quarter`.
  @Test func badCombinationsAreRefusedInOneLine() throws {
    let at = ["--at", "2024-02-01T12:00:00Z"]
    let cases: [([String], String)] = [
      (
        ["--range-of", "day", "--in", "month", "--add", "day=1"],
        "invalid value '--range-of with --add' for calc (expected --range-of alone (run calc once per question))"
      ),
      (
        ["--ordinality-of", "day", "--in", "year", "--maximum-range", "day"],
        "invalid value '--ordinality-of with --maximum-range' for calc (expected one operation a run (run calc once per question))"
      ),
      (
        ["--range-of", "day"],
        "invalid value '--range-of day without --in' for calc (expected --in LARGER, such as --in month)"
      ),
      (
        ["--minimum-range", "day", "--in", "month"],
        "invalid value '--minimum-range day with --in' for calc (expected --minimum-range alone: a unit's fixed range holds in every larger unit)"
      ),
      (
        ["--range-of", "day", "--in", "fortnight"],
        "invalid value 'fortnight' for --in (expected a unit: era, year, year-for-week-of-year, quarter, month, week (or week-of-year), week-of-month, weekday-ordinal, day, day-of-year, weekday, hour, minute, second, nanosecond)"
      ),
    ]
    for (arguments, message) in cases {
      let result = try Self.calc("foundation", at + arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stdout == "")
      #expect(result.stderr == "fmtcorpus: error: \(message)\n")
    }
  }

  /// A plan's arithmetic case writes the same questions: `range-of UNIT/LARGER`,
  /// `ordinality-of UNIT/LARGER`, `minimum-range UNIT`, `maximum-range UNIT`, read back to the
  /// same bytes (a zone still follows ` in `).
  @Test func planCasesRoundTrip() throws {
    for text in [
      "daysInMonth: 2024-02-10T12:00:00Z range-of day/month",
      "dayOfYear: 2024-02-01T12:00:00Z ordinality-of day/year first-weekday=2 in Pacific/Apia",
      "quarters: 2024-02-01T12:00:00Z range-of quarter/year",
      "fewestDays: 2024-02-01T12:00:00Z minimum-range day",
      "mostDays: 2024-02-01T12:00:00Z maximum-range day",
    ] {
      #expect(try ArithmeticCase(parsing: text).description == text)
    }
    #expect(
      try ArithmeticCase(parsing: "x: 2024-02-01T12:00:00Z range-of day/month").operation
        == .range(of: .field(.day), in: .field(.month)))
    #expect(throws: InputError.self) {
      try ArithmeticCase(parsing: "x: 2024-02-01T12:00:00Z range-of day")
    }
  }
}
