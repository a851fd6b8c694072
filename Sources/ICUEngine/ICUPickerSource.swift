import Assembly
import CICU
import CorpusModel

/// A locale's number formatters and plural rules for the count-down, opened once per locale.
///
/// The count-down's numbers, labels and plural categories depend on the locale alone, yet each
/// calendar's picker asks for them: answers are kept, so the three calendars cost one. They are
/// kept by integers (a formatter's index and the value), as a lookup costs less than a key
/// string would.
final class ICULocaleNumbers {
  let plain: ICUNumberFormat
  let plural: ICUPluralRules
  /// `hour`, `minute`, `second` (``units``), each wide then short.
  let durations: [ICUNumberFormat]
  // Unchecked at run time, as `RememberingPickerSource`'s state is (its note says why).
  @exclusivity(unchecked) private var numbers = IntKeyedTexts()
  @exclusivity(unchecked) private var categories = IntKeyedTexts()
  /// Per formatter of ``durations``.
  @exclusivity(unchecked) private var durationTexts = Array(repeating: IntKeyedTexts(), count: 6)

  static let units = ["hour", "minute", "second"]

  /// The functions a labelled wheel needs beyond the core, in the order they are checked:
  /// `unumf_*` is the only C API that writes a unit's label with its number (`5 hours`), so
  /// there is no `unum_*` route on an ICU without it (60.3; `unumf_*` came in 62).
  static let functions = [
    "unumf_openForSkeletonAndLocale", "unumf_openResult", "unumf_formatInt",
    "unumf_resultToString", "unumf_closeResult", "unumf_close",
  ]

  /// Why the bound ICU cannot label a count-down's wheels, nil when it can: the one line
  /// `wheels` and `format` give, and the reason a corpus leaves those pickers out.
  static let refusal: InputError? = {
    guard let missing = ICUSource.lacking(functions) else { return nil }
    return .unsupported(
      "countDownTimer and minutesAndSeconds pickers", engine: ICUSource().name,
      reason:
        "this ICU has no \(missing) (first in ICU \(cicu_bind_since(missing))), "
        + "the only C API that writes a unit's label with its number")
  }()

  init(locale id: String) throws(EngineError) {
    plain = try ICUNumberFormat(skeleton: "", locale: id)
    plural = try ICUPluralRules(locale: id)
    var durations: [ICUNumberFormat] = []
    for unit in Self.units {
      for skeleton in ["unit-width-full-name", "unit-width-short"] {
        durations.append(
          try ICUNumberFormat(skeleton: "measure-unit/duration-\(unit) \(skeleton)", locale: id))
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
    guard let unitIndex = Self.units.firstIndex(of: unit) else {
      throw EngineError(
        operation: "unumf_formatInt", status: "no duration unit '\(unit)'",
        context: "hour, minute or second")
    }
    let format = unitIndex * 2 + (wide ? 0 : 1)
    if let known = durationTexts[format][value] { return known }
    let text = try durations[format].format(value)
    durationTexts[format][value] = text
    return text
  }
}

/// Texts kept by integer: 0–255 (the count-down's values, the plural samples) in an array, any
/// other in a dictionary. Hashing an integer key cost more than the Swift side of the answer.
struct IntKeyedTexts {
  private var small: [String?] = []
  private var other: [Int: String] = [:]

  subscript(value: Int) -> String? {
    get {
      guard (0..<256).contains(value) else { return other[value] }
      return value < small.count ? small[value] : nil
    }
    set {
      guard (0..<256).contains(value) else { return other[value] = newValue }
      if small.isEmpty { small = Array(repeating: nil, count: 256) }
      small[value] = newValue
    }
  }
}

/// ICU's answers for one locale and calendar: one formatter and one calendar move through the
/// rows.
public struct ICUPickerSource: PickerSource {
  let generator: ICUPatternGenerator
  let formatter: ICUDateFormat
  let calendar: ICUCalendar
  /// The locale's numbers, opened by the first labelled wheel that asks: a date or time picker
  /// needs none, so it renders on an ICU without `unumf_*` (``ICULocaleNumbers/refusal``).
  let localeNumbers: () throws(EngineError) -> ICULocaleNumbers
  /// The picker's date.
  let date: Instant
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
      (glue.firstRange(ofCharacters: "{1}")?.lowerBound).map { date in
        (glue.firstRange(ofCharacters: "{0}")?.lowerBound).map { date < $0 } ?? true
      } ?? true
    return (
      glue.replacingCharacters("{1}", with: date).replacingCharacters("{0}", with: time),
      dateFirst
    )
  }

  public func todayWord() throws -> String { try today() }

  /// Counted in extended years, which run on across eras.
  public func yearOffset(to instant: Instant) throws -> Int {
    try calendar.set(instant)
    let year = try calendar.get(CInt(CICU_EXTENDED_YEAR))
    return year - (try reference(CInt(CICU_EXTENDED_YEAR)))
  }

  /// ICU's own walk: the year's first day (`DAY_OF_YEAR` 1), then one month at a time until
  /// the extended year changes — so a Chinese leap month is a row of its own (2023: 13, the
  /// leap second month after the second), and a Japanese year that starts in one era and ends
  /// in another (1989, 2019) keeps all its months.
  public func monthsOfYear(_ fragment: String) throws -> (rows: [String], selected: Int) {
    let referenceMonth = try reference(CInt(CICU_MONTH))
    let referenceLeap = try calendar.get(CInt(CICU_IS_LEAP_MONTH))
    let year = try calendar.get(CInt(CICU_EXTENDED_YEAR))
    calendar.set(CInt(CICU_DAY_OF_YEAR), 1)
    var rows: [String] = []
    var selected = 0
    formatter.applyPattern(fragment)
    while try calendar.get(CInt(CICU_EXTENDED_YEAR)) == year, rows.count < 14 {
      if try calendar.get(CInt(CICU_MONTH)) == referenceMonth,
        try calendar.get(CInt(CICU_IS_LEAP_MONTH)) == referenceLeap
      {
        selected = rows.count
      }
      rows.append(try formatter.format(millis: try calendar.millis))
      try calendar.add(CInt(CICU_MONTH), 1)
    }
    return (rows, selected)
  }

  /// The days ICU's own walk finds (``ICUCalendar/monthWalk()``): October 1582 has 21 rows,
  /// 1–4 and 15–31.
  public func daysOfMonth(_ fragment: String) throws -> (rows: [String], selected: Int) {
    let referenceDay = try reference(CInt(CICU_DATE))
    let days = try calendar.monthWalk()
    formatter.applyPattern(fragment)
    var rows: [String] = []
    for day in days { rows.append(try formatter.format(millis: day.millis)) }
    return (rows, days.firstIndex { $0.number == referenceDay } ?? 0)
  }

  public var reference: Int64 { date.millisecondsSince1970 }

  public var referenceTime: (hour: Int, minute: Int) {
    get throws { (try reference(CInt(CICU_HOUR_OF_DAY)), try reference(CInt(CICU_MINUTE))) }
  }

  public func moment(hour: Int, minute: Int) throws -> Int64 {
    try calendar.set(date)
    calendar.set(CInt(CICU_HOUR_OF_DAY), hour)
    calendar.set(CInt(CICU_MINUTE), minute)
    return Int64(try calendar.millis)
  }

  /// The `day`th day of ICU's walk (``daysOfMonth(_:)``'s row `day - 1`).
  public func moment(dayOfMonth day: Int) throws -> Int64 {
    try calendar.set(date)
    let days = try calendar.monthWalk()
    guard days.indices.contains(day - 1) else {
      throw EngineError(
        operation: "ucal_add", status: "no day \(day) in a month of \(days.count)",
        context: calendar.context)
    }
    return Int64(days[day - 1].millis)
  }

  public func moment(adding value: Int, _ unit: CalendarUnit, to moment: Int64) throws -> Int64 {
    try calendar.set(millis: moment)
    try calendar.add(Self.field(unit), value)
    return Int64(try calendar.millis)
  }

  /// The unit's start is the moment with every finer field at its first value (day 1 and the
  /// first month for a year); its end is that start plus one `unit` as `ucal_add` adds it.
  public func interval(of unit: CalendarUnit, containing moment: Int64) throws -> Range<Int64> {
    try calendar.set(millis: moment)
    switch unit {
    case .year:
      // The first day of the year as the month walk starts it (``monthsOfYear(_:)``).
      calendar.set(CInt(CICU_DAY_OF_YEAR), 1)
    case .month: calendar.set(CInt(CICU_DATE), 1)
    case .day, .hour, .minute: break
    }
    let finer: [CInt] = [
      CInt(CICU_HOUR_OF_DAY), CInt(CICU_MINUTE), CInt(CICU_SECOND), CInt(CICU_MILLISECOND),
    ]
    let first =
      switch unit {
      case .year, .month, .day: 0
      case .hour: 1
      case .minute: 2
      }
    for field in finer[first...] { calendar.set(field, 0) }
    let start = Int64(try calendar.millis)
    try calendar.add(Self.field(unit), 1)
    return start..<Int64(try calendar.millis)
  }

  public func rows(_ fragment: String, at moments: [Int64]) throws -> [String] {
    formatter.applyPattern(fragment)
    var rows: [String] = []
    rows.reserveCapacity(moments.count)
    for moment in moments { rows.append(try formatter.format(millis: Double(moment))) }
    return rows
  }

  private static func field(_ unit: CalendarUnit) -> CInt {
    switch unit {
    // Extended years run on across eras (Japanese 昭和64年 → 平成2年) and cycles (Chinese).
    case .year: CInt(CICU_EXTENDED_YEAR)
    case .month: CInt(CICU_MONTH)
    case .day: CInt(CICU_DATE)
    case .hour: CInt(CICU_HOUR_OF_DAY)
    case .minute: CInt(CICU_MINUTE)
    }
  }

  public func pluralCategory(of number: Int) throws -> String {
    try numbers().category(of: number)
  }

  public func number(_ value: Int) throws -> String { try numbers().number(value) }

  public func duration(_ value: Int, unit: String, wide: Bool) throws -> String {
    try numbers().duration(value, unit: unit, wide: wide)
  }

  /// - Throws: ``ICULocaleNumbers/refusal`` on an ICU without `unumf_*`, so the picker is
  ///   refused (or left out of a corpus) in one line, never failed as ICU's error.
  private func numbers() throws -> ICULocaleNumbers {
    if let refusal = ICULocaleNumbers.refusal { throw refusal }
    return try localeNumbers()
  }

  private func reference(_ field: CInt) throws(EngineError) -> Int {
    try calendar.set(date)
    return try calendar.get(field)
  }
}
