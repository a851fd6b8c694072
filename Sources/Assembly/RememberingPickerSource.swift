import CorpusModel

/// A ``PickerSource`` that keeps its base's rows, so pickers rendered from one source ask each
/// row once: the reference pickers and the plan's configurations at the reference's date and
/// zone (`time,minute-interval=15` shows the reference's hour and day-period rows, four of its
/// minute rows and its `dateAndTime` date wheel).
///
/// A kept row is the base's own answer to the same question — the same fragment at the same
/// date moved the same way — never one derived from another answer. Minutes are kept one by
/// one, as each minute row is the reference hour at that minute whatever else is asked with
/// it; everything else is kept per whole question. Numbers, plurals and durations pass
/// through (``LocalePickerMemo`` keeps those per locale), and so do ranges' spans, which one
/// picker asks once each.
public final class RememberingPickerSource<Base: PickerSource>: PickerSource {
  public let base: Base

  private struct RowsKey: Hashable {
    var fragment: String
    var field: WheelField
    var first: Int
    var last: Int
  }

  private struct HoursKey: Hashable {
    var fragment: String
    var first: Int
    var end: Int
    var onTheHour: Bool
  }

  private var patterns: [String: String] = [:]
  private var offsetRows: [RowsKey: [String]] = [:]
  private var months: [String: (rows: [String], selected: Int)] = [:]
  private var days: [String: (rows: [String], selected: Int)] = [:]
  private var hours: [HoursKey: (rows: [String], reference: String)] = [:]
  private var minutes: [String: [Int: String]] = [:]

  public init(_ base: Base) { self.base = base }

  public func bestPattern(for skeleton: String) throws -> String {
    if let kept = patterns[skeleton] { return kept }
    let pattern = try base.bestPattern(for: skeleton)
    patterns[skeleton] = pattern
    return pattern
  }

  public func dateAndTimePattern(date: String, time: String) throws -> (
    pattern: String, dateFirst: Bool
  ) {
    try base.dateAndTimePattern(date: date, time: time)
  }

  public func todayWord() throws -> String { try base.todayWord() }

  public func rows(_ fragment: String, field: WheelField, offsets: ClosedRange<Int>) throws
    -> [String]
  {
    let key = RowsKey(
      fragment: fragment, field: field, first: offsets.lowerBound, last: offsets.upperBound)
    if let kept = offsetRows[key] { return kept }
    let rows = try base.rows(fragment, field: field, offsets: offsets)
    offsetRows[key] = rows
    return rows
  }

  public func yearOffset(to instant: Instant) throws -> Int { try base.yearOffset(to: instant) }

  public func monthsOfYear(_ fragment: String) throws -> (rows: [String], selected: Int) {
    if let kept = months[fragment] { return kept }
    let answer = try base.monthsOfYear(fragment)
    months[fragment] = answer
    return answer
  }

  public func daysOfMonth(_ fragment: String) throws -> (rows: [String], selected: Int) {
    if let kept = days[fragment] { return kept }
    let answer = try base.daysOfMonth(fragment)
    days[fragment] = answer
    return answer
  }

  public func hourRows(_ fragment: String, hours: Range<Int>, onTheHour: Bool) throws -> (
    rows: [String], reference: String
  ) {
    let key = HoursKey(
      fragment: fragment, first: hours.lowerBound, end: hours.upperBound, onTheHour: onTheHour)
    if let kept = self.hours[key] { return kept }
    let answer = try base.hourRows(fragment, hours: hours, onTheHour: onTheHour)
    self.hours[key] = answer
    return answer
  }

  /// Only the minutes not yet rendered are asked, in the order given.
  public func minuteRows(_ fragment: String, minutes values: [Int]) throws -> [String] {
    var kept = minutes[fragment] ?? [:]
    let missing = values.filter { kept[$0] == nil }
    if !missing.isEmpty {
      for (minute, row) in zip(missing, try base.minuteRows(fragment, minutes: missing)) {
        kept[minute] = row
      }
      minutes[fragment] = kept
    }
    return values.map { kept[$0]! }
  }

  public func span(of field: WheelField, value: Int, minutes: Int) throws -> Range<Int64> {
    try base.span(of: field, value: value, minutes: minutes)
  }

  public var referenceTime: (hour: Int, minute: Int) { get throws { try base.referenceTime } }

  public func pluralCategory(of number: Int) throws -> String {
    try base.pluralCategory(of: number)
  }

  public func number(_ value: Int) throws -> String { try base.number(value) }

  public func duration(_ value: Int, unit: String, wide: Bool) throws -> String {
    try base.duration(value, unit: unit, wide: wide)
  }
}
