import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand.Calc {
  /// The ranges and ordinality in calc's discussion: the flags, the output, the engines.
  static let rangesDiscussion = """
    --range-of UNIT --in LARGER prints the values UNIT takes within the LARGER unit holding \
    --at as Swift writes a Range (--range-of day --in month: 1..<30 in February 2024); \
    --ordinality-of UNIT --in LARGER prints which UNIT --at is within it (--ordinality-of day \
    --in year: 32 on 1 February); --minimum-range UNIT and --maximum-range UNIT print the \
    values every, and some, larger unit holds (day: 1..<29, 1..<32). Units are the fields and \
    quarter; an answer the engine gives as nil prints 'none' (JSON null). The foundation \
    engines ask Calendar's range(of:in:for:), ordinality(of:in:for:), minimumRange(of:) and \
    maximumRange(of:) for every pair; the icu engine asks ucal_getLimit and ucal_get only \
    where they answer exactly (day, weekday-ordinal and week-of-month in month, day-of-year \
    and month in year, week in year-for-week-of-year, weekday in week, hour in day, minute \
    in hour, second in minute; ordinality of a day in its month, year or week, of a year in \
    its era …) and refuses the rest.
    """

  /// `--range-of`, `--ordinality-of` (each with `--in`), `--minimum-range` or
  /// `--maximum-range`: the operation, nil when none of them is given.
  ///
  /// - Throws: `InputError.invalidValue` for two of them, one with `--add`, `--roll`, `--to`
  ///   or `--units`, `--in` without a verb that takes it or a verb that needs it without it,
  ///   and an unknown unit.
  func rangeOperation() throws -> ArithmeticOperation? {
    let verbs = [
      rangeOf.map { ("--range-of", $0) }, ordinalityOf.map { ("--ordinality-of", $0) },
      minimumRange.map { ("--minimum-range", $0) }, maximumRange.map { ("--maximum-range", $0) },
    ].compactMap { $0 }
    guard let (verb, text) = verbs.first else {
      if within != nil {
        throw InputError.invalidValue(
          "--in", option: "calc", expected: "--in with --range-of UNIT or --ordinality-of UNIT")
      }
      return nil
    }
    let others = [
      verbs.count > 1 ? verbs[1].0 : nil, add.map { _ in "--add" },
      roll.isEmpty ? nil : "--roll", to.map { _ in "--to" }, units.map { _ in "--units" },
      components.map { _ in "--components" }, fromComponents.map { _ in "--from-components" },
    ].compactMap { $0 }
    guard others.isEmpty else {
      throw InputError.invalidValue(
        "\(verb) with " + others.joined(separator: " and "), option: "calc",
        expected: "\(verb) alone (run calc once per question)")
    }
    let unit = try RangeUnit(validating: text, option: verb)
    switch verb {
    case "--range-of", "--ordinality-of":
      guard let within else {
        throw InputError.invalidValue(
          "\(verb) \(text) without --in", option: "calc",
          expected: "--in LARGER, such as --in month")
      }
      let larger = try RangeUnit(validating: within, option: "--in")
      guard at != nil else {
        throw InputError.invalidValue(
          "\(verb) \(text) without --at", option: "calc",
          expected: "--at INSTANT, whose \(within) is asked")
      }
      return verb == "--range-of"
        ? .range(of: unit, in: larger) : .ordinality(of: unit, in: larger)
    default:
      guard within == nil else {
        throw InputError.invalidValue(
          "\(verb) \(text) with --in", option: "calc",
          expected: "\(verb) alone: a unit's fixed range holds in every larger unit")
      }
      return .limitRange(unit, verb == "--minimum-range" ? .minimum : .maximum)
    }
  }
}
