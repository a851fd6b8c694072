import CorpusModel
import GoldenFormat

/// ``Artifact/skeletons``: the pattern the engine picks for each of the plan's templates, and
/// its string at the skeleton instant; a template a scope narrows only where it renders
/// (``Plan/renders(_:_:in:_:)``).
public enum SkeletonsStep: CalendarArtifactStep {
  public static let artifact = Artifact.skeletons

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    let formatters = rendering.formatters
    let (plan, locale, calendar) = (rendering.plan, rendering.locale, rendering.calendar)
    let base = rendering.path(artifact)
    for skeleton in plan.effectiveTemplates
    where plan.renders(.template, skeleton, in: locale, calendar) {
      rendering.corpus.skeletons[skeleton] = try Unsupported.leftOut(
        at: base + [skeleton], into: &rendering.refused
      ) {
        try formatters.template(skeleton, at: Plan.skeletonInstant)
      }
    }
  }

  /// Template → `{"pattern": …, "string": …}` on one line; nothing where the calendar holds
  /// no template (a plan file's scope renders its formats elsewhere), as fixed patterns.
  public static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter) {
    guard !corpus.skeletons.isEmpty else { return }
    writer.key(artifact.name)
    GoldenEncoding.writeObject(corpus.skeletons, into: &writer) {
      GoldenEncoding.write($0, into: &$1)
    }
  }
}
