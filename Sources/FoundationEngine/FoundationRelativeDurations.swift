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
  ///
  /// - Throws: `InputError.unsupported` when that date lies where `Calendar` cannot read it
  ///   (``relativeDates``): the style would describe the clamped date instead (`-10000` years
  ///   as `6,719 years ago`), so a corpus leaves the time out (`null`), as it does a quarter.
  public func relative(_ query: RelativeQuery) throws -> String? {
    try relative(query, engine: "foundation")
  }

  /// - Throws: `InputError.unsupported` always: `Date.AnchoredRelativeFormatStyle` writes a
  ///   plain `String`, with no attributed form to read parts from.
  public func relativeParts(_ query: RelativeQuery) throws -> [FormattedPart] {
    throw Self.noRelativeParts(engine: "foundation")
  }

  /// Why neither Foundation engine writes a relative time's parts.
  static func noRelativeParts(engine: String) -> InputError {
    InputError.unsupported(
      "--parts", engine: engine,
      reason:
        "Date.AnchoredRelativeFormatStyle writes a plain String, with no attributed form to read parts from"
    )
  }

  /// ``relative(_:)`` for the engine named `engine` (both Foundation engines ask this way).
  func relative(_ query: RelativeQuery, engine: String) throws -> String? {
    if query.word != nil {
      throw InputError.unsupported(query.asked, engine: engine, reason: RelativeWord.onlyLinkedICU)
    }
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
    guard Self.relativeDates.contains(described) else {
      let (first, last) = (Self.relativeDates.lowerBound, Self.relativeDates.upperBound)
      throw InputError.unsupported(
        "\(query.offset) \(query.unit.rawValue)", engine: engine,
        reason:
          "Foundation's Calendar reads every date before \(Instant(first)) or after \(Instant(last)) as that date, so from \(PickerReference.instant) it reaches \(Self.relativeReach(component)) \(query.unit.rawValue)s"
      )
    }
    var style = Date.AnchoredRelativeFormatStyle(
      anchor: described, presentation: query.numeric == .always ? .numeric : .named,
      unitsStyle: Self.unitsStyle(query.width), locale: shared.locale, calendar: calendar,
      capitalizationContext: Self.context(query.capitalization ?? .none))
    style.allowedFields = [field]
    return style.format(now)
  }

  /// `query.at` described from `query.reference` by `Date.AnchoredRelativeFormatStyle`, which
  /// chooses the unit (the largest allowed one that is not zero) and rounds to it, in the
  /// query's calendar and zone: what `at.formatted(.relative(…))` says when "now" is the
  /// reference.
  ///
  /// - Throws: `InputError.unsupported` when an instant lies where `Calendar` cannot read it
  ///   (``relativeDates``): the style would describe the clamped date.
  public func relative(between query: RelativeInstantsQuery) throws -> String {
    try relative(between: query, engine: "foundation")
  }

  /// ``relative(between:)`` for the engine named `engine`.
  func relative(between query: RelativeInstantsQuery, engine: String) throws -> String {
    for instant in [query.at, query.reference] where !Self.relativeDates.contains(instant.date) {
      let (first, last) = (Self.relativeDates.lowerBound, Self.relativeDates.upperBound)
      throw InputError.unsupported(
        "\(instant)", engine: engine,
        reason:
          "Foundation's Calendar reads every date before \(Instant(first)) or after \(Instant(last)) as that date"
      )
    }
    var calendar = Calendar(identifier: try query.calendar.foundation)
    calendar.timeZone = try FoundationSource.timeZone(query.zone)
    calendar.locale = shared.locale
    var style = Date.AnchoredRelativeFormatStyle(
      anchor: query.at.date, presentation: query.presentation == .named ? .named : .numeric,
      unitsStyle: Self.unitsStyle(query.unitsStyle), locale: shared.locale, calendar: calendar,
      capitalizationContext: Self.context(query.capitalization))
    if let units = query.allowedUnits {
      style.allowedFields = Set(units.compactMap(Self.relativeField))
    }
    return style.format(query.reference.date)
  }

  /// The duration as a `Duration` of the query's seconds: Foundation breaks it down itself
  /// (zero units shown, up to three fraction digits on the last), so where its breakdown or
  /// rounding differs from ICU's the two engines' corpora say so. A configuration's knobs are
  /// the style's own: `maximumUnitCount`, `zeroValueUnits`, `fractionalPart`; a time
  /// pattern's (the numeric width) `padHourToLength`, `fractionalSecondsLength`, its rounding
  /// and `grouping`.
  ///
  /// - Throws: `InputError.unsupported` for `rounding=half-down`: `FloatingPointRoundingRule`
  ///   has no such rule.
  public func duration(_ query: DurationQuery) throws -> String {
    try duration(query, engine: "foundation")
  }

  /// ``duration(_:)`` for the engine named `engine` (both Foundation engines ask this way).
  func duration(_ query: DurationQuery, engine: String) throws -> String {
    // Exact to the nanosecond (a sub-second unit shows it); 12 digits of seconds in
    // nanoseconds are beyond Int64, so the seconds and the fraction go in apart.
    // Signed: Foundation's `Duration` writes a negative one itself.
    let nanoseconds = DurationQuery.signedNanoseconds(query.seconds)
    let duration = Duration(
      secondsComponent: Int64(nanoseconds / 1_000_000_000),
      attosecondsComponent: Int64(nanoseconds % 1_000_000_000) * 1_000_000_000)
    let rule: FloatingPointRoundingRule
    switch query.options.rounding ?? .halfEven {
    case .up: rule = .awayFromZero
    case .down: rule = .towardZero
    case .ceiling: rule = .up
    case .floor: rule = .down
    case .halfEven: rule = .toNearestOrEven
    case .halfUp: rule = .toNearestOrAwayFromZero
    case .halfDown:
      throw InputError.unsupported(
        query.configuration.text, engine: engine,
        reason: query.configuration.unsupported(by: .foundation) ?? "rounding=half-down")
    }
    if query.width == .numeric {
      let options = query.options
      let pattern: Duration.TimeFormatStyle.Pattern
      if !options.configuresTimePattern {
        // The default plan's patterns, asked as they always were.
        switch query.units.units {
        case [.hour, .minute]: pattern = .hourMinute
        case [.hour, .minute, .second]: pattern = .hourMinuteSecond
        default: pattern = .minuteSecond
        }
      } else {
        let (pad, length) = (options.pad ?? 1, options.fractionLength ?? 0)
        switch query.units.units {
        case [.hour, .minute]: pattern = .hourMinute(padHourToLength: pad, roundSeconds: rule)
        case [.hour, .minute, .second]:
          pattern = .hourMinuteSecond(
            padHourToLength: pad, fractionalSecondsLength: length, roundFractionalSeconds: rule)
        default:
          pattern = .minuteSecond(
            padMinuteToLength: pad, fractionalSecondsLength: length, roundFractionalSeconds: rule)
        }
      }
      var style = Duration.TimeFormatStyle(pattern: pattern, locale: shared.locale)
      if options.grouping == false { style = style.grouping(.never) }
      return duration.formatted(style)
    }
    let units: Set<Duration.UnitsFormatStyle.Unit> = Set(
      query.units.units.map {
        switch $0 {
        case .week: .weeks
        case .day: .days
        case .hour: .hours
        case .minute: .minutes
        case .second: .seconds
        case .millisecond: .milliseconds
        case .microsecond: .microseconds
        case .nanosecond: .nanoseconds
        }
      })
    let width: Duration.UnitsFormatStyle.UnitWidth =
      switch query.width {
      case .wide, .numeric: .wide
      case .short: .abbreviated
      case .condensedAbbreviated: .condensedAbbreviated
      case .narrow: .narrow
      }
    let zeroUnits: Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy =
      switch query.options.zeroUnits {
      case .hide: .hide
      case .show(let length): .show(length: length)
      }
    let fraction: Duration.UnitsFormatStyle.FractionalPartDisplayStrategy =
      switch query.options.fraction {
      case nil: .init(lengthLimits: 0...3)
      case .hide: .hide(rounded: rule)
      case .show(let length):
        .show(length: length, rounded: rule, increment: query.options.increment?.value)
      case .limits(let minimum, let maximum?):
        .init(lengthLimits: minimum...maximum, roundingRule: rule)
      case .limits(let minimum, nil):
        .init(lengthLimits: minimum..., roundingRule: rule)
      }
    let options = query.options
    let style: Duration.UnitsFormatStyle
    switch (options.valueLength?.lower, options.valueLength?.upper) {
    case (let lower?, _) where options.valueLength?.isOneLength == true:
      style = Duration.UnitsFormatStyle(
        allowedUnits: units, width: width, maximumUnitCount: options.maxUnits,
        zeroValueUnits: zeroUnits, valueLength: lower, fractionalPart: fraction)
    case (let lower?, let upper?):
      style = Duration.UnitsFormatStyle(
        allowedUnits: units, width: width, maximumUnitCount: options.maxUnits,
        zeroValueUnits: zeroUnits, valueLengthLimits: lower...upper, fractionalPart: fraction)
    case (let lower?, nil):
      style = Duration.UnitsFormatStyle(
        allowedUnits: units, width: width, maximumUnitCount: options.maxUnits,
        zeroValueUnits: zeroUnits, valueLengthLimits: lower..., fractionalPart: fraction)
    default:
      style = Duration.UnitsFormatStyle(
        allowedUnits: units, width: width, maximumUnitCount: options.maxUnits,
        zeroValueUnits: zeroUnits, valueLength: nil, fractionalPart: fraction)
    }
    return duration.formatted(style.locale(shared.locale))
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

  /// The dates ``relativeCalendar`` reads as they are: it reads every date before Julian day 0
  /// (4713 BC January 1, noon in UTC) as that day, and every date from 506713-02-07 on as that
  /// one, though it adds past both. Found by asking the calendar to read dates far beyond each
  /// end and to make a date of what it read, so a Foundation that moves them moves these.
  static let relativeDates: ClosedRange<Date> = {
    let calendar = relativeCalendar
    let all: Set<Calendar.Component> = [
      .era, .year, .month, .day, .hour, .minute, .second, .nanosecond,
    ]
    func read(_ seconds: Double) -> Date {
      let date = Date(timeIntervalSince1970: seconds)
      return calendar.date(from: calendar.dateComponents(all, from: date)) ?? date
    }
    // A million years either way, beyond both ends.
    return read(-1_000_000 * 31_556_952)...read(1_000_000 * 31_556_952)
  }()

  /// The fewest and most units from the reference whose dates ``relativeDates`` holds, as
  /// `-6719 … 504705`: found by halving, the dates growing with the amount.
  static func relativeReach(_ component: Calendar.Component) -> String {
    let now = PickerReference.instant.date
    func holds(_ amount: Int) -> Bool {
      relativeCalendar.date(byAdding: component, value: amount, to: now).map {
        relativeDates.contains($0)
      } ?? false
    }
    // The amounts `--relative` takes: at most 12 digits.
    func farthest(_ limit: Int) -> Int {
      guard !holds(limit) else { return limit }
      var (inside, outside) = (0, limit)
      while abs(outside - inside) > 1 {
        let middle = inside + (outside - inside) / 2
        if holds(middle) { inside = middle } else { outside = middle }
      }
      return inside
    }
    return "\(farthest(-999_999_999_999)) … \(farthest(999_999_999_999))"
  }

  /// The calendar component of a unit arithmetic also has (quarters and weekdays have none),
  /// as ``FoundationArithmetic`` adds it.
  private static func component(_ unit: RelativeUnit) -> Calendar.Component? {
    CalendarField(rawValue: unit.rawValue).map(FoundationArithmetic.component)
  }

  private static func unitsStyle(
    _ style: RelativeUnitsStyle
  ) -> Date.RelativeFormatStyle.UnitsStyle {
    switch style {
    case .wide: .wide
    case .abbreviated: .abbreviated
    case .narrow: .narrow
    case .spellOut: .spellOut
    }
  }

  private static func context(
    _ capitalization: RelativeCapitalization
  ) -> FormatStyleCapitalizationContext {
    switch capitalization {
    case .none: .unknown
    case .sentenceStart: .beginningOfSentence
    case .middle: .middleOfSentence
    case .listItem: .listItem
    case .standalone: .standalone
    }
  }

  private static func unitsStyle(_ width: RelativeWidth) -> Date.RelativeFormatStyle.UnitsStyle {
    switch width {
    case .long: .wide
    case .short: .abbreviated
    case .narrow: .narrow
    }
  }
}
