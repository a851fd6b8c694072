import CorpusModel
import GoldenFormat

/// ``Artifact/relative``: the plan's relative times, once per locale.
public enum RelativeStep: LocaleArtifactStep {
  public static let artifact = Artifact.relative

  public static func render<Formatters: LocaleFormatters>(
    _ formatters: Formatters, plan: Plan, into corpus: inout LocaleCorpus
  ) throws {
    guard let relative = plan.relative else { return }
    let listed = listed.value(for: relative, Listed.init)
    let queries = listed.queries
    // Every query is a key of the plan's own table, so a locale's answers are written through
    // the table's positions into a copy of it: no query is hashed again.
    var answers = corpus.relative.isEmpty ? listed.table : corpus.relative
    var refused: RefusedEntries = [:]
    for (query, position) in zip(queries, listed.positions) {
      // A time the engine refuses as unsupported (Foundation's past its calendar's dates) is
      // null, as one it has no way to ask (a quarter in Foundation); both are recorded.
      // The path is built only for a refusal: most locales refuse nothing.
      let answer = try Unsupported.leftOut(at: Self.path(query), into: &refused) {
        try formatters.relative(query)
      }
      if case .some(.none) = answer { refused[noWayToAsk, default: []].append(Self.path(query)) }
      if corpus.relative.isEmpty {
        answers.values[position] = answer ?? nil
      } else {
        answers[query] = .some(answer ?? nil)
      }
    }
    corpus.relative = answers
    for query in relative.betweenQueries {
      // An engine that never chooses a unit (ICU) leaves it out; `generate` notes it
      // (``PlannedConfiguration`` and its `leftOutNotes(engine:api:)`), and the record names it.
      guard
        let string = try Unsupported.leftOut(
          at: Self.path(query), into: &refused,
          { try formatters.relative(between: query) })
      else { continue }
      corpus.relativeBetween[query] = string
    }
    corpus.refused = corpus.refused.adding(
      Unsupported.collapsed(
        refused,
        asked: queries.map(path) + relative.betweenQueries.map(path),
        depth: 2))
  }

  /// Width › numeric › unit → offset → string (null where the engine cannot ask), a unit on
  /// one line, a configured word (``RelativeQuery/offsetKey``) beside the offsets; none in a
  /// plan made before the artifact. A configured capitalization sits
  /// beside its unit (``RelativeQuery/unitKey``: `day;capitalization=sentence-start`); a
  /// configured pair of instants under the rest of its spelling → the described instant
  /// (``RelativeInstantsQuery/goldenPath``), beside the widths.
  public static func write(_ corpus: LocaleCorpus, into writer: inout GoldenWriter) {
    guard !corpus.relative.isEmpty || !corpus.relativeBetween.isEmpty else { return }
    writer.key(artifact.name)
    guard !corpus.relativeBetween.isEmpty else {
      let (order, strings) = order.ordered(corpus.relative) { query in
        [query.width.rawValue, query.numeric.rawValue, query.unitKey, query.offsetKey]
      }
      return order.write(into: &writer) { offset, index, writer in
        write(offset, strings[index], into: &writer)
      }
    }
    // Only a plan with configured instants pays for the merged keys.
    var entries: [Entry: String?] = [:]
    for (query, string) in corpus.relative { entries[.offset(query)] = string }
    for (query, string) in corpus.relativeBetween { entries[.between(query)] = .some(string) }
    let (order, strings) = entryOrder.ordered(entries) { entry in
      switch entry {
      case .offset(let query):
        [query.width.rawValue, query.numeric.rawValue, query.unitKey, query.offsetKey]
      case .between(let query): query.goldenPath
      }
    }
    order.write(into: &writer) { key, index, writer in write(key, strings[index], into: &writer) }
  }

  private static func write(_ key: String, _ string: String?, into writer: inout GoldenWriter) {
    if let string {
      writer.member(key, string)
    } else {
      writer.nullMember(key)
    }
  }

  /// A relative time of either form, as the golden file keys them together.
  private enum Entry: Hashable, Sendable {
    case offset(RelativeQuery)
    case between(RelativeInstantsQuery)
  }

  /// A time's key path in its file: `relative › long › auto › day › -1`.
  static func path(_ query: RelativeQuery) -> [String] {
    [
      artifact.name, query.width.rawValue, query.numeric.rawValue, query.unitKey,
      query.offsetKey,
    ]
  }

  /// A two-instant entry's key path in the locale's file: under the rest of its spelling, by
  /// the described instant.
  static func path(_ query: RelativeInstantsQuery) -> [String] {
    [artifact.name] + query.goldenPath
  }

  /// The reason recorded for a time the engine has no way to ask (its answer is nil).
  static let noWayToAsk = "the engine has no way to ask for this relative time"

  private static let order = PathOrder<RelativeQuery>.Memo()
  private static let entryOrder = PathOrder<Entry>.Memo()

  /// ``RelativePlan/queries``, listed once per plan: every locale of a run asks the same.
  private static let listed = PlanMemo<RelativePlan, Listed>()

  /// A plan's queries, and a table of them with no answers yet: each locale fills a copy of
  /// the table by position, where inserting each query hashed it for every locale
  /// (Development.md, "Measurements behind the code"). A copy keeps the table's layout, so a
  /// position in the table is the same query's position in the copy.
  private struct Listed: Sendable {
    let queries: [RelativeQuery]
    let table: [RelativeQuery: String?]
    /// Each query's position in ``table``, in the order of ``queries``.
    let positions: [Dictionary<RelativeQuery, String?>.Index]

    init(_ plan: RelativePlan) {
      queries = plan.queries
      var table: [RelativeQuery: String?] = [:]
      table.reserveCapacity(queries.count)
      for query in queries { table[query] = .some(nil) }
      positions = queries.map { table.index(forKey: $0)! }
      self.table = table
    }
  }
}
