import Testing

@testable import ICUEngine

/// `utf8String(fromUTF16:)`, which every string ICU writes passes through: its exact output for
/// the characters the corpus holds (U+202F, U+200F, astral letters), for what JSON escapes
/// later (controls, quotes, backslashes), and for lone surrogates, each U+FFFD as the standard
/// library's repairing decoder writes it. Every special unit sits at every offset of ASCII
/// runs up to five times the four units copied at once.
@Suite struct UTF16TranscodingTests {
  static func transcoded(_ units: [UInt16]) -> String {
    units.withUnsafeBufferPointer { utf8String(fromUTF16: $0) }
  }

  @Test(
    arguments: [
      ([], ""),
      (Array("1:00\u{202F}PM".utf16), "1:00\u{202F}PM"),
      (Array("\u{200F}ב׳ 15 בנוב׳".utf16), "\u{200F}ב׳ 15 בנוב׳"),
      (Array("2007年11月15日 星期四".utf16), "2007年11月15日 星期四"),
      (Array("𝟙𝟝:𝟝𝟛 😀".utf16), "𝟙𝟝:𝟝𝟛 😀"),
      (
        Array("quote \" backslash \\ tab \t nul \u{0} bell \u{07} del \u{7F}".utf16),
        "quote \" backslash \\ tab \t nul \u{0} bell \u{07} del \u{7F}"
      ),
      ([0x41, 0xD800], "A\u{FFFD}"),
      ([0xDC00, 0x41], "\u{FFFD}A"),
      ([0xD83D, 0x41, 0x42, 0x43, 0x44], "\u{FFFD}ABCD"),
      ([0xDE00, 0xD83D], "\u{FFFD}\u{FFFD}"),
      ([0xD83D, 0xD83D, 0xDE00], "\u{FFFD}😀"),
      ([0x7F, 0x80, 0x7FF, 0x800, 0xFFFF], "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}"),
    ] as [([UInt16], String)])
  func exactStrings(units: [UInt16], expected: String) {
    let text = Self.transcoded(units)
    #expect(text == expected)
    #expect(Array(text.utf8) == Array(expected.utf8))
  }

  /// Each special unit (or pair) at every offset of ASCII up to twenty units long (ASCII strings
  /// inline and not), against the standard library's decoder, byte for byte.
  @Test func everyOffsetAgreesWithTheStandardLibrary() {
    let specials: [[UInt16]] = [
      [0x202F], [0x200F], [0x00A0], [0x05D1], [0x7F], [0x80], [0x7FF], [0x800], [0x100],
      [0xFF80], [0x0], [0x22], [0x5C], [0x1F], [0xD83D, 0xDE00], [0xD835, 0xDFD9], [0xD800],
      [0xDFFF], [0xDBFF, 0x41], [0xFFFD], [0xFFFF],
    ]
    for length in 0...20 {
      for special in specials {
        for offset in 0...length {
          let units =
            Array(repeating: UInt16(0x61), count: offset) + special
            + Array(repeating: UInt16(0x7A), count: length - offset)
          let expected = String(decoding: units, as: UTF16.self)
          #expect(
            Array(Self.transcoded(units).utf8) == Array(expected.utf8),
            "\(special) at \(offset) of \(length)")
        }
      }
    }
  }

  /// Scalars of every width (one to four bytes, and a lone surrogate's three) after one another
  /// in every order of three, so that each width is also last: a scalar's bytes are stored as
  /// one word, whose spare byte the next scalar overwrites or which is left past the end.
  @Test func everyWidthAfterEveryWidth() {
    let scalars: [[UInt16]] = [[0x41], [0x05D1], [0x202F], [0xD83D, 0xDE00], [0xD800]]
    for first in scalars {
      for second in scalars {
        for third in scalars {
          let units = first + second + third
          let expected = String(decoding: units, as: UTF16.self)
          #expect(Array(Self.transcoded(units).utf8) == Array(expected.utf8), "\(units)")
        }
      }
    }
  }
}
