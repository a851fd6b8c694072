extension Artifact {
  /// Each fixed pattern of the plan (`MM/dd/yy`) → its string at the skeleton instant.
  public static let patterns = Artifact(
    name: "patterns", place: .calendar, planKeys: [.patterns], addition: .formats)
}

extension PlanKey {
  /// The fixed patterns (`--pattern`), which the parsing artifact parses back too.
  public static let patterns = PlanKey.list(
    "patterns", axis: "patterns", isFormat: true, read: { $0.patterns })
}

extension PlanAddition {
  /// Fixed patterns and the parse results, added together: a plan made before them has no
  /// `patterns` key.
  public static let formats = PlanAddition(
    name: "the patterns and parsing artifacts (fixed patterns, and whether strings parse back)",
    items: "they", absent: "fixed patterns or parse results",
    alternative: " (or add a --pattern)", key: .patterns)
}

extension PlanOverride where Value == [String] {
  /// `--pattern`: replaces the seed's patterns in a new plan, added to a stored one.
  public static var patterns: PlanOverride {
    .addition(
      .patterns,
      new: { plan, patterns in if !patterns.isEmpty { plan.patterns = Plan.unique(patterns) } },
      stored: { plan, patterns in plan.add(templates: [], patterns: patterns) })
  }
}
