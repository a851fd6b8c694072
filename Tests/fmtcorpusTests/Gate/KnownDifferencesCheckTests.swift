import Foundation
import TestSupport
import Testing

/// `check` with the plan file's known differences, end to end: a stored string edited so the
/// check finds a change, then listed as known (exit 0, reported as known), then a different
/// new value (exit 1 again), and an entry that matches nothing reported as stale.
@Suite struct KnownDifferencesCheckTests {
  /// The small corpus's plan, as a plan file beside it.
  static let plan = """
    # Our gate.
    corpus: corpus
    locales: [en_US]
    calendars: gregorian
    zones: [UTC, America/New_York]
    instants: [2010-01-27T18:00:00Z]
    edge-instants: [2024-02-29T17:00:00Z]
    sweep-instants: [2024-07-01T18:00:00Z]

    """

  static let key =
    "en_US › gregorian › styles › America/New_York › 2010-01-27T18:00:00Z › none/short"

  /// The small corpus with en_US's `none/short` at 1 PM stored with U+0020 where ICU 72 renders
  /// U+202F, and the plan file; the folder holding both.
  static func app() throws -> URL {
    let corpus = try SmallCorpus.copy()
    let stored = try SmallCorpus.text(corpus, "en_US.json")
    let edited = stored.replacingOccurrences(
      of: "\"none/short\": \"1:00\u{202F}PM\"", with: "\"none/short\": \"1:00 PM\"")
    try #require(edited != stored)
    try SmallCorpus.write(corpus, "en_US.json", edited)
    try SmallCorpus.reseal(corpus, "en_US.json")
    let app = corpus.deletingLastPathComponent()
    try Data(plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    return app
  }

  static func known(_ new: String, reason: String = "the app trims it") -> String {
    "known-differences:\n  - { key: \"\(key)\", engine: icu, new: \"\(new)\", reason: \(reason) }\n"
  }

  @Test(.tags(.icu72)) func aKnownDifferenceIsReportedAndDoesNotFail() throws {
    let app = try Self.app()
    // The edited entry's line, read from the file (a new artifact's lines move it).
    let stored = try String(
      contentsOf: app.appendingPathComponent("corpus/en_US.json"), encoding: .utf8)
    let line = try #require(
      stored.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("\"none/short\": \"1:00 PM\"") }) + 1
    let drift = try CLI.run(["check"], in: app)
    #expect(drift.status == 1, "\(drift.stdout)\(drift.stderr)")

    let planURL = app.appendingPathComponent("fmtcorpus.yml")
    try Data((Self.plan + Self.known("1:00\\u202FPM")).utf8).write(to: planURL)
    let known = try CLI.run(["check"], in: app)
    #expect(known.status == 0, "\(known.stderr)")
    #expect(
      known.stdout == """
        fmtcorpus: corpus/ → corpus/ (fresh render)
        engine: unchanged
        known: 1 change the plan file accepts (not failing)
          \(Self.key)  (corpus/en_US.json:\(line)): the app trims it
        ok: nothing failing changed

        """)
    let json = try CLI.run(["check", "--format", "json"], in: app)
    #expect(json.status == 0)
    #expect(
      json.stdout.contains(
        "{\"artifact\": \"styles\", \"calendar\": \"gregorian\", \"class\": \"whitespace\", \"display\": \"\(Self.key)\", \"engine\": \"icu\", \"entry\": \"fmtcorpus.yml:10\", \"failing\": false, \"file\": \"en_US.json\", \"key\": [\"calendars\", \"gregorian\", \"styles\", \"America/New_York\", \"2010-01-27T18:00:00Z\", \"none/short\"], \"locale\": \"en_US\", \"location\": {\"file\": \"corpus/en_US.json\", \"line\": \(line)}, \"new\": \"1:00\u{202F}PM\", \"newLine\": \(line), \"old\": \"1:00 PM\", \"oldLine\": \(line), \"reason\": \"the app trims it\"}"
      ))
    let markdown = try CLI.run(["check", "--format", "markdown"], in: app)
    #expect(markdown.status == 0)
    #expect(markdown.stdout.contains("### Known differences (not failing)"))
    let github = try CLI.run(["check", "--format", "github"], in: app)
    #expect(
      github.stdout.contains(
        "::notice file=corpus/en_US.json,line=\(line),title=fmtcorpus known::\(Self.key)%0Aknown difference: the app trims it"
      ))
    let page = app.appendingPathComponent("report.html")
    let html = try CLI.run(["check", "--format", "html", "--out", page.path], in: app)
    #expect(html.status == 0)
    #expect(html.stdout == "wrote \(page.path): no changes, 1 known\n")
    #expect(
      try String(contentsOf: page, encoding: .utf8).contains(
        "known: 1 change the plan file accepts (not failing)"))
  }

  /// Another new value than the one accepted fails again, and the entry is stale.
  @Test(.tags(.icu72)) func aDifferentNewValueFailsAndTheEntryIsStale() throws {
    let app = try Self.app()
    try Data((Self.plan + Self.known("1:00\\u00A0PM")).utf8).write(
      to: app.appendingPathComponent("fmtcorpus.yml"))
    let result = try CLI.run(["check"], in: app)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "stale: fmtcorpus.yml:10: known difference \(Self.key) (icu) matches no change: remove it from the plan file"
      ))
    #expect(result.stdout.hasSuffix("fail: 1 failing change (whitespace)\n"))
  }

  /// A bad entry is refused on its line and column, exit 2; a key with a raw control
  /// character is named, never printed raw.
  @Test func aBadEntryIsRefusedOnItsLine() throws {
    let app = try Self.app()
    let planURL = app.appendingPathComponent("fmtcorpus.yml")
    try Data(
      (Self.plan
        + "known-differences:\n  - { key: \"en_US › a\", engine: icu@x, new: y, reason: r }\n")
        .utf8
    ).write(to: planURL)
    let engine = try CLI.run(["check"], in: app)
    #expect(engine.status == 2)
    #expect(
      engine.stderr.hasPrefix(
        "fmtcorpus: error: fmtcorpus.yml:10:33: unknown engine 'icu@x' in a known difference (expected one of: "
      ))
    try Data(
      (Self.plan
        + "known-differences:\n  - { key: \"en_US \\u202E\\e[2J\", engine: icu, reason: r }\n")
        .utf8
    ).write(to: planURL)
    let key = try CLI.run(["check"], in: app)
    #expect(key.status == 2)
    #expect(
      key.stderr
        == "fmtcorpus: error: fmtcorpus.yml:10:12: the key of a known difference holds ⟨RLO U+202E⟩ (expected the key as reports print it, with such characters named: en_US ⟨RLO U+202E⟩⟨ESC U+001B⟩[2J)\n"
    )
  }
}
