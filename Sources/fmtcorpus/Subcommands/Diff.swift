import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "diff",
      abstract: "Compare two stored corpora (two machines, two ICU versions) the way check does.")

    @Argument(help: "The old corpus folder.") var old: String
    @Argument(help: "The new corpus folder.") var new: String

    @OptionGroup var artifacts: ArtifactOptions<JudgeArtifacts>

    @OptionGroup var report: ReportOptions<ReportFile>

    func run() throws {
      let settings = try report.settings()
      let outcome = try GateDiff(
        old: CorpusDirectory(path: old), new: CorpusDirectory(path: new),
        artifacts: try artifacts.parsed()
      ).run()
      Terminal.exitProcess(
        try FmtCorpusCommand.printReport(outcome, settings, annotating: .new, options: report))
    }
  }
}
