import Foundation
import Testing

@testable import CorpusModel

@Suite struct InstantTests {
  @Test(arguments: [
    ("2010-01-27T18:00:00Z", Int64(1_264_615_200_000)),
    ("1970-01-01T00:00:00Z", 0),
    ("1876-03-10T04:56:02Z", -2_960_391_838_000),
    ("2024-02-29T17:00:00Z", 1_709_226_000_000),
    ("2038-01-19T03:14:08Z", 2_147_483_648_000),
    ("2010-01-27T18:00:00.250Z", 1_264_615_200_250),
    ("0001-01-01T00:00:00Z", -62_135_596_800_000),
    ("9999-12-31T23:59:59.999Z", 253_402_300_799_999),
  ])
  func parsesAndPrintsTheSameText(text: String, millis: Int64) throws {
    let instant = try Instant(iso8601: text)
    #expect(instant.millisecondsSince1970 == millis)
    #expect(instant.iso8601 == text)
    #expect(Instant(millisecondsSince1970: millis) == instant)
  }

  /// An engine's answer past the years a text can name still prints (a sum in 10000, a parse
  /// in year 0): digit by digit inside 0000–9999, padded numbers outside, `-` before years
  /// below 0000 and `+` before years beyond 9999 as ISO 8601's expanded years write them.
  @Test(arguments: [
    (Int64(253_402_300_800_000), "+10000-01-01T00:00:00Z"),
    (-62_135_596_800_001, "0000-12-31T23:59:59.999Z"),
    (-62_167_219_200_001, "-0001-12-31T23:59:59.999Z"),
    (-377_705_116_800_001, "-10000-12-31T23:59:59.999Z"),
    (-1, "1969-12-31T23:59:59.999Z"),
    (1_264_615_200_007, "2010-01-27T18:00:00.007Z"),
  ])
  func printsInstantsNoTextCanName(millis: Int64, text: String) {
    #expect(Instant(millisecondsSince1970: millis).iso8601 == text)
  }

  @Test(arguments: [
    "2010-01-27", "2010-01-27T18:00:00", "2010-01-27T18:00:00+00:00", "2010-01-27 18:00:00Z",
    "２０１０-01-27T18:00:00Z", "", "tomorrow",
  ])
  func refusesAnythingButStrictUTC(text: String) {
    #expect(throws: InputError.malformedInstant(text)) { try Instant(iso8601: text) }
  }

  /// A well-formed instant with a part out of range says which part and what range.
  @Test(arguments: [
    ("2010-02-30T00:00:00Z", "day 30 is not in February 2010 (01–28)"),
    ("2024-02-30T00:00:00Z", "day 30 is not in February 2024 (01–29)"),
    ("2010-13-01T00:00:00Z", "month 13 is not 01–12"),
    ("2010-01-27T24:00:00Z", "hour 24 is not 00–23 (midnight is T00:00:00Z of the next day)"),
    ("2010-01-27T18:60:00Z", "minute 60 is not 00–59"),
    ("2016-12-31T23:59:60Z", "second 60 is not 00–59 (leap seconds are not counted)"),
    ("0000-01-01T00:00:00Z", "year 0000 is not 0001–9999"),
    ("99999-01-01T00:00:00Z", "year 99999 is not 0001–9999"),
  ])
  func saysWhichPartIsOutOfRange(text: String, reason: String) {
    #expect(throws: InputError.instantOutOfRange(text, reason: reason)) {
      try Instant(iso8601: text)
    }
    #expect(
      InputError.instantOutOfRange(text, reason: reason).description
        == "invalid instant '\(text)': \(reason)")
  }

  @Test func errorNamesTheValueAndTheShape() {
    #expect(
      InputError.malformedInstant("2010-01-27").description
        == "malformed instant '2010-01-27' (expected ISO 8601 in UTC such as 2010-01-27T18:00:00Z)")
  }

  /// `calc`'s instants: ISO 8601's astronomical years from -9999 to 9999 (0000 is 1 BC),
  /// one spelling each, printed as read.
  @Test(arguments: [
    ("-0044-03-15T12:00:00Z", Int64(-63_549_316_800_000)),
    ("0000-01-01T00:00:00Z", -62_167_219_200_000),
    ("-0001-12-31T23:59:59.999Z", -62_167_219_200_001),
    ("-9999-01-01T00:00:00Z", -377_705_116_800_000),
    ("-4713-11-24T12:00:00Z", -210_866_760_000_000),
    ("2010-01-27T18:00:00Z", 1_264_615_200_000),
    ("9999-12-31T23:59:59.999Z", 253_402_300_799_999),
  ])
  func readsExpandedYears(text: String, millis: Int64) throws {
    let instant = try Instant(expandedISO8601: text)
    #expect(instant.millisecondsSince1970 == millis)
    #expect(instant.iso8601 == text)
    #expect(Instant.yearsFromMinus9999.contains(millis))
  }

  /// Year -4 is a leap year (proleptic Gregorian, astronomical): 29 February exists, and the
  /// parts out of range name the signed year.
  @Test(arguments: [
    ("-10000-01-01T00:00:00Z", "year -10000 is not -9999–9999"),
    ("+10000-01-01T00:00:00Z", "year +10000 is not -9999–9999"),
    ("10000-01-01T00:00:00Z", "year 10000 is not -9999–9999"),
    ("+2024-01-01T00:00:00Z", "years 0000–9999 are written without '+' (-9999–9999)"),
    ("-0000-01-01T00:00:00Z", "year -0000 is written 0000 (-9999–9999)"),
    ("-0003-02-29T00:00:00Z", "day 29 is not in February -0003 (01–28)"),
  ])
  func refusesExpandedYearsBeyondTheRange(text: String, reason: String) {
    #expect(throws: InputError.instantOutOfRange(text, reason: reason)) {
      try Instant(expandedISO8601: text)
    }
  }

  @Test func expandedYearsKeepTheStrictShapeAndTheCorpusKeepsItsYears() throws {
    #expect(
      try Instant(expandedISO8601: "-0004-02-29T00:00:00Z").iso8601 == "-0004-02-29T00:00:00Z")
    for text in ["-44-03-15T12:00:00Z", "-0044-03-15", "--0044-03-15T12:00:00Z", "-"] {
      #expect(throws: InputError.malformedInstant(text)) { try Instant(expandedISO8601: text) }
    }
    // A corpus, a plan and format --at read 0001–9999 only, as before.
    #expect(throws: InputError.malformedInstant("-0044-03-15T12:00:00Z")) {
      try Instant(iso8601: "-0044-03-15T12:00:00Z")
    }
  }

  /// Only a decoder that asks for them (the engine pipe) reads expanded years.
  @Test func decodersReadExpandedYearsOnlyWhenAsked() throws {
    let json = Data(#"["-0044-03-15T12:00:00Z"]"#.utf8)
    #expect(throws: InputError.self) { try JSONDecoder().decode([Instant].self, from: json) }
    let decoder = JSONDecoder()
    decoder.userInfo[.expandedInstantYears] = true
    #expect(
      try decoder.decode([Instant].self, from: json).first?.iso8601 == "-0044-03-15T12:00:00Z")
  }

  @Test func civilDateArithmeticRoundTripsAcrossCenturies() {
    for days in stride(from: Int64(-80_000), through: 80_000, by: 37) {
      let (year, month, day) = Instant.civil(fromDays: days)
      #expect(Instant.daysFromCivil(year: year, month: month, day: day) == days)
    }
  }
}
