import CICU
import CorpusModel

extension ICUCalendar {
  /// One day of a month as ``monthWalk()`` finds it.
  struct WalkedDay {
    /// The day's number (`DATE`): what its label shows.
    let number: Int
    /// Whole days from the month's first day, by Julian day: where the day falls in the
    /// month's weeks.
    let offset: Int
    /// The day at the walk's time of day, in milliseconds since 1970.
    let millis: Double
  }

  /// More days than any month of any calendar has: a walk that runs past it is ICU's bug.
  static let walkLimit = 40

  /// The days of the month the calendar is in, as the calendar itself steps through them:
  /// from the month's first day, `ucal_add(DATE, 1)` until the month (extended year, month,
  /// leap flag) changes. Leaves the calendar on the next month's first day.
  ///
  /// Not the day numbers 1 … n: a month can skip days. October 1582 (Gregorian and every
  /// calendar on it) goes from the 4th to the 15th; a zone can skip a local day (Samoa's 30
  /// December 2011, Kiritimati's 31 December 1994). Set to a skipped number, ICU's lenient
  /// calendar moves on into the month's other days (`DATE` 5 of October 1582 is the 15th),
  /// and so would a walk by numbers. Nor `ucal_getLimit(DATE, ACTUAL_MAXIMUM)`: ICU 72
  /// answers 30 for Chinese leap months of 29 days (the leap second month of 2023).
  ///
  /// A day's calls share one status, checked once the day is read: ICU's C functions do nothing
  /// when handed a status that has already failed, so the first failure is the one reported,
  /// and the walk pays no wrapper per call (``get(_:)`` for each of a day's five fields was
  /// the largest of our own costs under the walk: Development.md, "Measurements behind the
  /// code").
  func monthWalk() throws(EngineError) -> [WalkedDay] {
    set(CInt(CICU_DATE), 1)
    var status: Int32 = 0
    let key = monthKey(&status)
    let first = Int(cicu_ucal_get(handle, CInt(CICU_JULIAN_DAY), &status))
    guard status <= 0 else { throw walkFailure(status, "ucal_get") }
    var days: [WalkedDay] = []
    // Room for any month: grown a day at a time, the array was copied five times a walk.
    days.reserveCapacity(Self.walkLimit)
    var next = key
    repeat {
      let number = Int(cicu_ucal_get(handle, CInt(CICU_DATE), &status))
      let offset = Int(cicu_ucal_get(handle, CInt(CICU_JULIAN_DAY), &status)) - first
      let millis = cicu_ucal_getMillis(handle, &status)
      guard status <= 0 else { throw walkFailure(status, "ucal_get") }
      guard (1...Self.walkLimit).contains(number), (0..<Self.walkLimit).contains(offset),
        days.count < Self.walkLimit
      else {
        throw EngineError(
          operation: "ucal_add", status: "day \(number) at offset \(offset) in a month's walk",
          context: context)
      }
      days.append(WalkedDay(number: number, offset: offset, millis: millis))
      cicu_ucal_add(handle, CInt(CICU_DATE), 1, &status)
      next = monthKey(&status)
      guard status <= 0 else { throw walkFailure(status, "ucal_add") }
    } while next == key
    return days
  }

  /// Which month the calendar is in. A tuple, not an array: the walk asks it every day, and an
  /// array was a heap block made and freed each time.
  private func monthKey(_ status: inout Int32) -> (year: Int32, month: Int32, isLeap: Int32) {
    (
      cicu_ucal_get(handle, CInt(CICU_EXTENDED_YEAR), &status),
      cicu_ucal_get(handle, CInt(CICU_MONTH), &status),
      cicu_ucal_get(handle, CInt(CICU_IS_LEAP_MONTH), &status)
    )
  }

  /// The walk's error for a failed status: out of line, so that the walk's loop holds no more
  /// than the status.
  @inline(never)
  private func walkFailure(_ status: Int32, _ operation: String) -> EngineError {
    EngineError(
      operation: operation, status: ICUStatus.name(status), context: "\(context) month walk")
  }
}
