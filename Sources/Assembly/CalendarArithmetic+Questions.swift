import CorpusModel

/// Several components at once, and the calendar's intervals, weekends and comparisons: each is
/// one call of Foundation's `Calendar`, and ICU's C API has the call for none of them but the
/// weekend test (`ucal_isWeekend`). An engine without the call refuses it in one line naming
/// the engine that has it; no engine restates another's algorithm.
extension CalendarArithmetic {
  public func addingComponents(_ amounts: [FieldAmount], to instant: Instant, wrapping: Bool)
    throws -> Instant
  {
    throw InputError.unsupported(
      amounts.map(\.description).joined(separator: ","), engine: "icu",
      reason:
        "ICU has no call that adds several fields at once (the foundation engine adds one DateComponents in one call; --add or --roll adds them one at a time, in the order you give)"
    )
  }

  public func interval(of unit: RangeUnit, for instant: Instant) throws -> (Instant, Instant)? {
    throw Self.onlyFoundation("--interval-of \(unit)", "Calendar.dateInterval(of:for:)")
  }

  public func isInWeekend(_ instant: Instant) throws -> Bool {
    throw Self.onlyFoundation("--weekend", "Calendar.isDateInWeekend(_:)")
  }

  public func weekend(containing instant: Instant) throws -> (Instant, Instant)? {
    throw Self.onlyFoundation("--weekend-interval", "Calendar.dateIntervalOfWeekend(containing:)")
  }

  public func nextWeekend(after instant: Instant, direction: WeekendDirection) throws -> (
    Instant, Instant
  )? {
    throw Self.onlyFoundation(
      "--next-weekend \(direction.rawValue)", "Calendar.nextWeekend(startingAfter:direction:)")
  }

  public func compare(_ instant: Instant, to other: Instant, granularity: RangeUnit) throws
    -> CalendarOrder
  {
    throw Self.onlyFoundation(
      "--compare --granularity \(granularity)", "Calendar.compare(_:to:toGranularity:)")
  }

  /// The refusal of a question only Foundation's `Calendar` answers in one call.
  static func onlyFoundation(_ asked: String, _ call: String) -> InputError {
    InputError.unsupported(
      asked, engine: "icu",
      reason: "ICU's C API has no call that answers it; the foundation engine asks \(call)")
  }

  /// The outcome of one calendar question (the operations `ArithmeticOperation` lists after
  /// `difference`), each instant of it checked to be writable (−9999…9999).
  func questionOutcome(_ operation: ArithmeticOperation, at instant: Instant, engine: String)
    throws -> ArithmeticOutcome
  {
    let writable = Instant.yearsFromMinus9999
    func written(_ instants: Instant...) throws {
      for answer in instants where !writable.contains(answer.millisecondsSince1970) {
        let years = Instant.rangeText(writable)
        throw InputError.unsupported(
          operation.questionDescription ?? "", engine: engine,
          reason:
            "the engine's answer is \(answer.millisecondsSince1970) ms from 1970, outside the years an instant is written in (\(years))"
        )
      }
    }
    func span(_ interval: (Instant, Instant)?) throws -> ArithmeticOutcome {
      guard let (start, end) = interval else { return .noInterval }
      try written(start, end)
      return .interval(start, end)
    }
    switch operation {
    case .addComponents(let amounts, let wrapping):
      let result = try addingComponents(amounts, to: instant, wrapping: wrapping)
      try written(result)
      return .instant(result)
    case .interval(let unit): return try span(interval(of: unit, for: instant))
    case .isInWeekend: return .truth(try isInWeekend(instant))
    case .weekendInterval: return try span(weekend(containing: instant))
    case .nextWeekend(let direction):
      return try span(nextWeekend(after: instant, direction: direction))
    case .compare(let other, let granularity):
      return .order(try compare(instant, to: other, granularity: granularity))
    case .add, .roll, .difference, .range, .ordinality, .limitRange, .fromComponents,
      .components:
      throw EngineError(
        operation: "calc", status: "not a calendar question", context: "\(operation)")
    }
  }
}
