import CorpusModel

/// Calendar arithmetic in one calendar and zone: what the `arithmetic` artifact and `calc`
/// ask an engine.
public protocol CalendarArithmetic {
  /// Adds each amount in turn, one field at a time, left to right (`ucal_add`,
  /// `Calendar.date(byAdding:value:to:)`).
  func adding(_ amounts: [FieldAmount], to instant: Instant) throws -> Instant

  /// Rolls each amount in turn, left to right: the field wraps within the next larger one
  /// (`ucal_roll`, `Calendar.date(byAdding:value:to:wrappingComponents: true)`).
  func rolling(_ amounts: [FieldAmount], to instant: Instant) throws -> Instant

  /// Each unit's whole difference from `from` to `to`, in the order asked, each read after the
  /// ones before it (`ucal_getFieldDifference` on one calendar,
  /// `Calendar.dateComponents(_:from:to:)`).
  func differences(from: Instant, to: Instant, units: [CalendarField]) throws -> [Int]

  // Ranges and ordinality: each engine answers only through its own API's call, and refuses
  // (`InputError.unsupported`) what that call cannot be asked.
  /// The values `unit` takes within the `larger` unit holding `instant`, or nil where the
  /// engine answers none (`Calendar.range(of:in:for:)`; ICU's actual limits).
  func range(of unit: RangeUnit, in larger: RangeUnit, at instant: Instant) throws
    -> UnitRange?

  /// Which `unit` `instant` is within the `larger` unit holding it, or nil where the engine
  /// answers none (`Calendar.ordinality(of:in:for:)`; ICU's field value).
  func ordinality(of unit: RangeUnit, in larger: RangeUnit, at instant: Instant) throws
    -> Int?

  /// The unit's smallest or largest range, or nil where the engine answers none
  /// (`Calendar.minimumRange(of:)`, `maximumRange(of:)`; ICU's fixed limits).
  func limitRange(of unit: RangeUnit, _ limit: UnitLimit) throws -> UnitRange?
  /// The instant the components say, each field set as given, months counted from 1
  /// (`ucal_clear`, `ucal_set`, `ucal_getMillis`; `Calendar.date(from:)`): which fields win
  /// where they disagree is the engine's own resolution.
  func date(from components: [FieldAmount]) throws -> Instant

  /// Each field of the instant, in the order asked, months counted from 1 (`ucal_get`;
  /// `Calendar.dateComponents(_:from:)`).
  func components(_ fields: [CalendarField], of instant: Instant) throws -> [Int]
  // Several components at once, intervals, weekends and comparisons: what only some engines'
  // APIs answer (CalendarArithmetic+Questions.swift refuses them by default).
  /// Adds every amount as one `DateComponents` in a single call, rolled where `wrapping`.
  func addingComponents(_ amounts: [FieldAmount], to instant: Instant, wrapping: Bool) throws
    -> Instant
  /// The start and end of the unit holding `instant`; nil where the calendar gives none.
  func interval(of unit: RangeUnit, for instant: Instant) throws -> (Instant, Instant)?
  /// Whether `instant` falls in a weekend.
  func isInWeekend(_ instant: Instant) throws -> Bool
  /// The weekend holding `instant`; nil where it is in none.
  func weekend(containing instant: Instant) throws -> (Instant, Instant)?
  /// The weekend after `instant`, or before it; nil where the calendar finds none.
  func nextWeekend(after instant: Instant, direction: WeekendDirection) throws -> (
    Instant, Instant
  )?
  /// How `instant` compares with `other` at `granularity`.
  func compare(_ instant: Instant, to other: Instant, granularity: RangeUnit) throws
    -> CalendarOrder

  /// Why the engine's calendar cannot be given an instant finer than a millisecond, or nil
  /// where it can (Foundation's `Date`). Each engine says its own reason (ICU's `UDate`);
  /// one that says nothing refuses, rather than truncating.
  var finerInstantRefusal: String? { get }
}

extension CalendarArithmetic {
  public var finerInstantRefusal: String? {
    "this engine's calendars count whole milliseconds"
  }
}

extension CalendarArithmetic {
  /// One operation's outcome from `instant`, asked of `engine` (named in a refusal).
  ///
  /// An answer is an instant of −9999…9999 (``Instant/yearsFromMinus9999``), as `calc` and a
  /// golden file write them.
  ///
  /// - Parameter forCorpus: whether the answer is a corpus's, which writes instants to the
  ///   millisecond (`calc` writes them to the nanosecond).
  public func outcome(
    of operation: ArithmeticOperation, at instant: Instant, engine: String,
    forCorpus: Bool = true
  ) throws -> ArithmeticOutcome {
    do {
      return try outcome(
        of: operation, at: instant, forCorpus: forCorpus, engine: engine)
    } catch InputError.unsupported(let text, _, let reason) {
      // The engine's own name (icu@78.3, formatstyle), where the arithmetic names its family.
      throw InputError.unsupported(text, engine: engine, reason: reason)
    }
  }

  private func outcome(
    of operation: ArithmeticOperation, at instant: Instant, forCorpus: Bool, engine: String
  ) throws -> ArithmeticOutcome {
    if let refusal = finerInstantRefusal {
      var given = [instant]
      if case .difference(let to, _) = operation { given.append(to) }
      if case .compare(let other, _) = operation { given.append(other) }
      if let finer = given.first(where: { !$0.isWholeMillisecond }) {
        throw InputError.unsupported(finer.iso8601, engine: engine, reason: refusal)
      }
    }
    let amounts: [FieldAmount]
    let result: Instant
    var answer = "sum"
    switch operation {
    case .add(let added):
      amounts = added
      result = try adding(added, to: instant)
    case .roll(let rolled):
      amounts = rolled
      answer = "roll"
      result = try rolling(rolled, to: instant)
    case .difference(let to, let units):
      return .differences(units, try differences(from: instant, to: to, units: units))
    case .range(let unit, let larger):
      return .range(try range(of: unit, in: larger, at: instant))
    case .ordinality(let unit, let larger):
      return .ordinality(try ordinality(of: unit, in: larger, at: instant))
    case .limitRange(let unit, let limit):
      return .range(try limitRange(of: unit, limit))
    case .fromComponents(let given):
      amounts = given
      answer = "date"
      result = try date(from: given)
    case .components(let fields):
      return .differences(fields, try components(fields, of: instant))
    case .addComponents, .interval, .isInWeekend, .weekendInterval, .nextWeekend, .compare:
      return try questionOutcome(operation, at: instant, engine: engine)
    }
    // An engine's answer beyond the years an instant is written in (−9999…9999) is one this
    // tool cannot write, said as such, not a failure of the run.
    guard Instant.yearsFromMinus9999.contains(result.millisecondsSince1970) else {
      let years = Instant.rangeText(Instant.yearsFromMinus9999)
      throw InputError.unsupported(
        amounts.map(\.description).joined(separator: ","), engine: engine,
        reason:
          "the engine's \(answer) is \(result.millisecondsSince1970) ms from 1970, outside the years an instant is written in (\(years))"
      )
    }
    // A corpus writes instants to the millisecond (its cases leave finer amounts out before
    // they are asked): a finer answer there would be rounded, so it is refused.
    guard result.isWholeMillisecond || !forCorpus else {
      throw InputError.unsupported(
        amounts.map(\.description).joined(separator: ","), engine: engine,
        reason:
          "the engine's \(answer) is \(result.iso8601), finer than the millisecond a corpus writes"
      )
    }
    return .instant(result)
  }
}
