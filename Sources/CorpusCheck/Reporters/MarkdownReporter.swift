/// Markdown for a CI job summary: engine, counts, then the folded changes.
public struct MarkdownReporter: Sendable {
  public init() {}

  static func code(_ text: String) -> String {
    "`" + text.replacingOccurrences("`", "ˋ").replacingOccurrences("|", "\\|") + "`"
  }

  public func render(_ report: CheckReport) -> String {
    let verdict = report.failingChanges.isEmpty ? "✅ no failing drift" : "❌ drift"
    var lines = ["## fmtcorpus: \(verdict)", "", "\(report.oldLabel) → \(report.newLabel)", ""]
    if !report.engineChanges.isEmpty {
      lines += ["| engine | old | new |", "|---|---|---|"]
      lines += report.engineChanges.map { "| \($0.name) | \($0.old) | \($0.new) |" }
      lines.append("")
    }
    for note in report.notes { lines.append("> \(note)") }
    guard !report.changes.isEmpty else {
      lines.append("No changes.")
      return lines.joined(separator: "\n") + "\n"
    }
    lines += [ChangeText.summaryLine(report), "", "| class | changes | failing |", "|---|---:|:---:|"]
    for (name, count) in report.counts(by: { $0.changeClass.rawValue }) {
      let failing = ChangeClass(rawValue: name).map(report.failing.contains) ?? false
      lines.append("| \(name) | \(count) | \(failing ? "yes" : "no") |")
    }
    lines += ["", "| locale | changes |", "|---|---:|"]
    lines += report.counts(by: { $0.locale }).prefix(20).map { "| \($0.0) | \($0.1) |" }
    lines += ["", "### Changes", ""]
    var budget = report.maxEntries
    let (folded, single) = report.groups()
    for group in folded {
      lines.append("- **\(group.changeClass.rawValue)** \(MarkdownReporter.code(group.description)): \(group.changes.count) entries in \(group.locales) locales, e.g.")
      for change in group.changes.prefix(3) where budget > 0 {
        budget -= 1
        let (old, new) = ChangeText.values(change)
        lines.append("  - \(change.displayKey): \(MarkdownReporter.code(old ?? "∅")) → \(MarkdownReporter.code(new ?? "∅"))")
      }
    }
    for change in single where budget > 0 {
      budget -= 1
      let (old, new) = ChangeText.values(change)
      lines.append("- **\(change.changeClass.rawValue)** \(change.displayKey): \(MarkdownReporter.code(old ?? "∅")) → \(MarkdownReporter.code(new ?? "∅"))")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
