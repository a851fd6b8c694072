import FormatCorpus
import Foundation
import Testing

/// `review` without a terminal: the session driven in process, written through `GateReview`,
/// compared byte for byte with what `accept` writes for the same choice; and the CLI's answers
/// where there is no terminal or nothing to review.
@Suite(.tags(.icu72)) struct ReviewTests {
  let fixture: ReviewFixture

  init() throws { fixture = try ReviewFixture() }

  /// Skips items until `wanted` holds for the one on screen.
  static func skip(
    _ session: inout ReviewSession, until wanted: (ReviewSession.Item, [Change]) -> Bool
  ) throws {
    while let current = session.current {
      let item = session.items[current]
      if wanted(item, session.open(current).map { session.changes[$0] }) { return }
      session.press(.skip)
    }
    Issue.record("no item matched")
  }

  /// Runs `keys` after skipping to the first item that `wanted` picks, then quits and writes.
  func review(
    until wanted: (ReviewSession.Item, [Change]) -> Bool, _ keys: [ReviewSession.Key]
  ) throws -> (AcceptSummary, ReviewSession) {
    let step = fixture.step
    let started = try step.start()
    var session = started.session
    try Self.skip(&session, until: wanted)
    for key in keys { session.press(key) }
    session.press(.quit)
    return (try step.finish(session, started: started), session)
  }

  /// `accept` into `corpus`, which must change.
  func accept(_ corpus: URL, _ arguments: [String]) throws {
    let before = try ReviewFixture.snapshot(corpus)
    let result = try CLI.run(
      ["accept", "--from", fixture.pending.path, "--corpus", corpus.path] + arguments)
    try #require(result.status == 0, "\(result.stderr)")
    try #require(try ReviewFixture.snapshot(corpus) != before, "accept \(arguments) took nothing")
  }

  @Test func theItemsAreTheTextReportsEditsInSeverityOrder() throws {
    let session = try fixture.step.start().session
    #expect(session.items.map(\.changeClass) == [.removed, .added, .text, .text, .whitespace])
    #expect(session.items.map(\.changes.count) == [1, 2, 1, 1, fixture.spaced])
    #expect(session.items[1].description == "added week entries")
    #expect(
      session.items.map { Set($0.changes.map { session.changes[$0].file }).sorted() } == [
        ["de_DE.json"], ["en_US.json"], ["en_US.json"], ["ja_JP.json"], ["en_US.json"],
      ])
  }

  /// `c` on an item accepts its class: the same bytes as `accept --class`, for every class
  /// the fixture has — a removed file, an added subtree, strings in two files, a group.
  @Test(arguments: [ChangeClass.removed, .added, .text, .whitespace])
  func acceptingAClassIsAcceptClass(_ changeClass: ChangeClass) throws {
    let expected = try fixture.secondCorpus()
    try accept(expected, ["--class", changeClass.rawValue])
    let (summary, session) = try review(
      until: { item, _ in item.changeClass == changeClass }, [.acceptClass])
    #expect(session.accepted.allSatisfy { $0.changeClass == changeClass })
    #expect(summary.classes == [changeClass])
    #expect(try ReviewFixture.snapshot(fixture.corpus) == ReviewFixture.snapshot(expected))
    // The records are right: check reports the rest of the drift, never a corrupt corpus.
    let check = try CLI.run(["check", "--corpus", fixture.corpus.path])
    #expect(check.status == 1 && check.stderr.isEmpty)
    #expect(!check.stdout.contains("\(changeClass.rawValue): "))
  }

  /// `l` on a change of one locale accepts that locale: `accept --locale`'s bytes.
  @Test(arguments: ["en_US", "ja_JP", "de_DE"])
  func acceptingALocaleIsAcceptLocale(_ locale: String) throws {
    let expected = try fixture.secondCorpus()
    try accept(expected, ["--locale", locale])
    let (_, session) = try review(
      until: { _, changes in changes.allSatisfy { $0.locale == locale } }, [.acceptLocale])
    #expect(Set(session.accepted.map(\.locale)) == [locale])
    #expect(try ReviewFixture.snapshot(fixture.corpus) == ReviewFixture.snapshot(expected))
    #expect(try CLI.run(["check", "--corpus", fixture.corpus.path]).stderr.isEmpty)
  }

  /// Accepting every item is accepting everything: the corpus becomes the pending corpus, and
  /// takes its engine versions as `accept` does.
  @Test func acceptingEveryItemIsAcceptingEverything() throws {
    let expected = try fixture.secondCorpus()
    try accept(expected, [])
    let step = fixture.step
    let started = try step.start()
    var session = started.session
    while !session.isFinished { session.press(.accept) }
    let summary = try step.finish(session, started: started)
    #expect(summary.files == ["en_US.json", "ja_JP.json"] && summary.removed == ["de_DE.json"])
    #expect(try ReviewFixture.snapshot(fixture.corpus) == ReviewFixture.snapshot(expected))
    let check = try CLI.run(["check", "--corpus", fixture.corpus.path])
    #expect(check.status == 0 && check.stdout.hasSuffix("engine: unchanged\nok: no changes\n"))
  }

  /// A mix no `accept` can say — one text change of en_US, its whitespace group, not its
  /// other text change — leaves exactly the rest for the next check, with right records.
  @Test func aMixOfDecisionsLeavesExactlyTheRest() throws {
    let step = fixture.step
    let started = try step.start()
    var session = started.session
    session.press(.reject)  // de_DE's removal
    session.press(.skip)  // en_US's added week
    session.press(.accept)  // en_US's January 28 → 27
    session.press(.reject)  // ja_JP's first weekday
    session.press(.accept)  // the whitespace group
    #expect(session.isFinished && !session.hasQuit)
    #expect(session.counts == (1 + fixture.spaced, 2, 2))
    let summary = try step.finish(session, started: started)
    #expect(summary.files == ["en_US.json"] && summary.removed.isEmpty)
    let rest = try diffCorpora(
      CorpusDirectory(path: fixture.corpus.path), CorpusDirectory(path: fixture.pending.path))
    #expect(
      rest.changes.map { "\($0.changeClass) \($0.displayKey)" } == [
        "removed de_DE",
        "added en_US › week › weeks › 2024-02-29T17:00:00Z › week",
        "added en_US › week › weeks › 2024-02-29T17:00:00Z › yearForWeekOfYear",
        "text ja_JP › week › firstWeekday",
      ])
    let check = try CLI.run(["check", "--corpus", fixture.corpus.path])
    #expect(check.status == 1 && check.stderr.isEmpty)
    #expect(check.stdout.contains("4 changes (4 failing) in 3 files\n"))
    // The pending folder stays: a second review starts from what is left.
    #expect(try fixture.step.start().session.changes.count == 4)
  }

  @Test func rejectingAndSkippingWriteNothing() throws {
    let before = try ReviewFixture.snapshot(fixture.corpus)
    let step = fixture.step
    let started = try step.start()
    var session = started.session
    session.press(.reject)
    session.press(.skip)
    session.press(.quit)
    let summary = try step.finish(session, started: started)
    #expect(summary.files.isEmpty && summary.removed.isEmpty)
    #expect(try ReviewFixture.snapshot(fixture.corpus) == before)
    #expect(try ReviewFixture.snapshot(fixture.pending).count > 0)
  }

  /// The corpus changed under the review (another accept ran): nothing is written, and the
  /// error says to review again.
  @Test func aCorpusChangedDuringTheReviewIsNotWritten() throws {
    let step = fixture.step
    let started = try step.start()
    var session = started.session
    session.press(.accept)
    try accept(fixture.corpus, ["--class", "text"])
    let after = try ReviewFixture.snapshot(fixture.corpus)
    #expect(
      throws: CheckError.corpusChangedDuringReview(
        corpus: fixture.corpus.path, pending: fixture.pending.path)
    ) {
      try step.finish(session, started: started)
    }
    #expect(try ReviewFixture.snapshot(fixture.corpus) == after)
  }

  @Test func withoutATerminalItRefusesAndNamesAccept() throws {
    let before = try ReviewFixture.snapshot(fixture.corpus)
    let result = try CLI.run([
      "review", "--from", fixture.pending.path, "--corpus", fixture.corpus.path,
    ])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "fmtcorpus: error: review reads keys from a terminal, and stdin or stdout is not one: without a terminal, take changes with 'fmtcorpus accept --from \(fixture.pending.path) --corpus \(fixture.corpus.path)' (--class, --locale, --artifact choose which)\n"
    )
    #expect(try ReviewFixture.snapshot(fixture.corpus) == before)
  }

  @Test func badFoldersAreRefusedAsAcceptRefusesThem() throws {
    let itself = try CLI.run([
      "review", "--from", fixture.corpus.path, "--corpus", fixture.corpus.path,
    ])
    #expect(itself.status == 2)
    #expect(
      itself.stderr
        == "fmtcorpus: error: --from '\(fixture.corpus.path)' is the corpus folder '\(fixture.corpus.path)' itself: nothing to accept; give the folder 'fmtcorpus check --pending DIR' wrote\n"
    )
    let notPending = try CLI.run([
      "review", "--from", try fixture.secondCorpus().path, "--corpus", fixture.corpus.path,
    ])
    #expect(notPending.status == 2)
    #expect(
      notPending.stderr.hasSuffix(
        "(its manifest.json has no pending mark): accept takes only a folder 'fmtcorpus check --pending DIR' wrote\n"
      ))
  }

  @Test func nothingToReviewSaysSoWithoutATerminal() throws {
    try accept(fixture.corpus, [])
    let result = try CLI.run([
      "review", "--from", fixture.pending.path, "--corpus", fixture.corpus.path,
    ])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(
      result.stdout
        == "review: nothing to review: \(fixture.corpus.path)/ already holds what \(fixture.pending.path)/ holds\n"
    )
  }

  /// A pending corpus narrowed by `--locale` holds only its locales' files: the review says so.
  @Test func aNarrowedPendingCorpusIsNamedInANote() throws {
    try accept(fixture.corpus, [])
    let narrowed = CLI.temporaryDirectory()
    let check = try CLI.run([
      "check", "--corpus", fixture.corpus.path, "--locale", "ja_JP", "--pending", narrowed.path,
    ])
    try #require(check.status == 0, "\(check.stderr)")
    let result = try CLI.run(["review", "--from", narrowed.path, "--corpus", fixture.corpus.path])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(
      result.stdout
        == "review: nothing to review: \(fixture.corpus.path)/ already holds what \(narrowed.path)/ holds\nnote: \(narrowed.path)/ holds only the files of a check narrowed by --locale: files it lacks were not judged\n"
    )
  }

  @Test func helpListsTheKeys() throws {
    let help = try CLI.run(["review", "--help"])
    #expect(help.status == 0)
    for line in ReviewSession.keyHelp {
      #expect(help.stdout.contains("  " + line + "\n"), "\(line)")
    }
    #expect(
      help.stdout.contains(
        "USAGE: fmtcorpus review --from <dir> [--corpus <dir>] [--plan <file>]\n"))
  }
}
