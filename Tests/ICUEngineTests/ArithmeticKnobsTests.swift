import Assembly
import CICU
import CorpusModel
import TestSupport
import Testing

@testable import ICUEngine

/// `calc`'s knobs on the ICU engine itself: rolls through `ucal_roll`, the fields beyond the
/// seven, nanoseconds refused, and instants from -9999 against a calendar stepped by hand.
@Suite struct ArithmeticKnobsTests {
  static let newYork = ZoneID(rawValue: "America/New_York")

  static func outcome(
    _ operation: ArithmeticOperation, at text: String, calendar: CalendarID = .gregorian,
    zone: ZoneID = newYork
  ) throws -> String {
    try ICUSource().arithmetic(calendar: calendar, zone: zone).outcome(
      of: operation, at: try Instant(expandedISO8601: text), engine: "icu", forCorpus: false
    ).description
  }

  /// Every field but nanosecond, rolled by 40 from 31 January 2024 at noon in New York, is what
  /// a fresh calendar gives for `ucal_roll` of ICU's field, and a roll differs from an add
  /// where the field wraps.
  @Test(arguments: CalendarField.allCases.filter { $0 != .nanosecond })
  func rollsAreUcalRoll(field: CalendarField) throws {
    let at = try Instant(iso8601: "2024-01-31T17:00:00Z")
    let fresh = try ICUCalendar(locale: "en_US@calendar=gregorian", zone: Self.newYork)
    try fresh.set(at)
    var status: Int32 = 0
    cicu_ucal_roll(fresh.handle, try ICUArithmetic.field(field), 40, &status)
    #expect(status <= 0)
    let expected = Instant(millisecondsSince1970: Int64(try fresh.millis)).iso8601
    #expect(
      try Self.outcome(.roll([FieldAmount(field, 40)]), at: at.iso8601) == expected, "\(field)")
  }

  @Test func aRollWrapsWhereAnAddCarries() throws {
    let at = "2024-01-31T17:00:00Z"
    #expect(try Self.outcome(.roll([FieldAmount(.day, 20)]), at: at) == "2024-01-20T17:00:00Z")
    #expect(try Self.outcome(.add([FieldAmount(.day, 20)]), at: at) == "2024-02-20T17:00:00Z")
    #expect(
      try Self.outcome(.roll([FieldAmount(.weekdayOrdinal, 3)]), at: "2024-02-14T20:00:00Z")
        == "2024-02-07T20:00:00Z")
  }

  /// ICU's calendars count milliseconds at most: nanosecond is refused before any calendar
  /// moves, naming the fields ICU has.
  @Test func nanosecondsAreRefused() throws {
    let error = try #require(throws: InputError.self) {
      try Self.outcome(
        .add([FieldAmount(.day, 1), FieldAmount(.nanosecond, 1)]), at: "2024-01-31T17:00:00Z")
    }
    #expect(
      error.description
        == "the icu engine cannot render 'nanosecond': ICU's calendars have no nanosecond field (expected one of: era, year, year-for-week-of-year, month, week, week-of-month, weekday-ordinal, day, day-of-year, weekday, hour, minute, second)"
    )
  }

  /// The era of a calendar whose years restart with it is added and counted; gregorian's is
  /// added without moving, and its difference is refused (ICU answers
  /// U_ILLEGAL_ARGUMENT_ERROR).
  @Test func erasMoveWhereYearsRestartWithThem() throws {
    let at = "2024-02-14T20:00:00Z"
    #expect(
      try Self.outcome(.add([FieldAmount(.era, -1)]), at: at, calendar: "japanese")
        == "1994-02-14T20:00:00Z")
    // Minguo 113 less one era is 113 before the Republic: 1799, in New York's local mean time.
    #expect(
      try Self.outcome(.add([FieldAmount(.era, -1)]), at: at, calendar: "roc")
        == "1799-02-14T19:56:02Z")
    #expect(try Self.outcome(.add([FieldAmount(.era, -1)]), at: at) == at)
    let to = try Instant(iso8601: "1990-01-01T00:00:00Z")
    #expect(throws: InputError.self) {
      try Self.outcome(.difference(to: to, units: [.era]), at: at)
    }
  }

  /// Instants from -9999: the engine's own calendar (Julian before 1582) and New York's local
  /// mean time, written as ISO 8601's astronomical years.
  @Test func instantsBeforeTheCommonEra() throws {
    let utc = ZoneID(rawValue: "UTC")
    #expect(
      try Self.outcome(.add([FieldAmount(.day, 1)]), at: "-0044-03-15T12:00:00Z", zone: utc)
        == "-0044-03-16T12:00:00Z")
    #expect(
      try Self.outcome(.add([FieldAmount(.year, -2024)]), at: "2024-01-31T17:00:00Z")
        == "0000-01-29T16:56:02Z")
    let to = try Instant(iso8601: "2024-03-15T12:00:00Z")
    #expect(
      try Self.outcome(
        .difference(to: to, units: [.year, .day]), at: "-0044-03-15T12:00:00Z", zone: utc)
        == "year 2067 day 364")
    let error = try #require(throws: InputError.self) {
      try Self.outcome(.add([FieldAmount(.day, -1)]), at: "-9999-01-01T00:00:00Z", zone: utc)
    }
    #expect(error.description.hasSuffix("outside the years an instant is written in (-9999–9999)"))
  }

  /// The week rules are the calendar's attributes (`ucal_setAttribute`): read back as set, and
  /// a week rolled from Saturday 1 January 2022 follows the minimum days (in week 1 of 2022
  /// with one day, in the last week of 2021 with four); unset, they are en_US's.
  @Test func weekRulesAreTheCalendarsAttributes() throws {
    let calendar = try ICUCalendar(locale: "en_US@calendar=gregorian", zone: Self.newYork)
    #expect((calendar.firstWeekday, calendar.minimalDaysInFirstWeek) == (1, 1))
    calendar.set(WeekRules(firstWeekday: 2, minimumDays: 4))
    #expect((calendar.firstWeekday, calendar.minimalDaysInFirstWeek) == (2, 4))
    let roll = ArithmeticOperation.roll([FieldAmount(.week, 1)])
    let at = try Instant(iso8601: "2022-01-01T12:00:00Z")
    func rolled(_ rules: WeekRules) throws -> String {
      try ICUSource().arithmetic(
        calendar: .gregorian, zone: ZoneID(rawValue: "UTC"), weekRules: rules
      ).outcome(
        of: roll, at: at, engine: "icu"
      ).description
    }
    #expect(try rolled(.calendarDefaults) == "2022-01-08T12:00:00Z")
    #expect(try rolled(WeekRules(minimumDays: 4)) == "2021-01-09T12:00:00Z")
    #expect(try rolled(WeekRules(firstWeekday: 2, minimumDays: 4)) == "2022-01-08T12:00:00Z")
  }
}
