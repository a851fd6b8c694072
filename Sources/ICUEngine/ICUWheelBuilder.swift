import CICU
import CorpusModel

/// Builds the pickers of one locale, the way the picker derives them: patterns from ICU's
/// DateTimePatternGenerator, split into wheels, rows rendered by ICU with each wheel's fragment.
///
/// Rows are rendered through a formatter opened with the locale's own date and time styles and
/// then given each fragment, so numbering overrides of those styles carry over (he_IL's Hebrew
/// calendar writes ה׳ and תשס״ח); everything else renders as the fragment alone would.
final class ICUWheelBuilder {
  /// The styles whose numbering the wheels follow.
  static let basePair = StylePair(date: .long, time: .short)

  let locale: LocaleID
  private let isRightToLeft: Bool
  private let minuteInterval: Int
  private lazy var countDown: Result<[Wheel], EngineError> = Result { () throws(EngineError) in
    try countDownWheels()
  }
  private lazy var today: Result<String, EngineError> = Result { () throws(EngineError) in
    let id = locale.rawValue
    return try icuString("ureldatefmt_format", "\(id) today") { buffer, capacity, status in
      cicu_todayWord(id, buffer, capacity, status)
    }
  }

  init(locale: LocaleID, minuteInterval: Int) {
    self.locale = locale
    self.minuteInterval = minuteInterval
    isRightToLeft = cicu_localeIsRightToLeft(locale.rawValue) == 1
  }

  /// The pickers of one calendar in the given modes.
  ///
  /// - Parameter formatter: a formatter of the locale's long date and short time styles in this
  ///   calendar, whose pattern this replaces (the generator lends the one it formatted styles
  ///   with: opening one costs more than all the wheels' rows).
  func pickers(
    calendar: CalendarID, modes: [PickerMode], generator: ICUPatternGenerator,
    formatter lent: ICUDateFormat? = nil
  ) throws(EngineError) -> [Picker] {
    let id = "\(locale.rawValue)@calendar=\(calendar.rawValue)"
    let formatter: ICUDateFormat
    if let lent {
      formatter = lent
    } else {
      formatter = try ICUDateFormat(pair: Self.basePair, locale: id, zone: PickerReference.zone)
    }
    try formatter.setZone(PickerReference.zone)
    let icuCalendar = try ICUCalendar(locale: id, zone: PickerReference.zone)
    let rows = RowRenderer(formatter: formatter, calendar: icuCalendar)
    var pickers: [Picker] = []
    var timeWheelsOfJmm: (pattern: String, wheels: [Wheel])?
    func jmm() throws(EngineError) -> (pattern: String, wheels: [Wheel]) {
      if let cached = timeWheelsOfJmm { return cached }
      let pattern = try generator.bestPattern(for: "jmm")
      let result = (pattern, try wheels(pattern, rows))
      timeWheelsOfJmm = result
      return result
    }
    for mode in modes {
      func picker(_ pattern: String?, _ wheels: [Wheel]) -> Picker {
        Picker(
          locale: locale, calendar: calendar, mode: mode, pattern: pattern,
          isRightToLeft: isRightToLeft, wheels: wheels)
      }
      switch mode {
      case .date:
        let pattern = try generator.bestPattern(for: "yMMMMd")
        pickers.append(picker(pattern, try wheels(pattern, rows)))
      case .time:
        let (pattern, wheels) = try jmm()
        pickers.append(picker(pattern, wheels))
      case .dateAndTime:
        let datePattern = try generator.bestPattern(for: "MMMEd")
        let (timePattern, time) = try jmm()
        let glue = try generator.dateTimeGlue()
        // The whole MMMEd pattern is one wheel: `Thu, Nov 15`.
        let dateWheel = Wheel(
          field: .date, pattern: datePattern,
          rows: try rows.around(datePattern, field: .date, span: PickerReference.daySpan),
          selected: PickerReference.daySpan, labels: .today(try today.get()))
        // `{1}` is the date, `{0}` the time: en_US's `{1}, {0}` puts the date first.
        let dateFirst = (glue.firstRange(of: "{1}")?.lowerBound).map { date in
          (glue.firstRange(of: "{0}")?.lowerBound).map { date < $0 } ?? true
        } ?? true
        let combined = glue.replacing("{1}", with: datePattern).replacing("{0}", with: timePattern)
        pickers.append(picker(combined, dateFirst ? [dateWheel] + time : time + [dateWheel]))
      case .countDownTimer:
        pickers.append(picker(nil, try countDown.get()))
      }
    }
    return pickers
  }

  /// The wheels of a pattern, each with rows around the reference.
  private func wheels(_ pattern: String, _ rows: RowRenderer) throws(EngineError) -> [Wheel] {
    var wheels: [Wheel] = []
    for (field, fragment) in PatternSplitter.wheels(in: pattern) {
      let values: [String]
      let selected: Int
      switch field {
      case .year, .date:
        let span = field == .year ? PickerReference.yearSpan : PickerReference.daySpan
        (values, selected) = (try rows.around(fragment, field: field, span: span), span)
      case .month: (values, selected) = try rows.monthsOfYear(fragment)
      case .day: (values, selected) = try rows.daysOfMonth(fragment)
      case .hour:
        let twelveHour = fragment.contains { $0 == "h" || $0 == "K" }
        (values, selected) = try rows.hours(fragment, count: twelveHour ? 12 : 24)
      case .minute: (values, selected) = try rows.minutes(fragment, interval: minuteInterval)
      case .dayPeriod: (values, selected) = try rows.dayPeriods(fragment)
      }
      wheels.append(Wheel(field: field, pattern: fragment, rows: values, selected: selected))
    }
    return wheels
  }

  /// Hours 0–23 and minutes 0–59 in the locale's digits, with unit labels per plural category.
  private func countDownWheels() throws(EngineError) -> [Wheel] {
    let id = locale.rawValue
    let plain = try ICUNumberFormat(skeleton: "", locale: id)
    let samples = try ICUPluralRules(locale: id).samples()
    func labels(_ unit: String) throws(EngineError) -> WheelLabels {
      let wide = try ICUNumberFormat(skeleton: "measure-unit/duration-\(unit) unit-width-full-name", locale: id)
      let short = try ICUNumberFormat(skeleton: "measure-unit/duration-\(unit) unit-width-short", locale: id)
      var wideLabels: [String: String] = [:]
      var shortLabels: [String: String] = [:]
      for (category, sample) in samples {
        let number = try plain.format(sample)
        wideLabels[category] = try wide.format(sample).replacing(number, with: "{0}")
        shortLabels[category] = try short.format(sample).replacing(number, with: "{0}")
      }
      return .units(wide: wideLabels, short: shortLabels)
    }
    let seconds = PickerReference.countDownSeconds
    let hours = try (0..<24).map { (hour: Int) throws(EngineError) in try plain.format(hour) }
    let minuteValues = Array(stride(from: 0, to: 60, by: minuteInterval))
    let minutes = try minuteValues.map { (minute: Int) throws(EngineError) in try plain.format(minute) }
    return [
      Wheel(field: .hour, pattern: "H", rows: hours, selected: seconds / 3600, labels: try labels("hour")),
      Wheel(
        field: .minute, pattern: "m", rows: minutes,
        selected: (seconds % 3600 / 60) / minuteInterval, labels: try labels("minute")),
    ]
  }
}

/// Renders rows around the reference date with one formatter and one calendar.
private struct RowRenderer {
  let formatter: ICUDateFormat
  let calendar: ICUCalendar

  /// `fragment` at the reference with `field` set to each value (after `base` is applied).
  private func rows(
    _ fragment: String, setting field: CInt, to values: some Sequence<Int>, base: [(CInt, Int)] = []
  ) throws(EngineError) -> [String] {
    formatter.applyPattern(fragment)
    try calendar.set(PickerReference.instant)
    for (baseField, value) in base { calendar.set(baseField, value) }
    var rows: [String] = []
    for value in values {
      calendar.set(field, value)
      rows.append(try formatter.format(millis: try calendar.millis))
    }
    return rows
  }

  private func reference(_ field: CInt) throws(EngineError) -> Int {
    try calendar.set(PickerReference.instant)
    return try calendar.get(field)
  }

  /// The reference moved by each offset within ±span: years (a Hebrew year keeps its month,
  /// 5 Kislev 5758 … 5778) or days.
  func around(_ fragment: String, field: WheelField, span: Int) throws(EngineError) -> [String] {
    let unit = CInt(field == .year ? CICU_YEAR : CICU_DATE)
    formatter.applyPattern(fragment)
    var rows: [String] = []
    for offset in -span...span {
      try calendar.set(PickerReference.instant)
      try calendar.add(unit, offset)
      rows.append(try formatter.format(millis: try calendar.millis))
    }
    return rows
  }

  /// Every month of the reference year in this calendar (13 in a Hebrew leap year).
  func monthsOfYear(_ fragment: String) throws(EngineError) -> ([String], Int) {
    let referenceMonth = try reference(CInt(CICU_MONTH))
    let year = try calendar.get(CInt(CICU_YEAR))
    calendar.set(CInt(CICU_DATE), 1)
    calendar.set(CInt(CICU_MONTH), 0)
    var rows: [String] = []
    var selected = 0
    formatter.applyPattern(fragment)
    while try calendar.get(CInt(CICU_YEAR)) == year, rows.count < 14 {
      if try calendar.get(CInt(CICU_MONTH)) == referenceMonth { selected = rows.count }
      rows.append(try formatter.format(millis: try calendar.millis))
      try calendar.add(CInt(CICU_MONTH), 1)
    }
    return (rows, selected)
  }

  func daysOfMonth(_ fragment: String) throws(EngineError) -> ([String], Int) {
    let referenceDay = try reference(CInt(CICU_DATE))
    let last = try calendar.actualMaximum(CInt(CICU_DATE))
    return (try rows(fragment, setting: CInt(CICU_DATE), to: 1...max(1, last)), referenceDay - 1)
  }

  func hours(_ fragment: String, count: Int) throws(EngineError) -> ([String], Int) {
    let referenceHour = try reference(CInt(CICU_HOUR_OF_DAY))
    return (try rows(fragment, setting: CInt(CICU_HOUR_OF_DAY), to: 0..<count), referenceHour % count)
  }

  func minutes(_ fragment: String, interval: Int) throws(EngineError) -> ([String], Int) {
    let referenceMinute = try reference(CInt(CICU_MINUTE))
    let values = stride(from: 0, to: 60, by: interval)
    return (try rows(fragment, setting: CInt(CICU_MINUTE), to: values), referenceMinute / interval)
  }

  /// The distinct day periods through the day, in order (AM, PM; or 凌晨, 早上, 中午… for `B`).
  func dayPeriods(_ fragment: String) throws(EngineError) -> ([String], Int) {
    formatter.applyPattern(fragment)
    let reference = try formatter.format(PickerReference.instant)
    let hourly = try rows(
      fragment, setting: CInt(CICU_HOUR_OF_DAY), to: 0..<24, base: [(CInt(CICU_MINUTE), 0)])
    var rows: [String] = []
    for value in hourly + [reference] where !rows.contains(value) { rows.append(value) }
    return (rows, rows.firstIndex(of: reference)!)
  }
}
