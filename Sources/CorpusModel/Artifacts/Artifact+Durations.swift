extension Artifact {
  /// The plan's durations written in its unit sets and widths ("1 hour, 15 minutes", "1:15"),
  /// once per locale. Keyed by width, unit set and seconds.
  public static let durations = Artifact(
    name: "durations", place: .locale, planKey: "durations",
    addition: PlanAddition(
      name: "the durations artifact (durations in units: 1 hour, 15 minutes)",
      items: "durations", absent: "durations", planKey: "durations",
      isMissing: { $0.durations == nil }))
}
