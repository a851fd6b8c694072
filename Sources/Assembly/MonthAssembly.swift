import CorpusModel

/// What an engine tells a month of one locale and calendar, read in one zone: week rules, names,
/// patterns and strings, and the days of a month.
///
/// The grid — where the first day falls, which rows there are, what each row is numbered — is
/// decided once, by ``MonthAssembly``; an engine only answers these questions its own way.
public protocol MonthSource {
  /// The locale's first weekday (1 = Sunday … 7 = Saturday) and the minimal days of the first
  /// week of a year.
  func weekRules() throws -> (firstWeekday: Int, minimalDays: Int)

  /// The stand-alone weekday names, Sunday first: abbreviated (`ccc`) or narrow (`ccccc`).
  func standaloneWeekdays(narrow: Bool) throws -> [String]

  /// The stand-alone wide weekday names (`cccc`), Sunday first: what a screen reader says for
  /// a header cell (``AccessibilityStep``).
  func wideStandaloneWeekdays() throws -> [String]

  /// The locale's pattern for a skeleton (`yMMMM` → `MMMM y`).
  func bestPattern(for skeleton: String) throws -> String

  /// A pattern's string at an instant, through a formatter opened with that pattern alone.
  func string(_ pattern: String, at instant: Instant) throws -> String

  /// The days of the month containing an instant as the engine's calendar walks them — from
  /// the first, one day added at a time until the month changes — and the weekday (1 = Sunday)
  /// of the first. Each day carries its label (as ``dayNumbers(_:ofMonthContaining:)`` writes
  /// a day) and its distance in whole days from the first, which places it in its week: a month
  /// can skip days (October 1582 goes from the 4th, offset 3, to the 15th, offset 4; Samoa's
  /// zone skipped 30 December 2011, so its 31st is at offset 30).
  ///
  /// An engine whose calendar walks by number may leave this to the default, days 1 … n of
  /// ``monthShape(containing:)`` at offsets 0 … n − 1.
  func monthDays(containing instant: Instant) throws -> (firstWeekday: Int, days: [MonthDay])

  /// The month containing an instant: how many days it has, and the weekday (1 = Sunday) of
  /// its first day.
  func monthShape(containing instant: Instant) throws -> (days: Int, firstWeekday: Int)

  /// Day 1 … `count` as the locale's own date styles write the day in this calendar (he_IL's
  /// Hebrew calendar: `א׳`; ar_EG: `١`).
  func dayNumbers(_ count: Int, ofMonthContaining instant: Instant) throws -> [String]

  /// The week of year of a day of the month containing an instant, as the locale counts weeks;
  /// `day` is 1 + the day's offset (``monthDays(containing:)``).
  func weekOfYear(day: Int, ofMonthContaining instant: Instant) throws -> Int

  /// The whole day at `day` (1 + its offset, ``monthDays(containing:)``) of the month
  /// containing an instant, as the calendar bounds it in the zone: its start and the start of
  /// the next day, in milliseconds since 1970. Asked only for a month with an available range
  /// (``MonthRange``).
  func dayInterval(day: Int, ofMonthContaining instant: Instant) throws -> Range<Int64>

  /// Each day of the month containing an instant, in the order ``monthDays(containing:)``
  /// walks them, written through a date pattern with no time field (a day cell's reading:
  /// `EEEE, MMMM d`). The default reads each day at its start (``dayInterval(day:ofMonthContaining:)``);
  /// an engine may read them in one walk, since such a pattern writes any moment of a day alike.
  func dayReadings(_ pattern: String, ofMonthContaining instant: Instant) throws -> [String]
}

/// One day of a month as ``MonthSource/monthDays(containing:)`` walks it.
public struct MonthDay: Hashable, Sendable {
  /// The day as the locale writes it in the calendar (`15`, he_IL's Hebrew `ט״ו`).
  public var label: String
  /// Whole days from the month's first day: its cell is this many after the first's.
  public var offset: Int

  public init(label: String, offset: Int) {
    self.label = label
    self.offset = offset
  }
}

extension MonthSource {
  public func dayReadings(_ pattern: String, ofMonthContaining instant: Instant) throws
    -> [String]
  {
    var readings: [String] = []
    for day in try monthDays(containing: instant).days {
      let start = try dayInterval(day: day.offset + 1, ofMonthContaining: instant)
      readings.append(try string(pattern, at: Instant(millisecondsSince1970: start.lowerBound)))
    }
    return readings
  }

  /// Days 1 … n of ``monthShape(containing:)``, one a day: a calendar that skips no day.
  public func monthDays(containing instant: Instant) throws -> (
    firstWeekday: Int, days: [MonthDay]
  ) {
    let shape = try monthShape(containing: instant)
    let labels = try dayNumbers(shape.days, ofMonthContaining: instant)
    return (
      shape.firstWeekday,
      labels.enumerated().map { MonthDay(label: $0.element, offset: $0.offset) }
    )
  }
}

/// Builds months from a ``MonthSource`` as GoldenFiles.md describes them (`months`).
public struct MonthAssembly {
  public let locale: LocaleID
  public let calendar: CalendarID
  public let isRightToLeft: Bool
  /// The days the view offers; nil for a view without a range, whose months name no
  /// unavailable days.
  public let range: MonthRange?

  public init(
    locale: LocaleID, calendar: CalendarID, isRightToLeft: Bool, range: MonthRange? = nil
  ) {
    self.locale = locale
    self.calendar = calendar
    self.isRightToLeft = isRightToLeft
    self.range = range
  }

  /// The month containing each instant.
  public func months(at instants: [Instant], source: some MonthSource) throws -> [Instant: Month] {
    guard !instants.isEmpty else { return [:] }
    let rules = try source.weekRules()
    let header = try weekdays(firstWeekday: rules.firstWeekday, source)
    let titlePattern = try source.bestPattern(for: MonthReference.titleSkeleton)
    let selectedPattern = try source.bestPattern(for: MonthReference.selectedSkeleton)
    var months: [Instant: Month] = [:]
    for instant in instants {
      let month = try source.monthDays(containing: instant)
      let lead = (month.firstWeekday - rules.firstWeekday + 7) % 7
      // Each day in the cell of its offset: a day the zone skipped leaves its cell empty.
      var cells = Array(repeating: "", count: lead + (month.days.last?.offset ?? -1) + 1)
      var previous = -1
      for day in month.days {
        // Ascending, and within two months: an engine's answer never indexes past the grid.
        guard day.offset > previous, day.offset < 62 else {
          throw EngineError(
            operation: "month days", status: "day at offset \(day.offset) after \(previous)",
            context: "\(locale.rawValue)@calendar=\(calendar.rawValue) \(instant)")
        }
        cells[lead + day.offset] = day.label
        previous = day.offset
      }
      cells += Array(repeating: "", count: (7 - cells.count % 7) % 7)
      var weeks: [MonthWeek] = []
      for start in stride(from: 0, to: cells.count, by: 7) {
        // Every day of a row is in one week: rows start on the day weeks start on.
        let firstDay = max(1, start - lead + 1)
        weeks.append(
          MonthWeek(
            week: try source.weekOfYear(day: firstDay, ofMonthContaining: instant),
            days: Array(cells[start..<start + 7])))
      }
      months[instant] = Month(
        locale: locale, calendar: calendar, isRightToLeft: isRightToLeft,
        title: SkeletonResult(
          pattern: titlePattern, string: try source.string(titlePattern, at: instant)),
        weekdays: header, weeks: weeks,
        selected: SkeletonResult(
          pattern: selectedPattern, string: try source.string(selectedPattern, at: instant)),
        unavailable: try range.map { range in
          // Each day as the engine's calendar bounds it: never a day's length assumed. Listed
          // by their place among the month's days (1 = the first), as the cells are counted.
          try month.days.indices.filter {
            range.excludes(
              day: try source.dayInterval(
                day: month.days[$0].offset + 1, ofMonthContaining: instant))
          }.map { $0 + 1 }
        })
    }
    return months
  }

  /// The header row from the locale's first weekday.
  private func weekdays(firstWeekday: Int, _ source: some MonthSource) throws -> MonthWeekdays {
    func rotated(_ names: [String]) throws -> [String] {
      try self.rotated(names, firstWeekday: firstWeekday)
    }
    return MonthWeekdays(
      short: try rotated(source.standaloneWeekdays(narrow: false)),
      narrow: try rotated(source.standaloneWeekdays(narrow: true)))
  }

  /// Seven names, Sunday first, in header order from `firstWeekday` (1 = Sunday).
  func rotated(_ names: [String], firstWeekday: Int) throws -> [String] {
    guard names.count == 7, (1...7).contains(firstWeekday) else {
      throw EngineError(
        operation: "weekdays", status: "\(names.count) names, first weekday \(firstWeekday)",
        context: "\(locale.rawValue)@calendar=\(calendar.rawValue)")
    }
    return Array(names[(firstWeekday - 1)...] + names[..<(firstWeekday - 1)])
  }
}
