import CICU
import CorpusModel

/// One ICU calendar (`UCalendar`) in a zone; `locale` carries the calendar keyword.
final class ICUCalendar {
  let handle: OpaquePointer
  let context: String

  init(locale: String, zone: ZoneID) throws(EngineError) {
    let context = "\(locale) \(zone)"
    self.context = context
    handle = try withUTF16Units(zone.rawValue) { units, count throws(EngineError) in
      try icuOpen("ucal_open", context) { status in cicu_ucal_open(units, count, locale, status) }
    }
  }

  deinit { cicu_ucal_close(handle) }

  func set(_ instant: Instant) throws(EngineError) {
    try icuCall("ucal_setMillis", "\(context) \(instant)") { status in
      cicu_ucal_setMillis(handle, instant.udate, status)
    }
  }

  func set(millis: Int64) throws(EngineError) {
    try icuCall("ucal_setMillis", "\(context) \(millis) ms") { status in
      cicu_ucal_setMillis(handle, Double(millis), status)
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

  /// Sets the rules a week is counted by, each where given (checked to be 1–7 by
  /// ``WeekRules``; ICU takes any number and would count weeks by it).
  func set(_ rules: WeekRules) {
    if let weekday = rules.firstWeekday { cicu_ucal_setFirstDayOfWeek(handle, Int32(weekday)) }
    if let days = rules.minimumDays { cicu_ucal_setMinimalDaysInFirstWeek(handle, Int32(days)) }
  }
}

extension ICUCalendar {
  var millis: Double {
    get throws(EngineError) {
      try icuCall("ucal_getMillis", context) { cicu_ucal_getMillis(handle, $0) }
    }
  }

  func set(_ field: Int32, _ value: Int) {
    cicu_ucal_set(handle, field, Int32(value))
  }

  func add(_ field: Int32, _ amount: Int) throws(EngineError) {
    try icuCall("ucal_add", "\(context) field \(field) \(amount)") {
      cicu_ucal_add(handle, field, Int32(amount), $0)
    }
  }

  func roll(_ field: Int32, _ amount: Int) throws(EngineError) {
    try icuCall("ucal_roll", "\(context) field \(field) \(amount)") {
      cicu_ucal_roll(handle, field, Int32(amount), $0)
    }
  }

  /// One of the field's limits (`ucal_getLimit`, `type` a `CICU_LIMIT_*`).
  func limit(_ field: Int32, _ type: Int32) throws(EngineError) -> Int {
    Int(
      try icuCall("ucal_getLimit", "\(context) field \(field) limit \(type)") {
        cicu_ucal_getLimit(handle, field, type, $0)
      })
  }

  func actualMaximum(_ field: Int32) throws(EngineError) -> Int {
    Int(
      try icuCall("ucal_getLimit", "\(context) field \(field)") {
        cicu_ucal_getActualMaximum(handle, field, $0)
      })
  }
}
