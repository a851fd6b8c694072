import CorpusModel

/// A unit of calendar time a picker's rows move by or stand for.
public enum CalendarUnit: Sendable, Hashable {
  case year, month, day, hour, minute
}

/// What an engine gives the picker of one locale and calendar: patterns for skeletons, and rows
/// rendered with a pattern fragment around the picker's date (in its zone: the engine was asked
/// for this source with both, ``CalendarFormatters/pickerSource(date:zone:)``).
///
/// The order of wheels, which rows they hold and which is selected, which moment a row is
/// rendered at and which stretch of time it stands for are decided once, by ``PickerAssembly``;
/// an engine only answers these questions in its own way: a pattern, a moment moved in its
/// calendar, the calendar unit around a moment, a fragment rendered at a moment.
public protocol PickerSource {
  /// The locale's pattern for a skeleton (`yMMMMd` → `MMMM d, y`).
  func bestPattern(for skeleton: String) throws -> String

  /// The `dateAndTime` pattern joining the two patterns, and whether the date comes first.
  func dateAndTimePattern(date: String, time: String) throws -> (pattern: String, dateFirst: Bool)

  /// The locale's word for the current day, capitalized as at the start of a sentence.
  func todayWord() throws -> String

  /// How many calendar years `instant` lies after the picker's date (negative before it).
  func yearOffset(to instant: Instant) throws -> Int

  /// Every month of the date's year (13 in a Hebrew leap year) and the date's month's index.
  func monthsOfYear(_ fragment: String) throws -> (rows: [String], selected: Int)

  /// Every day of the reference month as the calendar walks it (from the first, one day added
  /// at a time until the month changes: October 1582 has 21, 1–4 and 15–31) and the reference
  /// day's index.
  func daysOfMonth(_ fragment: String) throws -> (rows: [String], selected: Int)

  /// The picker's date, in milliseconds since 1970: the moment the other moments are found
  /// from.
  var reference: Int64 { get }

  /// The reference's hour (0–23) and minute.
  var referenceTime: (hour: Int, minute: Int) { get throws }

  /// The picker's day at `hour:minute`, its seconds kept: the moment a time row is rendered at.
  func moment(hour: Int, minute: Int) throws -> Int64

  /// The picker's date on the `day`th day of its month, as ``daysOfMonth(_:)`` walks them (row
  /// `day - 1` of the day wheel).
  func moment(dayOfMonth day: Int) throws -> Int64

  /// `moment` moved by `value` of `unit` in the calendar (a month from Jan 31 is the calendar's
  /// answer, not the assembly's).
  func moment(adding value: Int, _ unit: CalendarUnit, to moment: Int64) throws -> Int64

  /// The whole `unit` of the calendar that holds `moment`: its start, and the start of the
  /// next one.
  func interval(of unit: CalendarUnit, containing moment: Int64) throws -> Range<Int64>

  /// `fragment` rendered at each moment, in order.
  func rows(_ fragment: String, at moments: [Int64]) throws -> [String]

  /// The locale's cardinal plural category of an integer (`one`, `other`…).
  ///
  /// This and ``number(_:)`` and ``duration(_:unit:wide:)`` answer for the locale alone: the
  /// same in every calendar, date and zone. ``LocalePickerMemo`` keeps their answers once per
  /// locale on that promise.
  func pluralCategory(of number: Int) throws -> String

  /// An integer in the locale's plain number format.
  func number(_ value: Int) throws -> String

  /// `value hours`, `value minutes` or `value seconds` (`unit` is `hour`, `minute` or `second`)
  /// in full or short width.
  func duration(_ value: Int, unit: String, wide: Bool) throws -> String
}

/// Builds pickers from a ``PickerSource`` as GoldenFiles.md and Pickers.md describe them:
/// wheels split from the locale's patterns, rows around the reference, labels where a wheel has
/// them.
public struct PickerAssembly {
  public let locale: LocaleID
  public let calendar: CalendarID
  public let isRightToLeft: Bool
  /// Already settled (``PickerConfiguration/settled()``): the assembly applies no picker rule
  /// to it but the timer modes' maximum durations.
  public let configuration: PickerConfiguration
  /// Whether labelled wheels carry ``Wheel/rowLabels`` (configured pickers do; the reference
  /// pickers a corpus file holds per calendar do not).
  public let labelsRows: Bool
  /// The locale's timer answers and split patterns, shared by every assembly of the locale
  /// that is given the same object.
  public let memo: LocalePickerMemo

  public var minuteInterval: Int { configuration.minuteInterval }

  public init(
    locale: LocaleID, calendar: CalendarID, isRightToLeft: Bool,
    configuration: PickerConfiguration = .reference, labelsRows: Bool = false,
    memo: LocalePickerMemo = LocalePickerMemo()
  ) {
    self.locale = locale
    self.calendar = calendar
    self.isRightToLeft = isRightToLeft
    self.configuration = configuration
    self.labelsRows = labelsRows
    self.memo = memo
  }

  /// The pickers in the given modes, in that order.
  public func pickers(modes: [PickerMode], source: some PickerSource) throws -> [Picker] {
    var timeOfJmm: (pattern: String, wheels: [Wheel])?
    func jmm() throws -> (pattern: String, wheels: [Wheel]) {
      if let cached = timeOfJmm { return cached }
      let pattern = try source.bestPattern(for: "jmm")
      let result = (pattern, try wheels(of: pattern, source))
      timeOfJmm = result
      return result
    }
    if modes.contains(where: { $0 == .time || $0 == .dateAndTime }) {
      try checkShownTime(source)
    }
    var pickers: [Picker] = []
    for mode in modes {
      func picker(_ pattern: String?, _ wheels: [Wheel]) -> Picker {
        Picker(
          locale: locale, calendar: calendar, mode: mode, pattern: pattern,
          isRightToLeft: isRightToLeft, wheels: wheels)
      }
      switch mode {
      case .date:
        let pattern = try source.bestPattern(for: "yMMMMd")
        pickers.append(picker(pattern, try wheels(of: pattern, source)))
      case .time:
        let (pattern, wheels) = try jmm()
        pickers.append(picker(pattern, wheels))
      case .dateAndTime:
        let datePattern = try source.bestPattern(for: "MMMEd")
        let (timePattern, time) = try jmm()
        // The whole MMMEd pattern is one wheel: `Thu, Nov 15`.
        let span = PickerReference.daySpan
        var dateWheel = Wheel(
          field: .date, pattern: datePattern,
          rows: try source.rows(datePattern, at: offsetMoments(-span...span, .day, source)),
          selected: span, labels: .today(try source.todayWord()))
        if configuration.hasRange { dateWheel.disabled = try disabledRows(of: dateWheel, source) }
        let joined = try source.dateAndTimePattern(date: datePattern, time: timePattern)
        pickers.append(
          picker(joined.pattern, joined.dateFirst ? [dateWheel] + time : time + [dateWheel]))
      case .countDownTimer, .minutesAndSeconds:
        pickers.append(picker(nil, try timerWheels(mode, source)))
      }
    }
    return pickers
  }

  /// Refuses a range whose minimum the time wheels would show a time before.
  ///
  /// The time wheels show the date's minute rounded down to the interval. UIDatePicker clamps
  /// its date into the range (``PickerConfiguration/settled()``), but a picker of 30-minute
  /// steps cannot show 20:07: with the range starting at 20:07 it would show 20:00, before the
  /// range, and no row of the interval may stand for the date. So such a picker is bad input
  /// (exit 2), whichever engine renders it: the date must lie on a step that starts in the
  /// range (at minute precision, as the wheels show it), or the interval be smaller.
  private func checkShownTime(_ source: some PickerSource) throws {
    // A settled date lies in the range: only the rounding can take it out.
    guard let minimum = configuration.minimum, source.reference >= minimum.millisecondsSince1970
    else { return }
    let (hour, minute) = try source.referenceTime
    let step = try source.moment(hour: hour, minute: minute / minuteInterval * minuteInterval)
    let shown = try source.interval(of: .minute, containing: step).lowerBound
    let first = try source.interval(of: .minute, containing: minimum.millisecondsSince1970)
    guard shown < first.lowerBound else { return }
    let date = Instant(millisecondsSince1970: source.reference)
    let time = Instant(millisecondsSince1970: shown)
    throw InputError.invalidValue(
      String(minuteInterval), option: "--minute-interval",
      expected: "one that shows a time in the range: date \(date) would show as \(time), "
        + "before --min \(minimum); give a date on a step in the range or a smaller interval")
  }

  /// The wheels of a pattern, each with rows around the reference.
  private func wheels(of pattern: String, _ source: some PickerSource) throws -> [Wheel] {
    var wheels: [Wheel] = []
    for (field, fragment) in memo.wheels(in: pattern) {
      let rows: [String]
      let selected: Int
      switch field {
      case .year:
        // The range's years when one is set, else the date's year ± 10.
        let span = PickerReference.yearSpan
        let first = try configuration.minimum.map(source.yearOffset) ?? -span
        let last = try configuration.maximum.map(source.yearOffset) ?? span
        let moments = try offsetMoments(first...last, .year, source)
        (rows, selected) = (try source.rows(fragment, at: moments), -first)
      case .date:
        let span = PickerReference.daySpan
        let moments = try offsetMoments(-span...span, .day, source)
        (rows, selected) = (try source.rows(fragment, at: moments), span)
      case .month: (rows, selected) = try source.monthsOfYear(fragment)
      case .day: (rows, selected) = try source.daysOfMonth(fragment)
      case .hour:
        // The field letters decide, not quoted text (`HH'h'` is a 24-hour wheel).
        let count = PatternSplitter.hasField(["h", "K"], in: fragment) ? 12 : 24
        rows = try source.rows(fragment, at: hourMoments(0..<count, onTheHour: false, source))
        selected = try source.referenceTime.hour % count
      case .minute:
        let values = Array(stride(from: 0, to: 60, by: minuteInterval))
        rows = try source.rows(fragment, at: minuteMoments(values, source))
        selected = try source.referenceTime.minute / minuteInterval
      case .second:
        // No pattern letter maps to seconds: only the minutes-and-seconds picker has them.
        (rows, selected) = (try (0..<60).map(source.number), 0)
      case .dayPeriod:
        // The distinct day periods through the day, in order (AM, PM; or 凌晨, 早上… for `B`).
        let hourly = try source.rows(
          fragment, at: hourMoments(0..<24, onTheHour: true, source) + [source.reference])
        var distinct: [String] = []
        for value in hourly where !distinct.contains(value) { distinct.append(value) }
        (rows, selected) = (distinct, distinct.firstIndex(of: hourly.last!)!)
      }
      wheels.append(Wheel(field: field, pattern: fragment, rows: rows, selected: selected))
    }
    if configuration.hasRange {
      for index in wheels.indices {
        wheels[index].disabled = try disabledRows(of: wheels[index], source)
      }
    }
    return wheels
  }

  /// The rows whose stretch of time lies wholly outside the range, at the selected values of
  /// the other wheels: the rows the picker greys out.
  ///
  /// A flexible day period (`B`) has no fixed hours to test, so none of its rows is disabled.
  private func disabledRows(of wheel: Wheel, _ source: some PickerSource) throws -> [Int] {
    let minimum = configuration.minimum?.millisecondsSince1970 ?? .min
    let maximum = configuration.maximum?.millisecondsSince1970 ?? .max
    let (hour, _) = try source.referenceTime
    func hours(_ range: Range<Int>) throws -> Range<Int64> {
      let first = try span(of: .hour, value: range.lowerBound, source)
      let last = try span(of: .hour, value: range.upperBound - 1, source)
      return first.lowerBound..<last.upperBound
    }
    var disabled: [Int] = []
    for row in wheel.rows.indices {
      let span: Range<Int64>
      switch wheel.field {
      case .year, .date:
        // Rows are offsets from the selected one: years, or days around the picker's date.
        span = try self.span(of: wheel.field, value: row - wheel.selected, source)
      case .month: span = try self.span(of: .month, value: row, source)
      case .day: span = try self.span(of: .day, value: row + 1, source)
      case .hour:
        // A 12-hour wheel's rows are hours of the selected half of the day.
        let value = wheel.rows.count == 12 ? row + (hour >= 12 ? 12 : 0) : row
        span = try self.span(of: .hour, value: value, source)
      case .minute:
        span = try self.span(of: .minute, value: row * minuteInterval, source)
      case .dayPeriod:
        guard wheel.rows.count == 2, !PatternSplitter.hasField(["B", "b"], in: wheel.pattern)
        else { return [] }
        span = try hours(row == 0 ? 0..<12 : 12..<24)
      case .second: return []
      }
      if span.upperBound <= minimum || span.lowerBound > maximum {
        disabled.append(row)
      }
    }
    return disabled
  }

  /// The moments of a year or date wheel's rows: the picker's date moved by each offset (a
  /// Hebrew year keeps its month: 5 Kislev 5758 … 5778).
  private func offsetMoments(
    _ offsets: ClosedRange<Int>, _ unit: CalendarUnit, _ source: some PickerSource
  ) throws -> [Int64] {
    try offsets.map { try source.moment(adding: $0, unit, to: source.reference) }
  }

  /// The moments of an hour wheel's rows: each hour of the picker's day at the reference's
  /// minute, or on the hour (the day periods, read at each hour's start).
  private func hourMoments(_ hours: Range<Int>, onTheHour: Bool, _ source: some PickerSource)
    throws -> [Int64]
  {
    let minute = onTheHour ? 0 : try source.referenceTime.minute
    return try hours.map { try source.moment(hour: $0, minute: minute) }
  }

  /// The moments of a minute wheel's rows: the reference's hour at each minute.
  private func minuteMoments(_ minutes: [Int], _ source: some PickerSource) throws -> [Int64] {
    let hour = try source.referenceTime.hour
    return try minutes.map { try source.moment(hour: hour, minute: $0) }
  }

  /// The stretch of time one row of a wheel stands for, in milliseconds since 1970: `value` is
  /// the year offset (`year`), the month's index in the picker's year (`month`, 0 = the first),
  /// the day of the month (`day`), the day offset (`date`), the hour of day 0–23 (`hour`,
  /// `dayPeriod`) or the minute of the reference hour (`minute`, lasting ``minuteInterval``
  /// minutes).
  ///
  /// Milliseconds rather than ``Instant``s, which would write their ISO text for each of a
  /// range's thousands of spans that only compare.
  private func span(of field: WheelField, value: Int, _ source: some PickerSource) throws
    -> Range<Int64>
  {
    switch field {
    case .year:
      let moved = try source.moment(adding: value, .year, to: source.reference)
      return try source.interval(of: .year, containing: moved)
    case .month:
      let year = try source.interval(of: .year, containing: source.reference)
      let moved = try source.moment(adding: value, .month, to: year.lowerBound)
      return try source.interval(of: .month, containing: moved)
    case .day:
      return try source.interval(of: .day, containing: source.moment(dayOfMonth: value))
    case .date:
      let moved = try source.moment(adding: value, .day, to: source.reference)
      return try source.interval(of: .day, containing: moved)
    case .hour, .dayPeriod:
      return try source.interval(of: .hour, containing: source.moment(hour: value, minute: 0))
    case .minute, .second:
      let moment = try source.moment(hour: source.referenceTime.hour, minute: value)
      // A minute is 60,000 ms in every calendar and zone: no engine is asked to add them.
      let start = try source.interval(of: .minute, containing: moment).lowerBound
      return start..<start + Int64(minuteInterval) * 60_000
    }
  }

  /// A timer mode's wheels, built once per locale and configuration (``LocalePickerMemo``).
  private func timerWheels(_ mode: PickerMode, _ source: some PickerSource) throws -> [Wheel] {
    let key = LocalePickerMemo.Key(
      mode: mode, seconds: configuration.settledDuration(for: mode).seconds,
      minuteInterval: minuteInterval, labelsRows: labelsRows)
    if let kept = memo.wheels[key] { return kept }
    let wheels =
      mode == .countDownTimer
      ? try countDownWheels(seconds: key.seconds, source)
      : try minutesAndSecondsWheels(seconds: key.seconds, source)
    memo.wheels[key] = wheels
    return wheels
  }

  /// Hours 0–23 and minutes 0–59 in the locale's digits, with unit labels per plural category;
  /// the duration's whole minutes, rounded down to the interval, selected.
  private func countDownWheels(seconds: Int, _ source: some PickerSource) throws -> [Wheel] {
    let minutes = Array(stride(from: 0, to: 60, by: minuteInterval))
    return [
      try labelledWheel(.hour, "H", values: Array(0..<24), selected: seconds / 3600, source),
      try labelledWheel(
        .minute, "m", values: minutes, selected: (seconds % 3600 / 60) / minuteInterval, source),
    ]
  }

  /// Minutes 0–59 and seconds 0–59 (LabeledPickerView's timer), each labelled.
  private func minutesAndSecondsWheels(seconds: Int, _ source: some PickerSource) throws
    -> [Wheel]
  {
    [
      try labelledWheel(.minute, "m", values: Array(0..<60), selected: seconds / 60, source),
      try labelledWheel(.second, "s", values: Array(0..<60), selected: seconds % 60, source),
    ]
  }

  /// A wheel of plain numbers with its unit's labels per plural category and, when asked, per row.
  private func labelledWheel(
    _ field: WheelField, _ pattern: String, values: [Int], selected: Int,
    _ source: some PickerSource
  ) throws -> Wheel {
    let unit = Self.unit(of: field)
    let rows = try values.map(source.number)
    var rowLabels: [RowLabel]?
    if labelsRows {
      rowLabels = try zip(values, rows).map { value, row in
        let key = LocalePickerMemo.RowKey(field: field, value: value)
        if let kept = memo.rowLabels[key] { return kept }
        let label = RowLabel(
          row: row, category: try source.pluralCategory(of: value),
          wide: try source.duration(value, unit: unit, wide: true),
          short: try source.duration(value, unit: unit, wide: false))
        memo.rowLabels[key] = label
        return label
      }
    }
    return Wheel(
      field: field, pattern: pattern, rows: rows, selected: selected,
      labels: try unitLabels(field, source), rowLabels: rowLabels)
  }

  /// The unit a labelled wheel counts in, as ``PickerSource/duration(_:unit:wide:)`` names it.
  private static func unit(of field: WheelField) -> String {
    field == .hour ? "hour" : field == .minute ? "minute" : "second"
  }

  /// The smallest whole number of each plural category among integers (`one`: 1, `other`: 0 in
  /// English), so a label is rendered per category.
  private func pluralSamples(_ source: some PickerSource) throws -> [(
    category: String, number: Int
  )] {
    if let kept = memo.samples { return kept }
    // A locale has at most six categories: a list searched in place, not a hashed table.
    var smallest: [(category: String, number: Int)] = []
    for number in Array(0...200) + [1_000, 10_000, 100_000, 1_000_000] {
      let category = try source.pluralCategory(of: number)
      if !smallest.contains(where: { $0.category == category }) {
        smallest.append((category, number))
      }
    }
    let samples = smallest.sorted { $0.category < $1.category }
    memo.samples = samples
    return samples
  }

  /// A unit's label per plural category in both widths, the number written `{0}`.
  private func unitLabels(_ field: WheelField, _ source: some PickerSource) throws -> WheelLabels {
    if let kept = memo.unitLabels[field] { return kept }
    let unit = Self.unit(of: field)
    var wide: [String: String] = [:]
    var short: [String: String] = [:]
    for (category, sample) in try pluralSamples(source) {
      let number = try source.number(sample)
      wide[category] = try source.duration(sample, unit: unit, wide: true)
        .replacingCharacters(number, with: "{0}")
      short[category] = try source.duration(sample, unit: unit, wide: false)
        .replacingCharacters(number, with: "{0}")
    }
    let labels = WheelLabels.units(wide: wide, short: short)
    memo.unitLabels[field] = labels
    return labels
  }
}
