import CorpusDiff

/// Text pieces every reporter shares: old and new values with invisible characters named.
enum ChangeText {
  /// (old, new) as shown: the differing span marked in ⟦ ⟧ and invisible characters named,
  /// a long value cut around its change (`InvisibleText.marked`, `InvisibleText.shown`).
  static func values(_ change: Change) -> (old: String?, new: String?) {
    if change.changeClass == .parsing {
      // `fails, parsing "Wednesday, … 1:00:00 PM Eastern Standard Time"`: what was parsed.
      func shown(_ result: String?, _ parsed: String?) -> String? {
        guard let result else { return nil }
        guard let parsed else { return InvisibleText.shown(result) }
        return "\(InvisibleText.shown(result)), parsing \"\(InvisibleText.shown(parsed))\""
      }
      return (shown(change.old, change.oldParsed), shown(change.new, change.newParsed))
    }
    guard let old = change.old, let new = change.new, change.changeClass != .order else {
      return (
        change.old.map { InvisibleText.shown($0) }, change.new.map { InvisibleText.shown($0) }
      )
    }
    let span = StringClassifier.span(old: old, new: new)
    return (
      InvisibleText.marked(old, prefix: span.prefix, span: span.old),
      InvisibleText.marked(new, prefix: span.prefix, span: span.new)
    )
  }

  static func summaryLine(_ report: CheckReport) -> String {
    let total = report.changes.count
    let failing = report.failingChanges.count
    let locales = Set(report.changes.map(\.locale)).count
    return
      "\(total) change\(total == 1 ? "" : "s") (\(failing) failing) in \(locales) file\(locales == 1 ? "" : "s")"
      + knownCount(report)
  }

  /// `, 2 known` after a summary when the plan file's known differences matched changes.
  static func knownCount(_ report: CheckReport) -> String {
    report.known.isEmpty ? "" : ", \(report.known.count) known"
  }

  /// `head` and then every item, `, ` between, wrapped before `width` columns; continuation
  /// lines start with `indent`. Nothing is cut: every item is on some line.
  static func wrapped(_ head: String, _ items: [String], indent: String, width: Int = 100)
    -> [String]
  {
    var lines: [String] = []
    var line = head
    var count = head.unicodeScalars.count
    var onlyPrefix = true
    for (index, item) in items.enumerated() {
      let piece = item + (index == items.count - 1 ? "" : ",")
      let length = piece.unicodeScalars.count
      if !onlyPrefix, count + 1 + length > width {
        lines.append(line)
        line = indent + piece
        count = indent.unicodeScalars.count + length
      } else {
        let separator = line.isEmpty || line.hasSuffix(" ") ? "" : " "
        line += separator + piece
        count += separator.count + length
      }
      onlyPrefix = false
    }
    lines.append(line)
    return lines
  }

  /// `by locale: en_US 33, ja_JP 1` over as many lines as it takes.
  static func countLines(_ title: String, _ counts: [(String, Int)], indent: String) -> [String] {
    wrapped(indent + "by \(title):", counts.map { "\($0.0) \($0.1)" }, indent: indent + "    ")
  }
}
