import Assembly
import CorpusModel
import Foundation

/// What Swift code written with `Date.FormatStyle` shows, as a corpus engine: ``CorpusAssembly``
/// over the FormatStyle family's answers.
public typealias FormatStyleCorpusEngine = CorpusAssembly<FormatStyleSource>

extension CorpusAssembly where Source == FormatStyleSource {
  /// The FormatStyle family on Foundation's own ICU 76, in this process (never one that has
  /// loaded the system's ICU 72: it shares ``FoundationSource``'s worker).
  public init() throws {
    try OneICUPerProcess.require(engine: FormatStyleSource.engineName)
    try self.init(FormatStyleSource())
  }
}

/// The FormatStyle family's answers to ``FormatterSource``'s questions, on the same Foundation
/// as ``FoundationSource``: style pairs through `Date.FormatStyle(date:time:)`, templates
/// through a `Date.FormatStyle` of the template's fields (``FormatStyleTemplate``), fixed
/// patterns through `Date.VerbatimFormatStyle` (``FormatStyleVerbatim``), parsing through their
/// parse strategies, pickers and months through FormatStyles.
///
/// What the engine does not format — locales, zones, versions, calendar fields, arithmetic —
/// is ``FoundationCatalog``'s, as the `foundation` engine's is: the two engines differ only in
/// the formatting API. What FormatStyle cannot express (a long time style, a template letter
/// with no symbol) is refused as `InputError.unsupported`, never rendered by `DateFormatter`.
///
/// Each calendar is given as an app gives it to a FormatStyle: `calendar: Calendar(identifier:)`
/// beside the locale (whose first weekday the calendar takes).
public struct FormatStyleSource: FormatterSource {
  static let engineName = "formatstyle"

  public init() {}

  public var name: String { Self.engineName }

  /// Foundation's catalog, the `foundation` engine's: the FormatStyle family runs on the same
  /// `Calendar`, `Locale` and `TimeZone`, and formats, it does not add.
  public let catalog = FoundationCatalog()

  public func formatters(for locale: LocaleID) -> FormatStyleLocaleFormatters {
    FormatStyleLocaleFormatters(locale)
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
