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
  /// An axis of a plan, as messages name it.
  public enum Axis: String, CaseIterable, Sendable {
    case locales, calendars, zones, instants, templates, patterns
    case pickers = "picker configurations"
    case intervals = "interval pairs"
    case arithmetic = "arithmetic cases"
    case relative = "relative times"
    case durations
    case months = "configured months"
  }

  /// One way two plans differ: the axis, and the part of it with each side's count
  /// (`calendars (3 → 1)`, `locales (all → 2)`, `style zone (UTC → Asia/Tokyo)`).
  public struct Difference: Sendable, Hashable {
    public var axis: Axis
    public var detail: String
    /// Whether one side's plan has no such key (made before it): the "predates" notes say
    /// that, so the plan-difference note leaves it out.
    public var predated: Bool
  }

  /// Every way this plan differs from `old`, in ``Axis`` order: the one comparison of plans
  /// (accept's refusal of another plan's pending corpus, the note `diff` and `check` print).
  public func differences(from old: Plan) -> [Difference] {
    var differences: [Difference] = []
    func add<T: Hashable>(_ axis: Axis, _ name: String, _ a: [T]?, _ b: [T]?) {
      guard a != b else { return }
      guard let a, let b else {
        differences.append(Difference(axis: axis, detail: name, predated: true))
        return
      }
      differences.append(
        Difference(axis: axis, detail: "\(name) (\(a.count) → \(b.count))", predated: false))
    }
    if old.includesAvailableLocales != includesAvailableLocales || Set(old.locales) != Set(locales)
    {
      func count(_ plan: Plan) -> String {
        plan.includesAvailableLocales
          ? "all" + (plan.locales.isEmpty ? "" : " + \(plan.locales.count)")
          : "\(plan.locales.count)"
      }
      differences.append(
        Difference(
          axis: .locales, detail: "locales (\(count(old)) → \(count(self)))", predated: false))
    }
    add(.calendars, "calendars", old.calendars, calendars)
    if (old.preferredCalendars ?? false) != (preferredCalendars ?? false) {
      func name(_ plan: Plan) -> String { plan.preferredCalendars == true ? "yes" : "no" }
      differences.append(
        Difference(
          axis: .calendars, detail: "preferred calendars (\(name(old)) → \(name(self)))",
          predated: false))
    }
    if old.styleZone != styleZone {
      differences.append(
        Difference(
          axis: .zones, detail: "style zone (\(old.styleZone.rawValue) → \(styleZone.rawValue))",
          predated: false))
    }
    add(.zones, "zones", old.zones, zones)
    add(.instants, "seed instants", old.seedInstants, seedInstants)
    add(.instants, "edge instants", old.edgeInstants, edgeInstants)
    add(.instants, "sweep instants", old.sweepInstants, sweepInstants)
    add(.instants, "month instants", old.monthInstants, monthInstants)
    add(.templates, "templates", old.effectiveTemplates, effectiveTemplates)
    add(.patterns, "patterns", old.patterns, patterns)
    add(.pickers, "pickers", old.pickers, pickers)
    add(.intervals, "intervals", old.intervals, intervals)
    add(.intervals, "interval templates", old.intervalTemplates, intervalTemplates)
    add(.arithmetic, "arithmetic", old.arithmetic, arithmetic)
    add(.relative, "relative times", old.relative?.queries, relative?.queries)
    add(.durations, "durations", old.durations?.queries, durations?.queries)
    // No configured month is an empty list, not a key the plan predates: a plan without them
    // renders none, so one side's months are entries the other would remove.
    add(.months, "months", old.monthRanges ?? [], monthRanges ?? [])
    return differences
  }

  /// The axes on which this plan differs from `old`, each once, in ``Axis`` order.
  public func differingAxes(from old: Plan) -> [Axis] {
    var seen = Set<Axis>()
    return differences(from: old).map(\.axis).filter { seen.insert($0).inserted }
  }
}
