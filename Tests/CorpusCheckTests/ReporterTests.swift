import Foundation
import Testing

@testable import CorpusCheck

@Suite struct ReporterTests {
  /// 33 whitespace changes (NNBSP → space before PM, reversed) and one text change.
  func report(failOn: Set<ChangeClass> = Set(ChangeClass.allCases), ignore: Set<ChangeClass> = [], maxEntries: Int = 50) throws -> CheckReport {
    let new = try Fixtures.text("en_US.json")
    var old = new.replacingOccurrences(of: "1:00\u{202F}PM", with: "1:00 PM")
    old = try Fixtures.edit(old, #""firstWeekday": 1,"#, #""firstWeekday": 2,"#)
    let changes = try Fixtures.changes("en_US.json", old: old, new: new)
    return CheckReport(
      oldLabel: "corpus/", newLabel: "fresh:", old: nil, new: nil, changes: changes, failOn: failOn,
      ignore: ignore, annotationRoot: "corpus/", maxEntries: maxEntries, notes: [])
  }

  @Test func theSameEditFoldsIntoOneLineWithACount() throws {
    let report = try report()
    let (folded, single) = report.groups()
    #expect(folded.count == 1)
    #expect(folded[0].changeClass == .whitespace)
    #expect(folded[0].description == "⟨SP U+0020⟩ → ⟨NNBSP U+202F⟩ before \"PM\"")
    #expect(folded[0].changes.count == report.changes.count - 1)
    #expect(single.map(\.changeClass) == [.text])
    let text = TextReporter(useColor: false).render(report)
    #expect(text.contains("  whitespace  ⟨SP U+0020⟩ → ⟨NNBSP U+202F⟩ before \"PM\": \(folded[0].changes.count) entries in 1 locale\n"))
    #expect(text.contains("      - 1:00⟦⟨SP U+0020⟩⟧PM\n      + 1:00⟦⟨NNBSP U+202F⟩⟧PM\n"))
    #expect(text.contains("  by class: whitespace \(folded[0].changes.count), text 1\n"))
    #expect(text.hasSuffix("fail: \(report.changes.count) failing changes (whitespace, text)\n"))
    #expect(!text.contains("\u{1B}["))
    #expect(TextReporter(useColor: true).render(report).contains("\u{1B}[31m- "))
  }

  @Test func policyNarrowsWhatFailsAndIgnoreHides() throws {
    let onlyText = try report(failOn: [.text, .order])
    #expect(onlyText.failingChanges.count == 1 && onlyText.exitCode == 1)
    let onlyOrder = try report(failOn: [.order])
    #expect(onlyOrder.exitCode == 0 && onlyOrder.changes.count > 1)
    #expect(TextReporter(useColor: false).render(onlyOrder).contains("whitespace (not failing)"))
    let hidden = try report(failOn: [.order, .text], ignore: [.whitespace])
    #expect(hidden.changes.map(\.changeClass) == [.text])
  }

  @Test func maxEntriesBoundsTheListingNotTheCounts() throws {
    let report = try report(maxEntries: 2)
    let text = TextReporter(useColor: false).render(report)
    #expect(text.contains("by class: whitespace \(report.changes.count - 1), text 1"))
    #expect(text.contains("more entries not listed (--max-entries 2); the counts above include them"))
  }

  @Test func jsonHasASchemaAndARecordPerChange() throws {
    let report = try report(failOn: [.text])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8)) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == 1)
    let records = try #require(json["changes"] as? [[String: Any]])
    #expect(records.count == report.changes.count)
    let text = try #require(records.first { $0["class"] as? String == "text" })
    #expect(text["key"] as? [String] == ["week", "firstWeekday"])
    #expect(text["old"] as? String == "2" && text["new"] as? String == "1" && text["failing"] as? Bool == true)
    #expect((records.first { $0["class"] as? String == "whitespace" }?["new"] as? String)?.contains("\u{202F}") == true)
  }

  @Test func junitHasATestCasePerFile() throws {
    let xml = JUnitReporter(files: ["de_DE.json", "en_US.json"]).render(try report())
    #expect(xml.contains(#"<testsuites name="fmtcorpus" tests="2" failures="1">"#))
    #expect(xml.contains(#"<testcase classname="corpus" name="de_DE.json"/>"#))
    #expect(xml.contains(#"<failure message="34 failing changes (whitespace, text)" type="drift">"#))
    #expect(xml.contains("1:00⟦⟨NNBSP U+202F⟩⟧PM"))
  }

  @Test func githubAnnotationsPointAtTheGoldenLine() throws {
    let output = GitHubReporter().render(try report(failOn: [.text], maxEntries: 3))
    let lines = output.split(separator: "\n")
    let line = try #require(Fixtures.line(of: #""firstWeekday": 1,"#, in: try Fixtures.text("en_US.json")))
    #expect(lines[0] == "::error file=corpus/en_US.json,line=\(line),title=fmtcorpus text::en_US › week › firstWeekday%0A- ⟦2⟧%0A+ ⟦1⟧")
    #expect(lines[1].hasPrefix("::warning file=corpus/en_US.json,line="))
    #expect(lines.last == "fmtcorpus: fail: 34 changes (1 failing) in 1 file")
  }

  @Test func markdownSummarisesForAJobSummary() throws {
    let markdown = MarkdownReporter().render(try report())
    #expect(markdown.hasPrefix("## fmtcorpus: ❌ drift\n"))
    #expect(markdown.contains("| whitespace | 33 | yes |"))
  }
}
