extension Artifact {
  /// The pattern the engine picks for each template of the plan (`yMMMd` → `MMM d, y`) and the
  /// string it renders at the skeleton instant. The plan's `templates` (the nine defaults when a
  /// plan made before templates has none).
  public static let skeletons = Artifact(
    name: "skeletons", place: .calendar, planKeys: [.templates], drawing: .patternTable)
}

extension PlanKey {
  /// The templates (`--template`): a plan made before them renders the nine defaults, so it is
  /// compared by the templates it renders and never predates them.
  public static let templates = PlanKey.list(
    "templates", axis: "templates", isFormat: true, read: { $0.effectiveTemplates },
    isAbsent: { _ in false })
}

extension PlanOverride where Value == [String] {
  /// `--template`: replaces the nine defaults in a new plan, added to a stored one.
  public static var templates: PlanOverride {
    .addition(
      .templates,
      new: { plan, templates in if !templates.isEmpty { plan.templates = Plan.unique(templates) } },
      stored: { plan, templates in plan.add(templates: templates, patterns: []) })
  }
}
