import Testing

@testable import CorpusDiff
import CorpusReports

@Suite struct ClassificationTests {
  @Test(arguments: [
    ("1:00 PM", "1:00\u{202F}PM", ChangeClass.whitespace),
    ("1:00 PM", "1:00PM", .whitespace),
    ("a\u{00A0}b", "a\u{2009}b", .whitespace),
    ("15/11/2007", "\u{200F}15/11/2007", .bidi),
    ("١٥ نوفمبر", "15 نوفمبر", .digits),
    ("l’an", "l'an", .punctuation),
    ("Jan 27, 2010", "Jan 27 2010", .punctuation),
    ("wednesday", "Wednesday", .case),
    ("2007-12-7", "2007-12-07", .text),
    ("Adar", "Adar II", .text),
    // Cumulative: a space and the digits change together — the digits class.
    ("15 PM", "١٥\u{202F}PM", .digits),
    // Case after punctuation: a dropped comma and a capital.
    ("thu, nov 15", "Thu Nov 15", .case),
    // Hebrew numerals are a numbering system too; years drop the thousands (תשס״ח is 5768).
    ("ה׳ בכסלו תשס״ח", "5 בכסלו 5768", .digits),
    ("א׳", "1", .digits),
    ("יום ה׳, ה׳ בכסלו", "יום ה׳, 5 בכסלו", .digits),
    ("ה׳תשס״ח", "5768", .digits),
    ("ט״ו בכסלו", "15 בכסלו", .digits),
    ("א׳", "2", .text),
    ("תשס״ח", "5769", .text),
    ("2007", "1007", .text),
    // A word with a geresh that is no numeral stays text: דק׳ is an abbreviation.
    ("{0} דק׳", "{0} דקה", .text),
  ])
  func aChangedStringGetsTheFirstClassThatExplainsIt(
    old: String, new: String, expected: ChangeClass
  ) {
    #expect(StringClassifier.classify(old: old, new: new) == expected)
  }

  /// Taking out a separator between two numbers must not merge them: a changed date is text,
  /// so `--fail-on order,text` fails on it.
  @Test(arguments: [
    ("12/7/2010", "1/27/2010", ChangeClass.text),
    ("1 27", "12 7", .text),
    ("1\u{202F}27", "12\u{00A0}7", .text),
    ("12.7.2010", "1.27.2010", .text),
    ("1:00", "10:0", .text),
    ("1 2", "12", .text),
    ("١٢/٧", "1/27", .text),
    // The boundary is the same whichever separator left it.
    ("27 2010", "27, 2010", .punctuation),
    ("27 2010", "27\u{202F}2010", .whitespace),
    ("12/7/2010", "12-7-2010", .punctuation),
    ("12/7/2010", "12 / 7 / 2010", .whitespace),
    ("12/7/2010", "12. 7. 2010", .punctuation),
    // Bidi marks are invisible: they neither separate nor join.
    ("1\u{200E}2", "12", .bidi),
    ("1\u{200E} 2", "1 2", .bidi),
    ("1\u{200E} 2", "12", .text),
  ])
  func separatorsBetweenNumbersLeaveABoundary(old: String, new: String, expected: ChangeClass) {
    #expect(StringClassifier.classify(old: old, new: new) == expected)
  }

  /// Hebrew numerals are read as numbers from the digits step on, so a punctuation change
  /// beside them is `punctuation`, as its Arabic-digit analogue is.
  @Test(arguments: [
    ("ה׳ בכסלו, תשס״ח", "5 בכסלו 5768", ChangeClass.punctuation),
    ("5 בכסלו, 5768", "5 בכסלו 5768", .punctuation),
    ("יום ה׳, ה׳ בכסלו תשס״ח", "יום ה׳ 5 בכסלו 5768", .punctuation),
    ("ה׳ בכסלו, תשס״ח", "5 בכסלו 5769", .text),
    ("ה׳ בכסלו, תשס״ח", "5 בכסלו, 5768", .digits),
    // A Hebrew numeral and a Latin word that changes case: the case class.
    ("ה׳ Kislev, תשס״ח", "5 kislev 5768", .case),
    // ה׳ and ו׳ are two numbers; ה׳ו׳ is no numeral and stays text against 56.
    ("ה׳ ו׳", "5 6", .digits),
    ("ה׳ ו׳", "56", .text),
  ])
  func hebrewNumeralsAreNumbersForLaterSteps(old: String, new: String, expected: ChangeClass) {
    #expect(StringClassifier.classify(old: old, new: new) == expected)
  }

  /// Every bidi control of Unicode: marks, the Arabic letter mark, embeddings, overrides and
  /// isolates.
  @Test(
    arguments: [
      0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
      0x2069,
    ] as [UInt32])
  func everyBidiControlIsTheBidiClass(value: UInt32) throws {
    let mark = String(try #require(Unicode.Scalar(value)))
    #expect(StringClassifier.classify(old: "15/11/2007", new: mark + "15/11/2007" + mark) == .bidi)
    #expect(StringClassifier.classify(old: "1:00 PM", new: "1:00" + mark + " PM") == .bidi)
  }

  @Test(arguments: [
    ("๒๗/๑/๒๕๕๓", "27/1/2553"),  // Thai
    ("२७/१/२०१०", "27/1/2010"),  // Devanagari
    ("۲۷/۱/۲۰۱۰", "27/1/2010"),  // Persian (extended Arabic-Indic)
    ("١٣:٠٠", "13:00"),  // Arabic-Indic
  ])
  func otherScriptsDigitsAreTheDigitsClass(old: String, new: String) {
    #expect(StringClassifier.classify(old: old, new: new) == .digits)
    #expect(StringClassifier.classify(old: new, new: old) == .digits)
  }

  @Test func invisibleCharactersAreNamed() {
    #expect(InvisibleText.visible("1:00\u{202F}PM") == "1:00⟨NNBSP U+202F⟩PM")
    #expect(InvisibleText.visible("\u{200F}ה׳") == "⟨RLM U+200F⟩ה׳")
    #expect(InvisibleText.visible("a b") == "a b")
    #expect(InvisibleText.visible(" ", spaces: true) == "⟨SP U+0020⟩")
    #expect(
      InvisibleText.marked("1:00\u{202F}PM", prefix: 4, span: "\u{202F}")
        == "1:00⟦⟨NNBSP U+202F⟩⟧PM")
  }

  @Test func spanIsTheDifferingMiddle() {
    let span = StringClassifier.span(old: "1:00 PM", new: "1:00\u{202F}PM")
    #expect(span.prefix == 4 && span.old == " " && span.new == "\u{202F}" && span.after == "PM")
  }
}
