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
  private let zone: ZoneID
  /// Every formatter in the source's zone: weekday names come from the first.
  private var formatters: [String: DateFormatter] = [:]
  private let names: DateFormatter
  private var days: [String] = []

  init(locale: LocaleID, calendar: CalendarID, zone: ZoneID) throws {
    self.locale = locale
    calendarID = calendar
    self.zone = zone
    names = try FoundationSource.formatter(locale, calendar, zone: zone)
    var configured = Calendar(identifier: try calendar.foundation)
    configured.locale = FoundationSource.calendarLocale(locale, calendar)
    configured.timeZone = names.timeZone
    self.calendar = configured
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
    if let formatter = formatters[pattern] { return formatter.string(from: date) }
    let formatter = try FoundationSource.formatter(locale, calendarID, zone: zone)
    formatter.dateFormat = pattern
    formatters[pattern] = formatter
    return formatter.string(from: date)
  }

  private func failure(_ operation: String) -> EngineError {
    EngineError(
      operation: "Calendar." + operation, status: "nil",
      context: "\(locale.rawValue)@calendar=\(calendarID.rawValue)")
  }
}
