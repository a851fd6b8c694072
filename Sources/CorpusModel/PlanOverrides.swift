/// What a command line asks of a plan, said once for `generate`, its shards and a stored plan:
/// each given value with the ``PlanOverride`` its key declares (axes that replace the plan's —
/// a stored plan takes them only with `--replan` — and additions).
///
/// It names no key: a value is set through its key's override (`overrides[.templates] =
/// ["yMd"]`), and ``plan(locales:)`` and ``adding(to:)`` apply whatever was given, in
/// ``Plan/keys`` order. A key that takes a flag declares its override beside itself (the
/// artifact's file), so a new one needs no line here.
public struct PlanOverrides: Sendable {
  /// The values given, by key name, each with what its override does with it.
  private var given: [String: Given] = [:]

  public init() {}

  /// The value given for `override`'s key, nil when none was; setting nil takes it back.
  public subscript<Value: Sendable>(override: PlanOverride<Value>) -> Value? {
    get { given[override.slot]?.value as? Value }
    set { given[override.slot] = newValue.map { Given(override, $0) } }
  }

  /// Locales named on the command line, already resolved by the engine.
  public var locales: [LocaleID] { self[.locales] ?? [] }

  /// Whether an axis only `--replan` may change in a stored plan is given.
  public var replacesAxes: Bool { given.values.contains(where: \.replacesAxis) }

  /// A new plan: the flags, with the default plan's values for what they leave out.
  ///
  /// - Parameter fallback: the locales when none is named (a replanned corpus keeps its own).
  /// - Throws: `InputError.invalidValue` for an interval or arithmetic case whose name the
  ///   defaults give another value.
  public func plan(locales fallback: (includesAvailable: Bool, locales: [LocaleID])) throws
    -> Plan
  {
    var plan = Plan.default
    plan.includesAvailableLocales = fallback.includesAvailable
    plan.locales = Plan.sortedUnique(fallback.locales)
    for value in inKeyOrder { try value.intoNew(&plan) }
    return plan
  }

  /// A stored plan with the additions (locales, templates, patterns, pickers …); the axes it
  /// replaces are not applied (they need `--replan`, which makes a new plan).
  ///
  /// - Throws: `InputError.invalidValue` for an interval or arithmetic case whose name the
  ///   plan gives another value.
  public func adding(to stored: Plan) throws -> Plan {
    var plan = stored
    for value in inKeyOrder where !value.replacesAxis { try value.intoStored(&plan) }
    return plan
  }

  /// The given values in ``Plan/keys`` order, so that an addition sees the axes it depends on
  /// (pickers are planned in the plan's calendars); a key outside the list comes last.
  private var inKeyOrder: [Given] {
    let order = Dictionary(
      Plan.keys.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    return given.sorted {
      (order[$0.value.keyName] ?? .max, $0.key) < (order[$1.value.keyName] ?? .max, $1.key)
    }.map(\.value)
  }

  /// One given value, bound to its override's rules.
  private struct Given: Sendable {
    var value: any Sendable
    var keyName: String
    var replacesAxis: Bool
    var intoNew: @Sendable (inout Plan) throws -> Void
    var intoStored: @Sendable (inout Plan) throws -> Void

    init<Value: Sendable>(_ override: PlanOverride<Value>, _ value: Value) {
      self.value = value
      keyName = override.key.name
      replacesAxis = override.replacesAxis
      intoNew = { try override.intoNew(&$0, value) }
      intoStored = { try override.intoStored(&$0, value) }
    }
  }
}

/// How `generate`'s value for one ``PlanKey`` changes a plan, declared beside the key: whether
/// it replaces an axis (a stored plan takes it only with `--replan`), and what it does to a new
/// plan (holding the default plan's values) and to a stored one. ``PlanOverrides`` applies it.
public struct PlanOverride<Value: Sendable>: Sendable {
  /// The key the value changes.
  public let key: PlanKey
  /// Whether the value replaces the plan's: only a new plan (or `--replan`) takes it.
  public let replacesAxis: Bool
  let intoNew: @Sendable (inout Plan, Value) throws -> Void
  let intoStored: @Sendable (inout Plan, Value) throws -> Void
  /// Which of the key's flags the value comes from, where a key has more than one
  /// (`--duration-seconds` and `--duration-format` both add to the durations): each is given
  /// apart. Empty for a key's one flag.
  var part = ""

  /// Where ``PlanOverrides`` keeps the value: the key's name and the part.
  var slot: String { part.isEmpty ? key.name : "\(key.name).\(part)" }

  /// The same override for another of its key's flags (``part``).
  func part(_ name: String) -> PlanOverride {
    var other = self
    other.part = name
    return other
  }

  /// An axis: the value replaces the new plan's; a stored plan keeps its own.
  public static func axis(
    _ key: PlanKey, replace: @escaping @Sendable (inout Plan, Value) -> Void
  ) -> PlanOverride {
    PlanOverride(
      key: key, replacesAxis: true, intoNew: { replace(&$0, $1) }, intoStored: { _, _ in })
  }

  /// An addition, made the same way to a new plan (its defaults) and to a stored one.
  public static func addition(
    _ key: PlanKey, add: @escaping @Sendable (inout Plan, Value) throws -> Void
  ) -> PlanOverride {
    PlanOverride(key: key, replacesAxis: false, intoNew: add, intoStored: add)
  }

  /// An addition to a stored plan that replaces the defaults in a new one.
  public static func addition(
    _ key: PlanKey, new: @escaping @Sendable (inout Plan, Value) throws -> Void,
    stored: @escaping @Sendable (inout Plan, Value) throws -> Void
  ) -> PlanOverride {
    PlanOverride(key: key, replacesAxis: false, intoNew: new, intoStored: stored)
  }
}

extension PlanOverride where Value == [LocaleID] {
  /// `--locale`: a new plan of the named locales alone (the fallback's when none is named);
  /// added to a stored plan.
  public static var locales: PlanOverride {
    .addition(
      .locales,
      new: { plan, locales in
        guard !locales.isEmpty else { return }
        plan.includesAvailableLocales = false
        plan.locales = Plan.sortedUnique(locales)
      },
      stored: { plan, locales in plan.add(locales: locales) })
  }
}

extension PlanOverride where Value == [CalendarID] {
  /// `--calendar`: the calendars alone, without the region-preferred ones.
  public static var calendars: PlanOverride {
    .axis(.calendars) { plan, calendars in
      plan.calendars = Plan.sortedUnique(calendars)
      plan.preferredCalendars = nil
    }
  }
}

extension PlanOverride where Value == ZoneID {
  /// `--style-zone`.
  public static var styleZone: PlanOverride {
    .axis(.styleZone) { plan, zone in plan.styleZone = zone }
  }
}

extension PlanOverride where Value == [ZoneID] {
  /// `--zone`, in the order given.
  public static var zones: PlanOverride {
    .axis(.zones) { plan, zones in plan.zones = Plan.unique(zones) }
  }
}

extension PlanOverride where Value == [Instant] {
  /// `--instant`.
  public static var seedInstants: PlanOverride {
    .axis(.seedInstants) { plan, instants in plan.seedInstants = Plan.sortedUnique(instants) }
  }
  /// `--edge-instant`.
  public static var edgeInstants: PlanOverride {
    .axis(.edgeInstants) { plan, instants in plan.edgeInstants = Plan.sortedUnique(instants) }
  }
  /// `--sweep-instant`.
  public static var sweepInstants: PlanOverride {
    .axis(.sweepInstants) { plan, instants in plan.sweepInstants = Plan.sortedUnique(instants) }
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
