/// The seed's component table for one calendar, zone and instant.
///
/// Independent of locale, so stored once per corpus (`fields.json`): this is where tzdata
/// changes show.
public struct CalendarFields: Codable, Hashable, Sendable {
  public var era: Int
  public var year: Int
  /// ICU's month + 1. Hebrew: Tishri = 1 … Adar I = 6, Adar / Adar II = 7 … Elul = 13.
  public var month: Int
  /// The month's `MMMM` name in en_US.
  public var monthName: String
  public var isLeapMonth: Bool
  public var day: Int
  public var hour: Int
  public var minute: Int
  /// 1 = Sunday … 7 = Saturday.
  public var weekday: Int
  /// Which occurrence of that weekday in the month (the 2nd Tuesday: 2).
  public var weekdayOrdinal: Int

  public init(
    era: Int, year: Int, month: Int, monthName: String, isLeapMonth: Bool, day: Int, hour: Int,
    minute: Int, weekday: Int, weekdayOrdinal: Int
  ) {
    self.era = era
    self.year = year
    self.month = month
    self.monthName = monthName
    self.isLeapMonth = isLeapMonth
    self.day = day
    self.hour = hour
    self.minute = minute
    self.weekday = weekday
    self.weekdayOrdinal = weekdayOrdinal
  }
}

/// Where a set of fields was read.
public struct FieldsKey: Codable, Hashable, Sendable {
  public var calendar: CalendarID
  public var zone: ZoneID
  public var instant: Instant

  public init(calendar: CalendarID, zone: ZoneID, instant: Instant) {
    self.calendar = calendar
    self.zone = zone
    self.instant = instant
  }
}
