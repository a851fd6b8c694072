import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The CI gate: regenerate the stored plan and compare it with the corpus.",
      discussion: """
        Renders with the engine the manifest names. Never writes the corpus. Exit 0: nothing failing changed. 1: drift in a failing class. \
        2: bad input, an unreadable corpus (named with file and line) or one whose manifest records do not match its files. 3: the engine failed. \
        --pending DIR keeps the fresh corpus for 'fmtcorpus accept --from DIR': DIR must be a new or empty folder outside the corpus, \
        or one an earlier 'check --pending' wrote. On a terminal, text output shows progress on stderr.
        """)

    @Option(name: .customLong("corpus"), help: ArgumentHelp("The corpus folder.", valueName: "dir"))
    var directory = "corpus"

    @Option(
      name: .customLong("locale"),
      help: ArgumentHelp("Check only these locales; repeat for more.", valueName: "locale"))
    var locales: [String] = []

    @Option(
      name: .customLong("artifact"),
      help: ArgumentHelp(
        "Judge only these artifacts (\(Change.artifacts.joined(separator: ", "))); repeat or comma-separate.",
        valueName: "artifact"))
    var artifacts: [String] = []

    @Option(
      help: ArgumentHelp(
        "Also write the fresh corpus here: a new or empty folder, or an earlier pending corpus (never the corpus).",
        valueName: "dir"))
    var pending: String?

    @Option(parsing: .unconditional, help: "Worker threads (default: every core).")
    var jobs: String?

    @OptionGroup var report: ReportOptions

    func run() throws {
      let settings = try report.settings()
      let step = CheckStep(
        corpus: CorpusDirectory(path: directory), locales: locales,
        artifacts: try ArtifactList.parse(artifacts), pending: pending.map(CorpusDirectory.init),
        jobs: try Generate.jobs(jobs))
      let showProgress = Check.showsProgress(
        format: settings.format, stdoutIsTerminal: Terminal.stdoutIsTerminal,
        stderrIsTerminal: Terminal.stderrIsTerminal)
      let outcome = try step.run { done, total in
        guard showProgress, done == total || done % 16 == 0 else { return }
        Terminal.writeError("\rchecking: \(done)/\(total) locales")
        if done == total { Terminal.writeError("\r\u{1B}[K") }
      }
      Terminal.exitProcess(
        try FmtCorpusCommand.printReport(outcome, settings, annotating: .old, options: report))
    }

    /// Progress only for a person watching: text output, with stdout and stderr both on a
    /// terminal — never in a redirected report, a log or a machine-read format.
    static func showsProgress(format: ReportFormat, stdoutIsTerminal: Bool, stderrIsTerminal: Bool)
      -> Bool
    {
      format == .text && stdoutIsTerminal && stderrIsTerminal
    }
  }

  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Compare two stored corpora (two machines, two ICU versions) the way check does.")

    @Argument(help: "The old corpus folder.") var old: String
    @Argument(help: "The new corpus folder.") var new: String

    @Option(
      name: .customLong("artifact"),
      help: ArgumentHelp(
        "Judge only these artifacts (\(Change.artifacts.joined(separator: ", "))); repeat or comma-separate.",
        valueName: "artifact"))
    var artifacts: [String] = []

    @OptionGroup var report: ReportOptions

    func run() throws {
      let settings = try report.settings()
      let outcome = try DiffStep(
        old: CorpusDirectory(path: old), new: CorpusDirectory(path: new),
        artifacts: try ArtifactList.parse(artifacts)
      ).run()
      Terminal.exitProcess(
        try FmtCorpusCommand.printReport(outcome, settings, annotating: .new, options: report))
    }
  }

  struct Accept: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Take a pending corpus's changes into the corpus: all, or some locales', classes' or artifacts'.",
      discussion: """
        Example: fmtcorpus check --pending /tmp/pending; fmtcorpus accept --from /tmp/pending \
        --class whitespace (every whitespace change at once), then review the rest. --from takes only a folder \
        'check --pending' wrote, from this corpus's plan and engine. Files the plan no longer names are removed with all \
        changes or --class removed, and only from a full check's pending corpus (never one narrowed by --locale), \
        never under --artifact.
        """)

    @Option(
      name: .customLong("from"),
      help: ArgumentHelp("The pending corpus written by check --pending.", valueName: "dir"))
    var pending: String

    @Option(name: .customLong("corpus"), help: ArgumentHelp("The corpus folder.", valueName: "dir"))
    var directory = "corpus"

    @Option(
      name: .customLong("locale"),
      help: ArgumentHelp("Accept only these locales' files; repeat for more.", valueName: "locale"))
    var locales: [String] = []

    @Option(
      name: .customLong("class"),
      help: ArgumentHelp(
        "Accept only changes of these classes; repeat or comma-separate.", valueName: "class"))
    var classes: [String] = []

    @Option(
      name: .customLong("artifact"),
      help: ArgumentHelp(
        "Accept only changes of these artifacts (\(Change.artifacts.joined(separator: ", "))); repeat or comma-separate.",
        valueName: "artifact"))
    var artifacts: [String] = []

    func run() throws {
      let corpus = CorpusDirectory(path: directory)
      let step = AcceptStep(
        pending: CorpusDirectory(path: pending), corpus: corpus, locales: locales,
        classes: try ChangeClass.parseList(classes, option: "--class"),
        artifacts: try ArtifactList.parse(artifacts))
      let summary = try step.run()
      var what =
        step.classes.isEmpty
        ? "all changes" : summary.classes.map(\.rawValue).joined(separator: ", ") + " changes"
      if !step.artifacts.isEmpty {
        what += " of " + Change.artifacts.filter(step.artifacts.contains).joined(separator: ", ")
      }
      let count = summary.files.count
      var line = "accepted \(what) into \(count) file\(count == 1 ? "" : "s") of \(corpus.label)"
      if !summary.removed.isEmpty {
        line += " and removed \(summary.removed.joined(separator: ", ")) (no longer in the plan)"
      }
      print(line)
    }
  }
}

extension FmtCorpusCommand {
  /// Prints an outcome's report — to stdout, or to `--out` with one line on stdout saying where
  /// and the verdict — and returns its exit code (0, or 1 on failing drift). Only `check`'s and
  /// `diff`'s `run()` call it; the option group only parsed.
  static func printReport(
    _ outcome: CheckOutcome, _ settings: ReportSettings, annotating side: Change.Side,
    options: ReportOptions
  ) throws -> Int32 {
    let report = outcome.report(settings, annotating: side)
    let text = settings.format.render(
      report, old: outcome.stored, new: outcome.fresh, files: outcome.files,
      useColor: options.useColor)
    if let out = options.out {
      try writeReport(text, to: out)
      print("wrote \(out): " + report.summaryLine)
    } else {
      print(text, terminator: "")
    }
    return report.exitCode
  }
}
