/// What a later version added to the plan, so that a corpus made before it has none of it: its
/// plan lacks the axis, nothing of it is rendered or compared, and the corpus checks with one
/// note instead of a wall of `added`. The one mechanism for every such addition (the months,
/// fixed patterns and parsing, the configured pickers), declared by the artifacts it brings
/// (``Artifact/addition``).
public struct PlanAddition: Sendable, Hashable {
  /// How the note names it: `the month artifact (the calendar view's months)`.
  public var name: String
  /// What `check` then did not compare, when it is the only addition missing: `months`.
  public var items: String
  /// What `generate` then writes none of: `months`.
  public var absent: String
  /// Another way to add it, after the `--replan` command: ` (or add a --pattern)`.
  public var alternative: String
  /// The plan key whose absence marks a plan made before it (`monthInstants`).
  public var key: PlanKey

  public init(
    name: String, items: String, absent: String, alternative: String = "", key: PlanKey
  ) {
    self.name = name
    self.items = items
    self.absent = absent
    self.alternative = alternative
    self.key = key
  }

  /// The name of ``key``.
  public var planKey: String { key.name }

  /// Whether `plan` was made before it.
  public func isMissing(_ plan: Plan) -> Bool { key.isAbsent(plan) }

  public static func == (a: PlanAddition, b: PlanAddition) -> Bool { a.planKey == b.planKey }
  public func hash(into hasher: inout Hasher) { hasher.combine(planKey) }

  /// Every addition, in the order the artifacts list them (the order they were added).
  public static var all: [PlanAddition] {
    var seen = Set<String>()
    return Artifact.all.compactMap(\.addition).filter { seen.insert($0.planKey).inserted }
  }

  /// The artifacts an addition brings.
  public var artifacts: Set<String> {
    Set(Artifact.all.filter { $0.addition == self }.map(\.name))
  }

  /// The name without its gloss: `the month artifact`.
  var shortName: String {
    guard let paren = name.firstIndex(of: "(") else { return name }
    return String(name[..<paren].dropLast())
  }

  /// The additions `plan` predates.
  public static func missing(in plan: Plan) -> [PlanAddition] { all.filter { $0.isMissing(plan) } }

  /// The artifacts of the additions `plan` predates.
  public static func missingArtifacts(in plan: Plan) -> Set<String> {
    Set(Artifact.all.filter { $0.addition?.isMissing(plan) ?? false }.map(\.name))
  }

  /// `a`, `a and b`, `a, b and c`.
  public static func list(_ parts: [String]) -> String {
    parts.count < 2
      ? parts.joined()
      : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
  }

  /// `generate`'s line for a plan made before some additions, nil for a current plan.
  public static func generateNote(_ plan: Plan, directory: String) -> String? {
    let missing = missing(in: plan)
    guard !missing.isEmpty else { return nil }
    let names = list(missing.map(\.shortName))
    let absent = missing.map(\.absent).joined(separator: " or ")
    return
      "note: this corpus's plan predates \(names), so it has no \(absent); 'fmtcorpus generate --replan --out \(directory)' adds them"
  }
}
