import Assembly
import CorpusModel
import TestSupport
import Testing

@testable import ICUEngine

/// Configured durations (issue 42) on the linked ICU 72: number skeletons per unit
/// (`measure-unit/duration-week`, `integer-width/+00`) joined by a units list, the breakdown
/// ``DurationQuery/pieces``. U+202F and the other invisible characters are written out.
@Suite(.tags(.icu72)) struct ConfiguredDurationTests {
  static func string(_ locale: String, _ seconds: String, _ text: String) throws -> String {
    let query = DurationQuery(
      seconds: try SpanAmount(validating: seconds, option: "t"),
      configuration: try DurationConfiguration(validating: text))
    return try ICUSource().formatters(for: LocaleID(rawValue: locale)).duration(query)
  }

  @Test(arguments: [
    ("en_US", "4500", "hour,minute;width=short", "1 hr, 15 min"),
    ("en_US", "90061", "day,hour,minute,second;max-units=2", "1 day, 1.017 hours"),
    ("en_US", "86461", "day,hour,minute,second;max-units=2;zero-units=hide", "1 day, 1.017 minutes"),
    ("en_US", "86461", "day,hour,minute,second;zero-units=hide", "1 day, 1 minute, 1 second"),
    ("en_US", "3725", "hour,minute,second;zero-units=show:2", "01 hour, 02 minutes, 05 seconds"),
    ("en_US", "59", "hour,minute;max-units=1;zero-units=show:2", "00.983 minutes"),
    ("en_US", "0", "hour,minute,second;zero-units=hide", "0 seconds"),
    ("en_US", "691200", "week,day,hour", "1 week, 1 day, 0 hours"),
    ("en_US", "1.5", "second,millisecond;width=short", "1 sec, 500 ms"),
    ("en_US", "0.001501", "millisecond,microsecond,nanosecond;width=short", "1 ms, 501 μs, 0 ns"),
    ("de_DE", "90061", "day,hour,minute,second;max-units=2", "1 Tag, 1,017 Stunden"),
    ("de_DE", "3660", "hour,minute,second;zero-units=show:2", "01 Stunde, 01 Minute und 00 Sekunden"),
    ("ja_JP", "4500", "hour,minute;width=short", "1 時間 15 分"),
    ("ja_JP", "90061", "week,day,hour;width=narrow", "0w1d1.017h"),
    ("en_US", "3599", "hour,minute;fraction=hide", "1 hour, 0 minutes"),
    ("en_US", "4521", "hour,minute;fraction=show:2", "1 hour, 15.35 minutes"),
    (
      "en_US", "4521", "hour,minute;fraction=show:2;rounding=up;rounding-increment=0.25",
      "1 hour, 15.50 minutes"
    ),
    ("en_US", "4530", "hour,minute;fraction=hide;rounding=half-down", "1 hour, 15 minutes"),
    ("en_US", "3597", "hour,minute;max-units=1;fraction=show:1", "1.0 hours"),
    ("de_DE", "4521", "hour,minute;fraction=show:2", "1 Stunde, 15,35 Minuten"),
  ])
  func icuWritesTheKnobs(locale: String, seconds: String, text: String, expected: String)
    throws
  {
    #expect(try Self.string(locale, seconds, text) == expected)
  }

  /// A configuration without knobs is the default plan's query: MeasureFormat's path and the
  /// skeletons' agree on it (UnitListTests holds the two paths equal for every locale).
  @Test func aConfigurationWithoutKnobsIsTheDefaultPlansString() throws {
    #expect(try Self.string("en_US", "4500", "hour,minute;width=short") == "1 hr, 15 min")
    #expect(try Self.string("en_US", "4500", "hour,minute;width=numeric") == "1:15")
  }

  /// ICU has no condensed-abbreviated width: refused in one line naming the knob and the engine,
  /// never written in another width.
  @Test func theCondensedWidthIsRefused() throws {
    let error = try #require(throws: InputError.self) {
      try Self.string("en_US", "4500", "hour,minute;width=condensed-abbreviated")
    }
    #expect(
      error.description
        == "the icu engine cannot render 'hour,minute;width=condensed-abbreviated': width=condensed-abbreviated is Foundation's; ICU's unit widths are wide, short and narrow"
    )
    #expect(
      ICUSource.leftOutNotes(
        engine: "icu", durations: [try DurationConfiguration(validating: "hour;width=condensed-abbreviated")])
        == [
          "the icu engine leaves duration format 'hour;width=condensed-abbreviated' out of the corpus: width=condensed-abbreviated is Foundation's; ICU's unit widths are wide, short and narrow"
        ])
  }
}
