import Assembly
import CorpusModel
import Foundation

/// Foundation's answers for the months of one locale and calendar in one zone: a `Calendar` as
/// an app configures one for the locale (its `firstWeekday` and `minimumDaysInFirstWeek`), and
/// a `DateFormatter` per pattern (title, selected day, day numbers): each `dateFormat` set
/// rebuilds Foundation's ICU formatter, so none is switched back and forth.
///
/// A `dateFormat` of its own drops the numbering the locale's styles use, so day numbers are
/// those an app's `d` formatter shows (he_IL's Hebrew calendar: `1`, where ICU's styles write
/// `א׳`), as on Foundation's wheels.
public final class FoundationMonthSource: MonthSource {
  private let locale: LocaleID
  private let calendarID: CalendarID
  private let calendar: Calendar
  private let walk: FoundationMonthWalk
  private let zone: ZoneID
  /// Every formatter in the source's zone: weekday names come from the first.
  private var formatters: [String: DateFormatter] = [:]
  private let names: DateFormatter
  private var days: [Int: String] = [:]

  init(locale: LocaleID, calendar: CalendarID, zone: ZoneID) throws {
    self.locale = locale
    calendarID = calendar
    self.zone = zone
    names = try FoundationSource.formatter(locale, calendar, zone: zone)
    var configured = Calendar(identifier: try calendar.foundation)
    configured.locale = FoundationSource.calendarLocale(locale, calendar)
    configured.timeZone = names.timeZone
    self.calendar = configured
    walk = FoundationMonthWalk(
      calendar: configured, context: "\(locale.rawValue)@calendar=\(calendar.rawValue)")
  }

  public func weekRules() throws -> (firstWeekday: Int, minimalDays: Int) {
    (calendar.firstWeekday, calendar.minimumDaysInFirstWeek)
  }

  public func standaloneWeekdays(narrow: Bool) throws -> [String] {
    narrow ? names.veryShortStandaloneWeekdaySymbols : names.shortStandaloneWeekdaySymbols
  }

  public func bestPattern(for skeleton: String) throws -> String {
    try FoundationSource.pattern(for: skeleton, locale, calendarID)
  }

  public func string(_ pattern: String, at instant: Instant) throws -> String {
    try render(pattern, instant.date)
  }

  public func monthShape(containing instant: Instant) throws -> (days: Int, firstWeekday: Int) {
    try walk.monthShape(containing: instant)
  }

  /// The walked days in their cells (``FoundationMonthWalk/monthDays(containing:labels:)``).
  public func monthDays(containing instant: Instant) throws -> (
    firstWeekday: Int, days: [MonthDay]
  ) {
    try walk.monthDays(containing: instant) { try dayNumbers($0, ofMonthContaining: instant) }
  }

  /// Kept by day number across months where the calendar answers intervals
  /// (``FoundationMonthWalk/dayNumbers(_:ofMonthContaining:kept:render:)``).
  public func dayNumbers(_ count: Int, ofMonthContaining instant: Instant) throws -> [String] {
    try walk.dayNumbers(count, ofMonthContaining: instant, kept: &days) { try render("d", $0) }
  }

  public func weekOfYear(day: Int, ofMonthContaining instant: Instant) throws -> Int {
    try walk.weekOfYear(day: day, ofMonthContaining: instant)
  }

  public func dayInterval(day: Int, ofMonthContaining instant: Instant) throws -> Range<Int64> {
    try walk.dayInterval(day: day, ofMonthContaining: instant)
  }

  private func render(_ pattern: String, _ date: Date) throws -> String {
    if let formatter = formatters[pattern] { return formatter.string(from: date) }
    let formatter = try FoundationSource.formatter(locale, calendarID, zone: zone)
    formatter.dateFormat = pattern
    formatters[pattern] = formatter
    return formatter.string(from: date)
  }
}
