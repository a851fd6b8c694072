import Foundation
import Testing

/// The rule every refusal keeps: exit 2, one line on stderr naming the bad value and what would
/// be valid (the nearest spellings first), nothing on stdout and nothing written; control
/// characters in an echoed value escaped, system errors in words. The cases here are the rule's
/// own (bad locales, zones, calendars, instants, numbers, commands, repeated options, folders,
/// worker timeouts); `CLI.Result.expectRefused` asserts the rule, here and in any suite.
@Suite struct RefusalTests {
  static let cases: [([String], String)] = [
    (
      ["--locale", "xx_YY"],
      "fmtcorpus: error: unknown locale 'xx_YY': the icu engine has no data for it (run 'fmtcorpus info --locales' for the list)"
    ),
    (
      ["--locale", "en_XX"],
      "fmtcorpus: error: unknown locale 'en_XX': the icu engine has no data for it (did you mean en_CX, en_SX, en_AE, en_AG?)"
    ),
    (
      ["--locale", "zh_XX"],
      "fmtcorpus: error: unknown locale 'zh_XX': the icu engine has no data for it (did you mean zh_CN, zh_HK, zh_MO, zh_SG?)"
    ),
    (
      ["--locale", "../../etc"],
      "fmtcorpus: error: malformed locale '../../etc': only letters, digits, '_' and '-' may appear in a locale id (expected an ICU or BCP 47 id such as zh_TW or zh-TW)"
    ),
    (
      ["--locale", "de_DE@calendar=../hebrew"],
      "fmtcorpus: error: malformed locale 'de_DE@calendar=../hebrew': only letters, digits, '_', '-' and settings after '@' (key=value, joined by ';') may appear in a locale id (expected an ICU or BCP 47 id such as zh_TW or zh-TW)"
    ),
    (
      ["--locale", "en_US", "--calendar", "julian"],
      "fmtcorpus: error: unknown calendar 'julian' (expected one of: gregorian, japanese, buddhist, roc, persian, islamic-civil, islamic, hebrew, chinese, indian, coptic, ethiopic, ethiopic-amete-alem, iso8601, dangi, islamic-umalqura, islamic-tbla, islamic-rgsa, or 'all'; the foundation engine also has vietnamese, bangla, gujarati, kannada, malayalam, marathi, odia, tamil, telugu, vikram)"
    ),
    (
      ["--locale", "en_US", "--zone", "Mars/Olympus"],
      "fmtcorpus: error: unknown time zone 'Mars/Olympus': the icu engine knows no IANA zone by that id (run 'fmtcorpus info --zones' for the list)"
    ),
    (
      ["--locale", "en_US", "--zone", "America/New_Yrok"],
      "fmtcorpus: error: unknown time zone 'America/New_Yrok': the icu engine knows no IANA zone by that id (did you mean America/New_York?)"
    ),
    (
      ["--locale", "en_US", "--zone", "Etc/Unknown"],
      "fmtcorpus: error: unknown time zone 'Etc/Unknown': the icu engine knows no IANA zone by that id (run 'fmtcorpus info --zones' for the list)"
    ),
    (
      ["--locale", "en_US", "--instant", "2010-01-27"],
      "fmtcorpus: error: malformed instant '2010-01-27' (expected ISO 8601 in UTC such as 2010-01-27T18:00:00Z)"
    ),
    (
      ["--locale", "en_US", "--jobs", "0"],
      "fmtcorpus: error: invalid value '0' for --jobs (expected a whole number from 1 to 256)"
    ),
  ]

  @Test(arguments: cases)
  func generateRefusesAndWritesNothing(arguments: [String], message: String) throws {
    let out = CLI.temporaryDirectory()
    let result = try CLI.run(["generate", "--out", out.path] + arguments)
    #expect(result.status == 2)
    #expect(result.stderr == message + "\n")
    #expect(result.stdout == "")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  /// Refused the same way by both engines: a locale without a language (ICU maximizes `und_TW`
  /// to `zh_Hant_TW` but renders root or the default locale for it) and a custom offset (ICU and
  /// Foundation's `TimeZone` parse `GMT+5`, but it is no IANA id). The engine is named.
  static let bothEngines: [([String], String)] = [
    (["--locale", "und_TW"], "locale 'und_TW' has no language: name one (e.g. zh_TW)"),
    (["--locale", "und-TW"], "locale 'und-TW' has no language: name one (e.g. zh_TW)"),
    (["--locale", "und"], "locale 'und' has no language: name one (e.g. en_US)"),
    (["--locale", "root"], "locale 'root' has no language: name one (e.g. en_US)"),
    (["--locale", "und_IL"], "locale 'und_IL' has no language: name one (e.g. he_IL)"),
    (
      ["--locale", "en_US", "--zone", "GMT+5"],
      "unknown time zone 'GMT+5': the ENGINE engine knows no IANA zone by that id (did you mean Etc/GMT-5?)"
    ),
    (
      ["--locale", "en_US", "--zone", "UTC+3"],
      "unknown time zone 'UTC+3': the ENGINE engine knows no IANA zone by that id (did you mean Etc/GMT-3?)"
    ),
    (
      ["--locale", "en_US", "--zone", "GMT+05:30"],
      "unknown time zone 'GMT+05:30': the ENGINE engine knows no IANA zone by that id (run 'fmtcorpus info --zones' for the list)"
    ),
    (
      ["--locale", "xx_YY"],
      "unknown locale 'xx_YY': the ENGINE engine has no data for it (run 'fmtcorpus info --locales' for the list)"
    ),
  ]

  @Test(arguments: ["icu", "foundation", "formatstyle"], bothEngines)
  func bothEnginesRefuseAndWriteNothing(engine: String, input: ([String], String)) throws {
    let out = CLI.temporaryDirectory()
    let result = try CLI.run(["generate", "--engine", engine, "--out", out.path] + input.0)
    #expect(result.status == 2)
    let message = input.1.replacingOccurrences(of: "ENGINE", with: engine)
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
    #expect(result.stdout == "")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  /// The audit's spelling, through `format` under both engines: refused, not rendered in English.
  @Test(arguments: ["icu", "foundation", "formatstyle"])
  func formatRefusesALocaleWithoutLanguage(engine: String) throws {
    let result = try CLI.run([
      "format", "--engine", engine, "--locale", "und_TW", "--date-style", "full", "--zone", "UTC",
      "--at", "2010-01-27T18:00:00Z",
    ])
    result.expectRefused(
      "locale 'und_TW' has no language: name one (e.g. zh_TW)")
    #expect(result.stdout == "")
  }

  /// Aliases that reach a listed id and render its data stay accepted under both engines.
  @Test(
    arguments: ["icu", "foundation", "formatstyle"],
    [
      ("zh_TW", "zh_Hant_TW", "2010年1月27日 星期三"), ("zh-TW", "zh_Hant_TW", "2010年1月27日 星期三"),
      ("sr_RS", "sr_Cyrl_RS", "среда, 27. јануар 2010."),
    ])
  func aliasesStayAccepted(engine: String, alias: (String, String, String)) throws {
    func full(_ locale: String) throws -> CLI.Result {
      try CLI.run([
        "format", "--engine", engine, "--locale", locale, "--date-style", "full", "--zone", "UTC",
        "--at", "2010-01-27T18:00:00Z",
      ])
    }
    let (spelling, listed, expected) = alias
    let result = try full(spelling)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == expected + "\n")
    #expect(try full(listed).stdout == expected + "\n")
  }

  @Test func formatRefusesAnUnknownStyleAndNoneNone() throws {
    let base = ["format", "--locale", "en_US", "--zone", "UTC", "--at", "2010-01-27T18:00:00Z"]
    let style = try CLI.run(base + ["--date-style", "huge"])
    #expect(style.status == 2)
    #expect(
      style.stderr
        == "fmtcorpus: error: unknown date style 'huge' (expected one of: none, short, medium, long, full)\n"
    )
    let nothing = try CLI.run(base)
    #expect(nothing.status == 2)
    #expect(nothing.stderr.hasPrefix("fmtcorpus: error: invalid value 'none/none'"))
  }

  @Test func usageErrorsExitTwoNotSixtyFour() throws {
    let result = try CLI.run(["generate", "--bogus"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: unknown option '--bogus' (see 'fmtcorpus generate --help')\n"
    )
    #expect(try CLI.run(["frobnicate"]).status == 2)
    #expect(try CLI.run(["--help"]).status == 0)
  }

  @Test func aManifestOfAnotherFormatIsRefused() throws {
    let out = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try Data("{\"formatVersion\": 99}\n".utf8).write(
      to: out.appendingPathComponent("manifest.json"))
    let result = try CLI.run(["generate", "--out", out.path, "--locale", "en_US"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "fmtcorpus: error: \(out.path)/manifest.json:1: format version 99 is not supported by this fmtcorpus (it reads version 1)"
      ))
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["manifest.json"])
  }

  @Test func aNewlineOrEscapeInAValueIsEscaped() throws {
    let result = try CLI.run(["generate", "--locale", "en\n::warning::forged\u{1B}[2J"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: malformed locale 'en⟨LF U+000A⟩::warning::forged⟨ESC U+001B⟩[2J': only letters, digits, '_' and '-' may appear in a locale id (expected an ICU or BCP 47 id such as zh_TW or zh-TW)\n"
    )
  }

  @Test(arguments: [
    (
      ["generate", "--jobs", "-1"],
      "invalid value '-1' for --jobs (expected a whole number from 1 to 256)"
    ),
    (
      ["check", "--jobs", "-1"],
      "invalid value '-1' for --jobs (expected a whole number from 1 to 256)"
    ),
    (
      ["check", "--max-entries", "-3"],
      "invalid value '-3' for --max-entries (expected a whole number, 0 or more, or 'all')"
    ),
  ])
  func negativeNumbersAreTheBadValue(arguments: [String], message: String) throws {
    let result = try CLI.run(arguments)
    result.expectRefused(message)
  }

  @Test func folderErrorsAreSaidInWords() throws {
    let parent = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: parent.appendingPathComponent("x"))
    let inside = try CLI.run(["generate", "--locale", "en_US", "--out", "x/corpus"], in: parent)
    inside.expectRefused(
      "cannot create folder 'x': a file named 'x' is in the way")
    let file = try CLI.run(["generate", "--locale", "en_US", "--out", "x"], in: parent)
    file.expectRefused(
      "cannot use the corpus folder 'x': it is a plain file, not a folder")
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["x"])
  }

  /// A worker timeout that cannot be read is refused in one line, not ignored (issue 38): the
  /// gate would run with another deadline than its job asked for.
  @Test(arguments: ["abc", "-1", "0", "nan", "", "inf", "1e300", "86401"])
  func aBadWorkerTimeoutIsRefused(value: String) throws {
    let result = try CLI.run(
      Self.foundationFormat, environment: ["FMTCORPUS_WORKER_TIMEOUT": value])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid value '\(value)' for FMTCORPUS_WORKER_TIMEOUT (expected a number of seconds above 0 and at most 86400, such as 300)\n"
    )
  }

  @Test(arguments: ["300", "0.5", "86400"])
  func aWorkerTimeoutIsSecondsAboveZero(value: String) throws {
    let result = try CLI.run(
      Self.foundationFormat, environment: ["FMTCORPUS_WORKER_TIMEOUT": value])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "January 27, 2010\n")
  }

  static let foundationFormat = [
    "format", "--engine", "foundation", "--locale", "en_US", "--date-style", "long", "--zone",
    "UTC", "--at", "2010-01-27T18:00:00Z",
  ]

  static let commands =
    "commands: init, generate, check, plan, diff, accept, review, merge, report, show, wheels, month, format, info, calc, icu"

  @Test(arguments: [
    (["chek"], "unknown command 'chek' (did you mean check? \(commands))"),
    (["formt", "--locale", "en_US"], "unknown command 'formt' (did you mean format? \(commands))"),
    (["xyzzy"], "unknown command 'xyzzy' (\(commands))"),
    // `help` of an unknown command is refused as the command itself is, not the root's help.
    (["help", "chek"], "unknown command 'chek' (did you mean check? \(commands))"),
    (["help", "nope"], "unknown command 'nope' (\(commands))"),
    // A group's subcommand is named as the command it is.
    (
      ["icu", "fetc", "78"],
      "unknown command 'icu fetc' (did you mean icu fetch? commands: icu fetch, icu list)"
    ),
    // A misspelt option is named, not taken for a missing one (`--locale` is required).
    (
      ["format", "--lcoale", "en_US", "--date-style", "short"],
      "unknown option '--lcoale' (did you mean --locale?)"
    ),
    (
      ["wheels", "--locale", "en_US", "--mdoe", "date"],
      "unknown option '--mdoe' (did you mean --mode?)"
    ),
    (["info", "--nope"], "unknown option '--nope' (see 'fmtcorpus info --help')"),
  ])
  func anUnknownCommandIsNamedWithTheNearest(arguments: [String], message: String) throws {
    let result = try CLI.run(arguments)
    result.expectRefused(message)
  }

  /// Every command refuses a single-value option given twice, naming both values, before any
  /// work is done.
  @Test(arguments: [
    (
      [
        "format", "--locale", "en_US", "--zone", "UTC", "--zone", "Asia/Tokyo", "--at",
        "2010-01-27T18:00:00Z", "--date-style", "full",
      ], "--zone", "Asia/Tokyo", "UTC"
    ),
    (
      ["generate", "--out", "/nonexistent/a", "--out=/nonexistent/b"], "--out", "/nonexistent/b",
      "/nonexistent/a"
    ),
    (["check", "--format", "json", "--format", "text"], "--format", "text", "json"),
    (["check", "--corpus", "a", "--corpus", "b"], "--corpus", "b", "a"),
    (["diff", "a", "b", "--max-entries", "1", "--max-entries", "2"], "--max-entries", "2", "1"),
    (["accept", "--from", "a", "--from", "b"], "--from", "b", "a"),
    (["info", "--engine", "icu", "--engine", "foundation"], "--engine", "foundation", "icu"),
    (["wheels", "--locale", "en_US", "--locale", "de_DE"], "--locale", "de_DE", "en_US"),
  ])
  func aSingleValueOptionGivenTwiceIsRefused(
    arguments: [String], option: String, second: String, first: String
  ) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid value '\(second)' for \(option) (expected \(option) once; '\(first)' was given first)\n"
    )
  }

  /// A mistyped region ranks the intended locale first: same language, region alias UK → GB.
  @Test(.tags(.icu72)) func enUKSuggestsEnGBFirst() throws {
    let result = try CLI.run([
      "format", "--locale", "en_UK", "--zone", "UTC", "--at", "2010-01-27T18:00:00Z",
      "--date-style", "full",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: unknown locale 'en_UK': the icu engine has no data for it (did you mean en_GB, en_CK, en_DK, en_FK?)\n"
    )
  }

  /// An instant with a part out of range says which part and the accepted range.
  @Test(arguments: [
    ("2010-02-30T00:00:00Z", "day 30 is not in February 2010 (01–28)"),
    ("2010-01-27T24:00:00Z", "hour 24 is not 00–23 (midnight is T00:00:00Z of the next day)"),
    ("2010-01-27T23:59:60Z", "second 60 is not 00–59 (leap seconds are not counted)"),
    (
      "99999-01-01T00:00:00Z",
      "years after 9999 are written with '+' (+99999; -271821-04-01T00:00:00Z–+275760-09-13T23:59:59.999Z)"
    ),
  ])
  func anInstantOutOfRangeSaysWhichPart(instant: String, reason: String) throws {
    let result = try CLI.run([
      "format", "--locale", "en_US", "--zone", "UTC", "--at", instant, "--date-style", "full",
    ])
    #expect(result.status == 2)
    #expect(result.stderr == "fmtcorpus: error: invalid instant '\(instant)': \(reason)\n")
  }
}
