import Testing

@testable import CorpusModel

/// The picker's label and glue helpers answer as the standard library's `replacing(_:with:)`
/// and `firstRange(of:)` do, Character by Character.
@Suite struct StringReplacingTests {
  @Test(arguments: [
    ("1 hour", "1", "<R> hour"),
    ("١ ساعة", "١", "<R> ساعة"),
    ("{1} 'at' {0}", "{1}", "<R> 'at' {0}"),
    ("aaaa", "aa", "<R><R>"),
    ("aaa", "aa", "<R>a"),
    // A combining acute after the 1 makes another Character: no match, as in the library.
    ("1\u{301} hour", "1", "1\u{301} hour"),
    // Canonically equivalent spellings are equal Characters.
    ("caf\u{E9} 1", "cafe\u{301}", "<R> 1"),
    ("12 minutes", "2", "1<R> minutes"),
    ("no match", "{0}", "no match"),
    ("", "1", ""),
    ("ab", "", "<R>a<R>b<R>"),
  ])
  func replacesAsTheStandardLibrary(text: String, target: String, expected: String) {
    let replaced = text.replacingCharacters(target, with: "<R>")
    #expect(replaced == text.replacing(target, with: "<R>"))
    #expect(replaced == expected)
    #expect(text.firstRange(ofCharacters: target) == text.firstRange(of: target))
  }
}

/// `ParseResults.plain` rewrites the UTF-8 bytes of exactly the seven scalars it names.
@Suite struct PlainTextTests {
  @Test(arguments: [
    ("a\u{202F}b\u{00A0}c\u{2007}d\u{2009}e\u{200E}f\u{200F}g\u{061C}h", "a b c d efgh"),
    // Neighbours of those scalars, sharing their lead bytes, stay as they are.
    ("\u{2008}\u{200D}\u{2010}\u{00A9}\u{061B}\u{2030}ü", "\u{2008}\u{200D}\u{2010}\u{00A9}\u{061B}\u{2030}ü"),
    ("9:41\u{202F}PM", "9:41 PM"),
    ("\u{200F}١٢:٣٠ م", "١٢:٣٠ م"),
    ("plain", "plain"),
    ("", ""),
  ])
  func rewritesTheNamedScalars(text: String, expected: String) {
    #expect(ParseResults.plain(text) == expected)
  }
}
