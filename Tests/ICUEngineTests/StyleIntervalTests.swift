import CorpusModel
import Testing

@testable import ICUEngine

/// A date style and a time style as a range: the skeleton of the pair's pattern as an interval
/// format, as ECMA-402's implementations ask ICU for `formatRange` with `dateStyle` and
/// `timeStyle` (ICU 72).
@Suite(.tags(.icu72)) struct StyleIntervalTests {
  let formatters = ICUSource().formatters(for: LocaleID(rawValue: "en_US")).calendar(
    .gregorian, zone: ZoneID(rawValue: "UTC"))

  /// The pattern's fields, its literals and order dropped.
  @Test func theSkeletonIsThePatternsFields() throws {
    let mediumShort = try formatters.intervalSkeleton(StylePair(date: .medium, time: .short))
    #expect(mediumShort == "yMMMdahmm")
    let short = try formatters.intervalSkeleton(StylePair(date: .short, time: .none))
    #expect(short == "yyMd")
  }

  /// test262's date-same-returns-single-date.js: equal instants are one date, which for long
  /// and short is the styles' own string; apart, the fields the dates share are written once.
  @Test func equalDatesAreOneDateAndSharedFieldsAreWrittenOnce() throws {
    let pair = StylePair(date: .long, time: .short)
    let at = try Instant(iso8601: "2019-08-10T01:02:03.234Z")
    #expect(
      try formatters.interval(pair: pair, from: at, to: at) == "August 10, 2019 at 1:02\u{202F}AM")
    #expect(
      try formatters.interval(pair: pair, from: at, to: at)
        == (try formatters.style(pair, zone: ZoneID(rawValue: "UTC"), at: at)))
    let hour = try Instant(iso8601: "2001-01-01T01:00:00Z")
    #expect(
      try formatters.interval(
        pair: StylePair(date: .short, time: .short),
        from: try Instant(iso8601: "2001-01-01T00:00:00Z"),
        to: hour) == "1/1/01, 12:00\u{2009}–\u{2009}1:00\u{202F}AM")
  }

  /// The range's parts are the skeleton's interval's: test262 reads its date range separator
  /// from a short date style's shared literal.
  @Test func thePartsAreTheSkeletonsIntervals() throws {
    let parts = try formatters.intervalParts(
      pair: StylePair(date: .short, time: .none),
      from: try Instant(iso8601: "1970-01-02T00:00:00Z"),
      to: try Instant(iso8601: "1971-01-02T00:00:00Z"))
    #expect(parts.map(\.value).joined() == "1/2/70\u{2009}–\u{2009}1/2/71")
    #expect(
      parts.first { $0.kind == .literal && $0.source == .shared }?.value == "\u{2009}–\u{2009}")
  }
}
