import CorpusDiff
import CorpusModel

/// GitHub Actions workflow commands: an annotation at the golden file's line per change.
public struct GitHubReporter: Sendable {
  public init() {}

  /// An `::error` annotation for a run that could not check (exit 2), at the file and line
  /// when the error names them, so the failure shows in the pull request.
  public static func errorAnnotation(_ message: String, file: String?, line: Int?) -> String {
    var properties = ["title=fmtcorpus"]
    if let file { properties.insert("file=" + escapeProperty(file), at: 0) }
    if let line, file != nil { properties.insert("line=\(line)", at: 1) }
    return "::error " + properties.joined(separator: ",") + "::" + escapeData(message)
  }

  /// A message: `%`, CR and LF percent-encoded (by scalar: `"\r\n"` is one Character). Line
  /// breaks in a message are the report's own layout (values were escaped where they were
  /// written); any other character no output may carry is named (`⟨ESC U+001B⟩`).
  static func escapeData(_ text: String) -> String { escape(text, property: false) }

  /// A property value (`file=`, `title=`): also `:` and `,`, which would end it.
  static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

  private static func escape(_ text: String, property: Bool) -> String {
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": output.append(contentsOf: "%25".unicodeScalars)
      case "\r": output.append(contentsOf: "%0D".unicodeScalars)
      case "\n": output.append(contentsOf: "%0A".unicodeScalars)
      case ":" where property: output.append(contentsOf: "%3A".unicodeScalars)
      case "," where property: output.append(contentsOf: "%2C".unicodeScalars)
      case _ where MessageText.isUnsafe(scalar):
        output.append(contentsOf: MessageText.named(scalar).unicodeScalars)
      default: output.append(scalar)
      }
    }
    return String(output)
  }

  public func render(_ report: CheckReport) -> String {
    var lines: [String] = []
    if !report.engineChanges.isEmpty {
      let engine = report.engineChanges.map(\.text).joined(
        separator: ", ")
      lines.append("::notice title=fmtcorpus engine::\(GitHubReporter.escapeData(engine))")
    }
    // The verdict leads the log (and closes it, where a CI log is read from the end).
    var summary = ChangeText.summaryLine(report)
    if report.changes.isEmpty {
      summary = "no changes"
      if let files = report.filesCompared {
        summary += " in \(files) file\(files == 1 ? "" : "s") compared"
      }
      summary += ChangeText.knownCount(report)
    }
    let opening = lines.count
    let verdict =
      report.failingChanges.isEmpty ? "fmtcorpus: ok: \(summary)" : "fmtcorpus: fail: \(summary)"
    lines.append(verdict)
    // Failing classes first, then by severity: GitHub shows only the first annotations of a step.
    let ordered = report.prioritized
    let limit = report.maxEntries ?? ordered.count
    for change in ordered.prefix(limit) {
      let level = report.isFailing(change) ? "error" : "warning"
      let (old, new) = ChangeText.values(change)
      let message = "\(change.displayKey)\n- \(old ?? "∅")\n+ \(new ?? "∅")"
      let file = GitHubReporter.escapeProperty(report.locationFile(change))
      let title = GitHubReporter.escapeProperty("fmtcorpus \(change.changeClass.rawValue)")
      lines.append(
        "::\(level) file=\(file),line=\(report.line(change)),title=\(title)::\(GitHubReporter.escapeData(message))"
      )
    }
    if report.changes.count > limit {
      let more = report.changes.count - limit
      lines.append(
        "::notice title=fmtcorpus::\(more) more change\(more == 1 ? "" : "s") not annotated (--max-entries \(limit); --max-entries all annotates every one)"
      )
    }
    for item in report.known {
      let file = GitHubReporter.escapeProperty(report.locationFile(item.change))
      let message =
        "\(item.change.displayKey)\nknown difference: "
        + MessageText.escaped(item.known.reason, limit: nil)
      lines.append(
        "::notice file=\(file),line=\(report.line(item.change)),title=fmtcorpus known::\(GitHubReporter.escapeData(message))"
      )
    }
    for line in report.knownLines where line.hasPrefix("stale: ") {
      lines.append(
        "::warning title=fmtcorpus stale known difference::\(GitHubReporter.escapeData(line))")
    }
    for month in report.months {
      let file = GitHubReporter.escapeProperty(report.locationFile(month.change))
      let message = ([month.displayKey] + month.lines).joined(separator: "\n")
      lines.append(
        "::notice file=\(file),line=\(report.line(month.change)),title=fmtcorpus month::\(GitHubReporter.escapeData(message))"
      )
    }
    // Once when nothing was annotated after it.
    if lines.count > opening + 1 { lines.append(verdict) }
    // Only the annotations above begin with `::`; every other line gets the common last check.
    return lines.map { $0.hasPrefix("::") ? $0 : MessageText.line($0) }.joined(separator: "\n")
      + "\n"
  }
}

extension String {
  func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
