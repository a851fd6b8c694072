import Foundation
import TestSupport
import Testing

/// A team's own formats in the gate: fixed patterns, templates, and whether strings parse back.
@Suite(.tags(.icu72)) struct PatternsTests {
  /// The seed's fixed-format strings (the 002 file's table), at 2007-01-09 10:00 US/Pacific.
  @Test(arguments: [
    ("'Year: 'y' Month: 'M' Day: 'd", "Year: 2007 Month: 1 Day: 9"),
    ("MM/dd/yy", "01/09/07"),
    ("MMM dd, yyyy", "Jan 09, 2007"),
    ("E MMM dd, yyyy", "Tue Jan 09, 2007"),
    ("EEEE, MMMM dd, yyyy' at 'h:mm a.", "Tuesday, January 09, 2007 at 10:00 AM."),
    (
      "EEEE, MMMM dd, yyyy' at 'h:mm a zzzz.",
      "Tuesday, January 09, 2007 at 10:00 AM Pacific Standard Time."
    ),
  ])
  func seedFormatStrings(pattern: String, expected: String) throws {
    let result = try CLI.run([
      "format", "--locale", "en_US", "--pattern", pattern, "--zone", "America/Los_Angeles",
      "--at", "2007-01-09T18:00:00Z",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    // A space typed in a pattern stays U+0020 (ICU 72 writes U+202F only in its own patterns).
    #expect(result.stdout == expected + "\n")
  }

  @Test func templatePrintsItsPatternInJSON() throws {
    let result = try CLI.run([
      "format", "--locale", "en_US", "--template", "jmm", "--zone", "America/New_York", "--at",
      "2010-01-27T18:00:00Z", "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "{\"calendar\": \"gregorian\", \"engine\": \"icu\", \"instant\": \"2010-01-27T18:00:00Z\", \"locale\": \"en_US\", \"pattern\": \"h:mm\u{202F}a\", \"string\": \"1:00\u{202F}PM\", \"template\": \"jmm\", \"zone\": \"America/New_York\"}\n"
    )
  }

  @Test(arguments: [
    (
      ["--pattern", "MM/dd/yj"],
      "fmtcorpus: error: invalid pattern 'MM/dd/yj': 'j' (character 8) is not a pattern letter: letters are GyMdkHmsSEDFwWahKzYeugAZvcLQqVUOXxrbB; put text in single quotes\n"
    ),
    (
      ["--pattern", "h 'o''clock"],
      "fmtcorpus: error: invalid pattern 'h 'o''clock': the quote at character 6 is not closed: close it with '\n"
    ),
    (
      ["--template", "MMM d, yyyy t"],
      "fmtcorpus: error: invalid template 'MMM d, yyyy t': 't' (character 13) is not a skeleton letter: letters are GyYuUrQqMLwWdDFgEecabBhHkKjJCmsSAzZOvVXx; spaces, punctuation and quoted text are ignored\n"
    ),
  ])
  func badPatternsExitTwoWithOneLine(arguments: [String], message: String) throws {
    let format = try CLI.run(
      ["format", "--locale", "en_US", "--zone", "UTC", "--at", "2010-01-27T18:00:00Z"]
        + arguments)
    #expect(format.status == 2)
    #expect(format.stdout == "")
    #expect(format.stderr == message)
    let out = CLI.temporaryDirectory()
    let generate = try CLI.run(
      ["generate", "-q", "--out", out.path, "--locale", "en_US"] + arguments)
    #expect(generate.status == 2)
    #expect(generate.stderr == message)
    #expect(
      !FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.json").path))
  }

  /// ICU 72 (CLDR 42): en_US writes U+202F before PM; typed with U+0020 the full style fails
  /// strictly and parses leniently. de_DE has no such space: all four parse.
  @Test func parsingOfTheStyles() throws {
    let out = CLI.temporaryDirectory()
    let result = try CLI.run([
      "generate", "-q", "--out", out.path, "--locale", "en_US", "--locale", "de_DE",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let enUS = try String(contentsOf: out.appendingPathComponent("en_US.json"), encoding: .utf8)
    #expect(
      enUS.contains(
        "\n          \"full/full\": {\"lenient\": \"ok\", \"lenientPlain\": \"ok\", \"strict\": \"ok\", \"strictPlain\": \"fails\"},\n"
      ))
    #expect(
      enUS.contains(
        "\n          \"MM/dd/yy\": {\"lenient\": \"ok\", \"lenientPlain\": \"ok\", \"strict\": \"ok\", \"strictPlain\": \"ok\"},\n"
      ))
    #expect(enUS.contains("\n        \"MM/dd/yy\": \"01/27/10\",\n"))
    let deDE = try String(contentsOf: out.appendingPathComponent("de_DE.json"), encoding: .utf8)
    #expect(
      deDE.contains(
        "\n          \"full/full\": {\"lenient\": \"ok\", \"lenientPlain\": \"ok\", \"strict\": \"ok\", \"strictPlain\": \"ok\"},\n"
      ))
  }

  /// A template and a pattern added to a stored plan: no --replan, every file re-rendered with
  /// the new entries and none lost; check is clean afterwards.
  @Test func addingToAStoredPlanKeepsEveryEntry() throws {
    let out = CLI.temporaryDirectory()
    try #require(
      try CLI.run([
        "generate", "-q", "--out", out.path, "--locale", "en_US", "--locale", "ja_JP",
      ]).status == 0)
    let before = try String(contentsOf: out.appendingPathComponent("ja_JP.json"), encoding: .utf8)
    let added = try CLI.run([
      "generate", "-q", "--out", out.path, "--template", "yMMMMd", "--pattern", "yyyy-MM-dd HH:mm",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    let after = try String(contentsOf: out.appendingPathComponent("ja_JP.json"), encoding: .utf8)
    let afterLines = Set(after.split(separator: "\n").map { $0.trimmingCharacters(in: [","]) })
    for line in before.split(separator: "\n") {
      #expect(afterLines.contains(line.trimmingCharacters(in: [","])), "lost: \(line)")
    }
    #expect(after.contains("\"yMMMMd\": {\"pattern\": \"y年M月d日\", \"string\": \"2010年1月27日\"}"))
    #expect(after.contains("\"yyyy-MM-dd HH:mm\": \"2010-01-27 13:00\""))
    let manifest = try CLI.json(out.appendingPathComponent("manifest.json"))
    let plan = try #require(manifest["plan"] as? [String: Any])
    #expect((plan["templates"] as? [String])?.last == "yMMMMd")
    #expect((plan["patterns"] as? [String])?.last == "yyyy-MM-dd HH:mm")
    let check = try CLI.run(["check", "--corpus", out.path])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))
  }

  /// Adding formats re-renders every file: refused when the engine is not the one the corpus
  /// was made with, which would take its drift in unchecked.
  @Test func addingIsRefusedAcrossEngineVersions() throws {
    let out = CLI.temporaryDirectory()
    try #require(
      try CLI.run(["generate", "-q", "--out", out.path, "--locale", "en_US"]).status == 0)
    let manifest = out.appendingPathComponent("manifest.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\"icu\": \"72.1\"", with: "\"icu\": \"71.1\"").utf8)
      .write(to: manifest)
    let result = try CLI.run(["generate", "-q", "--out", out.path, "--pattern", "MM/dd"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: the corpus in '\(out.path)' was made with other engine versions (icu 71.1 → 72.1): adding templates, patterns or pickers re-renders every file and would accept that drift unchecked; run 'fmtcorpus check --corpus \(out.path)' and accept or regenerate first\n"
    )
  }

  /// Writing one locale records the running engine's versions for the whole corpus: refused
  /// when the corpus was made with others, or the files left as they were would be labelled
  /// with an engine that never rendered them (and `check` would say "engine: unchanged").
  @Test func aPartialWriteIsRefusedAcrossEngineVersions() throws {
    let out = CLI.temporaryDirectory()
    try #require(
      try CLI.run(["generate", "-q", "--out", out.path, "--locale", "en_US"]).status == 0)
    let manifest = out.appendingPathComponent("manifest.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\"icu\": \"72.1\"", with: "\"icu\": \"71.1\"").utf8)
      .write(to: manifest)
    let before = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    let result = try CLI.run(["generate", "-q", "--out", out.path, "--locale", "it"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: the corpus in '\(out.path)' was made with other engine versions (icu 71.1 → 72.1): writing only the named locales would record these versions for files they did not render; run 'fmtcorpus check --corpus \(out.path)' and accept or regenerate first\n"
    )
    #expect(try String(contentsOf: manifest, encoding: .utf8).contains("\"icu\": \"71.1\""))
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == before)
    // The same engine writes the one locale as before.
    try Data(text.utf8).write(to: manifest)
    #expect(try CLI.run(["generate", "-q", "--out", out.path, "--locale", "it"]).status == 0)
  }

  /// A pattern's string changing is `text`; a parse result changing is `parsing`, which fails.
  @Test func changesAreTextAndParsing() throws {
    let out = CLI.temporaryDirectory()
    try #require(
      try CLI.run(["generate", "-q", "--out", out.path, "--locale", "en_US"]).status == 0)
    try CorpusEdits.edit(out, "en_US.json") {
      $0.replacingOccurrences(
        of: "\"MM/dd/yy\": \"01/27/10\"", with: "\"MM/dd/yy\": \"01/27/2010\""
      ).replacingOccurrences(
        of: "\"MM/dd/yy\": {\"lenient\": \"ok\", \"lenientPlain\": \"ok\", \"strict\": \"ok\",",
        with: "\"MM/dd/yy\": {\"lenient\": \"ok\", \"lenientPlain\": \"ok\", \"strict\": \"fails\","
      ).replacingOccurrences(
        of:
          "\"full/full\": {\"lenient\": \"ok\", \"lenientPlain\": \"ok\", \"strict\": \"ok\", \"strictPlain\": \"fails\"}",
        with:
          "\"full/full\": {\"lenient\": \"ok\", \"lenientPlain\": \"ok\", \"strict\": \"ok\", \"strictPlain\": \"ok\"}"
      )
    }
    let result = try CLI.run(["check", "--corpus", out.path])
    #expect(result.status == 1)
    #expect(result.stdout.contains("  by class: parsing 2, text 1\n"), "\(result.stdout)")
    #expect(result.stdout.contains("en_US › gregorian › patterns › MM/dd/yy"))
    // Each parse change shows the string each side parsed: the plain form for a plain result
    // (an ordinary space before PM), and the stored and the fresh string where they differ.
    #expect(
      result.stdout.contains(
        """
            en_US › gregorian › parsing › styles › full/full › strictPlain  (\(out.path)/en_US.json:
        """))
    #expect(
      result.stdout.contains(
        """
              - ok, parsing "Wednesday, January 27, 2010 at 1:00:00 PM Eastern Standard Time"
              + fails, parsing "Wednesday, January 27, 2010 at 1:00:00 PM Eastern Standard Time"

        """), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        """
              - fails, parsing "01/27/2010"
              + ok, parsing "01/27/10"

        """), "\(result.stdout)")
    let json = try CLI.run(["check", "--corpus", out.path, "--format", "json"])
    #expect(json.stdout.contains("\"class\": \"parsing\""))
    #expect(json.stdout.contains("\"new\": \"fails\""))
    #expect(
      json.stdout.contains(
        "\"newParsed\": \"Wednesday, January 27, 2010 at 1:00:00 PM Eastern Standard Time\""))
    #expect(json.stdout.contains("\"oldParsed\": \"01/27/2010\""))
    let relaxed = try CLI.run(["check", "--corpus", out.path, "--fail-on", "parsing"])
    #expect(relaxed.status == 1)
    #expect(try CLI.run(["check", "--corpus", out.path, "--fail-on", "text"]).status == 1)
    #expect(try CLI.run(["check", "--corpus", out.path, "--fail-on", "order"]).status == 0)
    // Accepting by class takes the parse results with `parsing`, never with `text`.
    let pending = CLI.temporaryDirectory()
    #expect(try CLI.run(["check", "--corpus", out.path, "--pending", pending.path]).status == 1)
    let accepted = try CLI.run([
      "accept", "--from", pending.path, "--corpus", out.path, "--class", "parsing",
    ])
    #expect(accepted.status == 0, "\(accepted.stderr)")
    let rest = try CLI.run(["check", "--corpus", out.path])
    #expect(rest.status == 1)
    #expect(rest.stdout.contains("  by class: text 1\n"), "\(rest.stdout)")
  }

  /// A corpus made before fixed patterns and parsing: one note, no wall of `added`.
  @Test func anOlderCorpusChecksWithOneNote() throws {
    let out = CLI.temporaryDirectory()
    try #require(
      try CLI.run(["generate", "-q", "--out", out.path, "--locale", "en_US"]).status == 0)
    // The manifest as fmtcorpus wrote it before templates and patterns were in the plan.
    let manifest = out.appendingPathComponent("manifest.json")
    var lines = try String(contentsOf: manifest, encoding: .utf8).components(separatedBy: "\n")
    for key in ["\"patterns\": [", "\"templates\": ["] {
      let start = try #require(lines.firstIndex { $0.hasSuffix(key) })
      let end = try #require(lines[start...].firstIndex { $0.hasPrefix("    ]") })
      lines.removeSubrange(start...end)
    }
    try Data(lines.joined(separator: "\n").utf8).write(to: manifest)
    // Plain generate keeps the stored plan: no patterns, no parsing, today's nine templates.
    #expect(try CLI.run(["generate", "-q", "--out", out.path]).status == 0)
    let file = try String(contentsOf: out.appendingPathComponent("en_US.json"), encoding: .utf8)
    #expect(!file.contains("\"parsing\""))
    #expect(!file.contains("\"patterns\""))
    #expect(file.contains("\"Hm\": {\"pattern\": \"HH:mm\""))
    let check = try CLI.run(["check", "--corpus", out.path])
    #expect(check.status == 0)
    #expect(
      check.stdout
        == "fmtcorpus: \(out.path)/ → \(out.path)/ (fresh render)\nengine: unchanged\nnote: \(out.path)/ predates the patterns and parsing artifacts (fixed patterns, and whether strings parse back), so they were not compared; 'fmtcorpus generate --replan --out \(out.path)' regenerates the corpus with them (or add a --pattern)\nok: no changes\n"
    )
    // diff against a corpus that has them: the same note, not a wall of `added`.
    let newer = CLI.temporaryDirectory()
    try #require(
      try CLI.run(["generate", "-q", "--out", newer.path, "--locale", "en_US"]).status == 0)
    let diff = try CLI.run(["diff", out.path, newer.path])
    #expect(diff.status == 0)
    #expect(
      diff.stdout
        == "fmtcorpus: \(out.path)/ → \(newer.path)/\nengine: unchanged\nnote: \(out.path)/ predates the patterns and parsing artifacts (fixed patterns, and whether strings parse back), so they were not compared; 'fmtcorpus generate --replan --out \(out.path)' regenerates the corpus with them (or add a --pattern)\nok: no changes\n"
    )
  }

  /// A template of 128 or more of one letter renders nothing in ICU (a field's length is 8
  /// bits): refused by `format`, by `generate` and from a manifest, with nothing written.
  @Test func aFieldLongerThanICUKeepsIsRefusedEverywhere() throws {
    let long = String(repeating: "y", count: 128)
    let reason =
      "the field of 128 'y' from character 1 is longer than 127 letters, the most ICU keeps (it stores a field's length in 8 bits and renders a longer one wrong or not at all)"
    let format = try CLI.run([
      "format", "--locale", "en_US", "--template", long, "--zone", "UTC", "--at",
      "2024-02-14T15:00:00Z",
    ])
    #expect(format.status == 2)
    #expect(format.stdout == "")
    #expect(format.stderr == "fmtcorpus: error: invalid template '\(long)': \(reason)\n")
    let fresh = CLI.temporaryDirectory()
    let generate = try CLI.run([
      "generate", "-q", "--out", fresh.path, "--locale", "en_US", "--pattern", long,
    ])
    #expect(generate.status == 2)
    #expect(generate.stderr == "fmtcorpus: error: invalid pattern '\(long)': \(reason)\n")
    #expect(!FileManager.default.fileExists(atPath: fresh.path))

    let out = CLI.temporaryDirectory()
    try #require(
      try CLI.run(["generate", "-q", "--out", out.path, "--locale", "en_US"]).status == 0)
    let manifest = out.appendingPathComponent("manifest.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    let line =
      try #require(text.components(separatedBy: "\n").firstIndex(of: "      \"yMd\",")) + 1
    try Data(text.replacingOccurrences(of: "\"yMd\",", with: "\"\(long)\",").utf8).write(
      to: manifest)
    let before = try Data(contentsOf: out.appendingPathComponent("en_US.json"))
    for arguments in [["check", "--corpus", out.path], ["generate", "-q", "--out", out.path]] {
      let result = try CLI.run(arguments)
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "fmtcorpus: error: \(out.path)/manifest.json:\(line): plan templates: invalid template '\(long)': \(reason); restore the manifest from git or regenerate with 'fmtcorpus generate --replan --out \(out.path)'\n"
      )
    }
    #expect(try Data(contentsOf: out.appendingPathComponent("en_US.json")) == before)
  }

  /// A manifest is untrusted input: its plan's patterns pass the checks the flag does.
  @Test func aStoredBadPatternIsACorruptManifest() throws {
    let out = CLI.temporaryDirectory()
    try #require(
      try CLI.run(["generate", "-q", "--out", out.path, "--locale", "en_US"]).status == 0)
    let manifest = out.appendingPathComponent("manifest.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    let line =
      try #require(
        text.components(separatedBy: "\n").firstIndex(of: "      \"MM/dd/yy\",")) + 1
    try Data(text.replacingOccurrences(of: "\"MM/dd/yy\",", with: "\"MM/dd/yj\",").utf8).write(
      to: manifest)
    let result = try CLI.run(["check", "--corpus", out.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: \(out.path)/manifest.json:\(line): plan patterns: invalid pattern 'MM/dd/yj': 'j' (character 8) is not a pattern letter: letters are GyMdkHmsSEDFwWahKzYeugAZvcLQqVUOXxrbB; put text in single quotes; restore the manifest from git or regenerate with 'fmtcorpus generate --replan --out \(out.path)'\n"
    )
  }
}
