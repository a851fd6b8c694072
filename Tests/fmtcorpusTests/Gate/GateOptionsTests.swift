import CorpusModel
import Foundation
import TestSupport
import Testing

/// The gate's options end to end: `--artifact` on check, diff and accept, each format's bound,
/// and progress only where a person watches.
@Suite(.tags(.icu72)) struct GateOptionsTests {
  let corpus: URL
  /// en_US's entries the edit turns back (each `1:00 PM`), by artifact, counted in the file as
  /// generated: the whitespace changes `check` must find, whatever artifacts write the time.
  let spaced: [String: Int]

  /// Every change `check` must find: the whitespace ones and ja_JP's first weekday (`text`).
  var changes: [String: Int] { spaced.merging(["week": 1], uniquingKeysWith: +) }
  var total: Int { changes.values.reduce(0, +) }

  /// en_US with the ICU 72 drift reversed (styles, skeletons) and ja_JP's week changed.
  init() throws {
    corpus = CLI.temporaryDirectory()
    try MadeOnce.corpus(["--locale", "en_US", "--locale", "ja_JP"], at: corpus)
    spaced = try GoldenLines(contentsOf: corpus.appendingPathComponent("en_US.json"))
      .sections(containing: "\u{202F}PM")
    // What the tests narrow by must be there to narrow.
    try #require(spaced["styles", default: 0] > 0 && spaced["skeletons", default: 0] > 0)
    try CorpusEdits.edit(corpus, "en_US.json") {
      $0.replacingOccurrences(of: "\u{202F}PM", with: " PM")
    }
    try CorpusEdits.edit(corpus, "ja_JP.json") {
      $0.replacingOccurrences(of: "\"firstWeekday\": 1,", with: "\"firstWeekday\": 2,")
    }
  }

  func json(_ arguments: [String]) throws -> [String: Any] {
    let result = try CLI.run(arguments + ["--format", "json"])
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  func byArtifact(_ object: [String: Any]) -> [String: Int]? {
    (object["summary"] as? [String: Any])?["byArtifact"] as? [String: Int]
  }

  @Test func artifactNarrowsCheckDiffAndAccept() throws {
    let counts = byArtifact(try json(["check", "--corpus", corpus.path]))
    #expect(counts == changes)
    let week = try CLI.run(["check", "--corpus", corpus.path, "--artifact", "week"])
    #expect(week.status == 1)
    #expect(
      week.stdout.contains(
        "note: narrowed by --artifact to week: other artifacts were not judged\n"))
    #expect(week.stdout.contains("1 change (1 failing) in 1 file\n"))
    #expect(
      byArtifact(try json(["check", "--corpus", corpus.path, "--artifact", "Skeletons,week"]))
        == ["skeletons": spaced["skeletons"]!, "week": 1])
    let wheels = try CLI.run(["check", "--corpus", corpus.path, "--artifact", "wheels"])
    #expect(wheels.status == 0)
    // A name no artifact can have; the message lists the registry's, in its order.
    let bad = try CLI.run(["check", "--corpus", corpus.path, "--artifact", "no-such-artifact"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr
        == "fmtcorpus: error: invalid value 'no-such-artifact' for --artifact (expected artifacts from: \(Artifact.names.joined(separator: ", ")))\n"
    )

    let pending = CLI.temporaryDirectory()
    #expect(try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path]).status == 1)
    #expect(
      byArtifact(try json(["diff", corpus.path, pending.path, "--artifact", "styles"]))
        == ["styles": spaced["styles"]!])
    let accepted = try CLI.run([
      "accept", "--from", pending.path, "--corpus", corpus.path, "--artifact", "skeletons",
    ])
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(
      accepted.stdout
        == "accepted \(changes["skeletons"]!) changes of skeletons into 1 file of \(corpus.path)/; \(total - changes["skeletons"]!) other changes remain pending in \(pending.path)/\n"
    )
    var left = changes
    left["skeletons"] = nil
    #expect(byArtifact(try json(["check", "--corpus", corpus.path])) == left)
    let rest = try CLI.run([
      "accept", "--from", pending.path, "--corpus", corpus.path, "--artifact",
      left.keys.sorted().joined(separator: ","),
    ])
    #expect(rest.status == 0, "\(rest.stderr)")
    #expect(try CLI.run(["check", "--corpus", corpus.path]).status == 0)
  }

  /// Text names 50 entries by default, JSON every one; `--max-entries` bounds JSON too and
  /// `all` lifts text's bound; anything else is refused.
  @Test func eachFormatHasItsBound() throws {
    let text = try CLI.run(["check", "--corpus", corpus.path])
    #expect(
      text.stdout.contains(
        "(--max-entries 50: 50 of \(total) changed entries named; the counts include all \(total); --max-entries all names every one)\n"
      ))
    let all = try CLI.run(["check", "--corpus", corpus.path, "--max-entries", "ALL"])
    #expect(!all.stdout.contains("--max-entries"))
    #expect(all.stdout.contains("ja_JP › week › firstWeekday"))
    let full = try json(["check", "--corpus", corpus.path])
    #expect((full["changes"] as? [Any])?.count == total)
    let bounded = try json(["check", "--corpus", corpus.path, "--max-entries", "1"])
    #expect((bounded["changes"] as? [[String: Any]])?.map { $0["class"] as? String } == ["text"])
    #expect((bounded["summary"] as? [String: Any])?["omitted"] as? Int == total - 1)
    let github = try CLI.run(["check", "--corpus", corpus.path, "--format", "github"])
    let annotations = github.stdout.split(separator: "\n").filter {
      $0.hasPrefix("::error ") || $0.hasPrefix("::warning ")
    }
    #expect(annotations.count == 50)
    #expect(
      annotations.first?.contains("title=fmtcorpus text::ja_JP › week › firstWeekday") == true)
    let junit = try CLI.run(["check", "--corpus", corpus.path, "--format", "junit"])
    // Every whitespace change listed, each on a line of its own (a file's first after `>`).
    let listed = ["\n", ">"].map {
      junit.stdout.components(separatedBy: $0 + "[whitespace] ").count - 1
    }
    #expect(listed.reduce(0, +) == spaced.values.reduce(0, +))
    #expect(!junit.stdout.contains("not listed"))
    let bad = try CLI.run(["check", "--corpus", corpus.path, "--max-entries=-1"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr
        == "fmtcorpus: error: invalid value '-1' for --max-entries (expected a whole number, 0 or more, or 'all')\n"
    )
  }

  /// Progress goes to a terminal only: never into redirected output, never with a format for
  /// machines, even on a terminal.
  @Test func checkShowsProgressOnlyOnATerminal() throws {
    let redirected = try CLI.run(["check", "--corpus", corpus.path])
    #expect(redirected.stderr == "")
    func onTerminal(_ arguments: [String]) throws -> String {
      let command = ([CLI.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
      let result = try CLI.run(
        ["-qfec", command, "/dev/null"], executable: URL(fileURLWithPath: "/usr/bin/script"))
      return result.stdout
    }
    #expect(try onTerminal(["check", "--corpus", corpus.path]).contains("checking: 2/2 locales"))
    #expect(
      !(try onTerminal(["check", "--corpus", corpus.path, "--format", "json"]).contains(
        "checking:")))
  }
}
