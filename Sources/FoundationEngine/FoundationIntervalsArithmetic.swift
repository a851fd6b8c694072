import Assembly
import CorpusModel
import Foundation

extension FoundationSource {
  /// An interval formatter as an app makes one for a calendar and template: the locale with
  /// its calendar keyword, that calendar, the zone, `dateTemplate`.
  static func intervalFormatter(
    _ locale: LocaleID, _ calendar: CalendarID, zone: ZoneID, template: String
  ) throws -> DateIntervalFormatter {
    let formatter = try intervalFormatter(locale, calendar, zone: zone, refusing: template)
    formatter.dateTemplate = template
    return formatter
  }

  /// An interval formatter of the locale, calendar and zone, neither template nor styles set;
  /// `asked` names the request a calendar CoreFoundation does not know refuses.
  static func intervalFormatter(
    _ locale: LocaleID, _ calendar: CalendarID, zone: ZoneID, refusing asked: String
  ) throws -> DateIntervalFormatter {
    // swift-corelibs-foundation's DateIntervalFormatter reads the calendar through
    // CoreFoundation, which knows fewer calendars than `Calendar`: given another (dangi, or
    // swift-foundation's own vietnamese … vikram) it dereferences a null identifier and the
    // process dies (SIGSEGV in CFCalendarGetIdentifier, Swift 6.3.1). Refused instead, so a
    // corpus leaves those intervals out.
    guard Self.coreFoundationCalendars.contains(calendar) else {
      throw InputError.unsupported(
        asked, engine: "foundation",
        reason:
          "DateIntervalFormatter cannot use the \(calendar.rawValue) calendar (CoreFoundation does not know it)"
      )
    }
    let formatter = DateIntervalFormatter()
    let calendarLocale = calendarLocale(locale, calendar)
    var foundationCalendar = Calendar(identifier: try calendar.foundation)
    foundationCalendar.locale = calendarLocale
    foundationCalendar.timeZone = try timeZone(zone)
    formatter.locale = calendarLocale
    formatter.calendar = foundationCalendar
    formatter.timeZone = try timeZone(zone)
    return formatter
  }

  /// The calendars CoreFoundation's `CFCalendar` has identifiers for, under ICU's ids: the
  /// ones DateIntervalFormatter can be given.
  static let coreFoundationCalendars: Set<CalendarID> = [
    "gregorian", "buddhist", "chinese", "coptic", "ethiopic", "ethiopic-amete-alem", "hebrew",
    "iso8601", "indian", "islamic", "islamic-civil", "islamic-tbla", "islamic-umalqura",
    "japanese", "persian", "roc",
  ]

  /// The instant of a `Date`, to the millisecond (as ICU's `UDate` counts).
  static func instant(_ date: Date) -> Instant {
    Instant(millisecondsSince1970: Int64((date.timeIntervalSince1970 * 1000).rounded()))
  }

  /// The instant of a `Date` as Swift writes its `timeIntervalSinceReferenceDate` (the shortest
  /// decimal that reads back as the same double: `682898558.712307`), to the nanosecond: what
  /// `calc` answers where an instant or an amount is finer than a millisecond, so the answer
  /// reads back as Foundation's own `Date`. Digits past the nanosecond (a date within about
  /// three years of 2001 holds them) are rounded half up.
  static func preciseInstant(_ date: Date) -> Instant {
    let text = date.timeIntervalSinceReferenceDate.description
    let negative = text.hasPrefix("-")
    let unsigned = negative ? text.dropFirst() : Substring(text)
    // "6.828985587123e+08", "1e-05", "682898558.712307": digits, and where the point goes.
    let parts = unsigned.split(separator: "e", maxSplits: 1)
    let exponent = parts.count == 2 ? Int(parts[1])! : 0
    let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let digits = mantissa[0] + (mantissa.count == 2 ? mantissa[1] : "")
    let point = mantissa[0].count + exponent
    let padded =
      String(repeating: "0", count: max(0, -point))
      + digits + String(repeating: "0", count: max(0, point - digits.count + 10))
    let integerEnd = max(point, 0)
    var seconds = Int64(padded.prefix(integerEnd)) ?? 0
    let fraction = Array(padded.dropFirst(integerEnd).utf8)
    var nanoseconds = fraction.prefix(9).reduce(Int64(0)) { $0 * 10 + Int64($1 - 48) }
    if fraction[9] >= UInt8(ascii: "5") { nanoseconds += 1 }
    if nanoseconds == 1_000_000_000 {
      seconds += 1
      nanoseconds = 0
    }
    if negative, nanoseconds > 0 {
      seconds = -seconds - 1
      nanoseconds = 1_000_000_000 - nanoseconds
    } else if negative {
      seconds = -seconds
    }
    let since1970 = (seconds + 978_307_200) * 1000 + nanoseconds / 1_000_000
    return Instant(
      millisecondsSince1970: since1970,
      submillisecondNanoseconds: Int32(nanoseconds % 1_000_000))
  }
}

/// Calendar arithmetic with Foundation's `Calendar`: `date(byAdding:value:to:)` one field at a
/// time (with `wrappingComponents: true` for a roll), `dateComponents(_:from:to:)` for the
/// differences (all units asked at once, as an app asks, read in the order asked).
///
/// What `Calendar` answers without meaning is refused, never printed: an instant before the
/// day it clamps to (``earliest``) given to it, and a nanosecond count past 32 bits (it stops at
/// 2,147,483,647). An answer is written to the millisecond, unless an instant or an amount
/// asked is finer than that: then it is written as Swift writes the `Date`, to the nanosecond
/// (``answer(_:finer:)``).
public struct FoundationArithmetic: CalendarArithmetic {
  let calendar: Calendar

  init(calendar id: CalendarID, zone: ZoneID, weekRules: WeekRules = .calendarDefaults) throws {
    var calendar = Calendar(identifier: try id.foundation)
    calendar.timeZone = try FoundationSource.timeZone(zone)
    if let weekday = weekRules.firstWeekday { calendar.firstWeekday = weekday }
    if let days = weekRules.minimumDays { calendar.minimumDaysInFirstWeek = days }
    self.calendar = calendar
  }

  /// -4713-11-24T12:00:00Z, noon of 1 January 4713 BC in the Julian calendar (Julian day 0):
  /// `Calendar` reads every instant before it as this one (an addition of no days to a day
  /// before it gives it; `dateComponents` counts from it), in every calendar and zone, so no
  /// instant before it can be given; a sum that lands before it is exact, and printed.
  public static let earliest = Instant(millisecondsSince1970: -210_866_760_000_000)

  /// `Date` holds instants finer than a millisecond: none is refused.
  public var finerInstantRefusal: String? { nil }

  public func adding(_ amounts: [FieldAmount], to instant: Instant) throws -> Instant {
    try walking(amounts, from: instant, wrapping: false)
  }

  public func rolling(_ amounts: [FieldAmount], to instant: Instant) throws -> Instant {
    try walking(amounts, from: instant, wrapping: true)
  }

  private func walking(_ amounts: [FieldAmount], from instant: Instant, wrapping: Bool) throws
    -> Instant
  {
    let finer = Self.finer(than: instant, amounts)
    var date = finer ? instant.nearestDate : instant.date
    for (index, amount) in amounts.enumerated() {
      // Each step starts from a date Calendar holds: a sum before the clamp is answered
      // exactly (-4713-11-25T12:00:00Z + day=-2 is -4713-11-23T12:00:00Z), but the next step
      // would start from the clamped day.
      try checkHeld(
        answer(date, finer: finer), after: index == 0 ? nil : Array(amounts[..<index]))
      guard
        let next = calendar.date(
          byAdding: Self.component(amount.field), value: amount.amount, to: date,
          wrappingComponents: wrapping)
      else {
        // No date is Foundation's answer for this addition in this calendar (its own
        // calendars, vikram …, give none where CoreFoundation's would): refused, not a failure.
        throw InputError.unsupported(
          "\(amount)", engine: "foundation",
          reason:
            "Calendar.date(byAdding:value:to:) gives no date in the \(calendar.identifier) calendar in \(calendar.timeZone.identifier)"
        )
      }
      date = next
    }
    return answer(date, finer: finer)
  }

  /// Refuses an instant `Calendar` would clamp: one given, or one reached by `amounts` before
  /// their next step.
  func checkHeld(_ instant: Instant, after amounts: [FieldAmount]? = nil) throws {
    guard instant < Self.earliest else { return }
    let reached = amounts.map { " (reached by \($0.map(\.description).joined(separator: ",")))" }
    throw InputError.unsupported(
      amounts == nil ? instant.iso8601 : "\(instant.iso8601)\(reached ?? "")",
      engine: "foundation",
      reason:
        "Calendar clamps every instant before \(Self.earliest) (Julian day 0) to it; the icu engine holds -9999–9999"
    )
  }

  /// Whether an answer is written to the nanosecond: where `instant` or one of `amounts` is
  /// finer than a millisecond, rounding Foundation's `Date` to one would change the answer.
  static func finer(than instant: Instant, _ amounts: [FieldAmount] = []) -> Bool {
    !instant.isWholeMillisecond
      || amounts.contains { $0.field == .nanosecond && $0.amount % 1_000_000 != 0 }
  }

  /// Foundation's answer as an instant: to the nanosecond where ``finer(than:_:)`` says so,
  /// else to the millisecond, as every corpus and `calc` answer has been written.
  func answer(_ date: Date, finer: Bool) -> Instant {
    finer ? FoundationSource.preciseInstant(date) : FoundationSource.instant(date)
  }

  ///
  /// Foundation's calendars that are ICU's (hebrew, chinese, japanese …) count through
  /// `ucal_getFieldDifference` in 32 bits and answer 0 past 2,147,483,647 without a word. Such a
  /// count is only reached when every unit asked has a fixed length (a longer one leaves less
  /// than a day or so to count), so the largest unit asked is then walked toward `to` in steps
  /// (``CalendarField/differenceStep``), as the ICU engine walks, and the rest is counted.
  /// Nanoseconds stop at 2,147,483,647 (about 2.1 s) in every calendar: a count there is
  /// refused.
  public func differences(from: Instant, to: Instant, units: [CalendarField]) throws -> [Int] {
    try checkHeld(from)
    try checkHeld(to)
    var start = from.date
    var walked = 0
    let order = CalendarField.allCases
    let lead = units.min { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }
    if let lead, let seconds = lead.fixedSeconds {
      let stride = Double(CalendarField.differenceStep * seconds)
      while abs(to.date.timeIntervalSince(start)) >= stride {
        let step =
          to.date > start ? CalendarField.differenceStep : -CalendarField.differenceStep
        guard let next = calendar.date(byAdding: Self.component(lead), value: step, to: start)
        else {
          throw EngineError(
            operation: "Calendar.date(byAdding:)", status: "no date",
            context: "\(step) \(lead.rawValue) from \(start)")
        }
        start = next
        walked += step
      }
    }
    let components = calendar.dateComponents(
      Set(units.map(Self.component)), from: start, to: to.date)
    let values = try values(
      of: units, in: components, call: "Calendar.dateComponents(_:from:to:)")
    return try zip(units, values).map { unit, counted in
      guard unit != .nanosecond || abs(counted) < Int(Int32.max) else {
        throw InputError.unsupported(
          unit.rawValue, engine: "foundation",
          reason:
            "Calendar.dateComponents(_:from:to:) stops counting nanoseconds at \(counted) (32 bits, about 2.1 s); ask for seconds first (second,nanosecond)"
        )
      }
      return unit == lead ? counted + walked : counted
    }
  }

  /// Each of `fields` as `components` holds it, in the order asked; a field the call (`call`,
  /// for the refusal) left out is refused: what `dateComponents(_:from:)` and
  /// `dateComponents(_:from:to:)` give is read back the same way.
  func values(of fields: [CalendarField], in components: DateComponents, call: String) throws
    -> [Int]
  {
    try fields.map { field in
      guard let value = components.value(for: Self.component(field)) else {
        throw InputError.unsupported(
          field.rawValue, engine: "foundation",
          reason: "\(call) gives no \(field.rawValue) in the \(calendar.identifier) calendar")
      }
      return value
    }
  }

  static func component(_ field: CalendarField) -> Calendar.Component {
    switch field {
    case .era: .era
    case .year: .year
    case .yearForWeekOfYear: .yearForWeekOfYear
    case .month: .month
    case .week: .weekOfYear
    case .weekOfMonth: .weekOfMonth
    case .weekdayOrdinal: .weekdayOrdinal
    case .day: .day
    case .dayOfYear: .dayOfYear
    case .weekday: .weekday
    case .hour: .hour
    case .minute: .minute
    case .second: .second
    case .nanosecond: .nanosecond
    }
  }
}
