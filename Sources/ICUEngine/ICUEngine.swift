import CICU
import CorpusModel

/// The system ICU 72 as a corpus engine.
///
/// Every call sets the calendar explicitly (`en_US@calendar=gregorian`) and checks locales and
/// zones against ICU's own lists first, so nothing falls back silently.
public struct ICUEngine: CorpusEngine {
  public let info: EngineInfo
  private let locales: LocaleIndex

  public init() throws(EngineError) {
    locales = ICULocales.index()
    var status: Int32 = 0
    let tzdata = String(cString: cicu_tzdataVersion(&status))
    guard status <= 0 else {
      throw EngineError(
        operation: "ucal_getTZDataVersion", status: ICUStatus.name(status), context: "versions")
    }
    let cldr = try Self.fixedString { buffer, capacity in
      var status: Int32 = 0
      cicu_cldrVersion(buffer, capacity, &status)
      return status
    }
    info = EngineInfo(
      name: "icu",
      versions: [
        "icu": try Self.fixedString {
          cicu_icuVersion($0, $1)
          return 0
        },
        "unicode": try Self.fixedString {
          cicu_unicodeVersion($0, $1)
          return 0
        },
        "cldr": cldr,
        "tzdata": tzdata,
      ],
      localeCount: locales.available.count,
      zoneCount: try ICUZones.ids(canonicalOnly: true).count)
  }

  public var availableLocales: [LocaleID] { locales.available }

  /// Every zone id ICU knows, aliases included.
  public func zoneIDs() throws(EngineError) -> [String] { try ICUZones.ids(canonicalOnly: false) }

  public func resolveLocale(_ text: String) throws -> LocaleID { try locales.resolve(text) }

  public func listedLocale(for locale: LocaleID) -> LocaleID? {
    locales.listedID(for: locale.rawValue).map(LocaleID.init(rawValue:))
  }

  public func resolveZone(_ text: String) throws -> ZoneID { try ICUZones.resolve(text) }

  public func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, pair: StylePair
  ) throws -> String {
    let formatter = try ICUDateFormat(pair: pair, locale: icuLocale(locale, calendar), zone: zone)
    return try formatter.format(instant)
  }

  public func pickers(
    locale: LocaleID, calendars: [CalendarID], modes: [PickerMode], minuteInterval: MinuteInterval
  ) throws -> [Picker] {
    let builder = ICUWheelBuilder(locale: locale, minuteInterval: minuteInterval.value)
    var pickers: [Picker] = []
    for calendar in calendars {
      let generator = try ICUPatternGenerator(locale: icuLocale(locale, calendar))
      pickers += try builder.pickers(calendar: calendar, modes: modes, generator: generator)
    }
    return pickers
  }

  public func localeCorpus(for locale: LocaleID, plan: Plan) throws -> LocaleCorpus {
    var calendars: [CalendarID: CalendarCorpus] = [:]
    let wheels = ICUWheelBuilder(locale: locale, minuteInterval: MinuteInterval.default.value)
    for calendar in plan.calendars {
      calendars[calendar] = try calendarCorpus(
        locale: locale, calendar: calendar, plan: plan, wheels: wheels)
    }
    return LocaleCorpus(locale: locale, calendars: calendars, week: try week(locale, plan: plan))
  }

  private func calendarCorpus(
    locale: LocaleID, calendar: CalendarID, plan: Plan, wheels: ICUWheelBuilder
  ) throws(EngineError) -> CalendarCorpus {
    let id = icuLocale(locale, calendar)
    var corpus = CalendarCorpus()
    var formatters: [StylePair: ICUDateFormat] = [:]
    func render(_ pairs: [StylePair], _ zones: [ZoneID], _ instants: [Instant]) throws(EngineError)
    {
      for pair in pairs {
        let formatter: ICUDateFormat
        if let built = formatters[pair] {
          formatter = built
        } else {
          formatter = try ICUDateFormat(pair: pair, locale: id, zone: plan.styleZone)
          formatters[pair] = formatter
        }
        for zone in zones {
          try formatter.setZone(zone)
          for instant in instants {
            let key = StyleKey(zone: zone, instant: instant, pair: pair)
            corpus.styles[key] = try formatter.format(instant)
          }
        }
      }
    }
    try render(StylePair.all, [plan.styleZone], plan.seedInstants)
    try render(StylePair.matching, [plan.styleZone], plan.edgeInstants)
    if calendar == .gregorian {
      try render(StylePair.sweep, plan.zones, plan.sweepInstants)
    }
    let generator = try ICUPatternGenerator(locale: id)
    var patternFormatter: ICUDateFormat?
    for skeleton in Plan.skeletons {
      let pattern = try generator.bestPattern(for: skeleton)
      let formatter: ICUDateFormat
      if let reused = patternFormatter {
        reused.applyPattern(pattern)
        formatter = reused
      } else {
        formatter = try ICUDateFormat(pattern: pattern, locale: id, zone: plan.styleZone)
        patternFormatter = formatter
      }
      corpus.skeletons[skeleton] = SkeletonResult(
        pattern: pattern, string: try formatter.format(Plan.skeletonInstant))
    }
    let lent = formatters[ICUWheelBuilder.basePair]
    for picker in try wheels.pickers(
      calendar: calendar, modes: PickerMode.allCases, generator: generator, formatter: lent)
    {
      corpus.pickers[picker.mode] = picker
    }
    return corpus
  }

  private func week(_ locale: LocaleID, plan: Plan) throws(EngineError) -> WeekData {
    let calendar = try ICUCalendar(locale: icuLocale(locale, .gregorian), zone: plan.styleZone)
    var weeks: [Instant: WeekOfYear] = [:]
    for instant in plan.allInstants {
      try calendar.set(instant)
      weeks[instant] = WeekOfYear(
        week: try calendar.get(Int32(CICU_WEEK_OF_YEAR)),
        yearForWeekOfYear: try calendar.get(Int32(CICU_YEAR_WOY)))
    }
    return WeekData(
      firstWeekday: calendar.firstWeekday,
      minimalDaysInFirstWeek: calendar.minimalDaysInFirstWeek, weeks: weeks)
  }

  public func fields(for plan: Plan) throws -> [FieldsKey: CalendarFields] {
    var fields: [FieldsKey: CalendarFields] = [:]
    for calendar in plan.calendars {
      let id = icuLocale(LocaleID(rawValue: "en_US"), calendar)
      let monthFormat = try ICUDateFormat(pattern: "MMMM", locale: id, zone: plan.styleZone)
      for zone in plan.zones {
        try monthFormat.setZone(zone)
        let icuCalendar = try ICUCalendar(locale: id, zone: zone)
        let actual = try icuCalendar.type()
        guard actual == calendar.rawValue else {
          throw EngineError(
            operation: "ucal_open", status: "built a \(actual) calendar", context: id)
        }
        for instant in plan.allInstants {
          try icuCalendar.set(instant)
          func field(_ value: Int32) throws(EngineError) -> Int { try icuCalendar.get(value) }
          fields[FieldsKey(calendar: calendar, zone: zone, instant: instant)] = CalendarFields(
            era: try field(Int32(CICU_ERA)),
            year: try field(Int32(CICU_YEAR)),
            month: try field(Int32(CICU_MONTH)) + 1,
            monthName: try monthFormat.format(instant),
            isLeapMonth: try field(Int32(CICU_IS_LEAP_MONTH)) != 0,
            day: try field(Int32(CICU_DATE)),
            hour: try field(Int32(CICU_HOUR_OF_DAY)),
            minute: try field(Int32(CICU_MINUTE)),
            weekday: try field(Int32(CICU_DAY_OF_WEEK)),
            weekdayOrdinal: try field(Int32(CICU_DAY_OF_WEEK_IN_MONTH)))
        }
      }
    }
    return fields
  }

  /// The id ICU is given: the locale with its calendar set explicitly.
  func icuLocale(_ locale: LocaleID, _ calendar: CalendarID) -> String {
    "\(locale.rawValue)@calendar=\(calendar.rawValue)"
  }

  private static func fixedString(
    _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32
  ) throws(EngineError) -> String {
    var status: Int32 = 0
    let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
      buffer.initialize(repeating: 0)
      status = body(buffer.baseAddress!, 32)
      return String(cString: buffer.baseAddress!)
    }
    guard status <= 0 else {
      throw EngineError(operation: "version", status: ICUStatus.name(status), context: "versions")
    }
    return text
  }
}
