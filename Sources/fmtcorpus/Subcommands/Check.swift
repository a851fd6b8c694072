import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The CI gate: regenerate the stored plan and compare it with the corpus.",
      discussion: """
        Renders with the engine the manifest names. Never writes the corpus. Exit 0: nothing failing changed. 1: drift in a failing class. \
        2: bad input, an unreadable corpus (named with file and line) or one whose manifest records do not match its files. 3: the engine failed. \
        --pending DIR keeps the fresh corpus for 'fmtcorpus accept --from DIR'; it must be a folder outside the corpus.
        """)

    @Option(name: .customLong("corpus"), help: ArgumentHelp("The corpus folder.", valueName: "dir"))
    var directory = "corpus"

    @Option(
      name: .customLong("locale"),
      help: ArgumentHelp("Check only these locales; repeat for more.", valueName: "locale"))
    var locales: [String] = []

    @Option(
      help: ArgumentHelp(
        "Also write the fresh corpus here (never into the corpus).", valueName: "dir"))
    var pending: String?

    @Option(help: "Worker threads (default: every core).")
    var jobs: String?

    @OptionGroup var report: ReportOptions

    func run() throws {
      _ = try report.validated()
      let jobs = try Generate.jobs(self.jobs)
      let corpus = CorpusDirectory(path: directory)
      // The engine the corpus was made with, so a check compares like with like.
      let engine = try Engines.make(for: corpus.requireManifest(), of: corpus)
      let locales = try locales.map(engine.resolveLocale)
      let outcome = try CorpusGenerator(engine: engine).check(
        directory: corpus, locales: locales, pending: pending.map(CorpusDirectory.init(path:)),
        jobs: jobs)
      try report.emit(outcome, annotating: .old)
    }
  }

  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Compare two stored corpora (two machines, two ICU versions) the way check does.")

    @Argument(help: "The old corpus folder.") var old: String
    @Argument(help: "The new corpus folder.") var new: String
    @OptionGroup var report: ReportOptions

    func run() throws {
      _ = try report.validated()
      let outcome = try diffCorpora(CorpusDirectory(path: old), CorpusDirectory(path: new))
      try report.emit(outcome, annotating: .new)
    }
  }

  struct Accept: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Take a pending corpus's changes into the corpus: all, a locale's, or a class's.",
      discussion: """
        Example: fmtcorpus check --pending /tmp/pending; fmtcorpus accept --from /tmp/pending \
        --class whitespace (every whitespace change at once), then review the rest. The pending corpus must \
        come from this corpus's plan and engine. Files the plan no longer names are removed with all \
        changes or --class removed, and only from a full check's pending corpus (never one narrowed by --locale).
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

    func run() throws {
      let classes = try ChangeClass.parseList(classes, option: "--class")
      let corpus = CorpusDirectory(path: directory)
      // The same spelling rules as everywhere else: `zh-TW` is `zh_TW.json`.
      let locales =
        try self.locales.isEmpty
        ? []
        : self.locales.map(Engines.make(for: corpus.requireManifest(), of: corpus).resolveLocale)
      let summary = try acceptPending(
        from: CorpusDirectory(path: pending), into: corpus, locales: locales, classes: classes)
      let what =
        classes.isEmpty
        ? "all changes" : summary.classes.map(\.rawValue).joined(separator: ", ") + " changes"
      let count = summary.files.count
      var line = "accepted \(what) into \(count) file\(count == 1 ? "" : "s") of \(corpus.label)"
      if !summary.removed.isEmpty {
        line += " and removed \(summary.removed.joined(separator: ", ")) (no longer in the plan)"
      }
      print(line)
    }
  }
}
