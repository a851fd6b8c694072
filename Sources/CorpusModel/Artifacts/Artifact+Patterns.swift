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
