import Testing

@testable import CorpusModel

@Suite struct PlanTests {
  @Test func defaultPlanIsProductMDs() {
    let plan = Plan.default
    #expect(plan.includesAvailableLocales)
    #expect(plan.locales.isEmpty)
    #expect(plan.calendars == [.buddhist, .gregorian, .hebrew])
    #expect(plan.styleZone.rawValue == "America/New_York")
    #expect(
      plan.zones.map(\.rawValue) == [
        "UTC", "America/New_York", "America/Los_Angeles", "America/St_Johns",
        "America/Sao_Paulo", "Europe/London", "Europe/Dublin", "Asia/Jerusalem", "Asia/Kolkata",
        "Asia/Kathmandu", "Asia/Bangkok", "Asia/Taipei", "Asia/Tokyo", "Australia/Lord_Howe",
        "Pacific/Kiritimati",
      ])
    #expect(
      plan.seedInstants.map(\.iso8601) == [
        "2007-01-09T18:00:00Z", "2010-01-27T18:00:00Z", "2015-01-19T14:45:00Z",
      ])
    #expect(
      plan.edgeInstants.map(\.iso8601) == [
        "1876-03-10T04:56:02Z", "2019-12-30T17:00:00Z", "2021-11-07T06:30:00Z",
        "2023-09-16T16:00:00Z", "2024-02-29T17:00:00Z", "2038-01-19T03:14:08Z",
      ])
    #expect(plan.sweepInstants.map(\.iso8601) == ["2010-01-27T18:00:00Z", "2024-07-01T18:00:00Z"])
    // The sweep's winter instant is also a seed: ten distinct instants in all.
    #expect(plan.allInstants.count == 10)
  }

  @Test func stylePairsAreTheTwentyFourOfPRODUCTMD() {
    #expect(StylePair.all.count == 24)
    #expect(Set(StylePair.all).count == 24)
    #expect(!StylePair.all.contains(StylePair(date: .none, time: .none)))
    #expect(
      StylePair.matching.map(\.description) == [
        "short/short", "medium/medium", "long/long", "full/full",
      ])
    #expect(
      StylePair.sweep.map(\.description) == ["none/short", "none/long", "none/full", "full/full"])
  }

  @Test func planListsAreSortedAndUnique() {
    var plan = Plan(
      includesAvailableLocales: false,
      locales: [LocaleID(rawValue: "zh_TW"), LocaleID(rawValue: "de_DE")],
      calendars: [.hebrew, .gregorian, .hebrew], styleZone: ZoneID(rawValue: "UTC"),
      zones: [ZoneID(rawValue: "UTC"), ZoneID(rawValue: "Asia/Tokyo"), ZoneID(rawValue: "UTC")],
      seedInstants: [], edgeInstants: [], sweepInstants: [])
    plan.add(locales: [LocaleID(rawValue: "en_US"), LocaleID(rawValue: "de_DE")])
    #expect(plan.locales.map(\.rawValue) == ["de_DE", "en_US", "zh_TW"])
    #expect(plan.calendars == [.gregorian, .hebrew])
    #expect(plan.zones.map(\.rawValue) == ["UTC", "Asia/Tokyo"])
    let available = [LocaleID(rawValue: "af"), LocaleID(rawValue: "de_DE")]
    #expect(
      plan.resolvedLocales(available: available).map(\.rawValue) == ["de_DE", "en_US", "zh_TW"])
    plan.includesAvailableLocales = true
    #expect(
      plan.resolvedLocales(available: available).map(\.rawValue) == [
        "af", "de_DE", "en_US", "zh_TW",
      ])
  }

  @Test func calendarsNoEngineHasAreRefused() throws {
    #expect(try CalendarID(validating: "Hebrew") == .hebrew)
    #expect(try CalendarID(validating: "islamic-umalqura").rawValue == "islamic-umalqura")
    #expect(try CalendarID(validating: "vikram").rawValue == "vikram")
    #expect(try CalendarID.validatingOrAll("ALL") == nil)
    #expect(throws: InputError.unknownCalendar("julian", orAll: false)) {
      try CalendarID(validating: "julian")
    }
    #expect(throws: InputError.unknownCalendar("julian", orAll: true)) {
      try CalendarID.validatingOrAll("julian")
    }
    #expect(
      InputError.unknownCalendar("julian", orAll: true).description
        == "unknown calendar 'julian' (expected one of: gregorian, japanese, buddhist, roc, persian, islamic-civil, islamic, hebrew, chinese, indian, coptic, ethiopic, ethiopic-amete-alem, iso8601, dangi, islamic-umalqura, islamic-tbla, islamic-rgsa, or 'all'; the foundation engine also has vietnamese, bangla, gujarati, kannada, malayalam, marathi, odia, tamil, telugu, vikram)"
    )
    #expect(CalendarID.icu.count == 18)
    #expect(CalendarID.known.count == 28)
  }

  @Test func aManifestsCalendarIdIsLowerCaseLettersDigitsAndInnerHyphens() {
    for good in ["gregorian", "islamic-umalqura", "iso8601", "julian"] {
      #expect(CalendarID.isWellFormed(good), "\(good)")
    }
    for bad in [
      "", "Gregorian", "../x", "-islamic", "islamic-", "a b", "a\u{0}",
      String(repeating: "a", count: 41),
    ] {
      #expect(!CalendarID.isWellFormed(bad), "\(bad)")
    }
  }

  @Test func theDefaultPlanTakesEachLocalesPreferredCalendarsOnlyWithoutCalendarFlags() throws {
    #expect(Plan.default.preferredCalendars == true)
    #expect(try PlanOverrides().plan(locales: (true, [])).preferredCalendars == true)
    var overrides = PlanOverrides()
    overrides[.calendars] = [.japanese]
    #expect(try overrides.plan(locales: (true, [])).preferredCalendars == nil)
    let plan = Plan.default
    #expect(
      plan.calendars(preferred: [.gregorian, .japanese], engine: CalendarID.icu)
        == [.buddhist, .gregorian, .hebrew, .japanese])
    // A calendar the engine lacks (a newer engine's corpus, Foundation's islamic-rgsa) is left out.
    #expect(
      plan.calendars(preferred: [.islamicRGSA], engine: [.gregorian, .buddhist, .hebrew])
        == [.buddhist, .gregorian, .hebrew])
    var old = plan
    old.preferredCalendars = nil
    #expect(
      old.calendars(preferred: [.japanese], engine: CalendarID.icu) == [
        .buddhist, .gregorian, .hebrew,
      ])
    #expect(plan.differences(from: old).map(\.detail) == ["preferred calendars (no → yes)"])
  }
}
