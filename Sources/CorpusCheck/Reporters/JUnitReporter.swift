/// JUnit XML: a test case per golden file compared, failing when a failing class changed.
public struct JUnitReporter: Sendable {
  /// Every file that was compared, changed or not.
  public var files: [String]

  public init(files: [String]) { self.files = files }

  static func escape(_ text: String) -> String {
    var output = ""
    for scalar in InvisibleText.visible(text).unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&apos;"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  public func render(_ report: CheckReport) -> String {
    let byFile = Dictionary(grouping: report.changes, by: \.file)
    let names = Set(files).union(byFile.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let failures = names.filter { byFile[$0]?.contains(where: report.isFailing) ?? false }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="fmtcorpus" tests="\#(names.count)" failures="\#(failures)">"#,
      #"  <testsuite name="fmtcorpus check" tests="\#(names.count)" failures="\#(failures)">"#,
    ]
    for name in names {
      let changes = byFile[name] ?? []
      let failing = changes.filter(report.isFailing)
      let open = #"    <testcase classname="corpus" name="\#(JUnitReporter.escape(name))""#
      if failing.isEmpty {
        if changes.isEmpty {
          lines.append(open + "/>")
        } else {
          lines.append(open + ">")
          lines.append("      <system-out>\(JUnitReporter.escape(body(changes)))</system-out>")
          lines.append("    </testcase>")
        }
        continue
      }
      let classes = Set(failing.map(\.changeClass)).sorted().map(\.rawValue).joined(separator: ", ")
      lines.append(open + ">")
      lines.append(
        #"      <failure message="\#(failing.count) failing change\#(failing.count == 1 ? "" : "s") (\#(classes))" type="drift">\#(JUnitReporter.escape(body(changes)))</failure>"#)
      lines.append("    </testcase>")
    }
    lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private func body(_ changes: [Change]) -> String {
    changes.map { change in
      let (old, new) = ChangeText.values(change)
      return "[\(change.changeClass.rawValue)] \(change.displayKey) line \(change.line ?? 0): \(old ?? "∅") → \(new ?? "∅")"
    }.joined(separator: "\n")
  }
}
