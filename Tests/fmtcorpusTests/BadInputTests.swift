import Foundation
import Testing

/// Bad input: one line on stderr naming the value and what is valid, exit 2, nothing written.
@Suite struct BadInputTests {
  static let cases: [([String], String)] = [
    (["--locale", "xx_YY"], "fmtcorpus: error: unknown locale 'xx_YY': ICU has no data for it (run 'fmtcorpus info --locales' for the list)"),
    (["--locale", "en_XX"], "fmtcorpus: error: unknown locale 'en_XX': ICU has no data for it (did you mean en_CX, en_SX, en_AE, en_AG?)"),
    (["--locale", "zh_XX"], "fmtcorpus: error: unknown locale 'zh_XX': ICU has no data for it (did you mean zh_CN, zh_HK, zh_MO, zh_SG?)"),
    (["--locale", "../../etc"], "fmtcorpus: error: malformed locale '../../etc': only letters, digits, '_' and '-' may appear in a locale id (expected an ICU or BCP 47 id such as zh_TW or zh-TW)"),
    (["--locale", "de_DE@calendar=hebrew"], "fmtcorpus: error: malformed locale 'de_DE@calendar=hebrew': only letters, digits, '_' and '-' may appear in a locale id (expected an ICU or BCP 47 id such as zh_TW or zh-TW)"),
    (["--locale", "en_US", "--calendar", "julian"], "fmtcorpus: error: unknown calendar 'julian' (expected one of: gregorian, buddhist, hebrew)"),
    (["--locale", "en_US", "--zone", "Mars/Olympus"], "fmtcorpus: error: unknown time zone 'Mars/Olympus': ICU does not know it (run 'fmtcorpus info --zones' for the list)"),
    (["--locale", "en_US", "--zone", "America/New_Yrok"], "fmtcorpus: error: unknown time zone 'America/New_Yrok': ICU does not know it (did you mean America/New_York?)"),
    (["--locale", "en_US", "--zone", "Etc/Unknown"], "fmtcorpus: error: unknown time zone 'Etc/Unknown': ICU does not know it (run 'fmtcorpus info --zones' for the list)"),
    (["--locale", "en_US", "--instant", "2010-01-27"], "fmtcorpus: error: malformed instant '2010-01-27' (expected ISO 8601 in UTC such as 2010-01-27T18:00:00Z)"),
    (["--locale", "en_US", "--jobs", "0"], "fmtcorpus: error: invalid value '0' for --jobs (expected a whole number from 1 to 256)"),
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

  @Test func formatRefusesAnUnknownStyleAndNoneNone() throws {
    let base = ["format", "--locale", "en_US", "--zone", "UTC", "--at", "2010-01-27T18:00:00Z"]
    let style = try CLI.run(base + ["--date-style", "huge"])
    #expect(style.status == 2)
    #expect(style.stderr == "fmtcorpus: error: unknown date style 'huge' (expected one of: none, short, medium, long, full)\n")
    let nothing = try CLI.run(base)
    #expect(nothing.status == 2)
    #expect(nothing.stderr.hasPrefix("fmtcorpus: error: invalid value 'none/none'"))
  }

  @Test func usageErrorsExitTwoNotSixtyFour() throws {
    let result = try CLI.run(["generate", "--bogus"])
    #expect(result.status == 2)
    #expect(result.stderr == "fmtcorpus: error: Unknown option '--bogus'. Did you mean '--out'? (see 'fmtcorpus help')\n")
    #expect(try CLI.run(["frobnicate"]).status == 2)
    #expect(try CLI.run(["--help"]).status == 0)
  }

  @Test func aManifestOfAnotherFormatIsRefused() throws {
    let out = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try Data("{\"formatVersion\": 99}\n".utf8).write(to: out.appendingPathComponent("manifest.json"))
    let result = try CLI.run(["generate", "--out", out.path, "--locale", "en_US"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("fmtcorpus: error: \(out.path)/manifest.json:1: format version 99 is not supported by this fmtcorpus (it reads version 1)"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["manifest.json"])
  }
}
