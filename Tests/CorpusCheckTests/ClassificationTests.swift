import Testing

@testable import CorpusCheck

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
  func aChangedStringGetsTheFirstClassThatExplainsIt(old: String, new: String, expected: ChangeClass) {
    #expect(StringClassifier.classify(old: old, new: new) == expected)
  }

  @Test func invisibleCharactersAreNamed() {
    #expect(InvisibleText.visible("1:00\u{202F}PM") == "1:00⟨NNBSP U+202F⟩PM")
    #expect(InvisibleText.visible("\u{200F}ה׳") == "⟨RLM U+200F⟩ה׳")
    #expect(InvisibleText.visible("a b") == "a b")
    #expect(InvisibleText.visible(" ", spaces: true) == "⟨SP U+0020⟩")
    #expect(InvisibleText.marked("1:00\u{202F}PM", prefix: 4, span: "\u{202F}") == "1:00⟦⟨NNBSP U+202F⟩⟧PM")
  }

  @Test func spanIsTheDifferingMiddle() {
    let span = StringClassifier.span(old: "1:00 PM", new: "1:00\u{202F}PM")
    #expect(span.prefix == 4 && span.old == " " && span.new == "\u{202F}" && span.after == "PM")
  }
}
