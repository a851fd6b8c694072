import Foundation
import TestSupport
import Testing

/// The gate end to end: a small real corpus, edited on disk, checked by the binary.
@Suite(.tags(.icu72)) struct CheckTests {
  let corpus: URL
  /// en_US's entries that hold `1:00 PM` (U+202F), counted in the file as generated: the
  /// whitespace changes ``makeDrift()`` makes, whatever artifacts write the time.
  let spaced: Int

  init() throws {
    corpus = CLI.temporaryDirectory()
    try MadeOnce.corpus(["--locale", "en_US", "--locale", "ja_JP"], at: corpus)
    spaced = try GoldenLines(contentsOf: corpus.appendingPathComponent("en_US.json"))
      .sections(containing: "\u{202F}PM").values.reduce(0, +)
  }

  func file(_ name: String) -> URL { corpus.appendingPathComponent(name) }

  /// A hand edit of a golden file, its manifest record rewritten to match (as generate would).
  func edit(_ name: String, _ transform: (String) -> String) throws {
    try CorpusEdits.edit(corpus, name, record: name != "manifest.json", transform)
  }

  func snapshot() throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path) {
      files[name] = try Data(contentsOf: file(name))
    }
    return files
  }

  /// The ICU 72 drift in reverse: the stored corpus has plain spaces where ICU writes U+202F.
  func makeDrift() throws {
    try edit("en_US.json") { $0.replacingOccurrences(of: "\u{202F}PM", with: " PM") }
    try edit("ja_JP.json") {
      $0.replacingOccurrences(of: "\"firstWeekday\": 1,", with: "\"firstWeekday\": 2,")
    }
  }

  @Test func aCleanCorpusPassesAndIsNeverWritten() throws {
    let before = try snapshot()
    let result = try CLI.run(["check", "--corpus", corpus.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout
        == "fmtcorpus: \(corpus.path)/ → \(corpus.path)/ (fresh render)\nengine: unchanged\nok: no changes\n"
    )
    #expect(try snapshot() == before)
    try makeDrift()
    let drifted = try snapshot()
    #expect(try CLI.run(["check", "--corpus", corpus.path]).status == 1)
    #expect(try snapshot() == drifted)
  }

  @Test func driftExitsOneAndPolicyDecidesWhatFails() throws {
    try makeDrift()
    let result = try CLI.run(["check", "--corpus", corpus.path])
    #expect(result.status == 1)
    #expect(result.stdout.contains("  by class: text 1, whitespace "))
    #expect(
      result.stdout.contains("    ⟨NNBSP U+202F⟩ → ⟨SP U+0020⟩ before \"PM\": ") == false)
    #expect(
      result.stdout.contains(
        "  whitespace: \(spaced) entries\n    ⟨SP U+0020⟩ → ⟨NNBSP U+202F⟩ before \"PM\": "))
    #expect(result.stdout.contains("ja_JP › week › firstWeekday  (\(corpus.path)/ja_JP.json:"))
    #expect(try CLI.run(["check", "--corpus", corpus.path, "--fail-on", "text"]).status == 1)
    let relaxed = try CLI.run(["check", "--corpus", corpus.path, "--fail-on", "order,added"])
    #expect(relaxed.status == 0)
    #expect(relaxed.stdout.hasSuffix("ok: nothing failing changed\n"))
    let hidden = try CLI.run([
      "check", "--corpus", corpus.path, "--fail-on", "order", "--fail-on", "text", "--ignore",
      "whitespace",
    ])
    #expect(hidden.status == 1)
    #expect(!hidden.stdout.contains("whitespace"))
    let narrowed = try CLI.run(["check", "--corpus", corpus.path, "--locale", "ja-JP"])
    #expect(narrowed.status == 1)
    #expect(
      narrowed.stdout.contains(
        "note: narrowed by --locale to 1 locale file: removed files and fields.json were not judged"
      ))
    #expect(!narrowed.stdout.contains("en_US"))
  }

  @Test func formatsForMachines() throws {
    try makeDrift()
    let json = try CLI.run(["check", "--corpus", corpus.path, "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 1)
    #expect(((object["summary"] as? [String: Any])?["byClass"] as? [String: Int])?["text"] == 1)
    let github = try CLI.run([
      "check", "--corpus", corpus.path, "--format", "github", "--fail-on", "text",
    ])
    #expect(
      github.stdout.hasPrefix(
        "fmtcorpus: fail: \(spaced + 1) changes (1 failing) in 2 files\n::error file=\(corpus.path)/ja_JP.json,line="
      ))
    let junit = try CLI.run(["check", "--corpus", corpus.path, "--format", "junit"])
    #expect(junit.stdout.contains(#"<testcase classname="corpus" name="fields.json"/>"#))
    #expect(junit.stdout.contains(#"<testcase classname="corpus" name="ja_JP.json">"#))
    let markdown = try CLI.run(["check", "--corpus", corpus.path, "--format", "markdown"])
    #expect(markdown.stdout.hasPrefix("## fmtcorpus: ❌ drift"))
    let bad = try CLI.run(["check", "--corpus", corpus.path, "--format", "yaml"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr
        == "fmtcorpus: error: invalid value 'yaml' for --format (expected one of: text, json, junit, github, markdown, html)\n"
    )
    let badClass = try CLI.run(["check", "--corpus", corpus.path, "--fail-on", "spacing"])
    #expect(badClass.status == 2)
    #expect(
      badClass.stderr.hasPrefix(
        "fmtcorpus: error: invalid value 'spacing' for --fail-on (expected classes from: removed, added, order, parsing, text, case, punctuation, digits, bidi, whitespace)\n"
      ))
  }

  @Test func unreadableCorporaExitTwoNamingFileAndLine() throws {
    let text = try String(contentsOf: file("ja_JP.json"), encoding: .utf8)
    try Data(text.prefix(300).utf8).write(to: file("ja_JP.json"))
    let truncated = try CLI.run(["check", "--corpus", corpus.path])
    #expect(truncated.status == 2)
    #expect(truncated.stderr.hasPrefix("fmtcorpus: error: \(corpus.path)/ja_JP.json:"))
    #expect(truncated.stderr.contains("corrupt golden file"))

    try Data(("<<<<<<< HEAD\n" + text).utf8).write(to: file("ja_JP.json"))
    let conflict = try CLI.run(["check", "--corpus", corpus.path])
    #expect(conflict.status == 2)
    #expect(
      conflict.stderr.hasPrefix(
        "fmtcorpus: error: \(corpus.path)/ja_JP.json:1: corrupt golden file: git merge-conflict marker '<<<<<<<'"
      ))

    try FileManager.default.removeItem(at: file("ja_JP.json"))
    let missing = try CLI.run(["check", "--corpus", corpus.path])
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "fmtcorpus: error: \(corpus.path)/ja_JP.json is listed in the manifest but missing: restore it ('git checkout -- \(corpus.path)/ja_JP.json') or regenerate it with 'fmtcorpus generate --out \(corpus.path)'\n"
    )

    try edit("manifest.json") {
      $0.replacingOccurrences(of: "\"formatVersion\": 1,", with: "\"formatVersion\": 9,")
    }
    let version = try CLI.run(["check", "--corpus", corpus.path])
    #expect(version.status == 2)
    #expect(
      version.stderr.contains(
        "format version 9 is not supported by this fmtcorpus (it reads version 1)"))

    let none = try CLI.run(["check", "--corpus", CLI.temporaryDirectory().path])
    #expect(none.status == 2)
    #expect(
      none.stderr.contains("(no manifest.json): run 'fmtcorpus init' to plan your app's formats"))
    let outside = try CLI.run(["check", "--corpus", corpus.path, "--locale", "de_DE"])
    #expect(outside.status == 2)
  }

  @Test func pendingThenAcceptOneClassThenTheRest() throws {
    try makeDrift()
    let pending = CLI.temporaryDirectory()
    let first = try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path])
    #expect(first.status == 1)
    #expect(
      FileManager.default.fileExists(atPath: pending.appendingPathComponent("en_US.json").path))
    let whitespace = try CLI.run([
      "accept", "--from", pending.path, "--corpus", corpus.path, "--class", "whitespace",
    ])
    #expect(whitespace.status == 0, "\(whitespace.stderr)")
    #expect(
      whitespace.stdout
        == "accepted \(spaced) whitespace changes into 1 file of \(corpus.path)/; 1 other change remains pending in \(pending.path)/\n"
    )
    let rest = try CLI.run(["check", "--corpus", corpus.path, "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(rest.stdout.utf8)) as? [String: Any])
    #expect(((object["summary"] as? [String: Any])?["byClass"] as? [String: Int]) == ["text": 1])
    #expect(try CLI.run(["accept", "--from", pending.path, "--corpus", corpus.path]).status == 0)
    #expect(try CLI.run(["check", "--corpus", corpus.path]).status == 0)
    // The accepted corpus is byte for byte what generate writes (the pending manifest adds only
    // its mark).
    for name in ["en_US.json", "ja_JP.json", "manifest.json"] {
      let pendingText = String(
        decoding: try Data(contentsOf: pending.appendingPathComponent(name)), as: UTF8.self)
      #expect(
        try Data(contentsOf: file(name))
          == Data(pendingText.replacingOccurrences(of: "\n  \"pending\": true,", with: "").utf8),
        "\(name)")
    }
  }

  @Test func acceptCanTakeOneLocalesChanges() throws {
    try makeDrift()
    let pending = CLI.temporaryDirectory()
    #expect(try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path]).status == 1)
    let englishBefore = try Data(contentsOf: file("en_US.json"))
    let result = try CLI.run([
      "accept", "--from", pending.path, "--corpus", corpus.path, "--locale", "ja-JP",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "accepted 1 change in ja-JP into 1 file of \(corpus.path)/; \(spaced) other changes remain pending in \(pending.path)/\n"
    )
    #expect(try Data(contentsOf: file("en_US.json")) == englishBefore)
    #expect(
      try Data(contentsOf: file("ja_JP.json"))
        == Data(contentsOf: pending.appendingPathComponent("ja_JP.json")))
    let rest = try CLI.run(["check", "--corpus", corpus.path, "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(rest.stdout.utf8)) as? [String: Any])
    let byLocale = (object["summary"] as? [String: Any])?["byLocale"] as? [String: Int]
    #expect(byLocale?.keys.sorted() == ["en_US"])
    let bad = try CLI.run([
      "accept", "--from", pending.path, "--corpus", corpus.path, "--locale", "xx_YY",
    ])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("fmtcorpus: error: unknown locale 'xx_YY'"))
  }

  @Test func diffComparesTwoStoredCorpora() throws {
    let copy = CLI.temporaryDirectory()
    try FileManager.default.copyItem(at: corpus, to: copy)
    try makeDrift()
    #expect(try CLI.run(["diff", copy.path, corpus.path]).status == 1)
    #expect(try CLI.run(["diff", copy.path, copy.path]).status == 0)
    try FileManager.default.removeItem(at: copy.appendingPathComponent("en_US.json"))
    let missing = try CLI.run(["diff", copy.path, corpus.path])
    #expect(missing.status == 2)
  }
}
