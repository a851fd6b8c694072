import CorpusModel

/// A date style and a time style as a range (`format --date-style S --time-style S --to B`):
/// each engine builds it from the pair as its API does (SpansOfTime.md's table says how).
extension CorpusAssembly {
  /// Answers ``EngineRequest/formatStyleInterval(_:_:_:_:_:_:)`` and
  /// ``EngineRequest/formatStyleIntervalParts(_:_:_:_:_:_:)``.
  func answerStyleInterval(_ request: EngineRequest) throws -> any EngineAnswer {
    switch request {
    case .formatStyleInterval(let locale, let calendar, let zone, let from, let to, let pair):
      try checkCalendar(calendar)
      return try source.formatters(for: locale).calendar(calendar, zone: zone).interval(
        pair: pair, from: from, to: to)
    case .formatStyleIntervalParts(let locale, let calendar, let zone, let from, let to, let pair):
      try checkCalendar(calendar)
      return try source.formatters(for: locale).calendar(calendar, zone: zone).intervalParts(
        pair: pair, from: from, to: to)
    default:
      throw EngineError(operation: "answer", status: "not a style range", context: request.name)
    }
  }
}

/// The typed calls for a style pair's range, each a request and its answer.
extension CorpusEngine {
  /// A date style and a time style as a range between two instants.
  public func interval(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, from: Instant, to: Instant,
    pair: StylePair
  ) throws -> String {
    try ask(.formatStyleInterval(locale, calendar, zone, from, to, pair))
  }

  /// A style pair's range in typed parts.
  public func intervalParts(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, from: Instant, to: Instant,
    pair: StylePair
  ) throws -> [FormattedPart] {
    try ask(.formatStyleIntervalParts(locale, calendar, zone, from, to, pair))
  }
}
