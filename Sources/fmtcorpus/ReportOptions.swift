import ArgumentParser
import FormatCorpus

#if canImport(Glibc)
  import Glibc
#endif

/// What `--out` writes, as a command's help says it.
protocol OutputHelp {
  static var out: ArgumentHelp { get }
}

/// `check` and `diff`: `--out` is the report's file.
enum ReportFile: OutputHelp {
  static let out = ArgumentHelp(
    "Write the report to this file instead of stdout.", valueName: "file")
}

/// `merge`: `--out` is the folder shard folders are joined into, or the merged report's file.
enum MergeOutput: OutputHelp {
  static let out = ArgumentHelp(
    "Shard folders: the corpus folder (or pending corpus) to write (required): new, empty, or one to replace. Shard reports: write the report to this file instead of stdout.",
    valueName: "dir|file")
}

/// How `check`, `diff` and `merge` report, and which changes fail. It only parses: the
/// command's `run()` renders, prints and picks the exit code.
///
/// Generic over `--out`'s help only: one group of options, whose `--out` means a report file
/// for `check` and `diff` and also a corpus folder for `merge`, each command's help saying
/// which.
struct ReportOptions<Output: OutputHelp>: ParsableArguments {
  @Option(
    help: "\(spelled(ReportFormat.allCases.map(\.rawValue))) (html needs --out).",
    transform: ReportFormat.parsing)
  var format: ReportFormat?

  @Option(help: Output.out)
  var out: String?

  @Option(
    name: .customLong("fail-on"),
    help: ArgumentHelp(
      "Classes that fail (exit 1), comma-separated, most serious first: \(ChangeClass.list) (default: all). Others are still reported.",
      valueName: "classes"))
  var failOn: [String] = []

  @Option(
    help: ArgumentHelp(
      "Classes left out of the report entirely, comma-separated.", valueName: "classes"))
  var ignore: [String] = []

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Name at most this many changed entries (old and new, or keys), or 'all'; counts stay exact. Default: \(ReportFormat.defaultBounds).",
      valueName: "n|all"),
    transform: EntryBound.parsing)
  var maxEntries: EntryBound?

  @Option(
    help:
      "Colour in text output: auto (a terminal, and NO_COLOR unset or empty), always or never.",
    transform: ColorChoice.parsing)
  var color = ColorChoice.auto

  /// The format asked for, text when none was.
  var reportFormat: ReportFormat { format ?? .text }

  /// `--format html` without `--out`: the page is a file, not a stream.
  func validate() throws {
    if format == .html, out == nil {
      throw InputError.invalidValue(
        "html", option: "--format", expected: "--out FILE with html: the page is a file to open")
    }
  }

  /// The options as values; nothing is rendered or printed.
  ///
  /// - Parameter shard: for `check --shard`: JSON unless told otherwise, every change listed.
  func settings(shard: Bool = false) throws -> ReportSettings {
    let format = shard && self.format == nil ? .json : reportFormat
    let maxEntries = self.maxEntries.map(\.count) ?? format.defaultMaxEntries
    let failOn = try ChangeClass.parseList(failOn, option: "--fail-on")
    let ignore = try ChangeClass.parseList(ignore, option: "--ignore")
    return ReportSettings(
      format: format, failOn: failOn.isEmpty ? Set(ChangeClass.allCases) : failOn,
      ignore: ignore, maxEntries: maxEntries)
  }

  /// Whether text output is coloured: `--color`, the terminal and `NO_COLOR`; never into a file.
  var useColor: Bool {
    TextReporter.wantsColor(
      option: color.rawValue, isTerminal: isatty(1) == 1 && out == nil,
      noColor: getenv("NO_COLOR").map { String(cString: $0) })
  }
}

/// `--max-entries`: a count of changed entries, or `all`, with the text as given (a refusal
/// that names it echoes the user's spelling).
struct EntryBound {
  var text: String
  /// Nil for `all`: every entry.
  var count: Int?

  static func parsing(_ text: String) throws -> EntryBound {
    if text.lowercased() == "all" { return EntryBound(text: text, count: nil) }
    guard let value = Int(text), value >= 0 else {
      throw InputError.invalidValue(
        text, option: "--max-entries", expected: "a whole number, 0 or more, or 'all'")
    }
    return EntryBound(text: text, count: value)
  }
}

/// `--color`: whether text output is coloured.
enum ColorChoice: String, CaseIterable {
  case auto, always, never

  /// Any letter case (`Always`); otherwise the project's one-line refusal naming the values.
  static func parsing(_ text: String) throws -> ColorChoice {
    guard let choice = ColorChoice(rawValue: text.lowercased()) else {
      throw InputError.invalidValue(text, option: "--color", expected: "auto, always or never")
    }
    return choice
  }
}

extension ReportFormat {
  /// `--format`'s value in any letter case (`JSON`); otherwise the project's one-line refusal
  /// naming every format, which `FmtCorpusCommand.main` finds inside ArgumentParser's wrapping.
  static func parsing(_ text: String) throws -> ReportFormat {
    guard let format = ReportFormat(rawValue: text.lowercased()) else {
      throw InputError.invalidValue(
        text, option: "--format",
        expected: "one of: " + allCases.map(\.rawValue).joined(separator: ", "))
    }
    return format
  }

  /// `--max-entries`'s defaults, from each format's ``defaultMaxEntries``: `50 for text, …;
  /// all for json, …`.
  static var defaultBounds: String {
    let bounds = Dictionary(grouping: allCases) { $0.defaultMaxEntries }
    return bounds.keys.sorted { ($0 ?? .max) < ($1 ?? .max) }.map { bound in
      let formats = spelled(bounds[bound]!.map(\.rawValue), conjunction: "and")
      return "\(bound.map(String.init) ?? "all") for \(formats)"
    }.joined(separator: "; ")
  }
}

/// A command whose output `--format` chooses.
protocol ReportingCommand {
  associatedtype Output: OutputHelp
  var report: ReportOptions<Output> { get }
}

extension ReportingCommand {
  /// Whether `--format` asks for GitHub annotations.
  var reportsToGitHub: Bool { report.reportFormat == .github }
}

extension FmtCorpusCommand.Check: ReportingCommand {}
extension FmtCorpusCommand.Diff: ReportingCommand {}
extension FmtCorpusCommand.Merge: ReportingCommand {}

extension FmtCorpusCommand {
  /// Under `--format github`, a run that could not check also leaves an `::error` annotation
  /// (at the file and line a corrupt-corpus error names), so the failure shows in the pull
  /// request and not only in the log. Nil for other formats.
  ///
  /// Before the command parsed (a typed option or a `validate()` refused), the raw arguments
  /// say whether a reporting command was asked for GitHub annotations.
  static func errorAnnotation(
    _ message: String, for error: Error, command: ParsableCommand?,
    arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) -> String? {
    if let reporting = command as? any ReportingCommand {
      guard reporting.reportsToGitHub else { return nil }
    } else if command != nil || !asksForGitHub(arguments) {
      return nil
    }
    let location = (error as? StoreError)?.location
    return GitHubReporter.errorAnnotation(message, file: location?.file, line: location?.line)
  }
}

/// Whether raw arguments run a reporting command (`check`, `diff`, `merge`) with `--format
/// github` (or `--format=github`, any letter case) before `--`.
func asksForGitHub(_ arguments: [String]) -> Bool {
  let reporting: [ParsableCommand.Type] = [
    FmtCorpusCommand.Check.self, FmtCorpusCommand.Diff.self, FmtCorpusCommand.Merge.self,
  ]
  guard let first = arguments.first, reporting.contains(where: { $0._commandName == first })
  else { return false }
  var previous = ""
  for argument in arguments.dropFirst() {
    if argument == "--" { break }
    if previous == "--format" || argument.hasPrefix("--format=") {
      let value = previous == "--format" ? argument : String(argument.dropFirst(9))
      if (try? ReportFormat.parsing(value)) == .github { return true }
    }
    previous = argument
  }
  return false
}
