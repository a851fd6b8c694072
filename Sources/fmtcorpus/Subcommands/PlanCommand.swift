import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "plan",
      abstract: "Print the plan a plan file (fmtcorpus.yml) resolves to, and which file it is.",
      discussion: """
        Every value is checked as its generate flag checks it, with the plan file's engine (or \
        --engine, else icu). Exit 2 when there is no plan file or one of its values is refused.
        """)

    @OptionGroup var planFile: PlanFileOption

    @OptionGroup var engineOption: EngineOption

    func run() throws {
      guard let file = try planFile.load() else { throw PlanFileMissing() }
      let engine = try engineOption.make(planFile: file)
      let plan = try file.plan(engine: engine)
      print("plan file: \(MessageText.escaped(file.fileName, limit: nil))")
      for line in try PlanFileSummary.lines(file, plan: plan, engine: engine.info.name) {
        print(line)
      }
    }
  }
}

/// `plan` with no plan file to read: the one line says where it looked and how to make one.
struct PlanFileMissing: Error, CustomStringConvertible {
  var description: String {
    "no plan file (\(PlanFile.name)) in this folder or its parents up to the folder holding .git: run 'fmtcorpus init', or give --plan FILE"
  }
}
