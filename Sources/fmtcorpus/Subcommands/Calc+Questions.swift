import FormatCorpus

extension FmtCorpusCommand.Calc {
  /// The one calendar question asked (`--add-components`, `--roll-components`, `--interval-of`,
  /// `--weekend`, `--weekend-interval`, `--next-weekend`, `--compare` with `--granularity`), or
  /// nil when none is.
  ///
  /// - Throws: `InputError.invalidValue` when two operations are given, or a value is bad.
  func calendarQuestion() throws -> ArithmeticOperation? {
    let asked = [
      addComponents.map { "--add-components \($0)" },
      rollComponents.map { "--roll-components \($0)" }, intervalOf.map { "--interval-of \($0)" },
      weekend ? "--weekend" : nil, weekendInterval ? "--weekend-interval" : nil,
      nextWeekend.map { "--next-weekend \($0)" }, compare.map { "--compare \($0)" },
    ].compactMap { $0 }
    guard !asked.isEmpty else {
      guard granularity == nil else {
        throw InputError.invalidValue(
          "--granularity without --compare", option: "calc",
          expected: "--compare INSTANT with --granularity UNIT")
      }
      return nil
    }
    let others = [
      add.map { "--add \($0)" }, roll.isEmpty ? nil : "--roll", to.map { "--to \($0)" },
      units.map { "--units \($0)" },
    ].compactMap { $0 }
    guard granularity == nil || compare != nil else {
      throw InputError.invalidValue(
        "--granularity without --compare", option: "calc",
        expected: "--compare INSTANT with --granularity UNIT")
    }
    guard asked.count == 1, others.isEmpty else {
      throw InputError.invalidValue(
        (asked + others).joined(separator: " with "), option: "calc",
        expected: "one operation per run (run calc once per question)")
    }
    if let addComponents {
      return .addComponents(
        try FieldAmount.components(parsing: addComponents, option: "--add-components"),
        wrapping: false)
    }
    if let rollComponents {
      return .addComponents(
        try FieldAmount.components(parsing: rollComponents, option: "--roll-components"),
        wrapping: true)
    }
    if let intervalOf {
      return .interval(of: try RangeUnit(validating: intervalOf, option: "--interval-of"))
    }
    if weekend { return .isInWeekend }
    if weekendInterval { return .weekendInterval }
    if let nextWeekend {
      guard let direction = WeekendDirection(rawValue: nextWeekend) else {
        throw InputError.invalidValue(
          nextWeekend, option: "--next-weekend", expected: "forward or backward")
      }
      return .nextWeekend(direction)
    }
    guard let compare, let granularity else {
      throw InputError.invalidValue(
        "--compare without --granularity", option: "calc",
        expected: "--granularity UNIT, such as day or month")
    }
    return .compare(
      to: try Instant(expandedISO8601: compare),
      granularity: try RangeUnit(validating: granularity, option: "--granularity"))
  }
}
