import CICU
import CorpusModel

/// ICU's calendars: every id it has, and the ones a locale's region prefers.
enum ICUCalendars {
  /// `ucal_getKeywordValuesForLocale("calendar", "", false)`: ICU 72's 18 ids, in ICU's order.
  static func all() throws(EngineError) -> [CalendarID] {
    try ids(locale: "", commonlyUsed: false).map(CalendarID.init(rawValue:))
  }

  /// A locale's region-preferred calendars in ICU's order (`ucal_getKeywordValuesForLocale`
  /// with `commonlyUsed`): ja_JP `gregorian, japanese`; fa_IR `persian, gregorian, islamic …`.
  static func preferred(for locale: LocaleID) throws(EngineError) -> [CalendarID] {
    try ids(locale: locale.rawValue, commonlyUsed: true).map(CalendarID.init(rawValue:))
  }

  /// Whether a calendar opened for `calendar` reports a type (`ucal_getType`) that is that
  /// calendar's, not a fallback: the id itself, or the type an ICU builds it as — ICU 72 builds
  /// `islamic-rgsa` as its astronomical Islamic calendar (`islamic`) and `iso8601` as a
  /// Gregorian calendar with ISO week rules (`gregorian`); ICU 76 and later report both ids.
  static func isType(_ actual: String, of calendar: CalendarID) -> Bool {
    switch (calendar.rawValue, actual) {
    case ("islamic-rgsa", "islamic"), ("iso8601", "gregorian"): true
    default: actual == calendar.rawValue
    }
  }

  /// ICU's numbering systems (`unumsys_openAvailableNames`), sorted: what a `numbers` setting
  /// may name.
  static func numberingSystems() throws(EngineError) -> [String] {
    try list("unumsys_openAvailableNames", "numbering systems") { buffer, capacity, status in
      cicu_numberingSystems(buffer, capacity, status)
    }.sorted()
  }

  private static func ids(locale: String, commonlyUsed: Bool) throws(EngineError) -> [String] {
    try list("ucal_getKeywordValuesForLocale", locale.isEmpty ? "calendar list" : locale) {
      buffer, capacity, status in
      cicu_calendarIDs(locale, commonlyUsed ? 1 : 0, buffer, capacity, status)
    }
  }

  /// A list ICU writes into a buffer, each item followed by a NUL.
  private static func list(
    _ operation: String, _ context: String,
    _ fill: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
  ) throws(EngineError) -> [String] {
    var capacity = 1_024
    while true {
      var status: Int32 = 0
      var ids: [String] = []
      let needed = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
        let needed = Int(fill(buffer.baseAddress!, Int32(capacity), &status))
        if status <= 0, needed <= capacity {
          var start = 0
          for index in 0..<needed where buffer[index] == 0 {
            ids.append(String(cString: buffer.baseAddress! + start))
            start = index + 1
          }
        }
        return needed
      }
      guard status <= 0 else {
        throw EngineError(operation: operation, status: ICUStatus.name(status), context: context)
      }
      if needed <= capacity { return ids }
      capacity = needed
    }
  }
}
