import Assembly
import CorpusModel
import Foundation

/// Relative times and durations as Swift code asks Foundation for them: relative times through
/// `Date.AnchoredRelativeFormatStyle` (the only relative style whose "now" can be set, so the
/// only one a golden file can pin), durations through `Duration.UnitsFormatStyle` and
/// `Duration.TimeFormatStyle`.
extension FoundationLocaleFormatters {
  /// The date `offset` units away from the pickers' reference, described from the reference
  /// with only that unit allowed. Nil for what the style cannot be asked: a quarter or a weekday
  /// (it has no such field), a fractional offset or `-0` (it takes dates, not amounts: a date
  /// zero units back is the date zero units on, which it words as `in 0 seconds`).
  public func relative(_ query: RelativeQuery) throws -> String? {
    guard let field = Self.relativeField(query.unit), let component = Self.component(query.unit),
      query.offset.value.rounded() == query.offset.value,
      query.offset.value != 0 || query.offset.value.sign == .plus,
      let amount = Int(exactly: query.offset.value)
    else { return nil }
    let now = PickerReference.instant.date
    let calendar = Self.relativeCalendar
    guard let described = calendar.date(byAdding: component, value: amount, to: now) else {
      throw EngineError(
        operation: "Calendar.date(byAdding:)", status: "no date",
        context: "\(query.offset) \(query.unit.rawValue)")
    }
    var style = Date.AnchoredRelativeFormatStyle(
      anchor: described, presentation: query.numeric == .always ? .numeric : .named,
      unitsStyle: Self.unitsStyle(query.width), locale: shared.locale, calendar: calendar,
      capitalizationContext: .unknown)
    style.allowedFields = [field]
    return style.format(now)
  }

  /// The duration as a `Duration` of the query's seconds: Foundation breaks it down itself
  /// (zero units shown, up to three fraction digits on the last), so where its breakdown or
  /// rounding differs from ICU's the two engines' corpora say so.
  public func duration(_ query: DurationQuery) throws -> String {
    let duration = Duration.milliseconds(Int64((query.seconds.value * 1000).rounded()))
    if query.width == .numeric {
      let pattern: Duration.TimeFormatStyle.Pattern
      switch query.units.units {
      case [.hour, .minute]: pattern = .hourMinute
      case [.hour, .minute, .second]: pattern = .hourMinuteSecond
      default: pattern = .minuteSecond
      }
      return duration.formatted(Duration.TimeFormatStyle(pattern: pattern, locale: shared.locale))
    }
    let units: Set<Duration.UnitsFormatStyle.Unit> = Set(
      query.units.units.map {
        switch $0 {
        case .day: .days
        case .hour: .hours
        case .minute: .minutes
        case .second: .seconds
        }
      })
    let width: Duration.UnitsFormatStyle.UnitWidth =
      switch query.width {
      case .wide, .numeric: .wide
      case .short: .abbreviated
      case .narrow: .narrow
      }
    let style = Duration.UnitsFormatStyle(
      allowedUnits: units, width: width, maximumUnitCount: nil, zeroValueUnits: .show(length: 1),
      valueLength: nil,
      fractionalPart: .init(lengthLimits: 0...3)
    ).locale(shared.locale)
    return duration.formatted(style)
  }

  private static func relativeField(_ unit: RelativeUnit) -> Date.RelativeFormatStyle.Field? {
    switch unit {
    case .year: .year
    case .month: .month
    case .week: .week
    case .day: .day
    case .hour: .hour
    case .minute: .minute
    case .second: .second
    default: nil
    }
  }

  /// The Gregorian calendar in UTC that relative times count in, made once (not per string).
  private static let relativeCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// The calendar component of a unit arithmetic also has (quarters and weekdays have none),
  /// as ``FoundationArithmetic`` adds it.
  private static func component(_ unit: RelativeUnit) -> Calendar.Component? {
    CalendarField(rawValue: unit.rawValue).map(FoundationArithmetic.component)
  }

  private static func unitsStyle(_ width: RelativeWidth) -> Date.RelativeFormatStyle.UnitsStyle {
    switch width {
    case .long: .wide
    case .short: .abbreviated
    case .narrow: .narrow
    }
  }
}
