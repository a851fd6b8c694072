import Assembly
import CICU
import CorpusModel

/// ICU's answers for the months of one locale and calendar in one zone.
///
/// Day numbers come from a formatter opened with the locale's own date and time styles and then
/// given the pattern `d`, so the styles' numbering carries over as it does on the wheels (he_IL's
/// Hebrew calendar writes `ה׳`); title and selected day come from a formatter of the plain
/// pattern, as the skeletons artifact renders (`אדר א׳ 5784`). A day's text depends only on its
/// number, so each is rendered once however many months are asked.
///
/// Both formatters and the calendar are the source's own, opened in its zone: no other source
/// moves or re-patterns them, so its answers do not depend on what was asked before it.
public final class ICUMonthSource: MonthSource {
  private let generator: ICUPatternGenerator
  private let plain: ICUDateFormat
  private let styled: ICUDateFormat
  private let calendar: ICUCalendar
  // Unchecked at run time, as `RememberingPickerSource`'s state is (its note says why).
  @exclusivity(unchecked) private var days: [String?] = []

  /// - Parameter generator: the locale's pattern generator in this calendar.
  init(locale id: String, zone: ZoneID, generator: ICUPatternGenerator) throws(EngineError) {
    self.generator = generator
    plain = try ICUDateFormat(pattern: "d", locale: id, zone: zone)
    styled = try ICUDateFormat(pair: ICUCalendarFormatters.pickerPair, locale: id, zone: zone)
    styled.applyPattern("d")
    calendar = try ICUCalendar(locale: id, zone: zone)
  }

  public func weekRules() throws -> (firstWeekday: Int, minimalDays: Int) {
    (calendar.firstWeekday, calendar.minimalDaysInFirstWeek)
  }

  public func standaloneWeekdays(narrow: Bool) throws -> [String] {
    try plain.standaloneWeekdays(narrow: narrow)
  }

  public func wideStandaloneWeekdays() throws -> [String] {
    try plain.wideStandaloneWeekdays()
  }

  public func bestPattern(for skeleton: String) throws -> String {
    try generator.bestPattern(for: skeleton)
  }

  public func string(_ pattern: String, at instant: Instant) throws -> String {
    plain.applyPattern(pattern)
    return try plain.format(instant)
  }

  /// The month as ``ICUCalendar/monthWalk()`` finds it, each day written by its number: a
  /// day's text depends only on its number, so each number is rendered once, at a day that
  /// has it, however many months are asked.
  public func monthDays(containing instant: Instant) throws -> (
    firstWeekday: Int, days: [MonthDay]
  ) {
    try calendar.set(instant)
    calendar.set(CInt(CICU_DATE), 1)
    let firstWeekday = try calendar.get(CInt(CICU_DAY_OF_WEEK))
    var month: [MonthDay] = []
    for day in try calendar.monthWalk() {
      if days.count < day.number {
        days += Array(repeating: nil, count: day.number - days.count)
      }
      let label = try days[day.number - 1] ?? styled.format(millis: day.millis)
      days[day.number - 1] = label
      month.append(MonthDay(label: label, offset: day.offset))
    }
    return (firstWeekday, month)
  }

  /// One walk of the month (``ICUCalendar/monthWalk()``), each day written at the walk's
  /// moment of it: the pattern names no time, so that moment reads as the day's start would.
  public func dayReadings(_ pattern: String, ofMonthContaining instant: Instant) throws
    -> [String]
  {
    try calendar.set(instant)
    plain.applyPattern(pattern)
    var readings: [String] = []
    for day in try calendar.monthWalk() {
      readings.append(try plain.format(millis: day.millis))
    }
    return readings
  }

  /// The walked month's length (``monthDays(containing:)``) and its first weekday.
  public func monthShape(containing instant: Instant) throws -> (days: Int, firstWeekday: Int) {
    let month = try monthDays(containing: instant)
    return (month.days.count, month.firstWeekday)
  }

  /// The labels of the walked month's first `count` days (``monthDays(containing:)``).
  public func dayNumbers(_ count: Int, ofMonthContaining instant: Instant) throws -> [String] {
    Array(try monthDays(containing: instant).days.prefix(count).map(\.label))
  }

  public func weekOfYear(day: Int, ofMonthContaining instant: Instant) throws -> Int {
    try move(to: day, ofMonthContaining: instant)
    return try calendar.get(CInt(CICU_WEEK_OF_YEAR))
  }

  /// The day's first moment (every finer field at 0, as the pickers' day rows are bounded)
  /// and that moment plus one day as `ucal_add` adds it.
  public func dayInterval(day: Int, ofMonthContaining instant: Instant) throws -> Range<Int64> {
    try move(to: day, ofMonthContaining: instant)
    for field in [CInt(CICU_HOUR_OF_DAY), CInt(CICU_MINUTE), CInt(CICU_SECOND)] {
      calendar.set(field, 0)
    }
    calendar.set(CInt(CICU_MILLISECOND), 0)
    let start = Int64(try calendar.millis)
    try calendar.add(CInt(CICU_DATE), 1)
    return start..<Int64(try calendar.millis)
  }

  /// Puts the calendar on the day at `day` (1 + its offset, ``monthDays(containing:)``): the
  /// first day, then `day - 1` days added. Not `DATE` set to `day`: in October 1582 `DATE` 15
  /// is the 15th, offset 4.
  private func move(to day: Int, ofMonthContaining instant: Instant) throws(EngineError) {
    try calendar.set(instant)
    calendar.set(CInt(CICU_DATE), 1)
    if day > 1 { try calendar.add(CInt(CICU_DATE), day - 1) }
  }
}
