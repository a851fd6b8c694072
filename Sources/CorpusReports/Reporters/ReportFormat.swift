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
}

/// What a report shows and what fails, as the options asked: the report's half of a check.
public struct ReportSettings: Sendable {
  public var format: ReportFormat
  /// Classes that fail (exit 1); every class when `--fail-on` was not given.
  public var failOn: Set<ChangeClass>
  public var ignore: Set<ChangeClass>
  /// Changed entries named; nil for every one (`--max-entries all`).
  public var maxEntries: Int?

  public init(
    format: ReportFormat, failOn: Set<ChangeClass>, ignore: Set<ChangeClass>, maxEntries: Int?
  ) {
    self.format = format
    self.failOn = failOn
    self.ignore = ignore
    self.maxEntries = maxEntries
  }
}
