import Foundation
import Testing

/// A configured calendar view as a plan entry (`generate --month`): each key's month with its
/// available range, stored per calendar under `availability`, recorded in the manifest's
/// `monthRanges`, regenerated and compared by `check`. The default plan has none, so a corpus
/// without the key (the committed one) checks unchanged.
@Suite(.tags(.icu72)) struct MonthRangePlanTests {
  static let key = "at=2024-02-14T20:00:00Z,min=2024-02-10T08:00:00Z,max=2024-02-20T08:00:00Z"

  func generate(_ engine: String = "icu") throws -> URL {
    let corpus = CLI.temporaryDirectory()
    let result = try CLI.run([
      "generate", "-q", "--engine", engine, "--out", corpus.path, "--locale", "en_US",
      "--calendar", "gregorian", "--calendar", "hebrew", "--month", Self.key,
    ])
    try #require(result.status == 0, "\(result.stderr)")
    return corpus
  }

  @Test(arguments: ["icu", "foundation"])
  func eachCalendarStoresTheKeysMonthWithItsUnavailableDays(engine: String) throws {
    let corpus = try generate(engine)
    defer { try? FileManager.default.removeItem(at: corpus) }
    let text = try String(
      contentsOf: corpus.appendingPathComponent("en_US.json"), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let keyLine = "        \"\(Self.key)\": {"
    let starts = lines.indices.filter { lines[$0] == keyLine }
    #expect(starts.count == 2, "one per calendar")
    // Gregorian first (the file's calendars are sorted), then Hebrew: Adar I 5784 began on
    // 10 February; 20 February (Adar I 11) starts at the maximum and stays available.
    #expect(starts.map { lines[$0 - 1] } == Array(repeating: "      \"availability\": {", count: 2))
    #expect(
      starts.map { lines[$0 + 4] } == [
        "          \"unavailable\": [1, 2, 3, 4, 5, 6, 7, 8, 9, 21, 22, 23, 24, 25, 26, 27, 28, 29],",
        "          \"unavailable\": [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30],",
      ])
    let manifest = try String(
      contentsOf: corpus.appendingPathComponent("manifest.json"), encoding: .utf8)
    #expect(manifest.contains("    \"monthRanges\": [\n      \"\(Self.key)\"\n    ],\n"))
    let check = try CLI.run(["check", "--corpus", corpus.path])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))
  }

  /// A stored month whose range left out one day more is drift in `availability`.
  @Test func aChangedDayIsDrift() throws {
    let corpus = try generate()
    defer { try? FileManager.default.removeItem(at: corpus) }
    try CorpusEdits.edit(corpus, "en_US.json") { text in
      text.replacingOccurrences(
        of: "\"unavailable\": [1, 2, 3, 4, 5, 6, 7, 8, 9, 21,",
        with: "\"unavailable\": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 21,")
    }
    let check = try CLI.run(["check", "--corpus", corpus.path])
    #expect(check.status == 1)
    #expect(check.stdout.contains("availability"), "\(check.stdout)")
  }

  @Test func badKeysAreRefusedInOneLine() throws {
    let corpus = CLI.temporaryDirectory()
    for (key, why) in [
      (
        "at=2024-02-14T20:00:00Z",
        "no min= or max= (a month without a range is the month artifact's)"
      ),
      (
        "at=2024-02-14T20:00:00Z,min=2024-03-10T08:00:00Z,max=2024-02-01T08:00:00Z",
        "min 2024-03-10T08:00:00Z is later than max 2024-02-01T08:00:00Z"
      ),
      (
        "at=2024-02-14T20:00:00Z,max=2024-02-20T08:00:00Z,min=2024-02-10T08:00:00Z",
        "a corpus names this month 'at=2024-02-14T20:00:00Z,min=2024-02-10T08:00:00Z,max=2024-02-20T08:00:00Z' (give it that way)"
      ),
      (
        "at=2024-02-14,min=2024-02-10T08:00:00Z",
        "malformed instant '2024-02-14' (expected ISO 8601 in UTC such as 2010-01-27T18:00:00Z)"
      ),
    ] {
      let result = try CLI.run([
        "generate", "-q", "--out", corpus.path, "--locale", "en_US", "--month", key,
      ])
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "fmtcorpus: error: invalid value '\(key)' for --month (expected at=INSTANT,min=INSTANT,max=INSTANT in that order, ISO 8601 in UTC, min or max left out at will, min no later than max; here \(why))\n"
      )
      #expect(!FileManager.default.fileExists(atPath: corpus.path))
    }
  }
}
