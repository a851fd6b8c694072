import Foundation
import TestSupport
import Testing

/// A folder a command writes (`check --pending`, `generate --out`, `merge --out`) whose parent
/// is missing: the parent is made when the run writes the folder, and a run that fails leaves
/// the file system as it found it — no parent, no lock, no staging folder, no folder.
@Suite struct MissingParentTests {
  /// The working folder: `corpus/` (the small corpus) and nothing else.
  let root: URL
  var corpus: URL { root.appendingPathComponent("corpus") }

  init() throws {
    root = try SmallCorpus.copy().deletingLastPathComponent()
  }

  /// Everything under the working folder but the corpus's files, as relative paths.
  func entries() throws -> [String] {
    let walker = try #require(FileManager.default.enumerator(atPath: root.path))
    return walker.compactMap { $0 as? String }.filter { !$0.hasPrefix("corpus/") }.sorted()
  }

  /// A corrupt corpus that `check` reads and verifies before it renders, and refuses only
  /// after it has rendered and compared: the failures that come after the pending folder's
  /// lock and stage were made.
  enum Corruption: String, CaseIterable {
    /// A file whose record's hash is right but whose content is not a golden file's.
    case content
    /// A record whose entry count is not its file's.
    case entryCount
  }

  func corrupt(_ corruption: Corruption) throws {
    switch corruption {
    case .content:
      let text = try SmallCorpus.text(corpus, "en_US.json")
      try SmallCorpus.write(
        corpus, "en_US.json",
        text.replacingOccurrences(of: "\"calendars\"", with: "\"calendarz\""))
      try SmallCorpus.reseal(corpus, "en_US.json")
    case .entryCount:
      let text = try SmallCorpus.text(corpus, "manifest.json")
      let edited = text.replacingOccurrences(
        of: "\"en_US.json\": {\"entries\": ", with: "\"en_US.json\": {\"entries\": 1")
      #expect(edited != text)
      try SmallCorpus.write(corpus, "manifest.json", edited)
    }
  }

  @Test(arguments: Corruption.allCases)
  func aFailedCheckLeavesNoParentOfItsPendingFolder(corruption: Corruption) throws {
    try corrupt(corruption)
    let result = try CLI.run(["check", "--pending", "x/y/p"], in: root)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("fmtcorpus: error: corpus/"))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(try entries() == ["corpus"])
  }

  @Test func aCheckOfAnUnknownLocaleLeavesNothing() throws {
    let result = try CLI.run(["check", "--pending", "x/y/p", "--locale", "xx_YY"], in: root)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("fmtcorpus: error: unknown locale 'xx_YY'"))
    #expect(try entries() == ["corpus"])
  }

  @Test func aCheckThatWritesMakesTheMissingParent() throws {
    let result = try CLI.run(["check", "--pending", "x/y/p"], in: root)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("note: the fresh corpus is in x/y/p/ (accept with "))
    // The parent holds the pending corpus and nothing else: no lock, no staging folder.
    #expect(
      try entries() == [
        "corpus", "x", "x/y", "x/y/p", "x/y/p/en_US.json", "x/y/p/fields.json",
        "x/y/p/manifest.json",
      ])
    #expect(
      try SmallCorpus.text(root.appendingPathComponent("x/y/p"), "manifest.json").contains(
        "\"pending\": true"))
  }

  /// `generate --out` and `merge --out` do as `check --pending` does.
  @Test func generateAndMergeMakeTheMissingParentOnlyWhenTheyWrite() throws {
    let failed = try CLI.run(
      ["generate", "-q", "--out", "x/y/c", "--locale", "en_US", "--zone", "Bad/Zone"], in: root)
    #expect(failed.status == 2)
    #expect(failed.stderr.hasPrefix("fmtcorpus: error: unknown time zone 'Bad/Zone'"))
    #expect(try entries() == ["corpus"])

    for index in 1...2 {
      let shard = try CLI.run(
        ["generate", "-q", "--shard", "\(index)/2", "--out", "s/\(index)", "--locale", "en_US"]
          + SmallCorpus.plan, in: root)
      try #require(shard.status == 0, "\(shard.stderr)")
    }
    let missing = try CLI.run(["merge", "--out", "m/n/c", "s/1"], in: root)
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("fmtcorpus: error: "))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("m").path))

    let merged = try CLI.run(["merge", "--out", "m/n/c", "s/1", "s/2"], in: root)
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(
      try entries().filter { $0.hasPrefix("m") } == [
        "m", "m/n", "m/n/c", "m/n/c/en_US.json", "m/n/c/fields.json", "m/n/c/manifest.json",
      ])

    let generated = try CLI.run(
      ["generate", "-q", "--out", "g/h/c", "--locale", "en_US"] + SmallCorpus.plan, in: root)
    #expect(generated.status == 0, "\(generated.stderr)")
    #expect(
      try entries().filter { $0.hasPrefix("g") } == [
        "g", "g/h", "g/h/c", "g/h/c/en_US.json", "g/h/c/fields.json", "g/h/c/manifest.json",
      ])
  }
}
