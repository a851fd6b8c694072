import Assembly
import CorpusModel
import Foundation

/// The FormatStyle family's answers for one locale and calendar's pickers: each fragment
/// rendered by a `Date.VerbatimFormatStyle` of it, the patterns `Date.FormatStyle` uses
/// (``FormatStylePatterns``) split into wheels.
///
/// Calendar arithmetic, "today", numbers, plurals and durations are the Foundation engine's
/// (``FoundationPickerSource``: `Calendar`, `Date.AnchoredRelativeFormatStyle`,
/// `IntegerFormatStyle`, `Duration.UnitsFormatStyle` — no `DateFormatter` is asked); the rows'
/// dates are computed here as it computes them. All picker code of this engine is in this file.
public final class FormatStylePickerSource: PickerSource {
  private let formatters: FormatStyleCalendarFormatters
  private let base: FoundationPickerSource
  private let timeZone: TimeZone
  private var styles: [String: Date.VerbatimFormatStyle] = [:]

  init(formatters: FormatStyleCalendarFormatters, date: Instant, zone: ZoneID) throws {
    self.formatters = formatters
    base = try FoundationPickerSource(
      locale: formatters.locale.locale, calendar: formatters.calendar,
      shared: formatters.locale.foundation.shared, date: date, zone: zone)
    timeZone = try FoundationSource.timeZone(zone)
  }

  private var calendar: Calendar { base.calendar }
  private var reference: Date { base.reference }

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

  public func rows(_ fragment: String, field: WheelField, offsets: ClosedRange<Int>) throws
    -> [String]
  {
    let unit: Calendar.Component = field == .year ? .year : .day
    return try offsets.map { offset in
      try render(fragment, calendar.date(byAdding: unit, value: offset, to: reference))
    }
  }

  public func yearOffset(to instant: Instant) throws -> Int { try base.yearOffset(to: instant) }

  public func monthsOfYear(_ fragment: String) throws -> (rows: [String], selected: Int) {
    let year = calendar.component(.year, from: reference)
    guard let start = calendar.dateInterval(of: .year, for: reference)?.start else {
      throw failure("dateInterval(of: .year)")
    }
    var rows: [String] = []
    var selected = 0
    for offset in 0..<14 {
      guard let month = calendar.date(byAdding: .month, value: offset, to: start),
        calendar.component(.year, from: month) == year
      else { break }
      if calendar.isDate(month, equalTo: reference, toGranularity: .month) { selected = rows.count }
      rows.append(try render(fragment, month))
    }
    return (rows, selected)
  }

  public func daysOfMonth(_ fragment: String) throws -> (rows: [String], selected: Int) {
    guard let days = calendar.range(of: .day, in: .month, for: reference) else {
      throw failure("range(of: .day, in: .month)")
    }
    let referenceDay = calendar.component(.day, from: reference)
    let rows = try days.map { day in
      try render(fragment, calendar.date(byAdding: .day, value: day - referenceDay, to: reference))
    }
    return (rows, referenceDay - days.lowerBound)
  }

  public func hourRows(_ fragment: String, hours: Range<Int>, onTheHour: Bool) throws -> (
    rows: [String], reference: String
  ) {
    let (referenceHour, referenceMinute) = referenceTime
    let rows = try hours.map { hour in
      try render(fragment, try atTime(hour, onTheHour ? 0 : referenceMinute))
    }
    return (rows, try render(fragment, reference))
  }

  public func minuteRows(_ fragment: String, minutes: [Int]) throws -> [String] {
    let hour = referenceTime.hour
    return try minutes.map { minute in try render(fragment, try atTime(hour, minute)) }
  }

  /// The reference day at `hour:minute`: plain arithmetic, or `Calendar`'s search on a day
  /// with a zone transition (as ``FoundationPickerSource`` finds it).
  private func atTime(_ hour: Int, _ minute: Int) throws -> Date {
    let (referenceHour, referenceMinute) = referenceTime
    let seconds = (hour - referenceHour) * 3600 + (minute - referenceMinute) * 60
    let date = reference.addingTimeInterval(Double(seconds))
    if calendar.component(.hour, from: date) == hour { return date }
    guard
      let searched = calendar.date(
        bySettingHour: hour, minute: minute, second: 0, of: reference, matchingPolicy: .nextTime)
    else { throw failure("hour \(hour) of the picker's day") }
    return searched
  }

  public func span(of field: WheelField, value: Int, minutes: Int) throws -> Range<Int64> {
    try base.span(of: field, value: value, minutes: minutes)
  }

  public var referenceTime: (hour: Int, minute: Int) { base.referenceTime }

  public func pluralCategory(of number: Int) throws -> String {
    try base.pluralCategory(of: number)
  }

  public func number(_ value: Int) throws -> String { try base.number(value) }

  public func duration(_ value: Int, unit: String, wide: Bool) throws -> String {
    try base.duration(value, unit: unit, wide: wide)
  }

  /// The fragment's `Date.VerbatimFormatStyle` in the picker's zone, made once.
  private func render(_ fragment: String, _ date: Date?) throws -> String {
    guard let date else { throw failure("date arithmetic for '\(fragment)'") }
    if let style = styles[fragment] { return style.format(date) }
    let style = Date.VerbatimFormatStyle(
      format: try formatters.formatString(fragment), locale: formatters.base.locale,
      timeZone: timeZone, calendar: formatters.base.calendar)
    styles[fragment] = style
    return style.format(date)
  }

  private func failure(_ operation: String) -> EngineError {
    EngineError(
      operation: "Calendar." + operation, status: "nil",
      context: "\(formatters.locale.locale.rawValue)@calendar=\(formatters.calendar.rawValue)")
  }
}
