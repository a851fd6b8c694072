import CorpusModel
import Testing

/// A configured interval template's one spelling (issue 42): a bare template is itself, a
/// configured one reads back exactly as written, and every other spelling is refused in one
/// line naming the text and what is wrong.
@Suite struct IntervalConfigurationTests {
  @Test(arguments: [
    "yMMMd", "yMMMM;capitalization=sentence-start", "MMMEd;capitalization=standalone",
    "yMMMd;interval-pattern=M=yyyy MMM d - MMM y;interval-pattern=H=yyyy MMM d HH:mm - HH:mm;interval-fallback={0} --- {1}",
    "dMMMMy;interval-fallback=<< {1} --- {0} >>",
    "jm;capitalization=list-item;interval-pattern=a=h:mm a – h:mm a",
  ])
  func aSpellingReadsBackAsItself(text: String) throws {
    #expect(try IntervalConfiguration(validating: text).text == text)
  }

  /// The flags' values give the same spelling, fields in their order whatever the flags'.
  @Test func theFlagsSpellTheKey() throws {
    let configuration = try IntervalConfiguration(
      template: "yMMMd", capitalization: .sentenceStart,
      patterns: [
        try IntervalConfiguration.pattern(validating: "H=yyyy MMM d HH:mm - HH:mm"),
        try IntervalConfiguration.pattern(validating: "M=yyyy MMM d - MMM y"),
      ], fallback: "{0} --- {1}")
    #expect(
      configuration.text
        == "yMMMd;capitalization=sentence-start;interval-pattern=M=yyyy MMM d - MMM y;interval-pattern=H=yyyy MMM d HH:mm - HH:mm;interval-fallback={0} --- {1}"
    )
    #expect(configuration.hasOwnPatterns)
    #expect(try IntervalConfiguration(template: "yMMMd").isPlain)
    #expect(!IntervalConfiguration.isConfigured("yMMMd"))
  }

  /// Foundation has neither knob; ICU has both (a loaded ICU's gaps are the engine's to say).
  @Test func foundationHasNeitherKnob() throws {
    let capitalized = try IntervalConfiguration(validating: "yMMMM;capitalization=sentence-start")
    #expect(
      capitalized.unsupported(by: .foundation)
        == "neither DateIntervalFormatter nor Date.IntervalFormatStyle has a capitalization context"
    )
    let patterned = try IntervalConfiguration(validating: "yMMMd;interval-fallback={0} --- {1}")
    #expect(patterned.unsupported(by: .foundation) == IntervalConfiguration.onlyLinkedICU)
    #expect(capitalized.unsupported(by: .icu) == nil)
    #expect(patterned.unsupported(by: .icu) == nil)
  }

  @Test(arguments: [
    (
      "yMMMd;capitalization=none",
      "invalid interval template 'yMMMd;capitalization=none': a configuration has one spelling: write it as yMMMd"
    ),
    (
      "yMMMd;interval-fallback={0} --- {1};capitalization=middle",
      "invalid interval template 'yMMMd;interval-fallback={0} --- {1};capitalization=middle': a configuration has one spelling: write it as yMMMd;capitalization=middle;interval-fallback={0} --- {1}"
    ),
    (
      "yMMMd;width=short",
      "invalid interval template 'yMMMd;width=short': 'width=short' is not name=value with a name of capitalization, interval-pattern, interval-fallback"
    ),
    (
      "yMMMd;capitalization=title",
      "invalid interval template 'yMMMd;capitalization=title': invalid value 'title' for --capitalization (expected one of none, sentence-start, middle, list-item, standalone)"
    ),
    (
      "yMMMd;interval-pattern=s=mm:ss - mm:ss",
      "invalid interval template 'yMMMd;interval-pattern=s=mm:ss - mm:ss': invalid value 's=mm:ss - mm:ss' for --interval-pattern (expected FIELD=PATTERN, FIELD the largest differing field: G, y, M, d, a, h, H, m (M=yyyy MMM d - MMM y))"
    ),
    (
      "yMMMd;interval-pattern=a=h a - h a;interval-pattern=H=HH - HH",
      "invalid interval template 'yMMMd;interval-pattern=a=h a - h a;interval-pattern=H=HH - HH': invalid value 'a=' for --interval-pattern (expected H alone or a and h: ICU stores an H pattern as both the a and the h pattern, so one would replace the other)"
    ),
    (
      "yMMMd;interval-fallback={0} to",
      "invalid interval template 'yMMMd;interval-fallback={0} to': invalid value '{0} to' for --interval-fallback (expected a pattern holding {0} (the first date) and {1} (the second): {0} --- {1})"
    ),
    (
      "yMMMd;interval-pattern=M=MMM d - MMM d, y t",
      "invalid interval template 'yMMMd;interval-pattern=M=MMM d - MMM d, y t': invalid pattern 'MMM d - MMM d, y t': 't' (character 18) is not a pattern letter: letters are GyMdkHmsSEDFwWahKzYeugAZvcLQqVUOXxrbB; put text in single quotes"
    ),
    (
      "y MMM d;capitalization=middle",
      "invalid interval template 'y MMM d;capitalization=middle': invalid template 'y MMM d': ' ' (character 2) is not a skeleton letter: an interval template holds only letters from GyYuUrQqMLwWdDFgEecabBhHkKjJCmsSAzZOvVXx, no spaces, punctuation or quotes"
    ),
  ])
  func anotherSpellingIsRefusedInOneLine(text: String, message: String) throws {
    let error = #expect(throws: InputError.self) { try IntervalConfiguration(validating: text) }
    #expect(error?.description == message)
  }

  /// A bare template is refused as it always was, by the template's own rule.
  @Test func aBareTemplateIsRefusedAsBefore() throws {
    let error = #expect(throws: InputError.self) { try IntervalConfiguration(validating: "y-M") }
    #expect(
      error?.description
        == "invalid template 'y-M': '-' (character 2) is not a skeleton letter: an interval template holds only letters from GyYuUrQqMLwWdDFgEecabBhHkKjJCmsSAzZOvVXx, no spaces, punctuation or quotes"
    )
  }
}
