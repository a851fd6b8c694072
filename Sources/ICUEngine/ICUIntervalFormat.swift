import Assembly
import CICU
import CorpusModel

/// One ICU interval format (`UDateIntervalFormat`) for a skeleton in a zone; `locale` carries
/// the calendar keyword, which is where ICU takes the calendar from.
final class ICUIntervalFormat {
  let handle: OpaquePointer
  let context: String

  /// A handle opened elsewhere (a configured interval: ICUIntervalFormat+Configured.swift),
  /// which this object now owns and closes.
  init(handle: OpaquePointer, context: String) {
    self.handle = handle
    self.context = context
  }

  init(skeleton: String, locale: String, zone: ZoneID) throws(EngineError) {
    let context = "\(locale) '\(skeleton)' \(zone)"
    self.context = context
    handle = try withUTF16Units(skeleton) { units, count throws(EngineError) in
      try withUTF16Units(zone.rawValue) { zoneUnits, zoneCount throws(EngineError) in
        try icuOpen("udtitvfmt_open", context) { status in
          cicu_udtitvfmt_open(locale, units, count, zoneUnits, zoneCount, status)
        }
      }
    }
  }

  deinit { cicu_udtitvfmt_close(handle) }

  func format(from: Instant, to: Instant) throws(EngineError) -> String {
    try icuString("udtitvfmt_format", "\(context) \(from)/\(to)") { buffer, capacity, status in
      cicu_udtitvfmt_format(handle, from.udate, to.udate, buffer, capacity, status)
    }
  }
}

/// Calendar arithmetic on one ICU calendar in one zone (checked to be the calendar asked for,
/// so a keyword typo cannot fall back silently), its weeks counted by the rules asked for
/// (`ucal_setAttribute`), else by the calendar's own (en_US's: Sunday, 1 day).
public final class ICUArithmetic: CalendarArithmetic {
  let calendar: ICUCalendar

  /// `ucal_setMillis` would take a finer instant and truncate it in every field.
  public var finerInstantRefusal: String? {
    "ICU's calendars count whole milliseconds (UDate); the foundation and formatstyle engines hold finer instants"
  }

  init(calendar id: CalendarID, zone: ZoneID, weekRules: WeekRules = .calendarDefaults)
    throws(EngineError)
  {
    let locale = "en_US@calendar=\(id.rawValue)"
    calendar = try ICUCalendar(locale: locale, zone: zone)
    calendar.set(weekRules)
    let actual = try calendar.type()
    guard ICUCalendars.isType(actual, of: id) else {
      throw EngineError(
        operation: "ucal_open", status: "built a \(actual) calendar", context: locale)
    }
  }

  public func adding(_ amounts: [FieldAmount], to instant: Instant) throws -> Instant {
    let fields = try amounts.map { try Self.field($0.field) }
    try calendar.set(instant)
    for (field, amount) in zip(fields, amounts) { try calendar.add(field, amount.amount) }
    return Instant(millisecondsSince1970: Int64(try calendar.millis))
  }

  public func rolling(_ amounts: [FieldAmount], to instant: Instant) throws -> Instant {
    let fields = try amounts.map { try Self.field($0.field) }
    try calendar.set(instant)
    for (field, amount) in zip(fields, amounts) { try calendar.roll(field, amount.amount) }
    return Instant(millisecondsSince1970: Int64(try calendar.millis))
  }

  /// `ucal_getFieldDifference` advances the calendar by the difference it returns, so each
  /// unit counts what the ones before it left.
  ///
  /// ICU counts in 32 bits and fails past 2,147,483,647 (seconds from 1970 to
  /// 2038-01-19T03:14:08Z, minutes over 4,083 years), so a unit of fixed length is first walked
  /// toward `to` in steps (``CalendarField/differenceStep``), then the rest is read.
  public func differences(from: Instant, to: Instant, units: [CalendarField]) throws -> [Int] {
    let fields = try units.map(Self.field)
    try calendar.set(from)
    return try zip(units, fields).map { (unit, field) throws in
      var walked = 0
      if let seconds = unit.fixedSeconds {
        let stride = Double(CalendarField.differenceStep * seconds * 1000)
        while true {
          let left = to.udate - (try calendar.millis)
          guard abs(left) >= stride else { break }
          let step = left > 0 ? CalendarField.differenceStep : -CalendarField.differenceStep
          try calendar.add(field, step)
          walked += step
        }
      }
      var status: Int32 = 0
      let rest = cicu_ucal_getFieldDifference(calendar.handle, to.udate, field, &status)
      guard status > 0 else { return walked + Int(rest) }
      let name = String(cString: cicu_errorName(status))
      // A field whose add does not move the date (the era of a calendar whose years do not
      // restart with it: gregorian, hebrew) cannot be counted: ICU says so, and so do we.
      guard name == "U_ILLEGAL_ARGUMENT_ERROR" else {
        throw EngineError(
          operation: "ucal_getFieldDifference", status: name,
          context: "\(calendar.context) \(unit.rawValue)")
      }
      throw InputError.unsupported(
        unit.rawValue, engine: "icu",
        reason:
          "ucal_getFieldDifference answers U_ILLEGAL_ARGUMENT_ERROR: adding \(unit.rawValue)=1 does not move a date in the \(try calendar.type()) calendar"
      )
    }
  }

  /// ICU's field for each unit: weeks are WEEK_OF_YEAR, days DATE, hours HOUR_OF_DAY, the
  /// weekday ordinal DAY_OF_WEEK_IN_MONTH, the year for the week of the year YEAR_WOY.
  ///
  /// - Throws: `InputError.unsupported` for `nanosecond`: ICU's calendars count milliseconds
  ///   at most, and a nanosecond is no number of them.
  static func field(_ field: CalendarField) throws -> Int32 {
    switch field {
    case .era: Int32(CICU_ERA)
    case .year: Int32(CICU_YEAR)
    case .yearForWeekOfYear: Int32(CICU_YEAR_WOY)
    case .month: Int32(CICU_MONTH)
    case .week: Int32(CICU_WEEK_OF_YEAR)
    case .weekOfMonth: Int32(CICU_WEEK_OF_MONTH)
    case .weekdayOrdinal: Int32(CICU_DAY_OF_WEEK_IN_MONTH)
    case .day: Int32(CICU_DATE)
    case .dayOfYear: Int32(CICU_DAY_OF_YEAR)
    case .weekday: Int32(CICU_DAY_OF_WEEK)
    case .hour: Int32(CICU_HOUR_OF_DAY)
    case .minute: Int32(CICU_MINUTE)
    case .second: Int32(CICU_SECOND)
    case .nanosecond:
      throw InputError.unsupported(
        field.rawValue, engine: "icu",
        reason: CalendarField.icuNanosecondRefusal)
    }
  }
}
