/// What a corpus covers: locales × calendars, the zones and the instants of each artifact.
///
/// The plan lives in the manifest, so `check` regenerates exactly what was stored.
public struct Plan: Codable, Hashable, Sendable {
  /// Whether every locale in the engine's available list belongs to the plan.
  ///
  /// Kept as a flag rather than a list so that a new engine's new locales show up as added.
  public var includesAvailableLocales: Bool
  /// Locales asked for by name, beyond (or instead of) the available list: `zh_TW`.
  public var locales: [LocaleID]
  public var calendars: [CalendarID]
  /// The zone of the style grid at the seed and edge instants.
  public var styleZone: ZoneID
  /// The zone sweep's zones, and the zones of the calendar fields.
  public var zones: [ZoneID]
  /// Instants formatted in all 24 style pairs.
  public var seedInstants: [Instant]
  /// Instants formatted in the four matching pairs (short/short … full/full).
  public var edgeInstants: [Instant]
  /// Instants of the zone sweep.
  public var sweepInstants: [Instant]
  /// The calendar view shows the month containing each, read in
  /// ``MonthReference/zone``; nil in a plan made before the month artifact existed (its manifest
  /// has no such key), which then renders no months until `generate --replan`.
  public var monthInstants: [Instant]?
  /// The templates of the `skeletons` artifact; nil in a plan made before templates were part
  /// of the plan, which renders the nine ``Plan/skeletons`` (``Plan/effectiveTemplates``).
  public var templates: [String]?
  /// The fixed patterns of the `patterns` artifact; nil in a plan made before fixed patterns
  /// and parsing existed (its manifest has no such key), which renders neither until a
  /// pattern is added or `generate --replan`.
  public var patterns: [String]?
  /// The configured pickers rendered besides the reference pickers (``PlannedPicker``); nil in
  /// a plan made before they existed (its manifest has no such key), which then renders none
  /// until `generate --replan`.
  public var pickers: [PlannedPicker]?
  /// The pairs of instants the `intervals` artifact spans with each template; nil in a plan
  /// made before intervals existed.
  public var intervals: [IntervalPair]?
  /// The templates the `intervals` artifact spans each pair with: a list of its own, as each
  /// (locale, calendar, template) costs ICU an interval format of its own, slow to open;
  /// nil in a plan made before intervals existed.
  public var intervalTemplates: [String]?
  /// The `arithmetic` artifact's cases, per calendar × zone; nil in a plan made before it.
  public var arithmetic: [ArithmeticCase]?
  /// The `relative` artifact's units, offsets and widths; nil in a plan made before it.
  public var relative: RelativePlan?
  /// The `durations` artifact's durations, unit sets and widths; nil in a plan made before it.
  public var durations: DurationPlan?
  /// Whether each locale also renders the calendars its region prefers, as the engine lists
  /// them (ICU's `ucal_getKeywordValuesForLocale("calendar", locale, true)`: ja_JP adds
  /// `japanese`, fa_IR `persian` …), besides ``calendars``; nil in a plan made before them
  /// (its manifest has no such key), which renders ``calendars`` alone.
  public var preferredCalendars: Bool?
  /// Configured calendar views, months with an available range (``MonthKey``,
  /// `generate --month`); nil when the plan has none, as the default plan (a corpus without
  /// them renders and compares none, so no ``PlanAddition`` marks their absence).
  public var monthRanges: [MonthKey]?
  /// Whether the plan renders the `accessibility` artifact (field names, spoken wheel values,
  /// day cell labels): true in a new plan; nil in a plan made before it (its manifest has no
  /// such key), which renders none until `generate --replan`.
  public var accessibility: Bool?
  /// The artifacts rendered, by ``Artifact/name`` in ``Artifact/all`` order; nil renders every
  /// artifact, as the default plan and every plan made before the key do (their manifests keep
  /// their bytes). A team's plan file lists only its formats' artifacts (`skeletons`,
  /// `patterns`), so its corpus holds no style grid, wheels or `fields.json`.
  public var artifacts: [String]?
  /// The templates and fixed patterns rendered in only some of the plan's locales or
  /// calendars (a plan file's per-format `locales` and `calendars`), sorted; nil when every
  /// format renders everywhere, as in the default plan and every plan made before scopes
  /// (their manifests keep their bytes).
  public var formatScopes: [FormatScope]?
  /// The engines the plan renders with, the corpus's own (the manifest's `engine`) first, as a
  /// plan file's `engines` lists them; nil for a corpus of one engine, as every plan made
  /// before several engines (their manifests keep their bytes). The others render only the
  /// formats whose scope names them (``FormatScope/engines``), under `engines › NAME` in each
  /// locale file (``Plan/narrowed(toEngine:)``).
  public var engines: [String]?
  /// The style pairs of the `styles` artifact (`medium/short`, as it keys them), each rendered
  /// in every calendar, in ``zones`` at ``seedInstants``: a plan file's `style` entries, which
  /// replace the grid as its templates replace the nine default ones. Nil renders the grid
  /// (every pair in the style zone, the sweep's in every zone), as the default plan and every
  /// plan made before the key do (their manifests keep their bytes).
  public var stylePairs: [String]?

  public init(
    includesAvailableLocales: Bool, locales: [LocaleID], calendars: [CalendarID],
    styleZone: ZoneID, zones: [ZoneID], seedInstants: [Instant], edgeInstants: [Instant],
    sweepInstants: [Instant], monthInstants: [Instant]? = Plan.defaultMonthInstants,
    templates: [String]? = Plan.skeletons, patterns: [String]? = Plan.defaultPatterns,
    pickers: [PlannedPicker]? = PlannedPicker.defaults,
    intervals: [IntervalPair]? = IntervalPair.defaults,
    intervalTemplates: [String]? = IntervalPair.defaultTemplates,
    arithmetic: [ArithmeticCase]? = ArithmeticCase.defaults,
    relative: RelativePlan? = .default, durations: DurationPlan? = .default,
    preferredCalendars: Bool? = nil, accessibility: Bool? = true
  ) {
    self.includesAvailableLocales = includesAvailableLocales
    self.locales = Self.sortedUnique(locales)
    self.calendars = Self.sortedUnique(calendars)
    self.styleZone = styleZone
    self.zones = Self.unique(zones)
    self.seedInstants = Self.sortedUnique(seedInstants)
    self.edgeInstants = Self.sortedUnique(edgeInstants)
    self.sweepInstants = Self.sortedUnique(sweepInstants)
    self.monthInstants = monthInstants.map(Self.sortedUnique)
    self.templates = templates.map(Self.unique)
    self.patterns = patterns.map(Self.unique)
    self.pickers = pickers
    self.intervals = intervals
    self.intervalTemplates = intervalTemplates.map(Self.unique)
    self.arithmetic = arithmetic
    self.relative = relative
    self.durations = durations
    self.preferredCalendars = preferredCalendars
    self.accessibility = accessibility
  }

  /// The calendars a locale renders: the plan's, and (when the plan takes them) the ones the
  /// engine says the locale's region prefers; only those the engine has, sorted.
  ///
  /// - Parameters:
  ///   - preferred: the engine's preferred calendars for the locale.
  ///   - engine: every calendar the engine has (a corpus from a newer engine may name more:
  ///     they are not rendered, and `check` reports them removed).
  public func calendars(preferred: [CalendarID], engine: [CalendarID]) -> [CalendarID] {
    let wanted = Set(calendars + (preferredCalendars == true ? preferred : []))
    return wanted.intersection(engine).sorted()
  }

  /// Whether the plan renders `artifact`: every artifact when ``artifacts`` is nil.
  public func renders(_ artifact: Artifact) -> Bool {
    artifacts?.contains(artifact.name) ?? true
  }

  /// Whether the plan renders an artifact stored in `fields.json` (the fields, the arithmetic).
  public var rendersFieldsFile: Bool {
    Artifact.all.contains { $0.fileName != nil && renders($0) }
  }

  /// The names of `artifacts` in ``Artifact/all`` order, each once: how the plan stores them,
  /// so that the same list in any order makes the same manifest.
  public static func orderedArtifacts(_ names: [String]) -> [String] {
    let wanted = Set(names)
    return Artifact.names.filter(wanted.contains)
  }

  /// The templates the `skeletons` artifact renders.
  public var effectiveTemplates: [String] { templates ?? Plan.skeletons }

  /// Whether the plan records fixed patterns and parsing: false for a plan made before them.
  public var recordsFormats: Bool { patterns != nil }

  /// Adds templates and fixed patterns, keeping the order they were first given in.
  public mutating func add(templates more: [String], patterns morePatterns: [String]) {
    if !more.isEmpty { templates = Self.unique(effectiveTemplates + more) }
    if !morePatterns.isEmpty { patterns = Self.unique((patterns ?? []) + morePatterns) }
  }

  /// Adds configured pickers by key (`generate --picker`), keeping the plan's entries as they
  /// are.
  ///
  /// A date mode's key is rendered in every calendar of the plan, a timer's once per locale;
  /// where the plan already renders a key (the same key given twice, or one of its own), it is
  /// not planned again: a key already in every calendar adds nothing, and one the plan renders
  /// in some calendars is added for the others. Keys of one configuration added for the same
  /// calendars share one entry, as the default plan's `time` and `dateAndTime` at interval 15 do.
  public mutating func add(pickers keys: [PickerKey]) {
    guard !keys.isEmpty else { return }
    var planned = pickers ?? []
    let firstAdded = planned.endIndex
    for key in keys {
      let planning = planned.filter { $0.keys.contains(key.text) }
      var calendars: [CalendarID]?
      if !key.mode.isTimer {
        let covered = Set(planning.flatMap { $0.calendars ?? [] })
        calendars = self.calendars.filter { !covered.contains($0) }
        guard calendars != [] else { continue }
      } else {
        guard !planning.contains(where: \.isPerLocale) else { continue }
      }
      if let index = planned.indices.dropFirst(firstAdded).first(where: {
        planned[$0].configuration == key.configuration && planned[$0].calendars == calendars
      }) {
        planned[index] = PlannedPicker(
          modes: planned[index].modes + [key.mode], calendars: calendars,
          configuration: key.configuration)
      } else {
        planned.append(
          PlannedPicker(modes: [key.mode], calendars: calendars, configuration: key.configuration))
      }
    }
    pickers = planned
  }

  /// The values in the order first given, each once: how the plan keeps lists whose order
  /// the user chose (zones, templates, patterns).
  static func unique<T: Hashable>(_ values: [T]) -> [T] {
    var seen = Set<T>()
    return values.filter { seen.insert($0).inserted }
  }

  /// The values sorted, each once: how the plan keeps the lists it orders itself (locales,
  /// calendars, instants), so that the same flags in any order make the same manifest.
  static func sortedUnique<T: Hashable & Comparable>(_ values: [T]) -> [T] {
    Array(Set(values)).sorted()
  }

  /// Every instant of the plan, once, in time order: the instants of fields and weeks.
  public var allInstants: [Instant] {
    Array(Set(seedInstants + edgeInstants + sweepInstants)).sorted()
  }

  /// The locales of the plan, given the engine's available list, sorted and unique.
  public func resolvedLocales(available: [LocaleID]) -> [LocaleID] {
    Array(Set((includesAvailableLocales ? available : []) + locales)).sorted()
  }

  /// Adds locales by name, keeping the plan sorted.
  public mutating func add(locales more: [LocaleID]) {
    locales = Array(Set(locales + more)).sorted()
  }
}

extension Plan {
  /// The templates Swift code hands to `setLocalizedDateFormatFromTemplate`.
  public static let skeletons = [
    "yMd", "yMMMd", "yMMMMEEEEd", "MMMEd", "MMMMd", "yMMM", "jm", "jms", "Hm",
  ]

  /// The seed's fixed-format strings (the 002 file's table).
  public static let defaultPatterns = [
    "'Year: 'y' Month: 'M' Day: 'd", "MM/dd/yy", "MMM dd, yyyy", "E MMM dd, yyyy",
    "EEEE, MMMM dd, yyyy' at 'h:mm a.", "EEEE, MMMM dd, yyyy' at 'h:mm a zzzz.",
  ]

  /// Where skeletons are rendered: the seed's style-table instant, 1:00 PM in New York.
  public static let skeletonInstant = Instant(millisecondsSince1970: 1_264_615_200_000)

  public static let defaultCalendars: [CalendarID] = [.gregorian, .buddhist, .hebrew]

  public static let defaultStyleZone = ZoneID(rawValue: "America/New_York")

  public static let defaultZones: [ZoneID] = [
    "UTC", "America/New_York", "America/Los_Angeles", "America/St_Johns", "America/Sao_Paulo",
    "Europe/London", "Europe/Dublin", "Asia/Jerusalem", "Asia/Kolkata", "Asia/Kathmandu",
    "Asia/Bangkok", "Asia/Taipei", "Asia/Tokyo", "Australia/Lord_Howe", "Pacific/Kiritimati",
  ].map(ZoneID.init(rawValue:))

  /// The seeds' instants: 10:00 US/Pacific, the style table's 1:00 PM EST, Buddhist 2558.
  public static let defaultSeedInstants = instants(
    "2007-01-09T18:00:00Z", "2010-01-27T18:00:00Z", "2015-01-19T14:45:00Z")

  /// Local mean time in New York, a leap day in Adar I, Rosh Hashanah, an ISO week-year
  /// boundary, the repeated 1:30 of a DST fall-back, and the 32-bit time_t limit.
  public static let defaultEdgeInstants = instants(
    "1876-03-10T04:56:02Z", "2024-02-29T17:00:00Z", "2023-09-16T16:00:00Z",
    "2019-12-30T17:00:00Z", "2021-11-07T06:30:00Z", "2038-01-19T03:14:08Z")

  /// Northern winter and summer.
  public static let defaultSweepInstants = instants(
    "2010-01-27T18:00:00Z", "2024-07-01T18:00:00Z")

  /// The seed's February 2024 (its decorated 14th; 5 Adar I 5784, a Hebrew leap year), the
  /// pickers' November 2007 (5 Kislev 5768), and March 2025 (1 Adar 5785, a common year).
  public static let defaultMonthInstants = instants(
    "2024-02-14T20:00:00Z", "2007-11-15T20:00:00Z", "2025-03-01T20:00:00Z")

  /// The default plan: every available locale, the three calendars, the default zones and
  /// instants.
  public static let `default` = Plan(
    includesAvailableLocales: true, locales: [], calendars: defaultCalendars,
    styleZone: defaultStyleZone, zones: defaultZones, seedInstants: defaultSeedInstants,
    edgeInstants: defaultEdgeInstants, sweepInstants: defaultSweepInstants,
    preferredCalendars: true)

  private static func instants(_ texts: String...) -> [Instant] {
    // The literals above are checked by the model's tests; a typo is a programming error.
    texts.map { try! Instant(iso8601: $0) }
  }
}
