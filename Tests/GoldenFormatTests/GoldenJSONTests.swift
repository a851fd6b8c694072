import Testing

@testable import GoldenFormat

@Suite struct GoldenJSONTests {
  @Test func layoutIsSortedLineOrientedAndRaw() {
    let value = GoldenJSON.object([
      "zeta": .int(-3),
      "alpha": .object([
        "short/short": .string("1/27/10, 1:00\u{202F}PM"),
        "full/none": .string("quote \" backslash \\ tab \t bell \u{07}"),
      ]),
      "Upper": .bool(true),
      "record": .inline(.object(["b": .array([.string("x"), .int(1)]), "a": .bool(false)])),
      "list": .array([.string("he \u{200F}ב"), .object([:]), .array([])]),
    ])
    let expected = """
      {
        "Upper": true,
        "alpha": {
          "full/none": "quote \\" backslash \\\\ tab \\t bell \\u0007",
          "short/short": "1/27/10, 1:00\u{202F}PM"
        },
        "list": [
          "he \u{200F}ב",
          {},
          []
        ],
        "record": {"a": false, "b": ["x", 1]},
        "zeta": -3
      }

      """
    #expect(String(decoding: value.rendered(), as: UTF8.self) == expected)
    // Upper, two styles, one list string (empty containers hold none), the record, zeta.
    #expect(value.entryCount == 6)
  }

  @Test func keysSortByUTF8BytesNotByLocale() {
    let value = GoldenJSON.object(["é": .int(1), "z": .int(2), "Z": .int(3), "ä": .int(4)])
    let text = String(decoding: value.rendered(), as: UTF8.self)
    #expect(text == "{\n  \"Z\": 3,\n  \"z\": 2,\n  \"ä\": 4,\n  \"é\": 1\n}\n")
  }

  /// `GoldenWriter.sortedMembers`, which the writers of objects list their members with: each
  /// key in UTF-8 byte order beside its own value, whatever order the dictionary holds them in,
  /// for values no larger than a string (sorted as members) and larger ones (sorted by position).
  @Test func sortedMembersAreInByteOrderBesideTheirValues() {
    struct Wide: Equatable {
      var text: String
      var other: String
    }
    let keys = ["é", "z", "Z", "ä", "a\u{202F}b", "a", "ab", ""]
    let sorted = ["", "Z", "a", "ab", "a\u{202F}b", "z", "ä", "é"]
    let small = Dictionary(uniqueKeysWithValues: keys.map { ($0, "<\($0)>") })
    #expect(GoldenWriter.sortedMembers(small).map(\.key) == sorted)
    #expect(GoldenWriter.sortedMembers(small).map(\.value) == sorted.map { "<\($0)>" })
    let wide = Dictionary(uniqueKeysWithValues: keys.map { ($0, Wide(text: $0, other: "x")) })
    #expect(MemoryLayout<Wide>.size > MemoryLayout<String>.size)
    #expect(GoldenWriter.sortedMembers(wide).map(\.key) == sorted)
    #expect(GoldenWriter.sortedMembers(wide).map(\.value.text) == sorted)
    #expect(GoldenWriter.sortedMembers([String: Wide]()).isEmpty)
  }

  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
  ])
  func sha256OfKnownVectors(text: String, digest: String) {
    #expect(SHA256.hex(Array(text.utf8)) == digest)
  }

  @Test(arguments: [
    (55, "8af594de0e003fdee5c8bb088216c824349b4137070f559574f4a4bddd27b714"),
    (64, "292be91abe8c0909fe3d26575af5755eee74d23816dc68c3ba41765136967654"),
    (1000, "59425e4412e296fc74736673ce067027f384203f59c0d2c3e6be7b13347b3ffc"),
  ])
  func sha256AcrossBlockBoundaries(count: Int, digest: String) {
    let bytes = (0..<count).map { UInt8(($0 * 7) % 251) }
    #expect(SHA256.hex(bytes) == digest)
  }

  /// The SHA instructions' path against the portable rounds, at every length around the block
  /// and padding boundaries and for a file-sized input; on a processor without them, the
  /// portable rounds are all there is.
  @Test(.enabled(if: SHA256.hasHardware, "this processor has no SHA instructions"))
  func sha256InstructionsMatchThePortableRounds() {
    for count in Array(0...200) + [4_095, 4_096, 4_097, 70_001] {
      let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ count) }
      #expect(
        SHA256.hex(bytes, hardware: true) == SHA256.hex(bytes, hardware: false), "\(count) bytes")
    }
    #expect(
      SHA256.hex(Array("abc".utf8), hardware: true)
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }
}
