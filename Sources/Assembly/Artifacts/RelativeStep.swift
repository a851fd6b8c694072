import CorpusModel
import GoldenFormat

/// ``Artifact/relative``: the plan's relative times, once per locale.
public enum RelativeStep: LocaleArtifactStep {
  public static let artifact = Artifact.relative

  public static func render<Formatters: LocaleFormatters>(
    _ formatters: Formatters, plan: Plan, into corpus: inout LocaleCorpus
  ) throws {
    guard let relative = plan.relative else { return }
    let queries = listed.value(for: relative) { $0.queries }
    corpus.relative.reserveCapacity(queries.count)
    var refused: RefusedEntries = [:]
    for query in queries {
      // A time the engine refuses as unsupported (Foundation's past its calendar's dates) is
      // null, as one it has no way to ask (a quarter in Foundation); both are recorded.
      let path = Self.path(query)
      let answer = try Unsupported.leftOut(at: path, into: &refused) {
        try formatters.relative(query)
      }
      if case .some(.none) = answer { refused[noWayToAsk, default: []].append(path) }
      corpus.relative[query] = .some(answer ?? nil)
    }
    corpus.refused = corpus.refused.adding(
      Unsupported.collapsed(refused, asked: queries.map(path), depth: 2))
  }

  /// Width › numeric › unit → offset → string (null where the engine cannot ask), a unit on
  /// one line; none in a plan made before the artifact.
  public static func write(_ corpus: LocaleCorpus, into writer: inout GoldenWriter) {
    guard !corpus.relative.isEmpty else { return }
    let (order, strings) = order.ordered(corpus.relative) { query in
      [query.width.rawValue, query.numeric.rawValue, query.unit.rawValue, query.offset.text]
    }
    writer.key(artifact.name)
    order.write(into: &writer) { offset, index, writer in
      if let string = strings[index] {
        writer.member(offset, string)
      } else {
        writer.nullMember(offset)
      }
    }
  }

  /// A time's key path in its file: `relative › long › auto › day › -1`.
  static func path(_ query: RelativeQuery) -> [String] {
    [
      artifact.name, query.width.rawValue, query.numeric.rawValue, query.unit.rawValue,
      query.offset.text,
    ]
  }

  /// The reason recorded for a time the engine has no way to ask (its answer is nil).
  static let noWayToAsk = "the engine has no way to ask for this relative time"

  private static let order = PathOrder<RelativeQuery>.Memo()

  /// ``RelativePlan/queries``, listed once per plan: every locale of a run asks the same.
  private static let listed = PlanMemo<RelativePlan, [RelativeQuery]>()
}
