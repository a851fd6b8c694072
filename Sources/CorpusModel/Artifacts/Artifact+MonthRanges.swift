extension Artifact {
  /// The plan's configured calendar views (`generate --month`), keyed by ``MonthKey``
  /// (`at=…,min=…,max=…`): the month as ``month`` holds it, with the days its range leaves out
  /// (`unavailable`). None in a plan without them, the default plan's included: a corpus
  /// without the key renders and compares none, so it needs no ``PlanAddition``.
  public static let monthRanges = Artifact(
    name: "availability", place: .calendar, planKey: "monthRanges",
    comparison: .monthGrid, drawing: .monthGrid)
}
