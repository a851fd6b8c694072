import CorpusModel
import Foundation

/// What a Swift app's Foundation renders: DateFormatter's styles, templates through
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)`, fields from `Calendar`.
///
/// Foundation on Linux carries its own ICU (76 with Swift 6.3). This engine must run in a
/// process that has not loaded the system's ICU 72 (the two export some of the same C++
/// symbols), so it is served by its own executable, `fmtcorpus-foundation`.
///
/// Each calendar is given the way an app gives it for a user who chose that calendar: by the
/// locale, `Locale(identifier: "th_TH@calendar=buddhist")`. (Setting `Calendar(identifier:)`
/// on the formatter as well renders the same strings and doubles what each formatter costs.)
public struct FoundationEngine: CorpusEngine {
  public let info: EngineInfo
  private let locales: LocaleIndex

  public init() throws {
    locales = FoundationLocales.index()
    info = EngineInfo(
      name: "foundation",
      versions: [
        "icu": FoundationICU.icuVersion,
        "cldr": try FoundationICU.cldrVersion(),
        "unicode": FoundationICU.unicodeVersion,
        "tzdata": TimeZone.timeZoneDataVersion,
        "swift": Self.swiftVersion,
      ],
      localeCount: locales.available.count,
      zoneCount: try FoundationZones.ids(canonicalOnly: true).count)
  }

  /// The toolchain this engine was built with, whose Foundation it runs.
  static var swiftVersion: String {
    #if compiler(>=6.4)
      return "6.4 or later"
    #elseif compiler(>=6.3.2)
      return "6.3.2"
    #elseif compiler(>=6.3.1)
      return "6.3.1"
    #elseif compiler(>=6.3)
      return "6.3.0"
    #else
      return "before 6.3"
    #endif
  }

  public var availableLocales: [LocaleID] { locales.available }

  /// Every zone id Foundation's ICU knows, aliases included.
  public func zoneIDs() throws -> [String] { try FoundationZones.ids(canonicalOnly: false) }

  public func resolveLocale(_ text: String) throws -> LocaleID { try locales.resolve(text) }

  public func listedLocale(for locale: LocaleID) -> LocaleID? {
    locales.listedID(for: locale.rawValue).map(LocaleID.init(rawValue:))
  }

  public func resolveZone(_ text: String) throws -> ZoneID { try FoundationZones.resolve(text) }

  public func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, pair: StylePair
  ) throws -> String {
    let formatter = try Self.formatter(locale, calendar, zone: zone)
    formatter.dateStyle = pair.date.foundation
    formatter.timeStyle = pair.time.foundation
    return formatter.string(from: instant.date)
  }

  public func pickers(
    locale: LocaleID, calendars: [CalendarID], modes: [PickerMode], minuteInterval: MinuteInterval
  ) throws -> [Picker] {
    let shared = try LocaleShared(locale)
    return try calendars.flatMap { calendar in
      try pickers(
        locale, calendar, modes: modes, minuteInterval: minuteInterval.value, shared: shared)
    }
  }

  private func pickers(
    _ locale: LocaleID, _ calendar: CalendarID, modes: [PickerMode], minuteInterval: Int,
    shared: LocaleShared
  ) throws -> [Picker] {
    let source = try FoundationPickerSource(locale: locale, calendar: calendar, shared: shared)
    let assembly = PickerAssembly(
      locale: locale, calendar: calendar, isRightToLeft: shared.isRightToLeft,
      minuteInterval: minuteInterval)
    return try assembly.pickers(modes: modes, source: source)
  }

  public func localeCorpus(for locale: LocaleID, plan: Plan) throws -> LocaleCorpus {
    let shared = try LocaleShared(locale)
    var calendars: [CalendarID: CalendarCorpus] = [:]
    for calendar in plan.calendars {
      var corpus = CalendarCorpus()
      var formatters: [StylePair: DateFormatter] = [:]
      func render(_ pairs: [StylePair], _ zones: [ZoneID], _ instants: [Instant]) throws {
        for pair in pairs {
          // Every property set rebuilds Foundation's ICU formatter, even to the same value.
          let formatter: DateFormatter
          if let built = formatters[pair] {
            formatter = built
          } else {
            formatter = try Self.formatter(locale, calendar, zone: plan.styleZone)
            formatter.dateStyle = pair.date.foundation
            formatter.timeStyle = pair.time.foundation
            formatters[pair] = formatter
          }
          for zone in zones {
            if formatter.timeZone.identifier != zone.rawValue {
              formatter.timeZone = try Self.timeZone(zone)
            }
            for instant in instants {
              corpus.styles[StyleKey(zone: zone, instant: instant, pair: pair)] = formatter.string(
                from: instant.date)
            }
          }
        }
      }
      try render(StylePair.all, [plan.styleZone], plan.seedInstants)
      try render(StylePair.matching, [plan.styleZone], plan.edgeInstants)
      if calendar == .gregorian {
        try render(StylePair.sweep, plan.zones, plan.sweepInstants)
      }
      let templates = try Self.formatter(locale, calendar, zone: plan.styleZone)
      for skeleton in Plan.skeletons {
        let pattern = try Self.pattern(for: skeleton, locale, calendar)
        templates.dateFormat = pattern
        corpus.skeletons[skeleton] = SkeletonResult(
          pattern: pattern, string: templates.string(from: Plan.skeletonInstant.date))
      }
      for picker in try pickers(
        locale, calendar, modes: PickerMode.allCases, minuteInterval: MinuteInterval.default.value,
        shared: shared)
      {
        corpus.pickers[picker.mode] = picker
      }
      calendars[calendar] = corpus
    }
    return LocaleCorpus(locale: locale, calendars: calendars, week: try week(locale, plan: plan))
  }

  private func week(_ locale: LocaleID, plan: Plan) throws -> WeekData {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: locale.rawValue)
    calendar.timeZone = try Self.timeZone(plan.styleZone)
    var weeks: [Instant: WeekOfYear] = [:]
    for instant in plan.allInstants {
      let components = calendar.dateComponents(
        [.weekOfYear, .yearForWeekOfYear], from: instant.date)
      weeks[instant] = WeekOfYear(
        week: components.weekOfYear ?? 0, yearForWeekOfYear: components.yearForWeekOfYear ?? 0)
    }
    return WeekData(
      firstWeekday: calendar.firstWeekday, minimalDaysInFirstWeek: calendar.minimumDaysInFirstWeek,
      weeks: weeks)
  }

  public func fields(for plan: Plan) throws -> [FieldsKey: CalendarFields] {
    var fields: [FieldsKey: CalendarFields] = [:]
    let english = LocaleID(rawValue: "en_US")
    for calendarID in plan.calendars {
      let monthFormat = try Self.formatter(english, calendarID, zone: plan.styleZone)
      monthFormat.dateFormat = "MMMM"
      for zone in plan.zones {
        let timeZone = try Self.timeZone(zone)
        monthFormat.timeZone = timeZone
        var calendar = Calendar(identifier: calendarID.foundation)
        calendar.timeZone = timeZone
        for instant in plan.allInstants {
          let date = instant.date
          let parts = calendar.dateComponents(
            [.era, .year, .month, .isLeapMonth, .day, .hour, .minute, .weekday, .weekdayOrdinal],
            from: date)
          fields[FieldsKey(calendar: calendarID, zone: zone, instant: instant)] = CalendarFields(
            era: parts.era ?? 0, year: parts.year ?? 0, month: parts.month ?? 0,
            monthName: monthFormat.string(from: date), isLeapMonth: parts.isLeapMonth ?? false,
            day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0,
            weekday: parts.weekday ?? 0, weekdayOrdinal: parts.weekdayOrdinal ?? 0)
        }
      }
    }
    return fields
  }

  /// A formatter as an app makes one for a calendar: the locale with its calendar keyword and
  /// the calendar itself.
  static func formatter(_ locale: LocaleID, _ calendar: CalendarID, zone: ZoneID) throws
    -> DateFormatter
  {
    let formatter = DateFormatter()
    formatter.locale = calendarLocale(locale, calendar)
    formatter.timeZone = try timeZone(zone)
    return formatter
  }

  static func calendarLocale(_ locale: LocaleID, _ calendar: CalendarID) -> Locale {
    Locale(identifier: "\(locale.rawValue)@calendar=\(calendar.rawValue)")
  }

  static func pattern(for template: String, _ locale: LocaleID, _ calendar: CalendarID) throws
    -> String
  {
    guard
      let pattern = DateFormatter.dateFormat(
        fromTemplate: template, options: 0, locale: calendarLocale(locale, calendar))
    else {
      throw EngineError(
        operation: "DateFormatter.dateFormat(fromTemplate:)", status: "nil",
        context: "\(locale.rawValue)@calendar=\(calendar.rawValue) '\(template)'")
    }
    return pattern
  }

  static func timeZone(_ zone: ZoneID) throws(EngineError) -> TimeZone {
    guard let timeZone = TimeZone(identifier: zone.rawValue) else {
      throw EngineError(operation: "TimeZone(identifier:)", status: "nil", context: zone.rawValue)
    }
    return timeZone
  }
}

extension Instant {
  var date: Date { Date(timeIntervalSince1970: Double(millisecondsSince1970) / 1000) }
}

extension DateTimeStyle {
  var foundation: DateFormatter.Style {
    switch self {
    case .none: .none
    case .short: .short
    case .medium: .medium
    case .long: .long
    case .full: .full
    }
  }
}

extension CalendarID {
  var foundation: Calendar.Identifier {
    switch self {
    case .gregorian: .gregorian
    case .buddhist: .buddhist
    case .hebrew: .hebrew
    }
  }
}
