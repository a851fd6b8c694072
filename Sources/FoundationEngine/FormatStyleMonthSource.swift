import Assembly
import CorpusModel
import Foundation

/// The `formatstyle` engine's months: the Foundation engine's month walk, with the FormatStyle
/// family's text.
public typealias FormatStyleMonthSource = FoundationMonths<FormatStyleMonthText>

/// The FormatStyle family's month text: the title, selected day and day numbers through
/// `Date.VerbatimFormatStyle` of the patterns `Date.FormatStyle` uses, the weekday header
/// through its stand-alone weekday symbols.
public struct FormatStyleMonthText: FoundationMonthText {
  private let formatters: FormatStyleCalendarFormatters
  private let verbatim: FormatStyleVerbatimStyles

  init(formatters: FormatStyleCalendarFormatters, zone: ZoneID) throws {
    self.formatters = formatters
    verbatim = FormatStyleVerbatimStyles(
      formatters: formatters, timeZone: try FoundationSource.timeZone(zone))
  }

  /// Sunday first: `ccc` or `ccccc` of the seven days from a Sunday.
  public func standaloneWeekdays(narrow: Bool, calendar: Calendar) throws -> [String] {
    let pattern = narrow ? "ccccc" : "ccc"
    // Noon of Sunday 2024-02-04 in the source's zone: no one instant is a Sunday in every zone
    // (12:00 UTC is Monday in Pacific/Apia and Pacific/Kiritimati, +13 and +14).
    let noon = Date(timeIntervalSince1970: 1_707_048_000)
    let sunday = noon.addingTimeInterval(-Double(calendar.timeZone.secondsFromGMT(for: noon)))
    return try (0..<7).map { try render(pattern, sunday.addingTimeInterval(Double($0) * 86_400)) }
  }

  public func bestPattern(for skeleton: String) throws -> String {
    try formatters.pattern(forSkeleton: skeleton)
  }

  public func render(_ pattern: String, _ date: Date) throws -> String {
    try verbatim.format(pattern, date)
  }
}
