import Testing

@testable import CorpusModel

/// The plan's interval pairs and arithmetic cases: their text reads back as written, and bad
/// text is refused with the flag's message.
@Suite struct SpansModelTests {
  @Test func defaultCasesRoundTripThroughTheirText() throws {
    for item in ArithmeticCase.defaults {
      #expect(try ArithmeticCase(parsing: item.description) == item)
    }
    for pair in IntervalPair.defaults {
      #expect(try IntervalPair(parsing: pair.description) == pair)
    }
    #expect(Set(ArithmeticCase.defaults.map(\.name)).count == ArithmeticCase.defaults.count)
  }

  @Test func aCaseReadsItsParts() throws {
    let item = try ArithmeticCase(
      parsing: "samoa: 2011-12-29T22:00:00Z to 2011-12-30T22:00:00Z day,hour in Pacific/Apia")
    #expect(item.name == "samoa")
    #expect(item.zone == ZoneID(rawValue: "Pacific/Apia"))
    #expect(
      item.operation
        == .difference(to: try Instant(iso8601: "2011-12-30T22:00:00Z"), units: [.day, .hour]))
    let added = try ArithmeticCase(parsing: "x: 2024-01-31T17:00:00Z add month=1,day=-3")
    #expect(added.operation == .add([FieldAmount(.month, 1), FieldAmount(.day, -3)]))
    #expect(added.zone == nil)
  }

  /// A roll is a plan's case as `calc --roll` is a step (issue 42): read and written back.
  @Test func aRollReadsItsParts() throws {
    let text = "dayWrap: 2024-01-31T17:00:00Z roll day=20,hour=15 in America/New_York"
    let item = try ArithmeticCase(parsing: text)
    #expect(item.operation == .roll([FieldAmount(.day, 20), FieldAmount(.hour, 15)]))
    #expect(item.zone == ZoneID(rawValue: "America/New_York"))
    #expect(item.description == text)
    #expect(throws: InputError.self) {
      try ArithmeticCase(parsing: "x: 2024-01-31T17:00:00Z roll day")
    }
  }

  /// A case's week rules (issue 42) are words after its operation, in one order, written back
  /// as read; a case without them keeps the text it had before they existed.
  @Test func aCaseReadsItsWeekRules() throws {
    let text =
      "weeks: 2024-02-14T20:00:00Z add week-of-month=1 first-weekday=2 min-days=4 in Etc/GMT-1"
    let item = try ArithmeticCase(parsing: text)
    #expect(item.weekRules == WeekRules(firstWeekday: 2, minimumDays: 4))
    #expect(item.operation == .add([FieldAmount(.weekOfMonth, 1)]))
    #expect(item.zone == ZoneID(rawValue: "Etc/GMT-1"))
    #expect(item.description == text)
    // fw's names read as the locale setting writes them, and are written as numbers.
    let named = try ArithmeticCase(
      parsing: "w: 2024-02-14T20:00:00Z roll weekday=3 first-weekday=mon")
    #expect(named.weekRules == WeekRules(firstWeekday: 2))
    #expect(named.description == "w: 2024-02-14T20:00:00Z roll weekday=3 first-weekday=2")
    let days = try ArithmeticCase(
      parsing: "d: 2024-02-14T20:00:00Z to 2024-12-25T20:00:00Z week min-days=7")
    #expect(days.weekRules == WeekRules(minimumDays: 7))
    for item in ArithmeticCase.defaults { #expect(item.weekRules == .calendarDefaults) }
    #expect(
      throws: InputError.invalidValue(
        "8", option: "--arithmetic first-weekday",
        expected: "a weekday 1-7 (1 = Sunday) or one of: sun, mon, tue, wed, thu, fri, sat")
    ) { try ArithmeticCase(parsing: "w: 2024-02-14T20:00:00Z add week=1 first-weekday=8") }
    #expect(
      throws: InputError.invalidValue(
        "0", option: "--arithmetic min-days", expected: "a number of days 1-7")
    ) { try ArithmeticCase(parsing: "w: 2024-02-14T20:00:00Z add week=1 min-days=0") }
    // One order, each once: anything else is not the case's shape.
    #expect(throws: InputError.self) {
      try ArithmeticCase(parsing: "w: 2024-02-14T20:00:00Z add week=1 min-days=4 first-weekday=2")
    }
    #expect(throws: InputError.self) {
      try ArithmeticCase(parsing: "w: 2024-02-14T20:00:00Z add week=1 min-days=4 min-days=4")
    }
  }

  /// What an engine's API has no field for is said once, for its refusal and a corpus's
  /// note: ICU has no nanosecond; Foundation adds one, but a corpus writes instants to the
  /// millisecond.
  @Test func eachAPINamesTheCasesItCannotAnswer() throws {
    let cases = try [
      "nano: 2024-01-31T17:00:00Z add nanosecond=1000000",
      "oddNano: 2024-01-31T17:00:00Z roll nanosecond=5",
      "nanoDiff: 2024-01-31T17:00:00Z to 2024-01-31T17:00:01Z second,nanosecond",
      "plain: 2024-01-31T17:00:00Z roll day=20",
    ].map(ArithmeticCase.init(parsing:))
    let icu = cases.leftOutNotes(engine: "icu", api: .icu)
    #expect(
      icu.map { $0.prefix(45) } == [
        "the icu engine leaves arithmetic case 'nano' ",
        "the icu engine leaves arithmetic case 'oddNan",
        "the icu engine leaves arithmetic case 'nanoDi",
      ])
    #expect(
      icu[0]
        == "the icu engine leaves arithmetic case 'nano' out of the corpus: ICU's calendars have no nanosecond field (expected one of: era, year, year-for-week-of-year, month, week, week-of-month, weekday-ordinal, day, day-of-year, weekday, hour, minute, second)"
    )
    #expect(
      cases.leftOutNotes(engine: "foundation", api: .foundation) == [
        "the foundation engine leaves arithmetic case 'oddNano' out of the corpus: a corpus writes instants to the millisecond, and 5 ns is no whole number of them (a multiple of 1000000; calc writes the sum to the nanosecond)"
      ])
  }

  @Test(arguments: [
    "no colon 2024-01-31T17:00:00Z add month=1", "x: 2024-01-31 add month=1",
    "x: 2024-01-31T17:00:00Z plus month=1", "x: 2024-01-31T17:00:00Z to 2024-02-01T00:00:00Z",
    "bad name: 2024-01-31T17:00:00Z add month=1",
  ])
  func badCasesAreRefused(text: String) {
    #expect(throws: InputError.self) { try ArithmeticCase(parsing: text) }
  }

  /// A unit read twice (issue 38) is refused in a plan as on `calc`'s command line, by the one
  /// parser: the second read counts what the first left, and JSON keyed by unit kept one.
  @Test func repeatedUnitsAreRefused() throws {
    #expect(
      throws: InputError.invalidValue(
        "day,day", option: "--arithmetic",
        expected: "units separated by commas, each once ('day' is repeated)")
    ) { try ArithmeticCase(parsing: "x: 2024-01-31T17:00:00Z to 2024-03-31T17:00:00Z day,day") }
    #expect(throws: InputError.self) {
      try CalendarField.list(parsing: "year,month,year", option: "--units")
    }
    #expect(try CalendarField.list(parsing: "day,year", option: "--units") == [.day, .year])
  }

  @Test func badPairsAreRefused() {
    #expect(throws: InputError.self) {
      try IntervalPair(parsing: "2024-02-14T15:00:00Z/2024-02-16T15:00:00Z")
    }
    #expect(throws: InputError.self) { try IntervalPair(parsing: "days=2024-02-14T15:00:00Z") }
    #expect(throws: InputError.self) {
      try IntervalPair(parsing: "a b=2024-02-14T15:00:00Z/2024-02-16T15:00:00Z")
    }
  }

  @Test func outcomesAreWrittenAsCalcPrintsThem() throws {
    #expect(
      ArithmeticOutcome.differences([.year, .month, .day], [0, 1, 3]).description
        == "year 0 month 1 day 3")
    #expect(
      ArithmeticOutcome.instant(try Instant(iso8601: "2024-02-29T17:00:00Z")).description
        == "2024-02-29T17:00:00Z")
  }

  /// The issue's fixed points are in the default plan.
  @Test func theDefaultPlanHoldsTheIssuesExamples() throws {
    let days = try #require(Plan.default.intervals?.first { $0.name == "days" })
    #expect(days.description == "days=2024-02-14T15:00:00Z/2024-02-16T15:00:00Z")
    #expect(Plan.default.effectiveTemplates.contains("yMMMd"))
    let seed = try #require(Plan.default.arithmetic?.first { $0.name == "valentinesToStPatricks" })
    #expect(
      seed.description == "valentinesToStPatricks: 2015-02-14T05:00:00Z to 2015-03-17T04:00:00Z day"
    )
  }
}
