import CorpusModel
import Testing

/// A relative time configuration's one spelling (issue 42): read back exactly as written in
/// both forms, every other spelling refused in one line naming the text and what is wrong, and
/// the golden keys a configuration writes beside the default plan's.
@Suite struct RelativeConfigurationTests {
  @Test(arguments: [
    "relative=-1;unit=day", "relative=2.5;unit=hour;width=short;numeric=always",
    "relative=-1;unit=day;capitalization=sentence-start",
    "relative=1;unit=friday;width=narrow;capitalization=list-item",
    "relative-word=plain;unit=day", "relative-word=next-2;unit=monday;width=short",
    "relative-word=this;unit=quarter;width=narrow;capitalization=sentence-start",
    "at=2024-02-14T20:00:00Z;relative-to=2024-02-16T03:00:00Z",
    "at=2007-11-15T23:00:00Z;relative-to=2007-11-16T02:53:00Z;calendar=hebrew;zone=UTC;presentation=named;units-style=spell-out;allowed-units=day,hour;capitalization=sentence-start",
  ])
  func aSpellingReadsBackAsItself(text: String) throws {
    #expect(try RelativeConfiguration(validating: text).text == text)
  }

  /// A word takes the offset's place: no amount and no numeric mode, the golden key the word.
  @Test func aWordIsTheQueryFormatAsks() throws {
    let word = try RelativeConfiguration(
      validating: "relative-word=plain;unit=day;width=short;capitalization=sentence-start")
    let query = RelativeQuery(
      word: .plain, unit: .day, width: .short, capitalization: .sentenceStart)
    #expect(word.form == .offset(query))
    #expect(query.offsetKey == "plain")
    #expect(query.unitKey == "day;capitalization=sentence-start")
    #expect(word.unsupported(by: .foundation) == RelativeWord.onlyLinkedICU)
    #expect(word.unsupported(by: .icu) == nil)
  }

  @Test(arguments: [
    ("relative-word=plain", "relative-word=W needs unit=U"),
    (
      "relative-word=plain;unit=day;numeric=auto",
      "numeric is not a knob of relative-word=W (it takes relative-word, unit, width, capitalization)"
    ),
    (
      "relative=-1;relative-word=last;unit=day",
      "relative is not a knob of relative-word=W (it takes relative-word, unit, width, capitalization)"
    ),
    (
      "relative-word=plain;unit=second",
      "unit=second is not a unit with words: year, quarter, month, week, day, hour, minute, sunday, monday, tuesday, wednesday, thursday, friday, saturday (ICU's absolute units have no second)"
    ),
    (
      "relative-word=soon;unit=day",
      "invalid value 'soon' for --relative-word (expected one of last-2, last, this, next, next-2, plain)"
    ),
    (
      "relative-word=plain;unit=day;width=long",
      "a configuration has one spelling: write it as relative-word=plain;unit=day"
    ),
  ])
  func aBadWordIsRefusedInOneLine(text: String, reason: String) {
    #expect(throws: InputError.invalidRelativeFormat(text, reason: reason)) {
      try RelativeConfiguration(validating: text)
    }
  }

  @Test func eachFormIsTheQueryFormatAsks() throws {
    let offset = try RelativeConfiguration(
      validating: "relative=-1;unit=day;width=short;capitalization=sentence-start")
    #expect(
      offset.form
        == .offset(
          RelativeQuery(
            offset: try SpanAmount(validating: "-1", option: "--relative"), unit: .day,
            width: .short, numeric: .auto,
            capitalization: .sentenceStart)))
    let between = try RelativeConfiguration(
      validating: "at=2024-02-14T20:00:00Z;relative-to=2024-02-16T03:00:00Z;allowed-units=day")
    #expect(
      between.form
        == .between(
          RelativeInstantsQuery(
            at: try Instant(iso8601: "2024-02-14T20:00:00Z"),
            reference: try Instant(iso8601: "2024-02-16T03:00:00Z"),
            zone: ZoneID(rawValue: "America/Los_Angeles"), allowedUnits: [.day])))
  }

  @Test(arguments: [
    (
      "relative=-1;unit=day;width=long",
      "a configuration has one spelling: write it as relative=-1;unit=day"
    ),
    (
      "relative=-1;unit=day;capitalization=none",
      "a configuration has one spelling: write it as relative=-1;unit=day"
    ),
    (
      "at=2024-02-14T20:00:00Z;relative-to=2024-02-16T03:00:00Z;zone=America/Los_Angeles",
      "a configuration has one spelling: write it as at=2024-02-14T20:00:00Z;relative-to=2024-02-16T03:00:00Z"
    ),
    (
      "at=2024-02-14T20:00:00Z;relative-to=2024-02-16T03:00:00Z;allowed-units=hour,day",
      "a configuration has one spelling: write it as at=2024-02-14T20:00:00Z;relative-to=2024-02-16T03:00:00Z;allowed-units=day,hour"
    ),
    (
      "unit=day;relative=-1",
      "relative is given twice or out of order (the order is relative, relative-word, unit, width, numeric, at, relative-to, calendar, zone, presentation, units-style, allowed-units, capitalization)"
    ),
    ("relative=-1", "relative=N needs unit=U"),
    ("at=2024-02-14T20:00:00Z", "at=INSTANT needs relative-to=INSTANT"),
    (
      "capitalization=middle",
      "it begins with relative=N;unit=U, relative-word=W;unit=U or at=INSTANT;relative-to=INSTANT"
    ),
    (
      "relative=-1;unit=day;presentation=named",
      "presentation is not a knob of relative=N (it takes relative, unit, width, numeric, capitalization)"
    ),
    (
      "at=2024-02-14T20:00:00Z;relative-to=2024-02-16T03:00:00Z;numeric=always",
      "numeric is not a knob of at=INSTANT;relative-to=INSTANT (it takes at, relative-to, calendar, zone, presentation, units-style, allowed-units, capitalization)"
    ),
    (
      "relative=-1;unit=days",
      "invalid value 'days' for --unit (expected one of year, quarter, month, week, day, hour, minute, second, sunday, monday, tuesday, wednesday, thursday, friday, saturday)"
    ),
    (
      "relative=-1;unit=day;style=short",
      "'style=short' is not name=value with a name of relative, relative-word, unit, width, numeric, at, relative-to, calendar, zone, presentation, units-style, allowed-units, capitalization"
    ),
    (
      "at=2024-02-14T20:00:00Z;relative-to=2024-02-16T03:00:00Z;zone=../etc",
      "zone=../etc is not an IANA zone id (America/Los_Angeles)"
    ),
    (
      "at=2024-02-14T20:00:00Z;relative-to=2024-02-16T03:00:00Z;allowed-units=quarter",
      "invalid value 'quarter' for --allowed-units (expected units separated by commas, from year, month, week, day, hour, minute, second)"
    ),
  ])
  func anotherSpellingIsRefusedInOneLine(text: String, reason: String) {
    #expect(throws: InputError.invalidRelativeFormat(text, reason: reason)) {
      try RelativeConfiguration(validating: text)
    }
  }

  /// The default plan has no configuration: its entries are its queries, and a query's unit
  /// key is its unit, so its golden keys are unchanged.
  @Test func theDefaultPlanKeepsItsKeys() {
    #expect(RelativePlan.default.configurations == nil)
    #expect(RelativePlan.default.entries.count == RelativePlan.default.queries.count)
    for query in RelativePlan.default.queries { #expect(query.unitKey == query.unit.rawValue) }
  }

  /// A configured offset joins the plan's queries once; one the plan already has adds nothing.
  @Test func aConfiguredOffsetIsOneQuery() throws {
    var plan = RelativePlan.default
    let count = plan.queries.count
    plan.add(configurations: [
      try RelativeConfiguration(validating: "relative=-1;unit=day"),
      try RelativeConfiguration(validating: "relative=-1;unit=day;capitalization=sentence-start"),
      try RelativeConfiguration(
        validating: "at=2024-02-14T20:00:00Z;relative-to=2024-02-16T03:00:00Z"),
    ])
    #expect(plan.queries.count == count + 1)
    #expect(plan.queries.last?.unitKey == "day;capitalization=sentence-start")
    #expect(plan.betweenQueries.count == 1)
    #expect(
      plan.betweenQueries[0].goldenPath == [
        "relative-to=2024-02-16T03:00:00Z", "2024-02-14T20:00:00Z",
      ])
    #expect(plan.entries.count == count + 2)
  }
}
