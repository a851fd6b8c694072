import CorpusModel
import GoldenFormat

/// ``Artifact/patterns``: each fixed pattern of the plan at the skeleton instant, where its
/// scope renders it; none in a plan made before fixed patterns.
public enum PatternsStep: CalendarArtifactStep {
  public static let artifact = Artifact.patterns

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    let (plan, locale, calendar) = (rendering.plan, rendering.locale, rendering.calendar)
    let base = rendering.path(artifact)
    for pattern in plan.patterns ?? [] where plan.renders(.pattern, pattern, in: locale, calendar) {
      let formatters = rendering.formatters
      rendering.corpus.patterns[pattern] = try Unsupported.leftOut(
        at: base + [pattern], into: &rendering.refused
      ) {
        try formatters.string(pattern: pattern, at: Plan.skeletonInstant)
      }
    }
  }

  /// Pattern → string.
  public static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter) {
    guard !corpus.patterns.isEmpty else { return }
    writer.key(artifact.name)
    GoldenEncoding.writeStrings(corpus.patterns, into: &writer)
  }
}
