import CICU
import CorpusModel

/// One ICU calendar (`UCalendar`) in a zone; `locale` carries the calendar keyword.
final class ICUCalendar {
  private let handle: OpaquePointer
  let context: String

  init(locale: String, zone: ZoneID) throws(EngineError) {
    context = "\(locale) \(zone)"
    let units = Array(zone.rawValue.utf16)
    let opened = try icuCall("ucal_open", context) { status in
      cicu_ucal_open(units, Int32(units.count), locale, status)
    }
    guard let opened else {
      throw EngineError(operation: "ucal_open", status: "no calendar", context: context)
    }
    handle = opened
  }

  deinit { cicu_ucal_close(handle) }

  func set(_ instant: Instant) throws(EngineError) {
    try icuCall("ucal_setMillis", "\(context) \(instant)") { status in
      cicu_ucal_setMillis(handle, instant.udate, status)
    }
  }

  func get(_ field: Int32) throws(EngineError) -> Int {
    Int(try icuCall("ucal_get", "\(context) field \(field)") { cicu_ucal_get(handle, field, $0) })
  }

  /// The calendar ICU really built; checked so a keyword typo cannot fall back silently.
  func type() throws(EngineError) -> String {
    String(cString: try icuCall("ucal_getType", context) { cicu_ucal_getType(handle, $0) })
  }

  var firstWeekday: Int { Int(cicu_ucal_firstDayOfWeek(handle)) }
  var minimalDaysInFirstWeek: Int { Int(cicu_ucal_minimalDaysInFirstWeek(handle)) }
}
