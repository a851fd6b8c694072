import Foundation
import Testing

import CorpusDiff
@testable import CorpusReports

/// Reports sized and ordered for a real upgrade: one severity order, failing classes first,
/// `--max-entries` bounding examples and keys in every format, counts always exact.
///
/// Fixtures are changes made here, not the committed corpus.
@Suite struct ReportBoundTests {
  static func change(
    _ file: String, _ path: [String], _ changeClass: ChangeClass, _ old: String?, _ new: String?,
    line: Int = 5
  ) -> Change {
    Change(
      file: file, path: path, changeClass: changeClass, old: old, new: new, oldLine: line,
      newLine: line)
  }

  static func style(_ zone: String, _ pair: String) -> [String] {
    ["calendars", "gregorian", "styles", zone, "2010-01-27T18:00:00Z", pair]
  }

  /// 40 whitespace changes (one edit over 40 locales), 5 case changes (one edit), a text change,
  /// two order changes and a removed file, in file order.
  static let upgrade: [Change] = {
    var changes: [Change] = []
    for index in 0..<40 {
      let file = "l\(index < 10 ? "0" : "")\(index).json"
      changes.append(
        change(file, style("UTC", "none/short"), .whitespace, "1:00\u{202F}PM", "1:00 PM"))
      if index < 5 {
        changes.append(change(file, style("UTC", "none/long"), .case, "1:00 pm", "1:00 PM"))
      }
    }
    changes.append(change("l07.json", ["week", "firstWeekday"], .text, "1", "2", line: 9))
    changes.append(
      change(
        "l08.json", ["calendars", "gregorian", "wheels", "date", "order"], .order,
        "day month year", "month day year"))
    changes.append(
      change(
        "l09.json", ["calendars", "hebrew", "wheels", "date", "order"], .order, "day month year",
        "year month day"))
    changes.append(change("zz.json", [], .removed, nil, nil, line: 1))
    return changes.sorted { $0.file < $1.file }
  }()

  static func report(
    failOn: Set<ChangeClass> = Set(ChangeClass.allCases), maxEntries: Int?,
    changes: [Change] = upgrade
  ) -> CheckReport {
    CheckReport(
      oldLabel: "corpus/", newLabel: "new/", old: nil, new: nil, changes: changes,
      failOn: failOn, ignore: [], annotationRoot: "new/", annotatedSide: .new,
      maxEntries: maxEntries, notes: [])
  }

  @Test func oneSeverityOrderMostSeriousFirst() {
    #expect(
      ChangeClass.allCases.map(\.rawValue) == [
        "removed", "added", "order", "parsing", "text", "case", "punctuation", "digits", "bidi",
        "whitespace",
      ])
    #expect(
      Set<ChangeClass>([.whitespace, .order, .removed]).sorted() == [.removed, .order, .whitespace])
  }

  /// With `--fail-on order,text` the failing classes come first, each with its examples, then
  /// the rest in severity order — never the biggest group first.
  @Test func failingClassesFirstThenBySeverity() {
    let report = Self.report(failOn: [.order, .text], maxEntries: 4)
    #expect(report.classOrder == [.order, .text, .removed, .case, .whitespace])
    let text = TextReporter(useColor: false).render(report)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "fmtcorpus: corpus/ → new/")
    #expect(lines[1] == "engine: unchanged")
    #expect(lines[2] == "fail: 3 failing changes (order, text)")
    #expect(lines[3] == "49 changes (3 failing) in 41 files")
    #expect(lines[4] == "  by class: removed 1, order 2, text 1, case 5, whitespace 40")
    let start = try! #require(lines.firstIndex(of: "failing:"))
    #expect(
      Array(lines[start...]) == [
        "failing:",
        "  order: 2 entries",
        "    l08 › gregorian › wheels › date › order  (new/l08.json:5)",
        "      - day month year",
        "      + month day year",
        "    l09 › hebrew › wheels › date › order  (new/l09.json:5)",
        "      - day month year",
        "      + year month day",
        "  text: 1 entry",
        "    l07 › week › firstWeekday  (new/l07.json:9)",
        "      - ⟦1⟧",
        "      + ⟦2⟧",
        "not failing:",
        "  removed: 1 entry",
        "    zz  (corpus/zz.json:1)",  // a removed file is where it exists: the old side
        "  case: 5 entries",
        "    and 1 more edit (5 entries) not named",
        "  whitespace: 40 entries",
        "    and 1 more edit (40 entries) not named",
        "(--max-entries 4: 4 of 49 changed entries named; the counts include all 49; --max-entries all names every one)",
        "fail: 3 failing changes (order, text)",
        "",
      ])
  }

  /// Under a bound every class's leading edit shows examples before a class's second edit does:
  /// a big upgrade shows each class, not only the first.
  @Test func everyClassGetsExamplesBeforeAnyGetsMore() {
    let selection = ReportSelection(Self.report(maxEntries: 9))
    #expect(
      selection.sections.map { "\($0.changeClass.rawValue) \($0.edits.map(\.examples.count))" } == [
        "removed [1]", "order [1]", "text [1]", "case [3]", "whitespace [3]",
      ])
    #expect(selection.sections[1].hiddenEdits == 1)
  }

  /// The bound counts keys as well as examples: 10 names three examples of the first edit and
  /// seven keys; past the bound nothing more is listed, and the counts stay exact.
  @Test func theBoundCoversKeyListsToo() {
    let whitespace = Self.upgrade.filter { $0.changeClass == .whitespace }
    let report = Self.report(maxEntries: 10, changes: whitespace)
    let text = TextReporter(useColor: false).render(report)
    #expect(
      text.contains(
        "    ⟨SP U+0020⟩ → ⟨NNBSP U+202F⟩ before \"PM\": 40 entries in 40 locales\n"
          .replacingOccurrences(
            of: "⟨SP U+0020⟩ → ⟨NNBSP U+202F⟩", with: "⟨NNBSP U+202F⟩ → ⟨SP U+0020⟩")))
    #expect(text.components(separatedBy: "\n        - ").count - 1 == 3)
    #expect(text.contains("      keys of 7 more:\n        l03.json, l04.json, l05.json, l06.json"))
    #expect(text.contains("      and 30 more not named\n"))
    #expect(!text.contains("l10.json"))
    #expect(text.contains("  by class: whitespace 40\n"))
    let all = TextReporter(useColor: false).render(
      Self.report(maxEntries: nil, changes: whitespace))
    #expect(all.contains("l39.json"))
    #expect(!all.contains("--max-entries"))
  }

  /// JSON lists every change unless bounded; bounded, it keeps the failing and most serious,
  /// keeps exact counts, and says what it left out.
  @Test func jsonSaysWhatItLeftOut() throws {
    func decode(_ report: CheckReport) throws -> [String: Any] {
      try #require(
        JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8))
          as? [String: Any])
    }
    let full = try decode(Self.report(maxEntries: nil))
    #expect((full["changes"] as? [Any])?.count == 49)
    let bounded = try decode(Self.report(failOn: [.text], maxEntries: 3))
    let records = try #require(bounded["changes"] as? [[String: Any]])
    #expect(records.map { $0["class"] as? String } == ["text", "order", "removed"])
    let summary = try #require(bounded["summary"] as? [String: Any])
    #expect(summary["changes"] as? Int == 49)
    #expect(summary["listed"] as? Int == 3)
    #expect(summary["omitted"] as? Int == 46)
    #expect(
      summary["omittedByClass"] as? [String: Int] == ["order": 1, "case": 5, "whitespace": 40])
    #expect(
      (bounded["notes"] as? [String])?.last
        == "--max-entries 3: 3 of 49 changes listed (failing classes first, then by severity); summary counts include all; --max-entries all lists every one"
    )
  }

  /// JUnit keeps a test case per file and exact failure counts; bounded, each file says how many
  /// of its changes it left out, and the suite says why.
  @Test func junitSaysWhatItLeftOut() {
    let xml = JUnitReporter(files: []).render(Self.report(maxEntries: 2))
    #expect(xml.contains(#"<testsuites name="fmtcorpus" tests="41" failures="41">"#))
    #expect(
      xml.contains(
        #"<failure message="2 failing changes (case, whitespace)" type="drift">… and 2 more not listed (--max-entries 2)</failure>"#
      ))
    #expect(xml.contains(">[removed] zz line 1: ∅ → ∅</failure>"))
    #expect(
      xml.contains(
        "<system-out>--max-entries 2: 2 of 49 changes listed (failing classes first, then by severity); failure counts include all; --max-entries all lists every one</system-out>"
      ))
    #expect(xml.components(separatedBy: "[").count - 1 == 2)
  }

  /// GitHub annotations go failing classes first, then by severity.
  @Test func githubAnnotatesTheMostSeriousFirst() {
    let output = GitHubReporter().render(Self.report(failOn: [.case], maxEntries: 3))
    let titles = output.split(separator: "\n").dropFirst().prefix(3).map {
      $0.components(separatedBy: "title=fmtcorpus ")[1].prefix { $0 != ":" }
    }
    #expect(titles == ["case", "case", "case"])
    let severity = GitHubReporter().render(Self.report(failOn: [], maxEntries: 4))
    #expect(
      severity.split(separator: "\n").dropFirst().prefix(4).map {
        $0.components(separatedBy: "title=fmtcorpus ")[1].prefix { $0 != ":" }
      } == ["removed", "order", "order", "text"])
  }

  /// Markdown stays under the job-summary limit whatever the bound, unless `all`.
  @Test func markdownStaysUnderTheLimitUnlessAll() {
    let many = (0..<2_000).map { index in
      Self.change(
        "l\(index).json", Self.style("UTC", "s\(index)"), .text, "a\(index)", "b\(index)")
    }
    let bounded = MarkdownReporter().render(
      Self.report(maxEntries: 100_000, changes: many), limit: 20_000)
    #expect(bounded.utf8.count <= 20_000)
    #expect(
      bounded.hasSuffix(
        "_The report stops here: GitHub refuses a job summary over 1 MiB. The counts above are exact; `--format text --max-entries all` or `--format json` lists every change._\n"
      ))
    #expect(bounded.contains("| text | 2000 | yes |"))
    let all = MarkdownReporter().render(Self.report(maxEntries: nil, changes: many), limit: 20_000)
    #expect(all.utf8.count > 20_000)
    #expect(all.contains("    l1999.json:\n"))
    #expect(!all.contains("not named"))
  }

  /// Markdown leads with the verdict and shows classes in the same order as text.
  @Test func markdownLeadsWithTheVerdict() {
    let markdown = MarkdownReporter().render(Self.report(failOn: [.order, .text], maxEntries: 4))
    #expect(markdown.hasPrefix("## fmtcorpus: ❌ drift: 3 failing changes (order, text)\n"))
    let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("###") }
    #expect(
      headings == [
        "### Failing", "#### order: 2 entries", "#### text: 1 entry", "### Not failing",
        "#### removed: 1 entry", "#### case: 5 entries", "#### whitespace: 40 entries",
      ])
    #expect(
      markdown.hasSuffix(
        "_--max-entries 4: 4 of 49 changed entries named; the counts include all 49; --max-entries all names every one._\n"
      ))
  }
}
