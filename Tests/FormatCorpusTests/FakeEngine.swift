import CorpusModel
import EngineSupport
import FormatCorpus

/// An engine whose output is a function of its inputs, so generation logic is tested without ICU.
struct FakeEngine: CorpusEngine {
  var failing: Set<String> = []
  /// Locales whose strings say `drifted`: a check against files made without it sees drift.
  var drifted: Set<String> = []

  var info: EngineInfo {
    EngineInfo(name: "fake", versions: ["fake": "1"], localeCount: 3, zoneCount: 2)
  }

  var availableLocales: [LocaleID] { ["af", "de_DE", "en_US"].map(LocaleID.init(rawValue:)) }

  func resolveLocale(_ text: String) throws -> LocaleID {
    guard
      availableLocales.map(\.rawValue).contains(text) || text == "zh_TW" || failing.contains(text)
    else { throw InputError.unknownLocale(text, engine: "fake", suggestions: []) }
    return LocaleID(rawValue: text)
  }

  func zoneIDs() throws -> [String] { ["UTC"] }
  func canonicalZoneIDs() throws -> [String] { ["UTC"] }

  func resolveZone(_ text: String) throws -> ZoneID { ZoneID(rawValue: text) }

  func localeCorpus(for locale: LocaleID, plan: Plan) throws -> LocaleCorpus {
    if failing.contains(locale.rawValue) {
      throw EngineError(operation: "fake_open", status: "U_FAKE_ERROR", context: locale.rawValue)
    }
    var calendars: [CalendarID: CalendarCorpus] = [:]
    for calendar in plan.calendars {
      var corpus = CalendarCorpus()
      for instant in plan.seedInstants {
        let key = StyleKey(
          zone: plan.styleZone, instant: instant, pair: StylePair(date: .short, time: .none))
        corpus.styles[key] =
          "\(locale) \(calendar.rawValue) \(instant)"
          + (drifted.contains(locale.rawValue) ? " drifted" : "")
      }
      calendars[calendar] = corpus
    }
    return LocaleCorpus(
      locale: locale, calendars: calendars,
      week: WeekData(firstWeekday: 1, minimalDaysInFirstWeek: 1, weeks: [:]))
  }

  func fields(for plan: Plan) throws -> [FieldsKey: CalendarFields] { [:] }

  func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, pair: StylePair
  ) throws -> String { "\(locale) \(pair)" }

  func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, pattern: String
  ) throws -> String { "\(locale) \(pattern)" }

  func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, template: String
  ) throws -> SkeletonResult { SkeletonResult(pattern: "<\(template)>", string: "\(locale)") }
}

extension FakeEngine {
  func pickers(
    locale: LocaleID, calendars: [CalendarID], modes: [PickerMode],
    configuration: PickerConfiguration
  ) throws -> [Picker] { [] }

  func month(locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant) throws
    -> Month
  {
    Month(
      locale: locale, calendar: calendar, isRightToLeft: false,
      title: SkeletonResult(pattern: "MMMM y", string: "\(instant)"),
      weekdays: MonthWeekdays(
        short: ["1", "2", "3", "4", "5", "6", "7"], narrow: ["1", "2", "3", "4", "5", "6", "7"]),
      weeks: [MonthWeek(week: 1, days: ["1", "2", "3", "4", "5", "6", "7"])],
      selected: SkeletonResult(pattern: "d", string: "1"))
  }
}
