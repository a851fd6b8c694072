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
      let result = (pattern, try timeWheels(pattern, rows))
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
        pickers.append(picker(pattern, try dateWheels(pattern, rows)))
      case .time:
        let (pattern, wheels) = try jmm()
        pickers.append(picker(pattern, wheels))
      case .dateAndTime:
        let datePattern = try generator.bestPattern(for: "MMMEd")
        let (timePattern, time) = try jmm()
        let glue = try generator.dateTimeGlue()
        var dateWheel = Wheel(
          field: .date, pattern: datePattern,
          rows: try rows.days(datePattern, span: PickerReference.daySpan),
          selected: PickerReference.daySpan, labels: .today(try today.get()))
        if dateWheel.rows.isEmpty { dateWheel.selected = 0 }
        let dateFirst = glue.ranges(of: "{1}").first.map { dateIndex in
          glue.ranges(of: "{0}").first.map { dateIndex.lowerBound < $0.lowerBound } ?? true
        } ?? true
        let combined = glue.replacing("{1}", with: datePattern).replacing("{0}", with: timePattern)
        pickers.append(picker(combined, dateFirst ? [dateWheel] + time : time + [dateWheel]))
      case .countDownTimer:
        pickers.append(picker(nil, try countDown.get()))
      }
    }
    return pickers
  }

  private func dateWheels(_ pattern: String, _ rows: RowRenderer) throws(EngineError) -> [Wheel] {
    var wheels: [Wheel] = []
    for (field, fragment) in PatternSplitter.wheels(in: pattern) {
      switch field {
      case .year:
        let span = PickerReference.yearSpan
        wheels.append(Wheel(field: field, pattern: fragment, rows: try rows.years(fragment, span: span), selected: span))
      case .month:
        let (values, selected) = try rows.monthsOfYear(fragment)
        wheels.append(Wheel(field: field, pattern: fragment, rows: values, selected: selected))
      case .day:
        let (values, selected) = try rows.daysOfMonth(fragment)
        wheels.append(Wheel(field: field, pattern: fragment, rows: values, selected: selected))
      default:
        wheels.append(try timeWheel(field, fragment, rows))
      }
    }
    return wheels
  }

  private func timeWheels(_ pattern: String, _ rows: RowRenderer) throws(EngineError) -> [Wheel] {
    var wheels: [Wheel] = []
    for (field, fragment) in PatternSplitter.wheels(in: pattern) {
      switch field {
      case .hour, .minute, .dayPeriod: wheels.append(try timeWheel(field, fragment, rows))
      default: wheels.append(Wheel(field: field, pattern: fragment, rows: try rows.years(fragment, span: 0), selected: 0))
      }
    }
    return wheels
  }

  private func timeWheel(
    _ field: WheelField, _ fragment: String, _ rows: RowRenderer
  ) throws(EngineError) -> Wheel {
    switch field {
    case .hour:
      let twelveHour = fragment.contains { $0 == "h" || $0 == "K" }
      let (values, selected) = try rows.hours(fragment, count: twelveHour ? 12 : 24)
      return Wheel(field: field, pattern: fragment, rows: values, selected: selected)
    case .minute:
      let (values, selected) = try rows.minutes(fragment, interval: minuteInterval)
      return Wheel(field: field, pattern: fragment, rows: values, selected: selected)
    default:
      let (values, selected) = try rows.dayPeriods(fragment)
      return Wheel(field: .dayPeriod, pattern: fragment, rows: values, selected: selected)
    }
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

  /// The reference moved by `offset` units of `field`, for each offset, rendered with `fragment`.
  private func around(_ fragment: String, field: Int32, span: Int) throws(EngineError) -> [String] {
    formatter.applyPattern(fragment)
    var rows: [String] = []
    for offset in -span...span {
      try calendar.set(PickerReference.instant)
      try calendar.add(field, offset)
      rows.append(try formatter.format(millis: try calendar.millis))
    }
    return rows
  }

  /// The reference year ± span (a Hebrew year keeps its month: 5 Kislev 5758 … 5778).
  func years(_ fragment: String, span: Int) throws(EngineError) -> [String] {
    try around(fragment, field: Int32(CICU_YEAR), span: span)
  }

  func days(_ fragment: String, span: Int) throws(EngineError) -> [String] {
    try around(fragment, field: Int32(CICU_DATE), span: span)
  }

  /// Every month of the reference year in this calendar (13 in a Hebrew leap year).
  func monthsOfYear(_ fragment: String) throws(EngineError) -> ([String], Int) {
    try calendar.set(PickerReference.instant)
    let year = try calendar.get(Int32(CICU_YEAR))
    let referenceMonth = try calendar.get(Int32(CICU_MONTH))
    calendar.set(Int32(CICU_DATE), 1)
    calendar.set(Int32(CICU_MONTH), 0)
    var rows: [String] = []
    var selected = 0
    formatter.applyPattern(fragment)
    while try calendar.get(Int32(CICU_YEAR)) == year, rows.count < 14 {
      if try calendar.get(Int32(CICU_MONTH)) == referenceMonth { selected = rows.count }
      rows.append(try formatter.format(millis: try calendar.millis))
      try calendar.add(Int32(CICU_MONTH), 1)
    }
    return (rows, selected)
  }

  func daysOfMonth(_ fragment: String) throws(EngineError) -> ([String], Int) {
    try calendar.set(PickerReference.instant)
    let referenceDay = try calendar.get(Int32(CICU_DATE))
    let last = try calendar.actualMaximum(Int32(CICU_DATE))
    formatter.applyPattern(fragment)
    var rows: [String] = []
    for day in 1...max(1, last) {
      calendar.set(Int32(CICU_DATE), day)
      rows.append(try formatter.format(millis: try calendar.millis))
    }
    return (rows, referenceDay - 1)
  }

  func hours(_ fragment: String, count: Int) throws(EngineError) -> ([String], Int) {
    try calendar.set(PickerReference.instant)
    let referenceHour = try calendar.get(Int32(CICU_HOUR_OF_DAY))
    formatter.applyPattern(fragment)
    var rows: [String] = []
    for hour in 0..<count {
      calendar.set(Int32(CICU_HOUR_OF_DAY), hour)
      rows.append(try formatter.format(millis: try calendar.millis))
    }
    return (rows, referenceHour % count)
  }

  func minutes(_ fragment: String, interval: Int) throws(EngineError) -> ([String], Int) {
    try calendar.set(PickerReference.instant)
    let referenceMinute = try calendar.get(Int32(CICU_MINUTE))
    formatter.applyPattern(fragment)
    var rows: [String] = []
    for minute in stride(from: 0, to: 60, by: interval) {
      calendar.set(Int32(CICU_MINUTE), minute)
      rows.append(try formatter.format(millis: try calendar.millis))
    }
    return (rows, referenceMinute / interval)
  }

  /// The distinct day periods through the day, in order (AM, PM; or 凌晨, 早上, 中午… for `B`).
  func dayPeriods(_ fragment: String) throws(EngineError) -> ([String], Int) {
    formatter.applyPattern(fragment)
    let reference = try formatter.format(PickerReference.instant)
    try calendar.set(PickerReference.instant)
    calendar.set(Int32(CICU_MINUTE), 0)
    var rows: [String] = []
    for hour in 0..<24 {
      calendar.set(Int32(CICU_HOUR_OF_DAY), hour)
      let value = try formatter.format(millis: try calendar.millis)
      if !rows.contains(value) { rows.append(value) }
    }
    if !rows.contains(reference) { rows.append(reference) }
    return (rows, rows.firstIndex(of: reference) ?? 0)
  }
}
