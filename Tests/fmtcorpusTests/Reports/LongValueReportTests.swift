import Foundation
import Testing

/// Issue 38: text and GitHub reports printed a long stored value as one line as long as the
/// value. Now a value past 1,000 characters is cut around its marked change, as errors cut a
/// value (`…(cut: N characters)`, N its whole length).
@Suite(.tags(.icu72)) struct LongValueReportTests {
  static let style = "Wednesday, January 27, 2010 at 1:00:00\u{202F}PM Eastern Standard Time"

  /// A copy of the small corpus whose first full/full style is 200,001 characters, `digit`
  /// the one in the middle.
  static func corpus(_ digit: String) throws -> URL {
    let corpus = try SmallCorpus.copy()
    let value =
      String(repeating: "a", count: 100_000) + digit + String(repeating: "b", count: 100_000)
    try CorpusEdits.edit(corpus, "en_US.json") { text in
      guard let range = text.range(of: "\"full/full\": \"\(style)\"") else { return text }
      return text.replacingCharacters(in: range, with: "\"full/full\": \"\(value)\"")
    }
    return corpus
  }

  static let shown =
    "…" + String(repeating: "a", count: 100) + "⟦1⟧" + String(repeating: "b", count: 100)
    + "…(cut: 200001 characters)"

  @Test(arguments: ["text", "github"])
  func aLongValueIsCutAroundItsChange(format: String) throws {
    let old = try Self.corpus("1")
    let new = try Self.corpus("2")
    let result = try CLI.run(["diff", old.path, new.path, "--format", format])
    #expect(result.status == 1, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.allSatisfy { $0.unicodeScalars.count < 1_000 }, "\(lines.map(\.count).max()!)")
    let added = Self.shown.replacingOccurrences(of: "⟦1⟧", with: "⟦2⟧")
    if format == "text" {
      #expect(lines.contains { $0.hasSuffix("- " + Self.shown) })
      #expect(lines.contains { $0.hasSuffix("+ " + added) })
    } else {
      #expect(lines.contains { $0.hasSuffix("%0A- \(Self.shown)%0A+ \(added)") })
    }
  }
}
