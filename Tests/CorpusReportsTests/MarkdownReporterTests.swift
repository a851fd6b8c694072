import TestSupport
import Testing

import CorpusDiff
@testable import CorpusReports

/// The job summary: values shown exactly in code spans, every count table, nothing cut silently.
@Suite struct MarkdownReporterTests {
  func report(_ changes: [Change], maxEntries: Int? = 50) -> CheckReport {
    CheckReport(
      oldLabel: "corpus/", newLabel: "fresh:", old: nil, new: nil, changes: changes,
      failOn: Set(ChangeClass.allCases), ignore: [], annotationRoot: "corpus/",
      maxEntries: maxEntries, notes: [])
  }

  /// hi_IN's Buddhist `yMd` holds a backtick (CLDR 42): a longer fence shows it as itself.
  @Test func aBacktickInAValueIsShownAsItself() throws {
    let old = try Fixtures.text("hi_IN.json")
    let new = try Fixtures.edit(
      old, "\"string\": \"27/1`/2553 बौद्ध संवत\"", "\"string\": \"27/1/2553 बौद्ध संवत\"")
    let changes = try Fixtures.changes("hi_IN.json", old: old, new: new)
    #expect(changes.map(\.changeClass) == [.text])
    let markdown = MarkdownReporter().render(report(changes))
    #expect(
      markdown.contains(
        "\n- hi_IN › buddhist › skeletons › yMd › string: ``27/1⟦`⟧/2553 बौद्ध संवत`` → `27/1⟦⟧/2553 बौद्ध संवत`\n"
      ))
    #expect(!markdown.contains("ˋ"))
  }

  @Test(arguments: [
    ("a|b", "`a|b`"), ("a`b", "``a`b``"), ("``x`", "``` ``x` ```"), ("`x", "`` `x ``"),
    (" x ", "`  x  `"), ("  ", "`  `"), ("", "*empty*"),
  ])
  func codeSpansFollowCommonMark(text: String, expected: String) {
    #expect(MarkdownReporter.code(text) == expected)
  }

  func change(
    _ file: String, _ path: [String], _ changeClass: ChangeClass, _ old: String, _ new: String
  ) -> Change {
    Change(
      file: file, path: path, changeClass: changeClass, old: old, new: new, oldLine: 8, newLine: 8)
  }

  /// A `|` in a value stays `|` in a list item (only table cells need `\|`); the counts come
  /// by class, calendar, artifact and locale; the locales past the 20 largest are named in a
  /// folded block; `--max-entries` bounds examples and keys alike and says what it left out.
  @Test func everyCountEveryLocaleAndEveryKey() {
    var changes: [Change] = []
    // l00 … l05 change three skeletons, l06 … l15 two, l16 … l24 one: 47 entries.
    for index in 0..<25 {
      let file = "l\(index < 10 ? "0" : "")\(index).json"
      for skeleton in 0...(25 - index) / 10 {
        changes.append(
          change(
            file, ["calendars", "gregorian", "skeletons", "jm\(skeleton)", "string"], .whitespace,
            "1 | 2", "1\u{202F}| 2"))
      }
    }
    changes.append(change("l00.json", ["calendars", "hebrew", "styles", "jm"], .text, "a", "b"))
    let markdown = MarkdownReporter().render(report(changes, maxEntries: 2))
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines.contains("| calendar | changes |") && lines.contains("| gregorian | 47 |")
        && lines.contains("| hebrew | 1 |"))
    #expect(
      lines.contains("| artifact | changes |") && lines.contains("| skeletons | 47 |")
        && lines.contains("| styles | 1 |"))
    #expect(lines.contains("| l00 | 4 |"))
    #expect(lines.filter { $0.hasPrefix("| l") && !$0.hasPrefix("| locale") }.count == 20)
    #expect(lines.contains("<details><summary>the other 5 locales</summary>"))
    #expect(lines.contains("l20 1, l21 1, l22 1, l23 1, l24 1"))
    #expect(
      lines.contains(
        "- `⟨SP U+0020⟩ → ⟨NNBSP U+202F⟩ before \"| \"`: 47 entries in 25 locales, e.g."
      ))
    #expect(
      lines.contains(
        "  - l00 › gregorian › skeletons › jm0 › string: `1⟦⟨SP U+0020⟩⟧| 2` → `1⟦⟨NNBSP U+202F⟩⟧| 2`"
      ))
    #expect(!markdown.contains("\\|"))
    #expect(lines.contains("- l00 › hebrew › styles › jm: `⟦a⟧` → `⟦b⟧`"))
    #expect(lines.contains("  - and 46 more not named"))
    #expect(
      lines.last(where: { !$0.isEmpty })
        == "_--max-entries 2: 2 of 48 changed entries named; the counts include all 48; --max-entries all names every one._"
    )
    // Without a bound every key is named: three examples, then the other 44 keys.
    let all = MarkdownReporter().render(report(changes, maxEntries: nil))
    #expect(all.contains("  - keys of 44 more:\n\n    ```text\n"))
    #expect(all.contains("\n    l01.json, l02.json, l03.json, l04.json, l05.json (5 files):\n"))
    #expect(!all.contains("not named"))
  }

  /// GitHub uploads no job summary over 1 MiB: a bounded report stops short and says so.
  @Test func theReportStopsShortOfTheSummaryLimit() {
    let changes = (0..<400).map { index in
      change(
        "l\(index).json", ["calendars", "gregorian", "skeletons", "jm\(index)", "string"],
        .whitespace, "1 2", "1\u{202F}2")
    }
    let full = MarkdownReporter().render(report(changes, maxEntries: 400))
    #expect(full.contains("    l399.json:\n      gregorian › skeletons › jm399 › string\n"))
    #expect(!full.contains("GitHub refuses"))
    let limited = MarkdownReporter().render(report(changes, maxEntries: 400), limit: 8_000)
    #expect(limited.utf8.count <= 8_000)
    #expect(!limited.contains("l399.json"))
    #expect(
      limited.hasSuffix(
        "_The report stops here: GitHub refuses a job summary over 1 MiB. The counts above are exact; `--format text --max-entries all` or `--format json` lists every change._\n"
      ))
  }

  @Test func tableCellsEscapeThePipe() {
    #expect(MarkdownReporter.cell("a|b") == "a\\|b")
  }
}
