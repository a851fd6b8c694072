import CICU
import CorpusModel
import Testing

@testable import ICUEngine

/// An interval's parts, cut from ICU's date and span fields as ECMA-402's
/// `formatRangeToParts` cuts them.
@Suite struct IntervalPartsTests {
  typealias Field = ICUParts.Field
  let date = Int32(CICU_FIELD_DATE)
  let span = Int32(CICU_FIELD_INTERVAL_SPAN)

  /// "Feb 14 – 16, 2024" as ICU marks it: each date field a part, the spans giving the days
  /// their dates and leaving the month, the separator and the year shared; a field's parts
  /// split at the span's edge, however the fields are ordered.
  @Test func theSpansGiveEachPartItsSource() {
    let units = Array("Feb 14\u{2009}–\u{2009}16, 2024".utf16)
    let fields = [
      Field(category: date, field: 2, start: 0, limit: 3),
      Field(category: span, field: 0, start: 4, limit: 6),
      Field(category: date, field: 3, start: 4, limit: 6),
      Field(category: date, field: 3, start: 9, limit: 11),
      Field(category: span, field: 1, start: 9, limit: 11),
      Field(category: date, field: 1, start: 13, limit: 17),
    ]
    #expect(
      ICUParts.intervalParts(units, fields) == [
        FormattedPart(.month, "Feb", source: .shared),
        FormattedPart(.literal, " ", source: .shared),
        FormattedPart(.day, "14", source: .startRange),
        FormattedPart(.literal, "\u{2009}–\u{2009}", source: .shared),
        FormattedPart(.day, "16", source: .endRange),
        FormattedPart(.literal, ", ", source: .shared),
        FormattedPart(.year, "2024", source: .shared),
      ])
  }

  /// A literal inside a span belongs to that date; two date fields side by side stay two
  /// parts; a range with no spans (the dates written the same) is all shared.
  @Test func literalsTakeTheirSpanAndFieldsStaySeparate() {
    let units = Array("1/3–1/5".utf16)
    let fields = [
      Field(category: span, field: 0, start: 0, limit: 3),
      Field(category: date, field: 2, start: 0, limit: 1),
      Field(category: date, field: 3, start: 2, limit: 3),
      Field(category: span, field: 1, start: 4, limit: 7),
      Field(category: date, field: 2, start: 4, limit: 5),
      Field(category: date, field: 3, start: 6, limit: 7),
    ]
    #expect(
      ICUParts.intervalParts(units, fields).map(\.description) == [
        "month \"1\" startRange", "literal \"/\" startRange", "day \"3\" startRange",
        "literal \"–\" shared", "month \"1\" endRange", "literal \"/\" endRange",
        "day \"5\" endRange",
      ])
    let adjacent = ICUParts.intervalParts(
      Array("1230".utf16),
      [
        Field(category: date, field: 5, start: 0, limit: 2),
        Field(category: date, field: 6, start: 2, limit: 4),
      ])
    #expect(
      adjacent == [
        FormattedPart(.hour, "12", source: .shared), FormattedPart(.minute, "30", source: .shared),
      ])
  }

  /// ICU's date fields under ECMA-402's names: every hour letter an hour, every zone letter a
  /// time zone name, a Chinese year's cyclic name and related year apart, what no option asks
  /// for unknown, the time separator no field.
  @Test func dateFieldsTakeECMA402sNames() {
    let names: [Int32: FormattedPart.Kind?] = [
      0: .era, 1: .year, 2: .month, 3: .day, 4: .hour, 5: .hour, 15: .hour, 16: .hour,
      6: .minute, 7: .second, 8: .fractionalSecond, 9: .weekday, 25: .weekday, 14: .dayPeriod,
      36: .dayPeriod, 17: .timeZoneName, 31: .timeZoneName, 30: .yearName, 34: .relatedYear,
      27: .unknown, 12: .unknown, 37: nil,
    ]
    for (field, kind) in names { #expect(ICUParts.dateKind(field) == kind, "\(field)") }
  }

  /// Through the engine (ICU 72): the parts join to the interval's string.
  @Test(.tags(.icu72)) func theEngineCutsItsString() throws {
    let formatters = ICUSource().formatters(for: LocaleID(rawValue: "en_US")).calendar(
      .gregorian, zone: ZoneID(rawValue: "America/New_York"))
    let from = try Instant(iso8601: "2024-02-14T15:00:00Z")
    let to = try Instant(iso8601: "2024-02-16T15:00:00Z")
    let parts = try formatters.intervalParts(template: "yMMMd", from: from, to: to)
    #expect(
      parts.map(\.value).joined()
        == (try formatters.interval(template: "yMMMd", from: from, to: to)))
    #expect(
      parts.map(\.description) == [
        "month \"Feb\" shared", "literal \" \" shared", "day \"14\" startRange",
        "literal \"\\u2009–\\u2009\" shared", "day \"16\" endRange", "literal \", \" shared",
        "year \"2024\" shared",
      ])
  }
}
