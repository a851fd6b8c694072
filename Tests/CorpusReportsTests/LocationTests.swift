import Foundation
import TestSupport
import Testing

import CorpusDiff
@testable import CorpusReports

/// Every location names a file and a line of that same file: `check` points into the stored
/// golden file, `diff` into the second corpus, even when an edit shifted the lines.
@Suite struct LocationTests {
  /// The whitespace drift of ICU 72 on one en_US line, at 2010-01-27 short/short.
  static let nnbsp = #""short/short": "1/27/10, 1:00"# + "\u{202F}PM\"\n"
  static let space = #""short/short": "1/27/10, 1:00 PM""# + "\n"
  /// Line 5 of en_US.json: the first skeleton of the Buddhist calendar, inside
  /// `"skeletons": {` on line 4.
  static let hm = #"        "Hm": {"pattern": "HH:mm", "string": "13:00"},"# + "\n"
  static let buddhistSkeletons = "    \"buddhist\": {\n      \"skeletons\": {\n"

  /// en_US.json without line 5.
  func withoutLine5(_ text: String) throws -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines[4] + "\n" == LocationTests.hm)
    return try Fixtures.edit(
      text, LocationTests.buddhistSkeletons + LocationTests.hm, LocationTests.buddhistSkeletons)
  }

  func report(_ changes: [Change], side: Change.Side, root: String = "corpus/") -> CheckReport {
    CheckReport(
      oldLabel: "corpus/", newLabel: "fresh:", old: nil, new: nil, changes: changes,
      failOn: Set(ChangeClass.allCases), ignore: [], annotationRoot: root, annotatedSide: side,
      maxEntries: 50,
      notes: [])
  }

  /// The fresh file lost line 5 (the engine dropped a skeleton): every later line moved up
  /// one, but the stored file — the one annotated — did not move.
  @Test func checkPointsIntoTheStoredFileWhenFreshLostALine() throws {
    let real = try Fixtures.text("en_US.json")
    let stored = try Fixtures.edit(real, LocationTests.nnbsp, LocationTests.space)
    let fresh = try withoutLine5(real)
    let storedLine = try #require(
      Fixtures.line(of: String(LocationTests.space.dropLast()), in: stored))
    #expect(storedLine == 255)
    #expect(Fixtures.line(of: String(LocationTests.nnbsp.dropLast()), in: fresh) == storedLine - 1)

    let changes = try Fixtures.changes("en_US.json", old: stored, new: fresh)
    #expect(changes.map(\.changeClass) == [.whitespace, .removed, .removed])
    let output = Array(
      GitHubReporter().render(report(changes, side: .old)).split(separator: "\n").dropFirst())
    // Annotations go by severity: the removed entries before the whitespace change.
    #expect(
      output[0].hasPrefix(
        "::error file=corpus/en_US.json,line=5,title=fmtcorpus removed::en_US › buddhist › skeletons › Hm › pattern%0A"
      ))
    #expect(output[1].hasPrefix("::error file=corpus/en_US.json,line=5,title=fmtcorpus removed::"))
    #expect(
      output[2].hasPrefix("::error file=corpus/en_US.json,line=255,title=fmtcorpus whitespace::"))
    let text = TextReporter(useColor: false).render(report(changes, side: .old))
    #expect(
      text.contains(
        "en_US › gregorian › styles › America/New_York › 2010-01-27T18:00:00Z › short/short  (corpus/en_US.json:255)\n"
      ))
    #expect(text.contains("en_US › buddhist › skeletons › Hm › pattern  (corpus/en_US.json:5)\n"))
  }

  /// The stored file lost line 5 (a hand edit): the fresh entries it lacks point at their
  /// nearest enclosing container there (`"skeletons": {`, line 4), and a later change at
  /// the stored line, one above the fresh one.
  @Test func checkPointsAnAddedEntryAtItsContainerInTheStoredFile() throws {
    let real = try Fixtures.text("en_US.json")
    let stored = try withoutLine5(try Fixtures.edit(real, LocationTests.nnbsp, LocationTests.space))
    let changes = try Fixtures.changes("en_US.json", old: stored, new: real)
    #expect(changes.map(\.changeClass) == [.added, .added, .whitespace])
    let rendered = report(changes, side: .old)
    #expect(changes.map(rendered.line) == [4, 4, 254])
    let output = Array(GitHubReporter().render(rendered).split(separator: "\n").dropFirst())
    #expect(
      output[0].hasPrefix(
        "::error file=corpus/en_US.json,line=4,title=fmtcorpus added::en_US › buddhist › skeletons › Hm › pattern%0A"
      ))
    #expect(
      output[2].hasPrefix("::error file=corpus/en_US.json,line=254,title=fmtcorpus whitespace::"))
  }

  /// `diff A B` points into B: a removed entry at its container's line in B, not at A's line.
  @Test func diffPointsIntoTheSecondCorpus() throws {
    let real = try Fixtures.text("en_US.json")
    let old = try Fixtures.edit(real, LocationTests.nnbsp, LocationTests.space)
    let new = try withoutLine5(real)
    let changes = try Fixtures.changes("en_US.json", old: old, new: new)
    let rendered = report(changes, side: .new, root: "b/")
    #expect(changes.map(rendered.line) == [254, 4, 4])
    #expect(rendered.location(changes[1]) == "b/en_US.json:4")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONReporter().render(rendered).utf8))
        as? [String: Any])
    let records = try #require(json["changes"] as? [[String: Any]])
    let location = try #require(records[1]["location"] as? [String: Any])
    #expect(location["file"] as? String == "b/en_US.json" && location["line"] as? Int == 4)
    // A removed entry's own line is in A only.
    #expect(records[1]["oldLine"] as? Int == 5 && records[1]["newLine"] == nil)
  }

  /// A whole file that one side lacks: line 1.
  @Test func aWholeFileTheAnnotatedSideLacksIsLineOne() throws {
    let real = try Fixtures.text("en_US.json")
    let changes = try CorpusComparison.compare(
      CorpusSide(label: "corpus/", manifest: nil, files: [:]),
      CorpusSide(label: "fresh:", manifest: nil, files: ["en_US.json": Array(real.utf8)]),
      judgeRemovals: true
    ).changes
    #expect(changes.map(\.changeClass) == [.added])
    #expect(report(changes, side: .old).location(changes[0]) == "corpus/en_US.json:1")
  }
}
