import FormatCorpus
import Foundation
import Testing

/// `review` in a real pseudo-terminal (tmux): keys typed, the screen read, and the corpus's
/// bytes compared with what `accept` writes for the same choice.
@Suite(
  .tags(.icu72),
  .enabled(if: Tmux.available, "tmux is not installed (apt-get install tmux; .ci/run does)"))
struct ReviewTerminalTests {
  let fixture: ReviewFixture
  let tmux: Tmux
  let root: String

  /// The review runs in the pane; when it ends the pane shows its exit status and whether the
  /// terminal is back in canonical mode with echo (`icanon`, `echo`; `-icanon` if not).
  init() throws {
    fixture = try ReviewFixture()
    root = fixture.corpus.path + "/"
    let review = [
      CLI.binary.path, "review", "--from", fixture.pending.path, "--corpus", fixture.corpus.path,
    ]
    .map(Tmux.quoted).joined(separator: " ")
    tmux = try Tmux(
      review
        + "; echo EXIT=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -e '-*icanon' -e '-*echo'; sleep 600"
    )
    _ = try tmux.waitFor("the first item") { $0.first?.hasSuffix("  1/5  removed") == true }
  }

  func after(_ what: String, _ keys: String..., until condition: @escaping ([String]) -> Bool)
    throws -> [String]
  {
    for key in keys { try tmux.send(key) }
    return try tmux.waitFor(what, condition)
  }

  /// The pane once the shell has printed everything after the review: its last line is
  /// stty's `echo` (or `-echo`).
  static func ended(_ lines: [String]) -> Bool { lines.last?.hasSuffix("echo") == true }

  func expected(_ arguments: [String]) throws -> [String: Data] {
    let corpus = try fixture.secondCorpus()
    let result = try CLI.run(
      ["accept", "--from", fixture.pending.path, "--corpus", corpus.path] + arguments)
    try #require(result.status == 0, "\(result.stderr)")
    return try ReviewFixture.snapshot(corpus)
  }

  @Test func aReviewStepsThroughTheItemsAndWritesWhatWasAccepted() throws {
    let pending = try ReviewFixture.snapshot(fixture.pending)
    var screen = try tmux.screen()
    #expect(screen[0] == "fmtcorpus review \(root)  1/5  removed")
    #expect(screen[1] == "1 entry in 1 locale")
    #expect(screen[2] == "  de_DE  (\(root)de_DE.json:1)")
    #expect(screen[3].hasPrefix("    - ") && screen[3].hasSuffix(" entries"))
    let total = fixture.total
    #expect(screen[4] == "so far: 0 accepted, 0 rejected, \(total) left of \(total)")
    #expect(
      screen[5]
        == "a accept · r reject · s skip · i ignore · u undo · c all removed · l all de_DE · q quit · ? help"
    )
    #expect(screen.count == 6)

    screen = try after("the help", "?") { $0.count == 6 + ReviewSession.keyHelp.count }
    #expect(
      Array(screen.suffix(ReviewSession.keyHelp.count)) == ReviewSession.keyHelp.map { "  " + $0 })

    screen = try after("the added week", "r") { $0.first?.hasSuffix("  2/5  added") == true }
    #expect(screen[1] == "added week entries: 2 entries in 1 locale")
    let line = try SmallCorpus.line(fixture.corpus, "en_US.json", of: "\"weeks\": {")
    #expect(
      screen[2]
        == "  en_US › week › weeks › 2024-02-29T17:00:00Z › week  (\(root)en_US.json:\(line))")
    #expect(screen[3] == "    + 9")
    #expect(screen.contains("so far: 0 accepted, 1 rejected, \(total - 1) left of \(total)"))

    screen = try after("en_US's text change", "s") { $0.first?.hasSuffix("  3/5  text") == true }
    #expect(
      screen[2].hasPrefix("  en_US › gregorian › skeletons › MMMMd › string  (\(root)en_US.json:"))
    #expect(screen[3] == "    - January 2⟦8⟧" && screen[4] == "    + January 2⟦7⟧")

    screen = try after("ja_JP's text change", "a") { $0.first?.hasSuffix("  4/5  text") == true }
    #expect(screen[2].hasPrefix("  ja_JP › week › firstWeekday  (\(root)ja_JP.json:"))

    screen = try after("the whitespace group", "a") {
      $0.first?.hasSuffix("  5/5  whitespace") == true
    }
    #expect(
      screen[1]
        == "⟨SP U+0020⟩ → ⟨NNBSP U+202F⟩ before \"PM\": \(fixture.spaced) entries in 1 locale")
    #expect(screen.contains("    + 1:00⟦⟨NNBSP U+202F⟩⟧PM"))
    #expect(screen.contains { $0.hasPrefix("  and ") && $0.hasSuffix(" more") })

    screen = try after("the exit status", "c", until: Self.ended)
    #expect(
      screen == [
        "review: \(2 + fixture.spaced) accepted, 1 rejected, 2 skipped of \(total) changes; wrote 2 files of \(root)",
        "EXIT=0", "icanon", "echo",
      ])
    // Text and whitespace taken, the removal rejected, the added week skipped: what
    // `accept --class text,whitespace` writes, byte for byte.
    #expect(try ReviewFixture.snapshot(fixture.corpus) == expected(["--class", "text,whitespace"]))
    #expect(try ReviewFixture.snapshot(fixture.pending) == pending)
  }

  @Test func quitKeepsWhatWasDecided() throws {
    // Ctrl-Z does not stop the review (the shell would get a terminal without echo): a key.
    let stopped = try after("Ctrl-Z named", "C-z") { $0.last?.hasPrefix("unknown key") == true }
    #expect(stopped.last == "unknown key ⟨SUB U+001A⟩: press ? for the keys")
    _ = try after("en_US's text change", "s", "s") { $0.first?.hasSuffix("  3/5  text") == true }
    let screen = try after("ja_JP's change", "l") { $0.first?.hasSuffix("  4/5  text") == true }
    // en_US's: its 2 added week entries, its text change, its whitespace group.
    #expect(screen.last == "accepted \(3 + fixture.spaced) changes of en_US")
    let done = try after("the exit status", "q", until: Self.ended)
    #expect(
      done == [
        "review: \(3 + fixture.spaced) accepted, 0 rejected, 2 skipped of \(fixture.total) changes; wrote 1 file of \(root)",
        "EXIT=0", "icanon", "echo",
      ])
    #expect(try ReviewFixture.snapshot(fixture.corpus) == expected(["--locale", "en_US"]))
  }

  @Test func ctrlCLeavesWithoutWritingAndRestoresTheTerminal() throws {
    let before = try ReviewFixture.snapshot(fixture.corpus)
    _ = try after("the second item", "a") { $0.first?.hasSuffix("  2/5  added") == true }
    let screen = try after("the exit status", "C-c", until: Self.ended)
    #expect(
      screen == [
        "fmtcorpus: review interrupted: nothing written", "EXIT=130", "icanon", "echo",
      ])
    #expect(try ReviewFixture.snapshot(fixture.corpus) == before)
  }
}
