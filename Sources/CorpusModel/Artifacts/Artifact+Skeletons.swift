extension Artifact {
  /// The pattern the engine picks for each template of the plan (`yMMMd` → `MMM d, y`) and the
  /// string it renders at the skeleton instant. The plan's `templates` (the nine defaults when a
  /// plan made before templates has none).
  public static let skeletons = Artifact(
    name: "skeletons", place: .calendar, planKeys: ["templates"], drawing: .patternTable)
}
