import CorpusModel

/// What a golden file holds, said once: walks the plan and asks an engine's
/// ``FormatterSource`` only primitive questions.
///
/// Two engines that each walked the plan would drift apart, and `diff` would report our own bug
/// as the engine's. Here every artifact's step (``ArtifactSteps``: the style grid, skeletons,
/// patterns, parsing, pickers, months, the week; ``FieldsStep`` for the fields) runs for every
/// engine, and so do the rules that refuse what an engine would silently fall back on: locales
/// through ``LocaleIndex``, zones through ``resolveZone(_:)``. It answers every
/// ``EngineRequest`` for an in-process engine and inside an engine's worker.
public struct CorpusAssembly<Source: FormatterSource>: CorpusEngine {
  public let source: Source
  public let info: EngineInfo
  let locales: LocaleIndex
  /// The engine's calendars (``EngineCatalog/calendarIDs()``), read once.
  public let calendarIDs: [CalendarID]

  /// - Throws: the engine's `EngineError` when its versions or lists cannot be read.
  public init(_ source: Source) throws {
    self.source = source
    locales = LocaleIndex(
      available: source.catalog.availableLocaleIDs(), engine: source.name,
      rules: LocaleIndex.Rules(
        canonical: { try source.catalog.canonicalLocale($0) },
        likelyForm: { source.catalog.likelySubtags($0) },
        probe: { Self.probe($0, source) }))
    calendarIDs = try source.catalog.calendarIDs()
    info = EngineInfo(
      name: source.name, versions: try source.catalog.versions(),
      localeCount: locales.available.count,
      zoneCount: try source.catalog.zoneIDs(canonicalOnly: true).count)
  }

  public var availableLocales: [LocaleID] { locales.available }

  /// Answers a request with the assembly's method of that question.
  public func answer(_ request: EngineRequest) throws -> any EngineAnswer {
    for instant in request.formattedInstants { try source.checkFormattable(instant) }
    switch request {
    case .info: return info
    case .availableLocales: return availableLocales
    case .zoneIDs: return try zoneIDs()
    case .canonicalZoneIDs: return try canonicalZoneIDs()
    case .resolveLocale(let text): return try resolveLocale(text)
    case .listedLocale(let locale): return listedLocale(for: locale)
    case .resolveZone(let text): return try resolveZone(text)
    case .localeCorpus(let locale, let plan): return try localeCorpus(for: locale, plan: plan)
    case .fields(let plan): return try fields(for: plan)
    case .pickers(let locale, let calendars, let modes, let configuration):
      return try pickers(
        locale: locale, calendars: calendars, modes: modes, configuration: configuration)
    case .format(let locale, let calendar, let zone, let instant, let pair):
      return try format(
        locale: locale, calendar: calendar, zone: zone, instant: instant, pair: pair)
    case .month(let locale, let calendar, let zone, let instant):
      return try month(locale: locale, calendar: calendar, zone: zone, instant: instant)
    case .monthInRange(let locale, let calendar, let zone, let instant, let range):
      // `Optional`: this assembly's own month, not `CorpusEngine`'s request for it.
      return try month(
        locale: locale, calendar: calendar, zone: zone, instant: instant, range: Optional(range))
    case .formatPattern(let locale, let calendar, let zone, let instant, let pattern):
      return try format(
        locale: locale, calendar: calendar, zone: zone, instant: instant, pattern: pattern)
    case .formatTemplate(let locale, let calendar, let zone, let instant, let template):
      return try format(
        locale: locale, calendar: calendar, zone: zone, instant: instant, template: template)
    case .arithmetic, .formatInterval, .formatIntervalParts, .calculate:
      return try answerSpan(request)
    case .formatStyleInterval, .formatStyleIntervalParts: return try answerStyleInterval(request)
    case .formatParts: return try answerDateParts(request)
    case .relative(let locale, let query): return try relative(locale: locale, query: query)
    case .relativeParts(let locale, let query):
      return try source.formatters(for: locale).relativeParts(query)
    case .relativeBetween(let locale, let query):
      return try relative(locale: locale, between: query)
    case .duration(let locale, let query): return try duration(locale: locale, query: query)
    case .calendars: return calendarIDs
    case .preferredCalendars(let locale): return try source.catalog.preferredCalendars(for: locale)
    case .accessibility(let locale, let calendar, let zone, let instant, let perLocale):
      return try accessibility(
        locale: locale, calendar: calendar, zone: zone, instant: instant, perLocale: perLocale)
    }
  }

  /// A locale, or a variant with settings (``resolveVariant(_:)``).
  public func resolveLocale(_ text: String) throws -> LocaleID {
    text.contains("@") || text.lowercased().contains("-u-")
      ? try resolveVariant(text) : try locales.resolve(text)
  }

  public func listedLocale(for locale: LocaleID) -> LocaleID? {
    locales.listedID(for: locale.rawValue).map(LocaleID.init(rawValue:))
  }

  public func zoneIDs() throws -> [String] { try source.catalog.zoneIDs(canonicalOnly: false) }

  public func canonicalZoneIDs() throws -> [String] {
    try source.catalog.zoneIDs(canonicalOnly: true)
  }

  /// Checks the engine knows the zone as a system id; an unknown id would render as
  /// `Etc/Unknown` (GMT) without a word.
  ///
  /// - Throws: `InputError.unknownZone` with close matches (`GMT+5` → `Etc/GMT-5`).
  public func resolveZone(_ text: String) throws -> ZoneID {
    let printable = text.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 32 }
    guard printable, !text.isEmpty, text.utf16.count < 128, text != "Etc/Unknown",
      source.catalog.isSystemZone(text)
    else {
      let hints = (try? source.catalog.zoneIDs(canonicalOnly: false)).map {
        zoneHints(for: text, in: $0)
      }
      throw InputError.unknownZone(text, engine: source.name, suggestions: hints ?? [])
    }
    return ZoneID(rawValue: text)
  }

  public func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, pair: StylePair
  ) throws -> String {
    try checkCalendar(calendar)
    return try source.formatters(for: locale).calendar(calendar, zone: zone).style(
      pair, zone: zone, at: instant)
  }

  public func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, pattern: String
  ) throws -> String {
    try checkCalendar(calendar)
    return try source.formatters(for: locale).calendar(calendar, zone: zone).string(
      pattern: pattern, at: instant)
  }

  public func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, template: String
  ) throws -> SkeletonResult {
    try checkCalendar(calendar)
    return try source.formatters(for: locale).calendar(calendar, zone: zone).template(
      template, at: instant)
  }

  /// Pickers as configured, with a label per row on labelled wheels.
  public func pickers(
    locale: LocaleID, calendars: [CalendarID], modes: [PickerMode],
    configuration: PickerConfiguration
  ) throws -> [Picker] {
    for calendar in calendars { try checkCalendar(calendar) }
    let formatters = try source.formatters(for: locale)
    let memo = LocalePickerMemo()
    return try calendars.flatMap { calendar in
      let assembly = PickerAssembly(
        locale: locale, calendar: calendar, isRightToLeft: formatters.isRightToLeft,
        configuration: configuration, labelsRows: true, memo: memo)
      let calendarFormatters = try formatters.calendar(calendar, zone: configuration.zone)
      return try assembly.pickers(
        modes: modes,
        source: calendarFormatters.pickerSource(date: configuration.date, zone: configuration.zone))
    }
  }

  /// The accessibility values of a locale and calendar as a corpus holds them, the picker's
  /// date and the month at `instant` read in `zone` (a corpus: the picker's reference), but
  /// with nothing left out: a part the engine cannot answer is refused (exit 2).
  ///
  /// - Parameter perLocale: whether the locale's values (field names, count-down) are asked:
  ///   `month --accessibility` needs none, so the Foundation engines and ICU 60.3 answer it.
  public func accessibility(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID = PickerReference.zone,
    instant: Instant = PickerReference.instant, perLocale: Bool = true
  ) throws -> Accessibility {
    try checkCalendar(calendar)
    let formatters = try source.formatters(for: locale)
    let calendarFormatters = try formatters.calendar(calendar, zone: zone)
    let pickers = RememberingPickerSource(
      try calendarFormatters.pickerSource(date: instant, zone: zone))
    let assembly = PickerAssembly(
      locale: locale, calendar: calendar, isRightToLeft: formatters.isRightToLeft)
    // Nothing is left out here, so nothing is recorded.
    var refused: RefusedEntries = [:]
    return Accessibility(
      locale: locale, calendar: calendar, isRightToLeft: formatters.isRightToLeft,
      perLocale: perLocale
        ? try AccessibilityStep.localePart(
          calendarFormatters, pickers, leavingOut: false, refused: &refused)
        : LocaleAccessibility(),
      perCalendar: try AccessibilityStep.calendarPart(
        assembly, pickers, months: calendarFormatters.monthSource(zone: zone), at: instant))
  }

  /// Every artifact of a locale: each calendar's steps in turn (``ArtifactSteps/calendar``), then
  /// the locale's own (``ArtifactSteps/locale``).
  public func localeCorpus(for locale: LocaleID, plan: Plan) throws -> LocaleCorpus {
    // The spans a scope keeps out of this locale are out of its plan (`narrowed(toLocale:)`).
    let plan = plan.narrowed(toLocale: locale)
    let formatters = try source.formatters(for: locale)
    var corpus = LocaleCorpus(
      locale: locale, calendars: [:],
      week: WeekData(firstWeekday: 0, minimalDaysInFirstWeek: 0, weeks: [:]))
    let timerCalendar = Self.timerCalendar(plan)
    // The timers' answers are the locale's alone: asked once, whatever the calendar.
    let memo = LocalePickerMemo()
    // A variant whose settings name a calendar renders that calendar alone.
    let calendars: [CalendarID]
    if let setting = locale.calendarSetting {
      calendars = calendarIDs.contains(setting) ? [setting] : []
    } else {
      calendars = plan.calendars(
        preferred: plan.preferredCalendars == true
          ? try source.catalog.preferredCalendars(for: locale) : [],
        engine: calendarIDs)
    }
    for calendar in calendars {
      var rendering = CalendarRendering(
        formatters: try formatters.calendar(calendar, zone: plan.styleZone), plan: plan,
        locale: locale, calendar: calendar, isRightToLeft: formatters.isRightToLeft,
        rendersPerLocale: calendar == timerCalendar, memo: memo,
        makeFormatters: { try formatters.calendar(calendar, zone: $0) })
      for step in ArtifactSteps.calendar where plan.renders(step.artifact) {
        try step.render(&rendering)
      }
      corpus.calendars[calendar] = rendering.corpus
      corpus.refused = corpus.refused.adding(rendering.refused)
      corpus.pickers.merge(rendering.perLocalePickers) { old, _ in old }
      if let accessibility = rendering.perLocaleAccessibility {
        corpus.accessibility = accessibility
      }
    }
    for step in ArtifactSteps.locale where plan.renders(step.artifact) {
      try step.render(formatters, plan: plan, into: &corpus)
    }
    return corpus
  }

  /// Where the per-locale configured pickers (the timers) are rendered: the Gregorian calendar,
  /// or the plan's first calendar when it has none. The timers' rows do not depend on it (the
  /// reference count-down is the same in every calendar of every locale).
  static func timerCalendar(_ plan: Plan) -> CalendarID? {
    plan.calendars.contains(.gregorian) ? .gregorian : plan.calendars.first
  }

  public func month(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant,
    range: MonthRange? = nil
  ) throws -> Month {
    try checkCalendar(calendar)
    let formatters = try source.formatters(for: locale)
    let assembly = MonthAssembly(
      locale: locale, calendar: calendar, isRightToLeft: formatters.isRightToLeft,
      range: try range?.validated())
    let months = try assembly.months(
      at: [instant], source: try formatters.calendar(calendar, zone: zone).monthSource(zone: zone))
    return months[instant]!
  }

  public func fields(for plan: Plan) throws -> [FieldsKey: CalendarFields] {
    var preferred = Set<CalendarID>()
    if plan.preferredCalendars == true {
      for locale in plan.resolvedLocales(available: availableLocales) {
        preferred.formUnion(try source.catalog.preferredCalendars(for: locale))
      }
    }
    return try FieldsStep.render(
      source, plan: plan,
      calendars: plan.calendars(preferred: Array(preferred), engine: calendarIDs))
  }

  /// Refuses a calendar the engine lacks (exit 2 naming its list) before anything of it is
  /// opened: ICU would render `@calendar=vikram` as Gregorian without a word.
  func checkCalendar(_ calendar: CalendarID) throws {
    guard calendarIDs.contains(calendar) else {
      throw InputError.calendarNotInEngine(
        calendar.rawValue, engine: info.name, valid: calendarIDs.map(\.rawValue))
    }
  }

  /// What decides whether an unlisted spelling renders a listed locale's data: the bundle the
  /// engine opens and a sample of styles and skeleton patterns in every calendar.
  private static func probe(_ id: String, _ source: Source) -> LocaleIndex.DataProbe? {
    guard let dataLocale = source.catalog.dataLocale(of: id) else { return nil }
    typealias Probe = LocaleIndex.DataProbe
    do {
      let formatters = try source.formatters(for: LocaleID(rawValue: id))
      var sample: [String] = []
      for calendar in Plan.defaultCalendars {
        let calendarFormatters = try formatters.calendar(calendar, zone: Probe.sampleZone)
        for pair in Probe.samplePairs {
          sample.append(
            try calendarFormatters.style(pair, zone: Probe.sampleZone, at: Probe.sampleInstant))
        }
        for skeleton in Probe.sampleSkeletons {
          sample.append(try calendarFormatters.pattern(forSkeleton: skeleton))
        }
      }
      return Probe(dataLocale: dataLocale, sample: sample)
    } catch {
      return nil
    }
  }
}
