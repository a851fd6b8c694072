import CorpusModel
import GoldenFormat
import Testing

@testable import Assembly

/// The echo engine's spans: each answer is the question; a quarter is a unit it cannot ask for.
extension EchoLocale {
  func relative(_ query: RelativeQuery) throws -> String? {
    query.unit == .quarter
      ? nil
      : "\(data) \(query.offset) \(query.unit.rawValue) \(query.width.rawValue) \(query.numeric.rawValue)"
  }

  func relative(between query: RelativeInstantsQuery) throws -> String {
    "\(data) \(query.at) from \(query.reference)"
  }

  func relativeParts(_ query: RelativeQuery) throws -> [FormattedPart] {
    [FormattedPart(.literal, try relative(query) ?? "")]
  }

  func duration(_ query: DurationQuery) throws -> String {
    "\(data) " + query.amounts.map { String($0) }.joined(separator: " ")
      + " \(query.width.rawValue)"
  }
}

@Suite struct SpanStepsTests {
  /// A plan of one relative group and one duration, the rest as small as a plan goes.
  static func plan(relative: RelativePlan?, durations: DurationPlan?) -> Plan {
    Plan(
      includesAvailableLocales: false, locales: [LocaleID(rawValue: "en_US")],
      calendars: [.gregorian],
      styleZone: ZoneID(rawValue: "UTC"), zones: [ZoneID(rawValue: "UTC")], seedInstants: [],
      edgeInstants: [], sweepInstants: [],
      monthInstants: [], templates: [], patterns: [], pickers: [], relative: relative,
      durations: durations)
  }

  static let relative = RelativePlan(
    widths: [.long, .narrow],
    groups: [
      .init(
        units: [.day, .quarter], numeric: .auto,
        offsets: [
          try! SpanAmount(validating: "-1", option: "t"),
          try! SpanAmount(validating: "2.50", option: "t"),
        ])
    ])

  static let durations = DurationPlan(
    seconds: [try! SpanAmount(validating: "59", option: "t")],
    units: [try! DurationUnits(validating: "hour,minute")], widths: [.wide, .numeric])

  /// Relative: width › numeric › unit on one line, offsets in byte order, null where the
  /// engine cannot ask; durations: width › units on one line, keyed by seconds, from the
  /// rule's amounts (0 h and 59/60 min).
  @Test func stepsWriteOneLinePerUnitAndNullWhereTheEngineCannotAsk() throws {
    let assembly = try CorpusAssembly(EchoSource())
    let corpus = try assembly.localeCorpus(
      for: LocaleID(rawValue: "en_US"),
      plan: Self.plan(relative: Self.relative, durations: Self.durations))
    let bytes = LocaleFileEncoding.render(corpus).bytes
    let text = String(decoding: bytes, as: UTF8.self)
    let relative = text.split(separator: "\n").drop { !$0.contains("\"relative\"") }
    #expect(
      Array(relative.prefix(14)) == [
        "  \"relative\": {",
        "    \"long\": {",
        "      \"auto\": {",
        "        \"day\": {\"-1\": \"en_US -1 day long auto\", \"2.5\": \"en_US 2.5 day long auto\"},",
        "        \"quarter\": {\"-1\": null, \"2.5\": null}",
        "      }",
        "    },",
        "    \"narrow\": {",
        "      \"auto\": {",
        "        \"day\": {\"-1\": \"en_US -1 day narrow auto\", \"2.5\": \"en_US 2.5 day narrow auto\"},",
        "        \"quarter\": {\"-1\": null, \"2.5\": null}",
        "      }",
        "    }",
        "  },",
      ])
    #expect(
      text.contains(
        """
          "durations": {
            "numeric": {
              "hour,minute": {"59": "en_US 0.0 0.9833333333333333 numeric"}
            },
            "wide": {
              "hour,minute": {"59": "en_US 0.0 0.9833333333333333 wide"}
            }
          },
        """))
    // One entry a line: four relative units and two unit sets more than a plan without them.
    let without = try assembly.localeCorpus(
      for: LocaleID(rawValue: "en_US"), plan: Self.plan(relative: nil, durations: nil))
    #expect(
      LocaleFileEncoding.render(corpus).entries - LocaleFileEncoding.render(without).entries == 6)
  }

  /// Each locale of a run fills a copy of the plan's table of relative times by position:
  /// every query holds its own answer, locale after locale (the second locale reuses the
  /// table the first one made), and no locale's answers reach the next locale's copy.
  @Test func eachLocaleHoldsItsOwnAnswerForEveryQuery() throws {
    let assembly = try CorpusAssembly(EchoSource())
    let plan = Self.plan(relative: Self.relative, durations: nil)
    func expected(_ locale: String) -> [RelativeQuery: String?] {
      var answers: [RelativeQuery: String?] = [:]
      for query in Self.relative.queries {
        answers[query] = .some(
          query.unit == .quarter
            ? nil
            : "\(locale) \(query.offset) \(query.unit.rawValue) \(query.width.rawValue) auto")
      }
      return answers
    }
    let english = try assembly.localeCorpus(for: LocaleID(rawValue: "en_US"), plan: plan)
    let german = try assembly.localeCorpus(for: LocaleID(rawValue: "de_DE"), plan: plan)
    #expect(Self.relative.queries.count == 8)
    #expect(english.relative == expected("en_US"))
    #expect(german.relative == expected("de_DE"))
    let again = try assembly.localeCorpus(for: LocaleID(rawValue: "en_US"), plan: plan)
    #expect(again.relative == expected("en_US"))
  }

  /// A plan made before the artifacts (no `relative`, no `durations` key) writes neither.
  @Test func aPlanWithoutThemWritesNeither() throws {
    let assembly = try CorpusAssembly(EchoSource())
    let corpus = try assembly.localeCorpus(
      for: LocaleID(rawValue: "en_US"), plan: Self.plan(relative: nil, durations: nil))
    let text = String(decoding: LocaleFileEncoding.render(corpus).bytes, as: UTF8.self)
    #expect(!text.contains("\"relative\""))
    #expect(!text.contains("\"durations\""))
  }
}
