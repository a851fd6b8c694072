import Assembly
import CorpusModel
import Foundation

/// The FormatStyle family's answers for the months of one locale and calendar in one zone: the
/// title, selected day and day numbers through `Date.VerbatimFormatStyle` of the patterns
/// `Date.FormatStyle` uses, the weekday header through its stand-alone weekday symbols, and a
/// `Calendar` configured for the locale (as the Foundation engine's months).
public final class FormatStyleMonthSource: MonthSource {
  private let formatters: FormatStyleCalendarFormatters
  private let calendar: Calendar
  /// The month walk the Foundation engine's months take (``FoundationMonthWalk``).
  private let walk: FoundationMonthWalk
  private let verbatim: FormatStyleVerbatimStyles
  private var days: [Int: String] = [:]

  init(formatters: FormatStyleCalendarFormatters, zone: ZoneID) throws {
    self.formatters = formatters
    let timeZone = try FoundationSource.timeZone(zone)
    verbatim = FormatStyleVerbatimStyles(formatters: formatters, timeZone: timeZone)
    var configured = Calendar(identifier: try formatters.calendar.foundation)
    configured.locale = FoundationSource.calendarLocale(
      formatters.locale.locale, formatters.calendar)
    configured.timeZone = timeZone
    calendar = configured
    walk = FoundationMonthWalk(
      calendar: configured,
      context: "\(formatters.locale.locale.rawValue)@calendar=\(formatters.calendar.rawValue)")
  }

  public func weekRules() throws -> (firstWeekday: Int, minimalDays: Int) {
    (calendar.firstWeekday, calendar.minimumDaysInFirstWeek)
  }

  /// Sunday first: `ccc` or `ccccc` of the seven days from a Sunday.
  public func standaloneWeekdays(narrow: Bool) throws -> [String] {
    let pattern = narrow ? "ccccc" : "ccc"
    // Noon of Sunday 2024-02-04 in the source's zone: no one instant is a Sunday in every zone
    // (12:00 UTC is Monday in Pacific/Apia and Pacific/Kiritimati, +13 and +14).
    let noon = Date(timeIntervalSince1970: 1_707_048_000)
    let sunday = noon.addingTimeInterval(-Double(calendar.timeZone.secondsFromGMT(for: noon)))
    return try (0..<7).map { try render(pattern, sunday.addingTimeInterval(Double($0) * 86_400)) }
  }

  public func bestPattern(for skeleton: String) throws -> String {
    try formatters.pattern(forSkeleton: skeleton)
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
    try verbatim.format(pattern, date)
  }
}
