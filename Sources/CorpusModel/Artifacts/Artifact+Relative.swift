extension Artifact {
  /// Relative times ("yesterday", "in 3 hours", "last Sunday") of the plan's `relative`
  /// groups, once per locale: they depend on neither the calendar nor the zone. Keyed by width,
  /// numeric mode, unit and offset; null where the engine has no way to ask (Foundation: no
  /// quarter, no weekdays, no fractional offset).
  public static let relative = Artifact(
    name: "relative", place: .locale, planKeys: [.relative],
    addition: PlanAddition(
      name: "the relative artifact (relative times: yesterday, in 3 hours)",
      items: "relative times", absent: "relative times", key: .relative),
    drawing: .spanRows)
}

extension PlanKey {
  /// The relative groups' units, offsets and widths, compared by the queries they make.
  public static let relative = PlanKey.list(
    "relative", axis: "relative times", label: "relative times", isFormat: true,
    read: { $0.relative?.queries })
}

extension PlanOverride where Value == [SpanAmount] {
  /// `--relative-offset`: added to every group of the relative plan.
  public static var relativeOffsets: PlanOverride {
    .addition(.relative) { plan, offsets in
      plan.add(relativeOffsets: offsets, durationSeconds: [])
    }
  }
}
