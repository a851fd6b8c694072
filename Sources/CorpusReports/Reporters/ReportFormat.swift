import CorpusDiff

/// How a report is written: the `--format` values, and each one's default bound.
public enum ReportFormat: String, CaseIterable, Sendable {
  case text, json, junit, github, markdown, html

  /// `--max-entries` when not given: the human formats stay readable (text and Markdown name
  /// 50 changed entries, GitHub annotates 50); JSON and JUnit, which tools read, list every
  /// change; the HTML page has its own caps.
  public var defaultMaxEntries: Int? {
    switch self {
    case .text, .markdown, .github: 50
    case .json, .junit, .html: nil
    }
  }

  /// The report in this format.
  ///
  /// - Parameters:
  ///   - old, new: the two sides compared (the HTML page draws pickers from their files).
  ///   - files: every golden file compared (JUnit lists passing files too).
  ///   - useColor: ANSI colour in text.
  public func render(
    _ report: CheckReport, old: CorpusSide, new: CorpusSide, files: [String], useColor: Bool
  ) -> String {
    switch self {
    case .text: TextReporter(useColor: useColor).render(report)
    case .json: JSONReporter().render(report)
    case .junit: JUnitReporter(files: files).render(report)
    case .github: GitHubReporter().render(report)
    case .markdown: MarkdownReporter().render(report)
    case .html: HTMLReporter(old: old, new: new).render(report)
    }
  }

  /// The bytes a report written as it goes holds before handing them on: JSON and JUnit go
  /// out in pieces of about this size (a record larger than it goes in one piece).
  static let pieceSize = 1 << 20

  /// Writes the report in this format, handing `output` its bytes in pieces, in order.
  ///
  /// JSON and JUnit list every change, so they are written as they are made, a piece at a
  /// time, and never held whole (``JSONReporter/write(_:extra:to:)``). The other formats are
  /// bounded (`--max-entries`, the page's caps): each is rendered, then handed on in one
  /// piece.
  ///
  /// - Parameter output: takes each piece; what it throws ends the report there.
  public func write<E: Error>(
    _ report: CheckReport, old: CorpusSide, new: CorpusSide, files: [String], useColor: Bool,
    to output: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) {
    switch self {
    case .json: try JSONReporter().write(report, to: output)
    case .junit: try JUnitReporter(files: files).write(report, to: output)
    case .text, .github, .markdown, .html:
      let bytes = Array(
        render(report, old: old, new: new, files: files, useColor: useColor).utf8)
      try bytes.withUnsafeBufferPointer { (piece) throws(E) in try output(piece) }
    }
  }
}

/// What a report shows and what fails, as the options asked: the report's half of a check.
public struct ReportSettings: Sendable {
  public var format: ReportFormat
  /// Classes that fail (exit 1); every class when `--fail-on` was not given.
  public var failOn: Set<ChangeClass>
  public var ignore: Set<ChangeClass>
  /// Changed entries named; nil for every one (`--max-entries all`).
  public var maxEntries: Int?
  /// The plan file's known differences: matching changes are reported as known, not failing.
  public var known: [KnownDifference] = []

  public init(
    format: ReportFormat, failOn: Set<ChangeClass>, ignore: Set<ChangeClass>, maxEntries: Int?
  ) {
    self.format = format
    self.failOn = failOn
    self.ignore = ignore
    self.maxEntries = maxEntries
  }
}
