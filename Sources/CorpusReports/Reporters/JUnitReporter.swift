import CorpusDiff
import CorpusModel

/// JUnit XML: a test case per golden file compared, failing when a failing class changed.
///
/// A test case's failure (or `system-out`) holds one line per change: class, key, line in the
/// annotated file, old → new with invisible characters named. Every file is a test case and
/// every count is exact; `--max-entries N` keeps N change lines in all (failing classes first,
/// then by severity) and says, per file and once for the suite, what it left out.
///
/// A change the plan file lists as a known difference passes: its file's `system-out` has a
/// `[known]` line with the reason. A stale known difference is a line of the suite's
/// `system-out`, as the other reports say it without failing.
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

  /// The report whole, as ``write(_:to:)`` writes it.
  public func render(_ report: CheckReport) -> String {
    var bytes: [UInt8] = []
    write(report) { bytes.append(contentsOf: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the report as it goes, a test case at a time, handing `output` a piece of about a
  /// megabyte at a time: a diff of two engines' corpora makes a 59 MB report, and built whole
  /// (its lines, joined, then copied for the file) it took the diff to 354 MB.
  ///
  /// - Parameter output: takes each piece, in order; what it throws ends the report there.
  public func write<E: Error>(
    _ report: CheckReport, to output: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) {
    var pending: [UInt8] = []
    pending.reserveCapacity(ReportFormat.pieceSize + (1 << 16))
    func line(_ text: String) throws(E) {
      pending.append(contentsOf: text.utf8)
      pending.append(UInt8(ascii: "\n"))
      if pending.count >= ReportFormat.pieceSize {
        try pending.withUnsafeBufferPointer { (piece) throws(E) in try output(piece) }
        pending.removeAll(keepingCapacity: true)
      }
    }
    let byFile = Dictionary(grouping: report.changes, by: \.file)
    let (listed, omitted) = report.listed
    let listedByFile = omitted == 0 ? byFile : Dictionary(grouping: listed, by: \.file)
    let knownByFile = Dictionary(grouping: report.known, by: \.change.file)
    let names = Set(files).union(byFile.keys).union(knownByFile.keys).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
    let failures = names.filter { byFile[$0]?.contains(where: report.isFailing) ?? false }.count
    try line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    try line(#"<testsuites name="fmtcorpus" tests="\#(names.count)" failures="\#(failures)">"#)
    try line(
      #"  <testsuite name="fmtcorpus check" tests="\#(names.count)" failures="\#(failures)">"#)
    for name in names {
      let changes = byFile[name] ?? []
      let known = knownByFile[name] ?? []
      let failing = changes.filter(report.isFailing)
      let open =
        #"    <testcase classname="corpus" name="\#(JUnitReporter.xml(InvisibleText.visible(name)))""#
      if failing.isEmpty {
        if changes.isEmpty && known.isEmpty {
          try line(open + "/>")
        } else {
          try line(open + ">")
          let lines = (changes.isEmpty ? [] : [body(changes.count, listedByFile[name] ?? [], report)])
            + (known.isEmpty ? [] : [knownBody(known, report)])
          try line("      <system-out>\(lines.joined(separator: "\n"))</system-out>")
          try line("    </testcase>")
        }
        continue
      }
      let classes = Set(failing.map(\.changeClass)).sorted().map(\.rawValue).joined(separator: ", ")
      try line(open + ">")
      try line(
        #"      <failure message="\#(failing.count) failing change\#(failing.count == 1 ? "" : "s") (\#(classes))" type="drift">\#(body(changes.count, listedByFile[name] ?? [], report))</failure>"#
      )
      if !known.isEmpty { try line("      <system-out>\(knownBody(known, report))</system-out>") }
      try line("    </testcase>")
    }
    // The suite's own lines, in one element: what --max-entries left out, then stale entries.
    var suite = report.knownLines.filter { $0.hasPrefix("stale: ") }
    if omitted > 0, let limit = report.maxEntries {
      suite.insert(
        "--max-entries \(limit): \(listed.count) of \(report.changes.count) changes listed (failing classes first, then by severity); failure counts include all; --max-entries all lists every one",
        at: 0)
    }
    if !suite.isEmpty {
      try line("    <system-out>\(JUnitReporter.xml(suite.joined(separator: "\n")))</system-out>")
    }
    try line("  </testsuite>")
    try line("</testsuites>")
    try pending.withUnsafeBufferPointer { (piece) throws(E) in try output(piece) }
  }

  /// One line per known change: the change as ``body(_:_:_:)`` writes it, then the reason the
  /// plan file gives. Every known change is listed: `--max-entries` bounds the judged ones.
  private func knownBody(_ known: [CheckReport.KnownChange], _ report: CheckReport) -> String {
    let lines = known.map { item in
      let (old, new) = ChangeText.values(item.change)
      let key = InvisibleText.visible(item.change.displayKey)
      return
        "[known] \(key) line \(report.line(item.change)): \(old ?? "∅") → \(new ?? "∅"): "
        + InvisibleText.visible(item.known.reason)
    }
    return JUnitReporter.xml(lines.joined(separator: "\n"))
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
