/// One month as a calendar view (UICalendarView) draws it: the title, the weekday header from
/// the locale's first weekday, one row of seven cells per week the month touches, and the full
/// date of the selected day.
public struct Month: Codable, Hashable, Sendable {
  public var locale: LocaleID
  public var calendar: CalendarID
  public var isRightToLeft: Bool
  /// The header: skeleton `yMMMM`'s pattern and its string at the month.
  public var title: SkeletonResult
  /// The header row, in the order the view draws it.
  public var weekdays: MonthWeekdays
  public var weeks: [MonthWeek]
  /// The selected day in full: skeleton `yMMMMEEEEd`'s pattern and its string.
  public var selected: SkeletonResult
  /// With an available range (UICalendarView's `availableDateRange`): the days of the month
  /// the range leaves out, 1 = the month's first day, ascending; nil without a range.
  public var unavailable: [Int]?

  public init(
    locale: LocaleID, calendar: CalendarID, isRightToLeft: Bool, title: SkeletonResult,
    weekdays: MonthWeekdays, weeks: [MonthWeek], selected: SkeletonResult,
    unavailable: [Int]? = nil
  ) {
    self.locale = locale
    self.calendar = calendar
    self.isRightToLeft = isRightToLeft
    self.title = title
    self.weekdays = weekdays
    self.weeks = weeks
    self.selected = selected
    self.unavailable = unavailable
  }
}

/// The weekday header in two widths, starting at the locale's first weekday.
public struct MonthWeekdays: Codable, Hashable, Sendable {
  /// Stand-alone abbreviated names (`ccc`): `Sun`, `Mon` …
  public var short: [String]
  /// Stand-alone narrow names (`ccccc`): `S`, `M` …
  public var narrow: [String]

  public init(short: [String], narrow: [String]) {
    self.short = short
    self.narrow = narrow
  }
}

/// One row of the grid.
public struct MonthWeek: Codable, Hashable, Sendable {
  /// The week of year as the locale counts it (its first weekday and minimal days).
  public var week: Int
  /// Seven cells in header order: the day as the locale writes it, `""` outside the month.
  public var days: [String]

  public init(week: Int, days: [String]) {
    self.week = week
    self.days = days
  }
}

/// Where months are read and which skeletons title them.
public enum MonthReference {
  /// The zone the months' instants are read in, as the pickers' reference is.
  public static let zone = ZoneID(rawValue: "America/Los_Angeles")
  public static let titleSkeleton = "yMMMM"
  public static let selectedSkeleton = "yMMMMEEEEd"
}
