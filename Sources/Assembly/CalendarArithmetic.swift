import CorpusModel

/// Calendar arithmetic in one calendar and zone: what the `arithmetic` artifact and `calc`
/// ask an engine.
public protocol CalendarArithmetic {
  /// Adds each amount in turn, one field at a time, left to right (`ucal_add`,
  /// `Calendar.date(byAdding:value:to:)`).
  func adding(_ amounts: [FieldAmount], to instant: Instant) throws -> Instant

  /// Each unit's whole difference from `from` to `to`, in the order asked, each read after the
  /// ones before it (`ucal_getFieldDifference` on one calendar,
  /// `Calendar.dateComponents(_:from:to:)`).
  func differences(from: Instant, to: Instant, units: [CalendarField]) throws -> [Int]
}

extension CalendarArithmetic {
  /// One operation's outcome from `instant`.
  public func outcome(of operation: ArithmeticOperation, at instant: Instant) throws
    -> ArithmeticOutcome
  {
    switch operation {
    case .add(let amounts): .instant(try adding(amounts, to: instant))
    case .difference(let to, let units):
      .differences(units, try differences(from: instant, to: to, units: units))
    }
  }
}
