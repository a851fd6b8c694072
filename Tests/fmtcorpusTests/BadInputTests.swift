import Foundation
import Testing

/// Bad input: one line on stderr naming the value and what is valid, exit 2, nothing written.
@Suite struct BadInputTests {
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
    #expect(result.status == 2)
    #expect(
      result.stderr == "fmtcorpus: error: locale 'und_TW' has no language: name one (e.g. zh_TW)\n")
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
}
