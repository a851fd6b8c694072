import CorpusModel

extension CorpusAssembly {
  /// One relative time (`format --relative`).
  ///
  /// - Throws: `InputError.invalidValue` when the engine has no way to ask for it, instead of
  ///   asking something near it.
  public func relative(locale: LocaleID, query: RelativeQuery) throws -> String {
    guard let string = try source.formatters(for: locale).relative(query) else {
      throw InputError.invalidValue(
        "\(query.offset) \(query.unit.rawValue)", option: "--relative with --engine \(source.name)",
        expected:
          "a relative time the \(source.name) engine can ask for (Foundation's Date.AnchoredRelativeFormatStyle has no quarter, no weekday, no fractional amount and no -0)"
      )
    }
    return string
  }

  /// One relative time whose unit the engine chooses (`format --relative-to`).
  public func relative(locale: LocaleID, between query: RelativeInstantsQuery) throws -> String {
    try source.formatters(for: locale).relative(between: query)
  }

  /// One duration (`format --duration`).
  public func duration(locale: LocaleID, query: DurationQuery) throws -> String {
    try source.formatters(for: locale).duration(query)
  }
}

extension CorpusEngine {
  /// One relative time: "yesterday" for -1 day, long, auto.
  public func relative(locale: LocaleID, query: RelativeQuery) throws -> String {
    try ask(.relative(locale, query))
  }

  /// One relative time in typed parts (`format --relative … --parts`).
  public func relativeParts(locale: LocaleID, query: RelativeQuery) throws -> [FormattedPart] {
    try ask(.relativeParts(locale, query))
  }

  /// One relative time whose unit the engine chooses from two instants.
  public func relative(locale: LocaleID, between query: RelativeInstantsQuery) throws -> String {
    try ask(.relativeBetween(locale, query))
  }

  /// One duration, written from its ``DurationQuery/amounts``.
  public func duration(locale: LocaleID, query: DurationQuery) throws -> String {
    try ask(.duration(locale, query))
  }
}
