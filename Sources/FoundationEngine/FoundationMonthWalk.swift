import CorpusModel
import Foundation

/// The month view's calendar questions, answered by one `Calendar` as an app configures it:
/// both Foundation engines walk the month this way (only what renders the days differs).
///
/// A calendar whose `Calendar` answers no month interval (swift-foundation's own: vikram,
/// tamil …) is walked by days instead (``FoundationDayWalk``): its day `n` is then the month's
/// `n`th day, which need not be the day its date names (a lunar month can skip or repeat one).
struct FoundationMonthWalk {
  let calendar: Calendar
  /// `locale@calendar=id`, for errors.
  let context: String
  /// Whether the calendar answers month intervals itself (``FoundationDayWalk``).
  let answersIntervals: Bool

  init(calendar: Calendar, context: String) {
    self.calendar = calendar
    self.context = context
    answersIntervals = FoundationDayWalk.answersIntervals(
      calendar, at: PickerReference.instant.date)
  }

  private var days: FoundationDayWalk { FoundationDayWalk(calendar: calendar, context: context) }

  func monthShape(containing instant: Instant) throws -> (days: Int, firstWeekday: Int) {
    let month = try self.month(instant)
    return (month.days, calendar.component(.weekday, from: month.first))
  }

  /// Day `day` (1 = the first) of the month holding `instant`.
  func date(_ day: Int, ofMonthContaining instant: Instant) throws -> Date {
    try days.day(day - 1, from: try month(instant).first)
  }

  /// The first `count` day numbers of the month holding `instant`, each day rendered by
  /// `render`. Where the calendar answers intervals, day `n` is the day numbered `n` in every
  /// month, so the strings are kept in `kept` across months; a calendar walked by days renders
  /// each month's own (its numbers repeat and skip).
  func dayNumbers(
    _ count: Int, ofMonthContaining instant: Instant, kept: inout [String],
    render: (Date) throws -> String
  ) throws -> [String] {
    guard answersIntervals else {
      return try (0..<count).map { try render(try date($0 + 1, ofMonthContaining: instant)) }
    }
    if kept.count < count {
      for day in kept.count + 1...count {
        kept.append(try render(try date(day, ofMonthContaining: instant)))
      }
    }
    return Array(kept[..<count])
  }

  func weekOfYear(day: Int, ofMonthContaining instant: Instant) throws -> Int {
    calendar.component(.weekOfYear, from: try date(day, ofMonthContaining: instant))
  }

  /// The day as `Calendar.dateInterval(of: .day)` bounds it, or the walk by days
  /// (``FoundationDayWalk``).
  func dayInterval(day: Int, ofMonthContaining instant: Instant) throws -> Range<Int64> {
    let date = try date(day, ofMonthContaining: instant)
    let answered = answersIntervals ? calendar.dateInterval(of: .day, for: date) : nil
    if answersIntervals, answered == nil { throw failure("dateInterval(of: .day)") }
    let interval = try answered ?? days.dayInterval(containing: date)
    return Instant(interval.start)
      .millisecondsSince1970..<Instant(interval.end)
      .millisecondsSince1970
  }

  /// The month's first day and its length.
  private func month(_ instant: Instant) throws -> (first: Date, days: Int) {
    guard answersIntervals else {
      let span = try days.span(.month, containing: instant.date)
      return (span.first, span.days)
    }
    guard let start = calendar.dateInterval(of: .month, for: instant.date)?.start else {
      throw failure("dateInterval(of: .month)")
    }
    guard let days = calendar.range(of: .day, in: .month, for: start) else {
      throw failure("range(of: .day, in: .month)")
    }
    return (start, days.count)
  }

  private func failure(_ operation: String) -> EngineError {
    EngineError(operation: "Calendar." + operation, status: "nil", context: context)
  }
}
