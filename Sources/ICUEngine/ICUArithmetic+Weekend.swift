import Assembly
import CICU
import CorpusModel

/// The one calendar question ICU's C API answers in one call: whether an instant is in a
/// weekend (`ucal_isWeekend`, by the weekend days and transitions of the calendar's locale,
/// en_US: Saturday and Sunday). The weekend's interval, the next weekend, intervals of a unit
/// and comparisons have no such call and are refused (CalendarArithmetic+Questions.swift).
extension ICUArithmetic {
  public func isInWeekend(_ instant: Instant) throws -> Bool {
    try icuCall("ucal_isWeekend", "\(calendar.context) \(instant)") { status in
      cicu_ucal_isWeekend(calendar.handle, instant.udate, status)
    } == 1
  }
}
