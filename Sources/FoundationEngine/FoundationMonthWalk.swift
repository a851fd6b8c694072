import CorpusModel
import Foundation

/// The month view's calendar questions, answered by one `Calendar` as an app configures it:
/// both Foundation engines walk the month this way (only what renders the days differs).
///
/// A month's days are walked as the calendar walks them: from its first day, one day added at
/// a time until the month changes. So a month that skips local days has only the days it
/// shows — October 1582 in the Gregorian calendar (1–4, then 15–31: `Calendar` switches from
/// the Julian calendar there, as ICU does), December 2011 in Pacific/Apia (no 30th) and
/// December 1994 in Pacific/Kiritimati (no 31st) — where `range(of: .day, in: .month)` counts
/// 31 and adding offsets to the 1st runs into the next month.
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
  /// The days of the months asked, by the instant they were asked for: a month view asks each
  /// of its days' questions of the same instant.
  private let walked = WalkedMonths()

  private final class WalkedMonths {
    var days: [Instant: [Date]] = [:]
  }

  init(calendar: Calendar, context: String) {
    self.calendar = calendar
    self.context = context
    answersIntervals = FoundationDayWalk.answersIntervals(
      calendar, at: PickerReference.instant.date)
  }

  private var days: FoundationDayWalk { FoundationDayWalk(calendar: calendar, context: context) }

  func monthShape(containing instant: Instant) throws -> (days: Int, firstWeekday: Int) {
    let month = try self.month(instant)
    return (month.count, calendar.component(.weekday, from: month[0]))
  }

  /// Day `day` (1 = the first) of the month holding `instant`: its `day`th day as walked.
  func date(_ day: Int, ofMonthContaining instant: Instant) throws -> Date {
    let month = try self.month(instant)
    guard month.indices.contains(day - 1) else {
      throw failure("day \(day) of a month of \(month.count) days")
    }
    return month[day - 1]
  }

  /// The first `count` days of the month holding `instant`, each rendered by `render`. Where
  /// the calendar answers intervals, a day's string depends on its number alone, so the
  /// strings are kept by number in `kept` across months; a calendar walked by days renders
  /// each month's own (its numbers repeat and skip).
  func dayNumbers(
    _ count: Int, ofMonthContaining instant: Instant, kept: inout [Int: String],
    render: (Date) throws -> String
  ) throws -> [String] {
    let month = try self.month(instant)
    guard count <= month.count else { throw failure("\(count) days of \(month.count)") }
    guard answersIntervals else { return try month[..<count].map(render) }
    return try month[..<count].map { date in
      let number = calendar.component(.day, from: date)
      if let string = kept[number] { return string }
      let string = try render(date)
      kept[number] = string
      return string
    }
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

  /// Every day of the month holding `instant`, from its first, walked once per instant.
  private func month(_ instant: Instant) throws -> [Date] {
    if let month = walked.days[instant] { return month }
    let month: [Date]
    if answersIntervals {
      guard let start = calendar.dateInterval(of: .month, for: instant.date)?.start else {
        throw failure("dateInterval(of: .month)")
      }
      month = try days.walk(.month, from: start, by: 1)
    } else {
      let span = try days.span(.month, containing: instant.date)
      month = try (0..<span.days).map { try days.day($0, from: span.first) }
    }
    walked.days[instant] = month
    return month
  }

  private func failure(_ operation: String) -> EngineError {
    EngineError(operation: "Calendar." + operation, status: "nil", context: context)
  }
}
