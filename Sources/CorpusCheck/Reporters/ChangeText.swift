/// Text pieces every reporter shares: old and new values with invisible characters named.
enum ChangeText {
  /// (old, new) as shown: the differing span marked in ⟦ ⟧ and invisible characters named.
  static func values(_ change: Change) -> (old: String?, new: String?) {
    guard let old = change.old, let new = change.new, change.changeClass != .order else {
      return (change.old.map { InvisibleText.visible($0) }, change.new.map { InvisibleText.visible($0) })
    }
    let span = StringClassifier.span(old: old, new: new)
    return (
      InvisibleText.marked(old, prefix: span.prefix, span: span.old),
      InvisibleText.marked(new, prefix: span.prefix, span: span.new)
    )
  }

  /// `corpus/en_US.json:218`.
  static func location(_ change: Change, root: String) -> String {
    root + change.file + (change.line.map { ":\($0)" } ?? "")
  }

  static func summaryLine(_ report: CheckReport) -> String {
    let total = report.changes.count
    let failing = report.failingChanges.count
    let locales = Set(report.changes.map(\.locale)).count
    return "\(total) change\(total == 1 ? "" : "s") (\(failing) failing) in \(locales) file\(locales == 1 ? "" : "s")"
  }
}
