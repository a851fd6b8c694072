import Assembly
import CorpusModel
import Foundation

/// One locale's Foundation formatters: per calendar, and what the pickers share across
/// calendars (``LocaleShared``).
public final class FoundationLocaleFormatters: LocaleFormatters {
  let locale: LocaleID
  let shared: LocaleShared

  init(_ locale: LocaleID) {
    self.locale = locale
    shared = LocaleShared(locale)
  }

  public var isRightToLeft: Bool { shared.isRightToLeft }

  public func calendar(_ calendar: CalendarID, zone: ZoneID) -> FoundationCalendarFormatters {
    FoundationCalendarFormatters(locale: self, calendar: calendar, zone: zone)
  }

  /// Gregorian, or the calendar the locale's settings name where Foundation has it, as the ICU
  /// engine's week (``CalendarID/foundation``): `en_US@calendar=iso8601` counts ISO weeks.
  public func week(zone: ZoneID) throws -> FoundationWeekReader {
    let setting = locale.calendarSetting.flatMap { try? $0.foundation }
    var calendar = Calendar(identifier: setting ?? .gregorian)
    calendar.locale = Locale(identifier: locale.rawValue)
    calendar.timeZone = try FoundationSource.timeZone(zone)
    return FoundationWeekReader(calendar: calendar)
  }
}

/// One locale's formatters in one calendar: a `DateFormatter` per style pair, moved between
/// zones (every property set rebuilds Foundation's ICU formatter, even to the same value), and
/// one more given each template's pattern.
public final class FoundationCalendarFormatters: CalendarFormatters {
  let locale: FoundationLocaleFormatters
  let calendar: CalendarID
  let zone: ZoneID
  private var styles: [StylePair: DateFormatter] = [:]
  private var patterns: DateFormatter?
  /// An interval formatter per template, made on first use.
  private var intervals: [String: DateIntervalFormatter] = [:]

  init(locale: FoundationLocaleFormatters, calendar: CalendarID, zone: ZoneID) {
    self.locale = locale
    self.calendar = calendar
    self.zone = zone
  }

  public func style(_ pair: StylePair, zone: ZoneID, at instant: Instant) throws -> String {
    let formatter: DateFormatter
    if let built = styles[pair] {
      formatter = built
    } else {
      formatter = try FoundationSource.formatter(locale.locale, calendar, zone: self.zone)
      formatter.dateStyle = pair.date.foundation
      formatter.timeStyle = pair.time.foundation
      styles[pair] = formatter
    }
    if formatter.timeZone.identifier != zone.rawValue {
      formatter.timeZone = try FoundationSource.timeZone(zone)
    }
    return formatter.string(from: instant.date)
  }

  public func pattern(forSkeleton skeleton: String) throws -> String {
    try FoundationSource.pattern(for: skeleton, locale.locale, calendar)
  }

  public func string(pattern: String, at instant: Instant) throws -> String {
    let formatter: DateFormatter
    if let patterns {
      formatter = patterns
    } else {
      formatter = try FoundationSource.formatter(locale.locale, calendar, zone: zone)
      patterns = formatter
    }
    formatter.dateFormat = pattern
    return formatter.string(from: instant.date)
  }

  public func interval(template: String, from: Instant, to: Instant) throws -> String {
    if IntervalConfiguration.isConfigured(template) {
      throw IntervalConfiguration.foundationRefusal(template, engine: "foundation")
    }
    let formatter: DateIntervalFormatter
    if let made = intervals[template] {
      formatter = made
    } else {
      formatter = try FoundationSource.intervalFormatter(
        locale.locale, calendar, zone: zone, template: template)
      intervals[template] = formatter
    }
    return formatter.string(from: from.date, to: to.date)
  }

  /// Refused: no Foundation API gives a field's display name (``FieldNameWidth/foundationRefusal``).
  public func fieldDisplayName(_ field: WheelField, width: FieldNameWidth) throws -> String {
    throw InputError.unsupported(
      FieldNameWidth.refusedText(field), engine: "foundation",
      reason: FieldNameWidth.foundationRefusal)
  }

  /// `DateFormatter.date(from:)`, as an app calls it, with `isLenient` set for this parse only
  /// (its default is strict). `date(from:)` reads the whole string or fails.
  public func parse(_ text: String, pair: StylePair, zone: ZoneID, lenient: Bool) throws
    -> Instant?
  {
    _ = try style(pair, zone: zone, at: Plan.skeletonInstant)
    return Self.parse(text, with: styles[pair]!, lenient: lenient)
  }

  public func parse(_ text: String, pattern: String, lenient: Bool) throws -> Instant? {
    _ = try string(pattern: pattern, at: Plan.skeletonInstant)
    return Self.parse(text, with: patterns!, lenient: lenient)
  }

  private static func parse(_ text: String, with formatter: DateFormatter, lenient: Bool)
    -> Instant?
  {
    if lenient { formatter.isLenient = true }
    defer { if lenient { formatter.isLenient = false } }
    guard let date = formatter.date(from: text) else { return nil }
    return Instant(millisecondsSince1970: Int64((date.timeIntervalSince1970 * 1000).rounded()))
  }

  public func pickerSource(date: Instant, zone: ZoneID) throws -> FoundationPickerSource {
    try FoundationPickerSource(
      locale: locale.locale, calendar: calendar, shared: locale.shared, date: date, zone: zone)
  }

  public func monthSource(zone: ZoneID) throws -> FoundationMonthSource {
    try FoundationMonths(
      DateFormatterMonthText(locale: locale.locale, calendar: calendar, zone: zone),
      locale: locale.locale, calendar: calendar, zone: zone)
  }
}

/// A locale's week rules from a Gregorian `Calendar` with the locale.
public struct FoundationWeekReader: WeekReader {
  let calendar: Calendar

  public var firstWeekday: Int { calendar.firstWeekday }
  public var minimalDaysInFirstWeek: Int { calendar.minimumDaysInFirstWeek }

  public func weekOfYear(at instant: Instant) throws -> WeekOfYear {
    let components = calendar.dateComponents([.weekOfYear, .yearForWeekOfYear], from: instant.date)
    return WeekOfYear(
      week: components.weekOfYear ?? 0, yearForWeekOfYear: components.yearForWeekOfYear ?? 0)
  }
}

/// Calendar fields from `Calendar.dateComponents`, month names from an `MMMM` formatter.
public final class FoundationFieldsReader: FieldsReader {
  private let calendarID: CalendarID
  private let monthFormat: DateFormatter
  private var current: (zone: ZoneID, calendar: Calendar)?

  init(calendar: CalendarID, monthNames: LocaleID, zone: ZoneID) throws {
    calendarID = calendar
    monthFormat = try FoundationSource.formatter(monthNames, calendar, zone: zone)
    monthFormat.dateFormat = "MMMM"
  }

  public func fields(zone: ZoneID, at instant: Instant) throws -> CalendarFields {
    let calendar: Calendar
    if let current, current.zone == zone {
      calendar = current.calendar
    } else {
      let timeZone = try FoundationSource.timeZone(zone)
      monthFormat.timeZone = timeZone
      var made = Calendar(identifier: try calendarID.foundation)
      made.timeZone = timeZone
      calendar = made
      current = (zone, made)
    }
    let date = instant.date
    let parts = calendar.dateComponents(
      [.era, .year, .month, .isLeapMonth, .day, .hour, .minute, .weekday, .weekdayOrdinal],
      from: date)
    return CalendarFields(
      era: parts.era ?? 0, year: parts.year ?? 0, month: parts.month ?? 0,
      monthName: monthFormat.string(from: date), isLeapMonth: parts.isLeapMonth ?? false,
      day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0,
      weekday: parts.weekday ?? 0, weekdayOrdinal: parts.weekdayOrdinal ?? 0)
  }
}
