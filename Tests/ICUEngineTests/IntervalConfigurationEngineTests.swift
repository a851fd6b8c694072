import CorpusModel
import Testing

@testable import ICUEngine

/// What the linked ICU 72 does with a configured interval (``IntervalConfiguration``), asked
/// through the engine as a corpus asks it: the user's patterns are looked up as ICU looks up
/// its own data, so what SpansOfTime.md says of them (the default fallback, the single date, a
/// date-and-time template taking none of them) is pinned here. ICU 72 strings.
@Suite(.tags(.icu72)) struct IntervalConfigurationEngineTests {
  static let zone = ZoneID(rawValue: "America/Los_Angeles")

  static func interval(_ template: String, _ from: String, _ to: String) throws -> String {
    try ICUCorpusEngine().interval(
      locale: LocaleID(rawValue: "en"), calendar: .gregorian, zone: zone,
      from: try Instant(iso8601: from), to: try Instant(iso8601: to), template: template)
  }

  @Test(arguments: [
    // No fallback given: ICU's default, {0} – {1} with plain spaces.
    (
      "yMMMd;interval-pattern=M=yyyy MMM d - MMM y", "2007-10-10T17:10:10Z",
      "2007-10-20T17:10:10Z", "Oct 10, 2007 \u{2013} Oct 20, 2007"
    ),
    (
      "yMMMd;interval-pattern=M=yyyy MMM d - MMM y", "2007-10-10T17:10:10Z",
      "2007-11-10T18:10:10Z", "2007 Oct 10 - Nov 2007"
    ),
    // Hours apart, finer than yMMMd: the single date, whatever the H pattern.
    (
      "yMMMd;interval-pattern=H=yyyy MMM d HH:mm - HH:mm", "2007-01-10T18:00:10Z",
      "2007-01-10T22:10:10Z", "Jan 10, 2007"
    ),
    // A date-and-time template looks its time part up: the whole template's pattern is unused.
    (
      "yMMMdHm;interval-pattern=H=yyyy MMM d HH:mm - HH:mm", "2007-10-10T17:10:10Z",
      "2007-10-10T19:10:10Z", "Oct 10, 2007, 10:10 \u{2013} 12:10"
    ),
    (
      "Hm;interval-pattern=H=HH:mm -- HH:mm", "2007-10-10T17:10:10Z", "2007-10-10T19:10:10Z",
      "10:10 -- 12:10"
    ),
    (
      "yMMMM;capitalization=sentence-start", "2007-10-10T17:10:10Z", "2007-11-10T18:10:10Z",
      "October\u{2009}\u{2013}\u{2009}November 2007"
    ),
  ])
  func theLinkedICUWritesTheConfiguration(
    template: String, from: String, to: String, expected: String
  ) throws {
    #expect(try Self.interval(template, from, to) == expected)
  }

  /// A bare template is what `udtitvfmt_open` writes, as before the knobs.
  @Test func aBareTemplateIsTheLocalesData() throws {
    #expect(
      try Self.interval("yMMMd", "2007-10-10T17:10:10Z", "2007-11-10T18:10:10Z")
        == "Oct 10\u{2009}\u{2013}\u{2009}Nov 10, 2007")
  }
}
