extension Artifact {
  /// The calendar view's month containing each of the plan's month instants: title, weekday
  /// headers, weeks and the selected day. A first weekday that moved turns the month (`order`).
  public static let month = Artifact(
    name: "month", place: .calendar, planKeys: [.monthInstants],
    addition: PlanAddition(
      name: "the month artifact (the calendar view's months)", items: "months",
      absent: "months", key: .monthInstants),
    comparison: .monthGrid, drawing: .monthGrid)
}

extension PlanKey {
  /// The instants whose months the calendar view shows: an axis of instants, not a format.
  public static let monthInstants = PlanKey.list(
    "monthInstants", axis: .instants, label: "month instants", read: { $0.monthInstants })
}
