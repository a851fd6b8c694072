import CorpusModel
import GoldenFormat

/// ``Artifact/skeletons``: the pattern the engine picks for each of the plan's templates, and
/// its string at the skeleton instant in the style zone; a template a scope narrows only where
/// it renders (``Plan/renders(_:_:in:_:)``), at the scope's zones and instants when it names
/// them (``Plan/places(_:_:)``).
public enum SkeletonsStep: CalendarArtifactStep {
  public static let artifact = Artifact.skeletons

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    let (plan, locale, calendar) = (rendering.plan, rendering.locale, rendering.calendar)
    let base = rendering.path(artifact)
    for skeleton in plan.effectiveTemplates
    where plan.renders(.template, skeleton, in: locale, calendar) {
      // A scope's zones and instants (the style zone at the skeleton instant without one).
      let (zone, instant, several) = plan.places(.template, skeleton)
      guard let several else {
        let formatters = try rendering.formatters(in: zone)
        rendering.corpus.skeletons[skeleton] = try Unsupported.leftOut(
          at: base + [skeleton], into: &rendering.refused
        ) {
          try formatters.template(skeleton, at: instant)
        }
        continue
      }
      var values: [FormatPlace: SkeletonResult] = [:]
      for place in several {
        let formatters = try rendering.formatters(in: place.zone)
        values[place] = try Unsupported.leftOut(
          at: base + [skeleton] + place.keys, into: &rendering.refused
        ) {
          try formatters.template(skeleton, at: place.instant)
        }
      }
      if !values.isEmpty { rendering.corpus.placedSkeletons[skeleton] = values }
    }
  }

  /// Template → `{"pattern": …, "string": …}` on one line (a template a scope renders at
  /// several zones or instants: zone › instant → that line, ``PlacedFormats``); nothing where
  /// the calendar holds no template (a plan file's scope renders its formats elsewhere), as
  /// fixed patterns.
  public static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter) {
    guard !corpus.skeletons.isEmpty || !corpus.placedSkeletons.isEmpty else { return }
    writer.key(artifact.name)
    PlacedFormats.write(corpus.skeletons, corpus.placedSkeletons, into: &writer) {
      GoldenEncoding.write($0, into: &$1)
    }
  }
}
