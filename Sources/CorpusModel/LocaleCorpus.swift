/// Everything a locale's golden file pins, as values.
public struct LocaleCorpus: Codable, Hashable, Sendable {
  public var locale: LocaleID
  public var calendars: [CalendarID: CalendarCorpus]
  public var week: WeekData
  /// The plan's configured pickers that do not depend on the calendar (the timers), by
  /// ``PlannedPicker/key(mode:)``: stored once per locale.
  public var pickers: [String: Picker]
  /// The plan's relative times; nil where the engine has no way to ask.
  public var relative: [RelativeQuery: String?] = [:]
  /// The plan's configured relative times between two instants; none where the engine cannot
  /// choose a unit (ICU).
  public var relativeBetween: [RelativeInstantsQuery: String] = [:]
  /// The plan's durations.
  public var durations: [DurationQuery: String] = [:]
  /// ``Artifact/accessibility``'s values that depend on the locale alone; nil in a plan made
  /// before it.
  public var accessibility: LocaleAccessibility?
  /// What the engine refused while rendering the file; the manifest's record of it, never a
  /// member of the file.
  public var refused: RefusedEntries = [:]

  public init(
    locale: LocaleID, calendars: [CalendarID: CalendarCorpus], week: WeekData,
    pickers: [String: Picker] = [:]
  ) {
    self.locale = locale
    self.calendars = calendars
    self.week = week
    self.pickers = pickers
  }
}

/// A locale's artifacts under one calendar.
public struct CalendarCorpus: Codable, Hashable, Sendable {
  /// Style strings by zone, instant and pair.
  public var styles: [StyleKey: String]
  /// The pattern ICU picks for each template, and what it renders.
  public var skeletons: [String: SkeletonResult]
  /// The date picker in each mode.
  public var pickers: [PickerMode: Picker]
  /// The calendar view's month containing each of the plan's month instants.
  public var months: [Instant: Month]
  /// Each fixed pattern of the plan → its string at the skeleton instant.
  public var patterns: [String: String]
  /// Whether each style pair's string at the skeleton instant parses back.
  public var styleParsing: [StylePair: ParseResults]
  /// Whether each fixed pattern's string parses back.
  public var patternParsing: [String: ParseResults]
  /// The plan's configured pickers in this calendar, by ``PlannedPicker/key(mode:)``.
  public var configuredPickers: [String: Picker]
  /// Each template of the plan → each interval pair's name → the interval's string.
  public var intervals: [String: [String: String]] = [:]
  /// The plan's configured months (``MonthKey``) in this calendar.
  public var monthRanges: [MonthKey: Month] = [:]
  /// The templates a format scope renders at several zones or instants, at each
  /// (``Plan/places(_:_:)``); the others are in ``skeletons``.
  public var placedSkeletons: [String: [FormatPlace: SkeletonResult]] = [:]
  /// The fixed patterns a format scope renders at several zones or instants, at each.
  public var placedPatterns: [String: [FormatPlace: String]] = [:]
  /// ``Artifact/accessibility``'s values in this calendar; nil in a plan made before it.
  public var accessibility: CalendarAccessibility?

  public init(
    styles: [StyleKey: String] = [:], skeletons: [String: SkeletonResult] = [:],
    pickers: [PickerMode: Picker] = [:], months: [Instant: Month] = [:],
    patterns: [String: String] = [:], styleParsing: [StylePair: ParseResults] = [:],
    patternParsing: [String: ParseResults] = [:], configuredPickers: [String: Picker] = [:]
  ) {
    self.styles = styles
    self.skeletons = skeletons
    self.pickers = pickers
    self.months = months
    self.patterns = patterns
    self.styleParsing = styleParsing
    self.patternParsing = patternParsing
    self.configuredPickers = configuredPickers
  }
}

/// Where a style string was rendered: zone, instant, (date, time) pair.
public struct StyleKey: Codable, Hashable, Sendable {
  public var zone: ZoneID
  public var instant: Instant
  public var pair: StylePair

  public init(zone: ZoneID, instant: Instant, pair: StylePair) {
    self.zone = zone
    self.instant = instant
    self.pair = pair
  }
}

/// The pattern a template gave and the string it renders.
public struct SkeletonResult: Codable, Hashable, Sendable {
  public var pattern: String
  public var string: String

  public init(pattern: String, string: String) {
    self.pattern = pattern
    self.string = string
  }
}

/// A locale's week rules and the week of year at each instant (Gregorian, the style zone).
public struct WeekData: Codable, Hashable, Sendable {
  /// 1 = Sunday … 7 = Saturday.
  public var firstWeekday: Int
  public var minimalDaysInFirstWeek: Int
  public var weeks: [Instant: WeekOfYear]

  public init(firstWeekday: Int, minimalDaysInFirstWeek: Int, weeks: [Instant: WeekOfYear]) {
    self.firstWeekday = firstWeekday
    self.minimalDaysInFirstWeek = minimalDaysInFirstWeek
    self.weeks = weeks
  }
}

public struct WeekOfYear: Codable, Hashable, Sendable {
  public var week: Int
  public var yearForWeekOfYear: Int

  public init(week: Int, yearForWeekOfYear: Int) {
    self.week = week
    self.yearForWeekOfYear = yearForWeekOfYear
  }
}
