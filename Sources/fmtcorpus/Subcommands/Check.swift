import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "The CI gate: regenerate the stored plan and compare it with the corpus.",
      discussion: """
        With a plan file (fmtcorpus.yml, or --plan FILE), first compares its plan with the one the corpus was made with: \
        each difference is one line, and the exit code 1. \
        Renders with the engine the manifest names, or with --engine E to preview an upgrade (icu → icu@78.3): the report leads with the engine change. Never writes the corpus. Exit 0: nothing failing changed. 1: drift in a failing class. \
        2: bad input, an unreadable corpus (named with file and line) or one whose manifest records do not match its files. 3: the engine failed. \
        --pending DIR keeps the fresh corpus for 'fmtcorpus accept --from DIR': DIR must be a new or empty folder outside the corpus, \
        or one an earlier 'check --pending' wrote. On a terminal, text output shows progress on stderr. \
        --shard I/N checks one slice of a CI matrix and writes its complete JSON report; 'fmtcorpus merge' joins the N reports into one verdict.
        """)

    @OptionGroup var stored: CorpusOption

    @OptionGroup var planFile: PlanFileOption

    @Option(
      name: .customLong("locale"),
      help: ArgumentHelp("Check only these locales; repeat for more.", valueName: "locale"))
    var locales: [String] = []

    @OptionGroup var artifacts: ArtifactOptions<JudgeArtifacts>

    @Option(
      help: ArgumentHelp(
        "Also write the fresh corpus here: a new or empty folder, or an earlier pending corpus (never the corpus).",
        valueName: "dir"))
    var pending: String?

    @Option(parsing: .unconditional, help: "Worker threads (default: every core).")
    var jobs: String?

    // Unconditional: `--shard -1/4` is the bad value -1/4, not a missing value before a flag.
    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "Check only shard I of N (the files whose name hashes to I: FNV-1a 64 of the name, mod N, plus 1) and write its complete JSON report for 'fmtcorpus merge'; with --pending, that shard's pending files.",
        valueName: "I/N"))
    var shard: String?

    // Not the shared `EngineOption` group: check's engine is a preview (the stored plan rendered
    // with another engine, or OLD=NEW naming the corpus's engine too), which the group's help
    // ("The engine that renders: …, or the corpus manifest's") cannot say truthfully. One help
    // text per meaning, so two declarations.
    @Option(
      help: ArgumentHelp(
        "Preview an upgrade: render the stored plan with this engine instead of the manifest's (\(Engines.spellings.joined(separator: ", "))), or OLD=NEW naming the corpus's engine too. Never writes the corpus; --pending keeps the render for a whole 'accept'.",
        valueName: "engine"))
    var engine: String?

    @Option(
      name: .customLong("icu-libs"),
      help: ArgumentHelp(
        "A folder with one ICU version's libicudata, libicuuc and libicui18n, for a corpus pinned to icu@VERSION or --engine icu@VERSION (default: $\(Engines.icuLibrariesVariable), else the fetch cache).",
        valueName: "dir"))
    var icuLibraries: String?

    @OptionGroup var report: ReportOptions<ReportFile>

    /// `--shard` with options a shard cannot honour, refused before anything is read.
    func validate() throws {
      if shard != nil { try Self.refuseWithShard(locales: locales, report: report) }
    }

    func run() throws {
      let shard = try self.shard.map { try Shard(parsing: $0) }
      var settings = try report.settings(shard: shard != nil)
      var corpus = stored.corpus
      if let planFile = try self.planFile.load() {
        if stored.directory == nil { corpus = CorpusDirectory(path: planFile.corpusPath) }
        settings.known = try planFile.knownDifferenceList()
        let lines = try PlanFileGate(planFile: planFile, corpus: corpus).differences()
        guard lines.isEmpty else {
          for line in lines { print(MessageText.escaped(line, limit: nil)) }
          Terminal.exitProcess(1)
        }
      }
      let step = GateCheck(
        corpus: corpus, locales: locales,
        artifacts: try artifacts.parsed(), pending: pending.map(CorpusDirectory.init),
        jobs: try Generate.jobs(jobs), shard: shard, icuLibraries: icuLibraries, engine: engine)
      let showProgress = Check.showsProgress(
        format: settings.format, stdoutIsTerminal: Terminal.stdoutIsTerminal,
        stderrIsTerminal: Terminal.stderrIsTerminal)
      let outcome = try step.run { done, total in
        guard showProgress, done == total || done % 16 == 0 else { return }
        Terminal.writeError("\rchecking: \(done)/\(total) locales")
        if done == total { Terminal.writeError("\r\u{1B}[K") }
      }
      if let shardCheck = outcome.shard {
        let report = outcome.report(settings, annotating: .old)
        let block = ShardReport.block(
          shardCheck, report: report, corpus: outcome.stored.manifest!,
          fresh: outcome.fresh.manifest!, failOn: settings.failOn, ignore: settings.ignore,
          files: outcome.files)
        Terminal.exitProcess(
          try FmtCorpusCommand.emit(
            summary: report.summaryLine, exitCode: report.exitCode, options: self.report
          ) { (output) throws(StoreError) in
            try JSONReporter().write(report, extra: ["shard": block], to: output)
          })
      }
      Terminal.exitProcess(
        try FmtCorpusCommand.printReport(outcome, settings, annotating: .old, options: report))
    }

    /// A shard checks its whole slice and reports every change of it, in JSON, for a merge:
    /// `--locale`, another format and `--max-entries` are refused rather than ignored.
    static func refuseWithShard(locales: [String], report: ReportOptions<ReportFile>) throws {
      if let locale = locales.first {
        throw InputError.invalidValue(
          locale, option: "--locale",
          expected: "no --locale with --shard: a shard checks its whole slice of the plan")
      }
      if let format = report.format, format != .json {
        throw InputError.invalidValue(
          format.rawValue, option: "--format",
          expected:
            "json with --shard (the default): a shard writes the report 'fmtcorpus merge' joins; give other formats to merge"
        )
      }
      if let limit = report.maxEntries {
        throw InputError.invalidValue(
          limit.text, option: "--max-entries",
          expected:
            "none with --shard: a shard's report lists every change; give --max-entries to 'fmtcorpus merge'"
        )
      }
    }

    /// Progress only for a person watching: text output, with stdout and stderr both on a
    /// terminal — never in a redirected report, a log or a machine-read format.
    static func showsProgress(format: ReportFormat, stdoutIsTerminal: Bool, stderrIsTerminal: Bool)
      -> Bool
    {
      format == .text && stdoutIsTerminal && stderrIsTerminal
    }
  }
}

extension FmtCorpusCommand {
  /// Prints an outcome's report — to stdout, or to `--out` with one line on stdout saying where
  /// and the verdict — and returns its exit code (0, or 1 on failing drift). Only `check`'s and
  /// `diff`'s `run()` call it; the option group only parsed.
  static func printReport(
    _ outcome: CheckOutcome, _ settings: ReportSettings, annotating side: Change.Side,
    options: ReportOptions<some OutputHelp>
  ) throws -> Int32 {
    let report = outcome.report(settings, annotating: side)
    return try emit(summary: report.summaryLine, exitCode: report.exitCode, options: options) {
      (output) throws(StoreError) in
      try settings.format.write(
        report, old: outcome.stored, new: outcome.fresh, files: outcome.files,
        useColor: options.useColor, to: output)
    }
  }

  /// Writes a report as it is made — to stdout, or to `--out` with one line on stdout saying
  /// where and the verdict — and returns `exitCode`. `write` hands `output` the report's
  /// pieces (`ReportFormat.write`); a report file replaces `--out` only once it is whole.
  static func emit(
    summary: String, exitCode: Int32, options: ReportOptions<some OutputHelp>,
    _ write: (_ output: (UnsafeBufferPointer<UInt8>) throws(StoreError) -> Void)
      throws(StoreError) -> Void
  ) throws -> Int32 {
    if let out = options.out {
      try writeReport(to: out, write)
      print("wrote \(out): " + summary)
    } else {
      try write { piece in Terminal.writeOutput(piece) }
    }
    return exitCode
  }
}
