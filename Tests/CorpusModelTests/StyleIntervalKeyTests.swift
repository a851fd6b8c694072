import CorpusModel
import Testing

/// A style pair as an interval entry of the plan: one spelling, the inverse of its parser, and
/// the templates beside it untouched.
@Suite struct StyleIntervalKeyTests {
  @Test(arguments: [
    (StylePair(date: .medium, time: .short), "date-style=medium;time-style=short"),
    (StylePair(date: .full, time: .none), "date-style=full"),
    (StylePair(date: .none, time: .long), "time-style=long"),
  ])
  func theKeyIsItsParsersInverse(pair: StylePair, key: String) throws {
    #expect(pair.intervalKey == key)
    #expect(try StylePair(intervalKey: key) == pair)
  }

  /// A template has no `=`: not a style entry, and still checked as a template.
  @Test func aTemplateIsNoStyleEntry() throws {
    #expect(try StylePair(intervalKey: "yMMMd") == nil)
    try PatternSyntax.validate(intervalEntry: "yMMMd")
    #expect(throws: InputError.self) { try PatternSyntax.validate(intervalEntry: "y-MM") }
  }

  /// Every other spelling of a pair is refused, naming the one there is, so no pair is planned
  /// under two keys.
  @Test(arguments: [
    "time-style=short;date-style=medium", "date-style=none;time-style=short", "date-style=none",
    "date-style=medium;date-style=short", "date=medium", "date-style=medium;", "date-style=Medium",
  ])
  func otherSpellingsAreRefused(key: String) {
    #expect(throws: InputError.self) { try StylePair(intervalKey: key) }
  }
}
