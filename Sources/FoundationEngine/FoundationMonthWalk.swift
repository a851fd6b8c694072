import CorpusModel
import Foundation

/// The month view's calendar questions, answered by one `Calendar` as an app configures it:
/// both Foundation engines walk the month this way (only what renders the days differs).
struct FoundationMonthWalk {
  let calendar: Calendar
  /// `locale@calendar=id`, for errors.
  let context: String

  func monthShape(containing instant: Instant) throws -> (days: Int, firstWeekday: Int) {
    let start = try monthStart(instant)
    guard let days = calendar.range(of: .day, in: .month, for: start) else {
      throw failure("range(of: .day, in: .month)")
    }
    return (days.count, calendar.component(.weekday, from: start))
  }

  /// Day `day` (1 = the first) of the month holding `instant`.
  func date(_ day: Int, ofMonthContaining instant: Instant) throws -> Date {
    let start = try monthStart(instant)
    guard let date = calendar.date(byAdding: .day, value: day - 1, to: start) else {
      throw failure("date(byAdding: .day)")
    }
    return date
  }

  func weekOfYear(day: Int, ofMonthContaining instant: Instant) throws -> Int {
    calendar.component(.weekOfYear, from: try date(day, ofMonthContaining: instant))
  }

  private func monthStart(_ instant: Instant) throws -> Date {
    guard let start = calendar.dateInterval(of: .month, for: instant.date)?.start else {
      throw failure("dateInterval(of: .month)")
    }
    return start
  }

  private func failure(_ operation: String) -> EngineError {
    EngineError(operation: "Calendar." + operation, status: "nil", context: context)
  }
}
