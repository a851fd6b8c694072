import CICU
import CorpusModel
import EngineSupport

/// A locale's number formatters and plural rules for the count-down, opened once per locale.
///
/// The count-down's numbers, labels and plural categories depend on the locale alone, yet each
/// calendar's picker asks for them: answers are kept, so the three calendars cost one.
final class ICULocaleNumbers {
  let plain: ICUNumberFormat
  let plural: ICUPluralRules
  let durations: [String: ICUNumberFormat]
  private var numbers: [Int: String] = [:]
  private var categories: [Int: String] = [:]
  private var durationTexts: [String: String] = [:]

  init(locale id: String) throws(EngineError) {
    plain = try ICUNumberFormat(skeleton: "", locale: id)
    plural = try ICUPluralRules(locale: id)
    var durations: [String: ICUNumberFormat] = [:]
    for unit in ["hour", "minute"] {
      for (width, skeleton) in [("wide", "unit-width-full-name"), ("short", "unit-width-short")] {
        durations["\(unit) \(width)"] = try ICUNumberFormat(
          skeleton: "measure-unit/duration-\(unit) \(skeleton)", locale: id)
      }
    }
    self.durations = durations
  }

  func number(_ value: Int) throws(EngineError) -> String {
    if let known = numbers[value] { return known }
    let text = try plain.format(value)
    numbers[value] = text
    return text
  }

  func category(of value: Int) throws(EngineError) -> String {
    if let known = categories[value] { return known }
    let category = try plural.category(of: value)
    categories[value] = category
    return category
  }

  func duration(_ value: Int, unit: String, wide: Bool) throws(EngineError) -> String {
    let key = "\(unit) \(wide ? "wide" : "short") \(value)"
    if let known = durationTexts[key] { return known }
    let text = try durations["\(unit) \(wide ? "wide" : "short")"]!.format(value)
    durationTexts[key] = text
    return text
  }
}

/// ICU's answers for one locale and calendar: one formatter and one calendar move through the
/// rows.
public struct ICUPickerSource: PickerSource {
  let generator: ICUPatternGenerator
  let formatter: ICUDateFormat
  let calendar: ICUCalendar
  let numbers: ICULocaleNumbers
  let today: () throws(EngineError) -> String

  public func bestPattern(for skeleton: String) throws -> String {
    try generator.bestPattern(for: skeleton)
  }

  /// The generator's glue with both patterns put in: `{1}` is the date, `{0}` the time.
  public func dateAndTimePattern(date: String, time: String) throws -> (
    pattern: String, dateFirst: Bool
  ) {
    let glue = try generator.dateTimeGlue()
    let dateFirst =
      (glue.firstRange(of: "{1}")?.lowerBound).map { date in
        (glue.firstRange(of: "{0}")?.lowerBound).map { date < $0 } ?? true
      } ?? true
    return (glue.replacing("{1}", with: date).replacing("{0}", with: time), dateFirst)
  }

  public func todayWord() throws -> String { try today() }

  /// A Hebrew year keeps its month: 5 Kislev 5758 … 5778.
  public func rowsAround(_ fragment: String, field: WheelField, span: Int) throws -> [String] {
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

  public func monthsOfYear(_ fragment: String) throws -> (rows: [String], selected: Int) {
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

  public func daysOfMonth(_ fragment: String) throws -> (rows: [String], selected: Int) {
    let referenceDay = try reference(CInt(CICU_DATE))
    let last = try calendar.actualMaximum(CInt(CICU_DATE))
    return (try rows(fragment, setting: CInt(CICU_DATE), to: 1...max(1, last)), referenceDay - 1)
  }

  public func hourRows(_ fragment: String, hours: Range<Int>, onTheHour: Bool) throws -> (
    rows: [String], reference: String
  ) {
    formatter.applyPattern(fragment)
    let reference = try formatter.format(PickerReference.instant)
    let base = onTheHour ? [(CInt(CICU_MINUTE), 0)] : []
    return (try rows(fragment, setting: CInt(CICU_HOUR_OF_DAY), to: hours, base: base), reference)
  }

  public func minuteRows(_ fragment: String, minutes: [Int]) throws -> [String] {
    try rows(fragment, setting: CInt(CICU_MINUTE), to: minutes)
  }

  public var referenceTime: (hour: Int, minute: Int) {
    get throws { (try reference(CInt(CICU_HOUR_OF_DAY)), try reference(CInt(CICU_MINUTE))) }
  }

  public func pluralCategory(of number: Int) throws -> String {
    try numbers.category(of: number)
  }

  public func number(_ value: Int) throws -> String { try numbers.number(value) }

  public func duration(_ value: Int, unit: String, wide: Bool) throws -> String {
    try numbers.duration(value, unit: unit, wide: wide)
  }

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
}
