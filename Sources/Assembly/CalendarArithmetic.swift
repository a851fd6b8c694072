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
  /// One operation's outcome from `instant`, asked of `engine` (named in a refusal).
  public func outcome(of operation: ArithmeticOperation, at instant: Instant, engine: String)
    throws -> ArithmeticOutcome
  {
    switch operation {
    case .add(let amounts):
      let sum = try adding(amounts, to: instant)
      // An instant is written 0001–9999 (ISO 8601 without a sign): an engine's answer beyond
      // (Foundation adds a year in its Vikram calendar and lands in 4198 BC) is one this tool
      // cannot write, said as such, not a failure of the run.
      guard Self.writableRange.contains(sum.millisecondsSince1970) else {
        throw InputError.unsupported(
          amounts.map(\.description).joined(separator: ","), engine: engine,
          reason:
            "the engine's sum is \(sum.millisecondsSince1970) ms from 1970, outside the years an instant is written in (0001–9999)"
        )
      }
      return .instant(sum)
    case .difference(let to, let units):
      return .differences(units, try differences(from: instant, to: to, units: units))
    }
  }

  /// 0001-01-01T00:00:00Z ..< 10000-01-01T00:00:00Z, in milliseconds from 1970.
  static var writableRange: Range<Int64> { -62_135_596_800_000..<253_402_300_800_000 }
}
