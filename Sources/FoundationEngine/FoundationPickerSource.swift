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
///
/// A calendar whose `Calendar` answers no year or month interval (swift-foundation's own:
/// vikram, tamil …) is walked by days (``FoundationDayWalk``): its months are the runs of days
/// `Calendar` names alike, a day row is the month's `n`th day, and years and months are added
/// by stepping from one such run to the next, keeping how far into it the date lies (its last
/// day when the run is shorter).
public struct FoundationPickerSource: PickerSource {
  let locale: LocaleID
  let calendarID: CalendarID
  let shared: LocaleShared
  let formatter: DateFormatter
  let calendar: Calendar
  /// The picker's date.
  let referenceDate: Date
  /// Whether `calendar` answers year and month intervals itself (``FoundationDayWalk``).
  let answersIntervals: Bool
  /// The walk by days a calendar that does not answer them is asked through, made once.
  private let walk: FoundationDayWalk
  /// What the source found once and is asked again (``Memo``).
  private let memo = Memo()

  /// The day wheel's moments, and the year wheel's years walked from the date: a picker with
  /// a range asks each row's moment again for its stretch of time.
  final class Memo {
    var dayMoments: (moments: [Int64], selected: Int)?
    /// The date's position in its year, and the date moved 1, 2 … years on (`later`) and
    /// back (`earlier`), walked one year at a time from the last one found.
    var yearPosition: Int?
    var later: [Date] = []
    var earlier: [Date] = []
  }

  /// The picker's date moved `value` years in a calendar walked by days: each year found once,
  /// from the one before it, so a wheel of `n` years costs `n` steps, not `n²/2`.
  private func referenceMoved(years value: Int) throws -> Date {
    guard value != 0 else { return referenceDate }
    let position: Int
    if let known = memo.yearPosition {
      position = known
    } else {
      position = try walk.span(.year, containing: referenceDate).position
      memo.yearPosition = position
    }
    let direction = value > 0 ? 1 : -1
    var found = value > 0 ? memo.later : memo.earlier
    while found.count < abs(value) {
      found.append(
        try walk.step(direction, .year, from: found.last ?? referenceDate, position: position))
    }
    if value > 0 { memo.later = found } else { memo.earlier = found }
    return found[abs(value) - 1]
  }

  init(locale: LocaleID, calendar: CalendarID, shared: LocaleShared, date: Instant, zone: ZoneID)
    throws
  {
    self.locale = locale
    calendarID = calendar
    self.shared = shared
    referenceDate = date.date
    formatter = try FoundationSource.formatter(locale, calendar, zone: zone)
    var arithmetic = Calendar(identifier: try calendar.foundation)
    arithmetic.timeZone = formatter.timeZone
    self.calendar = arithmetic
    answersIntervals = FoundationDayWalk.answersIntervals(arithmetic, at: referenceDate)
    walk = FoundationDayWalk(
      calendar: arithmetic, context: "\(locale.rawValue)@calendar=\(calendar.rawValue)")
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

  /// Counted as `Calendar` counts whole years between the two years' starts.
  public func yearOffset(to instant: Instant) throws -> Int {
    guard answersIntervals else {
      // Years counted by stepping from year to year, as the year wheel's rows are found.
      let target = try walk.span(.year, containing: instant.date).first
      let step = instant.date < referenceDate ? -1 : 1
      var years = 0
      while !walk.same(.year, try referenceMoved(years: years), target) { years += step }
      return years
    }
    guard let from = calendar.dateInterval(of: .year, for: referenceDate)?.start,
      let to = calendar.dateInterval(of: .year, for: instant.date)?.start,
      let years = calendar.dateComponents([.year], from: from, to: to).year
    else { throw failure("dateComponents([.year])") }
    return years
  }

  public func monthsOfYear(_ fragment: String) throws -> (rows: [String], selected: Int) {
    let months = try monthDates()
    return (try months.dates.map { try render(fragment, $0) }, months.selected)
  }

  /// The first moment of each month of the date's year, walked by adding months from the
  /// year's start until the year changes, and the date's month's index: the months' rows of
  /// both Foundation engines.
  func monthDates() throws -> (dates: [Date], selected: Int) {
    guard answersIntervals else {
      // Each month's first day (at the date's time of day), from the year's first until the
      // year changes.
      let year = try walk.span(.year, containing: referenceDate)
      var (dates, selected, day) = ([Date](), 0, 0)
      while day < year.days {
        let first = try walk.day(day, from: year.first)
        if walk.same(.month, first, referenceDate) { selected = dates.count }
        dates.append(first)
        day += try walk.span(.month, containing: first).days
      }
      return (dates, selected)
    }
    let year = calendar.component(.year, from: referenceDate)
    guard let start = calendar.dateInterval(of: .year, for: referenceDate)?.start else {
      throw failure("dateInterval(of: .year)")
    }
    var dates: [Date] = []
    var selected = 0
    for offset in 0..<14 {
      guard let month = calendar.date(byAdding: .month, value: offset, to: start),
        calendar.component(.year, from: month) == year
      else { break }
      if calendar.isDate(month, equalTo: referenceDate, toGranularity: .month) {
        selected = dates.count
      }
      dates.append(month)
    }
    return (dates, selected)
  }

  public func daysOfMonth(_ fragment: String) throws -> (rows: [String], selected: Int) {
    let days = try dayMoments()
    return (try rows(fragment, at: days.moments), days.selected)
  }

  /// The moment of each day of the date's month (``moment(dayOfMonth:)``) and the date's
  /// day's index: the days' rows of both Foundation engines.
  func dayMoments() throws -> (moments: [Int64], selected: Int) {
    guard answersIntervals else {
      // The month found once, not once a day as `moment(dayOfMonth:)` would find it.
      let month = try walk.span(.month, containing: referenceDate)
      let moments = try (0..<month.days).map {
        millis(try walk.day($0 - month.position, from: referenceDate))
      }
      return (moments, month.position)
    }
    if let kept = memo.dayMoments { return kept }
    // The month's days as the calendar walks them, at the date's time of day: back from the
    // date, then on from it, one day at a time until the month changes (``FoundationMonthWalk``
    // says which months skip days).
    let before = try walk.walk(.month, from: referenceDate, by: -1)
    let after = try walk.walk(.month, from: referenceDate, by: 1)
    let days = (
      moments: (before.reversed() + after.dropFirst()).map(millis), selected: before.count - 1
    )
    memo.dayMoments = days
    return days
  }

  public var reference: Int64 { millis(referenceDate) }

  public var referenceTime: (hour: Int, minute: Int) {
    (
      calendar.component(.hour, from: referenceDate),
      calendar.component(.minute, from: referenceDate)
    )
  }

  /// By plain arithmetic from the reference (`Calendar.date(bySettingHour:)` searches and
  /// costs more than the row's formatting); the reference day has no zone transition, which
  /// the check below would catch.
  public func moment(hour: Int, minute: Int) throws -> Int64 {
    let (referenceHour, referenceMinute) = referenceTime
    let seconds = (hour - referenceHour) * 3600 + (minute - referenceMinute) * 60
    let date = referenceDate.addingTimeInterval(Double(seconds))
    if calendar.component(.hour, from: date) == hour { return millis(date) }
    // A day with a zone transition (a configured date can be one): let `Calendar` search.
    guard
      let searched = calendar.date(
        bySettingHour: hour, minute: minute, second: 0, of: referenceDate,
        matchingPolicy: .nextTime)
    else { throw failure("hour \(hour) of the picker's day") }
    return millis(searched)
  }

  /// The month's `day`th day as ``daysOfMonth(_:)`` renders the rows: the `day`th row, which
  /// in a month that skips days (October 1582) is not the day numbered `day`.
  public func moment(dayOfMonth day: Int) throws -> Int64 {
    guard answersIntervals else {
      let position = try walk.span(.month, containing: referenceDate).position
      return millis(try walk.day(day - 1 - position, from: referenceDate))
    }
    let moments = try dayMoments().moments
    guard moments.indices.contains(day - 1) else {
      throw failure("day \(day) of a month of \(moments.count) days")
    }
    return moments[day - 1]
  }

  public func moment(adding value: Int, _ unit: CalendarUnit, to moment: Int64) throws -> Int64 {
    if !answersIntervals, unit == .year, moment == reference {
      return millis(try referenceMoved(years: value))
    }
    if !answersIntervals, unit == .year || unit == .month {
      return millis(try walk.moved(value, Self.component(unit), from: date(moment)))
    }
    guard let moved = calendar.date(byAdding: Self.component(unit), value: value, to: date(moment))
    else { throw failure("date(byAdding: .\(Self.component(unit)))") }
    return millis(moved)
  }

  public func interval(of unit: CalendarUnit, containing moment: Int64) throws -> Range<Int64> {
    if !answersIntervals, unit != .hour, unit != .minute {
      // From the midnight of the unit's first day to that of the next unit's.
      let day = date(moment)
      guard unit != .day else {
        let interval = try walk.dayInterval(containing: day)
        return millis(interval.start)..<millis(interval.end)
      }
      let span = try walk.span(Self.component(unit), containing: day)
      let start = try walk.dayInterval(containing: span.first).start
      let end = try walk.dayInterval(containing: try walk.day(span.days, from: span.first)).start
      return millis(start)..<millis(end)
    }
    guard let interval = calendar.dateInterval(of: Self.component(unit), for: date(moment)) else {
      throw failure("dateInterval(of: .\(Self.component(unit)))")
    }
    return millis(interval.start)..<millis(interval.end)
  }

  public func rows(_ fragment: String, at moments: [Int64]) throws -> [String] {
    try moments.map { try render(fragment, date($0)) }
  }

  private static func component(_ unit: CalendarUnit) -> Calendar.Component {
    switch unit {
    case .year: .year
    case .month: .month
    case .day: .day
    case .hour: .hour
    case .minute: .minute
    }
  }

  /// A moment as `Date`, as ``Instant`` converts (whole seconds are exact both ways).
  private func date(_ moment: Int64) -> Date {
    Date(timeIntervalSince1970: Double(moment) / 1000)
  }

  private func millis(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded())
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
