import CorpusModel
import Testing

/// The one rule for text from a user or a corpus in any output: characters no output may carry
/// are named, long values cut with the cut said, no line begins with `::`.
@Suite struct MessageTextTests {
  @Test(arguments: [
    ("a\nb", "a⟨LF U+000A⟩b"),
    ("\u{1B}[2J", "⟨ESC U+001B⟩[2J"),
    ("\r\t\0\u{7F}", "⟨CR U+000D⟩⟨TAB U+0009⟩⟨NUL U+0000⟩⟨DEL U+007F⟩"),
    ("\u{85}\u{9B}\u{9F}", "⟨NEL U+0085⟩⟨CSI U+009B⟩⟨APC U+009F⟩"),
    (
      "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}",
      "⟨LRE U+202A⟩⟨RLE U+202B⟩⟨PDF U+202C⟩⟨LRO U+202D⟩⟨RLO U+202E⟩"
    ),
    ("\u{2066}\u{2067}\u{2068}\u{2069}", "⟨LRI U+2066⟩⟨RLI U+2067⟩⟨FSI U+2068⟩⟨PDI U+2069⟩"),
    ("\u{2028}\u{2029}", "⟨LSEP U+2028⟩⟨PSEP U+2029⟩"),
    // What a locale writes stays: no-break spaces, marks, scripts.
    ("1:00\u{202F}PM \u{200F}١\u{00A0}م", "1:00\u{202F}PM \u{200F}١\u{00A0}م"),
  ])
  func unsafeCharactersAreNamed(text: String, expected: String) {
    #expect(MessageText.escaped(text) == expected)
  }

  @Test func longValuesAreCutSayingSo() {
    let value = String(repeating: "x", count: 10_000)
    #expect(
      MessageText.escaped(value) == String(repeating: "x", count: 200) + "…(cut: 10000 characters)")
    #expect(MessageText.escaped(value, limit: nil) == value)
    #expect(MessageText.escaped(String(repeating: "x", count: 200)).count == 200)
  }

  @Test func noLineBeginsWithTwoColons() {
    #expect(MessageText.line("::error::x") == "⟨U+003A⟩:error::x")
    #expect(MessageText.line("   ::warning x") == "   ⟨U+003A⟩:warning x")
    #expect(MessageText.line("a ::error::x") == "a ::error::x")
    #expect(MessageText.lines("ok\n::error\u{1B}\n  x") == "ok\n⟨U+003A⟩:error⟨ESC U+001B⟩\n  x")
  }
}
