extension Artifact {
  /// The plan's durations written in its unit sets and widths ("1 hour, 15 minutes", "1:15"),
  /// once per locale. Keyed by width, unit set and seconds.
  public static let durations = Artifact(
    name: "durations", place: .locale, planKeys: [.durations],
    addition: PlanAddition(
      name: "the durations artifact (durations in units: 1 hour, 15 minutes)",
      items: "durations", absent: "durations", key: .durations),
    drawing: .spanRows)
}

extension PlanKey {
  /// The durations' seconds, unit sets and widths, compared by the queries they make.
  public static let durations = PlanKey.list(
    "durations", axis: "durations", isFormat: true, read: { $0.durations?.queries })
}

extension PlanOverride where Value == [SpanAmount] {
  /// `--duration-seconds`: added to the durations plan.
  public static var durationSeconds: PlanOverride {
    .addition(.durations) { plan, seconds in
      plan.add(relativeOffsets: [], durationSeconds: seconds)
    }
  }
}

extension PlanOverride where Value == [DurationConfiguration] {
  /// `--duration-format`: configurations added to the durations plan, each written at every
  /// duration of it.
  public static var durationFormats: PlanOverride {
    PlanOverride.addition(.durations) { plan, configurations in
      // `generate` gives every flag, an empty list when none is used: a stored plan made
      // before durations must not gain the default grid from a flag nobody gave.
      guard !configurations.isEmpty else { return }
      var durations = plan.durations ?? .default
      durations.add(configurations: configurations)
      plan.durations = durations
    }.part("formats")
  }
}

extension PlanOverride where Value == [DurationConfiguration] {
  /// A plan file's `duration` entries: in a new plan, the configurations alone
  /// (``DurationPlan/configured(_:)``), as a plan file's templates replace the nine defaults, so
  /// a team's corpus holds its own durations and not the artifact's default grid; added to a
  /// stored plan as `--duration-format`'s are.
  public static var ownDurationFormats: PlanOverride {
    PlanOverride.addition(
      .durations,
      new: { plan, configurations in
        guard !configurations.isEmpty else { return }
        plan.durations = .configured(configurations)
      },
      stored: { plan, configurations in try durationFormats.intoStored(&plan, configurations) }
    ).part("formats")
  }
}
