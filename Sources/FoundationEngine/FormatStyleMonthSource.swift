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
  private let timeZone: TimeZone
  private var styles: [String: Date.VerbatimFormatStyle] = [:]
  private var days: [String] = []

  init(formatters: FormatStyleCalendarFormatters, zone: ZoneID) throws {
    self.formatters = formatters
    timeZone = try FoundationSource.timeZone(zone)
    var configured = Calendar(identifier: try formatters.calendar.foundation)
    configured.locale = FoundationSource.calendarLocale(
      formatters.locale.locale, formatters.calendar)
    configured.timeZone = timeZone
    calendar = configured
  }

  public func weekRules() throws -> (firstWeekday: Int, minimalDays: Int) {
    (calendar.firstWeekday, calendar.minimumDaysInFirstWeek)
  }

  /// Sunday first: `ccc` or `ccccc` of the seven days from a Sunday.
  public func standaloneWeekdays(narrow: Bool) throws -> [String] {
    let pattern = narrow ? "ccccc" : "ccc"
    // 2024-02-04 12:00 UTC, a Sunday in every zone's day.
    let sunday = Date(timeIntervalSince1970: 1_707_048_000)
    return try (0..<7).map { try render(pattern, sunday.addingTimeInterval(Double($0) * 86_400)) }
  }

  public func bestPattern(for skeleton: String) throws -> String {
    try formatters.pattern(forSkeleton: skeleton)
  }

  public func string(_ pattern: String, at instant: Instant) throws -> String {
    try render(pattern, instant.date)
  }

  public func monthShape(containing instant: Instant) throws -> (days: Int, firstWeekday: Int) {
    let start = try monthStart(instant)
    guard let days = calendar.range(of: .day, in: .month, for: start) else {
      throw failure("range(of: .day, in: .month)")
    }
    return (days.count, calendar.component(.weekday, from: start))
  }

  public func dayNumbers(_ count: Int, ofMonthContaining instant: Instant) throws -> [String] {
    if days.count < count {
      let start = try monthStart(instant)
      for day in days.count + 1...count {
        days.append(try render("d", try date(day, from: start)))
      }
    }
    return Array(days[..<count])
  }

  public func weekOfYear(day: Int, ofMonthContaining instant: Instant) throws -> Int {
    calendar.component(.weekOfYear, from: try date(day, from: try monthStart(instant)))
  }

  private func monthStart(_ instant: Instant) throws -> Date {
    guard let start = calendar.dateInterval(of: .month, for: instant.date)?.start else {
      throw failure("dateInterval(of: .month)")
    }
    return start
  }

  private func date(_ day: Int, from start: Date) throws -> Date {
    guard let date = calendar.date(byAdding: .day, value: day - 1, to: start) else {
      throw failure("date(byAdding: .day)")
    }
    return date
  }

  private func render(_ pattern: String, _ date: Date) throws -> String {
    if let style = styles[pattern] { return style.format(date) }
    let style = Date.VerbatimFormatStyle(
      format: try formatters.formatString(pattern), locale: formatters.base.locale,
      timeZone: timeZone, calendar: formatters.base.calendar)
    styles[pattern] = style
    return style.format(date)
  }

  private func failure(_ operation: String) -> EngineError {
    EngineError(
      operation: "Calendar." + operation, status: "nil",
      context: "\(formatters.locale.locale.rawValue)@calendar=\(formatters.calendar.rawValue)")
  }
}
