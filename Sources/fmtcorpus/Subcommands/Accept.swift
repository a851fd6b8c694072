import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Accept: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "accept",
      abstract:
        "Take a pending corpus's changes into the corpus: all, or some locales', classes' or artifacts'.",
      discussion: """
        Example: fmtcorpus check --pending /tmp/pending; fmtcorpus accept --from /tmp/pending \
        --class whitespace (every whitespace change at once), then review the rest. --from takes only a folder \
        'check --pending' wrote, from this corpus's plan and engine. Files the plan no longer names are removed with all \
        changes or --class removed, and only from a full check's pending corpus (never one narrowed by --locale), \
        never under --artifact.
        """)

    @OptionGroup var folders: PendingOptions

    @Option(
      name: .customLong("locale"),
      help: ArgumentHelp("Accept only these locales' files; repeat for more.", valueName: "locale"))
    var locales: [String] = []

    @Option(
      name: .customLong("class"),
      help: ArgumentHelp(
        "Accept only changes of these classes; repeat or comma-separate.", valueName: "class"))
    var classes: [String] = []

    @OptionGroup var artifacts: ArtifactOptions<AcceptArtifacts>

    func run() throws {
      let corpus = folders.corpus
      let step = GateAccept(
        pending: folders.pending, corpus: corpus, locales: locales,
        classes: try ChangeClass.parseList(classes, option: "--class"),
        artifacts: try artifacts.parsed())
      let summary = try step.run()
      var what =
        step.classes.isEmpty
        ? "all changes" : summary.classes.map(\.rawValue).joined(separator: ", ") + " changes"
      if !step.artifacts.isEmpty {
        what += " of " + Artifact.names.filter(step.artifacts.contains).joined(separator: ", ")
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
