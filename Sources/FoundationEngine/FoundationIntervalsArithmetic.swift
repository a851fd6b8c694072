import Assembly
import CorpusModel
import Foundation

extension FoundationSource {
  /// An interval formatter as an app makes one for a calendar and template: the locale with
  /// its calendar keyword, that calendar, the zone, `dateTemplate`.
  static func intervalFormatter(
    _ locale: LocaleID, _ calendar: CalendarID, zone: ZoneID, template: String
  ) throws -> DateIntervalFormatter {
    // swift-corelibs-foundation's DateIntervalFormatter reads the calendar through
    // CoreFoundation, which knows fewer calendars than `Calendar`: given another (dangi, or
    // swift-foundation's own vietnamese … vikram) it dereferences a null identifier and the
    // process dies (SIGSEGV in CFCalendarGetIdentifier, Swift 6.3.1). Refused instead, so a
    // corpus leaves those intervals out.
    guard Self.coreFoundationCalendars.contains(calendar) else {
      throw InputError.unsupported(
        template, engine: "foundation",
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
    formatter.dateTemplate = template
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
}

/// Calendar arithmetic with Foundation's `Calendar`: `date(byAdding:value:to:)` one field at a
/// time, `dateComponents(_:from:to:)` for the differences (all units asked at once, as an app
/// asks, read in the order asked).
public struct FoundationArithmetic: CalendarArithmetic {
  let calendar: Calendar

  init(calendar id: CalendarID, zone: ZoneID) throws {
    var calendar = Calendar(identifier: try id.foundation)
    calendar.timeZone = try FoundationSource.timeZone(zone)
    self.calendar = calendar
  }

  public func adding(_ amounts: [FieldAmount], to instant: Instant) throws -> Instant {
    var date = instant.date
    for amount in amounts {
      guard
        let next = calendar.date(
          byAdding: Self.component(amount.field), value: amount.amount, to: date)
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
    return FoundationSource.instant(date)
  }

  ///
  /// Foundation's calendars that are ICU's (hebrew, chinese, japanese …) count through
  /// `ucal_getFieldDifference` in 32 bits and answer 0 past 2,147,483,647 without a word. Such a
  /// count is only reached when every unit asked has a fixed length (a longer one leaves less
  /// than a day or so to count), so the largest unit asked is then walked toward `to` in steps
  /// (``CalendarField/differenceStep``), as the ICU engine walks, and the rest is counted.
  public func differences(from: Instant, to: Instant, units: [CalendarField]) throws -> [Int] {
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
    return try units.map { unit in
      guard let counted = components.value(for: Self.component(unit)) else {
        throw InputError.unsupported(
          unit.rawValue, engine: "foundation",
          reason:
            "Calendar.dateComponents(_:from:to:) gives no \(unit.rawValue) in the \(calendar.identifier) calendar"
        )
      }
      return unit == lead ? counted + walked : counted
    }
  }

  static func component(_ field: CalendarField) -> Calendar.Component {
    switch field {
    case .year: .year
    case .month: .month
    case .week: .weekOfYear
    case .day: .day
    case .hour: .hour
    case .minute: .minute
    case .second: .second
    }
  }
}
