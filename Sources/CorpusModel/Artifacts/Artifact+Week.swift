extension Artifact {
  /// A locale's first weekday, minimal days in the first week, and the week of year at every
  /// instant of the plan (Gregorian, the style zone).
  public static let week = Artifact(name: "week", place: .locale)
}
