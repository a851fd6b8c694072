import Foundation
import TestSupport
import Testing

/// A style pair as a plan's interval entry (`generate --interval-template
/// 'date-style=medium;time-style=short'`, a plan file's `interval:`): its range over each pair
/// of the plan, as `format --date-style --time-style --to` writes it, checked like a template's.
@Suite(.tags(.icu72)) struct StyleIntervalPlanTests {
  @Test func aStylePairIsRangedOverThePlansPairs() throws {
    let folder = CLI.temporaryDirectory()
    let corpus = folder.appendingPathComponent("c")
    let generated = try CLI.run([
      "generate", "--locale", "en_US", "--out", corpus.path, "--interval-template",
      "date-style=medium;time-style=short",
    ])
    #expect(generated.status == 0, "\(generated.stderr)")
    let en = try String(
      contentsOf: corpus.appendingPathComponent("en_US.json"), encoding: .utf8)
    #expect(
      en.contains(
        """
                "date-style=medium;time-style=short": {
                  "days": "Feb 14, 2024, 10:00\u{202F}AM\u{2009}–\u{2009}Feb 16, 2024, 10:00\u{202F}AM",
                  "hours": "Feb 14, 2024, 10:00\u{202F}AM\u{2009}–\u{2009}1:30\u{202F}PM",
                  "midnight": "Feb 14, 2024, 10:00\u{202F}PM\u{2009}–\u{2009}Feb 15, 2024, 1:00\u{202F}AM",
                  "minutes": "Feb 14, 2024, 10:00\u{2009}–\u{2009}10:45\u{202F}AM",
                  "months": "Feb 14, 2024, 10:00\u{202F}AM\u{2009}–\u{2009}Apr 17, 2024, 10:00\u{202F}AM",
                  "same": "Feb 14, 2024, 10:00\u{202F}AM",
                  "years": "Dec 30, 2024, 10:00\u{202F}AM\u{2009}–\u{2009}Jan 2, 2025, 10:00\u{202F}AM"
                },
        """), "\(en)")
    let check = try CLI.run(["check", "--corpus", corpus.path])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  /// Another spelling of a pair is refused in one line, naming the one there is.
  @Test func anotherSpellingIsRefused() throws {
    let folder = CLI.temporaryDirectory()
    let result = try CLI.run([
      "generate", "--locale", "en_US", "--out", folder.appendingPathComponent("c").path,
      "--interval-template", "time-style=short;date-style=medium",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid value 'time-style=short;date-style=medium' for an interval style entry (expected date-style=S;time-style=S (S short, medium, long or full; either left out for none, in that order))\n"
    )
  }
}
