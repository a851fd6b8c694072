import Assembly
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
    var offsets: [Instant: [Int]] = [:]
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

  /// Each walked day's cell, in whole days from the first (``MonthSource/monthDays(containing:)``):
  /// a day's cell follows the one before it by as many days as the weekday moved, so a day the
  /// zone skipped leaves its cell empty (Samoa's 29 → 31 December 2011 moves two cells) and the
  /// calendar's own switch leaves none (October 1582's Thursday 4th, then Friday 15th).
  func offsets(containing instant: Instant) throws -> [Int] {
    if let offsets = walked.offsets[instant] { return offsets }
    let month = try self.month(instant)
    var offsets = [0]
    var weekday = calendar.component(.weekday, from: month[0])
    for date in month.dropFirst() {
      let next = calendar.component(.weekday, from: date)
      offsets.append(offsets[offsets.count - 1] + (next - weekday + 6) % 7 + 1)
      weekday = next
    }
    walked.offsets[instant] = offsets
    return offsets
  }

  /// The month's days in their cells (``offsets(containing:)``), each labelled by `labels`,
  /// which writes the first n days of the month as the engine renders them.
  func monthDays(
    containing instant: Instant, labels: (_ count: Int) throws -> [String]
  ) throws -> (firstWeekday: Int, days: [MonthDay]) {
    let shape = try monthShape(containing: instant)
    let days = zip(try labels(shape.days), try offsets(containing: instant))
    return (shape.firstWeekday, days.map { MonthDay(label: $0, offset: $1) })
  }

  /// The day whose cell is `day` − 1 days after the first's (`day` is 1 + its offset, as
  /// ``MonthSource`` asks) of the month holding `instant`.
  func date(_ day: Int, ofMonthContaining instant: Instant) throws -> Date {
    let month = try self.month(instant)
    guard let index = try offsets(containing: instant).firstIndex(of: day - 1) else {
      throw failure("day \(day) of a month of \(month.count) days")
    }
    return month[index]
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
