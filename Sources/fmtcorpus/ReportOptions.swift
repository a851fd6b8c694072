import ArgumentParser
import FormatCorpus

#if canImport(Glibc)
  import Glibc
#endif

/// How `check` and `diff` report, and which changes fail.
struct ReportOptions: ParsableArguments {
  @Option(help: "text, json, junit, github, markdown or html (html needs --out).")
  var format = "text"

  @Option(help: ArgumentHelp("Write the report to this file instead of stdout.", valueName: "file"))
  var out: String?

  @Option(
    name: .customLong("fail-on"),
    help: ArgumentHelp(
      "Classes that fail (exit 1), comma-separated: whitespace, bidi, digits, punctuation, case, text, order, added, removed (default: all). Others are still reported.",
      valueName: "classes"))
  var failOn: [String] = []

  @Option(
    help: ArgumentHelp(
      "Classes left out of the report entirely, comma-separated.", valueName: "classes"))
  var ignore: [String] = []

  @Option(
    help: "Show old and new for at most this many entries; every key and count is still listed.")
  var maxEntries = "50"

  @Option(
    help: "Colour in text output: auto (a terminal, and NO_COLOR unset or empty), always or never.")
  var color = "auto"

  /// Validates the options before any work is done.
  func validated() throws -> (failOn: Set<ChangeClass>, ignore: Set<ChangeClass>, maxEntries: Int) {
    let formats = ["text", "json", "junit", "github", "markdown", "html"]
    guard formats.contains(format) else {
      throw InputError.invalidValue(
        format, option: "--format", expected: "one of: " + formats.joined(separator: ", "))
    }
    if format == "html", out == nil {
      throw InputError.invalidValue(
        format, option: "--format", expected: "--out FILE with html: the page is a file to open")
    }
    guard ["auto", "always", "never"].contains(color) else {
      throw InputError.invalidValue(color, option: "--color", expected: "auto, always or never")
    }
    guard let max = Int(maxEntries), max >= 0 else {
      throw InputError.invalidValue(
        maxEntries, option: "--max-entries", expected: "a whole number, 0 or more")
    }
    let failOn = try ChangeClass.parseList(failOn, option: "--fail-on")
    let ignore = try ChangeClass.parseList(ignore, option: "--ignore")
    return (failOn.isEmpty ? Set(ChangeClass.allCases) : failOn, ignore, max)
  }

  /// Prints the report in the chosen format and exits with its code.
  ///
  /// - Parameter side: the corpus locations point into, files and lines alike: `check` the
  ///   stored corpus (`.old`), `diff` the second one (`.new`).
  func emit(_ outcome: CheckOutcome, annotating side: Change.Side) throws -> Never {
    let (failOn, ignore, maxEntries) = try validated()
    let report = CheckReport(
      oldLabel: outcome.stored.label, newLabel: outcome.fresh.label, old: outcome.stored.manifest,
      new: outcome.fresh.manifest, changes: outcome.changes, failOn: failOn, ignore: ignore,
      annotationRoot: side == .old ? outcome.stored.label : outcome.fresh.label,
      annotatedSide: side,
      maxEntries: maxEntries, notes: outcome.notes)
    let useColor = TextReporter.wantsColor(
      option: color, isTerminal: isatty(1) == 1,
      noColor: getenv("NO_COLOR").map { String(cString: $0) })
    let text: String
    switch format {
    case "json": text = JSONReporter().render(report)
    case "junit": text = JUnitReporter(files: outcome.files).render(report)
    case "github": text = GitHubReporter().render(report)
    case "markdown": text = MarkdownReporter().render(report)
    case "html":
      text = HTMLReporter(oldFiles: outcome.stored.files, newFiles: outcome.fresh.files)
        .render(report)
    default: text = TextReporter(useColor: useColor && out == nil).render(report)
    }
    if let out {
      try writeReport(text, to: out)
      // One line on stdout says where the report went and the verdict.
      print("wrote \(out): " + report.summaryLine)
    } else {
      print(text, terminator: "")
    }
    Terminal.exitProcess(report.exitCode)
  }
}

/// A command whose output `--format` chooses.
protocol ReportingCommand {
  var report: ReportOptions { get }
}

extension FmtCorpusCommand.Check: ReportingCommand {}
extension FmtCorpusCommand.Diff: ReportingCommand {}

extension ReportOptions {
  /// Under `--format github`, a run that could not check also leaves an `::error` annotation
  /// (at the file and line a corrupt-corpus error names), so the failure shows in the pull
  /// request and not only in the log. Nil for other formats, or before the command parsed.
  static func errorAnnotation(_ message: String, for error: Error, command: ParsableCommand?)
    -> String?
  {
    guard let reporting = command as? ReportingCommand, reporting.report.format == "github" else {
      return nil
    }
    let location = (error as? StoreError)?.location
    return GitHubReporter.errorAnnotation(message, file: location?.file, line: location?.line)
  }
}
