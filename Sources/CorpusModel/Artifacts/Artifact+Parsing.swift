extension Artifact {
  /// Whether each style pair's string (the skeleton instant, the style zone) and each fixed
  /// pattern's string parses back, strictly and leniently, as rendered and made plain: under
  /// `styles` and `patterns` by pair or pattern. Gregorian only. Every change is `parsing`.
  public static let parsing = Artifact(
    name: "parsing", place: .calendar, addition: .formats, comparison: .parsing)
}
