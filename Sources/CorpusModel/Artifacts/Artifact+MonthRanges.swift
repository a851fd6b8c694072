extension Artifact {
  /// The plan's configured calendar views (`generate --month`), keyed by ``MonthKey``
  /// (`at=…,min=…,max=…`): the month as ``month`` holds it, with the days its range leaves out
  /// (`unavailable`). None in a plan without them, the default plan's included: a corpus
  /// without the key renders and compares none, so it needs no ``PlanAddition``.
  public static let monthRanges = Artifact(
    name: "availability", place: .calendar, planKeys: [.monthRanges],
    comparison: .monthGrid, drawing: .monthGrid)
}

extension PlanKey {
  /// The configured calendar views. A plan without the key has none (no addition marks its
  /// absence), so two such plans compare equal, and one with views differs from one without.
  public static let monthRanges = PlanKey.list(
    "monthRanges", axis: "configured months", label: "months", isFormat: true,
    read: { $0.monthRanges ?? [] },
    isAbsent: { _ in false })
}

extension PlanOverride where Value == [MonthKey] {
  /// `--month`: added to a new or stored plan.
  public static var monthRanges: PlanOverride {
    .addition(.monthRanges) { plan, keys in plan.add(monthRanges: keys) }
  }
}
