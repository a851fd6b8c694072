import Assembly
import CorpusModel
import Foundation

/// Ranges and ordinality with Foundation's `Calendar`: each answer is one call's, nil
/// included (`range(of:in:for:)`, `ordinality(of:in:for:)`, `minimumRange(of:)`,
/// `maximumRange(of:)`), for every pair of units, the quarter among them. The formatstyle
/// engine asks the same calendar.
extension FoundationArithmetic {
  public func range(of unit: RangeUnit, in larger: RangeUnit, at instant: Instant) throws
    -> UnitRange?
  {
    try checkHeld(instant)
    return calendar.range(of: Self.component(unit), in: Self.component(larger), for: instant.date)
      .map { UnitRange($0.lowerBound, $0.upperBound) }
  }

  public func ordinality(of unit: RangeUnit, in larger: RangeUnit, at instant: Instant)
    throws -> Int?
  {
    try checkHeld(instant)
    return calendar.ordinality(
      of: Self.component(unit), in: Self.component(larger), for: instant.date)
  }

  public func limitRange(of unit: RangeUnit, _ limit: UnitLimit) throws -> UnitRange? {
    let component = Self.component(unit)
    let range =
      switch limit {
      case .minimum: calendar.minimumRange(of: component)
      case .maximum: calendar.maximumRange(of: component)
      }
    return range.map { UnitRange($0.lowerBound, $0.upperBound) }
  }

  static func component(_ unit: RangeUnit) -> Calendar.Component {
    switch unit {
    case .field(let field): component(field)
    case .quarter: .quarter
    }
  }
}
