extension Artifact {
  /// The seed's component table for each calendar × zone × instant, once per corpus in
  /// `fields.json` (it does not depend on the locale): where tzdata changes show.
  public static let fields = Artifact(name: "fields", place: .corpusFile("fields.json"))
}
