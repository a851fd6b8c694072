import CorpusModel
import Foundation

/// The calendar questions both Foundation engines' months and pickers ask, for the calendars
/// whose `Calendar` this Foundation leaves without intervals.
///
/// swift-foundation's own calendars (bangla, gujarati, kannada, malayalam, marathi, odia,
/// tamil, telugu, vikram) answer `dateInterval(of: .year/.month/.day, for:)`,
/// `range(of: .day, in: .month, for:)` and `date(from:)` with nil or a date thousands of years
/// off, and `date(byAdding: .month)` with the date unchanged. They do answer a date's
/// components, `date(byAdding: .day/.hour)` and `nextDate(after:matching:)` for a day's
/// midnights; so a month or year is found here as the days on which `Calendar` names the same
/// month or year — searched by halving among whole days added (a month or year is contiguous
/// and shorter than ``searchDays``) — and a day as the midnights `nextDate` gives. Every date
/// is Foundation's; nothing is computed by hand.
struct FoundationDayWalk {
  let calendar: Calendar
  /// `locale@calendar=id`, for errors.
  let context: String

  /// More days than any month or year of any calendar has.
  static let searchDays = 400

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
    let components = Self.key(unit)
    let key = calendar.dateComponents(components, from: date)
    func same(_ offset: Int) throws -> Bool {
      calendar.dateComponents(components, from: try day(offset, from: date)) == key
    }
    // The last offset back that is still in the unit, and the first one on that is not.
    let back = try boundary(from: 0, to: -Self.searchDays, unit: unit) { try same($0) }
    let on = try boundary(from: 0, to: Self.searchDays, unit: unit) { try same($0) }
    return (try day(back, from: date), on - back, -back)
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
      let current = try span(unit, containing: moment)
      // A day of the next run (its first) or of the previous one (its last).
      let beyond = value > 0 ? current.days - current.position : -current.position - 1
      let next = try span(unit, containing: try day(beyond, from: moment))
      moment = try day(min(position, next.days - 1), from: next.first)
    }
    return moment
  }

  private static func key(_ unit: Calendar.Component) -> Set<Calendar.Component> {
    unit == .year ? [.era, .year] : [.era, .year, .month, .isLeapMonth]
  }

  /// The day `offset` whole days from `date`, as `Calendar` adds days.
  func day(_ offset: Int, from date: Date) throws -> Date {
    guard let moved = calendar.date(byAdding: .day, value: offset, to: date) else {
      throw failure("date(byAdding: .day, value: \(offset))")
    }
    return moved
  }

  /// The day holding `date`: the midnights `nextDate(after:matching:)` finds back and on from
  /// the day's hour 12 (as `Calendar` adds hours; searched from within hour 0 it finds none).
  func dayInterval(containing date: Date) throws -> DateInterval {
    if let interval = calendar.dateInterval(of: .day, for: date) { return interval }
    let midnight = DateComponents(hour: 0, minute: 0, second: 0)
    let hour = calendar.component(.hour, from: date)
    guard let noon = calendar.date(byAdding: .hour, value: 12 - hour, to: date),
      let start = calendar.nextDate(
        after: noon, matching: midnight, matchingPolicy: .nextTime, direction: .backward),
      let end = calendar.nextDate(after: noon, matching: midnight, matchingPolicy: .nextTime),
      start <= date, date < end
    else { throw failure("nextDate(after:matching: midnight) around \(Instant(date))") }
    return DateInterval(start: start, end: end)
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
