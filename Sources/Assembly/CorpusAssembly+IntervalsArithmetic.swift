import CorpusModel

/// The intervals and calendar arithmetic an assembly answers (two of the spans of time).
extension CorpusAssembly {
  /// Answers ``EngineRequest/arithmetic(_:)``, ``EngineRequest/formatInterval(_:_:_:_:_:_:)``
  /// and ``EngineRequest/calculate(_:_:_:_:)``.
  func answerSpan(_ request: EngineRequest) throws -> any EngineAnswer {
    switch request {
    case .arithmetic(let plan): return try arithmetic(for: plan)
    case .formatInterval(let locale, let calendar, let zone, let from, let to, let template):
      return try interval(
        locale: locale, calendar: calendar, zone: zone, from: from, to: to, template: template)
    case .formatIntervalParts(let locale, let calendar, let zone, let from, let to, let template):
      return try intervalParts(
        locale: locale, calendar: calendar, zone: zone, from: from, to: to, template: template)
    case .calculate(let calendar, let zone, let instant, let operation, let weekRules):
      return try calculate(
        calendar: calendar, zone: zone, at: instant, operation, weekRules: weekRules)
    default:
      throw EngineError(operation: "answer", status: "not a span request", context: request.name)
    }
  }

  public func arithmetic(for plan: Plan) throws -> [ArithmeticKey: ArithmeticOutcome] {
    // A calendar the engine lacks (a corpus from a newer engine) is not rendered: `check`
    // reports its outcomes removed, as for the other artifacts.
    try ArithmeticStep.render(
      source, plan: plan, calendars: plan.calendars.filter(calendarIDs.contains))
  }

  public func interval(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, from: Instant, to: Instant,
    template: String
  ) throws -> String {
    try checkCalendar(calendar)
    return try source.formatters(for: locale).calendar(calendar, zone: zone).interval(
      template: template, from: from, to: to)
  }

  public func intervalParts(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, from: Instant, to: Instant,
    template: String
  ) throws -> [FormattedPart] {
    try checkCalendar(calendar)
    return try source.formatters(for: locale).calendar(calendar, zone: zone).intervalParts(
      template: template, from: from, to: to)
  }

  public func calculate(
    calendar: CalendarID, zone: ZoneID, at instant: Instant, _ operation: ArithmeticOperation,
    weekRules: WeekRules = .calendarDefaults
  ) throws -> ArithmeticOutcome {
    try checkCalendar(calendar)
    return try source.catalog.arithmetic(calendar: calendar, zone: zone, weekRules: weekRules)
      .outcome(of: operation, at: instant, engine: source.name, forCorpus: false)
  }
}

/// The typed calls for intervals and calendar arithmetic, each a request and its answer.
extension CorpusEngine {
  /// Calendar arithmetic of every case of the plan in every calendar × zone.
  public func arithmetic(for plan: Plan) throws -> [ArithmeticKey: ArithmeticOutcome] {
    try ask(.arithmetic(plan))
  }

  /// A template's interval between two instants.
  public func interval(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, from: Instant, to: Instant,
    template: String
  ) throws -> String {
    try ask(.formatInterval(locale, calendar, zone, from, to, template))
  }

  /// A template's interval between two instants in typed parts.
  public func intervalParts(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, from: Instant, to: Instant,
    template: String
  ) throws -> [FormattedPart] {
    try ask(.formatIntervalParts(locale, calendar, zone, from, to, template))
  }

  /// One calculation (`fmtcorpus calc`), in a calendar whose weeks `weekRules` set.
  public func calculate(
    calendar: CalendarID, zone: ZoneID, at instant: Instant, _ operation: ArithmeticOperation,
    weekRules: WeekRules = .calendarDefaults
  ) throws -> ArithmeticOutcome {
    try ask(.calculate(calendar, zone, instant, operation, weekRules: weekRules))
  }
}
