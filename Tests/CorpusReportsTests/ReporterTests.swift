import Foundation
import TestSupport
import Testing

import CorpusDiff
@testable import CorpusReports

@Suite struct ReporterTests {
  /// 33 whitespace changes (NNBSP → space before PM, reversed) and one text change.
  func report(
    failOn: Set<ChangeClass> = Set(ChangeClass.allCases), ignore: Set<ChangeClass> = [],
    maxEntries: Int = 50
  ) throws -> CheckReport {
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
    #expect(
      text.contains(
        "  whitespace: 33 entries\n    ⟨SP U+0020⟩ → ⟨NNBSP U+202F⟩ before \"PM\": \(folded[0].changes.count) entries in 1 locale\n"
      ))
    #expect(text.contains("        - 1:00⟦⟨SP U+0020⟩⟧PM\n        + 1:00⟦⟨NNBSP U+202F⟩⟧PM\n"))
    #expect(text.contains("  by class: text 1, whitespace \(folded[0].changes.count)\n"))
    #expect(text.hasSuffix("fail: \(report.changes.count) failing changes (text, whitespace)\n"))
    #expect(!text.contains("\u{1B}["))
    #expect(TextReporter(useColor: true).render(report).contains("\u{1B}[31m- "))
  }

  /// Colour only on a terminal, and never when NO_COLOR has a value (no-color.org: an empty
  /// NO_COLOR does not count).
  @Test(
    arguments: [
      ("auto", true, nil, true), ("auto", false, nil, false), ("auto", true, "1", false),
      ("auto", true, "", true), ("auto", false, "", false), ("always", false, "1", true),
      ("never", true, nil, false),
    ] as [(String, Bool, String?, Bool)])
  func colourOnlyOnATerminalAndNotUnderNoColor(
    option: String, terminal: Bool, noColor: String?, expected: Bool
  ) {
    #expect(
      TextReporter.wantsColor(option: option, isTerminal: terminal, noColor: noColor) == expected)
  }

  @Test func policyNarrowsWhatFailsAndIgnoreHides() throws {
    let onlyText = try report(failOn: [.text, .order])
    #expect(onlyText.failingChanges.count == 1 && onlyText.exitCode == 1)
    let onlyOrder = try report(failOn: [.order])
    #expect(onlyOrder.exitCode == 0 && onlyOrder.changes.count > 1)
    #expect(
      TextReporter(useColor: false).render(onlyOrder).contains(
        "not failing:\n  text: 1 entry\n"))
    let hidden = try report(failOn: [.order, .text], ignore: [.whitespace])
    #expect(hidden.changes.map(\.changeClass) == [.text])
  }

  @Test func maxEntriesBoundsTheListingNotTheCounts() throws {
    let report = try report(maxEntries: 2)
    let text = TextReporter(useColor: false).render(report)
    #expect(text.contains("by class: text 1, whitespace \(report.changes.count - 1)"))
    #expect(
      text.contains(
        "(--max-entries 2: 2 of 34 changed entries named; the counts include all 34; --max-entries all names every one)\n"
      ))
    #expect(text.components(separatedBy: "\n        + ").count - 1 == 1)
    #expect(text.components(separatedBy: "\n      + ").count - 1 == 1)
  }

  /// With a bound of 0 no entry is named, yet every count is there and the note says how to
  /// see them all.
  @Test func maxEntriesZeroNamesNothingButCountsEverything() throws {
    let report = try report(maxEntries: 0)
    let text = TextReporter(useColor: false).render(report)
    let expected = [
      "failing:",
      "  text: 1 entry",
      "    and 1 more edit (1 entry) not named",
      "  whitespace: 33 entries",
      "    and 1 more edit (33 entries) not named",
      "(--max-entries 0: 0 of 34 changed entries named; the counts include all 34; --max-entries all names every one)",
      "fail: 34 failing changes (text, whitespace)",
    ]
    #expect(text.hasSuffix("\n" + expected.joined(separator: "\n") + "\n"))
  }

  /// Files with the same changed keys share one list, every file named.
  @Test func filesWithTheSameKeysShareAList() {
    func change(_ file: String, _ path: [String]) -> Change {
      Change(
        file: file, path: path, changeClass: .whitespace, old: "1:00 PM", new: "1:00\u{202F}PM",
        oldLine: 3, newLine: 3)
    }
    let jm = ["calendars", "gregorian", "skeletons", "jm", "string"]
    let pair = { (zone: String, style: String) in
      ["calendars", "gregorian", "styles", zone, "2010-01-27T18:00:00Z", style]
    }
    let changes = [
      change("en.json", jm), change("en.json", pair("UTC", "full/full")),
      change("en.json", pair("UTC", "none/short")),
      change("en_US.json", jm), change("en_US.json", pair("UTC", "full/full")),
      change("en_US.json", pair("UTC", "none/short")),
      change("fr.json", pair("Asia/Tokyo", "full/full")),
      change("fr.json", ["week", "firstWeekday"]),
    ]
    #expect(
      KeyIndex.lines(changes, indent: "  ") == [
        "  en.json, en_US.json (2 files):",
        "    gregorian › skeletons › jm › string",
        "    gregorian › styles › UTC › 2010-01-27T18:00:00Z › full/full, none/short",
        "  fr.json:",
        "    gregorian › styles › Asia/Tokyo › 2010-01-27T18:00:00Z › full/full",
        "    week › firstWeekday",
      ])
  }

  @Test func countsListEveryValueWrapped() {
    let counts = (0..<30).map { ("xx_\($0)", 100 - $0) }
    let lines = ChangeText.countLines("locale", counts, indent: "  ")
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(lines[0].hasPrefix("  by locale: xx_0 100, xx_1 99, "))
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("      xx_") })
    #expect(lines.joined(separator: " ").split(separator: ",").count == 30)
    #expect(lines.last!.hasSuffix("xx_29 71"))
  }

  @Test func jsonHasASchemaAndARecordPerChange() throws {
    let report = try report(failOn: [.text])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8))
        as? [String: Any])
    #expect(json["schemaVersion"] as? Int == 1)
    let records = try #require(json["changes"] as? [[String: Any]])
    #expect(records.count == report.changes.count)
    let text = try #require(records.first { $0["class"] as? String == "text" })
    #expect(text["key"] as? [String] == ["week", "firstWeekday"])
    #expect(
      text["old"] as? String == "2" && text["new"] as? String == "1"
        && text["failing"] as? Bool == true)
    #expect(
      text["locale"] as? String == "en_US" && text["artifact"] as? String == "week"
        && text["calendar"] == nil)
    let line = try #require(
      Fixtures.line(of: #""firstWeekday": 1,"#, in: try Fixtures.text("en_US.json")))
    let location = try #require(text["location"] as? [String: Any])
    #expect(location["file"] as? String == "corpus/en_US.json" && location["line"] as? Int == line)
    let whitespace = try #require(records.first { $0["class"] as? String == "whitespace" })
    #expect(
      whitespace["locale"] as? String == "en_US" && whitespace["calendar"] as? String == "buddhist")
    #expect(whitespace["artifact"] as? String == "skeletons")
    #expect(
      (records.first { $0["class"] as? String == "whitespace" }?["new"] as? String)?.contains(
        "\u{202F}") == true)
  }

  @Test func junitHasATestCasePerFile() throws {
    let xml = JUnitReporter(files: ["de_DE.json", "en_US.json"]).render(try report())
    #expect(xml.contains(#"<testsuites name="fmtcorpus" tests="2" failures="1">"#))
    #expect(xml.contains(#"<testcase classname="corpus" name="de_DE.json"/>"#))
    #expect(
      xml.contains(#"<failure message="34 failing changes (text, whitespace)" type="drift">"#))
    #expect(xml.contains("1:00⟦⟨NNBSP U+202F⟩⟧PM"))
  }

  /// The failure text has one line per change: newlines are real, not named.
  @Test func junitFailureHasALinePerChange() throws {
    let report = try report()
    let xml = JUnitReporter(files: ["en_US.json"]).render(report)
    #expect(!xml.contains("U+000A"))
    let failure = try #require(
      xml.components(separatedBy: #"type="drift">"#).last?.components(separatedBy: "</failure>")
        .first)
    let lines = failure.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == report.changes.count)
    #expect(
      lines.allSatisfy { $0.hasPrefix("[whitespace] en_US › ") || $0.hasPrefix("[text] en_US › ") })
    let line = try #require(
      Fixtures.line(of: #""firstWeekday": 1,"#, in: try Fixtures.text("en_US.json")))
    #expect(lines.contains("[text] en_US › week › firstWeekday line \(line): ⟦2⟧ → ⟦1⟧"))
    // Markup in values is escaped after the lines are joined.
    #expect(JUnitReporter.xml("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
  }

  @Test func githubAnnotationsPointAtTheGoldenLine() throws {
    let output = GitHubReporter().render(try report(failOn: [.text], maxEntries: 3))
    // The verdict leads (and closes) the log; annotations follow it.
    #expect(output.hasPrefix("fmtcorpus: fail: 34 changes (1 failing) in 1 file\n::error "))
    let lines = Array(output.split(separator: "\n").dropFirst())
    let line = try #require(
      Fixtures.line(of: #""firstWeekday": 1,"#, in: try Fixtures.text("en_US.json")))
    #expect(
      lines[0]
        == "::error file=corpus/en_US.json,line=\(line),title=fmtcorpus text::en_US › week › firstWeekday%0A- ⟦2⟧%0A+ ⟦1⟧"
    )
    #expect(lines[1].hasPrefix("::warning file=corpus/en_US.json,line="))
    #expect(lines.last == "fmtcorpus: fail: 34 changes (1 failing) in 1 file")
    #expect(
      lines.contains(
        "::notice title=fmtcorpus::31 more changes not annotated (--max-entries 3; --max-entries all annotates every one)"
      ))
    let one = GitHubReporter().render(try report(failOn: [.text], maxEntries: 33))
    #expect(
      one.contains(
        "::notice title=fmtcorpus::1 more change not annotated (--max-entries 33; --max-entries all annotates every one)\n"
      ))
  }

  /// Properties escape `%`, `,` and `:` (and line breaks); messages escape `%` and line breaks.
  @Test func githubEscapesPropertiesAndData() throws {
    #expect(GitHubReporter.escapeProperty("50%,a:b\r\n") == "50%25%2Ca%3Ab%0D%0A")
    #expect(GitHubReporter.escapeData("50%,a:b\n") == "50%25,a:b%0A")
    let base = try report(failOn: [.text], maxEntries: 1)
    let odd = CheckReport(
      oldLabel: "corpus/", newLabel: "fresh:", old: nil, new: nil, changes: base.changes,
      failOn: [.text], ignore: [],
      annotationRoot: "ci,run:1/50%/", maxEntries: 1, notes: [])
    let first = try #require(GitHubReporter().render(odd).split(separator: "\n").dropFirst().first)
    #expect(first.hasPrefix("::error file=ci%2Crun%3A1/50%25/en_US.json,line="))
    #expect(
      GitHubReporter.errorAnnotation(
        "corpus/x.json:3: corrupt golden file: a, b", file: "corpus/x.json", line: 3)
        == "::error file=corpus/x.json,line=3,title=fmtcorpus::corpus/x.json:3: corrupt golden file: a, b"
    )
    #expect(
      GitHubReporter.errorAnnotation("no corpus", file: nil, line: nil)
        == "::error title=fmtcorpus::no corpus")
  }

  @Test func markdownSummarisesForAJobSummary() throws {
    let markdown = MarkdownReporter().render(try report())
    #expect(markdown.hasPrefix("## fmtcorpus: ❌ drift: 34 failing changes (text, whitespace)\n"))
    #expect(markdown.contains("| whitespace | 33 | yes |"))
  }
}
