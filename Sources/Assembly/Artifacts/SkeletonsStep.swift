import CorpusModel
import GoldenFormat

/// ``Artifact/skeletons``: the pattern the engine picks for each of the plan's templates, and
/// its string at the skeleton instant.
public enum SkeletonsStep: CalendarArtifactStep {
  public static let artifact = Artifact.skeletons

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    let formatters = rendering.formatters
    let base = rendering.path(artifact)
    for skeleton in rendering.plan.effectiveTemplates {
      rendering.corpus.skeletons[skeleton] = try Unsupported.leftOut(
        at: base + [skeleton], into: &rendering.refused
      ) {
        try formatters.template(skeleton, at: Plan.skeletonInstant)
      }
    }
  }

  /// Template → `{"pattern": …, "string": …}` on one line.
  public static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter) {
    writer.key(artifact.name)
    GoldenEncoding.writeObject(corpus.skeletons, into: &writer) {
      GoldenEncoding.write($0, into: &$1)
    }
  }
}
