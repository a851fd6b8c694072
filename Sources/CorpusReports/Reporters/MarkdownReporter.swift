import CorpusDiff
import CorpusModel

/// Markdown for a CI job summary: the verdict, engine and exact counts, then the changes —
/// failing classes first, each part in severity order — under the same bound as the text report
/// (`ReportSelection`), and never over GitHub's 1 MiB unless `--max-entries all`.
///
/// Values are CommonMark code spans fenced by more backticks than they hold, so a backtick or
/// `|` in a value shows as itself; only table cells escape `|`. The locale table shows the 20
/// largest and folds the rest into a `<details>` list.
public struct MarkdownReporter: Sendable {
  public init() {}

  /// A code span that shows `text` exactly (CommonMark 6.1).
  static func code(_ text: String) -> String {
    guard !text.isEmpty else { return "*empty*" }
    let fence = String(repeating: "`", count: longestRun(of: "`", in: text) + 1)
    // A span's content loses one space at each end when it has both; a backtick at either end
    // would join the fence. A space each side keeps both intact.
    let pad =
      text.hasPrefix("`") || text.hasSuffix("`")
      || (text.hasPrefix(" ") && text.hasSuffix(" ") && text.contains { $0 != " " })
    return fence + (pad ? " \(text) " : text) + fence
  }

  /// Text from data in running Markdown (a key, a note, a label): HTML and Markdown syntax is
  /// backslash-escaped (CommonMark 2.4), so `<script>` shows as itself and `*`, `[`, `` ` ``
  /// start nothing. `_` inside a word (`en_US`) opens no emphasis and stays as it is.
  static func inline(_ text: String) -> String {
    let characters = Array(text)
    var output = ""
    for (index, character) in characters.enumerated() {
      switch character {
      case "\\", "`", "*", "[", "]", "<", ">", "&", "|", "~", "!", "#":
        output += "\\" + String(character)
      case "_":
        let before = index > 0 ? characters[index - 1] : " "
        let after = index + 1 < characters.count ? characters[index + 1] : " "
        let inWord = (before.isLetter || before.isNumber) && (after.isLetter || after.isNumber)
        output += inWord ? "_" : "\\_"
      default: output.append(character)
      }
    }
    return output
  }

  /// A table cell: `|` would end the cell, even inside a code span (GFM).
  static func cell(_ text: String) -> String {
    text.replacingOccurrences("|", "\\|")
  }

  static func longestRun(of character: Character, in text: String) -> Int {
    var longest = 0
    var run = 0
    for each in text {
      run = each == character ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }

  /// - Parameter limit: the most bytes to write under a bound (GitHub's job summary takes up
  ///   to 1 MiB); `--max-entries all` (`report.maxEntries` nil) writes everything.
  public func render(_ report: CheckReport, limit: Int = MarkdownReporter.summaryLimit) -> String {
    let failing = report.failingChanges
    let classes = Set(failing.map(\.changeClass)).sorted().map(\.rawValue).joined(separator: ", ")
    let verdict =
      report.changes.isEmpty && report.known.isEmpty
      ? "✅ no changes"
      : failing.isEmpty
        ? "✅ no failing drift"
        : "❌ drift: \(failing.count) failing change\(failing.count == 1 ? "" : "s") (\(classes))"
    var lines = [
      "## fmtcorpus: \(verdict)", "",
      "\(MarkdownReporter.inline(report.oldLabel)) → \(MarkdownReporter.inline(report.newLabel))",
      "",
    ]
    if !report.engineChanges.isEmpty {
      lines += ["| engine | old | new |", "|---|---|---|"]
      lines += report.engineChanges.map {
        "| \(MarkdownReporter.inline($0.name)) | \(MarkdownReporter.inline($0.old)) | \(MarkdownReporter.inline($0.new)) |"
      }
      lines.append("")
    }
    for note in report.notes { lines += ["> \(MarkdownReporter.inline(note))", ""] }
    let known = report.knownLines
    if !known.isEmpty {
      lines += ["### Known differences (not failing)", ""]
      lines += known.map { line in
        line.hasPrefix("  ")
          ? "  - " + MarkdownReporter.inline(String(line.dropFirst(2)))
          : "- " + MarkdownReporter.inline(line)
      }
      lines.append("")
    }
    guard !report.changes.isEmpty else {
      lines.append(report.known.isEmpty ? "No changes." : "No other changes.")
      return lines.map(MessageText.line).joined(separator: "\n") + "\n"
    }
    lines += [
      ChangeText.summaryLine(report), "", "| class | changes | failing |", "|---|---:|:---:|",
    ]
    for (changeClass, count) in report.classCounts {
      let failing = report.failing.contains(changeClass)
      lines.append("| \(changeClass.rawValue) | \(count) | \(failing ? "yes" : "no") |")
    }
    lines += table("calendar", report.counts { $0.calendar })
    lines += table("artifact", report.counts { $0.artifact })
    let locales = report.counts { $0.locale }
    lines += table("locale", Array(locales.prefix(20)))
    if locales.count > 20 {
      lines += ["", "<details><summary>the other \(locales.count - 20) locales</summary>", ""]
      lines += ChangeText.wrapped(
        "", locales.dropFirst(20).map { "\(MarkdownReporter.inline($0.0)) \($0.1)" }, indent: "")
      lines += ["", "</details>"]
    }
    // Changed months first, drawn stored beside fresh: a handful of small grids.
    if !report.months.isEmpty {
      lines += ["", "### Months (stored `-` beside fresh `+`)", ""]
      for month in report.months {
        let grid = month.lines
        let fence = String(
          repeating: "`",
          count: max(3, (grid.map { MarkdownReporter.longestRun(of: "`", in: $0) }.max() ?? 0) + 1))
        lines += [
          "\(MarkdownReporter.code(month.displayKey)) (\(report.location(month.change)))", "",
          fence,
        ]
        lines += grid
        lines += [fence, ""]
      }
    }
    let selection = ReportSelection(report)
    var used = lines.reduce(0) { $0 + $1.utf8.count + 1 }
    // Room for the closing notes.
    let budget = report.maxEntries == nil ? Int.max : limit - 1_000
    var cut = false
    var heading: Bool?
    sections: for section in selection.sections {
      var block: [String] = []
      if heading != section.failing {
        heading = section.failing
        block += ["", section.failing ? "### Failing" : "### Not failing"]
      }
      block += [
        "",
        "#### \(section.changeClass.rawValue): \(section.total) entr\(section.total == 1 ? "y" : "ies")",
        "",
      ]
      var edits = section.edits.map(editLines)
      if section.hiddenEdits > 0 {
        edits.append([
          "- and \(section.hiddenEdits) more edit\(section.hiddenEdits == 1 ? "" : "s") (\(section.hiddenEntries) entr\(section.hiddenEntries == 1 ? "y" : "ies")) not named"
        ])
      }
      for edit in edits {
        let size = (block + edit).reduce(0) { $0 + $1.utf8.count + 1 }
        if used + size > budget {
          cut = true
          lines += block
          break sections
        }
        block += edit
      }
      used += block.reduce(0) { $0 + $1.utf8.count + 1 }
      lines += block
    }
    if cut {
      lines += [
        "",
        "_The report stops here: GitHub refuses a job summary over 1 MiB. The counts above are exact; `--format text --max-entries all` or `--format json` lists every change._",
      ]
    } else if let note = ReportSelection.boundNote(report, named: selection.named) {
      lines += ["", "_\(note)._"]
    }
    // The last check of every line (values were escaped where they were written).
    return lines.map(MessageText.line).joined(separator: "\n") + "\n"
  }

  /// GitHub refuses a job summary over 1 MiB (it uploads nothing); a bounded report stops
  /// short of that and says so.
  public static let summaryLimit = 1_000_000

  private func table(_ title: String, _ counts: [(String, Int)]) -> [String] {
    guard !counts.isEmpty else { return [] }
    return ["", "| \(title) | changes |", "|---|---:|"]
      + counts.map { "| \(MarkdownReporter.inline($0.0)) | \($0.1) |" }
  }

  /// An edit: its description and count with its examples, then the keys it names; a lone
  /// change: its key, with old and new when it is an example.
  private func editLines(_ edit: ReportSelection.Edit) -> [String] {
    func values(_ change: Change) -> String {
      let (old, new) = ChangeText.values(change)
      return "\(MarkdownReporter.code(old ?? "∅")) → \(MarkdownReporter.code(new ?? "∅"))"
    }
    guard let description = edit.description else {
      if let change = edit.examples.first {
        return ["- \(MarkdownReporter.inline(change.displayKey)): \(values(change))"]
      }
      return edit.keys.map { "- \(MarkdownReporter.inline($0.displayKey))" }
    }
    let count = edit.changes.count
    var lines = [
      "- \(MarkdownReporter.code(description)): \(count) entries in \(edit.locales) locale\(edit.locales == 1 ? "" : "s")\(edit.examples.isEmpty ? "" : ", e.g.")"
    ]
    for change in edit.examples {
      lines.append("  - \(MarkdownReporter.inline(change.displayKey)): \(values(change))")
    }
    if !edit.keys.isEmpty {
      let keys = KeyIndex.lines(edit.keys, indent: "")
      let fence = String(
        repeating: "`",
        count: max(3, (keys.map { MarkdownReporter.longestRun(of: "`", in: $0) }.max() ?? 0) + 1))
      lines.append("  - keys of \(edit.keys.count) more:")
      lines += ["", "    " + fence + "text"] + keys.map { "    " + $0 } + ["    " + fence, ""]
    }
    let unnamed = count - edit.named
    if unnamed > 0 { lines.append("  - and \(unnamed) more not named") }
    return lines
  }
}
