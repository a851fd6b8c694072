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
      pickers: pickers.isEmpty ? defaults.pickers : [])
    plan.add(pickers: pickers)
    return plan
  }

  /// A stored plan with the additions (locales, templates, patterns, pickers); the axes it
  /// replaces are not applied (they need `--replan`, which makes a new plan).
  public func adding(to stored: Plan) -> Plan {
    var plan = stored
    plan.add(locales: locales)
    plan.add(templates: templates, patterns: patterns)
    plan.add(pickers: pickers)
    return plan
  }
}

extension Plan {
  /// An axis of a plan, as messages name it.
  public enum Axis: String, CaseIterable, Sendable {
    case locales, calendars, zones, instants, templates, patterns
    case pickers = "picker configurations"

    /// Whether two plans differ on this axis.
    func differs(_ a: Plan, _ b: Plan) -> Bool {
      switch self {
      case .locales:
        a.includesAvailableLocales != b.includesAvailableLocales || a.locales != b.locales
      case .calendars: a.calendars != b.calendars
      case .zones: a.styleZone != b.styleZone || a.zones != b.zones
      case .instants:
        a.seedInstants != b.seedInstants || a.edgeInstants != b.edgeInstants
          || a.sweepInstants != b.sweepInstants || a.monthInstants != b.monthInstants
      case .templates: a.templates != b.templates
      case .patterns: a.patterns != b.patterns
      case .pickers: a.pickers != b.pickers
      }
    }
  }

  /// The axes on which this plan differs from `other`, in ``Axis`` order.
  public func differences(from other: Plan) -> [Axis] {
    Axis.allCases.filter { $0.differs(self, other) }
  }
}
