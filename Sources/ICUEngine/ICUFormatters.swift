import Assembly
import CICU
import CorpusModel

/// One locale's ICU handles: per calendar, and what the pickers share across calendars (number
/// formats, plural rules, the word for today), opened on first use.
public final class ICULocaleFormatters: LocaleFormatters {
  let locale: LocaleID
  public let isRightToLeft: Bool
  lazy var numbers = Result { () throws(EngineError) in
    try ICULocaleNumbers(locale: locale.rawValue)
  }
  lazy var today = Result { () throws(EngineError) in
    let id = locale.rawValue
    return try icuString("ureldatefmt_format", "\(id) today") { buffer, capacity, status in
      cicu_todayWord(id, buffer, capacity, status)
    }
  }

  /// The relative-time and measure formats (``ICUSpanFormats``), opened per width on first use.
  lazy var spans = ICUSpanFormats(locale: locale.rawValue)

  init(locale: LocaleID) {
    self.locale = locale
    isRightToLeft = cicu_localeIsRightToLeft(locale.rawValue) == 1
  }

  public func calendar(_ calendar: CalendarID, zone: ZoneID) -> ICUCalendarFormatters {
    ICUCalendarFormatters(locale: self, id: icuLocale(locale, calendar), zone: zone)
  }

  /// Gregorian, or the calendar the locale's settings name where ICU has it: a file of
  /// `en_US@calendar=iso8601` shows ISO months (Monday first, 4 minimal days), and its week
  /// entry says the same.
  public func week(zone: ZoneID) throws -> ICUWeekReader {
    let calendar = try locale.calendarSetting.flatMap { setting throws(EngineError) in
      try ICUCalendars.all().contains(setting) ? setting : nil
    }
    return ICUWeekReader(
      calendar: try ICUCalendar(locale: icuLocale(locale, calendar ?? .gregorian), zone: zone))
  }
}

/// One locale's formatters in one calendar: the style pairs' set (``ICUStyleSet``: a formatter
/// per numbering override, re-patterned per pair and moved between zones — opening one costs
/// as much as ten formats), one pattern generator, one pattern formatter, and the pickers' and
/// months' handles by zone.
///
/// Every handle has one owner and is kept by what it was made for, so no answer depends on the
/// order the steps ask (issue 40): the style set belongs to the styles and their parsing, the
/// pattern formatter to the patterns and theirs, both in ``zone``; the pickers' formatter and
/// calendar of a zone (``ICUPickerHandles``) to the picker sources of that zone, and a month
/// source (with its own formatters and calendar) to the months of its zone. A handle kept by
/// zone is never moved to another zone, and whoever re-patterns a handle owns it and sets the
/// pattern before each answer.
public final class ICUCalendarFormatters: CalendarFormatters {
  /// The styles whose numbering the picker's rows follow (he_IL's Hebrew calendar: ה׳, תשס״ח).
  static let pickerPair = StylePair(date: .long, time: .short)

  private let locale: ICULocaleFormatters
  let id: String
  let zone: ZoneID
  // Unchecked at run time, as `RememberingPickerSource`'s state is (its note says why).
  @exclusivity(unchecked) private var stylesHandle: ICUStyleSet?
  @exclusivity(unchecked) private var patterns: ICUDateFormat?
  @exclusivity(unchecked) private var generatorHandle: ICUPatternGenerator?
  /// The pickers' row formatter and calendar per zone: every picker source of a zone (the
  /// reference's, the plan's configured pickers) shares them.
  @exclusivity(unchecked) private var pickerHandles: [ZoneID: ICUPickerHandles] = [:]
  /// The months' source per zone: ``MonthStep`` and ``MonthRangesStep`` ask the same one.
  @exclusivity(unchecked) private var monthSources: [ZoneID: ICUMonthSource] = [:]
  /// An interval format per template, opened on first use.
  @exclusivity(unchecked) private var intervalFormats: [String: ICUIntervalFormat] = [:]
  /// The templates a loaded ICU cannot open an interval format for, and why: refused for every
  /// pair without asking again.
  @exclusivity(unchecked) private var refusedIntervals: [String: InputError] = [:]

  init(locale: ICULocaleFormatters, id: String, zone: ZoneID) {
    self.locale = locale
    self.id = id
    self.zone = zone
  }

  private var generator: ICUPatternGenerator {
    get throws(EngineError) {
      if let generatorHandle { return generatorHandle }
      let generator = try ICUPatternGenerator(locale: id)
      generatorHandle = generator
      return generator
    }
  }

  var styles: ICUStyleSet {
    get throws(EngineError) {
      if let stylesHandle { return stylesHandle }
      let styles = try ICUStyleSet(locale: id, zone: zone)
      stylesHandle = styles
      return styles
    }
  }

  public func style(_ pair: StylePair, zone: ZoneID, at instant: Instant) throws -> String {
    try styles.format(pair, zone: zone, at: instant)
  }

  public func pattern(forSkeleton skeleton: String) throws -> String {
    try generator.bestPattern(for: skeleton)
  }

  /// One formatter opened from the first pattern and re-patterned for the others: a pattern
  /// formatter carries no style's numbering override, so re-patterning changes nothing else.
  public func string(pattern: String, at instant: Instant) throws -> String {
    if let patterns {
      patterns.applyPattern(pattern)
      return try patterns.format(instant)
    }
    let formatter = try ICUDateFormat(pattern: pattern, locale: id, zone: zone)
    patterns = formatter
    return try formatter.format(instant)
  }

  /// - Throws: `InputError.unsupported` when a loaded ICU's `udtitvfmt_open` answers
  ///   U_MISSING_RESOURCE_ERROR (ICU 60.3 for the date templates of the Buddhist and Hebrew
  ///   calendars in 140 locales, `az_Cyrl`, `en_GB`, `es_AR`, `pt_PT`…, and a few of their
  ///   Islamic and Indian ones), so a corpus leaves that template out of that calendar and
  ///   `format --template T --to B` refuses it in one line, rather than fail the whole default
  ///   corpus or write an interval of other data; the linked ICU's error stays an engine
  ///   failure. A configured template (``IntervalConfiguration``) is refused where
  ///   `ICUIntervalFormat.configured` says.
  public func interval(template: String, from: Instant, to: Instant) throws -> String {
    try intervalFormat(template).format(from: from, to: to)
  }

  /// The interval format of `template`, opened on first use (``interval(template:from:to:)``
  /// says what is refused).
  func intervalFormat(_ template: String) throws -> ICUIntervalFormat {
    if let format = intervalFormats[template] { return format }
    if let refusal = refusedIntervals[template] { throw refusal }
    if IntervalConfiguration.isConfigured(template) {
      let format = try ICUIntervalFormat.configured(template, locale: id, zone: zone)
      intervalFormats[template] = format
      return format
    }
    let format: ICUIntervalFormat
    do {
      format = try ICUIntervalFormat(skeleton: template, locale: id, zone: zone)
    } catch {
      guard cicu_bind_callsLinked() == 0, error.status == "U_MISSING_RESOURCE_ERROR" else {
        throw error
      }
      let refusal = InputError.unsupported(
        template, engine: ICUSource().name,
        reason: "this ICU's \(error.operation) answers \(error.status) for it in \(id)")
      refusedIntervals[template] = refusal
      throw refusal
    }
    intervalFormats[template] = format
    return format
  }

  /// From the pattern generator of the locale and calendar (the names do not depend on the
  /// calendar: issue 44 found no difference over 62 locales and 5 calendars).
  ///
  /// - Throws: `InputError.unsupported` on a loaded ICU without the function (60.3).
  public func fieldDisplayName(_ field: WheelField, width: FieldNameWidth) throws -> String {
    if let missing = ICUSource.lacking(ICUSource.fieldNameFunctions) {
      throw InputError.unsupported(
        FieldNameWidth.refusedText(field), engine: ICUSource().name,
        reason: "this ICU has no \(missing) (first in ICU \(cicu_bind_since(missing)))")
    }
    return try generator.fieldDisplayName(field, width)
  }

  // MARK: Parsing (the parsing artifact)

  /// With the style set's formatter of the pair, as the string was written.
  public func parse(_ text: String, pair: StylePair, zone: ZoneID, lenient: Bool) throws
    -> Instant?
  {
    try styles.parse(text, pair, zone: zone, lenient: lenient)
  }

  public func parse(_ text: String, pattern: String, lenient: Bool) throws -> Instant? {
    if let patterns {
      patterns.applyPattern(pattern)
      return patterns.parse(text, lenient: lenient)
    }
    let formatter = try ICUDateFormat(pattern: pattern, locale: id, zone: zone)
    patterns = formatter
    return formatter.parse(text, lenient: lenient)
  }

  /// Rows render through a formatter opened with the locale's long date and short time styles
  /// and then given each fragment, so the numbering overrides of those styles carry over. The
  /// style set gives up its formatter for that pair (opening one costs more than all the
  /// wheels' rows; the set opens another should a style be asked again): the formatter is the
  /// pickers' alone from then on.
  ///
  /// The sources of one zone (the reference's date and the configured pickers' dates) share
  /// that formatter and a calendar in that zone: each answer sets the pattern and the moment it
  /// formats, so none depends on what another asked before it.
  public func pickerSource(date: Instant, zone: ZoneID) throws -> ICUPickerSource {
    let handles: ICUPickerHandles
    if let kept = pickerHandles[zone] {
      handles = kept
    } else {
      handles = ICUPickerHandles(
        formatter: try styles.take(Self.pickerPair, zone: zone),
        calendar: try ICUCalendar(locale: id, zone: zone))
      pickerHandles[zone] = handles
    }
    return ICUPickerSource(
      generator: try generator, formatter: handles.formatter, calendar: handles.calendar,
      localeNumbers: { () throws(EngineError) in try self.locale.numbers.get() }, date: date,
      today: { () throws(EngineError) in try self.locale.today.get() })
  }

  /// The months of a zone, from a source with formatters and a calendar of its own
  /// (``ICUMonthSource``), kept for the zone: its answers depend on nothing else asked here.
  public func monthSource(zone: ZoneID) throws -> ICUMonthSource {
    if let kept = monthSources[zone] { return kept }
    let source = try ICUMonthSource(locale: id, zone: zone, generator: try generator)
    monthSources[zone] = source
    return source
  }
}

/// The pickers' handles in one zone: the row formatter (the picker styles' formatter, given
/// each fragment) and the calendar the rows move through, made in that zone and never moved.
struct ICUPickerHandles {
  let formatter: ICUDateFormat
  let calendar: ICUCalendar
}

/// A locale's week rules from one ICU calendar (``ICULocaleFormatters/week(zone:)`` says which).
public struct ICUWeekReader: WeekReader {
  let calendar: ICUCalendar

  public var firstWeekday: Int { calendar.firstWeekday }
  public var minimalDaysInFirstWeek: Int { calendar.minimalDaysInFirstWeek }

  public func weekOfYear(at instant: Instant) throws -> WeekOfYear {
    try calendar.set(instant)
    return WeekOfYear(
      week: try calendar.get(Int32(CICU_WEEK_OF_YEAR)),
      yearForWeekOfYear: try calendar.get(Int32(CICU_YEAR_WOY)))
  }
}

/// Calendar fields from an ICU calendar per zone (checked to be the calendar asked for, so a
/// keyword typo cannot fall back silently) and month names from an `MMMM` formatter.
public final class ICUFieldsReader: FieldsReader {
  private let calendarID: CalendarID
  private let id: String
  private let monthFormat: ICUDateFormat
  // Unchecked at run time, as `RememberingPickerSource`'s state is (its note says why).
  @exclusivity(unchecked) private var current: (zone: ZoneID, calendar: ICUCalendar)?

  init(calendar: CalendarID, locale id: String, zone: ZoneID) throws(EngineError) {
    calendarID = calendar
    self.id = id
    monthFormat = try ICUDateFormat(pattern: "MMMM", locale: id, zone: zone)
  }

  public func fields(zone: ZoneID, at instant: Instant) throws -> CalendarFields {
    let calendar = try self.calendar(in: zone)
    try monthFormat.setZone(zone)
    try calendar.set(instant)
    func field(_ value: Int32) throws(EngineError) -> Int { try calendar.get(value) }
    return CalendarFields(
      era: try field(Int32(CICU_ERA)),
      year: try field(Int32(CICU_YEAR)),
      month: try field(Int32(CICU_MONTH)) + 1,
      monthName: try monthFormat.format(instant),
      isLeapMonth: try field(Int32(CICU_IS_LEAP_MONTH)) != 0,
      day: try field(Int32(CICU_DATE)),
      hour: try field(Int32(CICU_HOUR_OF_DAY)),
      minute: try field(Int32(CICU_MINUTE)),
      weekday: try field(Int32(CICU_DAY_OF_WEEK)),
      weekdayOrdinal: try field(Int32(CICU_DAY_OF_WEEK_IN_MONTH)))
  }

  private func calendar(in zone: ZoneID) throws(EngineError) -> ICUCalendar {
    if let current, current.zone == zone { return current.calendar }
    let calendar = try ICUCalendar(locale: id, zone: zone)
    let actual = try calendar.type()
    guard ICUCalendars.isType(actual, of: calendarID) else {
      throw EngineError(operation: "ucal_open", status: "built a \(actual) calendar", context: id)
    }
    current = (zone, calendar)
    return calendar
  }
}
