import Assembly
import CorpusModel
import Foundation

/// A locale's answers that do not depend on the calendar: direction, "today", numbers, plurals.
final class LocaleShared {
  let locale: Locale
  let isRightToLeft: Bool
  let numbers: IntegerFormatStyle<Int>
  private let id: LocaleID
  private var todayWord: String?
  private var pluralRules: FoundationPluralRules?

  init(_ id: LocaleID) {
    self.id = id
    locale = Locale(identifier: id.rawValue)
    isRightToLeft = Locale.Language(identifier: id.rawValue).characterDirection == .rightToLeft
    numbers = IntegerFormatStyle<Int>(locale: locale)
  }

  /// Opened on first use: only the count-down asks for it.
  var plural: FoundationPluralRules {
    get throws(EngineError) {
      if let pluralRules { return pluralRules }
      let rules = try FoundationPluralRules(locale: id.rawValue)
      pluralRules = rules
      return rules
    }
  }

  /// "Today" as `Date.AnchoredRelativeFormatStyle` names the anchor's own day, at the start of
  /// a sentence.
  func today() -> String {
    if let todayWord { return todayWord }
    let reference = PickerReference.instant.date
    var style = Date.AnchoredRelativeFormatStyle(
      anchor: reference, presentation: .named, unitsStyle: .wide, locale: locale,
      calendar: Calendar(identifier: .gregorian), capitalizationContext: .beginningOfSentence)
    style.allowedFields = [.day]
    let word = style.format(reference)
    todayWord = word
    return word
  }
}

/// Foundation's answers for one locale and calendar: one DateFormatter given each fragment as
/// its `dateFormat`, and a `Calendar` in the reference zone for the arithmetic.
public struct FoundationPickerSource: PickerSource {
  let locale: LocaleID
  let calendarID: CalendarID
  let shared: LocaleShared
  let formatter: DateFormatter
  let calendar: Calendar
  /// The picker's date.
  let reference: Date

  init(locale: LocaleID, calendar: CalendarID, shared: LocaleShared, date: Instant, zone: ZoneID)
    throws
  {
    self.locale = locale
    calendarID = calendar
    self.shared = shared
    reference = date.date
    formatter = try FoundationSource.formatter(locale, calendar, zone: zone)
    var arithmetic = Calendar(identifier: try calendar.foundation)
    arithmetic.timeZone = formatter.timeZone
    self.calendar = arithmetic
  }

  public func bestPattern(for skeleton: String) throws -> String {
    try FoundationSource.pattern(for: skeleton, locale, calendarID)
  }

  /// Foundation has no date-time glue of its own: the template of both skeletons gives the
  /// joined pattern (`EEE, MMM d 'at' h:mm a`), and its first wheel says which comes first.
  public func dateAndTimePattern(date: String, time: String) throws -> (
    pattern: String, dateFirst: Bool
  ) {
    let joined = try FoundationSource.pattern(for: "MMMEdjmm", locale, calendarID)
    let timeFields: Set<WheelField> = [.hour, .minute, .dayPeriod]
    let first = PatternSplitter.wheels(in: joined).first?.field
    return (joined, first.map { !timeFields.contains($0) } ?? true)
  }

  public func todayWord() throws -> String { shared.today() }

  public func rows(_ fragment: String, field: WheelField, offsets: ClosedRange<Int>) throws
    -> [String]
  {
    let unit: Calendar.Component = field == .year ? .year : .day
    return try offsets.map { offset in
      try render(fragment, calendar.date(byAdding: unit, value: offset, to: reference))
    }
  }

  /// Counted as `Calendar` counts whole years between the two years' starts.
  public func yearOffset(to instant: Instant) throws -> Int {
    guard let from = calendar.dateInterval(of: .year, for: reference)?.start,
      let to = calendar.dateInterval(of: .year, for: instant.date)?.start,
      let years = calendar.dateComponents([.year], from: from, to: to).year
    else { throw failure("dateComponents([.year])") }
    return years
  }

  public func monthsOfYear(_ fragment: String) throws -> (rows: [String], selected: Int) {
    let year = calendar.component(.year, from: reference)
    guard let start = calendar.dateInterval(of: .year, for: reference)?.start else {
      throw failure("dateInterval(of: .year)")
    }
    var rows: [String] = []
    var selected = 0
    for offset in 0..<14 {
      guard let month = calendar.date(byAdding: .month, value: offset, to: start),
        calendar.component(.year, from: month) == year
      else { break }
      if calendar.isDate(month, equalTo: reference, toGranularity: .month) { selected = rows.count }
      rows.append(try render(fragment, month))
    }
    return (rows, selected)
  }

  public func daysOfMonth(_ fragment: String) throws -> (rows: [String], selected: Int) {
    guard let days = calendar.range(of: .day, in: .month, for: reference) else {
      throw failure("range(of: .day, in: .month)")
    }
    let referenceDay = calendar.component(.day, from: reference)
    let rows = try days.map { day in
      try render(fragment, calendar.date(byAdding: .day, value: day - referenceDay, to: reference))
    }
    return (rows, referenceDay - days.lowerBound)
  }

  public func hourRows(_ fragment: String, hours: Range<Int>, onTheHour: Bool) throws -> (
    rows: [String], reference: String
  ) {
    let (referenceHour, referenceMinute) = referenceTime
    let rows = try hours.map { hour in
      try render(
        fragment,
        try atTime(hour, onTheHour ? 0 : referenceMinute, from: (referenceHour, referenceMinute)))
    }
    return (rows, try render(fragment, reference))
  }

  public func minuteRows(_ fragment: String, minutes: [Int]) throws -> [String] {
    let (hour, referenceMinute) = referenceTime
    return try minutes.map { minute in
      try render(fragment, try atTime(hour, minute, from: (hour, referenceMinute)))
    }
  }

  /// The reference day at `hour:minute`, by plain arithmetic (`Calendar.date(bySettingHour:)`
  /// searches and costs more than the row's formatting); the reference day has no zone
  /// transition, which the check below would catch.
  private func atTime(_ hour: Int, _ minute: Int, from reference: (Int, Int)) throws -> Date {
    let seconds = (hour - reference.0) * 3600 + (minute - reference.1) * 60
    let date = self.reference.addingTimeInterval(Double(seconds))
    if calendar.component(.hour, from: date) == hour { return date }
    // A day with a zone transition (a configured date can be one): let `Calendar` search.
    guard
      let searched = calendar.date(
        bySettingHour: hour, minute: minute, second: 0, of: self.reference,
        matchingPolicy: .nextTime)
    else { throw failure("hour \(hour) of the picker's day") }
    return searched
  }

  public func span(of field: WheelField, value: Int, minutes: Int) throws -> Range<Int64> {
    let interval: DateInterval?
    switch field {
    case .year:
      interval = calendar.date(byAdding: .year, value: value, to: reference).flatMap {
        calendar.dateInterval(of: .year, for: $0)
      }
    case .month:
      interval = calendar.dateInterval(of: .year, for: reference)
        .flatMap { calendar.date(byAdding: .month, value: value, to: $0.start) }
        .flatMap { calendar.dateInterval(of: .month, for: $0) }
    case .day, .date:
      let offset = field == .day ? value - calendar.component(.day, from: reference) : value
      interval = calendar.date(byAdding: .day, value: offset, to: reference).flatMap {
        calendar.dateInterval(of: .day, for: $0)
      }
    case .hour, .dayPeriod:
      let hour = try atTime(value, 0, from: referenceTime)
      interval = calendar.dateInterval(of: .hour, for: hour)
    case .minute, .second:
      let (hour, minute) = referenceTime
      interval = calendar.dateInterval(
        of: .minute, for: try atTime(hour, value, from: (hour, minute))
      ).map { DateInterval(start: $0.start, duration: Double(minutes * 60)) }
    }
    guard let interval else { throw failure("dateInterval for a \(field.rawValue) row") }
    func millis(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }
    return millis(interval.start)..<millis(interval.end)
  }

  public var referenceTime: (hour: Int, minute: Int) {
    (calendar.component(.hour, from: reference), calendar.component(.minute, from: reference))
  }

  public func pluralCategory(of number: Int) throws -> String {
    try shared.plural.category(of: number)
  }

  public func number(_ value: Int) throws -> String { shared.numbers.format(value) }

  /// `Duration.UnitsFormatStyle` with the one unit, wide or abbreviated.
  public func duration(_ value: Int, unit: String, wide: Bool) throws -> String {
    let (seconds, units): (Int, Set<Duration.UnitsFormatStyle.Unit>) =
      switch unit {
      case "hour": (value * 3600, [.hours])
      case "minute": (value * 60, [.minutes])
      default: (value, [.seconds])
      }
    let style = Duration.UnitsFormatStyle(
      allowedUnits: units, width: wide ? .wide : .abbreviated,
      zeroValueUnits: .show(length: 1)
    ).locale(shared.locale)
    return style.format(.seconds(seconds))
  }

  private func render(_ fragment: String, _ date: Date?) throws -> String {
    guard let date else { throw failure("date arithmetic for '\(fragment)'") }
    if formatter.dateFormat != fragment { formatter.dateFormat = fragment }
    return formatter.string(from: date)
  }

  private func failure(_ operation: String) -> EngineError {
    EngineError(
      operation: "Calendar." + operation, status: "nil",
      context: "\(locale.rawValue)@calendar=\(calendarID.rawValue)")
  }
}
