import CorpusDiff
import Testing

@testable import CorpusReports

/// A `Change` prints as its report line wherever Swift prints it (issue 41: a team's failing
/// `#expect(changes.isEmpty)` printed the whole array's raw fields, U+202F invisible, above the
/// report's lines).
@Suite struct ChangePrintingTests {
  static let spacing = Change(
    file: "en_US.json",
    path: [
      "calendars", "gregorian", "styles", "America/New_York", "2010-01-27T18:00:00Z",
      "short/short",
    ],
    changeClass: .whitespace, old: "1/27/10, 1:00\u{202F}PM", new: "1/27/10, 1:00 PM",
    oldLine: 12, newLine: 12)
  static let added = Change(
    file: "ar.json", path: ["calendars", "gregorian", "patterns", "y\u{1B}[2J"],
    changeClass: .added, old: nil, new: "\u{200F}٢٠١٠", oldLine: nil, newLine: 40)

  static let spacingLine =
    "en_US › gregorian › styles › America/New_York › 2010-01-27T18:00:00Z › short/short (whitespace): 1/27/10, 1:00⟦⟨NNBSP U+202F⟩⟧PM → 1/27/10, 1:00⟦⟨SP U+0020⟩⟧PM"
  static let addedLine =
    "ar › gregorian › patterns › y⟨ESC U+001B⟩[2J (added): ∅ → ⟨RLM U+200F⟩٢٠١٠"

  @Test func aChangePrintsAsItsReportLine() {
    #expect(String(describing: Self.spacing) == Self.spacingLine)
    #expect(String(reflecting: Self.spacing) == Self.spacingLine)
    #expect("\(Self.added)" == Self.addedLine)
    #expect(Self.added.reportLine == Self.addedLine)
  }

  /// What a failing `#expect(changes.isEmpty)` shows of the array: each change's line, nothing
  /// raw (no U+202F, no escape character, no bidi mark).
  @Test func anArrayOfChangesPrintsOneReportLineEach() {
    let changes = [Self.spacing, Self.added]
    let printed = String(describing: changes)
    #expect(printed == "[\(Self.spacingLine), \(Self.addedLine)]")
    #expect(String(describingForTest: changes) == printed)
    #expect(!printed.unicodeScalars.contains { $0.value == 0x202F || $0.value == 0x1B })
    #expect(!printed.unicodeScalars.contains { $0.value == 0x200F })
    #expect(Mirror(reflecting: Self.spacing).children.isEmpty)
  }
}
