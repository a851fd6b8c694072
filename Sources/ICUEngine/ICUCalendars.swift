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

  /// The type a calendar opened for an id reports (`ucal_getType`): the id itself, but
  /// `islamic-rgsa`, which ICU 72 builds as its astronomical Islamic calendar (`islamic`), and
  /// `iso8601`, a Gregorian calendar with ISO week rules (`gregorian`).
  static func type(of calendar: CalendarID) -> String {
    switch calendar.rawValue {
    case "islamic-rgsa": "islamic"
    case "iso8601": "gregorian"
    default: calendar.rawValue
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
