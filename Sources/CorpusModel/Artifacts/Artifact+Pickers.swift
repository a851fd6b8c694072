extension Artifact {
  /// The plan's configured pickers, keyed by configuration (`date@2025-03-01T20:00:00Z`): what
  /// differs from the reference picker, with row labels. Date modes in their calendars, the
  /// timers once per locale.
  public static let pickers = Artifact(
    name: "pickers", place: .calendarAndLocale, planKeys: [.pickers],
    addition: PlanAddition(
      name: "the configured pickers (the plan's picker configurations)",
      items: "configured pickers", absent: "configured pickers",
      alternative: " (or add a --picker)", key: .pickers),
    comparison: .picker, drawing: .configuredPickers)
}

extension PlanKey {
  /// The configured pickers (`--picker`).
  public static let pickers = PlanKey.list(
    "pickers", axis: "picker configurations", isFormat: true, read: { $0.pickers })
}

extension PlanOverride where Value == [PickerKey] {
  /// `--picker`: replaces the default configurations in a new plan, added to a stored one
  /// (``Plan/add(pickers:)``), in the plan's calendars.
  public static var pickers: PlanOverride {
    .addition(
      .pickers,
      new: { plan, keys in
        guard !keys.isEmpty else { return }
        plan.pickers = []
        plan.add(pickers: keys)
      },
      stored: { plan, keys in plan.add(pickers: keys) })
  }
}
