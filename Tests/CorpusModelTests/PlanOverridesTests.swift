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

  @Test func aNewPlanTakesTheFlagsAndDefaultsForTheRest() {
    let overrides = PlanOverrides(
      locales: [LocaleID(rawValue: "en_US")], calendars: [.hebrew], templates: ["yMMMd"])
    #expect(overrides.replacesAxes)
    let plan = overrides.plan(locales: (includesAvailable: true, locales: []))
    #expect(!plan.includesAvailableLocales)
    #expect(plan.locales == [LocaleID(rawValue: "en_US")])
    #expect(plan.calendars == [.hebrew])
    #expect(plan.zones == Plan.default.zones)
    #expect(plan.templates == ["yMMMd"])
    #expect(plan.patterns == Plan.defaultPatterns)
    #expect(plan.pickers == PlannedPicker.defaults)
    // No locale named: the fallback's (a replanned corpus keeps its own).
    let kept = PlanOverrides(zones: [ZoneID(rawValue: "UTC")]).plan(
      locales: (includesAvailable: false, locales: [LocaleID(rawValue: "de_DE")]))
    #expect(!kept.includesAvailableLocales && kept.locales == [LocaleID(rawValue: "de_DE")])
  }

  @Test func additionsExtendAStoredPlanAndLeaveItsAxes() throws {
    let overrides = PlanOverrides(
      locales: [LocaleID(rawValue: "zh_TW")], calendars: [.hebrew], patterns: ["MM/dd"],
      pickers: [try PickerKey(parsing: "time,minute-interval=5")])
    let plan = overrides.adding(to: Plan.default)
    #expect(plan.locales == [LocaleID(rawValue: "zh_TW")])
    #expect(plan.calendars == Plan.default.calendars)
    #expect(plan.patterns == Plan.defaultPatterns + ["MM/dd"])
    #expect(plan.pickers?.last?.keys == ["time,minute-interval=5"])
    #expect(
      plan.differingAxes(from: Plan.default) == [.locales, "picker configurations", "patterns"])
    #expect(!PlanOverrides(templates: ["yMd"]).replacesAxes)
  }
}
