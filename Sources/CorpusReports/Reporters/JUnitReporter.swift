import CorpusDiff
import CorpusModel

/// JUnit XML: a test case per golden file compared, failing when a failing class changed.
///
/// A test case's failure (or `system-out`) holds one line per change: class, key, line in the
/// annotated file, old → new with invisible characters named. Every file is a test case and
/// every count is exact; `--max-entries N` keeps N change lines in all (failing classes first,
/// then by severity) and says, per file and once for the suite, what it left out.
public struct JUnitReporter: Sendable {
  /// Every file that was compared, changed or not.
  public var files: [String]

  public init(files: [String]) { self.files = files }

  /// XML character data and attribute values: the five markup characters escaped. Text is
  /// made visible before (control characters are not allowed in XML 1.0), line by line.
  static func xml(_ text: String) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): output.append(contentsOf: "&apos;".utf8)
      default: output.append(byte)
      }
    }
    let escaped = String(decoding: output, as: UTF8.self)
    // Line breaks here are the body's own (values were made visible line by line); any other
    // character no output may carry — XML 1.0 forbids most of them anyway — is named.
    return escaped.split(separator: "\n", omittingEmptySubsequences: false)
      .map { MessageText.line(String($0)) }.joined(separator: "\n")
  }

  public func render(_ report: CheckReport) -> String {
    let byFile = Dictionary(grouping: report.changes, by: \.file)
    let (listed, omitted) = report.listed
    let listedByFile = omitted == 0 ? byFile : Dictionary(grouping: listed, by: \.file)
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
      let open =
        #"    <testcase classname="corpus" name="\#(JUnitReporter.xml(InvisibleText.visible(name)))""#
      if failing.isEmpty {
        if changes.isEmpty {
          lines.append(open + "/>")
        } else {
          lines.append(open + ">")
          lines.append(
            "      <system-out>\(body(changes.count, listedByFile[name] ?? [], report))</system-out>"
          )
          lines.append("    </testcase>")
        }
        continue
      }
      let classes = Set(failing.map(\.changeClass)).sorted().map(\.rawValue).joined(separator: ", ")
      lines.append(open + ">")
      lines.append(
        #"      <failure message="\#(failing.count) failing change\#(failing.count == 1 ? "" : "s") (\#(classes))" type="drift">\#(body(changes.count, listedByFile[name] ?? [], report))</failure>"#
      )
      lines.append("    </testcase>")
    }
    if omitted > 0, let limit = report.maxEntries {
      lines.append(
        "    <system-out>\(JUnitReporter.xml("--max-entries \(limit): \(listed.count) of \(report.changes.count) changes listed (failing classes first, then by severity); failure counts include all; --max-entries all lists every one"))</system-out>"
      )
    }
    lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per listed change, each made visible on its own, joined by real newlines, then
  /// escaped; a last line counts the file's changes `--max-entries` left out.
  private func body(_ total: Int, _ changes: [Change], _ report: CheckReport) -> String {
    var lines = changes.map { change in
      let (old, new) = ChangeText.values(change)
      let key = InvisibleText.visible(change.displayKey)
      return
        "[\(change.changeClass.rawValue)] \(key) line \(report.line(change)): \(old ?? "∅") → \(new ?? "∅")"
    }
    if changes.count < total, let limit = report.maxEntries {
      lines.append("… and \(total - changes.count) more not listed (--max-entries \(limit))")
    }
    return JUnitReporter.xml(lines.joined(separator: "\n"))
  }
}
