import ArgumentParser
import FormatCorpus

/// What a command that asks an engine about one locale says of `--locale`, `--calendar`, `--at`
/// and `--zone`, and what it takes when they are not given.
protocol QueryDefaults {
  static var localeHelp: ArgumentHelp { get }
  /// Which calendars the command knows and what `all` prints.
  static var calendarHelp: ArgumentHelp { get }
  static var atHelp: ArgumentHelp { get }
  static var zoneHelp: ArgumentHelp { get }
  /// The instant without `--at`, ISO 8601 in UTC.
  static var instant: String { get }
  /// The zone without `--zone`.
  static var zone: ZoneID { get }
  /// The calendars without `--calendar` or a locale's calendar setting.
  static var calendars: [CalendarID] { get }
  /// Reads `--at` (and the command's other instants): ``Instant/init(iso8601:)``'s 0001–9999
  /// unless the command takes more (`format`: ``Instant/init(formatISO8601:)``).
  static func readInstant(_ text: String) throws -> Instant
}

extension QueryDefaults {
  static func readInstant(_ text: String) throws -> Instant { try Instant(iso8601: text) }
}

/// `--locale`, `--calendar`, `--at`, `--zone` and the engine (`--engine`, `--icu-libs`): what
/// `format`, `month` and `wheels` ask an engine about, parsed and resolved in one place.
///
/// Generic over each command's help and defaults only, as ``ReportOptions`` is over `--out`'s:
/// the options and the order they are checked in are the same for every command.
struct EngineQuery<Defaults: QueryDefaults>: ParsableArguments {
  @Option(help: Defaults.localeHelp)
  var locale: String

  @Option(help: Defaults.calendarHelp)
  var calendar: String?

  /// Optional, so a command can refuse it where it means nothing (`format --relative`).
  /// Unconditional: `format`'s years before 0000 begin with '-' (--at -0043-03-15T12:00:00Z).
  @Option(name: .customLong("at"), parsing: .unconditional, help: Defaults.atHelp)
  var atOption: String?

  @Option(name: .customLong("zone"), help: Defaults.zoneHelp)
  var zoneOption: String?

  @OptionGroup var engineOption: EngineOption

  /// `--at`, else the command's instant.
  var at: String { atOption ?? Defaults.instant }

  /// `--calendar all`: every calendar, each named in the output.
  var isAll: Bool { calendar?.lowercased() == "all" }

  /// The query's values, each resolved by the engine that answers it.
  struct Resolved {
    var engine: any CorpusEngine
    var locale: LocaleID
    var calendars: [CalendarID]
    var zone: ZoneID
    var instant: Instant

    /// The five, for a destructuring `let`.
    var values: (any CorpusEngine, LocaleID, [CalendarID], ZoneID, Instant) {
      (engine, locale, calendars, zone, instant)
    }
  }

  /// The engine and the locale it resolves `--locale` to; a legacy code (`iw_IL`) gets a
  /// one-line note on stderr naming the locale it is.
  func engineAndLocale() throws -> (any CorpusEngine, LocaleID) {
    let engine = try engineOption.make()
    let resolved = try engine.resolveLocale(locale)
    if let note = legacyLocaleNote(asked: locale, resolved: resolved) {
      Terminal.writeError("fmtcorpus: note: \(note)\n")
    }
    return (engine, resolved)
  }

  /// Everything the options name, checked before the engine starts where no engine is needed:
  /// the calendar's spelling, then the instant, then the engine's locale, calendars and zone.
  func resolve() throws -> Resolved {
    if let calendar { _ = try CalendarID.validatingOrAll(calendar) }
    let instant = try Defaults.readInstant(at)
    let (engine, locale) = try engineAndLocale()
    let calendars = try chosenCalendars(
      calendar, locale: locale, engine: engine, fallback: Defaults.calendars)
    let zone = try engine.resolveZone(zoneOption ?? Defaults.zone.rawValue)
    return Resolved(
      engine: engine, locale: locale, calendars: calendars, zone: zone, instant: instant)
  }
}
