import CorpusModel

/// What a golden file holds, said once: walks the plan and asks an engine's
/// ``FormatterSource`` only primitive questions.
///
/// Two engines that each walked the plan would drift apart, and `diff` would report our own bug
/// as the engine's. Here the style grid (all pairs at the seed instants, the matching pairs at
/// the edges, the Gregorian-only zone sweep), the skeletons, the pickers, the calendar view's
/// months, the week and the fields are decided for every engine, and so are the rules that refuse what an engine would
/// silently fall back on: locales through ``LocaleIndex``, zones through ``resolveZone(_:)``.
public struct CorpusAssembly<Source: FormatterSource>: CorpusEngine {
  public let source: Source
  public let info: EngineInfo
  private let locales: LocaleIndex

  /// - Throws: the engine's `EngineError` when its versions or lists cannot be read.
  public init(_ source: Source) throws {
    self.source = source
    locales = LocaleIndex(
      available: source.availableLocaleIDs(), engine: source.name,
      rules: LocaleIndex.Rules(
        canonical: { try source.canonicalLocale($0) },
        likelyForm: { source.likelySubtags($0) },
        probe: { Self.probe($0, source) }))
    info = EngineInfo(
      name: source.name, versions: try source.versions(), localeCount: locales.available.count,
      zoneCount: try source.zoneIDs(canonicalOnly: true).count)
  }

  public var availableLocales: [LocaleID] { locales.available }

  public func resolveLocale(_ text: String) throws -> LocaleID { try locales.resolve(text) }

  public func listedLocale(for locale: LocaleID) -> LocaleID? {
    locales.listedID(for: locale.rawValue).map(LocaleID.init(rawValue:))
  }

  public func zoneIDs() throws -> [String] { try source.zoneIDs(canonicalOnly: false) }

  public func canonicalZoneIDs() throws -> [String] { try source.zoneIDs(canonicalOnly: true) }

  /// Checks the engine knows the zone as a system id; an unknown id would render as
  /// `Etc/Unknown` (GMT) without a word.
  ///
  /// - Throws: `InputError.unknownZone` with close matches (`GMT+5` → `Etc/GMT-5`).
  public func resolveZone(_ text: String) throws -> ZoneID {
    let printable = text.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 32 }
    guard printable, !text.isEmpty, text.utf16.count < 128, text != "Etc/Unknown",
      source.isSystemZone(text)
    else {
      let hints = (try? source.zoneIDs(canonicalOnly: false)).map { zoneHints(for: text, in: $0) }
      throw InputError.unknownZone(text, engine: source.name, suggestions: hints ?? [])
    }
    return ZoneID(rawValue: text)
  }

  public func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, pair: StylePair
  ) throws -> String {
    try source.formatters(for: locale).calendar(calendar, zone: zone).style(
      pair, zone: zone, at: instant)
  }

  public func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, pattern: String
  ) throws -> String {
    try source.formatters(for: locale).calendar(calendar, zone: zone).string(
      pattern: pattern, at: instant)
  }

  public func format(
    locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant, template: String
  ) throws -> SkeletonResult {
    let formatters = try source.formatters(for: locale).calendar(calendar, zone: zone)
    let pattern = try formatters.pattern(forSkeleton: template)
    return SkeletonResult(
      pattern: pattern, string: try formatters.string(pattern: pattern, at: instant))
  }

  /// Pickers as configured, with a label per row on labelled wheels.
  public func pickers(
    locale: LocaleID, calendars: [CalendarID], modes: [PickerMode],
    configuration: PickerConfiguration
  ) throws -> [Picker] {
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

  public func localeCorpus(for locale: LocaleID, plan: Plan) throws -> LocaleCorpus {
    let formatters = try source.formatters(for: locale)
    var calendars: [CalendarID: CalendarCorpus] = [:]
    var perLocale: [String: Picker] = [:]
    let timerCalendar = Self.timerCalendar(plan)
    // The timers' answers are the locale's alone: asked once, whatever the calendar.
    let memo = LocalePickerMemo()
    for calendar in plan.calendars {
      let assembly = PickerAssembly(
        locale: locale, calendar: calendar, isRightToLeft: formatters.isRightToLeft,
        memo: memo)
      let rendered = try calendarCorpus(
        try formatters.calendar(calendar, zone: plan.styleZone), plan: plan, pickers: assembly,
        rendersPerLocale: calendar == timerCalendar)
      calendars[calendar] = rendered.corpus
      perLocale.merge(rendered.perLocale) { old, _ in old }
    }
    let week = try formatters.week(zone: plan.styleZone)
    var weeks: [Instant: WeekOfYear] = [:]
    for instant in plan.allInstants { weeks[instant] = try week.weekOfYear(at: instant) }
    return LocaleCorpus(
      locale: locale, calendars: calendars,
      week: WeekData(
        firstWeekday: week.firstWeekday, minimalDaysInFirstWeek: week.minimalDaysInFirstWeek,
        weeks: weeks),
      pickers: perLocale)
  }

  /// Where the per-locale configured pickers (the timers) are rendered: the Gregorian calendar,
  /// or the plan's first calendar when it has none. The timers' rows do not depend on it (the
  /// reference count-down is the same in every calendar of every locale).
  static func timerCalendar(_ plan: Plan) -> CalendarID? {
    plan.calendars.contains(.gregorian) ? .gregorian : plan.calendars.first
  }

  /// Styles first, then skeletons, then pickers, then months: the picker and month sources may
  /// take over the style and pattern formatters (``CalendarFormatters/pickerSource(date:zone:)``,
  /// ``CalendarFormatters/monthSource(zone:)``).
  private func calendarCorpus(
    _ formatters: Source.ForLocale.ForCalendar, plan: Plan, pickers: PickerAssembly,
    rendersPerLocale: Bool
  ) throws -> (corpus: CalendarCorpus, perLocale: [String: Picker]) {
    var corpus = CalendarCorpus()
    // Zones outermost: an engine that moves its formatters between zones (ICU loads the zone
    // each time) then moves them once per zone, not once per pair and zone. The order of the
    // questions changes no answer.
    func render(_ pairs: [StylePair], _ zones: [ZoneID], _ instants: [Instant]) throws {
      for zone in zones {
        for pair in pairs {
          for instant in instants {
            corpus.styles[StyleKey(zone: zone, instant: instant, pair: pair)] =
              try formatters.style(pair, zone: zone, at: instant)
          }
        }
      }
    }
    try render(StylePair.all, [plan.styleZone], plan.seedInstants)
    try render(StylePair.matching, [plan.styleZone], plan.edgeInstants)
    if pickers.calendar == .gregorian {
      try render(StylePair.sweep, plan.zones, plan.sweepInstants)
    }
    for skeleton in plan.effectiveTemplates {
      let pattern = try formatters.pattern(forSkeleton: skeleton)
      corpus.skeletons[skeleton] = SkeletonResult(
        pattern: pattern, string: try formatters.string(pattern: pattern, at: Plan.skeletonInstant))
    }
    if let patterns = plan.patterns {
      for pattern in patterns {
        corpus.patterns[pattern] = try formatters.string(pattern: pattern, at: Plan.skeletonInstant)
      }
    }
    // Parsing is the Gregorian calendar's, as apps parse: ICU's parse costs many formats, and
    // the other calendars' strings parse by the same rules.
    if plan.recordsFormats, pickers.calendar == .gregorian {
      try parsing(formatters, plan: plan, into: &corpus)
    }
    var perLocale: [String: Picker] = [:]
    let reference = PickerConfiguration.reference
    // Kept rows: the configurations at the reference's date and zone ask many of its rows again.
    let referenceSource = RememberingPickerSource(
      try formatters.pickerSource(date: reference.date, zone: reference.zone))
    for picker in try pickers.pickers(modes: PickerMode.datePickerModes, source: referenceSource) {
      corpus.pickers[picker.mode] = picker
    }
    // The plan's configured pickers: those of this calendar, and the per-locale ones when this
    // is where they are rendered. A configuration at the reference's date and zone reads the
    // reference's source (each source costs a formatter).
    for planned in plan.pickers ?? [] {
      let here = planned.calendars?.contains(pickers.calendar) ?? rendersPerLocale
      guard here else { continue }
      let configuration = planned.configuration.settled().configuration
      let assembly = PickerAssembly(
        locale: pickers.locale, calendar: pickers.calendar, isRightToLeft: pickers.isRightToLeft,
        configuration: configuration, labelsRows: true, memo: pickers.memo)
      let atReference = configuration.date == reference.date && configuration.zone == reference.zone
      let made =
        atReference
        ? try assembly.pickers(modes: planned.modes, source: referenceSource)
        : try assembly.pickers(
          modes: planned.modes,
          source: try formatters.pickerSource(date: configuration.date, zone: configuration.zone))
      for picker in made {
        let key = planned.key(mode: picker.mode)
        if planned.isPerLocale {
          perLocale[key] = picker
        } else {
          corpus.configuredPickers[key] = picker
        }
      }
    }
    // A plan made before months existed has none (nil), and its files keep their bytes.
    if let instants = plan.monthInstants, !instants.isEmpty {
      let months = MonthAssembly(
        locale: pickers.locale, calendar: pickers.calendar, isRightToLeft: pickers.isRightToLeft)
      corpus.months = try months.months(
        at: instants, source: try formatters.monthSource(zone: MonthReference.zone))
    }
    return (corpus, perLocale)
  }

  public func month(locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant) throws
    -> Month
  {
    let formatters = try source.formatters(for: locale)
    let assembly = MonthAssembly(
      locale: locale, calendar: calendar, isRightToLeft: formatters.isRightToLeft)
    let months = try assembly.months(
      at: [instant], source: try formatters.calendar(calendar, zone: zone).monthSource(zone: zone))
    return months[instant]!
  }

  /// Whether each style pair's string (at the skeleton instant, in the style zone) and each
  /// fixed pattern's string parses back with the formatter that wrote it.
  private func parsing(
    _ formatters: Source.ForLocale.ForCalendar, plan: Plan, into corpus: inout CalendarCorpus
  ) throws {
    let instant = Plan.skeletonInstant
    for pattern in plan.patterns ?? [] {
      let string = try formatters.string(pattern: pattern, at: instant)
      corpus.patternParsing[pattern] = try Self.parseResults(string, at: instant) {
        text, lenient in
        try formatters.parse(text, pattern: pattern, lenient: lenient)
      } render: {
        try formatters.string(pattern: pattern, at: $0)
      }
    }
    let zone = plan.styleZone
    for pair in StylePair.all {
      let string = try formatters.style(pair, zone: zone, at: instant)
      corpus.styleParsing[pair] = try Self.parseResults(string, at: instant) { text, lenient in
        try formatters.parse(text, pair: pair, zone: zone, lenient: lenient)
      } render: {
        try formatters.style(pair, zone: zone, at: $0)
      }
    }
  }

  /// The four parse results of one rendered string, decided here for every engine.
  ///
  /// - Parameters:
  ///   - instant: where `string` was rendered.
  ///   - parse: parses a text strictly or leniently; nil when the parse failed or left text
  ///     unread.
  ///   - render: renders an instant with the same formatter.
  /// - Returns: `ok` where the landed instant renders the original string (the fields the
  ///   format shows agree), `fails`, or the ISO instant. A string with nothing to make plain
  ///   is parsed once per leniency.
  static func parseResults(
    _ string: String, at instant: Instant, parse: (String, Bool) throws -> Instant?,
    render: (Instant) throws -> String
  ) throws -> ParseResults {
    func result(_ text: String, lenient: Bool) throws -> String {
      guard let parsed = try parse(text, lenient) else { return ParseResults.fails }
      // Landing on the instant itself is agreement; elsewhere, the string decides.
      if parsed == instant { return ParseResults.ok }
      return try render(parsed) == string ? ParseResults.ok : parsed.iso8601
    }
    let plain = ParseResults.plain(string)
    let strict = try result(string, lenient: false)
    let lenient = try result(string, lenient: true)
    guard plain != string else {
      return ParseResults(
        strict: strict, lenient: lenient, strictPlain: strict, lenientPlain: lenient)
    }
    return ParseResults(
      strict: strict, lenient: lenient, strictPlain: try result(plain, lenient: false),
      lenientPlain: try result(plain, lenient: true))
  }

  public func fields(for plan: Plan) throws -> [FieldsKey: CalendarFields] {
    var fields: [FieldsKey: CalendarFields] = [:]
    for calendar in plan.calendars {
      let reader = try source.fieldsReader(
        calendar: calendar, monthNames: LocaleID(rawValue: "en_US"), zone: plan.styleZone)
      for zone in plan.zones {
        for instant in plan.allInstants {
          fields[FieldsKey(calendar: calendar, zone: zone, instant: instant)] =
            try reader.fields(zone: zone, at: instant)
        }
      }
    }
    return fields
  }

  /// What decides whether an unlisted spelling renders a listed locale's data: the bundle the
  /// engine opens and a sample of styles and skeleton patterns in every calendar.
  private static func probe(_ id: String, _ source: Source) -> LocaleIndex.DataProbe? {
    guard let dataLocale = source.dataLocale(of: id) else { return nil }
    typealias Probe = LocaleIndex.DataProbe
    do {
      let formatters = try source.formatters(for: LocaleID(rawValue: id))
      var sample: [String] = []
      for calendar in CalendarID.allCases {
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
