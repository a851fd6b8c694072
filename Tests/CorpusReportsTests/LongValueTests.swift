import CorpusDiff
import Foundation
import Testing

@testable import CorpusReports

/// A long stored value is cut in every report as errors cut a value (`…(cut: N characters)`,
/// N its whole length), keeping its marked change in view (issue 38: text and GitHub reports
/// printed a 15 MB value as one 15 MB line).
@Suite struct LongValueTests {
  static let half = 1_000_000
  /// Two million characters, one of them changed in the middle.
  static let old =
    String(repeating: "a", count: half) + "1" + String(repeating: "b", count: half - 1)
  static let new =
    String(repeating: "a", count: half) + "2" + String(repeating: "b", count: half - 1)
  static let key = ["calendars", "gregorian", "patterns", "x"]

  static func report(_ changes: [Change]) -> CheckReport {
    CheckReport(
      oldLabel: "corpus/", newLabel: "new/", old: nil, new: nil, changes: changes,
      failOn: Set(ChangeClass.allCases), ignore: [], annotationRoot: "new/",
      annotatedSide: .new, maxEntries: 50, notes: [])
  }

  static let changed = Change(
    file: "xx.json", path: key, changeClass: .text, old: old, new: new, oldLine: 5, newLine: 5)

  /// The change with 100 characters of context each side, the cut said at the end.
  static let shownOld =
    "…" + String(repeating: "a", count: 100) + "⟦1⟧" + String(repeating: "b", count: 100)
    + "…(cut: 2000000 characters)"
  static let shownNew = shownOld.replacingOccurrences(of: "⟦1⟧", with: "⟦2⟧")

  @Test func theTextReportCutsAroundTheChange() {
    let text = TextReporter(useColor: false).render(Self.report([Self.changed]))
    let lines = text.split(separator: "\n")
    #expect(lines.contains { $0.hasSuffix("- " + Self.shownOld) })
    #expect(lines.contains { $0.hasSuffix("+ " + Self.shownNew) })
    #expect(lines.allSatisfy { $0.unicodeScalars.count < 500 }, "\(lines.map(\.count).max()!)")
  }

  @Test func theGitHubReportCutsAroundTheChange() {
    let text = GitHubReporter().render(Self.report([Self.changed]))
    let annotation = text.split(separator: "\n").first { $0.hasPrefix("::error ") }
    #expect(annotation?.hasSuffix("%0A- \(Self.shownOld)%0A+ \(Self.shownNew)") == true)
    #expect(text.utf8.count < 2_000)
  }

  @Test func anAddedValueAndALongSpanAreCutToo() {
    let long = String(repeating: "y", count: 5_000)
    let added = Change(
      file: "xx.json", path: Self.key, changeClass: .added, old: nil, new: long, oldLine: nil,
      newLine: 5)
    #expect(
      ChangeText.values(added).new
        == String(repeating: "y", count: 1_000) + "…(cut: 5000 characters)")
    let replaced = Change(
      file: "xx.json", path: Self.key, changeClass: .text,
      old: String(repeating: "x", count: 5_000), new: long, oldLine: 5, newLine: 5)
    // The whole value differs: the span's first 800 characters are shown, marked.
    #expect(
      ChangeText.values(replaced).new
        == "⟦" + String(repeating: "y", count: 800) + "…⟧…(cut: 5000 characters)")
    // The folded edit's description is cut as values are.
    let (_, description) = CheckReport.signature(replaced)
    #expect(
      description
        == String(repeating: "x", count: 1_000) + "…(cut: 5000 characters) → "
        + String(repeating: "y", count: 1_000) + "…(cut: 5000 characters)")
  }

  @Test func aShortValueIsShownWhole() {
    let change = Change(
      file: "xx.json", path: Self.key, changeClass: .whitespace, old: "1:00\u{202F}PM",
      new: "1:00 PM", oldLine: 5, newLine: 5)
    let values = ChangeText.values(change)
    #expect(values.old == "1:00⟦⟨NNBSP U+202F⟩⟧PM")
    #expect(values.new == "1:00⟦⟨SP U+0020⟩⟧PM")
  }

  @Test func theHTMLPageCutsAroundTheChange() {
    var html = HTMLText()
    let span = StringClassifier.span(old: Self.old, new: Self.new)
    html.markedString(Self.new, prefix: span.prefix, span: span.new)
    #expect(
      html.string
        == "…" + String(repeating: "a", count: 100) + "<mark>2</mark>"
        + String(repeating: "b", count: 100) + "…(cut: 2000000 characters)")
  }
}
