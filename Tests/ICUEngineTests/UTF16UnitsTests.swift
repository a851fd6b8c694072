import CorpusModel
import Testing

@testable import ICUEngine

/// `withUTF16Units(_:_:)`, which every pattern, skeleton, zone id and text to parse passes
/// through on its way to ICU (and `utf16Units(_:)`, its array, through which most tests here
/// read it): its exact units for what the corpus holds (U+202F, U+200F, Hebrew, CJK, astral
/// letters and emoji as surrogate pairs), and the standard library's units for each scalar
/// width at every offset of ASCII runs, byte for byte.
@Suite struct UTF16UnitsTests {
  @Test(
    arguments: [
      ("", []),
      ("HH:mm", [0x48, 0x48, 0x3A, 0x6D, 0x6D]),
      ("h:mm\u{202F}a", [0x68, 0x3A, 0x6D, 0x6D, 0x202F, 0x61]),
      ("\u{200F}ב׳", [0x200F, 0x05D1, 0x05F3]),
      ("y年M月d日", [0x79, 0x5E74, 0x4D, 0x6708, 0x64, 0x65E5]),
      ("é", [0xE9]),
      ("𝟙😀", [0xD835, 0xDFD9, 0xD83D, 0xDE00]),
      (
        "nul \u{0} \u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}",
        [
          0x6E, 0x75, 0x6C, 0x20, 0x0, 0x20, 0x7F, 0x80, 0x7FF, 0x800, 0xFFFF,
        ]
      ),
      ("\u{10000}\u{10FFFF}", [0xD800, 0xDC00, 0xDBFF, 0xDFFF]),
    ] as [(String, [UInt16])])
  func exactUnits(text: String, expected: [UInt16]) {
    #expect(utf16Units(text) == expected)
  }

  /// Each scalar width at every offset of ASCII up to twenty bytes long (strings stored inline
  /// and not), against the standard library's UTF-16 view.
  @Test func everyOffsetAgreesWithTheStandardLibrary() {
    let specials = [
      "\u{202F}", "\u{200F}", "\u{A0}", "ב", "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}",
      "\u{FFFF}", "😀", "𝟙", "\u{10FFFF}", "\u{0}", "e\u{301}",
    ]
    for length in 0...20 {
      for special in specials {
        for offset in 0...length {
          let text =
            String(repeating: "a", count: offset) + special
            + String(repeating: "z", count: length - offset)
          #expect(utf16Units(text) == Array(text.utf16), "\(special) at \(offset) of \(length)")
        }
      }
    }
  }

  /// A string that is a slice of a larger one, as a `Substring` made into a String gives.
  @Test func aStringCutFromALongerOne() {
    let long = "2007年11月15日 星期四 下午6:53:00 [America/Los_Angeles] 😀"
    for start in 0..<long.count {
      let text = String(long.dropFirst(start))
      #expect(utf16Units(text) == Array(text.utf16))
    }
  }

  /// Past 512 units the units are written on the heap, not the stack: the same units, at every
  /// length around the boundary, the count what ICU is told.
  @Test func longStringsAgreeWithTheStandardLibrary() {
    for length in [511, 512, 513, 1024, 5000] {
      for special in ["", "\u{202F}", "😀"] {
        let text = String(repeating: "y", count: length) + special
        let units = withUTF16Units(text) { units, count in
          Array(UnsafeBufferPointer(start: units, count: Int(count)))
        }
        #expect(units == Array(text.utf16), "\(length) units and then \(special.debugDescription)")
      }
    }
  }

  /// An error thrown by the body (an ICU call's) comes out as it was, typed.
  @Test func theBodysErrorPassesThrough() {
    let error = EngineError(
      operation: "udat_open", status: "U_ILLEGAL_ARGUMENT_ERROR", context: "en_US 'HH:mm'")
    #expect(throws: error) {
      try withUTF16Units("HH:mm") { _, count throws(EngineError) -> Int32 in
        #expect(count == 5)
        throw error
      }
    }
  }
}
