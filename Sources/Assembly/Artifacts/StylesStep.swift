import CorpusModel
import GoldenFormat

/// ``Artifact/styles``: every pair at the seed instants and the four matching pairs at the edge
/// instants in the plan's style zone; in the Gregorian calendar also the zone sweep's pairs in
/// every zone at the sweep's instants. A plan's own pairs (``Plan/stylePairs``) replace the
/// grid: each in every zone of the plan at the seed instants.
public enum StylesStep: CalendarArtifactStep {
  public static let artifact = Artifact.styles

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    let plan = rendering.plan
    let formatters = rendering.formatters
    // Filled here and stored once: a store through the generic `rendering` looked up its
    // type's metadata for every string.
    var styles: [StyleKey: String] = [:]
    var refused: RefusedEntries = [:]
    let calendar = rendering.calendar.rawValue
    // Zones outermost: an engine that moves its formatters between zones (ICU loads the zone
    // each time) then moves them once per zone, not once per pair and zone. The order of the
    // questions changes no answer.
    func render(_ pairs: [StylePair], _ zones: [ZoneID], _ instants: [Instant]) throws {
      for zone in zones {
        for pair in pairs {
          for instant in instants {
            styles[StyleKey(zone: zone, instant: instant, pair: pair)] =
              try Unsupported.leftOut(
                at: [
                  "calendars", calendar, artifact.name, zone.rawValue, instant.iso8601,
                  pair.description,
                ], into: &refused
              ) { try formatters.style(pair, zone: zone, at: instant) }
          }
        }
      }
    }
    // A plan's own pairs replace the grid: each in every zone of the plan at its seed
    // instants, in every calendar (a team's `statusTime` is shown in its users' zones), or in
    // the zones and at the instants its scope names (a plan file's per-entry `zones`,
    // `instants`): the keys stay zone › instant › pair either way.
    if let own = try plan.ownStylePairs() {
      styles.reserveCapacity(own.count * plan.zones.count * plan.seedInstants.count)
      for pair in own {
        // A plan file's per-entry `calendars`: the pair in those calendars only.
        guard plan.renders(.style, pair.description, in: rendering.calendar) else { continue }
        let scope = plan.scope(.style, pair.description)
        try render([pair], scope?.zones ?? plan.zones, scope?.instants ?? plan.seedInstants)
      }
      rendering.refused = rendering.refused.adding(refused)
      rendering.corpus.styles.merge(styles) { _, new in new }
      return
    }
    // Sized once: grown a pair at a time, the dictionary rehashed every key several times.
    styles.reserveCapacity(
      StylePair.all.count * plan.seedInstants.count + StylePair.matching.count
        * plan.edgeInstants.count
        + (rendering.calendar == .gregorian
          ? StylePair.sweep.count * plan.zones.count * plan.sweepInstants.count : 0))
    try render(StylePair.all, [plan.styleZone], plan.seedInstants)
    try render(StylePair.matching, [plan.styleZone], plan.edgeInstants)
    if rendering.calendar == .gregorian {
      try render(StylePair.sweep, plan.zones, plan.sweepInstants)
    }
    rendering.refused = rendering.refused.adding(refused)
    if rendering.corpus.styles.isEmpty {
      rendering.corpus.styles = styles
    } else {
      rendering.corpus.styles.merge(styles) { _, new in new }
    }
  }

  /// zone › instant › `date/time` → string: the shared prefixes are written once. Nothing when
  /// the calendar holds no pair (a plan file's scope renders its pairs in other locales or by
  /// other engines), as skeletons are left out: never an empty `styles`.
  ///
  /// A calendar has a few zones and instants and up to 25 pairs: each is ranked once by its
  /// text's bytes, and the strings are put in the order of their three ranks
  /// (``GoldenEncoding/RankedRows``).
  public static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter) {
    guard !corpus.styles.isEmpty else { return }
    writer.key(artifact.name)
    var zones = GoldenEncoding.Ranking<ZoneID>()
    var instants = GoldenEncoding.Ranking<Instant>()
    var keys: [(Int, Int, Int)] = []
    var strings: [String] = []
    keys.reserveCapacity(corpus.styles.count)
    strings.reserveCapacity(corpus.styles.count)
    for (key, string) in corpus.styles {
      keys.append((zones.index(key.zone), instants.index(key.instant), PairOrder.rank(key.pair)))
      strings.append(string)
    }
    let rows = GoldenEncoding.RankedRows.sorted(
      keys,
      ranks: (zones.ranks(by: \.rawValue), instants.ranks(by: \.iso8601), PairOrder.identity))
    GoldenEncoding.RankedRows.write(
      rows, (zones.sortedTexts(\.rawValue), instants.sortedTexts(\.iso8601), PairOrder.texts),
      into: &writer
    ) { pair, index, writer in
      writer.member(pair, strings[index])
    }
  }

  /// Every pair's `date/time` text in byte order, and each pair's rank in it, looked up by the
  /// styles' places in ``DateTimeStyle/allCases`` (no hashing).
  private enum PairOrder {
    static let texts: [String] = pairs.map(\.description)
    /// Each rank its own rank (the pairs are ranked already).
    static let identity: [Int] = Array(texts.indices)
    /// Rank by `date place × 5 + time place`.
    static let ranks: [Int] = {
      var ranks = [Int](repeating: 0, count: styles.count * styles.count)
      for (rank, pair) in pairs.enumerated() {
        ranks[place(pair.date) * styles.count + place(pair.time)] = rank
      }
      return ranks
    }()
    private static let styles = DateTimeStyle.allCases
    private static let pairs = styles.flatMap { date in
      styles.map { StylePair(date: date, time: $0) }
    }.sorted { $0.description.utf8.lexicographicallyPrecedes($1.description.utf8) }

    private static func place(_ style: DateTimeStyle) -> Int { styles.firstIndex(of: style)! }

    static func rank(_ pair: StylePair) -> Int {
      ranks[place(pair.date) * styles.count + place(pair.time)]
    }
  }
}
