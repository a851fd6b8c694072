/// Markdown for a CI job summary: engine, counts, the folded changes, then every key.
///
/// Values are CommonMark code spans fenced by more backticks than they hold, so a backtick or
/// `|` in a value shows as itself; only table cells escape `|`. The locale table shows the 20
/// largest and folds the rest into a `<details>` list; every changed key is listed in a
/// closing `<details>` block (`KeyIndex`), whatever `--max-entries` says.
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

  /// - Parameter limit: the most bytes to write (GitHub's job summary takes up to 1 MiB).
  public func render(_ report: CheckReport, limit: Int = MarkdownReporter.summaryLimit) -> String {
    let verdict = report.failingChanges.isEmpty ? "✅ no failing drift" : "❌ drift"
    var lines = ["## fmtcorpus: \(verdict)", "", "\(report.oldLabel) → \(report.newLabel)", ""]
    if !report.engineChanges.isEmpty {
      lines += ["| engine | old | new |", "|---|---|---|"]
      lines += report.engineChanges.map {
        "| \(MarkdownReporter.cell($0.name)) | \(MarkdownReporter.cell($0.old)) | \(MarkdownReporter.cell($0.new)) |"
      }
      lines.append("")
    }
    for note in report.notes { lines += ["> \(note)", ""] }
    guard !report.changes.isEmpty else {
      lines.append("No changes.")
      return lines.joined(separator: "\n") + "\n"
    }
    lines += [
      ChangeText.summaryLine(report), "", "| class | changes | failing |", "|---|---:|:---:|",
    ]
    for (name, count) in report.counts(by: { $0.changeClass.rawValue }) {
      let failing = ChangeClass(rawValue: name).map(report.failing.contains) ?? false
      lines.append("| \(name) | \(count) | \(failing ? "yes" : "no") |")
    }
    lines += table("calendar", report.counts { $0.calendar })
    lines += table("artifact", report.counts { $0.artifact })
    let locales = report.counts { $0.locale }
    lines += table("locale", Array(locales.prefix(20)))
    if locales.count > 20 {
      lines += ["", "<details><summary>the other \(locales.count - 20) locales</summary>", ""]
      lines += ChangeText.wrapped("", locales.dropFirst(20).map { "\($0.0) \($0.1)" }, indent: "")
      lines += ["", "</details>"]
    }
    let groups = report.groups()
    lines += ["", "### Changes", ""]
    lines += changeList(report, groups)
    let used = lines.reduce(0) { $0 + $1.utf8.count + 1 }
    lines += keyIndex(report, groups, budget: limit - used)
    return lines.joined(separator: "\n") + "\n"
  }

  /// GitHub refuses a job summary over 1 MiB (it uploads nothing); the key list, the one
  /// part that grows with the changes, stops short of that and says so.
  public static let summaryLimit = 1_000_000

  private func table(_ title: String, _ counts: [(String, Int)]) -> [String] {
    guard !counts.isEmpty else { return [] }
    return ["", "| \(title) | changes |", "|---|---:|"]
      + counts.map { "| \(MarkdownReporter.cell($0.0)) | \($0.1) |" }
  }

  /// Folded edits with up to three examples, then lone changes; old and new for at most
  /// `maxEntries` entries, a key alone past that.
  private func changeList(
    _ report: CheckReport, _ groups: (folded: [CheckReport.Group], single: [Change])
  ) -> [String] {
    var lines: [String] = []
    var budget = report.maxEntries
    var detailed = 0
    func values(_ change: Change) -> String {
      budget -= 1
      detailed += 1
      let (old, new) = ChangeText.values(change)
      return "\(MarkdownReporter.code(old ?? "∅")) → \(MarkdownReporter.code(new ?? "∅"))"
    }
    let (folded, single) = groups
    for group in folded {
      let locales = "\(group.locales) locale\(group.locales == 1 ? "" : "s")"
      let examples = group.changes.prefix(3).prefix(max(0, budget))
      lines.append(
        "- **\(group.changeClass.rawValue)** \(MarkdownReporter.code(group.description)): "
          + "\(group.changes.count) entries in \(locales)\(examples.isEmpty ? "" : ", e.g.")")
      for change in examples { lines.append("  - \(change.displayKey): \(values(change))") }
    }
    for change in single {
      let head = "- **\(change.changeClass.rawValue)** \(change.displayKey)"
      lines.append(budget > 0 ? "\(head): \(values(change))" : head)
    }
    if budget <= 0, detailed < report.changes.count {
      lines += [
        "",
        "_--max-entries \(report.maxEntries): old and new shown for \(detailed) entr\(detailed == 1 ? "y" : "ies"); "
          + "the other \(report.changes.count - detailed) are listed by key, and the counts above include them._",
      ]
    }
    return lines
  }

  /// Every changed key, by edit, in a block that opens on demand — up to `budget` bytes.
  private func keyIndex(
    _ report: CheckReport, _ groups: (folded: [CheckReport.Group], single: [Change]), budget: Int
  ) -> [String] {
    var index: [String] = []
    let (folded, single) = groups
    for group in folded {
      index.append("\(group.changeClass.rawValue) \(group.description) (\(group.changes.count)):")
      index += KeyIndex.lines(group.changes, indent: "  ")
    }
    for changeClass in ChangeClass.allCases {
      let changes = single.filter { $0.changeClass == changeClass }
      guard !changes.isEmpty else { continue }
      index.append("\(changeClass.rawValue) (\(changes.count)):")
      index += KeyIndex.lines(changes, indent: "  ")
    }
    let fence = String(
      repeating: "`",
      count: max(3, index.map { MarkdownReporter.longestRun(of: "`", in: $0) }.max()! + 1))
    let total = report.changes.count
    var kept = 0
    var size = 400  // the block's own lines and the note
    while kept < index.count, size + index[kept].utf8.count + 1 <= budget {
      size += index[kept].utf8.count + 1
      kept += 1
    }
    var block = [
      "",
      "<details><summary>keys of all \(total) changed entr\(total == 1 ? "y" : "ies")</summary>",
      "",
    ]
    if kept < index.count {
      block += [
        "_The list stops after \(kept) of its \(index.count) lines: GitHub refuses a job summary over 1 MiB. "
          + "`--format text` and `--format json` list every key._", "",
      ]
    }
    return block + [fence + "text"] + index.prefix(kept) + [fence, "", "</details>"]
  }
}
