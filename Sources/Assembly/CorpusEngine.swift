import CorpusModel

/// An engine, as the generator sees it: it answers ``EngineRequest``s, and no engine type leaks
/// past it.
///
/// Resolving requests refuse what the engine would silently fall back on (an unknown locale
/// formats as root in ICU, an unknown zone becomes `Etc/Unknown`).
public protocol CorpusEngine: Sendable {
  var info: EngineInfo { get }

  /// The engine's own locale list, as file-naming ids.
  var availableLocales: [LocaleID] { get }

  /// Answers one request with a value of its ``EngineRequest/answerType``.
  ///
  /// - Throws: `InputError` for input the engine refuses, `EngineError` when it fails.
  func answer(_ request: EngineRequest) throws -> any EngineAnswer
}

/// The typed calls, once for every engine: each is a request and its answer.
extension CorpusEngine {
  /// Canonicalizes an ICU or BCP 47 spelling and checks the engine has the locale.
  public func resolveLocale(_ text: String) throws -> LocaleID { try ask(.resolveLocale(text)) }

  /// The listed id whose data the engine renders for a resolved locale: itself when the engine
  /// lists it, `zh_Hant_TW` for `zh_TW`; nil when the engine has no data for it.
  public func listedLocale(for locale: LocaleID) throws -> LocaleID? {
    try ask(.listedLocale(locale))
  }

  /// Every zone id the engine knows, aliases included.
  public func zoneIDs() throws -> [String] { try ask(.zoneIDs) }

  /// The engine's canonical zone ids (no aliases): what `--zone all` names.
  public func canonicalZoneIDs() throws -> [String] { try ask(.canonicalZoneIDs) }

  /// Checks the engine knows a zone id.
  public func resolveZone(_ text: String) throws -> ZoneID { try ask(.resolveZone(text)) }

  /// Renders one locale's artifacts for the plan.
  public func localeCorpus(for locale: LocaleID, plan: Plan) throws -> LocaleCorpus {
    try ask(.localeCorpus(locale, plan))
  }

  /// The calendar fields of every calendar × zone × instant of the plan.
  public func fields(for plan: Plan) throws -> [FieldsKey: CalendarFields] {
    try ask(.fields(plan))
  }

  /// The date pickers of a locale for the given calendars and modes, configured as an app
  /// configures them (already ``PickerConfiguration/settled()``).
  public func pickers(
    locale: LocaleID, calendars: [CalendarID], modes: [PickerMode],
    configuration: PickerConfiguration
  ) throws -> [Picker] {
    try ask(.pickers(locale, calendars: calendars, modes: modes, configuration: configuration))
  }

  /// The calendar view's month containing an instant read in a zone.
  public func month(locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant) throws
    -> Month
  {
    try ask(.month(locale, calendar, zone, instant))
  }

  /// The calendar view's month with an available range: its days the range leaves out named
  /// (``Month/unavailable``).
  public func month(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, range: MonthRange
  ) throws -> Month {
    try ask(.monthInRange(locale, calendar, zone, instant, range))
  }

  /// One formatter-style string.
  public func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, pair: StylePair
  ) throws -> String {
    try ask(.format(locale, calendar, zone, instant, pair))
  }

  /// One fixed pattern's string (the pattern already checked by ``PatternSyntax``).
  public func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, pattern: String
  ) throws -> String {
    try ask(.formatPattern(locale, calendar, zone, instant, pattern))
  }

  /// The pattern a template resolves to and its string.
  public func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, template: String
  ) throws -> SkeletonResult {
    try ask(.formatTemplate(locale, calendar, zone, instant, template))
  }

  /// Every calendar the engine renders, in its own order.
  public func calendars() throws -> [CalendarID] { try ask(.calendars) }

  /// A locale's and calendar's accessibility values at an instant read in a zone (the
  /// locale's, field names and count-down, only when `perLocale`).
  public func accessibility(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, perLocale: Bool
  ) throws -> Accessibility {
    try ask(.accessibility(locale, calendar, zone, instant, perLocale: perLocale))
  }

  /// The calendars a locale's region prefers, in the engine's order.
  public func preferredCalendars(for locale: LocaleID) throws -> [CalendarID] {
    try ask(.preferredCalendars(locale))
  }

  /// Command-line calendar ids, checked against the engine: `all` (any letter case) stands for
  /// every calendar the engine has, in its order; the result keeps the first of repeats.
  ///
  /// - Throws: `InputError.unknownCalendar` for an id no engine has,
  ///   `InputError.calendarNotInEngine` for one another engine has.
  public func resolveCalendars(_ texts: [String]) throws -> [CalendarID] {
    let available = try calendars()
    var resolved: [CalendarID] = []
    for text in texts {
      if text.lowercased() == "all" {
        resolved += available
        continue
      }
      let calendar = try CalendarID(validating: text, orAll: true)
      guard available.contains(calendar) else {
        throw InputError.calendarNotInEngine(
          text, engine: info.name, valid: available.map(\.rawValue))
      }
      resolved.append(calendar)
    }
    var seen = Set<CalendarID>()
    return resolved.filter { seen.insert($0).inserted }
  }

  /// A request's answer as the type the request promises.
  ///
  /// - Throws: `EngineError` when the engine answered another type (a worker of another build).
  func ask<Answer>(_ request: EngineRequest) throws -> Answer {
    let answer = try self.answer(request)
    guard let typed = answer as? Answer else {
      throw EngineError(
        operation: "engine answer",
        status: "answered \(type(of: answer)) where \(Answer.self) was asked",
        context: request.name)
    }
    return typed
  }
}
