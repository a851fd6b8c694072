import ArgumentParser
import FormatCorpus

#if canImport(Glibc)
  import Glibc
#endif

/// How `check` and `diff` report, and which changes fail.
struct ReportOptions: ParsableArguments {
  @Option(help: "text, json, junit, github or markdown.")
  var format = "text"

  @Option(
    name: .customLong("fail-on"),
    help: ArgumentHelp(
      "Classes that fail (exit 1), comma-separated: whitespace, bidi, digits, punctuation, case, text, order, added, removed (default: all). Others are still reported.",
      valueName: "classes"))
  var failOn: [String] = []

  @Option(
    help: ArgumentHelp("Classes left out of the report entirely, comma-separated.", valueName: "classes"))
  var ignore: [String] = []

  @Option(help: "List at most this many entries; counts always include every change.")
  var maxEntries = "50"

  @Option(help: "Colour in text output: auto (a terminal, and NO_COLOR unset), always or never.")
  var color = "auto"

  /// Validates the options before any work is done.
  func validated() throws -> (failOn: Set<ChangeClass>, ignore: Set<ChangeClass>, maxEntries: Int) {
    let formats = ["text", "json", "junit", "github", "markdown"]
    guard formats.contains(format) else {
      throw InputError.invalidValue(format, option: "--format", expected: "one of: " + formats.joined(separator: ", "))
    }
    guard ["auto", "always", "never"].contains(color) else {
      throw InputError.invalidValue(color, option: "--color", expected: "auto, always or never")
    }
    guard let max = Int(maxEntries), max >= 0 else {
      throw InputError.invalidValue(maxEntries, option: "--max-entries", expected: "a whole number, 0 or more")
    }
    let failOn = try ChangeClass.parseList(failOn, option: "--fail-on")
    let ignore = try ChangeClass.parseList(ignore, option: "--ignore")
    return (failOn.isEmpty ? Set(ChangeClass.allCases) : failOn, ignore, max)
  }

  /// Prints the report in the chosen format and exits with its code.
  func emit(_ outcome: CheckOutcome, annotationRoot: String) throws -> Never {
    let (failOn, ignore, maxEntries) = try validated()
    let report = CheckReport(
      oldLabel: outcome.stored.label, newLabel: outcome.fresh.label, old: outcome.stored.manifest,
      new: outcome.fresh.manifest, changes: outcome.changes, failOn: failOn, ignore: ignore,
      annotationRoot: annotationRoot, maxEntries: maxEntries, notes: outcome.notes)
    let useColor = color == "always" || (color == "auto" && isatty(1) == 1 && getenv("NO_COLOR") == nil)
    let text: String
    switch format {
    case "json": text = JSONReporter().render(report)
    case "junit": text = JUnitReporter(files: outcome.files).render(report)
    case "github": text = GitHubReporter().render(report)
    case "markdown": text = MarkdownReporter().render(report)
    default: text = TextReporter(useColor: useColor).render(report)
    }
    print(text, terminator: "")
    Terminal.exitProcess(report.exitCode)
  }
}
