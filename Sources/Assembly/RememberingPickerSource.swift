import CorpusModel

/// A ``PickerSource`` that keeps its base's rows, so pickers rendered from one source ask each
/// row once: the reference pickers and the plan's configurations at the reference's date and
/// zone (`time,minute-interval=15` shows the reference's hour and day-period rows, four of its
/// minute rows and its `dateAndTime` date wheel).
///
/// A kept row is the base's own answer to the same question — the same fragment at the same
/// moment, or at the same date moved the same way — never one derived from another answer.
/// Rows rendered at moments are kept moment by moment (an hour wheel's rows and a minute
/// wheel's are the same moments whatever else is asked with them), and so are the moments of
/// the picker's day; everything else is kept per whole question. Numbers, plurals and
/// durations pass through (``LocalePickerMemo`` keeps those per locale), and so do the
/// moments and intervals of ranges' spans, which one picker asks once each.
public final class RememberingPickerSource<Base: PickerSource>: PickerSource {
  public let base: Base

  // `@exclusivity(unchecked)`, here and on the ICU engine's per-locale state: no access to
  // this state overlaps another, so Swift's run-time exclusivity check (paid on every access,
  // several a string; it sees one thread only anyway) is skipped.
  // The compiler's static check still holds.
  @exclusivity(unchecked) private var patterns: [String: String] = [:]
  @exclusivity(unchecked) private var months: [String: (rows: [String], selected: Int)] = [:]
  @exclusivity(unchecked) private var days: [String: (rows: [String], selected: Int)] = [:]
  /// The moments of the picker's day by `hour × 60 + minute`, nil until asked. An array, not
  /// a dictionary: a source is generic over its base, and a dictionary keyed by a type nested
  /// in it was neither specialized nor cheap to hash (Development.md, "Measurements behind
  /// the code").
  @exclusivity(unchecked) private var moments: [Int64?] = []
  @exclusivity(unchecked) private var momentRows: [String: [Int64: String]] = [:]

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

  public var reference: Int64 { base.reference }

  public var referenceTime: (hour: Int, minute: Int) { get throws { try base.referenceTime } }

  public func moment(hour: Int, minute: Int) throws -> Int64 {
    // An hour or minute past the day's (the base answers those as it likes) is not kept.
    guard (0..<24).contains(hour), (0..<60).contains(minute) else {
      return try base.moment(hour: hour, minute: minute)
    }
    let index = hour * 60 + minute
    if moments.isEmpty { moments = Array(repeating: nil, count: 24 * 60) }
    if let kept = moments[index] { return kept }
    let moment = try base.moment(hour: hour, minute: minute)
    moments[index] = moment
    return moment
  }

  public func moment(dayOfMonth day: Int) throws -> Int64 {
    try base.moment(dayOfMonth: day)
  }

  public func moment(adding value: Int, _ unit: CalendarUnit, to moment: Int64) throws -> Int64 {
    try base.moment(adding: value, unit, to: moment)
  }

  public func interval(of unit: CalendarUnit, containing moment: Int64) throws -> Range<Int64> {
    try base.interval(of: unit, containing: moment)
  }

  /// Only the moments not yet rendered with `fragment` are asked, in the order given.
  public func rows(_ fragment: String, at moments: [Int64]) throws -> [String] {
    // Taken out while it grows: left in `momentRows`, its first insertion copied it whole.
    var kept = momentRows.removeValue(forKey: fragment) ?? [:]
    defer { momentRows[fragment] = kept }
    var missing: [Int64] = []
    for moment in moments where kept[moment] == nil && !missing.contains(moment) {
      missing.append(moment)
    }
    if !missing.isEmpty {
      let rows = try base.rows(fragment, at: missing)
      kept.reserveCapacity(kept.count + missing.count)
      for (moment, row) in zip(missing, rows) { kept[moment] = row }
    }
    return moments.map { kept[$0]! }
  }

  public func pluralCategory(of number: Int) throws -> String {
    try base.pluralCategory(of: number)
  }

  public func number(_ value: Int) throws -> String { try base.number(value) }

  public func duration(_ value: Int, unit: String, wide: Bool) throws -> String {
    try base.duration(value, unit: unit, wide: wide)
  }
}
