import Assembly
import CICU
import CorpusModel

/// Ranges and ordinality with ICU's C calls, for what they answer exactly and nothing else:
///
/// - `--minimum-range F`: `ucal_getLimit` GREATEST_MINIMUM ..< LEAST_MAXIMUM + 1, the values
///   the field takes whatever the date; `--maximum-range F`: MINIMUM ..< MAXIMUM + 1.
/// - `--range-of F --in L`: ACTUAL_MINIMUM ..< ACTUAL_MAXIMUM + 1 at the instant, where `L`
///   is the unit ICU's actual limits of `F` are taken within (``rangeFields``: a day in its
///   month, a day of the year in its year …).
/// - `--ordinality-of F --in L`: `ucal_get` of the field whose value is that ordinality
///   (``ordinalityFields``: a day in its month is DATE, in its year DAY_OF_YEAR, a weekday in
///   its week DOW_LOCAL, counted from the calendar's first weekday).
///
/// Months are numbered from 1, as `fields.json` numbers them (ICU's MONTH + 1). Every other
/// pair, the quarter (ICU has no quarter field) and the nanosecond are refused in one line
/// naming the foundation engine, which answers every pair through `Calendar`.
extension ICUArithmetic {
  public func range(of unit: RangeUnit, in larger: RangeUnit, at instant: Instant) throws
    -> UnitRange?
  {
    guard let smaller = unit.field, let field = Self.rangeFields[Pair(smaller, larger)] else {
      throw Self.refusal("range-of \(unit) in \(larger)", Self.rangeFields.keys)
    }
    try calendar.set(instant)
    return try range(field, Int32(CICU_LIMIT_ACTUAL_MINIMUM), Int32(CICU_LIMIT_ACTUAL_MAXIMUM))
  }

  public func ordinality(of unit: RangeUnit, in larger: RangeUnit, at instant: Instant)
    throws -> Int?
  {
    guard let smaller = unit.field, let field = Self.ordinalityFields[Pair(smaller, larger)]
    else {
      throw Self.refusal("ordinality-of \(unit) in \(larger)", Self.ordinalityFields.keys)
    }
    try calendar.set(instant)
    return try calendar.get(field)
  }

  public func limitRange(of unit: RangeUnit, _ limit: UnitLimit) throws -> UnitRange? {
    guard let smaller = unit.field else {
      throw InputError.unsupported(
        "\(limit.rawValue)-range \(unit)", engine: "icu",
        reason: "ICU's calendars have no quarter field; the foundation engine answers it")
    }
    let field = try Self.field(smaller)
    return switch limit {
    case .minimum:
      try range(field, Int32(CICU_LIMIT_GREATEST_MINIMUM), Int32(CICU_LIMIT_LEAST_MAXIMUM))
    case .maximum:
      try range(field, Int32(CICU_LIMIT_MINIMUM), Int32(CICU_LIMIT_MAXIMUM))
    }
  }

  /// The field's limits `lower` and `upper` as a range (the upper one included by ICU,
  /// excluded by a Swift range), months numbered from 1.
  private func range(_ field: Int32, _ lower: Int32, _ upper: Int32) throws -> UnitRange {
    let shift = field == Int32(CICU_MONTH) ? 1 : 0
    return UnitRange(
      try calendar.limit(field, lower) + shift, try calendar.limit(field, upper) + 1 + shift)
  }

  /// A smaller unit and the larger one it is asked within.
  struct Pair: Hashable {
    var unit: CalendarField
    var larger: RangeUnit

    init(_ unit: CalendarField, _ larger: RangeUnit) {
      self.unit = unit
      self.larger = larger
    }
  }

  /// The pairs whose range is the smaller field's actual limits, and that field: each field
  /// within the unit ICU's actual limits are taken in (the month for DATE,
  /// DAY_OF_WEEK_IN_MONTH and WEEK_OF_MONTH, the year for DAY_OF_YEAR and MONTH, the week's
  /// year for WEEK_OF_YEAR, a week for DAY_OF_WEEK; the day, hour and minute for the time).
  static let rangeFields: [Pair: Int32] = [
    Pair(.day, .field(.month)): Int32(CICU_DATE),
    Pair(.weekdayOrdinal, .field(.month)): Int32(CICU_DAY_OF_WEEK_IN_MONTH),
    Pair(.weekOfMonth, .field(.month)): Int32(CICU_WEEK_OF_MONTH),
    Pair(.dayOfYear, .field(.year)): Int32(CICU_DAY_OF_YEAR),
    Pair(.month, .field(.year)): Int32(CICU_MONTH),
    Pair(.week, .field(.yearForWeekOfYear)): Int32(CICU_WEEK_OF_YEAR),
    Pair(.weekday, .field(.week)): Int32(CICU_DAY_OF_WEEK),
    Pair(.weekday, .field(.weekOfMonth)): Int32(CICU_DAY_OF_WEEK),
    Pair(.hour, .field(.day)): Int32(CICU_HOUR_OF_DAY),
    Pair(.minute, .field(.hour)): Int32(CICU_MINUTE),
    Pair(.second, .field(.minute)): Int32(CICU_SECOND),
  ]

  /// The pairs whose ordinality is a field's value (counted from 1), and that field. A month
  /// in its year is not among them (MONTH skips Adar I's number in a Hebrew common year and
  /// repeats in a Chinese leap month), nor an hour in its day (a day with a DST change has
  /// 23 or 25), nor a week of the month (WEEK_OF_MONTH is 0 before the first full week).
  static let ordinalityFields: [Pair: Int32] = [
    Pair(.day, .field(.month)): Int32(CICU_DATE),
    Pair(.day, .field(.year)): Int32(CICU_DAY_OF_YEAR),
    Pair(.dayOfYear, .field(.year)): Int32(CICU_DAY_OF_YEAR),
    Pair(.weekdayOrdinal, .field(.month)): Int32(CICU_DAY_OF_WEEK_IN_MONTH),
    Pair(.week, .field(.yearForWeekOfYear)): Int32(CICU_WEEK_OF_YEAR),
    Pair(.day, .field(.week)): Int32(CICU_DOW_LOCAL),
    Pair(.day, .field(.weekOfMonth)): Int32(CICU_DOW_LOCAL),
    Pair(.weekday, .field(.week)): Int32(CICU_DOW_LOCAL),
    Pair(.weekday, .field(.weekOfMonth)): Int32(CICU_DOW_LOCAL),
    Pair(.year, .field(.era)): Int32(CICU_YEAR),
  ]

  /// The refusal of a pair ICU's calls do not answer, listing the pairs they do.
  private static func refusal(_ asked: String, _ pairs: Dictionary<Pair, Int32>.Keys)
    -> InputError
  {
    let listed = pairs.map { "\($0.unit.rawValue) in \($0.larger)" }.sorted()
    return InputError.unsupported(
      asked, engine: "icu",
      reason:
        "ICU's calls answer only \(listed.joined(separator: ", ")); the foundation engine answers every pair"
    )
  }
}
