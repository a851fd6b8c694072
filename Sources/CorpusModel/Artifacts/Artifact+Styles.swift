extension Artifact {
  /// Style strings: every (dateStyle, timeStyle) pair at the seed instants, the four matching
  /// pairs at the edge instants, in the plan's style zone; in the Gregorian calendar also the
  /// zone sweep's pairs in every zone at the sweep's instants. Keyed zone › instant ›
  /// `date/time`.
  public static let styles = Artifact(name: "styles", place: .calendar, drawing: .styleGrid)
}
