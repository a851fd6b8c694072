/// GitHub Actions workflow commands: an annotation at the golden file's line per change.
public struct GitHubReporter: Sendable {
  public init() {}

  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences("%", "%25").replacingOccurrences("\r", "%0D").replacingOccurrences("\n", "%0A")
  }

  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(":", "%3A").replacingOccurrences(",", "%2C")
  }

  public func render(_ report: CheckReport) -> String {
    var lines: [String] = []
    if !report.engineChanges.isEmpty {
      let engine = report.engineChanges.map { "\($0.name) \($0.old) → \($0.new)" }.joined(separator: ", ")
      lines.append("::notice title=fmtcorpus engine::\(GitHubReporter.escapeData(engine))")
    }
    // Failing changes first: GitHub shows only the first annotations of a step.
    let ordered = report.changes.filter(report.isFailing) + report.changes.filter { !report.isFailing($0) }
    for change in ordered.prefix(report.maxEntries) {
      let level = report.isFailing(change) ? "error" : "warning"
      let (old, new) = ChangeText.values(change)
      let message = "\(change.displayKey)\n- \(old ?? "∅")\n+ \(new ?? "∅")"
      let file = GitHubReporter.escapeProperty(report.annotationRoot + change.file)
      let line = change.line.map { ",line=\($0)" } ?? ""
      let title = GitHubReporter.escapeProperty("fmtcorpus \(change.changeClass.rawValue)")
      lines.append("::\(level) file=\(file)\(line),title=\(title)::\(GitHubReporter.escapeData(message))")
    }
    if report.changes.count > report.maxEntries {
      lines.append("::notice title=fmtcorpus::\(report.changes.count - report.maxEntries) more changes not annotated (--max-entries \(report.maxEntries))")
    }
    let summary = ChangeText.summaryLine(report)
    lines.append(report.failingChanges.isEmpty ? "fmtcorpus: ok: \(summary)" : "fmtcorpus: fail: \(summary)")
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
