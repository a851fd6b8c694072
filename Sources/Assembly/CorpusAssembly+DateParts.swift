import CorpusModel

/// One date's string in typed parts (`format --at D --parts` with a style pair, a pattern or
/// a template): each engine types them as its API does (SpansOfTime.md's table says how).
extension CorpusAssembly {
  /// Answers ``EngineRequest/formatParts(_:_:_:_:_:)``.
  func answerDateParts(_ request: EngineRequest) throws -> any EngineAnswer {
    guard case .formatParts(let locale, let calendar, let zone, let instant, let format) = request
    else {
      throw EngineError(operation: "answer", status: "not a date's parts", context: request.name)
    }
    try checkCalendar(calendar)
    return try source.formatters(for: locale).calendar(calendar, zone: zone).parts(
      format, at: instant)
  }
}

/// The typed call for one date's parts, a request and its answer.
extension CorpusEngine {
  /// One date's string in typed parts, in the form `format` names.
  public func parts(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant,
    format: SingleDateFormat
  ) throws -> [FormattedPart] {
    try ask(.formatParts(locale, calendar, zone, instant, format))
  }
}
