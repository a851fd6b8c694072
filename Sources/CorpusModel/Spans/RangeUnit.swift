/// A calendar unit a range or an ordinality is asked in (`calc --range-of`, `--ordinality-of`,
/// `--minimum-range`, `--maximum-range`), an interval is asked of (`--interval-of`) and two
/// instants are compared at (`--granularity`): every ``CalendarField``, and the quarter.
///
/// The quarter is here and not a ``CalendarField``: Foundation's `Calendar` answers ranges and
/// ordinalities of `.quarter`, but ICU's calendars have no quarter field to add, roll or
/// measure, so making it a field would put a unit every ICU answer refuses into `--add`,
/// `--roll` and `--units` and into every message that lists the fields.
public enum RangeUnit: Codable, Hashable, Sendable, CustomStringConvertible {
  case field(CalendarField)
  case quarter

  /// The quarter's name; every other unit is its field's.
  public static let quarterName = "quarter"

  /// Every unit's name for a message: the fields, largest first, with the quarter after the
  /// year for the week of the year (it is larger than a month).
  static var namesForMessage: String {
    CalendarField.namesForMessage.replacingCharacters(
      ", month,", with: ", \(quarterName), month,")
  }

  /// Reads a unit's name: a field's name or alias, or `quarter`.
  ///
  /// - Throws: `InputError.invalidValue` naming the text and every unit.
  public init(validating text: String, option: String) throws {
    if text == Self.quarterName {
      self = .quarter
      return
    }
    guard let field = CalendarField(rawValue: text) ?? CalendarField.aliases[text] else {
      throw InputError.invalidValue(
        text, option: option, expected: "a unit: " + Self.namesForMessage)
    }
    self = .field(field)
  }

  public var description: String {
    switch self {
    case .field(let field): field.rawValue
    case .quarter: Self.quarterName
    }
  }

  public init(from decoder: any Decoder) throws {
    try self.init(
      validating: try decoder.singleValueContainer().decode(String.self), option: "unit")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

/// A range of a unit's values as Foundation's `Calendar` answers one (`Range<Int>`), written
/// as Swift writes a `Range`: `1..<32`.
public struct UnitRange: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The smallest value.
  public var lowerBound: Int
  /// One past the largest value.
  public var upperBound: Int

  public init(_ lowerBound: Int, _ upperBound: Int) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }

  public var description: String { "\(lowerBound)..<\(upperBound)" }
}

/// Which of a unit's fixed ranges `--minimum-range` and `--maximum-range` ask for.
public enum UnitLimit: String, Codable, Hashable, Sendable {
  /// The values the unit takes in every larger unit (`Calendar.minimumRange(of:)`: a day
  /// is 1..<29 in the Gregorian calendar).
  case minimum
  /// The values the unit takes in some larger unit (`Calendar.maximumRange(of:)`: 1..<32).
  case maximum
}
