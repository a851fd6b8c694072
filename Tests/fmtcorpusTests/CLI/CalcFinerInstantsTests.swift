import Testing

/// `calc` asks the Foundation engines about instants finer than a millisecond, as
/// swift-foundation's own tests do (`Date(timeIntervalSinceReferenceDate: 682898558.712307)`),
/// and answers them to the nanosecond; the icu engine refuses them in one line.
@Suite struct CalcFinerInstantsTests {
  static let date = "2022-08-22T22:02:38.712307Z"

  /// The answers swift-foundation's CalendarTests and GregorianCalendarTests assert, each
  /// through the one Calendar call: the double Foundation holds for .712307 is
  /// .71230697631835937…, so its nanosecond is 712306976.
  @Test(arguments: CalcCLI.engines.filter { $0 != "icu" })
  func foundationAnswersToTheNanosecond(engine: String) throws {
    let utc = ["--calendar", "gregorian", "--zone", "UTC", "--at", Self.date]
    #expect(
      try CalcCLI.answer(engine, utc + ["--ordinality-of", "nanosecond", "--in", "day"])
        == "79358712306977\n")
    #expect(
      try CalcCLI.answer(engine, utc + ["--components", "second,nanosecond"])
        == "second 38 nanosecond 712306976\n")
    // A sum is written as Swift writes the Date: the same digits come back.
    #expect(
      try CalcCLI.answer(engine, utc + ["--add", "day=1"]) == "2022-08-23T22:02:38.712307Z\n")
    #expect(
      try CalcCLI.answer(engine, utc + ["--interval-of", "second"])
        == "2022-08-22T22:02:38Z 2022-08-22T22:02:39Z\n")
    #expect(
      try CalcCLI.answer(
        engine, utc + ["--compare", "2022-08-22T22:02:48.712307Z", "--granularity", "minute"])
        == "same\n")
  }

  /// Nanoseconds added to a whole millisecond, or given as a component (once refused), are
  /// answered to the nanosecond;
  /// a roll of 278,337,903 ns wraps within the second (GregorianCalendarTests' own case, in
  /// 1582 in Etc/GMT-1).
  @Test func nanosecondAmountsAreAnswered() throws {
    #expect(
      try CalcCLI.answer(
        "foundation",
        ["--zone", "UTC", "--at", "2001-01-01T00:00:00Z", "--add", "nanosecond=5"])
        == "2001-01-01T00:00:00.000000005Z\n")
    #expect(
      try CalcCLI.answer(
        "foundation",
        ["--zone", "Etc/GMT-1", "--at", "1582-10-24T00:00:00Z", "--roll", "nanosecond=278337903"])
        == "1582-10-24T00:00:00.278337Z\n")
    // A year from 2001 a Date's double is 3.7 ns wide: 5 ns lands on the 3.7 ns it holds,
    // written to the nearest nanosecond — Foundation's own answer, not the one asked.
    #expect(
      try CalcCLI.answer(
        "foundation", ["--zone", "UTC", "--from-components", "year=2000,nanosecond=5"])
        == "2000-01-01T00:00:00.000000004Z\n")
  }

  /// A nanosecond's interval is a question finer than a millisecond: Foundation starts it one
  /// double (7.6 µs, that far from 2001) before 0001-01-01 in Etc/GMT+8, and so does calc.
  @Test func aNanosecondsIntervalIsWrittenToTheNanosecond() throws {
    #expect(
      try CalcCLI.answer(
        "foundation",
        ["--zone", "Etc/GMT+8", "--at", "0000-12-30T00:00:00Z", "--interval-of", "nanosecond"])
        == "0000-12-29T23:59:59.999990Z 0000-12-29T23:59:59.999990Z\n")
  }

  /// ICU's calendars count whole milliseconds: a finer instant is refused, never truncated,
  /// whichever operand it is.
  @Test(arguments: [
    ["--at", date, "--add", "day=1"],
    ["--at", "2022-08-22T22:02:38Z", "--to", date, "--units", "second"],
    ["--at", "2022-08-22T22:02:38Z", "--compare", date, "--granularity", "second"],
  ])
  func icuRefusesFinerInstants(arguments: [String]) throws {
    let result = try CalcCLI.run("icu", ["--zone", "UTC"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fmtcorpus: error: the icu engine cannot render '\(Self.date)': ICU's calendars count whole milliseconds (UDate); the foundation and formatstyle engines hold finer instants\n"
    )
  }

  /// `format` keeps a corpus's milliseconds.
  @Test func formatRefusesFinerInstants() throws {
    let result = try CLI.run([
      "format", "--locale", "en_US", "--template", "yMd", "--at", Self.date,
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid instant '\(Self.date)': a fraction finer than a millisecond is calc's alone (a corpus, a plan and format hold .sss)\n"
    )
  }
}
