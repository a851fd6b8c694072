import CorpusModel
import GoldenFormat

/// ``Artifact/durations``: the plan's durations, once per locale.
public enum DurationsStep: LocaleArtifactStep {
  public static let artifact = Artifact.durations

  public static func render<Formatters: LocaleFormatters>(
    _ formatters: Formatters, plan: Plan, into corpus: inout LocaleCorpus
  ) throws {
    guard let durations = plan.durations else { return }
    let queries = listed.value(for: durations, \.queries)
    var refused: RefusedEntries = [:]
    for query in queries {
      // What an engine cannot write (a loaded ICU's numeric width, a knob its API has not)
      // is left out, and recorded.
      guard
        let string = try Unsupported.leftOut(
          at: path(query),
          into: &refused, { try formatters.duration(query) })
      else { continue }
      corpus.durations[query] = string
    }
    corpus.refused = corpus.refused.adding(
      Unsupported.collapsed(refused, asked: queries.map(path), depth: 2))
  }

  /// Width › unit set → seconds → string, a unit set on one line; none in a plan made before
  /// the artifact. A configuration (`generate --duration-format`) sits beside the unit sets
  /// under its width, keyed by the rest of its spelling (``DurationConfiguration/key``:
  /// `hour,minute;max-units=1`); a default plan's unit set is its own key.
  public static func write(_ corpus: LocaleCorpus, into writer: inout GoldenWriter) {
    guard !corpus.durations.isEmpty else { return }
    let (order, strings) = order.ordered(corpus.durations) { query in
      [query.width.rawValue, query.configuration.key, query.seconds.text]
    }
    writer.key(artifact.name)
    order.write(into: &writer) { seconds, index, writer in
      writer.member(seconds, strings[index])
    }
  }

  /// A duration's key path in its file: `durations › wide › hour,minute › 4500`.
  static func path(_ query: DurationQuery) -> [String] {
    [artifact.name, query.width.rawValue, query.configuration.key, query.seconds.text]
  }

  private static let order = PathOrder<DurationQuery>.Memo()

  /// ``DurationPlan/queries``, listed once per plan: every locale of a run asks the same.
  private static let listed = PlanMemo<DurationPlan, [DurationQuery]>()
}
