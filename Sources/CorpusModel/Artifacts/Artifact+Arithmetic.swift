extension Artifact {
  /// Calendar arithmetic per calendar × zone: each case of the plan's table (fields added one
  /// at a time, field differences read in turn), once per corpus beside the fields in
  /// `fields.json` — engine behaviour with no locale.
  public static let arithmetic = Artifact(
    name: "arithmetic", place: .corpusFile("fields.json"), planKeys: [.arithmetic],
    addition: PlanAddition(
      name: "the arithmetic artifact (adding fields and field differences)",
      items: "calculations", absent: "calendar arithmetic", key: .arithmetic))
}

extension PlanKey {
  /// The arithmetic cases (`--arithmetic`).
  public static let arithmetic = PlanKey.list(
    "arithmetic", axis: "arithmetic cases", isFormat: true, read: { $0.arithmetic })
}

extension PlanOverride where Value == [ArithmeticCase] {
  /// `--arithmetic`: added to the plan's cases (the defaults in a new plan).
  public static var arithmetic: PlanOverride {
    .addition(.arithmetic) { plan, cases in try plan.add(intervals: [], arithmetic: cases) }
  }

  /// A plan file's `arithmetic` entries: the whole list of a new plan's cases (a team's corpus
  /// holds the calculations its app makes, as its templates are the skeletons'); added to a
  /// stored plan's, as `--arithmetic` adds.
  public static var ownArithmetic: PlanOverride {
    PlanOverride.addition(
      .arithmetic,
      new: { plan, cases in
        guard !cases.isEmpty else { return }
        plan.arithmetic = cases
      },
      stored: { plan, cases in try plan.add(intervals: [], arithmetic: cases) }
    ).part("formats")
  }
}
