import Foundation
import TestSupport
import Testing

/// `check --pending` + `accept` of a change to a span artifact (issue 30): the stored corpus says
/// something else in one relative, interval, duration or arithmetic entry; `check` names that
/// entry, `accept --artifact` of another span artifact leaves the corpus alone, `accept
/// --artifact` of the entry's own artifact writes the one file back, and the corpus then checks
/// ok and holds exactly the bytes a fresh `generate` of the same plan writes.
@Suite(.tags(.icu72)) struct SpanAcceptTests {
  /// One stored entry made to differ from what ICU 72 renders.
  struct Edit: CustomTestStringConvertible, Sendable {
    var artifact: String
    /// An artifact whose accept must leave the corpus as it is.
    var other: String
    var file: String
    /// The entry as generate writes it, and what the stored corpus says instead (the first
    /// occurrence only: one entry changes).
    var written: String
    var stored: String
    /// The entry's path in check's report, and its two strings as the report marks them.
    var path: String
    var reported: (stored: String, fresh: String)

    var testDescription: String { artifact }
  }

  static let edits: [Edit] = [
    Edit(
      artifact: "relative", other: "durations", file: "en_US.json",
      written: "\"-1\": \"yesterday\"", stored: "\"-1\": \"the day before\"",
      path: "en_US › relative › long › auto › day › -1",
      reported: ("⟦the⟨SP U+0020⟩day⟨SP U+0020⟩before⟧", "⟦yesterday⟧")),
    Edit(
      artifact: "intervals", other: "relative", file: "en_US.json",
      written: "\"days\": \"Feb 14\u{2009}–\u{2009}16, 2024\"",
      stored: "\"days\": \"Feb 14 – 16, 2024\"",
      path: "en_US › gregorian › intervals › yMMMd › days",
      reported: (
        "Feb 14⟦⟨SP U+0020⟩–⟨SP U+0020⟩⟧16, 2024",
        "Feb 14⟦⟨THSP U+2009⟩–⟨THSP U+2009⟩⟧16, 2024"
      )),
    Edit(
      artifact: "durations", other: "intervals", file: "en_US.json",
      written: "\"4500\": \"1 hour, 15 minutes\"", stored: "\"4500\": \"1 hour and 15 minutes\"",
      path: "en_US › durations › wide › hour,minute › 4500",
      reported: ("1 hour⟦⟨SP U+0020⟩and⟧ 15 minutes", "1 hour⟦,⟧ 15 minutes")),
    Edit(
      artifact: "arithmetic", other: "relative", file: "fields.json",
      written: "\"valentinesToStPatricks\": \"day 31\"",
      stored: "\"valentinesToStPatricks\": \"day 32\"",
      path: "fields › arithmetic › gregorian › America/New_York › valentinesToStPatricks",
      reported: ("day 3⟦2⟧", "day 3⟦1⟧")),
  ]

  func snapshot(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    return files
  }

  @Test(arguments: edits) func acceptingASpanChangeGivesBackWhatGenerateWrites(_ edit: Edit) throws
  {
    let corpus = try SmallCorpus.copy()
    let fresh = CLI.temporaryDirectory()
    let pending = CLI.temporaryDirectory()
    try CorpusEdits.edit(corpus, edit.file) { text in
      guard let range = text.range(of: edit.written) else { return text }
      return text.replacingCharacters(in: range, with: edit.stored)
    }
    let edited = try snapshot(corpus)

    let check = try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path])
    #expect(check.status == 1, "\(check.stderr)")
    #expect(check.stderr == "")
    #expect(check.stdout.contains("1 change (1 failing) in 1 file\n"))
    #expect(check.stdout.contains("  by artifact: \(edit.artifact) 1\n"))
    #expect(
      check.stdout.contains(
        "    \(edit.path)  (\(corpus.path)/\(edit.file):"))
    #expect(
      check.stdout.contains(
        "      - \(edit.reported.stored)\n      + \(edit.reported.fresh)\n"))

    let other = try CLI.run([
      "accept", "--from", pending.path, "--corpus", corpus.path, "--artifact", edit.other,
    ])
    #expect(other.status == 0, "\(other.stderr)")
    #expect(
      other.stdout
        == "accepted 0 changes of \(edit.other) into 0 files of \(corpus.path)/; 1 other change remains pending in \(pending.path)/\n"
    )
    #expect(try snapshot(corpus) == edited)

    let accepted = try CLI.run([
      "accept", "--from", pending.path, "--corpus", corpus.path, "--artifact", edit.artifact,
    ])
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(accepted.stderr == "")
    #expect(
      accepted.stdout
        == "accepted 1 change of \(edit.artifact) into 1 file of \(corpus.path)/; no other change remains pending\n"
    )

    let again = try CLI.run(["check", "--corpus", corpus.path])
    #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    #expect(again.stdout.hasSuffix("engine: unchanged\nok: no changes\n"))
    // Every file, the manifest included, as a fresh generate of the same plan writes it.
    let regenerated = try CLI.run(
      ["generate", "-q", "--locale", "en_US", "--out", fresh.path] + SmallCorpus.plan)
    #expect(regenerated.status == 0, "\(regenerated.stderr)")
    let files = try snapshot(corpus)
    #expect(files.keys.sorted() == ["en_US.json", "fields.json", "manifest.json"])
    #expect(files == (try snapshot(fresh)))
    #expect(
      String(decoding: try #require(files[edit.file]), as: UTF8.self).contains(
        edit.written))
  }
}
