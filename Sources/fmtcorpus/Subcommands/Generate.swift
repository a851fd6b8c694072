import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "generate",
      abstract: "Write golden files: one per locale, fields.json and manifest.json.",
      discussion: """
        In a folder with no manifest, the plan comes from the flags, with defaults for what is \
        not given: every locale of the engine, gregorian/buddhist/hebrew and each locale's \
        region-preferred calendars (ja_JP japanese, fa_IR persian …), the default zones and \
        instants. The engine is --engine (icu by default) or, in a folder with a manifest, the \
        one it names. \
        With a manifest, the stored plan is regenerated; --locale L adds L to the plan and \
        writes only L's file. Changing calendars, zones or instants of a stored plan needs \
        --replan. Nothing is written until every file has rendered; the folder is then replaced \
        at once (staged in .DIR.fmtcorpus-staging beside it, one writer at a time through \
        .DIR.fmtcorpus-lock), so a killed run leaves the old corpus or the new one.
        """)

    @OptionGroup var plan: PlanOptions

    @OptionGroup var engineOption: EngineOption

    @OptionGroup var planFile: PlanFileOption

    @Option(
      name: .customLong("out"),
      help: ArgumentHelp(
        "The corpus folder (default: the plan file's corpus, else corpus).", valueName: "dir"))
    var out: String?

    @Flag(
      help:
        "Replace the stored plan's calendars, zones and instants with the flags' (defaults for the rest)."
    )
    var replan = false

    // Unconditional: `--jobs -1` is the bad value -1, not a missing value before a flag.
    @Option(parsing: .unconditional, help: "Worker threads (default: every core).")
    var jobs: String?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    // Unconditional: `--shard -1/4` is the bad value -1/4, not a missing value before a flag.
    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "Write only shard I of N (the files whose name hashes to I: FNV-1a 64 of the name, mod N, plus 1) and a shard manifest, for 'fmtcorpus merge'; the plan comes from the plan file (its engines too), else from the flags.",
        valueName: "I/N"))
    var shard: String?

    func run() throws {
      let jobs = try Self.jobs(self.jobs)
      let shard = try self.shard.map { try Shard(parsing: $0) }
      let planFile = try self.planFile.load()
      // A shard of a plan file's corpus takes the file's plan (its engines too), as a whole
      // run does; only flags that would change that plan are refused beside it.
      if let planFile, replan || !plan.isEmpty {
        throw InputError.invalidValue(
          replan ? "--replan" : "--" + plan.firstGiven,
          option: "generate",
          expected:
            "no plan flags with a plan file (\(planFile.fileName)): it is the plan, so edit it (or give --plan of another file)"
        )
      }
      // A plan file of several engines names the corpus's own engine first, and its other
      // engines' parts are keyed by their names: rendering it with another engine would write
      // a manifest whose engine is not the plan's first, a corpus `check` refuses as corrupt.
      if let planFile, let engines = planFile.engines, let own = engines.first,
        let asked = engineOption.name, asked.lowercased() != own.value.lowercased()
      {
        throw InputError.invalidValue(
          asked, option: "--engine",
          expected:
            "'\(MessageText.escaped(own.value))' or no --engine: \(planFile.fileName) lists the corpus's engines, its own first (\(engines.map { MessageText.escaped($0.value) }.joined(separator: ", "))); change 'engines' there to render with another"
        )
      }
      let directory = out ?? planFile?.corpusPath ?? "corpus"
      let folder = CorpusDirectory(path: directory)
      // One writer at a time, from before the manifest is read until the folder is replaced.
      let lock = try CorpusLock.acquire(folder)
      defer { lock.release() }
      let corpus = try StoredCorpus.open(folder)
      // A shard's plan and engine come from the flags, never from the folder.
      let stored = shard == nil ? corpus?.manifest : nil
      if planFile == nil, let stored, let asked = engineOption.name, asked != stored.engine.name,
        !replan
      {
        throw GenerationError.engineChangeNeedsReplan(
          directory: directory, stored: stored.engine.name, asked: asked)
      }
      let engine = try engineOption.make(stored: stored, planFile: planFile)
      var request = try plan.request(
        engine: engine, directory: directory, replan: replan, jobs: jobs)
      request.planFromFile = try planFile?.plan(engine: engine)
      request.shard = shard
      let showProgress = !quiet && Terminal.stderrIsTerminal
      let start = Terminal.monotonicSeconds()
      let summary = try CorpusGenerator(engine: engine).generate(request, stored: corpus) {
        done, total in
        guard showProgress, done == total || done % 16 == 0 else { return }
        Terminal.writeError("\rgenerating: \(done)/\(total) locales")
        if done == total { Terminal.writeError("\n") }
      }
      guard !quiet else { return }
      let planned = Set(summary.plan.resolvedLocales(available: engine.availableLocales))
      for (asked, listed) in summary.aliases {
        // One line: the file is where the user looks for it, and its twin is named.
        var note = "note: \(asked) is not in the \(engine.info.name) engine's list; "
        note += "\(asked).json renders the same data as the listed \(listed)"
        if planned.contains(listed) { note += " (\(listed).json in this corpus)" }
        print(note)
      }
      for asked in plan.locales {
        if let note = legacyLocaleNote(
          asked: asked, resolved: try engine.resolveLocale(asked), file: true)
        {
          print("note: " + note)
        }
      }
      for note in Engines.leftOutNotes(engine: engine, plan: summary.plan) + summary.otherRefusals {
        print("note: " + note)
      }
      if let note = PlanAddition.generateNote(summary.plan, directory: directory) { print(note) }
      let seconds = Terminal.monotonicSeconds() - start
      var line = "wrote \(summary.written.count + 1) files (\(summary.entries) entries, "
      line +=
        "\(summary.bytes / 1024) KiB) to \(MessageText.escaped(CorpusDirectory(path: directory).label, limit: nil)) in "
      line += String(Double(Int(seconds * 10)) / 10) + " s"
      if !summary.removed.isEmpty { line += "; removed \(summary.removed.joined(separator: ", "))" }
      print(line)
    }

    static func jobs(_ text: String?) throws -> Int {
      guard let text else { return ParallelJobs.cores }
      guard let value = Int(text), value >= 1, value <= 256 else {
        throw InputError.invalidValue(
          text, option: "--jobs", expected: "a whole number from 1 to 256")
      }
      return value
    }
  }
}
