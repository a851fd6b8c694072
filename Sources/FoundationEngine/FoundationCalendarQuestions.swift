import Assembly
import CorpusModel
import Foundation

/// Several components at once, and intervals, weekends and comparisons, each through the one
/// `Calendar` call an app makes: `date(byAdding:to:wrappingComponents:)` with one
/// `DateComponents`, `dateInterval(of:for:)`, `isDateInWeekend(_:)`,
/// `dateIntervalOfWeekend(containing:)`, `nextWeekend(startingAfter:direction:)` and
/// `compare(_:to:toGranularity:)`. Instants `Calendar` would clamp are refused, as for the
/// other arithmetic (``FoundationArithmetic/earliest``).
extension FoundationArithmetic {
  public func addingComponents(_ amounts: [FieldAmount], to instant: Instant, wrapping: Bool)
    throws -> Instant
  {
    try checkHeld(instant)
    var components = DateComponents()
    for amount in amounts {
      components.setValue(amount.amount, for: Self.component(amount.field))
    }
    let finer = Self.finer(than: instant, amounts)
    guard
      let sum = calendar.date(
        byAdding: components, to: finer ? instant.nearestDate : instant.date,
        wrappingComponents: wrapping)
    else {
      throw InputError.unsupported(
        amounts.map(\.description).joined(separator: ","), engine: "foundation",
        reason:
          "Calendar.date(byAdding:to:wrappingComponents:) gives no date in the \(calendar.identifier) calendar in \(calendar.timeZone.identifier)"
      )
    }
    return answer(sum, finer: finer)
  }

  public func interval(of unit: RangeUnit, for instant: Instant) throws -> (Instant, Instant)? {
    try checkHeld(instant)
    // A nanosecond's interval is a question finer than a millisecond: its ends are written to
    // the nanosecond (at 0001-01-01 Foundation starts it a double, 7.6 µs, before the instant).
    let finer = unit == .field(.nanosecond) || Self.finer(than: instant)
    let date = finer ? instant.nearestDate : instant.date
    return span(calendar.dateInterval(of: Self.component(unit), for: date), finer: finer)
  }

  public func isInWeekend(_ instant: Instant) throws -> Bool {
    try checkHeld(instant)
    return weekendCalendar.isDateInWeekend(instant.date)
  }

  public func weekend(containing instant: Instant) throws -> (Instant, Instant)? {
    try checkHeld(instant)
    return span(
      weekendCalendar.dateIntervalOfWeekend(containing: instant.date),
      finer: Self.finer(than: instant))
  }

  public func nextWeekend(after instant: Instant, direction: WeekendDirection) throws -> (
    Instant, Instant
  )? {
    try checkHeld(instant)
    return span(
      weekendCalendar.nextWeekend(
        startingAfter: instant.date, direction: direction == .forward ? .forward : .backward),
      finer: Self.finer(than: instant))
  }

  public func compare(_ instant: Instant, to other: Instant, granularity: RangeUnit) throws
    -> CalendarOrder
  {
    try checkHeld(instant)
    try checkHeld(other)
    switch calendar.compare(
      instant.date, to: other.date, toGranularity: Self.component(granularity))
    {
    case .orderedAscending: return .ascending
    case .orderedSame: return .same
    case .orderedDescending: return .descending
    }
  }

  /// The calendar with the locale whose region's weekend it asks: en_US (Saturday and Sunday),
  /// as the icu engine's calendars are opened for en_US, so both engines ask the same weekend.
  private var weekendCalendar: Calendar {
    var weekend = calendar
    weekend.locale = Locale(identifier: "en_US")
    return weekend
  }

  /// A `DateInterval`'s start and end, to the nanosecond where the question was `finer`
  /// (``FoundationArithmetic/answer(_:finer:)``).
  private func span(_ interval: DateInterval?, finer: Bool) -> (Instant, Instant)? {
    interval.map { (answer($0.start, finer: finer), answer($0.end, finer: finer)) }
  }
}
