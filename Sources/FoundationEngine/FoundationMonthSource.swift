import Assembly
import CorpusModel
import Foundation

/// How one of Foundation's formatting APIs writes a month view's text. The month itself — its
/// shape, days, weeks and day intervals — is `Calendar`'s, walked the same way for both APIs
/// (``FoundationMonths``); only this part differs between the `foundation` and `formatstyle`
/// engines.
public protocol FoundationMonthText {
  /// A pattern's string at a date, in the month source's zone.
  func render(_ pattern: String, _ date: Date) throws -> String

  /// The seven stand-alone weekday names, abbreviated or narrow, Sunday first; `calendar` is the
  /// month's, configured for the locale and zone.
  func standaloneWeekdays(narrow: Bool, calendar: Calendar) throws -> [String]

  /// The API's pattern for a skeleton.
  func bestPattern(for skeleton: String) throws -> String
}

/// Foundation's months of one locale and calendar in one zone: a `Calendar` as an app
/// configures one for the locale (its `firstWeekday` and `minimumDaysInFirstWeek`) walks each
/// month (``FoundationMonthWalk``), and `Text` writes the title, the weekday header and the day
/// numbers.
public final class FoundationMonths<Text: FoundationMonthText>: MonthSource {
  private let text: Text
  private let calendar: Calendar
  private let walk: FoundationMonthWalk
  private var days: [Int: String] = [:]

  init(_ text: Text, locale: LocaleID, calendar id: CalendarID, zone: ZoneID) throws {
    self.text = text
    var configured = Calendar(identifier: try id.foundation)
    configured.locale = FoundationSource.calendarLocale(locale, id)
    configured.timeZone = try FoundationSource.timeZone(zone)
    calendar = configured
    walk = FoundationMonthWalk(
      calendar: configured, context: "\(locale.rawValue)@calendar=\(id.rawValue)")
  }

  public func weekRules() throws -> (firstWeekday: Int, minimalDays: Int) {
    (calendar.firstWeekday, calendar.minimumDaysInFirstWeek)
  }

  public func standaloneWeekdays(narrow: Bool) throws -> [String] {
    try text.standaloneWeekdays(narrow: narrow, calendar: calendar)
  }

  /// `Calendar`'s own names, for both APIs: what an app reads for a header cell's label.
  public func wideStandaloneWeekdays() throws -> [String] {
    calendar.standaloneWeekdaySymbols
  }

  public func bestPattern(for skeleton: String) throws -> String {
    try text.bestPattern(for: skeleton)
  }

  public func string(_ pattern: String, at instant: Instant) throws -> String {
    try text.render(pattern, instant.date)
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
    try walk.dayNumbers(count, ofMonthContaining: instant, kept: &days) {
      try text.render("d", $0)
    }
  }

  public func weekOfYear(day: Int, ofMonthContaining instant: Instant) throws -> Int {
    try walk.weekOfYear(day: day, ofMonthContaining: instant)
  }

  public func dayInterval(day: Int, ofMonthContaining instant: Instant) throws -> Range<Int64> {
    try walk.dayInterval(day: day, ofMonthContaining: instant)
  }
}

/// The `foundation` engine's months.
public typealias FoundationMonthSource = FoundationMonths<DateFormatterMonthText>

/// `DateFormatter`'s month text: a formatter per pattern (title, selected day, day numbers),
/// since each `dateFormat` set rebuilds Foundation's ICU formatter, so none is switched back and
/// forth; weekday names from a formatter of the locale's.
///
/// A `dateFormat` of its own drops the numbering the locale's styles use, so day numbers are
/// those an app's `d` formatter shows (he_IL's Hebrew calendar: `1`, where ICU's styles write
/// `א׳`), as on Foundation's wheels.
public final class DateFormatterMonthText: FoundationMonthText {
  private let locale: LocaleID
  private let calendar: CalendarID
  private let zone: ZoneID
  private var formatters: [String: DateFormatter] = [:]
  private let names: DateFormatter

  init(locale: LocaleID, calendar: CalendarID, zone: ZoneID) throws {
    self.locale = locale
    self.calendar = calendar
    self.zone = zone
    names = try FoundationSource.formatter(locale, calendar, zone: zone)
  }

  public func standaloneWeekdays(narrow: Bool, calendar: Calendar) throws -> [String] {
    narrow ? names.veryShortStandaloneWeekdaySymbols : names.shortStandaloneWeekdaySymbols
  }

  public func bestPattern(for skeleton: String) throws -> String {
    try FoundationSource.pattern(for: skeleton, locale, calendar)
  }

  public func render(_ pattern: String, _ date: Date) throws -> String {
    if let formatter = formatters[pattern] { return formatter.string(from: date) }
    let formatter = try FoundationSource.formatter(locale, calendar, zone: zone)
    formatter.dateFormat = pattern
    formatters[pattern] = formatter
    return formatter.string(from: date)
  }
}
