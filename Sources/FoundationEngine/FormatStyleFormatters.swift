import Assembly
import CorpusModel
import Foundation

/// One locale's FormatStyles: per calendar; week rules and direction as the Foundation engine
/// reads them (`Calendar`, `Locale.Language`).
public final class FormatStyleLocaleFormatters: LocaleFormatters {
  let locale: LocaleID
  let foundation: FoundationLocaleFormatters

  init(_ locale: LocaleID) {
    self.locale = locale
    foundation = FoundationLocaleFormatters(locale)
  }

  public var isRightToLeft: Bool { foundation.isRightToLeft }

  public func calendar(_ calendar: CalendarID, zone: ZoneID) throws -> FormatStyleCalendarFormatters
  {
    try FormatStyleCalendarFormatters(locale: self, calendar: calendar, zone: zone)
  }

  public func week(zone: ZoneID) throws -> FoundationWeekReader { try foundation.week(zone: zone) }
}

/// One locale's FormatStyles in one calendar: a `Date.FormatStyle` per style pair (moved
/// between zones) and per template, a `Date.FormatString` per fixed pattern.
public final class FormatStyleCalendarFormatters: CalendarFormatters {
  let locale: FormatStyleLocaleFormatters
  let calendar: CalendarID
  let zone: ZoneID
  /// No fields, the locale, calendar and zone: what every style and template starts from.
  let base: Date.FormatStyle
  private var styles: [StylePair: Date.FormatStyle] = [:]
  private var templates: [String: FormatStyleTemplate] = [:]
  private var formats: [String: Date.FormatString] = [:]
  private var generator: FormatStylePatterns?
  private var intervals: [String: FormatStyleInterval] = [:]

  init(locale: FormatStyleLocaleFormatters, calendar: CalendarID, zone: ZoneID) throws {
    self.locale = locale
    self.calendar = calendar
    self.zone = zone
    let foundationLocale = Locale(identifier: locale.locale.rawValue)
    var made = Calendar(identifier: try calendar.foundation)
    made.locale = foundationLocale
    base = Date.FormatStyle(
      date: .omitted, time: .omitted, locale: foundationLocale, calendar: made,
      timeZone: try FoundationSource.timeZone(zone))
  }

  func styleFormat(_ pair: StylePair, zone: ZoneID) throws -> Date.FormatStyle {
    if var built = styles[pair] {
      if built.timeZone.identifier != zone.rawValue {
        built.timeZone = try FoundationSource.timeZone(zone)
        styles[pair] = built
      }
      return built
    }
    guard let time = pair.time.formatStyleTime else {
      throw InputError.unsupported(
        pair.description, engine: FormatStyleSource.engineName,
        reason:
          "Date.FormatStyle has no long time style (times are omitted, shortened, standard, complete)"
      )
    }
    var style = Date.FormatStyle(
      date: pair.date.formatStyleDate, time: time, locale: base.locale, calendar: base.calendar,
      timeZone: base.timeZone)
    if zone != self.zone { style.timeZone = try FoundationSource.timeZone(zone) }
    styles[pair] = style
    return style
  }

  public func style(_ pair: StylePair, zone: ZoneID, at instant: Instant) throws -> String {
    try styleFormat(pair, zone: zone).format(instant.date)
  }

  func template(_ text: String) throws -> FormatStyleTemplate {
    if let built = templates[text] { return built }
    let built = try FormatStyleTemplate(text, base: base)
    templates[text] = built
    return built
  }

  /// The pattern `Date.FormatStyle` renders for the template's fields (``FormatStylePatterns``).
  public func pattern(forSkeleton skeleton: String) throws -> String {
    try patterns().pattern(forSkeleton: try template(skeleton).skeleton)
  }

  func patterns() throws -> FormatStylePatterns {
    if let generator { return generator }
    let made = try FormatStylePatterns(FormatStyleSource.icuID(locale.locale, calendar))
    generator = made
    return made
  }

  /// The template's pattern, and the string of the `Date.FormatStyle` of its fields.
  public func template(_ template: String, at instant: Instant) throws -> SkeletonResult {
    let built = try self.template(template)
    return SkeletonResult(
      pattern: try patterns().pattern(forSkeleton: built.skeleton),
      string: built.style.format(instant.date))
  }

  func formatString(_ pattern: String) throws -> Date.FormatString {
    if let built = formats[pattern] { return built }
    let built = try FormatStyleVerbatim.formatString(pattern)
    formats[pattern] = built
    return built
  }

  public func string(pattern: String, at instant: Instant) throws -> String {
    Date.VerbatimFormatStyle(
      format: try formatString(pattern), locale: base.locale, timeZone: base.timeZone,
      calendar: base.calendar
    ).format(instant.date)
  }

  /// `Date(text, strategy: style.parseStrategy)`, which parses leniently: `Date.FormatStyle`
  /// offers no strict parse, so a strict one is refused as unsupported.
  public func parse(_ text: String, pair: StylePair, zone: ZoneID, lenient: Bool) throws
    -> Instant?
  {
    let style = try styleFormat(pair, zone: zone)
    guard lenient else {
      throw InputError.unsupported(
        pair.description, engine: FormatStyleSource.engineName,
        reason: "Date.FormatStyle parses leniently only")
    }
    return (try? Date(text, strategy: style.parseStrategy)).map(Instant.init)
  }

  /// `Date.ParseStrategy` of the pattern's format string, lenient or not.
  public func parse(_ text: String, pattern: String, lenient: Bool) throws -> Instant? {
    let strategy = Date.ParseStrategy(
      format: try formatString(pattern), locale: base.locale, timeZone: base.timeZone,
      calendar: base.calendar, isLenient: lenient)
    return (try? strategy.parse(text)).map(Instant.init)
  }

  /// Through `Date.IntervalFormatStyle` with the template's fields (``FormatStyleInterval``).
  ///
  /// - Throws: `InputError.unsupported` for a reversed pair (`to` before `from`): the style
  ///   formats a `Range<Date>`, which cannot run backwards (`from..<to` traps), and swapping the
  ///   ends would be another question than the one asked. The other engines' APIs take the pair
  ///   as given (ICU's `udtitvfmt_format`, `DateIntervalFormatter.string(from:to:)`).
  public func interval(template: String, from: Instant, to: Instant) throws -> String {
    if IntervalConfiguration.isConfigured(template) {
      throw IntervalConfiguration.foundationRefusal(template, engine: FormatStyleSource.engineName)
    }
    let interval: FormatStyleInterval
    if let made = intervals[template] {
      interval = made
    } else {
      interval = try FormatStyleInterval(
        template,
        base: Date.IntervalFormatStyle(
          locale: base.locale, calendar: base.calendar, timeZone: base.timeZone))
      intervals[template] = interval
    }
    guard from <= to else {
      throw InputError.unsupported(
        "\(from)/\(to)", engine: FormatStyleSource.engineName,
        reason: "Date.IntervalFormatStyle formats a Range<Date>, whose start cannot follow its end")
    }
    return interval.style.format(from.date..<to.date)
  }

  /// Refused: no Foundation API gives a field's display name (``FieldNameWidth/foundationRefusal``).
  public func fieldDisplayName(_ field: WheelField, width: FieldNameWidth) throws -> String {
    throw InputError.unsupported(
      FieldNameWidth.refusedText(field), engine: FormatStyleSource.engineName,
      reason: FieldNameWidth.foundationRefusal)
  }

  public func pickerSource(date: Instant, zone: ZoneID) throws -> FormatStylePickerSource {
    try FormatStylePickerSource(formatters: self, date: date, zone: zone)
  }

  public func monthSource(zone: ZoneID) throws -> FormatStyleMonthSource {
    try FoundationMonths(
      FormatStyleMonthText(formatters: self, zone: zone), locale: locale.locale,
      calendar: calendar, zone: zone)
  }
}

extension Instant {
  init(_ date: Date) {
    self.init(millisecondsSince1970: Int64((date.timeIntervalSince1970 * 1000).rounded()))
  }
}

/// Relative times and durations are the FormatStyle family already in the Foundation engine
/// (`Date.AnchoredRelativeFormatStyle`, `Duration.UnitsFormatStyle`,
/// `Duration.TimeFormatStyle`): this engine asks them the same way.
extension FormatStyleLocaleFormatters: RelativeDurationFormatters {
  public func relative(_ query: RelativeQuery) throws -> String? {
    try foundation.relative(query, engine: FormatStyleSource.engineName)
  }

  public func relative(between query: RelativeInstantsQuery) throws -> String {
    try foundation.relative(between: query, engine: FormatStyleSource.engineName)
  }

  public func relativeParts(_ query: RelativeQuery) throws -> [FormattedPart] {
    throw FoundationLocaleFormatters.noRelativeParts(engine: FormatStyleSource.engineName)
  }

  public func duration(_ query: DurationQuery) throws -> String {
    try foundation.duration(query, engine: "formatstyle")
  }
}
