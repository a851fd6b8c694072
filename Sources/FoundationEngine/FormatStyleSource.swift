import Assembly
import CorpusModel
import Foundation

/// What Swift code written with `Date.FormatStyle` shows, as a corpus engine: ``CorpusAssembly``
/// over the FormatStyle family's answers.
public typealias FormatStyleEngine = CorpusAssembly<FormatStyleSource>

extension CorpusAssembly where Source == FormatStyleSource {
  /// The FormatStyle family on Foundation's own ICU 76, in this process (never one that has
  /// loaded the system's ICU 72: it shares ``FoundationSource``'s worker).
  public init() throws { try self.init(FormatStyleSource()) }
}

/// The FormatStyle family's answers to ``FormatterSource``'s questions, on the same Foundation
/// as ``FoundationSource``: style pairs through `Date.FormatStyle(date:time:)`, templates
/// through a `Date.FormatStyle` of the template's fields (``FormatStyleTemplate``), fixed
/// patterns through `Date.VerbatimFormatStyle` (``FormatStyleVerbatim``), parsing through their
/// parse strategies, pickers and months through FormatStyles.
///
/// What the engine does not format — locales, zones, versions, week rules, calendar fields —
/// is Foundation's, answered as ``FoundationSource`` answers it: the two engines differ only in
/// the formatting API. What FormatStyle cannot express (a long time style, a template letter
/// with no symbol) is refused as `InputError.unsupported`, never rendered by `DateFormatter`.
///
/// Each calendar is given as an app gives it to a FormatStyle: `calendar: Calendar(identifier:)`
/// beside the locale (whose first weekday the calendar takes).
public struct FormatStyleSource: FormatterSource {
  static let engineName = "formatstyle"
  private let foundation = FoundationSource()

  public init() {}

  public var name: String { Self.engineName }

  public func versions() throws -> [String: String] { try foundation.versions() }
  public func availableLocaleIDs() -> [String] { foundation.availableLocaleIDs() }
  public func canonicalLocale(_ text: String) throws -> String {
    try foundation.canonicalLocale(text)
  }
  public func likelySubtags(_ id: String) -> String? { foundation.likelySubtags(id) }
  public func dataLocale(of id: String) -> String? { foundation.dataLocale(of: id) }
  public func zoneIDs(canonicalOnly: Bool) throws -> [String] {
    try foundation.zoneIDs(canonicalOnly: canonicalOnly)
  }
  public func isSystemZone(_ id: String) -> Bool { foundation.isSystemZone(id) }

  public func formatters(for locale: LocaleID) -> FormatStyleLocaleFormatters {
    FormatStyleLocaleFormatters(locale)
  }

  public func fieldsReader(calendar: CalendarID, monthNames: LocaleID, zone: ZoneID) throws
    -> FoundationFieldsReader
  {
    try foundation.fieldsReader(calendar: calendar, monthNames: monthNames, zone: zone)
  }

  /// The Foundation engine's calendars, numbering systems and preferred calendars: the
  /// FormatStyle family runs on the same `Calendar` and `Locale`.
  public func calendarIDs() throws -> [CalendarID] { try foundation.calendarIDs() }

  public func numberingSystems() throws -> [String] { try foundation.numberingSystems() }

  public func preferredCalendars(for locale: LocaleID) throws -> [CalendarID] {
    try foundation.preferredCalendars(for: locale)
  }

  /// `Calendar`'s arithmetic, as the Foundation engine's: the FormatStyle family formats, it
  /// does not add.
  public func arithmetic(calendar: CalendarID, zone: ZoneID) throws -> FoundationArithmetic {
    try foundation.arithmetic(calendar: calendar, zone: zone)
  }

  /// The locale id with the calendar keyword, as `Date.FormatStyle` hands ICU a locale and
  /// calendar: `th_TH@calendar=buddhist`, `en_US@hours=h23;calendar=hebrew`.
  static func icuID(_ locale: LocaleID, _ calendar: CalendarID) -> String {
    locale.rawValue + (locale.rawValue.contains("@") ? ";" : "@") + "calendar=" + calendar.rawValue
  }
}

extension DateTimeStyle {
  /// `Date.FormatStyle.DateStyle`: none/short/medium/long/full → omitted/numeric/abbreviated/
  /// long/complete.
  var formatStyleDate: Date.FormatStyle.DateStyle {
    switch self {
    case .none: .omitted
    case .short: .numeric
    case .medium: .abbreviated
    case .long: .long
    case .full: .complete
    }
  }

  /// `Date.FormatStyle.TimeStyle`: none/short/medium/full → omitted/shortened/standard/
  /// complete; nil for long, which FormatStyle has not.
  var formatStyleTime: Date.FormatStyle.TimeStyle? {
    switch self {
    case .none: .omitted
    case .short: .shortened
    case .medium: .standard
    case .long: nil
    case .full: .complete
    }
  }
}
