import Assembly
import CICU
import CorpusModel

/// The system ICU 72 as a corpus engine: ``CorpusAssembly`` over ICU's answers.
public typealias ICUCorpusEngine = CorpusAssembly<ICUSource>

extension CorpusAssembly where Source == ICUSource {
  /// The system ICU 72, in this process.
  public init() throws { try self.init(ICUSource()) }
}

/// ICU 72's answers to ``FormatterSource``'s questions.
///
/// Every id ICU is given carries its calendar (`en_US@calendar=gregorian`): without it ICU
/// uses the locale's default (Buddhist in th_TH).
public struct ICUSource: FormatterSource, EngineCatalog {
  public init() {}

  /// `icu` for the linked ICU; `icu@78.3` for libraries a worker bound (`cicu_bind_load`),
  /// as manifests record a loaded ICU.
  public var name: String { Self.boundName }

  private static let boundName: String = {
    guard cicu_bind_isLoaded() != 0 else { return "icu" }
    var version = [CChar](repeating: 0, count: 32)
    cicu_icuVersion(&version, 32)
    let bytes = version.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return "icu@" + String(decoding: bytes, as: UTF8.self)
  }()

  public func versions() throws -> [String: String] {
    var status: Int32 = 0
    let tzdata = String(cString: cicu_tzdataVersion(&status))
    guard status <= 0 else {
      throw EngineError(
        operation: "ucal_getTZDataVersion", status: ICUStatus.name(status), context: "versions")
    }
    return [
      "icu": try Self.fixedString {
        cicu_icuVersion($0, $1)
        return 0
      },
      "unicode": try Self.fixedString {
        cicu_unicodeVersion($0, $1)
        return 0
      },
      "cldr": try Self.fixedString { buffer, capacity in
        var status: Int32 = 0
        cicu_cldrVersion(buffer, capacity, &status)
        return status
      },
      "tzdata": tzdata,
    ]
  }

  public func availableLocaleIDs() -> [String] { ICULocales.available() }

  public func canonicalLocale(_ text: String) throws -> String { try ICULocales.canonical(text) }

  public func likelySubtags(_ id: String) -> String? { ICULocales.likelyForm(id) }

  public func dataLocale(of id: String) -> String? { ICULocales.dataLocale(id) }

  public func zoneIDs(canonicalOnly: Bool) throws -> [String] {
    try ICUZones.ids(canonicalOnly: canonicalOnly)
  }

  public func isSystemZone(_ id: String) -> Bool { ICUZones.isSystem(id) }

  public func formatters(for locale: LocaleID) -> ICULocaleFormatters {
    ICULocaleFormatters(locale: locale)
  }

  public func fieldsReader(calendar: CalendarID, monthNames: LocaleID, zone: ZoneID) throws
    -> ICUFieldsReader
  {
    try ICUFieldsReader(calendar: calendar, locale: icuLocale(monthNames, calendar), zone: zone)
  }

  public func arithmetic(calendar: CalendarID, zone: ZoneID, weekRules: WeekRules) throws
    -> ICUArithmetic
  {
    try ICUArithmetic(calendar: calendar, zone: zone, weekRules: weekRules)
  }

  public func calendarIDs() throws -> [CalendarID] { try ICUCalendars.all() }

  public func numberingSystems() throws -> [String] { try ICUCalendars.numberingSystems() }

  public func preferredCalendars(for locale: LocaleID) throws -> [CalendarID] {
    try ICUCalendars.preferred(for: locale)
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

/// The id ICU is given: the locale with its calendar set explicitly.
func icuLocale(_ locale: LocaleID, _ calendar: CalendarID) -> String {
  locale.withCalendar(calendar)
}
