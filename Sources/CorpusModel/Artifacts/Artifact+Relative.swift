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
  /// The relative groups' units, offsets and widths and the configurations, compared by the
  /// entries they make.
  public static let relative = PlanKey.list(
    "relative", axis: "relative times", label: "relative times", isFormat: true,
    read: { $0.relative?.entries })
}

extension PlanOverride where Value == [SpanAmount] {
  /// `--relative-offset`: added to every group of the relative plan.
  public static var relativeOffsets: PlanOverride {
    .addition(.relative) { plan, offsets in
      plan.add(relativeOffsets: offsets, durationSeconds: [])
    }
  }
}

extension PlanOverride where Value == [RelativeConfiguration] {
  /// `--relative-format`: configurations added to the relative plan, each one string.
  public static var relativeFormats: PlanOverride {
    PlanOverride.addition(.relative) { plan, configurations in
      guard !configurations.isEmpty else { return }
      var relative = plan.relative ?? .default
      relative.add(configurations: configurations)
      plan.relative = relative
    }.part("formats")
  }
}

extension PlanOverride where Value == [RelativeConfiguration] {
  /// A plan file's `relative` entries: in a new plan, the configurations alone
  /// (``RelativePlan/configured(_:)``), without the default groups; added to a stored plan as
  /// `--relative-format`'s are.
  public static var ownRelativeFormats: PlanOverride {
    PlanOverride.addition(
      .relative,
      new: { plan, configurations in
        guard !configurations.isEmpty else { return }
        plan.relative = .configured(configurations)
      },
      stored: { plan, configurations in try relativeFormats.intoStored(&plan, configurations) }
    ).part("formats")
  }
}
