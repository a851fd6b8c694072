import Foundation
import TestSupport
import Testing

/// A corpus folder arrives in pull requests: nothing in it may make fmtcorpus read, write or
/// delete outside it, render what it was never asked for, or crash. Each test is a reproducer
/// from issue 12.
@Suite(.tags(.icu72)) struct CorpusFolderSafetyTests {
  let corpus: URL
  var manifest: String { corpus.appendingPathComponent("manifest.json").path }
  var path: String { corpus.path }

  init() throws { corpus = try SmallCorpus.copy() }

  func edit(_ name: String, _ transform: (String) -> String) throws {
    let text = try SmallCorpus.text(corpus, name)
    let edited = transform(text)
    #expect(edited != text, "the edit changed nothing")
    try SmallCorpus.write(corpus, name, edited)
  }

  func line(_ needle: String, in name: String = "manifest.json") throws -> Int {
    try SmallCorpus.line(corpus, name, of: needle)
  }

  /// A manifest record `../victim.txt` no longer makes generate delete a file outside the folder.
  @Test func aRecordOutsideTheFolderIsRefusedAndNothingIsDeleted() throws {
    let victim = corpus.deletingLastPathComponent().appendingPathComponent("victim.txt")
    try Data("keep me\n".utf8).write(to: victim)
    try edit("manifest.json") {
      $0.replacingOccurrences(
        of: "  \"files\": {\n",
        with:
          "  \"files\": {\n    \"../victim.txt\": {\"entries\": 1, \"sha256\": \"\(String(repeating: "0", count: 64))\"},\n"
      )
    }
    let expected =
      "fmtcorpus: error: \(manifest):\(try line("victim")): file record '../victim.txt' is not a corpus file name (expected fields.json or <locale>.json with an ICU locale id such as zh_TW.json; never a path); restore the manifest from git or regenerate with 'fmtcorpus generate --replan --out \(corpus.path)'\n"
    for arguments in [["generate", "--out", path], ["check", "--corpus", path]] {
      let result = try CLI.run(arguments)
      #expect(result.status == 2)
      #expect(result.stderr == expected)
    }
    #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me\n")
  }

  /// A plan locale `/../../zz_escape` is refused at its line; nothing is written anywhere.
  @Test func aPathLikePlanLocaleIsRefusedAtItsLine() throws {
    try edit("manifest.json") {
      $0.replacingOccurrences(of: "      \"en_US\"", with: "      \"/../../zz_escape\"")
    }
    let pending = corpus.deletingLastPathComponent().appendingPathComponent("pending")
    let expected =
      "fmtcorpus: error: \(manifest):\(try line("zz_escape")): plan locale '/../../zz_escape' is not a locale id (expected ICU's spelling: letters, digits and '_', such as zh_TW; never a path); restore the manifest from git or regenerate with 'fmtcorpus generate --replan --out \(corpus.path)'\n"
    for arguments in [
      ["generate", "--out", path], ["check", "--corpus", path, "--pending", pending.path],
    ] {
      let result = try CLI.run(arguments)
      #expect(result.status == 2)
      #expect(result.stderr == expected)
    }
    #expect(try SmallCorpus.siblings(corpus) == [])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: path).sorted() == [
        "en_US.json", "fields.json", "manifest.json",
      ])
  }

  /// A plan zone ICU does not know, and a plan locale it would render through its root
  /// fallback, are refused when the running engine is the one that recorded the corpus.
  @Test func unknownPlanValuesOfTheRecordingEngineAreRefused() throws {
    try edit("manifest.json") { $0.replacingOccurrences(of: "\"UTC\"", with: "\"Mars/Base\"") }
    let zone = try CLI.run(["check", "--corpus", path])
    #expect(zone.status == 2)
    #expect(
      zone.stderr
        == "fmtcorpus: error: \(manifest):\(try line("Mars/Base")): plan zone: unknown time zone 'Mars/Base': the icu engine knows no IANA zone by that id (did you mean AST, BST, Asia/Baku, America/Boise?); restore the manifest from git or regenerate with 'fmtcorpus generate --replan --out \(corpus.path)'\n"
    )
    try edit("manifest.json") {
      $0.replacingOccurrences(of: "\"Mars/Base\"", with: "\"UTC\"")
        .replacingOccurrences(of: "      \"en_US\"", with: "      \"en_XX\"")
    }
    let locale = try CLI.run(["check", "--corpus", path])
    #expect(locale.status == 2)
    #expect(
      locale.stderr
        == "fmtcorpus: error: \(manifest):\(try line("en_XX")): plan locale: unknown locale 'en_XX': the icu engine has no data for it (did you mean en_CX, en_SX, en_AE, en_AG?); restore the manifest from git or regenerate with 'fmtcorpus generate --replan --out \(corpus.path)'\n"
    )
    try edit("manifest.json") {
      $0.replacingOccurrences(of: "      \"en_XX\"", with: "      \"en-US\"")
    }
    let spelling = try CLI.run(["check", "--corpus", path])
    #expect(spelling.status == 2)
    #expect(
      spelling.stderr
        == "fmtcorpus: error: \(manifest):\(try line("en-US")): plan locale 'en-US' is not a locale id (expected ICU's spelling: letters, digits and '_', such as zh_TW; never a path); restore the manifest from git or regenerate with 'fmtcorpus generate --replan --out \(corpus.path)'\n"
    )
  }

  /// A locale the recording engine had and the running one lacks (as ICU 76 lacks ICU 72's
  /// kok_IN) is drift: its file is removed, and a note says why.
  @Test func aLocaleAnotherEngineRecordedIsReportedRemoved() throws {
    let enUS = try SmallCorpus.text(corpus, "en_US.json")
    try SmallCorpus.write(
      corpus, "blo_BJ.json",
      enUS.replacingOccurrences(of: "\"locale\": \"en_US\"", with: "\"locale\": \"blo_BJ\""))
    try edit("manifest.json") {
      $0.replacingOccurrences(of: "      \"en_US\"", with: "      \"blo_BJ\",\n      \"en_US\"")
        .replacingOccurrences(of: "\"icu\": \"72.1\"", with: "\"icu\": \"76.1\"")
        .replacingOccurrences(
          of: "    \"en_US.json\"",
          with: "    \"blo_BJ.json\": {\"entries\": 0, \"sha256\": \"\"},\n    \"en_US.json\"")
    }
    try SmallCorpus.reseal(corpus, "blo_BJ.json")
    let result = try CLI.run(["check", "--corpus", path, "--format", "json"])
    #expect(result.status == 1, "\(result.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let changes = try #require(report["changes"] as? [[String: Any]])
    #expect(changes.map { "\($0["file"]!) \($0["class"]!)" } == ["blo_BJ.json removed"])
    #expect(
      (report["notes"] as? [String])?.first
        == "the plan names blo_BJ, which the icu 72.1 engine does not have: its file is reported removed"
    )
  }

  /// `generate` with the running engine drops such a locale from the plan and its file, in the
  /// same swap, and says so.
  @Test func generateDropsALocaleTheRunningEngineLacks() throws {
    let enUS = try SmallCorpus.text(corpus, "en_US.json")
    try SmallCorpus.write(
      corpus, "blo_BJ.json",
      enUS.replacingOccurrences(of: "\"locale\": \"en_US\"", with: "\"locale\": \"blo_BJ\""))
    try edit("manifest.json") {
      $0.replacingOccurrences(of: "      \"en_US\"", with: "      \"blo_BJ\",\n      \"en_US\"")
        .replacingOccurrences(of: "\"icu\": \"72.1\"", with: "\"icu\": \"76.1\"")
        .replacingOccurrences(
          of: "    \"en_US.json\"",
          with: "    \"blo_BJ.json\": {\"entries\": 0, \"sha256\": \"\"},\n    \"en_US.json\"")
    }
    try SmallCorpus.reseal(corpus, "blo_BJ.json")
    let result = try CLI.run(["generate", "--out", path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasSuffix("; removed blo_BJ.json\n"), "\(result.stdout)")
    #expect(!(try SmallCorpus.text(corpus, "manifest.json")).contains("blo_BJ"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: path).sorted() == [
        "en_US.json", "fields.json", "manifest.json",
      ])
    #expect(try CLI.run(["check", "--corpus", path]).status == 0)
  }

  /// 25,000 `[` in a golden file (resealed) or 100 KB of them as the manifest: exit 2 with the
  /// line, never SIGSEGV.
  @Test func deepNestingIsACorruptFileNotACrash() throws {
    let copy = try SmallCorpus.copy()
    try SmallCorpus.write(corpus, "en_US.json", String(repeating: "[", count: 25_000))
    try SmallCorpus.reseal(corpus, "en_US.json")
    let expected =
      "fmtcorpus: error: \(path)/en_US.json:1: corrupt golden file: nesting deeper than 64 levels (golden files nest at most 8) (restore it from git or run 'fmtcorpus generate --out \(path)')\n"
    for arguments in [["check", "--corpus", path], ["diff", copy.path, path]] {
      let result = try CLI.run(arguments)
      #expect(result.status == 2)
      #expect(result.stderr == expected)
    }
    try SmallCorpus.write(corpus, "manifest.json", String(repeating: "[", count: 100_000))
    let manifestResult = try CLI.run(["check", "--corpus", path])
    #expect(manifestResult.status == 2)
    #expect(
      manifestResult.stderr
        == "fmtcorpus: error: \(manifest):1: corrupt golden file: nesting deeper than 64 levels (golden files nest at most 8) (restore it from git or run 'fmtcorpus generate --out \(corpus.path)')\n"
    )
  }

  /// A locale file resealed as `[]`, `null` or a number where an object belongs is a corrupt
  /// file (exit 2), not "425 removed" drift.
  @Test(arguments: [
    ("[]\n", "the file is a list, expected an object"),
    ("null\n", "the file is null, expected an object"),
    (
      "{\"calendars\": 5, \"formatVersion\": 1, \"locale\": \"en_US\", \"week\": {}}\n",
      "calendars is 5, expected an object"
    ),
    (
      "{\"calendars\": {}, \"formatVersion\": 1, \"locale\": \"de_DE\", \"week\": {}}\n",
      "the file is named en_US.json but holds locale 'de_DE'"
    ),
  ])
  func aWrongShapeIsACorruptFile(text: String, reason: String) throws {
    try SmallCorpus.write(corpus, "en_US.json", text)
    try SmallCorpus.reseal(corpus, "en_US.json")
    let result = try CLI.run(["check", "--corpus", path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: \(path)/en_US.json:1: corrupt golden file: \(reason) (restore it from git or run 'fmtcorpus generate --out \(path)')\n"
    )
  }

  /// A key twice is never resolved silently: a second record with a wrong hash, or
  /// `formatVersion` twice.
  @Test func duplicateKeysAreRefusedWithBothLines() throws {
    let record = try line("\"en_US.json\": {")
    try edit("manifest.json") {
      $0.replacingOccurrences(
        of: "  \"files\": {\n",
        with:
          "  \"files\": {\n    \"en_US.json\": {\"entries\": 71, \"sha256\": \"\(String(repeating: "0", count: 64))\"},\n"
      )
    }
    let twice = try CLI.run(["check", "--corpus", path])
    #expect(twice.status == 2)
    #expect(
      twice.stderr
        == "fmtcorpus: error: \(manifest):\(record + 1): corrupt golden file: duplicate key \"en_US.json\" (first on line \(record)); a key appears once per object (restore it from git or run 'fmtcorpus generate --out \(corpus.path)')\n"
    )
    let fresh = try SmallCorpus.copy()
    let version = try SmallCorpus.line(fresh, "manifest.json", of: "\"formatVersion\"")
    var text = try SmallCorpus.text(fresh, "manifest.json")
    text = text.replacingOccurrences(
      of: "  \"formatVersion\": 1,\n", with: "  \"formatVersion\": 1,\n  \"formatVersion\": 1,\n")
    try SmallCorpus.write(fresh, "manifest.json", text)
    let version2 = try CLI.run(["check", "--corpus", fresh.path])
    #expect(version2.status == 2)
    #expect(
      version2.stderr
        == "fmtcorpus: error: \(fresh.path)/manifest.json:\(version + 1): corrupt golden file: duplicate key \"formatVersion\" (first on line \(version)); a key appears once per object (restore it from git or run 'fmtcorpus generate --out \(fresh.path)')\n"
    )
  }

  /// Entries the manifest does not list are named (exit 2); dotfiles are left alone.
  @Test func unlistedEntriesAreReported() throws {
    try SmallCorpus.write(corpus, ".editorconfig", "root = true\n")
    #expect(try CLI.run(["check", "--corpus", path]).status == 0)
    try SmallCorpus.write(corpus, "junk.json", "not json")
    try FileManager.default.createDirectory(
      at: corpus.appendingPathComponent("fr_FR.json"), withIntermediateDirectories: false)
    let expected =
      "fmtcorpus: error: '\(path)' holds 2 entries its manifest does not list (fr_FR.json (a folder), junk.json): remove them (only dotfiles such as .editorconfig may sit beside a corpus's files); a locale's file that belongs in the corpus is added with 'fmtcorpus generate --out \(path) --locale LOCALE'\n"
    let check = try CLI.run(["check", "--corpus", path])
    #expect(check.status == 2)
    #expect(check.stderr == expected)
    let diff = try CLI.run(["diff", path, try SmallCorpus.copy().path])
    #expect(diff.status == 2)
    #expect(diff.stderr == expected)
    // A writer would replace the folder whole and lose them: it refuses too.
    let generate = try CLI.run(["generate", "--out", path])
    #expect(generate.status == 2)
    #expect(
      generate.stderr
        == "fmtcorpus: error: '\(path)' holds 2 entries that no corpus manifest lists (fr_FR.json (a folder), junk.json): fmtcorpus replaces a corpus folder whole, so it writes only into a new or empty folder or a corpus of its own; move them away or give another folder\n"
    )
    #expect(try SmallCorpus.text(corpus, "junk.json") == "not json")
  }

  /// A listed file that is a symbolic link (to /dev/zero), a FIFO or a folder is named as what
  /// it is, not "missing", and never read.
  @Test func listedFilesMustBePlainFiles() throws {
    let enUS = corpus.appendingPathComponent("en_US.json")
    try FileManager.default.removeItem(at: enUS)
    try FileManager.default.createSymbolicLink(atPath: enUS.path, withDestinationPath: "/dev/zero")
    let link = try CLI.run(["check", "--corpus", path])
    #expect(link.status == 2)
    #expect(
      link.stderr
        == "fmtcorpus: error: cannot read '\(path)/en_US.json': it is a symbolic link; corpus files are plain files\n"
    )
    try FileManager.default.removeItem(at: enUS)
    #expect(mkfifo(enUS.path, 0o644) == 0)
    let fifo = try CLI.run(["check", "--corpus", path])
    #expect(fifo.status == 2)
    #expect(
      fifo.stderr
        == "fmtcorpus: error: cannot read '\(path)/en_US.json': it is a FIFO, not a plain file\n")
    try FileManager.default.removeItem(at: enUS)
    try FileManager.default.createDirectory(at: enUS, withIntermediateDirectories: false)
    let folder = try CLI.run(["check", "--corpus", path])
    #expect(folder.status == 2)
    #expect(
      folder.stderr
        == "fmtcorpus: error: cannot read '\(path)/en_US.json': it is a folder, not a plain file\n")
    try FileManager.default.removeItem(at: enUS)
    let file = creat(enUS.path, 0o644)
    #expect(file >= 0 && ftruncate(file, 17 << 20) == 0)
    close(file)
    let huge = try CLI.run(["check", "--corpus", path])
    #expect(huge.status == 2)
    #expect(
      huge.stderr
        == "fmtcorpus: error: cannot read '\(path)/en_US.json': it is 17825792 bytes, more than the 16 MiB a golden file may hold\n"
    )
  }

  /// A listed file that cannot be read is named as such (in words), not "missing". Root reads
  /// anything, so as root the check runs as `nobody` (through runuser), from a copy of the
  /// binary in the run's temporary folder: `nobody` may not reach the build folder (a checkout
  /// in root's mode-700 home, in a `mktemp -d`). Where `nobody` cannot run even the copy (a
  /// private `TMPDIR`), the case is skipped and says why.
  @Test(
    .enabled(
      if: NobodysBinary.usable,
      "as root this case runs the binary as 'nobody', who cannot run a copy of it in the temporary folder (see stderr)"
    ))
  func anUnreadableFileIsNamedSo() throws {
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o000], ofItemAtPath: corpus.appendingPathComponent("en_US.json").path)
    let arguments = ["check", "--corpus", path]
    if geteuid() == 0 {
      // Traversable by `nobody` whatever the umask; the file itself stays unreadable.
      for folder in [corpus.deletingLastPathComponent(), corpus] {
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
      }
    }
    let result =
      geteuid() == 0
      ? try CLI.run(
        ["-u", "nobody", "--", try #require(NobodysBinary.copy).path] + arguments,
        executable: URL(fileURLWithPath: "/usr/sbin/runuser"))
      : try CLI.run(arguments)
    #expect(result.status == 2)
    #expect(
      result.stderr == "fmtcorpus: error: cannot read '\(path)/en_US.json': permission denied\n")
  }

  /// Manifest schema errors name their line: a calendar `julian`, month 13, en_US.json's entries
  /// as a string (`ENTRIES`: its count, read from the file), a record without sha256, a
  /// relative offset that is no decimal, durations' units out of order.
  @Test(arguments: [
    (
      "      \"gregorian\"", "      \"../julian\"", "../julian",
      "calendar '../julian' is not a calendar id (expected a CLDR id such as gregorian or islamic-umalqura: lower-case letters, digits and '-')"
    ),
    (
      "\"2010-01-27T18:00:00Z\"", "\"2010-13-27T18:00:00Z\"", "2010-13",
      "plan seedInstants '2010-13-27T18:00:00Z' is not an instant (expected ISO 8601 in UTC such as 2010-01-27T18:00:00Z)"
    ),
    (
      "{\"entries\": ENTRIES,", "{\"entries\": \"ENTRIES\",", "\"ENTRIES\"",
      "entries is the string \"ENTRIES\", expected a whole number"
    ),
    (", \"sha256\": ", ", \"sha\": ", "\"sha\"", "missing 'sha256'"),
    (
      "\"offsets\": [\"-1\", \"0\", \"1\"]", "\"offsets\": [\"-1\", \"1e999\", \"1\"]", "1e999",
      "plan.relative.groups.2.offsets.1 is not valid: invalid value '1e999' for --relative-offset (expected a decimal number such as -1 or 2.5, with at most 12 digits before the point and 6 after it)"
    ),
    // The decoder reads amounts to the nanosecond (a duration's); an offset's flag, to the
    // microsecond.
    (
      "\"offsets\": [\"-1\", \"0\", \"1\"]", "\"offsets\": [\"-1\", \"0.0000001\", \"1\"]",
      "0.0000001",
      "plan.relative.groups.2.offsets.1 is not valid: invalid value '0.0000001' for --relative-offset (expected a decimal number such as -1 or 2.5, with at most 12 digits before the point and 6 after it)"
    ),
    // A flag's rule the decoder alone does not know: --duration-seconds takes no -0.
    (
      "\"seconds\": [\"0\", ", "\"seconds\": [\"-0\", ", "\"seconds\": [\"-0\"",
      "plan.durations.seconds.0 is not valid: invalid value '-0' for --duration-seconds (expected a number of seconds such as 4500, -4500 or 59.5 (not -0), with at most 12 digits before the point and 9 after it)"
    ),
    (
      "\"units\": [\"hour,minute\", ", "\"units\": [\"minute,hour\", ", "minute,hour",
      "plan.durations.units.0 is not valid: invalid value 'minute,hour' for --units (expected units of week, day, hour, minute, second, millisecond, microsecond, nanosecond separated by commas, each once, largest first (hour,minute))"
    ),
    // A configured duration is read by its flag's parser: one spelling only (issue 42).
    (
      "\"seconds\": [\"0\", ", "\"configurations\": [\"hour;width=wide\"], \"seconds\": [\"0\", ",
      "hour;width=wide",
      "plan.durations.configurations.0 is not valid: invalid duration format 'hour;width=wide': a configuration has one spelling: write it as hour"
    ),
  ])
  func manifestSchemaErrorsNameTheirLine(old: String, new: String, needle: String, reason: String)
    throws
  {
    let count = try GoldenLines(contentsOf: corpus.appendingPathComponent("en_US.json")).count
    func entries(_ text: String) -> String {
      text.replacingOccurrences(of: "ENTRIES", with: String(count))
    }
    let (old, new, needle, reason) = (entries(old), entries(new), entries(needle), entries(reason))
    try edit("manifest.json") {
      guard let range = $0.range(of: old) else { return $0 }
      return $0.replacingCharacters(in: range, with: new)
    }
    let result = try CLI.run(["check", "--corpus", path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: \(manifest):\(try line(needle)): \(reason); restore the manifest from git or regenerate with 'fmtcorpus generate --replan --out \(corpus.path)'\n"
    )
  }
}
