import CorpusModel
import GoldenFormat

/// ``Artifact/parsing``: whether each fixed pattern's string and each style pair's string (at
/// the skeleton instant, in the style zone) parses back with the formatter that wrote it,
/// strictly and leniently, as rendered and made plain.
///
/// The Gregorian calendar's only, as apps parse: ICU's parse costs many formats, and the other
/// calendars' strings parse by the same rules. None in a plan made before fixed patterns.
public enum ParsingStep: CalendarArtifactStep {
  public static let artifact = Artifact.parsing

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    let plan = rendering.plan
    guard plan.recordsFormats, rendering.calendar == .gregorian else { return }
    let formatters = rendering.formatters
    let instant = Plan.skeletonInstant
    let base = rendering.path(artifact)
    for pattern in plan.patterns ?? []
    where plan.renders(.pattern, pattern, in: rendering.locale, .gregorian) {
      guard
        let string = try Unsupported.leftOut(
          at: base + [Artifact.patterns.name, pattern],
          into: &rendering.refused, { try formatters.string(pattern: pattern, at: instant) })
      else { continue }
      rendering.corpus.patternParsing[pattern] = try parseResults(string, at: instant) {
        text, lenient in
        try formatters.parse(text, pattern: pattern, lenient: lenient)
      } render: {
        try formatters.string(pattern: pattern, at: $0)
      }
    }
    let zone = plan.styleZone
    for pair in StylePair.all {
      guard
        let string = try Unsupported.leftOut(
          at: base + [Artifact.styles.name, pair.description],
          into: &rendering.refused, { try formatters.style(pair, zone: zone, at: instant) })
      else { continue }
      rendering.corpus.styleParsing[pair] = try parseResults(string, at: instant) {
        text, lenient in
        try formatters.parse(text, pair: pair, zone: zone, lenient: lenient)
      } render: {
        try formatters.style(pair, zone: zone, at: $0)
      }
    }
  }

  /// The four parse results of one rendered string, decided here for every engine.
  ///
  /// - Parameters:
  ///   - instant: where `string` was rendered.
  ///   - parse: parses a text strictly or leniently; nil when the parse failed or left text
  ///     unread.
  ///   - render: renders an instant with the same formatter.
  /// - Returns: `ok` where the landed instant renders the original string (the fields the
  ///   format shows agree), `fails`, or the ISO instant. A string with nothing to make plain
  ///   is parsed once per leniency.
  static func parseResults(
    _ string: String, at instant: Instant, parse: (String, Bool) throws -> Instant?,
    render: (Instant) throws -> String
  ) throws -> ParseResults {
    func result(_ text: String, lenient: Bool) throws -> String {
      guard let attempt = try Unsupported.leftOut({ try parse(text, lenient) }) else {
        return ParseResults.unsupported
      }
      guard let parsed = attempt else { return ParseResults.fails }
      // Landing on the instant itself is agreement; elsewhere, the string decides.
      if parsed == instant { return ParseResults.ok }
      return try render(parsed) == string ? ParseResults.ok : parsed.iso8601
    }
    let plain = ParseResults.plain(string)
    let strict = try result(string, lenient: false)
    let lenient = try result(string, lenient: true)
    guard plain != string else {
      return ParseResults(
        strict: strict, lenient: lenient, strictPlain: strict, lenientPlain: lenient)
    }
    return ParseResults(
      strict: strict, lenient: lenient, strictPlain: try result(plain, lenient: false),
      lenientPlain: try result(plain, lenient: true))
  }

  /// `patterns` (when the plan has fixed patterns) and `styles`, each result on one line; the
  /// keys are the names of the artifacts whose strings were parsed.
  public static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter) {
    guard !corpus.styleParsing.isEmpty || !corpus.patternParsing.isEmpty else { return }
    writer.key(artifact.name)
    writer.object { writer in
      if !corpus.patternParsing.isEmpty {
        writer.key(Artifact.patterns.name)
        GoldenEncoding.writeObject(corpus.patternParsing, into: &writer) {
          GoldenEncoding.write($0, into: &$1)
        }
      }
      writer.key(Artifact.styles.name)
      let pairs = Dictionary(
        uniqueKeysWithValues: corpus.styleParsing.map { ($0.key.description, $0.value) })
      GoldenEncoding.writeObject(pairs, into: &writer) { GoldenEncoding.write($0, into: &$1) }
    }
  }
}
