import CorpusModel

/// One question to a ``CorpusEngine``: the engine's whole interface, one value per question.
///
/// An in-process engine answers it (``CorpusAssembly/answer(_:)``); a ``CorpusEngine`` in
/// another process sends it down a pipe as it is and decodes the answer as ``answerType`` —
/// so an engine in a worker needs no code per question. The typed calls every engine offers
/// (``CorpusEngine/resolveLocale(_:)``, ``CorpusEngine/format(locale:calendar:zone:instant:pair:)``
/// …) are built on it once, in `CorpusEngine.swift`.
public enum EngineRequest: Codable, Sendable, Hashable {
  case info
  case availableLocales
  case zoneIDs
  case canonicalZoneIDs
  case resolveLocale(String)
  case listedLocale(LocaleID)
  case resolveZone(String)
  case localeCorpus(LocaleID, Plan)
  case fields(Plan)
  case pickers(
    LocaleID, calendars: [CalendarID], modes: [PickerMode], configuration: PickerConfiguration)
  case format(LocaleID, CalendarID, ZoneID, Instant, StylePair)
  case month(LocaleID, CalendarID, ZoneID, Instant)
  case formatPattern(LocaleID, CalendarID, ZoneID, Instant, String)
  case formatTemplate(LocaleID, CalendarID, ZoneID, Instant, String)
  case arithmetic(Plan)
  case formatInterval(LocaleID, CalendarID, ZoneID, Instant, Instant, String)
  /// A template's interval in typed parts (`--template T --to B --parts`).
  case formatIntervalParts(LocaleID, CalendarID, ZoneID, Instant, Instant, String)
  /// A date style and a time style as a range (`--date-style S --time-style S --to B`).
  case formatStyleInterval(LocaleID, CalendarID, ZoneID, Instant, Instant, StylePair)
  /// A style pair's range in typed parts (`… --to B --parts`).
  case formatStyleIntervalParts(LocaleID, CalendarID, ZoneID, Instant, Instant, StylePair)
  /// One date's string in typed parts (`--at D --parts` with a style pair, pattern or template).
  case formatParts(LocaleID, CalendarID, ZoneID, Instant, SingleDateFormat)
  case calculate(CalendarID, ZoneID, Instant, ArithmeticOperation, weekRules: WeekRules)
  case relative(LocaleID, RelativeQuery)
  /// A relative time in typed parts (`--parts`).
  case relativeParts(LocaleID, RelativeQuery)
  /// A relative time whose unit the engine chooses from two instants (`--relative-to`).
  case relativeBetween(LocaleID, RelativeInstantsQuery)
  case duration(LocaleID, DurationQuery)
  case calendars
  case preferredCalendars(LocaleID)
  /// A calendar view's month with an available range (`month --min/--max`).
  case monthInRange(LocaleID, CalendarID, ZoneID, Instant, MonthRange)
  /// The accessibility values of a locale and calendar, the picker's and the month's at an
  /// instant read in a zone (`wheels --accessibility`, `month --accessibility`: the latter
  /// asks none of the locale's values).
  case accessibility(LocaleID, CalendarID, ZoneID, Instant, perLocale: Bool)

  /// The type of the request's answer: what a worker's reply decodes as.
  public var answerType: any EngineAnswer.Type {
    switch self {
    case .info: EngineInfo.self
    case .availableLocales: [LocaleID].self
    case .zoneIDs, .canonicalZoneIDs: [String].self
    case .resolveLocale: LocaleID.self
    case .listedLocale: LocaleID?.self
    case .resolveZone: ZoneID.self
    case .localeCorpus: LocaleCorpus.self
    case .fields: [FieldsKey: CalendarFields].self
    case .pickers: [Picker].self
    case .format, .formatPattern: String.self
    case .month: Month.self
    case .formatTemplate: SkeletonResult.self
    case .arithmetic: [ArithmeticKey: ArithmeticOutcome].self
    case .formatInterval: String.self
    case .calculate: ArithmeticOutcome.self
    case .relative, .relativeBetween, .duration: String.self
    case .relativeParts, .formatIntervalParts, .formatStyleIntervalParts: [FormattedPart].self
    case .formatParts: [FormattedPart].self
    case .formatStyleInterval: String.self
    case .calendars, .preferredCalendars: [CalendarID].self
    case .monthInRange: Month.self
    case .accessibility: Accessibility.self
    }
  }

  /// The instants a `format` request formats (`--at`, `--to`): any of
  /// ``Instant/temporalYears``, which an engine may refuse
  /// (``FormatterSource/checkFormattable(_:)``). A corpus's requests and `calc`'s have none:
  /// their instants are 0001–9999 (a plan's arithmetic cases and `calc`'s −9999–9999),
  /// checked where they are read.
  public var formattedInstants: [Instant] {
    switch self {
    case .format(_, _, _, let instant, _), .formatPattern(_, _, _, let instant, _),
      .formatTemplate(_, _, _, let instant, _), .formatParts(_, _, _, let instant, _):
      [instant]
    case .formatInterval(_, _, _, let from, let to, _),
      .formatIntervalParts(_, _, _, let from, let to, _),
      .formatStyleInterval(_, _, _, let from, let to, _),
      .formatStyleIntervalParts(_, _, _, let from, let to, _):
      [from, to]
    default: []
    }
  }

  /// The request's name, for errors: `format`.
  public var name: String {
    switch self {
    case .info: "info"
    case .availableLocales: "availableLocales"
    case .zoneIDs: "zoneIDs"
    case .canonicalZoneIDs: "canonicalZoneIDs"
    case .resolveLocale: "resolveLocale"
    case .listedLocale: "listedLocale"
    case .resolveZone: "resolveZone"
    case .localeCorpus: "localeCorpus"
    case .fields: "fields"
    case .pickers: "pickers"
    case .format: "format"
    case .month: "month"
    case .formatPattern: "formatPattern"
    case .formatTemplate: "formatTemplate"
    case .arithmetic: "arithmetic"
    case .formatInterval: "formatInterval"
    case .formatIntervalParts: "formatIntervalParts"
    case .formatStyleInterval: "formatStyleInterval"
    case .formatStyleIntervalParts: "formatStyleIntervalParts"
    case .formatParts: "formatParts"
    case .calculate: "calculate"
    case .relative: "relative"
    case .relativeParts: "relativeParts"
    case .relativeBetween: "relativeBetween"
    case .duration: "duration"
    case .calendars: "calendars"
    case .preferredCalendars: "preferredCalendars"
    case .monthInRange: "monthInRange"
    case .accessibility: "accessibility"
    }
  }
}

/// What an engine answers: a value that crosses a pipe.
public typealias EngineAnswer = Codable & Sendable

/// The answer to one request as a worker sends it: the value, or the error the engine threw,
/// kept whole so the driving process exits exactly as an in-process engine would (2 for input,
/// 3 for the engine).
public enum EngineReply<Value: EngineAnswer>: Codable, Sendable {
  case value(Value)
  case inputError(InputError)
  case engineError(EngineError)
}
