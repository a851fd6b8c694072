import CorpusStore
import GoldenFormat
import TestSupport
import Testing

@testable import CorpusReports
import CorpusDiff

/// `review`'s state machine without a terminal: items in the text report's order, keys to
/// decisions, and the screen as lines.
@Suite struct ReviewSessionTests {
  static func change(
    _ file: String, _ path: [String], _ changeClass: ChangeClass, _ old: String?, _ new: String?,
    line: Int = 10
  ) -> Change {
    Change(
      file: file, path: path, changeClass: changeClass, old: old, new: new,
      oldLine: old == nil ? nil : line, newLine: new == nil ? nil : line)
  }

  static func style(_ file: String, _ pair: String, _ old: String, _ new: String, line: Int)
    -> Change
  {
    let path = ["calendars", "gregorian", "styles", "UTC", "2010-01-27T18:00:00Z", pair]
    let changeClass = StringClassifier.classify(old: old, new: new)
    return change(file, path, changeClass, old, new, line: line)
  }

  /// Five `1:00 PM` → `1:00\u{202F}PM` edits (en_US four, en_GB one): one folded group; one
  /// lone text change in ja_JP; one lone whitespace change of another edit in en_US.
  static func changes() -> [Change] {
    [
      style(
        "en_GB.json", "short/short", "27/01/2010, 1:00 PM", "27/01/2010, 1:00\u{202F}PM", line: 5),
      style(
        "en_US.json", "full/short", "Wednesday, January 27, 2010 at 1:00 PM",
        "Wednesday, January 27, 2010 at 1:00\u{202F}PM", line: 7),
      style(
        "en_US.json", "long/short", "January 27, 2010 at 1:00 PM",
        "January 27, 2010 at 1:00\u{202F}PM", line: 8),
      style(
        "en_US.json", "medium/short", "Jan 27, 2010, 1:00 PM", "Jan 27, 2010, 1:00\u{202F}PM",
        line: 9),
      style("en_US.json", "short/short", "1/27/10, 1:00 PM", "1/27/10, 1:00\u{202F}PM", line: 10),
      style("en_US.json", "none/short", "1:00 PM", "1:00\u{A0}PM", line: 11),
      change("ja_JP.json", ["week", "firstWeekday"], .text, "2", "1", line: 456),
    ]
  }

  static func session(_ changes: [Change] = changes()) -> ReviewSession {
    ReviewSession(
      CheckReport(
        oldLabel: "corpus/", newLabel: "pending/", old: nil, new: nil, changes: changes,
        failOn: Set(ChangeClass.allCases), ignore: [], annotationRoot: "corpus/",
        maxEntries: nil, notes: []))
  }

  static func files(_ changes: [Change]) -> [String] {
    changes.map { "\($0.file) \($0.path.last!)" }
  }

  @Test func itemsComeInTheTextReportsOrderWithTheSameEditFolded() {
    let session = Self.session()
    #expect(session.items.map(\.changeClass) == [.text, .whitespace, .whitespace])
    #expect(
      session.items.map(\.description) == [nil, "⟨SP U+0020⟩ → ⟨NNBSP U+202F⟩ before \"PM\"", nil])
    #expect(session.items.map(\.changes) == [[6], [0, 1, 2, 3, 4], [5]])
    #expect(session.current == 0)
  }

  @Test func theScreenShowsWhereOldNewClassAndLocation() {
    var session = Self.session()
    #expect(
      session.screen(width: 200, height: 30, title: "fmtcorpus review corpus/") == [
        "fmtcorpus review corpus/  1/3  text",
        "1 entry in 1 locale",
        "  ja_JP › week › firstWeekday  (corpus/ja_JP.json:456)",
        "    - ⟦2⟧",
        "    + ⟦1⟧",
        "so far: 0 accepted, 0 rejected, 7 left of 7",
        "a accept · r reject · s skip · i ignore · u undo · c all text · l all ja_JP · q quit · ? help",
      ])
    session.press(.reject)
    #expect(
      session.screen(width: 200, height: 12, title: "T") == [
        "T  2/3  whitespace",
        "⟨SP U+0020⟩ → ⟨NNBSP U+202F⟩ before \"PM\": 5 entries in 2 locales",
        "  en_GB › gregorian › styles › UTC › 2010-01-27T18:00:00Z › short/short  (corpus/en_GB.json:5)",
        "    - 27/01/2010, 1:00⟦⟨SP U+0020⟩⟧PM",
        "    + 27/01/2010, 1:00⟦⟨NNBSP U+202F⟩⟧PM",
        "  en_US › gregorian › styles › UTC › 2010-01-27T18:00:00Z › full/short  (corpus/en_US.json:7)",
        "    - Wednesday, January 27, 2010 at 1:00⟦⟨SP U+0020⟩⟧PM",
        "    + Wednesday, January 27, 2010 at 1:00⟦⟨NNBSP U+202F⟩⟧PM",
        "  and 3 more",
        "so far: 0 accepted, 1 rejected, 6 left of 7",
        "a accept · r reject · s skip · i ignore · u undo · c all whitespace · l all its locale · q quit · ? help",
      ])
    // Every line cut to the width, the cut marked.
    #expect(session.screen(width: 20, height: 12, title: "T").allSatisfy { $0.count <= 20 })
    #expect(session.screen(width: 20, height: 12, title: "T")[1] == "⟨SP U+0020⟩ → ⟨NNBS…")
  }

  @Test func acceptRejectAndSkipDecideTheWholeItemAndMoveOn() {
    var session = Self.session()
    session.press(.skip)
    #expect(session.current == 1)
    session.press(.accept)
    #expect(session.current == 2)
    session.press(.reject)
    #expect(session.current == nil && session.isFinished && !session.hasQuit)
    #expect(
      session.decisions == [
        .accepted, .accepted, .accepted, .accepted, .accepted, .rejected, .skipped,
      ])
    #expect(session.counts == (5, 1, 1))
    #expect(
      Self.files(session.accepted) == [
        "en_GB.json short/short", "en_US.json full/short", "en_US.json long/short",
        "en_US.json medium/short", "en_US.json short/short",
      ])
    #expect(
      session.screen(width: 80, height: 24, title: "T") == [
        "T: nothing left to review", "so far: 5 accepted, 1 rejected, 1 left of 7",
      ])
    // Over: keys change nothing.
    session.press(.accept)
    #expect(session.counts == (5, 1, 1))
  }

  @Test func cAcceptsEveryRemainingChangeOfTheClassSkippedOnesTooRejectedOnesNot() {
    var session = Self.session()
    session.press(.accept)  // the text change
    session.press(.skip)  // the folded whitespace group
    #expect(session.current == 2)
    session.press(.acceptClass)
    #expect(session.message == "accepted 6 whitespace changes")
    #expect(session.isFinished)
    #expect(session.decisions.allSatisfy { $0 == .accepted })

    var rejecting = Self.session()
    rejecting.press(.skip)
    rejecting.press(.reject)
    rejecting.press(.acceptClass)
    #expect(rejecting.message == "accepted 1 whitespace change")
    #expect(
      rejecting.decisions == [
        .rejected, .rejected, .rejected, .rejected, .rejected, .accepted, .skipped,
      ])
  }

  @Test func lAcceptsTheLocaleAcrossItemsAndRefusesAGroupOfManyLocales() {
    var session = Self.session()
    session.press(.skip)
    session.press(.acceptLocale)  // the group spans en_GB and en_US
    #expect(
      session.message == "l: this group spans 2 locales (en_GB, en_US); a accepts the whole group")
    #expect(session.current == 1 && session.counts == (0, 0, 7))
    session.press(.skip)
    #expect(session.current == 2)
    session.press(.acceptLocale)  // en_US: the lone change and four of the group
    #expect(session.message == "accepted 5 changes of en_US")
    #expect(
      session.decisions == [
        .skipped, .accepted, .accepted, .accepted, .accepted, .accepted, .skipped,
      ])
    #expect(session.isFinished)
    let files = session.acceptedFiles
    #expect(files.keys.sorted() == ["en_US.json"])
    #expect(files["en_US.json"]?.all == true && files["en_US.json"]?.changes.count == 5)
  }

  @Test func aGroupPartlyDecidedShowsWhatIsLeftOfIt() {
    var session = Self.session()
    session.press(.skip)
    session.press(.skip)
    session.press(.acceptLocale)  // en_US, from the lone change: four of the group go too
    #expect(session.isFinished)
    var second = Self.session()
    second.press(.reject)
    // A second pass over the same changes, en_GB's first: accept it alone by locale.
    #expect(second.open(1) == [0, 1, 2, 3, 4])
    second.press(.skip)
    second.press(.acceptLocale)
    #expect(second.decisions[5] == .accepted && second.decisions[1] == .accepted)
    #expect(second.open(1) == [])
    #expect(second.decisions[0] == .skipped)
  }

  @Test func quitKeepsWhatWasDecidedAndEndsTheReview() {
    var session = Self.session()
    session.press(.accept)
    session.press(.quit)
    #expect(session.isFinished && session.hasQuit && session.current == 1)
    #expect(session.counts == (1, 0, 6))
    #expect(Self.files(session.accepted) == ["ja_JP.json firstWeekday"])
    #expect(session.acceptedFiles.mapValues(\.all) == ["ja_JP.json": true])
  }

  @Test func helpTogglesTheKeyListAndAnUnknownKeyIsNamed() {
    var session = Self.session()
    session.press(.help)
    let screen = session.screen(width: 200, height: 40, title: "T")
    #expect(
      Array(screen.suffix(ReviewSession.keyHelp.count))
        == ReviewSession.keyHelp.map { "  " + $0 })
    session.press(.help)
    #expect(session.screen(width: 200, height: 40, title: "T").count == 7)
    session.press(ReviewSession.Key("x"))
    #expect(session.message == "unknown key x: press ? for the keys")
    session.press(ReviewSession.Key("\u{1B}"))
    #expect(session.message == "unknown key ⟨ESC U+001B⟩: press ? for the keys")
    #expect(
      session.screen(width: 200, height: 40, title: "T").last
        == "unknown key ⟨ESC U+001B⟩: press ? for the keys")
    #expect(session.current == 0 && session.counts == (0, 0, 7))
    #expect(ReviewSession.Key("a") == .accept && ReviewSession.Key("R") == .reject)
    #expect(ReviewSession.Key("s") == .skip && ReviewSession.Key("c") == .acceptClass)
    #expect(ReviewSession.Key("l") == .acceptLocale && ReviewSession.Key("q") == .quit)
    #expect(ReviewSession.Key("?") == .help)
  }

  /// Corpus text is data: a control character or a bidi override in a value is named.
  @Test func controlCharactersInAValueAreNamedOnScreen() {
    let session = Self.session([
      Self.change("en_US.json", ["week", "x"], .text, "a\u{1B}[2Jb", "a\u{202E}b")
    ])
    let screen = session.screen(width: 200, height: 30, title: "T").joined(separator: "\n")
    #expect(!screen.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    #expect(screen.contains("    - a⟦⟨ESC U+001B⟩[2J⟧b") && screen.contains("    + a⟦⟨RLO U+202E⟩⟧b"))
  }

  /// The entries of one added subtree are one item, since a golden file takes them together;
  /// a month whose first weekday moved takes its header and rows with its order change.
  @Test func aSubtreeAndATurnedMonthAreDecidedTogether() {
    let picker = ["calendars", "gregorian", "wheels", "time", "wheels", "dayPeriod"]
    let month = ["calendars", "gregorian", "month", "2024-02-14T20:00:00Z"]
    let session = Self.session([
      Self.change("en_US.json", month + ["order"], .order, "Sun Mon", "Mon Tue"),
      Self.change(
        "en_US.json", month + ["weeks", "0", "days"], .text, "[\"\", \"1\"]", "[\"1\", \"2\"]"),
      Self.change("en_US.json", picker + ["field"], .added, nil, "dayPeriod"),
      Self.change("en_US.json", picker + ["pattern"], .added, nil, "a"),
      Self.change("ja_JP.json", picker + ["field"], .added, nil, "dayPeriod"),
    ])
    #expect(session.items.map(\.changeClass) == [.added, .added, .order])
    #expect(session.items.map(\.changes) == [[2, 3], [4], [0, 1]])
    #expect(session.items[0].description == "added wheels entries")
    var accepting = session
    accepting.press(.accept)
    accepting.press(.reject)
    accepting.press(.accept)
    #expect(accepting.decisions == [.accepted, .accepted, .accepted, .accepted, .rejected])
  }
}

/// "ignore" and "undo": an ignored item is left out of the corpus and listed for the plan
/// file; undo takes back the last decision, whichever key made it.
@Suite struct ReviewIgnoreUndoTests {
  static func session(planFile: String?) -> ReviewSession {
    ReviewSession(
      CheckReport(
        oldLabel: "corpus/", newLabel: "pending/", old: nil, new: nil,
        changes: ReviewSessionTests.changes(), failOn: Set(ChangeClass.allCases), ignore: [],
        annotationRoot: "corpus/", maxEntries: nil, notes: []),
      planFile: planFile)
  }

  @Test func ignoreListsTheItemAndUndoTakesItBack() {
    var session = Self.session(planFile: "fmtcorpus.yml")
    session.press(.ignore)
    #expect(session.current == 1)
    #expect(ReviewSessionTests.files(session.ignored) == ["ja_JP.json firstWeekday"])
    #expect(session.tally == "so far: 0 accepted, 0 rejected, 1 ignored, 6 left of 7")
    session.press(.accept)
    #expect(session.counts == (5, 0, 1))
    session.press(.undo)
    #expect(session.message == "undid the last decision (5 entries)")
    #expect(session.current == 1 && session.counts == (0, 0, 6))
    session.press(.undo)
    #expect(session.message == "undid the last decision (1 entry)")
    #expect(session.current == 0 && session.ignored.isEmpty)
    #expect(session.decisions.allSatisfy { $0 == nil })
    session.press(.undo)
    #expect(session.message == "u: nothing to undo")
  }

  @Test func withoutAPlanFileIgnoreSaysWhyInOneLine() {
    var session = Self.session(planFile: nil)
    session.press(.ignore)
    #expect(
      session.message
        == "i: no plan file to list it in (fmtcorpus.yml here or above, or --plan FILE; 'fmtcorpus init' writes one)"
    )
    #expect(session.current == 0 && session.ignored.isEmpty)
  }
}
