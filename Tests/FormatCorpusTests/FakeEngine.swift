import Assembly
import CorpusModel
import FormatCorpus

/// An engine whose output is a function of its inputs, so generation logic is tested without ICU.
struct FakeEngine: CorpusEngine {
  var failing: Set<String> = []
  /// Locales whose strings say `drifted`: a check against files made without it sees drift.
  var drifted: Set<String> = []
  /// Whether asking for fields.json's fields fails.
  var failsFields = false

  var info: EngineInfo {
    EngineInfo(name: "fake", versions: ["fake": "1"], localeCount: 3, zoneCount: 2)
  }

  var availableLocales: [LocaleID] { ["af", "de_DE", "en_US"].map(LocaleID.init(rawValue:)) }

  func answer(_ request: EngineRequest) throws -> any EngineAnswer {
    switch request {
    case .info: return info
    case .availableLocales: return availableLocales
    case .zoneIDs, .canonicalZoneIDs: return ["UTC"]
    case .resolveLocale(let text): return try resolveLocale(text)
    case .listedLocale(let locale): return availableLocales.contains(locale) ? locale : nil
    case .resolveZone(let text): return ZoneID(rawValue: text)
    case .localeCorpus(let locale, let plan): return try localeCorpus(for: locale, plan: plan)
    case .fields:
      if failsFields {
        throw EngineError(operation: "fake_fields", status: "U_FAKE_ERROR", context: "fields")
      }
      return [FieldsKey: CalendarFields]()
    case .pickers: return [] as [Picker]
    case .format(let locale, _, _, _, let pair): return "\(locale) \(pair)"
    case .month(let locale, let calendar, _, let instant):
      return month(locale: locale, calendar: calendar, instant: instant)
    case .monthInRange(let locale, let calendar, _, let instant, _):
      return month(locale: locale, calendar: calendar, instant: instant)
    case .formatPattern(let locale, _, _, _, let pattern): return "\(locale) \(pattern)"
    case .formatTemplate(let locale, _, _, _, let template):
      return SkeletonResult(pattern: "<\(template)>", string: "\(locale)")
    case .arithmetic: return [CorpusModel.ArithmeticKey: CorpusModel.ArithmeticOutcome]()
    case .formatInterval(let locale, _, _, _, _, let template): return "\(locale) \(template)"
    case .formatIntervalParts(let locale, _, _, _, _, let template):
      return [FormattedPart(.literal, "\(locale) \(template)", source: .shared)]
    case .formatStyleInterval(let locale, _, _, _, _, let pair): return "\(locale) \(pair)"
    case .formatStyleIntervalParts(let locale, _, _, _, _, let pair):
      return [FormattedPart(.literal, "\(locale) \(pair)", source: .shared)]
    case .formatParts(let locale, _, _, _, let format):
      return [FormattedPart(.literal, "\(locale) \(format)")]
    case .calculate(_, _, let instant, _, _): return ArithmeticOutcome.instant(instant)
    case .relative(let locale, let query): return "\(locale) \(query.offset) \(query.unit)"
    case .relativeParts(let locale, let query):
      return [FormattedPart(.literal, "\(locale) \(query.offset) \(query.unit)")]
    case .relativeBetween(let locale, let query):
      return "\(locale) \(query.at) from \(query.reference)"
    case .duration(let locale, let query): return "\(locale) \(query.seconds) s"
    case .calendars: return Plan.defaultCalendars
    case .preferredCalendars: return [CalendarID.gregorian]
    case .accessibility:
      throw InputError.unsupported("accessibility", engine: "fake", reason: "it fakes no names")
    }
  }

  func resolveLocale(_ text: String) throws -> LocaleID {
    guard
      availableLocales.map(\.rawValue).contains(text) || text == "zh_TW" || failing.contains(text)
    else { throw InputError.unknownLocale(text, engine: "fake", suggestions: []) }
    return LocaleID(rawValue: text)
  }

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
}

extension FakeEngine {
  func month(locale: LocaleID, calendar: CalendarID, instant: Instant) -> Month {
    Month(
      locale: locale, calendar: calendar, isRightToLeft: false,
      title: SkeletonResult(pattern: "MMMM y", string: "\(instant)"),
      weekdays: MonthWeekdays(
        short: ["1", "2", "3", "4", "5", "6", "7"], narrow: ["1", "2", "3", "4", "5", "6", "7"]),
      weeks: [MonthWeek(week: 1, days: ["1", "2", "3", "4", "5", "6", "7"])],
      selected: SkeletonResult(pattern: "d", string: "1"))
  }
}
