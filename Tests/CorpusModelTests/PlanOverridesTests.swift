import CorpusModel
import Testing

@Suite struct PlanOverridesTests {
  @Test func axesAreNamedWhereTwoPlansDiffer() {
    let base = Plan.default
    #expect(base.differences(from: base).isEmpty)
    var other = base
    other.calendars = [.gregorian]
    other.zones = [ZoneID(rawValue: "Asia/Tokyo")]
    other.monthInstants = nil
    other.pickers = nil
    #expect(
      other.differingAxes(from: base).map(\.rawValue)
        == ["calendars", "zones", "instants", "picker configurations"])
    // The details, as the plan-difference note words them; what one plan predates is marked.
    #expect(
      other.differences(from: base).map(\.detail) == [
        "calendars (3 → 1)", "zones (15 → 1)", "month instants", "pickers",
      ])
    #expect(other.differences(from: base).map(\.predated) == [false, false, true, true])
    other = base
    other.includesAvailableLocales = false
    other.templates = ["yMd"]
    #expect(other.differingAxes(from: base) == [.locales, "templates"])
  }

  /// Configured months are part of the plan: a pending corpus without them must not be
  /// accepted into a corpus with them (it would delete their availability entries). No months
  /// and an empty list are the same plan, never a key one side predates.
  @Test func configuredMonthsAreAnAxis() throws {
    let base = Plan.default
    var other = base
    other.monthRanges = [
      try MonthKey(parsing: "at=2024-02-14T20:00:00Z,min=2024-02-10T08:00:00Z")
    ]
    #expect(other.differingAxes(from: base) == ["configured months"])
    #expect(base.differingAxes(from: other).map(\.rawValue) == ["configured months"])
    #expect(other.differences(from: base).map(\.detail) == ["months (0 → 1)"])
    #expect(other.differences(from: base).map(\.predated) == [false])
    other.monthRanges = []
    #expect(other.differences(from: base).isEmpty)
  }

  @Test func aNewPlanTakesTheFlagsAndDefaultsForTheRest() throws {
    var overrides = PlanOverrides()
    overrides[.locales] = [LocaleID(rawValue: "en_US")]
    overrides[.calendars] = [.hebrew]
    overrides[.templates] = ["yMMMd"]
    #expect(overrides.replacesAxes)
    let plan = try overrides.plan(locales: (includesAvailable: true, locales: []))
    #expect(!plan.includesAvailableLocales)
    #expect(plan.locales == [LocaleID(rawValue: "en_US")])
    #expect(plan.calendars == [.hebrew])
    #expect(plan.zones == Plan.default.zones)
    #expect(plan.templates == ["yMMMd"])
    #expect(plan.patterns == Plan.defaultPatterns)
    #expect(plan.pickers == PlannedPicker.defaults)
    // No locale named: the fallback's (a replanned corpus keeps its own).
    var zones = PlanOverrides()
    zones[.zones] = [ZoneID(rawValue: "UTC")]
    let kept = try zones.plan(
      locales: (includesAvailable: false, locales: [LocaleID(rawValue: "de_DE")]))
    #expect(!kept.includesAvailableLocales && kept.locales == [LocaleID(rawValue: "de_DE")])
  }

  @Test func additionsExtendAStoredPlanAndLeaveItsAxes() throws {
    var overrides = PlanOverrides()
    overrides[.locales] = [LocaleID(rawValue: "zh_TW")]
    overrides[.calendars] = [.hebrew]
    overrides[.patterns] = ["MM/dd"]
    overrides[.pickers] = [try PickerKey(parsing: "time,minute-interval=5")]
    let plan = try overrides.adding(to: Plan.default)
    #expect(plan.locales == [LocaleID(rawValue: "zh_TW")])
    #expect(plan.calendars == Plan.default.calendars)
    #expect(plan.patterns == Plan.defaultPatterns + ["MM/dd"])
    #expect(plan.pickers?.last?.keys == ["time,minute-interval=5"])
    #expect(
      plan.differingAxes(from: Plan.default) == [.locales, "picker configurations", "patterns"])
    var templates = PlanOverrides()
    templates[.templates] = ["yMd"]
    #expect(!templates.replacesAxes)
  }

  /// Every value a command line gives reaches the plan through its key's override, in a new
  /// plan and in a stored one: the interval pairs, interval templates and arithmetic cases too,
  /// which `generate` once added beside the overrides (``PlanOverrides`` names no key).
  @Test func everyGivenValueReachesThePlan() throws {
    var overrides = PlanOverrides()
    overrides[.locales] = [LocaleID(rawValue: "zh_TW")]
    overrides[.templates] = ["yMMMMd"]
    overrides[.patterns] = ["MM/dd"]
    overrides[.pickers] = [try PickerKey(parsing: "time,minute-interval=5")]
    overrides[.intervals] = [
      try IntervalPair(parsing: "week=2024-02-14T15:00:00Z/2024-02-21T15:00:00Z")
    ]
    overrides[.intervalTemplates] = ["yMMMMd"]
    overrides[.arithmetic] = [try ArithmeticCase(parsing: "leap: 2024-02-29T17:00:00Z add year=1")]
    overrides[.relativeOffsets] = [try SpanAmount(validating: "7", option: "--relative-offset")]
    overrides[.durationSeconds] = [
      try SpanAmount(validating: "12345", option: "--duration-seconds", allowsNegative: false)
    ]
    overrides[.monthRanges] = [
      try MonthKey(parsing: "at=2024-02-14T20:00:00Z,min=2024-02-10T08:00:00Z")
    ]
    #expect(!overrides.replacesAxes)
    let given = [
      "locales", "templates", "patterns", "pickers", "intervals", "intervalTemplates",
      "arithmetic", "relative", "durations", "monthRanges",
    ]
    for plan in [
      try overrides.plan(locales: (includesAvailable: true, locales: [])),
      try overrides.adding(to: Plan.default),
    ] {
      let differing = Plan.keys.filter { $0.difference(Plan.default, plan) != nil }.map(\.name)
      #expect(Set(differing) == Set(given))
      #expect(plan.intervals?.last?.name == "week")
      #expect(plan.intervalTemplates?.last == "yMMMMd")
      #expect(plan.arithmetic?.last?.name == "leap")
    }
    // An addition that changes what a stored name means is refused, in either plan.
    var clash = PlanOverrides()
    clash[.intervals] = [
      try IntervalPair(parsing: "days=2024-02-14T15:00:00Z/2024-02-17T15:00:00Z")
    ]
    #expect(throws: InputError.self) { try clash.plan(locales: (true, [])) }
    #expect(throws: InputError.self) { try clash.adding(to: Plan.default) }
  }
}
