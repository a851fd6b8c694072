/// The human report: engine first, then counts, then changes with the same edit folded.
public struct TextReporter: Sendable {
  public var useColor: Bool

  public init(useColor: Bool) { self.useColor = useColor }

  private func paint(_ text: String, _ code: String) -> String {
    useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  public func render(_ report: CheckReport) -> String {
    var lines: [String] = ["fmtcorpus: \(report.oldLabel) → \(report.newLabel)"]
    if report.engineChanges.isEmpty {
      lines.append("engine: unchanged")
    } else {
      lines.append(
        "engine: " + report.engineChanges.map { "\($0.name) \($0.old) → \($0.new)" }.joined(separator: ", "))
    }
    for note in report.notes { lines.append("note: \(note)") }
    guard !report.changes.isEmpty else {
      lines.append(paint("ok: no changes", "32"))
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append(ChangeText.summaryLine(report))
    func countLine(_ title: String, _ counts: [(String, Int)], limit: Int = 12) -> String? {
      guard !counts.isEmpty else { return nil }
      let shown = counts.prefix(limit).map { "\($0.0) \($0.1)" }.joined(separator: ", ")
      let more = counts.count > limit ? ", +\(counts.count - limit) more" : ""
      return "  by \(title): \(shown)\(more)"
    }
    lines += [
      countLine("class", report.counts { $0.changeClass.rawValue }),
      countLine("locale", report.counts { $0.locale }),
      countLine("calendar", report.counts { $0.calendar }),
      countLine("artifact", report.counts { $0.artifact }),
    ].compactMap { $0 }

    var budget = report.maxEntries
    var hidden = 0
    func entry(_ change: Change, indent: String) {
      guard budget > 0 else {
        hidden += 1
        return
      }
      budget -= 1
      lines.append("\(indent)\(change.displayKey)  (\(ChangeText.location(change, root: report.annotationRoot)))")
      let (old, new) = ChangeText.values(change)
      if let old { lines.append(indent + "  " + paint("- " + old, "31")) }
      if let new { lines.append(indent + "  " + paint("+ " + new, "32")) }
    }
    let (folded, single) = report.groups()
    lines.append("changes:")
    for group in folded {
      let tag = report.failing.contains(group.changeClass) ? "" : " (not failing)"
      lines.append(
        "  " + paint(group.changeClass.rawValue, "1") + "\(tag)  \(group.description): "
          + "\(group.changes.count) entries in \(group.locales) locale\(group.locales == 1 ? "" : "s")")
      for change in group.changes.prefix(3) { entry(change, indent: "    ") }
      if group.changes.count > 3 { lines.append("    … and \(group.changes.count - 3) more like these") }
    }
    for change in single {
      if budget > 0 {
        let tag = report.isFailing(change) ? "" : " (not failing)"
        lines.append("  " + paint(change.changeClass.rawValue, "1") + tag)
      }
      entry(change, indent: "    ")
    }
    if hidden > 0 {
      lines.append("  … \(hidden) more entries not listed (--max-entries \(report.maxEntries)); the counts above include them")
    }
    let failing = report.failingChanges
    if failing.isEmpty {
      lines.append(paint("ok: nothing failing changed", "32"))
    } else {
      let classes = Set(failing.map(\.changeClass)).sorted().map(\.rawValue).joined(separator: ", ")
      lines.append(paint("fail: \(failing.count) failing change\(failing.count == 1 ? "" : "s") (\(classes))", "31"))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
