import Foundation
import Testing

/// Legacy locale codes (`iw`, `tl`): the locale ICU canonicalises them to, with a one-line note,
/// in every command and engine.
@Suite struct LegacyLocaleTests {
  /// Legacy codes are the locale ICU canonicalises them to, with a one-line note.
  @Test(arguments: [
    ("iw_IL", "he_IL", "יום חמישי, 15 בנובמבר 2007"),
    ("iw", "he", "יום חמישי, 15 בנובמבר 2007"),
    ("iw-IL", "he_IL", "יום חמישי, 15 בנובמבר 2007"),
    ("tl_PH", "fil_PH", "Huwebes, Nobyembre 15, 2007"),
  ])
  func legacyCodesAreTheirCanonicalLocale(asked: String, canonical: String, shown: String) throws {
    let legacy = try CLI.run(["format", "--locale", asked, "--date-style", "full"])
    #expect(legacy.status == 0, "\(legacy.stderr)")
    #expect(legacy.stdout == shown + "\n")
    #expect(
      legacy.stderr
        == "fmtcorpus: note: \(asked) is a legacy code: ICU canonicalises it to \(canonical)\n")
    let plain = try CLI.run(["format", "--locale", canonical, "--date-style", "full"])
    #expect(plain.stdout == legacy.stdout)
    #expect(plain.stderr == "")
  }

  @Test func generateWritesALegacyCodeUnderItsCanonicalName() throws {
    let out = CLI.temporaryDirectory()
    let result = try CLI.run(["generate", "--locale", "iw_IL", "--out", out.path])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(
      lines.first == "note: iw_IL is a legacy code: ICU canonicalises it to he_IL (he_IL.json)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(files == ["fields.json", "he_IL.json", "manifest.json"])
  }

  @Test(.tags(.foundation76)) func theFoundationEngineAcceptsLegacyCodesToo() throws {
    let result = try CLI.run([
      "wheels", "--engine", "foundation", "--locale", "tl_PH", "--calendar", "gregorian", "--mode",
      "date",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "[ Nobyembre | 15 | 2007 ]\n")
    #expect(
      result.stderr == "fmtcorpus: note: tl_PH is a legacy code: ICU canonicalises it to fil_PH\n")
  }
}
