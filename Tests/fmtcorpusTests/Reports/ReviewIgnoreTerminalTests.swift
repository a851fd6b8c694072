import FormatCorpus
import Foundation
import Testing

/// `review`'s `i` and `u` in a real pseudo-terminal (tmux), with a commented plan file: an
/// ignored change is appended to its known differences when the review ends, every other byte
/// kept; an ignore undone writes nothing.
@Suite(
  .tags(.icu72),
  .enabled(if: Tmux.available, "tmux is not installed (apt-get install tmux; .ci/run does)"))
struct ReviewIgnoreTerminalTests {
  static let plan = """
    # Our gate: the corpus beside this file.
    corpus: corpus

    known-differences:
      # After the ICU 72 upgrade.
      - { key: "en_US › week › firstWeekday", engine: icu, new: "1", reason: "on purpose" }

    # Formats come last.
    locales: [en_US, de_DE, ja_JP]

    """

  static func ended(_ lines: [String]) -> Bool { lines.last?.hasSuffix("echo") == true }

  /// The review of the fixture with `planURL` as its plan file, on its first item (the removed
  /// de_DE file).
  static func review(_ fixture: ReviewFixture, plan planURL: URL) throws -> Tmux {
    let review = [
      CLI.binary.path, "review", "--from", fixture.pending.path, "--corpus", fixture.corpus.path,
      "--plan", planURL.path,
    ]
    .map(Tmux.quoted).joined(separator: " ")
    let tmux = try Tmux(
      review
        + "; echo EXIT=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -e '-*icanon' -e '-*echo'; sleep 600"
    )
    _ = try tmux.waitFor("the first item") { $0.first?.hasSuffix("  1/5  removed") == true }
    return tmux
  }

  static func planFile() throws -> URL {
    let folder = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("fmtcorpus.yml")
    try Data(plan.utf8).write(to: url)
    return url
  }

  @Test func anIgnoreIsAppendedToTheSectionByteForByte() throws {
    let fixture = try ReviewFixture()
    let planURL = try Self.planFile()
    let tmux = try Self.review(fixture, plan: planURL)
    for key in ["i", "q"] { try tmux.send(key) }
    let done = try tmux.waitFor("the exit status", Self.ended)
    #expect(done.contains("EXIT=0"), "\(done)")
    #expect(done.joined().contains("listed 1 known difference in \(planURL.path)"), "\(done)")
    #expect(
      try String(contentsOf: planURL, encoding: .utf8) == """
        # Our gate: the corpus beside this file.
        corpus: corpus

        known-differences:
          # After the ICU 72 upgrade.
          - { key: "en_US › week › firstWeekday", engine: icu, new: "1", reason: "on purpose" }
          - { key: "de_DE", engine: "icu", reason: "ignored in fmtcorpus review (say why)" }

        # Formats come last.
        locales: [en_US, de_DE, ja_JP]

        """)
  }

  @Test func anUndoneIgnoreWritesNothing() throws {
    let fixture = try ReviewFixture()
    let planURL = try Self.planFile()
    let tmux = try Self.review(fixture, plan: planURL)
    try tmux.send("i")
    _ = try tmux.waitFor("the second item") { $0.first?.hasSuffix("  2/5  added") == true }
    try tmux.send("u")
    let back = try tmux.waitFor("back on the first item") {
      $0.first?.hasSuffix("  1/5  removed") == true
        && $0.last == "undid the last decision (1 entry)"
    }
    #expect(back.last == "undid the last decision (1 entry)")
    try tmux.send("q")
    let done = try tmux.waitFor("the exit status", Self.ended)
    #expect(done.contains("EXIT=0"), "\(done)")
    #expect(try String(contentsOf: planURL, encoding: .utf8) == Self.plan)
  }
}
