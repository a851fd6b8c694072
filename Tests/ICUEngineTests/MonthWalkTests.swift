import CICU
import CorpusModel
import TestSupport
import Testing

@testable import ICUEngine

/// `ICUCalendar.monthWalk()`, which the pickers' day wheels and the month views read, through
/// ICU 72: each day's number, its offset from the month's first day and its moment, exactly,
/// for a month that skips days and for a leap month ICU's own limit gets wrong; and where the
/// walk leaves the calendar.
@Suite(.tags(.icu72)) struct MonthWalkTests {
  static let day: Double = 86_400_000

  /// October 1582 goes from the 4th to the 15th: 21 days on consecutive Julian days, each at
  /// the walk's time of day (noon in UTC). The 1st (Julian) is 141,431 days before 1970.
  @Test func october1582SkipsTenDays() throws {
    let calendar = try ICUCalendar(
      locale: "en_US@calendar=gregorian", zone: ZoneID(rawValue: "UTC"))
    try calendar.set(try Instant(iso8601: "1582-10-20T12:00:00Z"))
    let days = try calendar.monthWalk()
    #expect(days.map(\.number) == Array(1...4) + Array(15...31))
    #expect(days.map(\.offset) == Array(0...20))
    #expect(
      days.map(\.millis) == (0...20).map { (Double($0) - 141_431) * Self.day + 43_200_000 })
    // Left on the next month's first day, at the same time of day.
    #expect(try calendar.get(CInt(CICU_MONTH)) == 10)
    #expect(try calendar.get(CInt(CICU_DATE)) == 1)
    #expect(try calendar.millis == (21 - 141_431) * Self.day + 43_200_000)
  }

  /// The Chinese calendar's leap second month of 2023 has 29 days (from 22 March 2023 in
  /// Shanghai), where `ucal_getLimit(DATE, ACTUAL_MAXIMUM)` answers 30; the walk stops at the
  /// third month's first day, not at the leap month's missing 30th.
  @Test func chineseLeapMonth2023Has29Days() throws {
    let calendar = try ICUCalendar(
      locale: "zh_CN@calendar=chinese", zone: ZoneID(rawValue: "Asia/Shanghai"))
    try calendar.set(try Instant(iso8601: "2023-04-01T04:00:00Z"))
    #expect(try calendar.get(CInt(CICU_IS_LEAP_MONTH)) == 1)
    let days = try calendar.monthWalk()
    #expect(days.map(\.number) == Array(1...29))
    #expect(days.map(\.offset) == Array(0...28))
    #expect(days.first?.millis == 1_679_457_600_000)
    #expect(days.last?.millis == 1_679_457_600_000 + 28 * Self.day)
    #expect(try calendar.get(CInt(CICU_IS_LEAP_MONTH)) == 0)
    #expect(try calendar.get(CInt(CICU_MONTH)) == 2)
    #expect(try calendar.get(CInt(CICU_DATE)) == 1)
  }
}
