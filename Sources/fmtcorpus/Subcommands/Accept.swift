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
        never under --artifact. Without --corpus, the corpus is the one the plan file names (--plan, or the \
        nearest fmtcorpus.yml), as check and review read it.
        """)

    @OptionGroup var folders: PendingOptions

    @OptionGroup var planFile: PlanFileOption

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
      // The corpus the plan file names, as `check` and `review` read it, unless --corpus says
      // another: in a team's repository the hint `check --pending` prints works as it is.
      let corpus =
        folders.stored.directory == nil
        ? try planFile.load().map { CorpusDirectory(path: $0.corpusPath) } ?? folders.corpus
        : folders.corpus
      let step = GateAccept(
        pending: folders.pending, corpus: corpus, locales: locales,
        classes: try ChangeClass.parseList(classes, option: "--class"),
        artifacts: try artifacts.parsed())
      let summary = try step.run()
      print(Self.line(summary, step: step))
    }

    /// `accepted 12 text changes in ar into 1 file of corpus/; 40 other changes remain pending
    /// in pending/`: what was taken — counted, with the classes, artifacts and locales chosen —
    /// and, when something was chosen, what the pending corpus still holds.
    static func line(_ summary: AcceptSummary, step: GateAccept) -> String {
      func count(_ number: Int, _ what: String) -> String {
        "\(number) \(what)change\(number == 1 ? "" : "s")"
      }
      let classes =
        step.classes.isEmpty ? "" : summary.classes.map(\.rawValue).joined(separator: ", ") + " "
      var line = "accepted \(count(summary.accepted, classes))"
      if !step.artifacts.isEmpty {
        line += " of " + Artifact.names.filter(step.artifacts.contains).joined(separator: ", ")
      }
      if !step.locales.isEmpty {
        line += " in " + step.locales.map { MessageText.escaped($0) }.joined(separator: ", ")
      }
      let files = summary.files.count
      line += " into \(files) file\(files == 1 ? "" : "s") of \(step.corpus.label)"
      if !summary.removed.isEmpty {
        line += " and removed \(summary.removed.joined(separator: ", ")) (no longer in the plan)"
      }
      let chose = !step.classes.isEmpty || !step.artifacts.isEmpty || !step.locales.isEmpty
      if summary.remaining > 0 {
        let verb = summary.remaining == 1 ? "remains" : "remain"
        line += "; \(count(summary.remaining, "other ")) \(verb) pending in \(step.pending.label)"
      } else if chose {
        line += "; no other change remains pending"
      }
      return line
    }
  }
}
