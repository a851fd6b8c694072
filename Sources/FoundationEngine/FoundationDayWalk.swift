import CorpusModel
import Foundation

/// The calendar questions both Foundation engines' months and pickers ask, for the calendars
/// whose `Calendar` this Foundation leaves without intervals.
///
/// swift-foundation's own calendars (bangla, gujarati, kannada, malayalam, marathi, odia,
/// tamil, telugu, vikram) answer `dateInterval(of: .year/.month/.day, for:)`,
/// `range(of: .day, in: .month, for:)` and `date(from:)` with nil or a date thousands of years
/// off, and `date(byAdding: .month)` with the date unchanged. They do answer a date's
/// components, `date(byAdding: .day/.hour)` and `dateInterval(of: .hour)`; so a month or year
/// is found here as the days on which `Calendar` names the same month or year — searched by
/// halving among whole days added (a month or year is contiguous and shorter than
/// ``searchDays``) — and a day as the hours it names that day. Every date is Foundation's;
/// nothing is computed by hand.
struct FoundationDayWalk {
  let calendar: Calendar
  /// `locale@calendar=id`, for errors.
  let context: String

  /// More days than any month or year of any calendar has.
  static let searchDays = 400

  /// The runs already found, by unit and by a date asked about (each search costs dozens of
  /// the calendar's answers, and a picker asks about the same dates again).
  private let found = FoundRuns()

  private final class FoundRuns {
    var runs: [Calendar.Component: [Date: (first: Date, days: Int, position: Int)]] = [:]
  }

  init(calendar: Calendar, context: String) {
    self.calendar = calendar
    self.context = context
  }

  /// Whether `calendar` answers the interval questions itself (Gregorian, Hebrew, Chinese …):
  /// then the engines ask those, and this walk is not used.
  static func answersIntervals(_ calendar: Calendar, at date: Date) -> Bool {
    calendar.dateInterval(of: .year, for: date) != nil
      && calendar.dateInterval(of: .month, for: date) != nil
  }

  /// The whole month (`.month`) or year (`.year`) holding `date`: its first day and how many
  /// days it has, each day at `date`'s time of day.
  func span(_ unit: Calendar.Component, containing date: Date) throws -> (
    first: Date, days: Int, position: Int
  ) {
    if let known = found.runs[unit]?[date] { return known }
    let components = Self.key(unit)
    let key = calendar.dateComponents(components, from: date)
    func same(_ offset: Int) throws -> Bool {
      calendar.dateComponents(components, from: try day(offset, from: date)) == key
    }
    // The last offset back that is still in the unit, and the first one on that is not.
    let back = try boundary(from: 0, to: -Self.searchDays, unit: unit) { try same($0) }
    let on = try boundary(from: 0, to: Self.searchDays, unit: unit) { try same($0) }
    let span = (first: try day(back, from: date), days: on - back, position: -back)
    found.runs[unit, default: [:]][date] = span
    return span
  }

  /// Whether two dates lie in the same month (`.month`) or year (`.year`), as `Calendar`
  /// names them.
  func same(_ unit: Calendar.Component, _ one: Date, _ other: Date) -> Bool {
    let components = Self.key(unit)
    return calendar.dateComponents(components, from: one)
      == calendar.dateComponents(components, from: other)
  }

  /// `date` moved by `value` months or years: stepped from one run of days `Calendar` names
  /// alike to the next, keeping how far into its run `date` lies (the run's last day when it
  /// is shorter).
  func moved(_ value: Int, _ unit: Calendar.Component, from date: Date) throws -> Date {
    let position = try span(unit, containing: date).position
    var moment = date
    for _ in 0..<abs(value) {
      moment = try step(value > 0 ? 1 : -1, unit, from: moment, position: position)
    }
    return moment
  }

  /// `moment` moved into the next run (`direction` 1) or the previous one (-1), to the day
  /// `position` days into it (its last when it is shorter): one step of ``moved(_:_:from:)``,
  /// whose `position` is that of the date it started from.
  func step(_ direction: Int, _ unit: Calendar.Component, from moment: Date, position: Int)
    throws -> Date
  {
    let current = try span(unit, containing: moment)
    // A day of the next run (its first) or of the previous one (its last).
    let beyond = direction > 0 ? current.days - current.position : -current.position - 1
    let next = try span(unit, containing: try day(beyond, from: moment))
    let moved = try day(min(position, next.days - 1), from: next.first)
    // The next step, and a wheel's row, ask about the date reached.
    found.runs[unit, default: [:]][moved] = (
      next.first, next.days, min(position, next.days - 1)
    )
    return moved
  }

  private static func key(_ unit: Calendar.Component) -> Set<Calendar.Component> {
    unit == .year ? [.era, .year] : [.era, .year, .month, .isLeapMonth]
  }

  /// `date` and the days after it (`step` 1) or before it (`step` -1) that lie in its month
  /// (`.month`) or year (`.year`), in walking order: one day added at a time, as the calendar
  /// adds days, until the unit changes. A day the calendar or the zone skips (October 5–14,
  /// 1582; 30 December 2011 in Pacific/Apia) is never reached, and none is counted twice.
  func walk(_ unit: Calendar.Component, from date: Date, by step: Int) throws -> [Date] {
    let components = Self.key(unit)
    let key = calendar.dateComponents(components, from: date)
    var dates = [date]
    while dates.count <= Self.searchDays {
      let last = dates[dates.count - 1]
      let next = try day(step, from: last)
      guard step > 0 ? next > last : next < last else {
        throw failure("date(byAdding: .day, value: \(step)) did not move from \(Instant(last))")
      }
      guard calendar.dateComponents(components, from: next) == key else { return dates }
      dates.append(next)
    }
    throw failure("dateComponents: one \(unit) over \(Self.searchDays) days")
  }

  /// The day `offset` whole days from `date`, as `Calendar` adds days.
  func day(_ offset: Int, from date: Date) throws -> Date {
    guard let moved = calendar.date(byAdding: .day, value: offset, to: date) else {
      throw failure("date(byAdding: .day, value: \(offset))")
    }
    return moved
  }

  /// The day holding `date`: from the first hour `Calendar` names that day to the first hour
  /// of the next (``firstHour(of:)``); `date(byAdding: .day)` gives a moment of the next day.
  ///
  /// `nextDate(after:matching:)` also finds midnights here, but costs up to a third of a
  /// second a call in these calendars; hours, which `dateInterval(of: .hour)` answers, cost
  /// microseconds.
  ///
  /// Not asked of `dateInterval(of: .day)` first: in these calendars its nil costs as much as
  /// all the hours (each answer computes the Hindu year's length).
  func dayInterval(containing date: Date) throws -> DateInterval {
    let start = try firstHour(of: date)
    let end = try firstHour(of: try day(1, from: date))
    guard start <= date, date < end else {
      throw failure(
        "dateInterval(of: .hour): day \(Instant(start))–\(Instant(end)) around \(Instant(date))")
    }
    return DateInterval(start: start, end: end)
  }

  /// The start of the earliest hour `Calendar` names the same day as `date` (its era, year,
  /// month, day and weekday: a day number a lunar month repeats is still another weekday):
  /// `date`'s hour moved back by its hour of the day, then by single hours to that day's first.
  private func firstHour(of date: Date) throws -> Date {
    let key: Set<Calendar.Component> = [.era, .year, .month, .isLeapMonth, .day, .weekday]
    let day = calendar.dateComponents(key, from: date)
    func hour(_ moment: Date, _ offset: Int) throws -> Date {
      guard let moved = calendar.date(byAdding: .hour, value: offset, to: moment),
        let start = calendar.dateInterval(of: .hour, for: moved)?.start
      else { throw failure("dateInterval(of: .hour) around \(Instant(moment))") }
      return start
    }
    var start = try hour(date, -calendar.component(.hour, from: date))
    // A zone transition that day moves the hours: step into the day, then to its first hour.
    var steps = 0
    while calendar.dateComponents(key, from: start) != day, steps < 48 {
      start = try hour(start, 1)
      steps += 1
    }
    for _ in 0..<48 {
      let earlier = try hour(start, -1)
      guard calendar.dateComponents(key, from: earlier) == day else { return start }
      start = earlier
    }
    throw failure("dateInterval(of: .hour): no first hour around \(Instant(date))")
  }

  /// Between `inside` (in the unit) and `outside` (beyond it, checked), the offset nearest
  /// `outside` still in the unit (going back) or the first one out of it (going on).
  private func boundary(
    from inside: Int, to outside: Int, unit: Calendar.Component, _ same: (Int) throws -> Bool
  ) throws -> Int {
    guard try !same(outside) else {
      throw failure("dateComponents: one \(unit) over \(Self.searchDays) days")
    }
    var (inside, outside) = (inside, outside)
    while abs(outside - inside) > 1 {
      let middle = inside + (outside - inside) / 2
      if try same(middle) { inside = middle } else { outside = middle }
    }
    return outside > inside ? outside : inside
  }

  func failure(_ operation: String) -> EngineError {
    EngineError(operation: "Calendar." + operation, status: "nil", context: context)
  }
}
