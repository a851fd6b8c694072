import Testing

@testable import GoldenFormat

/// The reader's limits: no input reaches a recursion limit, a key appears once, numbers are
/// JSON's.
@Suite struct GoldenReaderLimitsTests {
  func error(_ text: String) -> StoreError? {
    do {
      _ = try GoldenReader.parse(Array(text.utf8), file: "x.json")
      return nil
    } catch {
      return error
    }
  }

  @Test func nestingIsBoundedWithALine() {
    let deep = "{\n\"a\":\n" + String(repeating: "[", count: 100_000)
    #expect(
      error(deep)
        == .corrupt(
          file: "x.json", line: 3,
          reason: "nesting deeper than 64 levels (golden files nest at most 8)"))
    let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(error(fine) == nil)
    #expect(error("[" + fine + "]") != nil)
  }

  /// A file of millions of tiny values would cost gigabytes: refused at the value past the
  /// limit, with its line.
  @Test func valuesAreBounded() {
    let many = "[\n" + String(repeating: "1,", count: GoldenReader.maximumValues) + "1]"
    #expect(
      error(many)
        == .corrupt(
          file: "x.json", line: 2,
          reason: "more than 1000000 values (golden files hold a few thousand)"))
    let fine = "[" + String(repeating: "1,", count: GoldenReader.maximumValues - 2) + "1]"
    #expect(error(fine) == nil)
  }

  @Test func aKeyTwiceIsRefusedNamingBothLines() {
    #expect(
      error("{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}\n")
        == .corrupt(
          file: "x.json", line: 4,
          reason: "duplicate key \"a\" (first on line 2); a key appears once per object"))
  }

  @Test(arguments: ["nan", "-inf", "0x1p3", "01", "1.", ".5", "-", "1e", "+1", "infinity"])
  func onlyJSONNumbers(text: String) {
    #expect(error("[\(text)]") != nil)
  }

  @Test(arguments: ["0", "-0", "12", "-3.25", "1e9", "2E-3", "0.5e+2"])
  func jsonNumbersRead(text: String) {
    #expect(error("[\(text)]") == nil)
  }

  @Test func echoedKeysAreEscaped() {
    #expect(
      error("{\"a\\nb\": 1, \"a\\nb\": 2}")
        == .corrupt(
          file: "x.json", line: 1,
          reason: "duplicate key \"a⟨LF U+000A⟩b\" (first on line 1); a key appears once per object"))
  }
}
