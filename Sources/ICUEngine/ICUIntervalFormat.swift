import Assembly
import CICU
import CorpusModel

/// One ICU interval format (`UDateIntervalFormat`) for a skeleton in a zone; `locale` carries
/// the calendar keyword, which is where ICU takes the calendar from.
final class ICUIntervalFormat {
  private let handle: OpaquePointer
  private let context: String

  init(skeleton: String, locale: String, zone: ZoneID) throws(EngineError) {
    context = "\(locale) '\(skeleton)' \(zone)"
    let units = Array(skeleton.utf16)
    let zoneUnits = Array(zone.rawValue.utf16)
    handle = try icuOpen("udtitvfmt_open", context) { status in
      cicu_udtitvfmt_open(
        locale, units, Int32(units.count), zoneUnits, Int32(zoneUnits.count), status)
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
/// so a keyword typo cannot fall back silently).
public final class ICUArithmetic: CalendarArithmetic {
  private let calendar: ICUCalendar

  init(calendar id: CalendarID, zone: ZoneID) throws(EngineError) {
    let locale = "en_US@calendar=\(id.rawValue)"
    calendar = try ICUCalendar(locale: locale, zone: zone)
    let actual = try calendar.type()
    guard ICUCalendars.isType(actual, of: id) else {
      throw EngineError(
        operation: "ucal_open", status: "built a \(actual) calendar", context: locale)
    }
  }

  public func adding(_ amounts: [FieldAmount], to instant: Instant) throws -> Instant {
    try calendar.set(instant)
    for amount in amounts { try calendar.add(Self.field(amount.field), amount.amount) }
    return Instant(millisecondsSince1970: Int64(try calendar.millis))
  }

  /// `ucal_getFieldDifference` advances the calendar by the difference it returns, so each
  /// unit counts what the ones before it left.
  ///
  /// ICU counts in 32 bits and fails past 2,147,483,647 (seconds from 1970 to
  /// 2038-01-19T03:14:08Z, minutes over 4,083 years), so a unit of fixed length is first walked
  /// toward `to` in steps (``CalendarField/differenceStep``), then the rest is read.
  public func differences(from: Instant, to: Instant, units: [CalendarField]) throws -> [Int] {
    try calendar.set(from)
    return try units.map { (unit) throws(EngineError) in
      var walked = 0
      if let seconds = unit.fixedSeconds {
        let stride = Double(CalendarField.differenceStep * seconds * 1000)
        while true {
          let left = to.udate - (try calendar.millis)
          guard abs(left) >= stride else { break }
          let step = left > 0 ? CalendarField.differenceStep : -CalendarField.differenceStep
          try calendar.add(Self.field(unit), step)
          walked += step
        }
      }
      let rest = try icuCall("ucal_getFieldDifference", "\(calendar.context) \(unit.rawValue)") {
        status in
        cicu_ucal_getFieldDifference(calendar.handle, to.udate, Self.field(unit), status)
      }
      return walked + Int(rest)
    }
  }

  /// ICU's field for each unit: weeks are WEEK_OF_YEAR, days DATE, hours HOUR_OF_DAY.
  static func field(_ field: CalendarField) -> Int32 {
    switch field {
    case .year: Int32(CICU_YEAR)
    case .month: Int32(CICU_MONTH)
    case .week: Int32(CICU_WEEK_OF_YEAR)
    case .day: Int32(CICU_DATE)
    case .hour: Int32(CICU_HOUR_OF_DAY)
    case .minute: Int32(CICU_MINUTE)
    case .second: Int32(CICU_SECOND)
    }
  }
}
