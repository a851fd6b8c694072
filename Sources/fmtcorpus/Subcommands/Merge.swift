import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "merge",
      abstract:
        "Join the shards of a CI matrix: shard folders into one corpus, shard reports into one verdict.",
      discussion: """
        Shard folders ('generate --shard I/N --out DIR', or 'check --shard I/N --pending DIR') \
        are joined into --out DIR: byte for byte the corpus one 'generate' writes, or the \
        pending corpus one 'check --pending' writes, which 'accept --from DIR' takes. Shard \
        reports ('check --shard I/N', JSON) are joined into one report in any --format and one \
        exit code, as one 'check' gives: 0 nothing failing changed, 1 drift in a failing class. \
        --fail-on replaces the shards' own; --ignore adds to theirs. Inputs are told apart by \
        what they hold. A missing or repeated shard, or shards of different plans, engines, \
        versions or shard counts, exit 2 naming the input.
        """)

    @Argument(help: ArgumentHelp("Every shard folder, or every shard report.", valueName: "shard"))
    var inputs: [String] = []

    @OptionGroup var report: ReportOptions<MergeOutput>

    func run() throws {
      let read = try inputs.map(MergeInput.read)
      var folders: [(String, CorpusDirectory)] = []
      var reports: [(String, ShardReport)] = []
      for (path, input) in zip(inputs, read) {
        switch input {
        case .folder(let folder): folders.append((path, folder))
        case .report(let report): reports.append((path, report))
        }
      }
      if let folder = folders.first, let report = reports.first {
        throw MergeError.mixed(folder: folder.0, report: report.0)
      }
      guard !folders.isEmpty || !reports.isEmpty else { throw MergeError.noInputs }
      if !folders.isEmpty {
        guard let out = report.out else { throw MergeError.noOutput }
        let summary = try mergeShardFolders(folders.map(\.1), into: CorpusDirectory(path: out))
        let what = summary.pending ? "pending corpus" : "corpus"
        print(
          "merged \(summary.count) shard\(summary.count == 1 ? "" : "s") into the \(what) \(CorpusDirectory(path: out).label): \(summary.files + 1) files (\(summary.entries) entries)"
        )
        return
      }
      let settings = try report.settings()
      let merged = try mergeShardReports(
        reports.map { $0.1 }, failOn: report.failOn.isEmpty ? nil : settings.failOn,
        ignore: settings.ignore, maxEntries: settings.maxEntries)
      Terminal.exitProcess(
        try FmtCorpusCommand.emit(
          summary: merged.report.summaryLine, exitCode: merged.report.exitCode, options: report
        ) { (output) throws(StoreError) in
          try merged.write(settings.format, useColor: report.useColor, to: output)
        })
    }
  }
}
