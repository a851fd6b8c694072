import CorpusModel
import Foundation
import Testing

/// A duration configuration's one spelling (issue 42): read back exactly as written, every
/// other spelling refused in one line naming the text and the corpus's spelling, and the
/// breakdown rule ICU's side follows.
@Suite struct DurationConfigurationTests {
  @Test(arguments: [
    "hour,minute", "hour,minute;width=short", "day,hour,minute,second;max-units=2",
    "week,day,hour;width=narrow;max-units=1;zero-units=hide",
    "hour,minute,second;zero-units=show:2", "hour,minute;width=condensed-abbreviated",
    "second,millisecond,microsecond,nanosecond", "minute,second;width=numeric",
    "hour,minute;fraction=hide;rounding=down",
    "hour,minute;width=short;max-units=1;zero-units=hide;fraction=show:2;rounding=half-up;rounding-increment=0.25",
    "hour,minute,second;width=numeric;rounding=up;pad=6;fraction-length=2",
    "hour,minute;width=numeric;grouping=never",
    "hour,minute,second;zero-units=hide;value-length=2",
    "hour,minute;zero-units=hide;value-length-limits=1...3",
    "hour,minute;value-length-limits=2...",
  ])
  func aSpellingReadsBackAsItself(text: String) throws {
    let configuration = try DurationConfiguration(validating: text)
    #expect(configuration.text == text)
    #expect(!configuration.key.contains("width="))
  }

  /// The default plan's unit sets are configurations whose key is the unit set: a
  /// configuration of the default knobs is the same query, and its golden key is unchanged.
  @Test func theDefaultPlansQueriesAreConfigurationsWithoutKnobs() throws {
    for query in DurationPlan.default.queries {
      #expect(query.configuration.key == query.units.description)
      #expect(query.isPlain)
      let again = try DurationConfiguration(validating: query.configuration.text)
      #expect(DurationQuery(seconds: query.seconds, configuration: again) == query)
    }
  }

  @Test(arguments: [
    (
      "hour,minute;width=wide",
      "invalid duration format 'hour,minute;width=wide': a configuration has one spelling: write it as hour,minute"
    ),
    (
      "hour,minute;width=abbreviated",
      "invalid duration format 'hour,minute;width=abbreviated': a configuration has one spelling: write it as hour,minute;width=short"
    ),
    (
      "hour,minute;zero-units=show:1",
      "invalid duration format 'hour,minute;zero-units=show:1': a configuration has one spelling: write it as hour,minute"
    ),
    (
      "hour,minute;zero-units=hide;max-units=1",
      "invalid duration format 'hour,minute;zero-units=hide;max-units=1': max-units is given twice or out of order (the order is units, then width, max-units, zero-units, value-length, value-length-limits, fraction, rounding, rounding-increment, pad, fraction-length, grouping)"
    ),
    (
      "hour,minute;max-units=3",
      "invalid duration format 'hour,minute;max-units=3': max-units=3 is not 1…2, the number of units"
    ),
    (
      "hour,minute;max-units=01",
      "invalid duration format 'hour,minute;max-units=01': max-units=01 is not a whole number of units (1…2)"
    ),
    (
      "hour,minute;speed=up",
      "invalid duration format 'hour,minute;speed=up': 'speed=up' is not name=value with a name of width, max-units, zero-units, value-length, value-length-limits, fraction, rounding, rounding-increment, pad, fraction-length, grouping"
    ),
    (
      "hour,minute;rounding=up",
      "invalid duration format 'hour,minute;rounding=up': rounding=up rounds a fraction: give fraction=hide or fraction=show:N too"
    ),
    (
      "hour,minute;fraction=hide;rounding-increment=0.5",
      "invalid duration format 'hour,minute;fraction=hide;rounding-increment=0.5': rounding-increment=0.5 steps a shown fraction: give fraction=show:N too"
    ),
    (
      "hour,minute;fraction=show:1;rounding-increment=0.25",
      "invalid duration format 'hour,minute;fraction=show:1;rounding-increment=0.25': rounding-increment=0.25 is not a step above 0 with at most 1 fraction digits (fraction=show:1)"
    ),
    (
      "hour,minute;fraction=show:0",
      "invalid duration format 'hour,minute;fraction=show:0': a configuration has one spelling: write it as hour,minute;fraction=hide"
    ),
    (
      "hour,minute;zero-units=show:0",
      "invalid duration format 'hour,minute;zero-units=show:0': a configuration has one spelling: write it as hour,minute;zero-units=hide"
    ),
    (
      "hour,minute;fraction=show:2...2",
      "invalid duration format 'hour,minute;fraction=show:2...2': a configuration has one spelling: write it as hour,minute;fraction=show:2"
    ),
    (
      "hour,minute;fraction=show:2...4;rounding-increment=0.25",
      "invalid duration format 'hour,minute;fraction=show:2...4;rounding-increment=0.25': rounding-increment=0.25 steps a shown fraction: give fraction=show:N too"
    ),
    (
      "hour,minute;fraction=show:999",
      "invalid duration format 'hour,minute;fraction=show:999': invalid value 'show:999' for --fraction (expected hide, show:N (exactly N digits, N from 0 (hide) to 998), or show:A...B or show:A... (A to B digits, A below B))"
    ),
    (
      "hour,minute;fraction=hide;rounding=nearest",
      "invalid duration format 'hour,minute;fraction=hide;rounding=nearest': invalid value 'nearest' for --rounding (expected one of up, down, ceiling, floor, half-even, half-up, half-down)"
    ),
    (
      "hour,minute;width=numeric;fraction=hide",
      "invalid duration format 'hour,minute;width=numeric;fraction=hide': fraction=hide does not apply to width=numeric"
    ),
    (
      "hour,minute;zero-units=show:10",
      "invalid duration format 'hour,minute;zero-units=show:10': invalid value 'show:10' for --zero-units (expected hide, show or show:N with N from 0 (hide) to 9 (every value padded to N digits))"
    ),
    (
      "minute,hour",
      "invalid duration format 'minute,hour': invalid value 'minute,hour' for --units (expected units of week, day, hour, minute, second, millisecond, microsecond, nanosecond separated by commas, each once, largest first (hour,minute))"
    ),
    (
      "hour,minute;width=numeric;max-units=1",
      "invalid duration format 'hour,minute;width=numeric;max-units=1': max-units=1 does not apply to width=numeric"
    ),
    (
      "hour,minute;pad=2",
      "invalid duration format 'hour,minute;pad=2': pad=2 is a time pattern's knob: it applies to width=numeric only"
    ),
    (
      "hour,minute;width=numeric;fraction-length=1",
      "invalid duration format 'hour,minute;width=numeric;fraction-length=1': fraction-length=1 writes seconds: the pattern hour,minute has none"
    ),
    (
      "hour,minute;width=numeric;grouping=automatic",
      "invalid duration format 'hour,minute;width=numeric;grouping=automatic': a configuration has one spelling: write it as hour,minute;width=numeric"
    ),
    (
      "hour,minute;width=numeric;pad=10",
      "invalid duration format 'hour,minute;width=numeric;pad=10': pad=10 is not 1…9 digits"
    ),
    (
      "day,hour;width=numeric",
      "invalid duration format 'day,hour;width=numeric': width=numeric writes only the units hour,minute, hour,minute,second, minute,second"
    ),
  ])
  func anotherSpellingIsRefusedInOneLine(text: String, message: String) throws {
    let error = try #require(throws: InputError.self) {
      try DurationConfiguration(validating: text)
    }
    #expect(error.description == message)
  }

  /// The breakdown with the knobs, on the cases observed from Foundation's
  /// `Duration.UnitsFormatStyle` (the end-to-end suite compares the strings of both engines).
  @Test(arguments: [
    ("90061", "day,hour,minute,second;max-units=2", "day 1, hour 1.0169"),
    ("86461", "day,hour,minute,second;max-units=2", "day 1, hour 0.0169"),
    ("86461", "day,hour,minute,second;max-units=2;zero-units=hide", "day 1, minute 1.0167"),
    ("86461", "day,hour,minute,second;zero-units=hide", "day 1, minute 1, second 1"),
    ("59", "hour,minute;max-units=1", "minute 0.9833"),
    ("59", "hour,minute;zero-units=hide", "minute 0.9833"),
    ("0", "hour,minute;max-units=1", "hour 0, minute 0"),
    ("0", "hour,minute,second;zero-units=hide", "second 0"),
    ("3600", "day,hour,minute,second;max-units=2", "hour 1, minute 0"),
    ("1.5", "second,millisecond", "second 1, millisecond 500"),
    // Rounding carries into the larger units, and the units are chosen from rounded amounts.
    ("3599", "hour,minute;fraction=hide", "hour 1, minute 0"),
    ("3599", "hour,minute;fraction=hide;rounding=down", "hour 0, minute 59"),
    ("3630", "hour,minute;fraction=hide", "hour 1, minute 0"),
    ("3690", "hour,minute;fraction=hide", "hour 1, minute 2"),
    ("4530", "hour,minute;fraction=hide;rounding=half-down", "hour 1, minute 15"),
    ("4530", "hour,minute;fraction=hide;rounding=half-up", "hour 1, minute 16"),
    ("4521", "hour,minute;fraction=show:2;rounding=up;rounding-increment=0.25", "hour 1, minute 15.5"),
    ("3597", "hour,minute;max-units=1;fraction=show:1", "hour 1"),
  ])
  func piecesFollowTheRule(seconds: String, text: String, expected: String) throws {
    let query = DurationQuery(
      seconds: try SpanAmount(validating: seconds, option: "t"),
      configuration: try DurationConfiguration(validating: text))
    let written = query.pieces.map { piece in
      let rounded = (piece.amount * 10_000).rounded() / 10_000
      let number = rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
      return "\(piece.unit.rawValue) \(number)"
    }
    #expect(written.joined(separator: ", ") == expected)
  }

  /// A manifest's configurations are read by the same parser (a corpus folder is untrusted
  /// input): another spelling is refused, the plan's queries follow the configurations.
  @Test func aManifestsConfigurationIsReadByTheParser() throws {
    let good = try JSONDecoder().decode(
      [DurationConfiguration].self, from: Data(#"["hour,minute;max-units=1"]"#.utf8))
    let plan = DurationPlan(
      seconds: [try SpanAmount(validating: "4500", option: "t")], units: [], widths: [],
      configurations: good)
    #expect(plan.queries.map(\.configuration.text) == ["hour,minute;max-units=1"])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        [DurationConfiguration].self, from: Data(#"["hour,minute;width=wide"]"#.utf8))
    }
  }

  /// Value length (issue 42): `value-length=N` is `N...N`, one spelling; each bound 1–9; the
  /// integer digits are Foundation's (zero units shown set the lower bound).
  @Test func valueLengthHasOneSpellingAndFoundationsDigits() throws {
    // Two settings, not two spellings: Foundation's valueLength: 2 cuts past 3 digits.
    #expect(
      try DurationConfiguration(validating: "hour;value-length-limits=2...2").text
        == "hour;value-length-limits=2...2")
    #expect(
      try DurationConfiguration(validating: "hour;value-length=2")
        != DurationConfiguration(validating: "hour;value-length-limits=2...2"))
    #expect(
      throws: InputError.invalidDurationFormat(
        "hour;value-length=2;value-length-limits=2...",
        reason: "value-length and value-length-limits are one knob: give one")
    ) { try DurationConfiguration(validating: "hour;value-length=2;value-length-limits=2...") }
    #expect(throws: InputError.self) { try ValueLength(limits: "3...2") }
    #expect(throws: InputError.self) { try ValueLength(limits: "...2") }
    #expect(throws: InputError.self) { try ValueLength(length: "1000") }
    #expect(throws: InputError.self) { try ValueLength(length: "0") }
    #expect(try ValueLength(limits: "0...0") == ValueLength(lower: 0, upper: 0))
    #expect(try ValueLength(limits: "0...") == ValueLength(lower: 0, upper: nil))
    func digits(_ text: String) throws -> [Int?] {
      let digits = try DurationConfiguration(validating: text).options.integerDigits
      return [digits.minimum, digits.maximum]
    }
    #expect(try digits("hour;value-length=2") == [1, 2])
    #expect(try digits("hour;zero-units=hide;value-length=2") == [2, 2])
    #expect(try digits("hour;zero-units=show:2;value-length-limits=1...3") == [2, 3])
    #expect(try digits("hour;zero-units=hide;value-length-limits=3...") == [3, nil])
    #expect(try digits("hour;zero-units=hide") == [1, nil])
  }
}
