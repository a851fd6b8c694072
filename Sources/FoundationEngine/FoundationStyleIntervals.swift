import CorpusModel
import Foundation

/// A date style and a time style as a range, as each Foundation API builds one from the pair.
///
/// - `DateIntervalFormatter` (`foundation`): `dateStyle` and `timeStyle` set;
///   swift-corelibs-foundation takes the pattern a `DateFormatter` of those styles has and
///   gives it to `udtitvfmt_open` as the skeleton (CFDateIntervalFormatter.c).
/// - `Date.IntervalFormatStyle(date:time:)` (`formatstyle`): the styles' fields (numeric date:
///   year, month, day digits; shortened time: hour with its day period, two-digit minutes …)
///   as the template `udtitvfmt_open` is given. It has no long time style.
extension FoundationCalendarFormatters {
  public func interval(pair: StylePair, from: Instant, to: Instant) throws -> String {
    let formatter = try FoundationSource.intervalFormatter(
      locale.locale, calendar, zone: zone, refusing: pair.description)
    formatter.dateStyle = DateIntervalFormatter.Style(pair.date)
    formatter.timeStyle = DateIntervalFormatter.Style(pair.time)
    return formatter.string(from: from.date, to: to.date)
  }

  /// - Throws: `InputError.unsupported` always (``FoundationIntervalParts``).
  public func intervalParts(pair: StylePair, from: Instant, to: Instant) throws
    -> [FormattedPart]
  {
    throw FoundationIntervalParts.refusal(engine: "foundation", api: "DateIntervalFormatter")
  }
}

extension DateIntervalFormatter.Style {
  init(_ style: DateTimeStyle) {
    switch style {
    case .none: self = .none
    case .short: self = .short
    case .medium: self = .medium
    case .long: self = .long
    case .full: self = .full
    }
  }
}

extension FormatStyleCalendarFormatters {
  /// - Throws: `InputError.unsupported` for a long time style, which `Date.IntervalFormatStyle`
  ///   has not, and for a reversed pair, as ``interval(template:from:to:)``.
  public func interval(pair: StylePair, from: Instant, to: Instant) throws -> String {
    guard let time = pair.time.formatStyleTime else {
      throw InputError.unsupported(
        pair.description, engine: FormatStyleSource.engineName,
        reason:
          "Date.IntervalFormatStyle has no long time style (times are omitted, shortened, standard, complete)"
      )
    }
    guard from <= to else {
      throw InputError.unsupported(
        "\(from)/\(to)", engine: FormatStyleSource.engineName,
        reason: "Date.IntervalFormatStyle formats a Range<Date>, whose start cannot follow its end")
    }
    let style = Date.IntervalFormatStyle(
      date: pair.date.formatStyleDate, time: time, locale: base.locale, calendar: base.calendar,
      timeZone: base.timeZone)
    return style.format(from.date..<to.date)
  }

  /// - Throws: `InputError.unsupported` always (``FoundationIntervalParts``).
  public func intervalParts(pair: StylePair, from: Instant, to: Instant) throws
    -> [FormattedPart]
  {
    throw FoundationIntervalParts.refusal(
      engine: FormatStyleSource.engineName, api: "Date.IntervalFormatStyle")
  }
}
