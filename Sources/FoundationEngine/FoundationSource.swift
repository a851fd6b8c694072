import Assembly
import CorpusModel
import Foundation

/// What a Swift app's Foundation renders, as a corpus engine: ``CorpusAssembly`` over
/// Foundation's answers.
public typealias FoundationCorpusEngine = CorpusAssembly<FoundationSource>

extension CorpusAssembly where Source == FoundationSource {
  /// Foundation and its own ICU 76, in this process: never one that has loaded the system's
  /// ICU 72 (see ``FoundationSource``).
  public init() throws {
    try OneICUPerProcess.require(engine: FoundationSource().name)
    try self.init(FoundationSource())
  }
}

/// Foundation's answers to ``FormatterSource``'s questions: DateFormatter's styles, templates
/// through `DateFormatter.dateFormat(fromTemplate:options:locale:)`, fields from `Calendar`.
///
/// Foundation on Linux carries its own ICU (76 with Swift 6.3). This engine must run in a
/// process that has not loaded the system's ICU 72 (the two export some of the same C++
/// symbols), so it is served by its own executable, `fmtcorpus-foundation`.
///
/// Each calendar is given the way an app gives it for a user who chose that calendar: by the
/// locale, `Locale(identifier: "th_TH@calendar=buddhist")`. (Setting `Calendar(identifier:)`
/// on the formatter as well renders the same strings and doubles what each formatter costs.)
public struct FoundationSource: FormatterSource {
  public init() {}

  public var name: String { "foundation" }

  /// Foundation's locales, zones, calendars and versions, shared with the FormatStyle engine.
  public let catalog = FoundationCatalog()

  public func formatters(for locale: LocaleID) -> FoundationLocaleFormatters {
    FoundationLocaleFormatters(locale)
  }

  /// Refuses a `format` instant with milliseconds where `Date`'s double spaces seconds from
  /// 2001 more than half a millisecond apart (2⁻¹⁰ s from ±2⁴² s on: years before −137367 and
  /// after +141369): there `DateFormatter` prints the millisecond one off, measured on Swift
  /// 6.3's Foundation (`+144203-12-12T02:28:42.521Z` as `.522`, `+275760-09-13T23:59:59.999Z`
  /// as the next day's `00:00:00.000`). Whole seconds are exact in the double and print right,
  /// as every instant nearer 2001 does, before Julian day 0 too: `DateFormatter` formats with
  /// its ICU's calendars, which do not clamp as `Calendar` does (`-271821-04-19T12:00:00Z` is
  /// ICU's 19 November 271817 BC in both engines).
  public func checkFormattable(_ instant: Instant) throws {
    guard instant.date.timeIntervalSinceReferenceDate.ulp > 0.0005,
      instant.millisecondsSince1970 % 1000 != 0
    else { return }
    let (first, last) = Self.millisecondDates
    throw InputError.unsupported(
      instant.iso8601, engine: name,
      reason:
        "DateFormatter prints a millisecond one off before \(first) and after \(last), where Date's double holds seconds from 2001 only to 2^-10 s (whole seconds print right; the formatstyle and icu engines hold every millisecond)"
    )
  }

  /// The first and last instants ±2⁴² s from 2001, beyond which ``checkFormattable(_:)``
  /// refuses a millisecond.
  static let millisecondDates: (Instant, Instant) = {
    let (reference, edge): (Int64, Int64) = (978_307_200_000, (1 << 42) * 1000)
    return (
      Instant(millisecondsSince1970: reference - edge),
      Instant(millisecondsSince1970: reference + edge)
    )
  }()

  static func formatter(_ locale: LocaleID, _ calendar: CalendarID, zone: ZoneID) throws
    -> DateFormatter
  {
    let formatter = DateFormatter()
    formatter.locale = calendarLocale(locale, calendar)
    formatter.timeZone = try timeZone(zone)
    return formatter
  }

  static func calendarLocale(_ locale: LocaleID, _ calendar: CalendarID) -> Locale {
    Locale(identifier: locale.withCalendar(calendar))
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

/// What Foundation knows apart from formatting: its ICU's versions and the toolchain's Swift,
/// `Locale`'s locales, `TimeZone`'s zones, the calendars whose `Calendar` agrees with its
/// formatters, and `Calendar`'s fields and arithmetic. The `foundation` engine
/// (``FoundationSource``, `DateFormatter`) and the `formatstyle` engine (``FormatStyleSource``,
/// `Date.FormatStyle`) both answer from it, so the two differ only in the formatting API.
public struct FoundationCatalog: EngineCatalog {
  public init() {}

  public func versions() throws -> [String: String] {
    [
      "icu": FoundationICU.icuVersion,
      "cldr": try FoundationICU.cldrVersion(),
      "unicode": FoundationICU.unicodeVersion,
      "tzdata": TimeZone.timeZoneDataVersion,
      "swift": Self.swiftVersion,
    ]
  }

  /// The Swift version of the toolchain this engine was built with, stamped at build time (the
  /// Foundation it runs is that toolchain's: the worker loads `libFoundation.so` from the
  /// toolchain's runtime folder, its RUNPATH). Read at run time it would need the toolchain's
  /// module files beside the library, which a runtime-only install lacks.
  ///
  /// A compiler newer than the chain names is recorded as `at least` the newest it knows.
  static let swiftVersion: String = {
    #if compiler(>=7.0)
      "at least 7.0"
    #elseif compiler(>=6.5)
      "at least 6.5"
    #elseif compiler(>=6.4)
      "at least 6.4"
    #elseif compiler(>=6.3.5)
      "at least 6.3.5"
    #elseif compiler(>=6.3.4)
      "6.3.4"
    #elseif compiler(>=6.3.3)
      "6.3.3"
    #elseif compiler(>=6.3.2)
      "6.3.2"
    #elseif compiler(>=6.3.1)
      "6.3.1"
    #elseif compiler(>=6.3)
      "6.3"
    #elseif compiler(>=6.2)
      "6.2"
    #elseif compiler(>=6.1)
      "6.1"
    #else
      "6.0"
    #endif
  }()

  public func availableLocaleIDs() -> [String] { Locale.availableIdentifiers }

  public func canonicalLocale(_ text: String) throws -> String {
    try FoundationICU.canonical(text)
  }

  public func likelySubtags(_ id: String) -> String? { FoundationICU.likelyForm(id) }

  public func dataLocale(of id: String) -> String? { FoundationLocales.dataLocale(id) }

  public func zoneIDs(canonicalOnly: Bool) throws -> [String] {
    try FoundationZones.ids(canonicalOnly: canonicalOnly)
  }

  public func isSystemZone(_ id: String) -> Bool { FoundationZones.isSystem(id) }

  public func fieldsReader(calendar: CalendarID, monthNames: LocaleID, zone: ZoneID) throws
    -> FoundationFieldsReader
  {
    try FoundationFieldsReader(calendar: calendar, monthNames: monthNames, zone: zone)
  }

  public func arithmetic(calendar: CalendarID, zone: ZoneID, weekRules: WeekRules) throws
    -> FoundationArithmetic
  {
    try FoundationArithmetic(calendar: calendar, zone: zone, weekRules: weekRules)
  }

  /// The calendars whose `Calendar` this Foundation computes (``CalendarID/consistentCalendars``).
  public func calendarIDs() throws -> [CalendarID] { CalendarID.consistentCalendars }

  public func numberingSystems() throws -> [String] { try FoundationICU.numberingSystems() }

  /// Foundation's ICU's list, under ICU's ids; a calendar Foundation has no identifier for
  /// (`islamic-rgsa`) is kept, so the plan names the same calendars as the ICU engine's and the
  /// corpus leaves it out (``CorpusAssembly`` renders only the engine's calendars).
  public func preferredCalendars(for locale: LocaleID) throws -> [CalendarID] {
    try FoundationICU.preferredCalendars(locale.rawValue).map(CalendarID.init(rawValue:))
  }
}

extension Instant {
  /// The instant's `Date`. A whole millisecond is `Date(timeIntervalSince1970:)` of its
  /// seconds, as every engine call has always made it; a finer instant (`calc`'s alone) is
  /// ``nearestDate``.
  var date: Date {
    isWholeMillisecond
      ? Date(timeIntervalSince1970: Double(millisecondsSince1970) / 1000) : nearestDate
  }

  /// `Date(timeIntervalSinceReferenceDate:)` of the double nearest the instant's seconds from
  /// 2001: the `Date` a Swift literal of those digits makes (`Date(timeIntervalSinceReferenceDate:
  /// 682898558.712307)` is 2022-08-22T22:02:38.712307Z), and the one
  /// ``FoundationSource/preciseInstant(_:)`` writes back with the same digits. `calc` asks
  /// Foundation with it wherever an instant or an amount is finer than a millisecond.
  var nearestDate: Date {
    // Seconds from 2001 and the nanoseconds past them, written as a decimal and read as Swift
    // reads a literal: the nearest double, without rounding twice.
    let sinceReference = millisecondsSince1970 - 978_307_200_000
    var seconds = sinceReference / 1000
    var milliseconds = sinceReference % 1000
    if milliseconds < 0 {
      seconds -= 1
      milliseconds += 1000
    }
    let nanoseconds = milliseconds * 1_000_000 + Int64(submillisecondNanoseconds)
    let text =
      seconds >= 0 || nanoseconds == 0
      ? "\(seconds).\(nineDigits(nanoseconds))"
      : "-\(-(seconds + 1)).\(nineDigits(1_000_000_000 - nanoseconds))"
    return Date(timeIntervalSinceReferenceDate: Double(text)!)
  }
}

/// Nanoseconds as the nine digits after a decimal point.
private func nineDigits(_ nanoseconds: Int64) -> String {
  let digits = String(nanoseconds)
  return String(repeating: "0", count: 9 - digits.count) + digits
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
  /// Foundation's identifier for each calendar it has: ICU's ids but `islamic-rgsa`, and the
  /// ten of ``CalendarID/foundationOnly``.
  static let foundationIdentifiers: [CalendarID: Calendar.Identifier] = [
    "gregorian": .gregorian, "japanese": .japanese, "buddhist": .buddhist,
    "roc": .republicOfChina, "persian": .persian, "islamic-civil": .islamicCivil,
    "islamic": .islamic, "hebrew": .hebrew, "chinese": .chinese, "indian": .indian,
    "coptic": .coptic, "ethiopic": .ethiopicAmeteMihret,
    "ethiopic-amete-alem": .ethiopicAmeteAlem, "iso8601": .iso8601, "dangi": .dangi,
    "islamic-umalqura": .islamicUmmAlQura, "islamic-tbla": .islamicTabular,
    "vietnamese": .vietnamese, "bangla": .bangla, "gujarati": .gujarati, "kannada": .kannada,
    "malayalam": .malayalam, "marathi": .marathi, "odia": .odia, "tamil": .tamil,
    "telugu": .telugu, "vikram": .vikram,
  ]

  /// The calendars Foundation renders, ICU's first in ICU's order.
  static let foundationCalendars: [CalendarID] = CalendarID.known.filter {
    foundationIdentifiers[$0] != nil
  }

  /// The calendars of ``foundationCalendars`` whose `Calendar(identifier:)` computes the date
  /// its formatters name: both engines add with that `Calendar` (and FormatStyle formats with
  /// it), while `DateFormatter` names the date by the locale's calendar keyword. A calendar
  /// whose two disagree is left out of the engines' lists (refused in one line, left out of a
  /// corpus) rather than render one calendar's names over another's days: this Foundation's
  /// `Calendar(identifier: .ethiopicAmeteAlem)` computes Gregorian fields (year 2007 for the
  /// pickers' reference, where its formatter writes 7500 ERA0, 6 Hedar).
  ///
  /// Checked, not listed: year, month and day at the pickers' reference, as `Calendar` reads
  /// them and as a formatter of `en@calendar=id` writes `y M d`, once per process.
  static let consistentCalendars: [CalendarID] = foundationCalendars.filter { id in
    guard let identifier = foundationIdentifiers[id], let utc = TimeZone(identifier: "UTC")
    else { return false }
    let date = PickerReference.instant.date
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = utc
    let fields = calendar.dateComponents([.year, .month, .day], from: date)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en@calendar=\(id.rawValue)")
    formatter.timeZone = utc
    formatter.dateFormat = "y M d"
    let named = formatter.string(from: date)
    return [fields.year, fields.month, fields.day].map { $0.map(String.init) ?? "" }
      .joined(separator: " ") == named
  }

  /// Foundation's identifier; the assembly asks only for calendars the engine lists.
  var foundation: Calendar.Identifier {
    get throws(EngineError) {
      guard let identifier = Self.foundationIdentifiers[self] else {
        throw EngineError(
          operation: "Calendar(identifier:)", status: "no such calendar", context: rawValue)
      }
      return identifier
    }
  }
}
