import CorpusModel

/// What an engine knows apart from how it formats: its versions, locales, zones, calendars and
/// numbering systems, and what reads calendar fields and does calendar arithmetic.
///
/// Two formatting APIs over one library share one catalog: the `foundation` and `formatstyle`
/// engines both answer from `FoundationCatalog`, and differ only in their ``FormatterSource``.
public protocol EngineCatalog: Sendable {
  associatedtype Fields: FieldsReader
  associatedtype Arithmetic: CalendarArithmetic

  /// `icu`, `cldr`, `unicode`, `tzdata` (and whatever else the engine has) → version.
  func versions() throws -> [String: String]

  /// The engine's own locale list.
  func availableLocaleIDs() -> [String]

  /// ICU or BCP 47 text → the engine's canonical id (`zh-TW` → `zh_TW`).
  ///
  /// - Throws: `InputError.malformedLocale` for text the engine cannot read as a locale.
  func canonicalLocale(_ text: String) throws -> String

  /// The likely-subtags form of an id (`zh_TW` → `zh_Hant_TW`), nil when it has none.
  func likelySubtags(_ id: String) -> String?

  /// The locale whose data the engine opens for an id (`zh_TW` → `zh_Hant_TW`); nil when it
  /// would fall back to the process's default locale.
  func dataLocale(of id: String) -> String?

  /// Every system zone id the engine knows (aliases included), or only the canonical ones.
  func zoneIDs(canonicalOnly: Bool) throws -> [String]

  /// Whether the engine knows a printable id as a system zone: `US/Eastern` yes, `GMT+5` no.
  func isSystemZone(_ id: String) -> Bool

  /// What reads calendar fields in one calendar, month names in `monthNames`.
  func fieldsReader(calendar: CalendarID, monthNames: LocaleID, zone: ZoneID) throws -> Fields

  /// What adds fields and reads field differences in one calendar and zone, its weeks as
  /// `weekRules` set them (the calendar's own where unset).
  func arithmetic(calendar: CalendarID, zone: ZoneID, weekRules: WeekRules) throws -> Arithmetic

  /// Every calendar the engine renders, in the engine's own order (ICU 72: 18).
  func calendarIDs() throws -> [CalendarID]

  /// The calendars a locale's region prefers, in the engine's order (ICU's
  /// `ucal_getKeywordValuesForLocale("calendar", locale, true)`).
  func preferredCalendars(for locale: LocaleID) throws -> [CalendarID]

  /// The numbering systems a `numbers` setting may name (`latn`, `arab` …), sorted.
  func numberingSystems() throws -> [String]
}

extension EngineCatalog {
  /// Arithmetic in one calendar and zone as the engine builds the calendar (its own weeks).
  public func arithmetic(calendar: CalendarID, zone: ZoneID) throws -> Arithmetic {
    try arithmetic(calendar: calendar, zone: zone, weekRules: .calendarDefaults)
  }
}

/// The primitive questions a formatting engine answers. ``CorpusAssembly`` asks them and
/// decides everything else: what a golden file holds, which locales and zones exist.
///
/// An engine is a catalog (``EngineCatalog``) plus this: a name and each locale's formatters.
/// It keeps its own handles and caches — building formatters is where generation spends its
/// time, so an adapter builds each once and reuses it — and no ICU or Foundation type crosses
/// it: answers are Swift values.
public protocol FormatterSource: Sendable {
  associatedtype Catalog: EngineCatalog
  associatedtype ForLocale: LocaleFormatters

  /// The name manifests record and `--engine` takes (`icu`, `foundation`).
  var name: String { get }

  /// What the engine knows apart from formatting.
  var catalog: Catalog { get }

  /// A locale's formatters. Cheap to make: what costs opens on first use.
  func formatters(for locale: LocaleID) throws -> ForLocale

  /// Refuses an instant `format` asks (any of ``Instant/temporalYears``) that the engine's API
  /// cannot format as it is: Foundation's `Calendar` clamps every instant before Julian day 0.
  ///
  /// - Throws: `InputError.unsupported` naming the instant and the API's limit.
  func checkFormattable(_ instant: Instant) throws
}

extension FormatterSource {
  /// Every instant `format` takes (the ICU engine: `UDate` is a double, and ICU's calendars
  /// hold far more years than ``Instant/temporalYears``).
  public func checkFormattable(_ instant: Instant) throws {}
}

extension FormatterSource where Self: EngineCatalog {
  /// An engine that is its own catalog (the ICU engine: one library answers both).
  public var catalog: Self { self }
}

/// One locale's formatters: per calendar, the week rules, and the spans of time
/// (``RelativeDurationFormatters``).
public protocol LocaleFormatters: RelativeDurationFormatters {
  associatedtype ForCalendar: CalendarFormatters
  associatedtype Week: WeekReader

  /// Whether the locale writes right to left.
  var isRightToLeft: Bool { get }

  /// The locale's formatters in one calendar; `zone` is where pattern strings render.
  func calendar(_ calendar: CalendarID, zone: ZoneID) throws -> ForCalendar

  /// The locale's week rules in the Gregorian calendar, weeks read in `zone`.
  func week(zone: ZoneID) throws -> Week
}

/// One locale's formatters in one calendar.
public protocol CalendarFormatters {
  associatedtype Pickers: PickerSource
  associatedtype Months: MonthSource

  /// A (dateStyle, timeStyle) pair's string at an instant in a zone.
  func style(_ pair: StylePair, zone: ZoneID, at instant: Instant) throws -> String

  /// The pattern the engine picks for a skeleton (`yMMMMd` → `MMMM d, y`).
  func pattern(forSkeleton skeleton: String) throws -> String

  /// A pattern's string at an instant, in the zone these formatters were made for.
  func string(pattern: String, at instant: Instant) throws -> String

  /// A template's pattern and its string at an instant, in the zone these formatters were made
  /// for. By default the pattern ``pattern(forSkeleton:)`` picks, rendered by
  /// ``string(pattern:at:)``; an API that formats templates itself (`Date.FormatStyle`)
  /// answers with its own string.
  func template(_ template: String, at instant: Instant) throws -> SkeletonResult

  /// Parses a style pair's string with that pair's formatter in `zone`, strictly or leniently.
  ///
  /// - Returns: the instant, or nil when the parse fails or leaves text unconsumed.
  func parse(_ text: String, pair: StylePair, zone: ZoneID, lenient: Bool) throws -> Instant?

  /// Parses a pattern's string with a formatter of that pattern (in the zone these formatters
  /// were made for), strictly or leniently; nil as for a style pair.
  func parse(_ text: String, pattern: String, lenient: Bool) throws -> Instant?

  /// What the picker's rows are rendered with (``PickerAssembly`` asks it): around `date`, read
  /// in `zone`.
  ///
  /// Asked in any order with the other questions: its answers must not depend on what was
  /// asked before it, nor change what is asked after it (an adapter keeps handles by what they
  /// were made for, and never moves one another owner reads).
  func pickerSource(date: Instant, zone: ZoneID) throws -> Pickers

  /// What the calendar view's months are read with (``MonthAssembly`` asks it), in `zone`.
  ///
  /// Asked in any order, as ``pickerSource(date:zone:)`` is.
  func monthSource(zone: ZoneID) throws -> Months

  /// A template's interval from `from` to `to`, in the zone these formatters were made for
  /// (`yMMMd` → `Feb 14 – 16, 2024`).
  func interval(template: String, from: Instant, to: Instant) throws -> String

  /// ``interval(template:from:to:)``'s string in typed parts, each with the date it writes
  /// (`format --template T --to B --parts`, as ECMA-402's `formatRangeToParts`).
  ///
  /// - Throws: `InputError.unsupported` from an engine whose API writes no parts of an
  ///   interval, or a loaded ICU without them.
  func intervalParts(template: String, from: Instant, to: Instant) throws -> [FormattedPart]

  /// A date style and a time style as a range from `from` to `to` (`format --date-style S
  /// --time-style S --to B`), as the engine's API builds one from the pair.
  ///
  /// - Throws: `InputError.unsupported` for a pair the engine's API has no style for.
  func interval(pair: StylePair, from: Instant, to: Instant) throws -> String

  /// ``interval(pair:from:to:)``'s string in typed parts, as
  /// ``intervalParts(template:from:to:)`` writes them.
  func intervalParts(pair: StylePair, from: Instant, to: Instant) throws -> [FormattedPart]

  /// One date's string in typed parts (`format --at D --parts`), as the engine's own API types
  /// them, in the zone these formatters were made for: each part's kind ECMA-402's
  /// (``FormattedPart``), no source.
  ///
  /// - Throws: `InputError.unsupported` from an engine whose API has no parts (DateFormatter),
  ///   or a loaded ICU without them, and where the form's string itself is refused.
  func parts(_ format: SingleDateFormat, at instant: Instant) throws -> [FormattedPart]

  /// A wheel field's display name in the locale ("hour", "Stunde"), as a platform names a
  /// picker wheel to a screen reader (ICU's `udatpg_getFieldDisplayName`).
  ///
  /// - Throws: `InputError.unsupported` from an engine whose API has no such name (Foundation),
  ///   or a loaded ICU without the function (60.3).
  func fieldDisplayName(_ field: WheelField, width: FieldNameWidth) throws -> String
}

extension CalendarFormatters {
  public func template(_ template: String, at instant: Instant) throws -> SkeletonResult {
    let pattern = try self.pattern(forSkeleton: template)
    return SkeletonResult(pattern: pattern, string: try string(pattern: pattern, at: instant))
  }
}

/// A locale's week rules and the week of year of instants (Gregorian).
public protocol WeekReader {
  /// 1 = Sunday … 7 = Saturday.
  var firstWeekday: Int { get }
  var minimalDaysInFirstWeek: Int { get }
  func weekOfYear(at instant: Instant) throws -> WeekOfYear
}

/// The calendar fields of one calendar, read in any zone.
public protocol FieldsReader {
  func fields(zone: ZoneID, at instant: Instant) throws -> CalendarFields
}
