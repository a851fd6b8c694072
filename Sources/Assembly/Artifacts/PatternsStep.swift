import CorpusModel
import GoldenFormat

/// ``Artifact/patterns``: each fixed pattern of the plan at the skeleton instant in the style
/// zone, where its scope renders it, at its scope's zones and instants when it names them;
/// none in a plan made before fixed patterns.
public enum PatternsStep: CalendarArtifactStep {
  public static let artifact = Artifact.patterns

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    let (plan, locale, calendar) = (rendering.plan, rendering.locale, rendering.calendar)
    let base = rendering.path(artifact)
    for pattern in plan.patterns ?? [] where plan.renders(.pattern, pattern, in: locale, calendar) {
      let (zone, instant, several) = plan.places(.pattern, pattern)
      guard let several else {
        let formatters = try rendering.formatters(in: zone)
        rendering.corpus.patterns[pattern] = try Unsupported.leftOut(
          at: base + [pattern], into: &rendering.refused
        ) {
          try formatters.string(pattern: pattern, at: instant)
        }
        continue
      }
      var values: [FormatPlace: String] = [:]
      for place in several {
        let formatters = try rendering.formatters(in: place.zone)
        values[place] = try Unsupported.leftOut(
          at: base + [pattern] + place.keys, into: &rendering.refused
        ) {
          try formatters.string(pattern: pattern, at: place.instant)
        }
      }
      if !values.isEmpty { rendering.corpus.placedPatterns[pattern] = values }
    }
  }

  /// Pattern → string (a pattern a scope renders at several zones or instants: zone ›
  /// instant → string, ``PlacedFormats``).
  public static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter) {
    guard !corpus.patterns.isEmpty || !corpus.placedPatterns.isEmpty else { return }
    writer.key(artifact.name)
    guard !corpus.placedPatterns.isEmpty else {
      return GoldenEncoding.writeStrings(corpus.patterns, into: &writer)
    }
    PlacedFormats.write(corpus.patterns, corpus.placedPatterns, into: &writer) {
      $1.string($0)
    }
  }
}
