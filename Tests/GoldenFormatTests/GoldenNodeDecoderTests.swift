import Testing

@testable import GoldenFormat

/// `Codable` models read straight from the golden parse: a field a model adds is read without
/// a change to the reader, and every error names its line.
@Suite struct GoldenNodeDecoderTests {
  struct Sample: Decodable, Equatable {
    var name: String
    var counts: [Int]
    var nested: [String: Bool]
    /// A field newer files have and older ones lack.
    var later: [String]?
  }

  func decode(_ text: String) throws -> Sample {
    let node = try GoldenReader.parse(Array(text.utf8), file: "m.json")
    return try GoldenNodeDecoder.decode(Sample.self, from: node, file: "m.json", path: [])
  }

  @Test func decodesModelsWithOptionalAndUnknownKeys() throws {
    #expect(
      try decode("{\"name\": \"a\", \"counts\": [1, 2], \"nested\": {\"x\": true}, \"extra\": 5}")
        == Sample(name: "a", counts: [1, 2], nested: ["x": true], later: nil))
    #expect(
      try decode("{\"name\": \"a\", \"counts\": [], \"nested\": {}, \"later\": [\"b\"]}")
        == Sample(name: "a", counts: [], nested: [:], later: ["b"]))
  }

  @Test func errorsNameTheirLine() {
    #expect(
      throws: StoreError.invalid(
        file: "m.json", line: 4, reason: "counts.1 is the string \"2\", expected a whole number")
    ) {
      try decode("{\n  \"name\": \"a\",\n  \"counts\": [1,\n \"2\"],\n  \"nested\": {}\n}")
    }
    #expect(throws: StoreError.invalid(file: "m.json", line: 1, reason: "missing 'nested'")) {
      try decode("{\"name\": \"a\", \"counts\": []}")
    }
  }
}
