import CICU
import CorpusModel
import Testing

@testable import ICUEngine

/// A relative time's parts, cut from ICU's fields as ECMA-402 cuts them.
@Suite struct RelativePartsTests {
  typealias Field = ICUParts.Field
  let number = Int32(CICU_FIELD_NUMBER)
  let relative = Int32(CICU_FIELD_RELATIVE)

  /// "in 1,000 days" as ICU marks it: the relative time's literal and number spans, the
  /// number's integer around its grouping separator. The separator wins inside the integer,
  /// whatever order the fields come in, and the relative spans cut nothing.
  @Test func anInnerFieldWinsOverTheOneAroundIt() {
    let units = Array("in 1,000 days".utf16)
    let fields = [
      Field(category: relative, field: 0, start: 0, limit: 3),
      Field(category: number, field: 6, start: 4, limit: 5),
      Field(category: number, field: 0, start: 3, limit: 8),
      Field(category: relative, field: 1, start: 3, limit: 8),
      Field(category: relative, field: 0, start: 8, limit: 13),
    ]
    let expected = [
      FormattedPart(.literal, "in "), FormattedPart(.integer, "1"), FormattedPart(.group, ","),
      FormattedPart(.integer, "000"), FormattedPart(.literal, " days"),
    ]
    #expect(ICUParts.parts(units, fields) == expected)
    #expect(ICUParts.parts(units, fields.reversed()) == expected)
  }

  /// A sign's field says only "sign": its text says which. A field past the string, or empty,
  /// is no part; a string without number fields is one literal; an empty one, none.
  @Test func signsAndBadFields() {
    let units = Array("−3 h".utf16)
    #expect(
      ICUParts.parts(units, [
        Field(category: number, field: 10, start: 0, limit: 1),
        Field(category: number, field: 0, start: 1, limit: 2),
        Field(category: number, field: 0, start: 2, limit: 9),
        Field(category: number, field: 1, start: 3, limit: 3),
      ]) == [
        FormattedPart(.minusSign, "−"), FormattedPart(.integer, "3"), FormattedPart(.literal, " h"),
      ])
    #expect(
      ICUParts.parts(Array("+3".utf16), [
        Field(category: number, field: 10, start: 0, limit: 1),
        Field(category: number, field: 0, start: 1, limit: 2),
      ]) == [FormattedPart(.plusSign, "+"), FormattedPart(.integer, "3")])
    #expect(ICUParts.parts(Array("yesterday".utf16), []) == [FormattedPart(.literal, "yesterday")])
    #expect(ICUParts.parts([], []) == [])
  }

  /// The linked ICU 72, through the C function: a fraction and a decimal separator.
  @Test func theLinkedICUMarksTheFraction() throws {
    let formats = ICUSpanFormats(locale: "de_DE")
    let parts = try formats.parts(
      RelativeQuery(
        offset: try SpanAmount(validating: "-1.5", option: "--relative"), unit: .day,
        width: .long, numeric: .always, capitalization: nil))
    #expect(
      parts == [
        FormattedPart(.literal, "vor "), FormattedPart(.integer, "1"),
        FormattedPart(.decimal, ","), FormattedPart(.fraction, "5"),
        FormattedPart(.literal, " Tagen"),
      ])
  }

  /// How `--parts` prints a part: its text a JSON string, invisible characters escaped.
  @Test func aPartPrintsItsTextAsAJSONString() {
    #expect(FormattedPart(.literal, "in ").description == "literal \"in \"")
    #expect(FormattedPart(.group, "\u{202F}").description == "group \"\\u202f\"")
    #expect(FormattedPart(.literal, "a\"b\\").description == "literal \"a\\\"b\\\\\"")
    #expect(FormattedPart(.literal, "\u{200F}x\u{0}").description == "literal \"\\u200fx\\u0000\"")
    #expect(FormattedPart(.literal, "\u{E0041}").description == "literal \"\\udb40\\udc41\"")
    #expect(FormattedPart(.literal, "😀").description == "literal \"😀\"")
  }

  /// Through the engine: a word has no number to cut (refused, never the parts of another
  /// string), and the parts of a time are its string's.
  @Test func theEngineRefusesAWordsPartsAndCutsItsString() throws {
    let formatters = ICUSource().formatters(for: LocaleID(rawValue: "en_US"))
    #expect(throws: InputError.self) {
      try formatters.relativeParts(RelativeQuery(word: .next, unit: .day))
    }
    let query = RelativeQuery(
      offset: try SpanAmount(validating: "3", option: "--relative"), unit: .week, width: .short)
    let parts = try formatters.relativeParts(query)
    #expect(parts.map(\.value).joined() == (try formatters.relative(query)))
    #expect(parts.map(\.kind) == [.literal, .integer, .literal])
  }
}
