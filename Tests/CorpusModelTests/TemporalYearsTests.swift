import Testing

@testable import CorpusModel

/// `format`'s instants (``Instant/init(formatISO8601:)``): ISO 8601's expanded years over
/// ``Instant/temporalYears``, the days JavaScript's Temporal holds, read by the one parser
/// `calc` reads −9999…9999 with; a corpus's and `calc`'s years stay as they were.
@Suite struct TemporalYearsTests {
  /// Both ends, year 0, a year before 1 and the first years of five digits read and print as
  /// written: the ends are ECMAScript's `Date` range (±8.64 × 10¹⁵ ms) with
  /// `Temporal.PlainDate`'s extra day after it and, before it, the reference day of
  /// `Temporal.PlainYearMonth`'s first month (April −271821 at its 1st, 19 days earlier).
  @Test(arguments: [
    ("-271821-04-01T00:00:00Z", Int64(-8_640_001_641_600_000)),
    ("-271821-04-01T12:00:00Z", -8_640_001_598_400_000),
    ("-271821-04-19T00:00:00Z", -8_640_000_086_400_000),
    ("-271821-04-20T00:00:00Z", -8_640_000_000_000_000),
    ("-10000-12-31T23:59:59.999Z", -377_705_116_800_001),
    ("-0043-03-15T12:00:00Z", -63_517_780_800_000),
    ("0000-01-01T00:00:00Z", -62_167_219_200_000),
    ("2010-01-27T18:00:00.250Z", 1_264_615_200_250),
    ("+10000-01-01T00:00:00Z", 253_402_300_800_000),
    ("+275760-09-13T00:00:00Z", 8_640_000_000_000_000),
    ("+275760-09-13T23:59:59.999Z", 8_640_000_086_399_999),
  ])
  func readsTemporalsYears(text: String, millis: Int64) throws {
    let instant = try Instant(formatISO8601: text)
    #expect(instant.millisecondsSince1970 == millis)
    #expect(instant.iso8601 == text)
    #expect(Instant(millisecondsSince1970: millis).iso8601 == text)
  }

  /// One millisecond beyond either end, a seventh digit, `+` before four digits, a year of
  /// five digits without its sign or with a leading zero: each refused in one line naming
  /// the range.
  @Test(arguments: [
    ("-271821-03-31T23:59:59.999Z", "it is outside \(range)"),
    ("+275760-09-14T00:00:00Z", "it is outside \(range)"),
    ("+1000000-01-01T00:00:00Z", "year +1000000 is not \(range)"),
    ("-2718210-04-19T12:00:00Z", "year -2718210 is not \(range)"),
    ("+2024-01-01T00:00:00Z", "years 0000–9999 are written without '+' (\(range))"),
    ("10000-01-01T00:00:00Z", "years after 9999 are written with '+' (+10000; \(range))"),
    ("+010000-01-01T00:00:00Z", "year +010000 is written +10000 (\(range))"),
    ("-04300-01-01T00:00:00Z", "year -04300 is written -4300 (\(range))"),
    ("-0000-01-01T00:00:00Z", "year -0000 is written 0000 (\(range))"),
    ("+275760-02-30T00:00:00Z", "day 30 is not in February +275760 (01–29)"),
    (
      "2024-01-01T00:00:00.000001Z",
      "a fraction finer than a millisecond is calc's alone (a corpus, a plan and format hold .sss)"
    ),
  ])
  func refusesBeyondTemporalsYears(text: String, reason: String) {
    #expect(throws: InputError.instantOutOfRange(text, reason: reason)) {
      try Instant(formatISO8601: text)
    }
  }

  static let range = "-271821-04-01T00:00:00Z–+275760-09-13T23:59:59.999Z"

  @Test func theRangesAreNamedOnce() {
    #expect(Instant.rangeText(Instant.temporalYears) == Self.range)
    #expect(Instant.rangeText(Instant.yearsFromMinus9999) == "-9999–9999")
    #expect(Instant.rangeText(Instant.yearsFrom0001) == "0001–9999")
  }

  /// A shape that is not an instant stays malformed, whatever its year's length.
  @Test(arguments: [
    "+275760-9-13T00:00:00Z", "+275760-09-13", "-271821-04-19T00:00Z", "+10000-01-01T00:00:00",
  ])
  func malformedStaysMalformed(text: String) {
    #expect(throws: InputError.malformedInstant(text)) { try Instant(formatISO8601: text) }
  }

  /// A corpus, a plan and `format`'s neighbours keep 0001–9999, and `calc` −9999…9999, with
  /// their messages: issue 42 bounds arithmetic, not formatting.
  @Test func aCorpusAndCalcKeepTheirYears() {
    #expect(throws: InputError.malformedInstant("-0001-01-01T00:00:00Z")) {
      try Instant(iso8601: "-0001-01-01T00:00:00Z")
    }
    #expect(
      throws: InputError.instantOutOfRange(
        "0000-01-01T00:00:00Z", reason: "year 0000 is not 0001–9999")
    ) { try Instant(iso8601: "0000-01-01T00:00:00Z") }
    #expect(throws: InputError.malformedInstant("+10000-01-01T00:00:00Z")) {
      try Instant(iso8601: "+10000-01-01T00:00:00Z")
    }
    #expect(
      throws: InputError.instantOutOfRange(
        "+10000-01-01T00:00:00Z", reason: "year +10000 is not -9999–9999")
    ) { try Instant(expandedISO8601: "+10000-01-01T00:00:00Z") }
    #expect(
      throws: InputError.instantOutOfRange(
        "-10000-01-01T00:00:00Z", reason: "year -10000 is not -9999–9999")
    ) { try Instant(expandedISO8601: "-10000-01-01T00:00:00Z") }
  }
}
