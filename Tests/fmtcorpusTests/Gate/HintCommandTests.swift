import Foundation
import TestSupport
import Testing

/// Hints name the corpus they act on, and `accept` says what it took (issue 41, "smaller
/// things"): in a team's repository the corpus is not `./corpus`, and the `accept` a check
/// suggested without `--corpus` failed there.
@Suite(.tags(.icu72)) struct HintCommandTests {
  /// The working folder of the run; the corpus sits in it at `team/dates`, not `corpus`.
  let root: URL
  var corpus: URL { root.appendingPathComponent("team/dates") }

  init() throws {
    root = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("team"), withIntermediateDirectories: true)
    try MadeOnce.corpus(["--locale", "en_US", "--locale", "ja_JP"], at: corpus)
    // The ICU 72 drift in reverse in en_US (whitespace), and one text change in ja_JP.
    try CorpusEdits.edit(corpus, "en_US.json", record: true) {
      $0.replacingOccurrences(of: "\u{202F}PM", with: " PM")
    }
    try CorpusEdits.edit(corpus, "ja_JP.json", record: true) {
      $0.replacingOccurrences(of: "\"firstWeekday\": 1,", with: "\"firstWeekday\": 2,")
    }
  }

  /// The command inside a note's `'…'` after `marker`, split into its words.
  static func command(in output: String, after marker: String) throws -> [String] {
    let start = try #require(output.range(of: marker + "'"))
    let rest = output[start.upperBound...]
    let end = try #require(rest.firstIndex(of: "'"))
    return rest[..<end].split(separator: " ").map(String.init)
  }

  @Test func theAcceptACheckSuggestsRunsVerbatimOnACorpusAtAnotherPath() throws {
    let check = try CLI.run(
      ["check", "--corpus", "team/dates", "--pending", "fresh"], in: root)
    #expect(check.status == 1, "\(check.stderr)")
    #expect(
      check.stdout.contains(
        "the fresh corpus is in fresh/ (accept with 'fmtcorpus accept --from fresh --corpus team/dates')"
      ), "\(check.stdout)")
    let words = try Self.command(in: check.stdout, after: "accept with ")
    #expect(words.first == "fmtcorpus")
    let accept = try CLI.run(Array(words.dropFirst()), in: root)
    #expect(accept.status == 0, "\(accept.stderr)")
    #expect(accept.stdout == "accepted 245 changes into 2 files of team/dates/\n")
    #expect(try CLI.run(["check", "--corpus", "team/dates"], in: root).status == 0)
  }

  /// A path a shell would split is quoted in the hint, so the printed command still runs.
  @Test func aPathWithASpaceIsQuotedInTheHint() throws {
    let check = try CLI.run(
      ["check", "--corpus", "team/dates", "--pending", "fresh corpus"], in: root)
    #expect(check.status == 1, "\(check.stderr)")
    #expect(
      check.stdout.contains(
        "(accept with 'fmtcorpus accept --from \"fresh corpus\" --corpus team/dates')"),
      "\(check.stdout)")
  }

  /// `--locale` says how many changes it took, where, and what is still pending.
  @Test func acceptOfOneLocaleSaysWhatItTookAndWhatRemains() throws {
    let pending = root.appendingPathComponent("fresh")
    #expect(
      try CLI.run(["check", "--corpus", "team/dates", "--pending", "fresh"], in: root).status == 1)
    let ja = try CLI.run(
      ["accept", "--from", "fresh", "--corpus", "team/dates", "--locale", "ja-JP"], in: root)
    #expect(ja.status == 0, "\(ja.stderr)")
    #expect(
      ja.stdout
        == "accepted 1 change in ja-JP into 1 file of team/dates/; 244 other changes remain pending in fresh/\n"
    )
    let text = try CLI.run(
      ["accept", "--from", pending.path, "--corpus", "team/dates", "--class", "text"], in: root)
    #expect(
      text.stdout
        == "accepted 0 text changes into 0 files of team/dates/; 244 other changes remain pending in \(pending.path)/\n"
    )
    let rest = try CLI.run(
      ["accept", "--from", "fresh", "--corpus", "team/dates", "--locale", "en_US"], in: root)
    #expect(
      rest.stdout
        == "accepted 244 changes in en_US into 1 file of team/dates/; no other change remains pending\n"
    )
  }

  /// The shards' note says to merge their pending folders, then accept into the corpus they
  /// checked: both commands, run as printed (DIR named), take the drift in.
  @Test func theMergeAndAcceptAShardedCheckSuggestsRunAsPrinted() throws {
    for index in 1...2 {
      let shard = try CLI.run(
        [
          "check", "--corpus", "team/dates", "--shard", "\(index)/2", "--pending", "p\(index)",
          "--out", "r\(index).json",
        ], in: root)
      #expect(shard.status <= 1, "\(shard.stderr)")
    }
    let merged = try CLI.run(["merge", "r1.json", "r2.json"], in: root)
    #expect(merged.status == 1, "\(merged.stderr)")
    #expect(
      merged.stdout.contains(
        "join them with 'fmtcorpus merge --out DIR p1 p2', then accept with 'fmtcorpus accept --from DIR --corpus team/dates'"
      ), "\(merged.stdout)")
    let join = try Self.command(in: merged.stdout, after: "join them with ")
      .map { $0 == "DIR" ? "fresh" : $0 }
    #expect(try CLI.run(Array(join.dropFirst()), in: root).status == 0)
    let accept = try Self.command(in: merged.stdout, after: "then accept with ")
      .map { $0 == "DIR" ? "fresh" : $0 }
    let accepted = try CLI.run(Array(accept.dropFirst()), in: root)
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(try CLI.run(["check", "--corpus", "team/dates"], in: root).status == 0)
  }
}
