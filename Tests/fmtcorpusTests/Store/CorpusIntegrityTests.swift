import Foundation
import TestSupport
import Testing

/// The gate passes only a corpus that is what generate wrote: manifest records that match their
/// files, bytes in generate's layout, an engine this build has, and an engine that runs.
@Suite(.tags(.icu72)) struct CorpusIntegrityTests {
  let corpus: URL

  init() throws {
    corpus = CLI.temporaryDirectory()
    try MadeOnce.corpus(["--locale", "en_US", "--locale", "ja_JP"], at: corpus)
  }

  var manifestPath: String { corpus.appendingPathComponent("manifest.json").path }

  func manifestLine(_ needle: String) throws -> Int {
    let text = try String(contentsOfFile: manifestPath, encoding: .utf8)
    let index = try #require(text.components(separatedBy: "\n").firstIndex { $0.contains(needle) })
    return index + 1
  }

  func record(_ name: String) throws -> [String: Any] {
    try #require(
      (try CLI.json(URL(fileURLWithPath: manifestPath))["files"] as? [String: [String: Any]])?[name]
    )
  }

  func report(_ arguments: [String]) throws -> (status: Int32, object: [String: Any]) {
    let result = try CLI.run(arguments + ["--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
      "\(result.stderr)")
    return (result.status, object)
  }

  func fix(_ name: String) -> String {
    "the file or the manifest was changed outside fmtcorpus; restore both ('git checkout -- \(corpus.path)/\(name) \(manifestPath)') or regenerate the file with 'fmtcorpus generate --out \(corpus.path) --locale \(name.dropLast(5))'"
  }

  @Test func aManifestRecordThatDoesNotMatchItsFileIsACorruptCorpus() throws {
    let sha = try #require(try record("en_US.json")["sha256"] as? String)
    let entries = try #require(try record("en_US.json")["entries"] as? Int)
    let copy = CLI.temporaryDirectory()
    try FileManager.default.copyItem(at: corpus, to: copy)
    try CorpusEdits.edit(corpus, "manifest.json", record: false) {
      $0.replacingOccurrences(
        of: "\"en_US.json\": {\"entries\": \(entries), \"sha256\": \"\(sha)\"}",
        with:
          "\"en_US.json\": {\"entries\": 1, \"sha256\": \"\(String(repeating: "0", count: 64))\"}")
    }
    let line = try manifestLine("\"en_US.json\": {")
    let expected =
      "fmtcorpus: error: \(manifestPath):\(line): the record of 'en_US.json' does not match the file (sha256 000000000000… in the manifest, \(sha.prefix(12))… in the file): \(fix("en_US.json"))\n"
    let check = try CLI.run(["check", "--corpus", corpus.path])
    #expect(check.status == 2)
    #expect(check.stderr == expected)
    let diff = try CLI.run(["diff", copy.path, corpus.path])
    #expect(diff.status == 2)
    #expect(diff.stderr == expected)

    // The hash right, the entry count wrong.
    try CorpusEdits.edit(corpus, "manifest.json", record: false) {
      $0.replacingOccurrences(
        of:
          "\"en_US.json\": {\"entries\": 1, \"sha256\": \"\(String(repeating: "0", count: 64))\"}",
        with: "\"en_US.json\": {\"entries\": \(entries - 1), \"sha256\": \"\(sha)\"}")
    }
    let count = try CLI.run(["check", "--corpus", corpus.path])
    #expect(count.status == 2)
    #expect(
      count.stderr
        == "fmtcorpus: error: \(manifestPath):\(line): the record of 'en_US.json' does not match the file (\(entries - 1) entries in the manifest, \(entries) entries in the file): \(fix("en_US.json"))\n"
    )
    #expect(try CLI.run(["diff", copy.path, corpus.path]).status == 2)
    #expect(try CLI.run(["diff", corpus.path, copy.path]).status == 2)
  }

  /// CRLF line endings (an editor, git's autocrlf) without the record following: corrupt.
  @Test func aFileRewrittenWithCRLFIsNamedAsNotMatchingItsRecord() throws {
    try CorpusEdits.edit(corpus, "ja_JP.json", record: false) {
      $0.replacingOccurrences(of: "\n", with: "\r\n")
    }
    let check = try CLI.run(["check", "--corpus", corpus.path])
    #expect(check.status == 2)
    #expect(
      check.stderr.hasPrefix(
        "fmtcorpus: error: \(manifestPath):\(try manifestLine("\"ja_JP.json\": {")): the record of 'ja_JP.json' does not match the file (sha256 "
      ))
  }

  /// Records that match, bytes that are not generate's, every entry equal: a whole-file change
  /// at the first differing line, `whitespace` when only spaces and line ends differ.
  @Test func crlfLineEndingsAreAWhitespaceChangeOfTheWholeFile() throws {
    try CorpusEdits.edit(corpus, "ja_JP.json") { $0.replacingOccurrences(of: "\n", with: "\r\n") }
    let (status, object) = try report(["check", "--corpus", corpus.path])
    #expect(status == 1)
    let changes = try #require(object["changes"] as? [[String: Any]])
    #expect(changes.count == 1)
    #expect(changes.first?["file"] as? String == "ja_JP.json")
    #expect(changes.first?["key"] as? [String] == [])
    #expect(changes.first?["class"] as? String == "whitespace")
    #expect(changes.first?["old"] as? String == "{\r" && changes.first?["new"] as? String == "{")
    #expect(changes.first?["newLine"] as? Int == 1)
    #expect(
      object["notes"] as? [String] == [
        "1 file (ja_JP.json) differs from what generate writes only in layout (line endings, spacing or key order; no entry changed): shown at the first differing line; accepting or regenerating rewrites it"
      ])
    // Reported like any whitespace change: the policy decides whether it fails.
    #expect(try CLI.run(["check", "--corpus", corpus.path, "--fail-on", "text"]).status == 0)
    let copy = CLI.temporaryDirectory()
    #expect(
      try CLI.run(["generate", "-q", "--out", copy.path, "--locale", "en_US", "--locale", "ja_JP"])
        .status == 0)
    #expect(try report(["diff", copy.path, corpus.path]).status == 1)

    let pending = CLI.temporaryDirectory()
    #expect(try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path]).status == 1)
    #expect(
      try CLI.run([
        "accept", "--from", pending.path, "--corpus", corpus.path, "--class", "whitespace",
      ]).status == 0)
    #expect(
      try Data(contentsOf: corpus.appendingPathComponent("ja_JP.json"))
        == Data(contentsOf: pending.appendingPathComponent("ja_JP.json")))
    #expect(try CLI.run(["check", "--corpus", corpus.path]).status == 0)
  }

  /// Two keys swapped out of sorted order: no entry changed, but not generate's bytes.
  @Test func keysOutOfOrderAreATextChangeOfTheWholeFile() throws {
    let hm = "        \"Hm\": {\"pattern\": \"HH:mm\", \"string\": \"13:00\"},\n"
    let mmmed = "        \"MMMEd\": {\"pattern\": \"EEE, MMM d\", \"string\": \"Wed, Jan 27\"},\n"
    try CorpusEdits.edit(corpus, "en_US.json") {
      $0.replacingOccurrences(of: hm + mmmed, with: mmmed + hm)
    }
    let (status, object) = try report(["check", "--corpus", corpus.path])
    #expect(status == 1)
    let changes = try #require(object["changes"] as? [[String: Any]])
    #expect(changes.count == 1)
    #expect(changes.first?["class"] as? String == "text")
    #expect(changes.first?["key"] as? [String] == [])
    #expect(changes.first?["old"] as? String == String(mmmed.dropLast()))
    #expect(changes.first?["new"] as? String == String(hm.dropLast()))
    let stored = try String(
      contentsOf: corpus.appendingPathComponent("en_US.json"), encoding: .utf8)
    // The first line that differs: where Hm was, now MMMEd (below the Buddhist months).
    let swapped = stored.components(separatedBy: "\n").firstIndex(of: String(mmmed.dropLast()))
    #expect(changes.first?["oldLine"] as? Int == swapped.map { $0 + 1 })
  }

  @Test func aManifestNamingAnUnknownEngineNamesTheManifest() throws {
    try CorpusEdits.edit(corpus, "manifest.json", record: false) {
      $0.replacingOccurrences(of: "\"name\": \"icu\"", with: "\"name\": \"bogus\"")
    }
    let expected =
      "fmtcorpus: error: \(manifestPath):\(try manifestLine("\"name\": \"bogus\"")) names engine 'bogus', which this build does not have (engines: icu, foundation, formatstyle, icu@VERSION)\n"
    let check = try CLI.run(["check", "--corpus", corpus.path])
    #expect(check.status == 2)
    #expect(check.stderr == expected)
    let pending = CLI.temporaryDirectory()
    let accept = try CLI.run([
      "accept", "--from", pending.path, "--corpus", corpus.path, "--locale", "en_US",
    ])
    #expect(accept.status == 2)
    #expect(accept.stderr == expected)
  }

  /// The Foundation engine runs in `fmtcorpus-foundation` beside `fmtcorpus`; a binary copied
  /// alone cannot start it: exit 3, and nothing written.
  @Test func anEngineThatFailsExitsThree() throws {
    let alone = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
    let binary = alone.appendingPathComponent("fmtcorpus")
    try FileManager.default.copyItem(at: CLI.binary, to: binary)
    try CorpusEdits.edit(corpus, "manifest.json", record: false) {
      $0.replacingOccurrences(of: "\"name\": \"icu\"", with: "\"name\": \"foundation\"")
    }
    let pending = CLI.temporaryDirectory()
    let result = try CLI.run(
      ["check", "--corpus", corpus.path, "--pending", pending.path], executable: binary)
    #expect(result.status == 3)
    #expect(
      result.stderr
        == "fmtcorpus: error: engine failure: start engine failed with no executable at \(alone.path)/fmtcorpus-foundation (copy the one 'swift build --product fmtcorpus-foundation' builds beside it, or set FMTCORPUS_FOUNDATION_WORKER to its path)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: pending.path))
  }
}
