import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "review",
      abstract: "Step through a pending corpus's changes in a terminal and accept or reject each.",
      discussion: """
        Example: fmtcorpus check --pending /tmp/pending; fmtcorpus review --from /tmp/pending. \
        One change at a time, or one folded group (the same edit across many entries, as the text report folds \
        them), in the report's order: old and new with invisible characters named, its class, file:line, and \
        where you are (3/41). Keys:

        \(ReviewSession.keyHelp.map { "  " + $0 }.joined(separator: "\n"))

        Quitting (or deciding the last item) writes the accepted changes into the corpus all at once, as \
        'accept' writes; rejected and skipped changes are left as they are, and so is the pending folder, so a \
        second review starts from what is left. Ctrl-C leaves without writing anything. The entries of one \
        added or removed subtree, and a month whose first weekday moved, are decided together. \
        Needs a terminal on stdin and stdout: without one it exits 2, naming 'accept', the way to take \
        changes non-interactively.
        """)

    @OptionGroup var folders: PendingOptions

    @OptionGroup var planFile: PlanFileOption

    func run() throws {
      // Read (and checked) before the review starts: an ignore is written to it at the end.
      let plan = try planFile.load()
      // The corpus the plan file names, as `check` reads it, unless --corpus says another.
      let corpus =
        folders.stored.directory == nil
        ? plan.map { CorpusDirectory(path: $0.corpusPath) } ?? folders.corpus : folders.corpus
      let step = GateReview(
        pending: folders.pending, corpus: corpus, planFile: plan?.fileName,
        known: try plan?.knownDifferenceList() ?? [])
      let started = try step.start()
      var session = started.session
      // Notes of the comparison (a pending corpus narrowed by --locale) come after the
      // review's own line: the alternate screen would hide them before.
      let notes = started.notes.map { "note: " + MessageText.escaped($0) }
      guard !session.items.isEmpty else {
        print(
          "review: nothing to review: \(MessageText.escaped(corpus.label)) already holds what \(MessageText.escaped(step.pending.label)) holds"
        )
        for note in notes { print(note) }
        return
      }
      guard KeyTerminal.available else {
        throw CheckError.reviewNeedsTerminal(
          pending: folders.directory, corpus: corpus.path)
      }
      let title = "fmtcorpus review \(MessageText.escaped(corpus.label))"
      KeyTerminal.enter()
      var inputEnded = false
      reading: while !session.isFinished {
        let size = KeyTerminal.size
        KeyTerminal.draw(session.screen(width: size.width, height: size.height, title: title))
        guard let keys = KeyTerminal.readKeys() else {
          inputEnded = true
          break
        }
        for key in keys {
          session.press(ReviewSession.Key(key))
          if session.isFinished { break reading }
        }
      }
      KeyTerminal.leave()
      guard !inputEnded else {
        throw CheckError.reviewInputEnded
      }
      let edit = try step.ignoredEdit(session, started: started)
      let summary = try step.finish(session, started: started)
      try edit?.write()
      let known = edit?.count ?? 0
      let (accepted, rejected, left) = session.counts
      let written = summary.files.count
      let ignored = known > 0 ? "\(known) ignored, " : ""
      var line =
        "review: \(accepted) accepted, \(rejected) rejected, \(ignored)\(left) skipped of \(session.changes.count) changes; wrote \(written) file\(written == 1 ? "" : "s") of \(MessageText.escaped(corpus.label))"
      if !summary.removed.isEmpty {
        line += " and removed \(summary.removed.joined(separator: ", ")) (no longer in the plan)"
      }
      if known > 0, let path = plan?.fileName {
        line +=
          "; listed \(known) known difference\(known == 1 ? "" : "s") in \(MessageText.escaped(path, limit: nil))"
      }
      print(line)
      for note in notes { print(note) }
    }
  }
}
