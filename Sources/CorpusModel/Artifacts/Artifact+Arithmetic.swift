extension Artifact {
  /// Calendar arithmetic per calendar × zone: each case of the plan's table (fields added one
  /// at a time, field differences read in turn), once per corpus beside the fields in
  /// `fields.json` — engine behaviour with no locale.
  public static let arithmetic = Artifact(
    name: "arithmetic", place: .corpusFile("fields.json"), planKey: "arithmetic",
    addition: PlanAddition(
      name: "the arithmetic artifact (adding fields and field differences)",
      items: "calculations", absent: "calendar arithmetic", planKey: "arithmetic",
      isMissing: { $0.arithmetic == nil }))
}
