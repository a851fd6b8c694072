/// What a command line asks of a plan, said once for `generate`, its shards and a stored plan:
/// axes that replace the plan's (calendars, zones, instants — a stored plan takes them only with
/// `--replan`) and additions (locales, templates, fixed patterns, configured pickers).
public struct PlanOverrides: Sendable, Hashable {
  /// Locales named on the command line, already resolved by the engine.
  public var locales: [LocaleID]
  public var calendars: [CalendarID]?
  public var styleZone: ZoneID?
  public var zones: [ZoneID]?
  public var seedInstants: [Instant]?
  public var edgeInstants: [Instant]?
  public var sweepInstants: [Instant]?
  /// Templates and fixed patterns, already validated: they replace the defaults in a new plan
  /// and are added to a stored one.
  public var templates: [String]
  public var patterns: [String]
  /// Configured pickers (`--picker`), already checked: they replace the default
  /// configurations in a new plan and are added to a stored one (``Plan/add(pickers:)``).
  public var pickers: [PickerKey]
  /// Interval pairs and arithmetic cases (`--interval`, `--arithmetic`), already read: added
  /// to the plan's, a new plan's being the defaults, by ``Plan/add(intervals:arithmetic:)``
  /// (which refuses a name the plan gives another value).
  public var intervals: [IntervalPair] = []
  public var intervalTemplates: [String] = []
  public var arithmetic: [ArithmeticCase] = []
  /// Relative offsets (`--relative-offset`) and durations (`--duration-seconds`): added to
  /// the default span plans in a new plan and to a stored one's (``Plan/add(spans:durations:)``).
  public var relativeOffsets: [SpanAmount] = []
  public var durationSeconds: [SpanAmount] = []
  /// Configured months (`--month`): added to a new plan and to a stored one.
  public var monthRanges: [MonthKey] = []

  public init(
    locales: [LocaleID] = [], calendars: [CalendarID]? = nil, styleZone: ZoneID? = nil,
    zones: [ZoneID]? = nil, seedInstants: [Instant]? = nil, edgeInstants: [Instant]? = nil,
    sweepInstants: [Instant]? = nil, templates: [String] = [], patterns: [String] = [],
    pickers: [PickerKey] = []
  ) {
    self.locales = locales
    self.calendars = calendars
    self.styleZone = styleZone
    self.zones = zones
    self.seedInstants = seedInstants
    self.edgeInstants = edgeInstants
    self.sweepInstants = sweepInstants
    self.templates = templates
    self.patterns = patterns
    self.pickers = pickers
  }

  /// Whether an axis only `--replan` may change in a stored plan is given.
  public var replacesAxes: Bool {
    calendars != nil || styleZone != nil || zones != nil || seedInstants != nil
      || edgeInstants != nil || sweepInstants != nil
  }

  /// A new plan: the flags, with the default plan's values for what they leave out.
  ///
  /// - Parameter fallback: the locales when none is named (a replanned corpus keeps its own).
  public func plan(locales fallback: (includesAvailable: Bool, locales: [LocaleID])) -> Plan {
    let defaults = Plan.default
    var plan = Plan(
      includesAvailableLocales: locales.isEmpty ? fallback.includesAvailable : false,
      locales: locales.isEmpty ? fallback.locales : locales,
      calendars: calendars ?? defaults.calendars,
      styleZone: styleZone ?? defaults.styleZone,
      zones: zones ?? defaults.zones,
      seedInstants: seedInstants ?? defaults.seedInstants,
      edgeInstants: edgeInstants ?? defaults.edgeInstants,
      sweepInstants: sweepInstants ?? defaults.sweepInstants,
      templates: templates.isEmpty ? defaults.templates : templates,
      patterns: patterns.isEmpty ? defaults.patterns : patterns,
      pickers: pickers.isEmpty ? defaults.pickers : [],
      preferredCalendars: calendars == nil ? defaults.preferredCalendars : nil)
    plan.add(pickers: pickers)
    plan.add(relativeOffsets: relativeOffsets, durationSeconds: durationSeconds)
    plan.add(monthRanges: monthRanges)
    return plan
  }

  /// A stored plan with the additions (locales, templates, patterns, pickers); the axes it
  /// replaces are not applied (they need `--replan`, which makes a new plan).
  public func adding(to stored: Plan) -> Plan {
    var plan = stored
    plan.add(locales: locales)
    plan.add(templates: templates, patterns: patterns)
    plan.add(pickers: pickers)
    plan.add(relativeOffsets: relativeOffsets, durationSeconds: durationSeconds)
    plan.add(monthRanges: monthRanges)
    return plan
  }
}

extension Plan {
  /// An axis of a plan, as messages name it (`picker configurations`): the group of a
  /// ``PlanKey``, declared with the key.
  public struct Axis: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let locales: Axis = "locales"
    public static let calendars: Axis = "calendars"
    public static let zones: Axis = "zones"
    public static let instants: Axis = "instants"
  }

  /// One way two plans differ: the axis, and the part of it with each side's count
  /// (`calendars (3 → 1)`, `locales (all → 2)`, `style zone (UTC → Asia/Tokyo)`).
  public struct Difference: Sendable, Hashable {
    public var axis: Axis
    public var detail: String
    /// Whether one side's plan has no such key (made before it): the "predates" notes say
    /// that, so the plan-difference note leaves it out.
    public var predated: Bool

    public init(axis: Axis, detail: String, predated: Bool) {
      self.axis = axis
      self.detail = detail
      self.predated = predated
    }
  }

  /// Every way this plan differs from `old`, in ``Plan/keys`` order: the one comparison of
  /// plans (accept's refusal of another plan's pending corpus, the note `diff` and `check`
  /// print), read from the keys the plan and its artifacts declare.
  public func differences(from old: Plan) -> [Difference] {
    Plan.keys.compactMap { $0.difference(old, self) }
  }

  /// The axes on which this plan differs from `old`, each once, in ``Plan/keys`` order.
  public func differingAxes(from old: Plan) -> [Axis] {
    var seen = Set<Axis>()
    return differences(from: old).map(\.axis).filter { seen.insert($0).inserted }
  }
}
