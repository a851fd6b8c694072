import Foundation
import TestSupport
import Testing

@testable import GoldenFormat

/// Damaged golden files are refused with file, line and what is wrong — never repaired, never
/// read as drift.
@Suite struct GoldenReaderTests {
  /// en_US.json's bytes (a frozen fixture, not the committed corpus) and the 1-based line of the first line holding `needle`.
  func fixture(_ needle: String) throws -> (bytes: [UInt8], line: Int) {
    let text = try TestSupport.fixture("en_US.json")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.contains(needle) })
    return (Array(text.utf8), index + 1)
  }

  /// Replaces the one occurrence of `old` with `new`, byte for byte.
  func replacing(_ bytes: [UInt8], _ old: String, _ new: [UInt8]) throws -> [UInt8] {
    let target = Array(old.utf8)
    let starts = bytes.indices.filter { bytes[$0...].starts(with: target) }
    try #require(starts.count == 1, "expected one '\(old)', found \(starts.count)")
    return Array(bytes[..<starts[0]]) + new + Array(bytes[(starts[0] + target.count)...])
  }

  func corruption(_ bytes: [UInt8]) -> StoreError? {
    do {
      _ = try GoldenReader.parse(bytes, file: "corpus/en_US.json")
      return nil
    } catch {
      return error
    }
  }

  @Test func invalidUTF8IsCorruptNotDrift() throws {
    let needle = #""yMMM": {"pattern": "MMM y G", "string": "Jan 2553 BE"}"#
    let (bytes, line) = try fixture(needle)
    // A lone continuation byte, a truncated sequence, an overlong encoding, a surrogate.
    for bad: [UInt8] in [[0xFF], [0xE2, 0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80]] {
      let edited = try replacing(
        bytes, needle,
        Array(#""yMMM": {"pattern": "MMM y G", "string": "Wed, "#.utf8) + bad
          + Array(#" 27"}"#.utf8))
      #expect(
        corruption(edited)
          == .corrupt(
            file: "corpus/en_US.json", line: line,
            reason:
              "a string is not valid UTF-8 (byte 0x\(String(bad[0], radix: 16))); golden files are UTF-8"
          ))
    }
    // The same inside a string with escapes, which is read by another path.
    let escaped = try replacing(
      bytes, needle,
      Array(#""yMMM": {"pattern": "MMM y G", "string": "Wed,\t"#.utf8) + [0xFF]
        + Array(#"\n"}"#.utf8))
    #expect(
      corruption(escaped)
        == .corrupt(
          file: "corpus/en_US.json", line: line,
          reason: "a string is not valid UTF-8 (byte 0xff); golden files are UTF-8"))
    let surrogate = try replacing(
      bytes, needle, Array(#""yMMM": {"pattern": "MMM y G", "string": "Wed \uD800"}"#.utf8))
    #expect(
      corruption(surrogate)
        == .corrupt(
          file: "corpus/en_US.json", line: line, reason: "a \\u escape is half of a surrogate pair")
    )
  }

  @Test func anUnknownEscapeIsNamedVisibly() throws {
    let needle = #""yMMM": {"pattern": "MMM y G", "string": "Jan 2553 BE"}"#
    let (bytes, line) = try fixture(needle)
    let newline = try replacing(
      bytes, needle,
      Array(#""yMMM": {"pattern": "MMM y G", "string": "Wed, Jan 27\"#.utf8) + [0x0A]
        + Array(#""}"#.utf8))
    let valid = #"(valid: \" \\ \/ \b \f \n \r \t \uXXXX)"#
    #expect(
      corruption(newline)
        == .corrupt(
          file: "corpus/en_US.json", line: line,
          reason: "an unknown escape '\\' before byte 0xa \(valid)"))
    let letter = try replacing(
      bytes, needle, Array(#""yMMM": {"pattern": "MMM y G", "string": "Wed, \q"}"#.utf8))
    #expect(
      corruption(letter)
        == .corrupt(
          file: "corpus/en_US.json", line: line, reason: #"an unknown escape '\q' "# + valid))
  }

  @Test(arguments: ["<<<<<<<", "|||||||", "=======", ">>>>>>>"])
  func everyMergeConflictMarkerIsNamed(marker: String) throws {
    let needle = #"  "week": {"#
    let (bytes, line) = try fixture(needle)
    let edited = try replacing(bytes, needle + "\n", Array("\(marker) base\n\(needle)\n".utf8))
    #expect(
      corruption(edited)
        == .corrupt(
          file: "corpus/en_US.json", line: line,
          reason:
            "git merge-conflict marker '\(marker)'; resolve the merge, or take one side and run 'fmtcorpus check --corpus corpus'"
        ))
  }

  @Test func anEmptyFileIsCorrupt() {
    #expect(
      corruption([])
        == .corrupt(
          file: "corpus/en_US.json", line: 1,
          reason: "expected a value, found the end of the file (truncated?)"))
  }
}
