/// The human report: engine first, then counts, then changes with the same edit folded.
///
/// A folded edit shows its first three entries with old and new, then the keys of all its
/// entries (`KeyIndex`). `--max-entries` bounds only how many entries show old and new: past
/// it an edit still lists its keys, and a lone change is one line with its key and location.
public struct TextReporter: Sendable {
  public var useColor: Bool

  public init(useColor: Bool) { self.useColor = useColor }

  /// Whether `--color` (`auto`, `always`, `never`) means colour: `auto` colours only a
  /// terminal, and only when `NO_COLOR` is unset or empty (no-color.org).
  public static func wantsColor(option: String, isTerminal: Bool, noColor: String?) -> Bool {
    switch option {
    case "always": true
    case "auto": isTerminal && (noColor ?? "").isEmpty
    default: false
    }
  }

  private func paint(_ text: String, _ code: String) -> String {
    useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  public func render(_ report: CheckReport) -> String {
    var lines: [String] = ["fmtcorpus: \(report.oldLabel) → \(report.newLabel)"]
    if report.engineChanges.isEmpty {
      lines.append("engine: unchanged")
    } else {
      lines.append(
        "engine: "
          + report.engineChanges.map { "\($0.name) \($0.old) → \($0.new)" }.joined(separator: ", "))
    }
    for note in report.notes { lines.append("note: \(note)") }
    guard !report.changes.isEmpty else {
      lines.append(paint("ok: no changes", "32"))
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append(ChangeText.summaryLine(report))
    let dimensions: [(String, (Change) -> String?)] = [
      ("class", { $0.changeClass.rawValue }), ("locale", { $0.locale }),
      ("calendar", { $0.calendar }),
      ("artifact", { $0.artifact }),
    ]
    for (title, dimension) in dimensions {
      let counts = report.counts(by: dimension)
      if !counts.isEmpty { lines += ChangeText.countLines(title, counts, indent: "  ") }
    }

    var budget = report.maxEntries
    var detailed = 0
    func entry(_ change: Change, indent: String) {
      budget -= 1
      detailed += 1
      lines.append("\(indent)\(change.displayKey)  (\(report.location(change)))")
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
          + "\(group.changes.count) entries in \(group.locales) locale\(group.locales == 1 ? "" : "s")"
      )
      for change in group.changes.prefix(3) where budget > 0 { entry(change, indent: "    ") }
      lines.append("    keys of all \(group.changes.count) entries:")
      lines += KeyIndex.lines(group.changes, indent: "      ")
    }
    for change in single {
      let tag = report.isFailing(change) ? "" : " (not failing)"
      let name = paint(change.changeClass.rawValue, "1") + tag
      if budget > 0 {
        lines.append("  " + name)
        entry(change, indent: "    ")
      } else {
        lines.append("  \(name)  \(change.displayKey)  (\(report.location(change)))")
      }
    }
    let hidden = report.changes.count - detailed
    if detailed < report.changes.count, budget <= 0 {
      lines.append(
        "  (--max-entries \(report.maxEntries): old and new shown for \(detailed) entr\(detailed == 1 ? "y" : "ies"); "
          + "the other \(hidden) are listed by key, and the counts above include them)")
    }
    let failing = report.failingChanges
    if failing.isEmpty {
      lines.append(paint("ok: nothing failing changed", "32"))
    } else {
      let classes = Set(failing.map(\.changeClass)).sorted().map(\.rawValue).joined(separator: ", ")
      lines.append(
        paint(
          "fail: \(failing.count) failing change\(failing.count == 1 ? "" : "s") (\(classes))", "31"
        ))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
