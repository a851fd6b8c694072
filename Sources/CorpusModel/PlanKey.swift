/// A member of ``Plan``, declared once: its key in `manifest.json`'s `plan`, the axis messages
/// name it by, how two plans differ on it, and whether a partial `generate` adds it as a format.
///
/// The plan's own axes (locales, calendars, zones, instants) are ``Plan/sharedKeys``; every other
/// key is declared by the artifact that renders it (``Artifact/planKeys``, in the artifact's own
/// file). ``Plan/keys`` joins them, and the plan's comparison (``Plan/differences(from:)``),
/// `generate`'s engine rule for added formats and the "predates" notes (``PlanAddition``) read
/// that one list; `PlanKeyTests` fails when a ``Plan`` member is covered by no key.
public struct PlanKey: Sendable, Hashable, CustomStringConvertible {
  /// The ``Plan`` member and `manifest.json` key: `templates`.
  public let name: String
  /// Other members this key compares with it (`includesAvailableLocales` beside `locales`).
  public let alsoCovers: [String]
  /// The axis messages group it under (`picker configurations`).
  public let axis: Plan.Axis
  /// Whether it is one of the plan's formats: a `generate --locale L` that changes it renders
  /// every locale, so only the engine the corpus was made with may do it.
  public let isFormat: Bool
  /// How `new` differs from `old` on this key, nil when it does not.
  public let difference: @Sendable (_ old: Plan, _ new: Plan) -> Plan.Difference?
  /// Whether a plan has no value for the key: it was made before the key existed.
  public let isAbsent: @Sendable (Plan) -> Bool

  public init(
    name: String, alsoCovers: [String] = [], axis: Plan.Axis, isFormat: Bool = false,
    isAbsent: @escaping @Sendable (Plan) -> Bool = { _ in false },
    difference: @escaping @Sendable (_ old: Plan, _ new: Plan) -> Plan.Difference?
  ) {
    self.name = name
    self.alsoCovers = alsoCovers
    self.axis = axis
    self.isFormat = isFormat
    self.isAbsent = isAbsent
    self.difference = difference
  }

  /// A list member compared as a whole: `zones (15 → 1)`, or its label alone, marked predated,
  /// when one side has no list (made before it).
  ///
  /// - Parameters:
  ///   - label: how the difference names it (`month instants`); the name by default.
  ///   - read: the list compared (``Plan/effectiveTemplates`` for `templates`).
  ///   - isAbsent: whether a plan lacks the key; `read` giving nil by default.
  public static func list<T: Hashable & Sendable>(
    _ name: String, axis: Plan.Axis, label: String? = nil, isFormat: Bool = false,
    read: @escaping @Sendable (Plan) -> [T]?,
    isAbsent: (@Sendable (Plan) -> Bool)? = nil
  ) -> PlanKey {
    let label = label ?? name
    return PlanKey(
      name: name, axis: axis, isFormat: isFormat, isAbsent: isAbsent ?? { read($0) == nil }
    ) { old, new in
      let (a, b) = (read(old), read(new))
      guard a != b else { return nil }
      guard let a, let b else { return Plan.Difference(axis: axis, detail: label, predated: true) }
      return Plan.Difference(
        axis: axis, detail: "\(label) (\(a.count) → \(b.count))", predated: false)
    }
  }

  public var description: String { name }

  public static func == (a: PlanKey, b: PlanKey) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Plan {
  /// The plan's own axes, shared by the artifacts: locales, calendars, the zones and the
  /// instants of the style grid, the sweep, fields and weeks.
  public static let sharedKeys: [PlanKey] = [
    .locales, .calendars, .preferredCalendars, .styleZone, .zones, .seedInstants, .edgeInstants,
    .sweepInstants, .artifacts, .formatScopes, .engines,
  ]

  /// Every key of the plan, each once: the shared axes, then each artifact's in ``Artifact/all``
  /// order. The order of ``differences(from:)``.
  public static let keys: [PlanKey] = {
    var seen = Set<String>()
    return (sharedKeys + Artifact.all.flatMap(\.planKeys)).filter { seen.insert($0.name).inserted }
  }()

  /// The key named `name` (`templates`), nil for any other text.
  public static func key(named name: String) -> PlanKey? { keys.first { $0.name == name } }

  /// Whether `self` changes one of ``PlanKey/isFormat``'s keys of `old`.
  public func changesFormats(of old: Plan) -> Bool {
    Plan.keys.contains { $0.isFormat && $0.difference(old, self) != nil }
  }
}

extension PlanKey {
  /// The locales, and whether the engine's available list is among them.
  public static let locales = PlanKey(
    name: "locales", alsoCovers: ["includesAvailableLocales"], axis: .locales
  ) { old, new in
    guard
      old.includesAvailableLocales != new.includesAvailableLocales
        || Set(old.locales) != Set(new.locales)
    else { return nil }
    func count(_ plan: Plan) -> String {
      plan.includesAvailableLocales
        ? "all" + (plan.locales.isEmpty ? "" : " + \(plan.locales.count)")
        : "\(plan.locales.count)"
    }
    return Plan.Difference(
      axis: .locales, detail: "locales (\(count(old)) → \(count(new)))", predated: false)
  }
  public static let calendars = PlanKey.list("calendars", axis: .calendars, read: { $0.calendars })
  /// Whether each locale adds its region's preferred calendars.
  public static let preferredCalendars = PlanKey(name: "preferredCalendars", axis: .calendars) {
    old, new in
    guard (old.preferredCalendars ?? false) != (new.preferredCalendars ?? false) else {
      return nil
    }
    func name(_ plan: Plan) -> String { plan.preferredCalendars == true ? "yes" : "no" }
    return Plan.Difference(
      axis: .calendars, detail: "preferred calendars (\(name(old)) → \(name(new)))",
      predated: false)
  }
  public static let styleZone = PlanKey(name: "styleZone", axis: .zones) { old, new in
    guard old.styleZone != new.styleZone else { return nil }
    return Plan.Difference(
      axis: .zones,
      detail: "style zone (\(old.styleZone.rawValue) → \(new.styleZone.rawValue))",
      predated: false)
  }
  public static let zones = PlanKey.list("zones", axis: .zones, read: { $0.zones })
  public static let seedInstants = PlanKey.list(
    "seedInstants", axis: .instants, label: "seed instants", read: { $0.seedInstants })
  public static let edgeInstants = PlanKey.list(
    "edgeInstants", axis: .instants, label: "edge instants", read: { $0.edgeInstants })
  public static let sweepInstants = PlanKey.list(
    "sweepInstants", axis: .instants, label: "sweep instants", read: { $0.sweepInstants })
  /// Which artifacts are rendered: a plan without the key renders all, so it compares as the
  /// full list and never predates the key.
  public static let artifacts = PlanKey.list(
    "artifacts", axis: "artifacts", isFormat: true, read: { $0.artifacts ?? Artifact.names },
    isAbsent: { _ in false })
  /// Where templates and patterns render, when not everywhere: a plan without the key renders
  /// every format everywhere, so it compares as no scopes and never predates the key.
  public static let formatScopes = PlanKey.list(
    "formatScopes", axis: "formats", label: "format scopes", isFormat: true,
    read: { $0.formatScopes ?? [] }, isAbsent: { _ in false })
  /// The engines besides the corpus's own: a plan without the key renders with one engine, so
  /// it compares as no other engine and never predates the key. (The corpus's own engine is
  /// compared as the manifest's `engine`, not here.)
  public static let engines = PlanKey.list(
    "engines", axis: "engines", label: "other engines", isFormat: true,
    read: { Array(($0.engines ?? []).dropFirst()) }, isAbsent: { _ in false })
}

extension PlanOverride where Value == [String] {
  /// A plan file's `artifacts`: the artifacts alone, replacing the plan's (every artifact).
  public static var artifacts: PlanOverride {
    .axis(.artifacts) { plan, names in plan.artifacts = Plan.orderedArtifacts(names) }
  }
}
