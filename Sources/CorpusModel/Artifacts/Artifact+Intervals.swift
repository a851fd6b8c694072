extension Artifact {
  /// Each template of the plan over each of its interval pairs (`days` → `Feb 14 – 16, 2024`),
  /// read in the style zone: what `udtitvfmt` and `DateIntervalFormatter` write.
  public static let intervals = Artifact(
    name: "intervals", place: .calendar, planKey: "intervals",
    addition: PlanAddition(
      name: "the intervals artifact (templates over pairs of instants)", items: "intervals",
      absent: "intervals", planKey: "intervals", isMissing: { $0.intervals == nil }),
    drawing: .grid)
}
