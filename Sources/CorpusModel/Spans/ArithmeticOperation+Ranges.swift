extension RangeUnit {
  /// The unit's calendar field; nil for the quarter, which is none.
  public var field: CalendarField? {
    switch self {
    case .field(let field): field
    case .quarter: nil
    }
  }
}

extension ArithmeticOutcome {
  /// How `calc` and a golden file write an answer the engine gives as nil
  /// (`Calendar.range(of: .day, in: .weekOfYear, for:)` in some weeks): an answer to pin,
  /// not an error. JSON writes `null`.
  public static let none = "none"
}

extension ArithmeticOperation {
  /// The verbs an arithmetic case of a plan writes a range or an ordinality with, each
  /// followed by its units: `range-of day/month`, `ordinality-of day/year` (the smaller unit,
  /// a slash, the larger: ` in ` already ends a case with its zone), `minimum-range day`,
  /// `maximum-range day`; and a date's components, `components week-of-year,year-for-week-of-year`
  /// (`Calendar.dateComponents(_:from:)`, `ucal_get`: issue 42's
  /// `dateComponents([.weekOfYear, .yearForWeekOfYear], …)`). The same names as `calc`'s
  /// flags, without the dashes.
  public static let caseVerbs = [
    "range-of", "ordinality-of", "minimum-range", "maximum-range", "components",
  ]

  /// Reads a case's range, ordinality or components: `verb` among ``caseVerbs`` and its units.
  ///
  /// - Throws: `InputError.invalidValue` naming the units when they are not `UNIT/LARGER`
  ///   (`range-of`, `ordinality-of`), one unit (the limits) or fields separated by commas
  ///   (`components`), or name an unknown unit.
  public init(caseVerb verb: String, units: String) throws {
    let option = "--arithmetic \(verb)"
    if verb == "components" {
      self = .components(try CalendarField.list(parsing: units, option: option))
      return
    }
    let parts = units.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    switch (verb, parts.count) {
    case ("range-of", 2), ("ordinality-of", 2):
      let unit = try RangeUnit(validating: parts[0], option: option)
      let larger = try RangeUnit(validating: parts[1], option: option)
      self = verb == "range-of" ? .range(of: unit, in: larger) : .ordinality(of: unit, in: larger)
    case ("minimum-range", 1), ("maximum-range", 1):
      self = .limitRange(
        try RangeUnit(validating: parts[0], option: option),
        verb == "minimum-range" ? .minimum : .maximum)
    default:
      throw InputError.invalidValue(
        units, option: option,
        expected: verb.hasSuffix("-of")
          ? "UNIT/LARGER such as day/month" : "one unit such as day")
    }
  }

  /// The case's words for a range or an ordinality (`range-of day/month`); empty for the
  /// other operations, which ``ArithmeticCase`` writes itself.
  var caseWords: String {
    switch self {
    case .range(let unit, let larger): "range-of \(unit)/\(larger)"
    case .ordinality(let unit, let larger): "ordinality-of \(unit)/\(larger)"
    case .limitRange(let unit, .minimum): "minimum-range \(unit)"
    case .limitRange(let unit, .maximum): "maximum-range \(unit)"
    case .add, .roll, .difference, .fromComponents, .components, .addComponents, .interval,
      .isInWeekend, .weekendInterval, .nextWeekend, .compare:
      ""
    }
  }
}
