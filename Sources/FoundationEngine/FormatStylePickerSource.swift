import Assembly
import CorpusModel
import Foundation

/// The FormatStyle family's answers for one locale and calendar's pickers: each fragment
/// rendered by a `Date.VerbatimFormatStyle` of it, the patterns `Date.FormatStyle` uses
/// (``FormatStylePatterns``) split into wheels.
///
/// The moments rows are rendered at, "today", numbers, plurals and durations are the Foundation
/// engine's (``FoundationPickerSource``: `Calendar`, `Date.AnchoredRelativeFormatStyle`,
/// `IntegerFormatStyle`, `Duration.UnitsFormatStyle` — its `DateFormatter` renders nothing
/// here). All picker code of this engine is in this file.
public final class FormatStylePickerSource: PickerSource {
  private let formatters: FormatStyleCalendarFormatters
  private let base: FoundationPickerSource
  private let verbatim: FormatStyleVerbatimStyles

  init(formatters: FormatStyleCalendarFormatters, date: Instant, zone: ZoneID) throws {
    self.formatters = formatters
    base = try FoundationPickerSource(
      locale: formatters.locale.locale, calendar: formatters.calendar,
      shared: formatters.locale.foundation.shared, date: date, zone: zone)
    verbatim = FormatStyleVerbatimStyles(
      formatters: formatters, timeZone: try FoundationSource.timeZone(zone))
  }

  public func bestPattern(for skeleton: String) throws -> String {
    try formatters.pattern(forSkeleton: skeleton)
  }

  /// The pattern of both skeletons' fields in one `Date.FormatStyle` (`MMMEdjmm`); its first
  /// wheel says which comes first.
  public func dateAndTimePattern(date: String, time: String) throws -> (
    pattern: String, dateFirst: Bool
  ) {
    let joined = try formatters.pattern(forSkeleton: "MMMEdjmm")
    let timeFields: Set<WheelField> = [.hour, .minute, .dayPeriod]
    let first = PatternSplitter.wheels(in: joined).first?.field
    return (joined, first.map { !timeFields.contains($0) } ?? true)
  }

  public func todayWord() throws -> String { try base.todayWord() }

  public func yearOffset(to instant: Instant) throws -> Int { try base.yearOffset(to: instant) }

  /// The months of the date's year, found as ``FoundationPickerSource`` finds them.
  public func monthsOfYear(_ fragment: String) throws -> (rows: [String], selected: Int) {
    let months = try base.monthDates()
    return (try months.dates.map { try render(fragment, $0) }, months.selected)
  }

  /// The days of the date's month, found as ``FoundationPickerSource`` finds them.
  public func daysOfMonth(_ fragment: String) throws -> (rows: [String], selected: Int) {
    let days = try base.dayMoments()
    return (try rows(fragment, at: days.moments), days.selected)
  }

  public var reference: Int64 { base.reference }

  public var referenceTime: (hour: Int, minute: Int) { base.referenceTime }

  public func moment(hour: Int, minute: Int) throws -> Int64 {
    try base.moment(hour: hour, minute: minute)
  }

  public func moment(dayOfMonth day: Int) throws -> Int64 { try base.moment(dayOfMonth: day) }

  public func moment(adding value: Int, _ unit: CalendarUnit, to moment: Int64) throws -> Int64 {
    try base.moment(adding: value, unit, to: moment)
  }

  public func interval(of unit: CalendarUnit, containing moment: Int64) throws -> Range<Int64> {
    try base.interval(of: unit, containing: moment)
  }

  public func rows(_ fragment: String, at moments: [Int64]) throws -> [String] {
    try moments.map { try render(fragment, Date(timeIntervalSince1970: Double($0) / 1000)) }
  }

  public func pluralCategory(of number: Int) throws -> String {
    try base.pluralCategory(of: number)
  }

  public func number(_ value: Int) throws -> String { try base.number(value) }

  public func duration(_ value: Int, unit: String, wide: Bool) throws -> String {
    try base.duration(value, unit: unit, wide: wide)
  }

  /// The fragment's `Date.VerbatimFormatStyle` in the picker's zone, made once.
  private func render(_ fragment: String, _ date: Date) throws -> String {
    try verbatim.format(fragment, date)
  }
}

/// One calendar's patterns as `Date.VerbatimFormatStyle`s in one zone, each made once: what the
/// FormatStyle engine's pickers and months render their fragments and patterns with.
final class FormatStyleVerbatimStyles {
  private let formatters: FormatStyleCalendarFormatters
  private let timeZone: TimeZone
  private var styles: [String: Date.VerbatimFormatStyle] = [:]

  init(formatters: FormatStyleCalendarFormatters, timeZone: TimeZone) {
    self.formatters = formatters
    self.timeZone = timeZone
  }

  func format(_ pattern: String, _ date: Date) throws -> String {
    if let style = styles[pattern] { return style.format(date) }
    let style = Date.VerbatimFormatStyle(
      format: try formatters.formatString(pattern), locale: formatters.base.locale,
      timeZone: timeZone, calendar: formatters.base.calendar)
    styles[pattern] = style
    return style.format(date)
  }
}
