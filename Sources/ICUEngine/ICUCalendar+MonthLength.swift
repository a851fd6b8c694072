import CICU
import CorpusModel

extension ICUCalendar {
  /// ICU's `UCAL_JULIAN_DAY`.
  static let julianDayField: CInt = 20

  /// The days of the month the calendar is in, by ICU's own walk: from the month's first day to
  /// the next month's (`ucal_add(MONTH, 1)`), in Julian days. Leaves the calendar on the next
  /// month's first day.
  ///
  /// Not `ucal_getLimit(DATE, ACTUAL_MAXIMUM)`: ICU 72 answers 30 for Chinese leap months of
  /// 29 days (the leap second month of 2023, 22 March – 19 April), where its walk — and the
  /// months its formatters write — has 29.
  func daysInMonth() throws(EngineError) -> Int {
    set(CInt(CICU_DATE), 1)
    let first = try get(Self.julianDayField)
    try add(CInt(CICU_MONTH), 1)
    return try get(Self.julianDayField) - first
  }
}
