/// Which way `Calendar.nextWeekend(startingAfter:direction:)` looks from an instant.
public enum WeekendDirection: String, CaseIterable, Codable, Hashable, Sendable {
  case forward, backward
}

/// How two instants compare at a granularity (`Calendar.compare(_:to:toGranularity:)`), named as
/// `ComparisonResult` names them without its `ordered` prefix: `ascending` when the first is in
/// an earlier unit, `same` in the same unit, `descending` in a later one.
public enum CalendarOrder: String, Codable, Hashable, Sendable {
  case ascending, same, descending
}

extension FieldAmount {
  /// Reads `month=1,day=-30` as the one `DateComponents` added at once
  /// (`calc --add-components`, `--roll-components`): ``list(parsing:option:)``, each field at
  /// most once, since a `DateComponents` holds one value per field.
  ///
  /// - Throws: `InputError.invalidValue` naming the bad part or the repeated field.
  public static func components(parsing text: String, option: String) throws -> [FieldAmount] {
    let amounts = try list(parsing: text, option: option)
    var seen: Set<CalendarField> = []
    for amount in amounts where !seen.insert(amount.field).inserted {
      throw InputError.invalidValue(
        text, option: option,
        expected:
          "FIELD=N pairs, each field once, since one DateComponents holds one value per field ('\(amount.field.rawValue)' is repeated)"
      )
    }
    return amounts
  }
}

extension ArithmeticOperation {
  /// The operation as a plan case and a message write it, for the calendar questions
  /// (``ArithmeticCase/description``); nil for the operations written there.
  public var questionDescription: String? {
    switch self {
    case .addComponents(let amounts, let wrapping):
      (wrapping ? "roll-components " : "add-components ")
        + amounts.map(\.description).joined(separator: ",")
    case .interval(let unit): "interval-of \(unit)"
    case .isInWeekend: "weekend"
    case .weekendInterval: "weekend-interval"
    case .nextWeekend(let direction): "next-weekend \(direction.rawValue)"
    case .compare(let other, let granularity): "compare \(other.iso8601) \(granularity)"
    case .add, .roll, .difference, .range, .ordinality, .limitRange, .fromComponents,
      .components:
      nil
    }
  }
}
