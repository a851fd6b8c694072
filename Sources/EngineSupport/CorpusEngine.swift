import CorpusModel

/// What the generator needs from a formatting engine; no engine type leaks past it.
///
/// Resolving methods refuse what the engine would silently fall back on (an unknown locale
/// formats as root in ICU, an unknown zone becomes `Etc/Unknown`).
public protocol CorpusEngine: Sendable {
  var info: EngineInfo { get }

  /// The engine's own locale list, as file-naming ids.
  var availableLocales: [LocaleID] { get }

  /// Canonicalizes an ICU or BCP 47 spelling and checks the engine has the locale.
  func resolveLocale(_ text: String) throws -> LocaleID

  /// The listed id whose data the engine renders for a resolved locale: itself when the engine
  /// lists it, `zh_Hant_TW` for `zh_TW`; nil when the engine has no data for it.
  func listedLocale(for locale: LocaleID) throws -> LocaleID?

  /// Every zone id the engine knows, aliases included.
  func zoneIDs() throws -> [String]

  /// The engine's canonical zone ids (no aliases): what `--zone all` names.
  func canonicalZoneIDs() throws -> [String]

  /// Checks the engine knows a zone id.
  func resolveZone(_ text: String) throws -> ZoneID

  /// Renders one locale's artifacts for the plan.
  func localeCorpus(for locale: LocaleID, plan: Plan) throws -> LocaleCorpus

  /// The calendar fields of every calendar × zone × instant of the plan.
  func fields(for plan: Plan) throws -> [FieldsKey: CalendarFields]

  /// The date pickers of a locale for the given calendars and modes, configured as an app
  /// configures them (already ``PickerConfiguration/settled()``).
  func pickers(
    locale: LocaleID, calendars: [CalendarID], modes: [PickerMode],
    configuration: PickerConfiguration
  ) throws -> [Picker]

  /// The calendar view's month containing an instant read in a zone.
  func month(locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant) throws -> Month

  /// One formatter-style string.
  func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, pair: StylePair
  ) throws -> String

  /// One fixed pattern's string (the pattern already checked by ``PatternSyntax``).
  func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, pattern: String
  ) throws -> String

  /// The pattern a template resolves to and its string.
  func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, template: String
  ) throws -> SkeletonResult
}

extension CorpusEngine {
  /// An engine without aliases: a locale is listed or it is not.
  public func listedLocale(for locale: LocaleID) throws -> LocaleID? {
    availableLocales.contains(locale) ? locale : nil
  }
}
