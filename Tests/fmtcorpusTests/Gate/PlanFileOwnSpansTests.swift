import Foundation
import TestSupport
import Testing

/// A plan file's `duration` and `relative` entries are the durations' and relative times' whole
/// plan, as its templates are the skeletons': a team's corpus holds the app's own spans, not
/// the artifacts' default grids beside them (issue 41: IceCubes's one duration brought 75 strings
/// a locale). And a flag nobody gave never adds a default grid to a stored plan.
@Suite(.tags(.icu72)) struct PlanFileOwnSpansTests {
  static let plan = """
    corpus: dates
    artifacts: [skeletons, durations, relative]
    locales: [en]
    calendars: gregorian
    style-zone: UTC
    formats:
      statusDate: { template: MMMd }
      postAge: { duration: "hour,minute,second;width=narrow;max-units=1" }
      yesterday: { relative: "relative=-1;unit=day;width=short" }

    """

  @Test func aPlanFilesSpansAreOnlyItsOwn() throws {
    let app = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(Self.plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    let generated = try CLI.run(["generate"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    #expect(generated.stdout.hasPrefix("wrote 2 files (5 entries, 0 KiB) to dates/"))
    // The configured duration at the plan's five durations, the one relative time: nothing of
    // the default grids (wide, short, numeric; the groups' units and offsets).
    let en = try String(contentsOf: app.appendingPathComponent("dates/en.json"), encoding: .utf8)
    #expect(
      en == """
        {
          "calendars": {
            "gregorian": {
              "skeletons": {
                "MMMd": {"pattern": "MMM d", "string": "Jan 27"}
              }
            }
          },
          "durations": {
            "narrow": {
              "hour,minute,second;max-units=1": {"0": "0h 0m 0s", "4500": "1.25h", "59": "59s", "6780": "1.883h", "90061": "25.017h"}
            }
          },
          "formatVersion": 1,
          "locale": "en",
          "relative": {
            "short": {
              "auto": {
                "day": {"-1": "yesterday"}
              }
            }
          }
        }

        """)
    let manifest = try String(
      contentsOf: app.appendingPathComponent("dates/manifest.json"), encoding: .utf8)
    #expect(
      manifest.contains(
        """
            "durations": {
              "configurations": ["hour,minute,second;width=narrow;max-units=1"],
              "seconds": ["0", "59", "4500", "6780", "90061"],
              "units": [],
              "widths": []
            },
        """), "\(manifest)")
    #expect(
      manifest.contains(
        """
            "relative": {
              "configurations": ["relative=-1;unit=day;width=short"],
              "groups": [],
              "widths": []
            },
        """), "\(manifest)")
    let check = try CLI.run(["check"], in: app)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  /// `generate --locale L` on a corpus whose plan predates durations: `generate` passes every
  /// plan flag, an empty `--duration-format` list too, and that empty list used to give the
  /// stored plan the default durations (a grid nobody asked for, in L's file alone).
  @Test func aPartialGenerateAddsNoDurationsToAPlanMadeBeforeThem() throws {
    let corpus = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: corpus) }
    let generated = try CLI.run([
      "generate", "-q", "--out", corpus.path, "--locale", "en_US", "--calendar", "gregorian",
      "--zone", "UTC",
    ])
    try #require(generated.status == 0, "\(generated.stderr)")
    // What generate wrote before durations existed: no durations in the plan or the file.
    try CorpusEdits.edit(corpus, "manifest.json", record: false) { text in
      let lines = text.components(separatedBy: "\n")
      let start = lines.firstIndex(of: #"    "durations": {"#)!
      let end = lines[start...].firstIndex(of: "    },")!
      return (lines[..<start] + lines[(end + 1)...]).joined(separator: "\n")
    }
    try CorpusEdits.edit(corpus, "en_US.json") { text in
      let lines = text.components(separatedBy: "\n")
      let start = lines.firstIndex(of: #"  "durations": {"#)!
      let end = lines[start...].firstIndex(of: "  },")!
      return (lines[..<start] + lines[(end + 1)...]).joined(separator: "\n")
    }
    let added = try CLI.run(["generate", "-q", "--out", corpus.path, "--locale", "de"])
    #expect(added.status == 0, "\(added.stderr)")
    let manifest = try String(
      contentsOf: corpus.appendingPathComponent("manifest.json"), encoding: .utf8)
    #expect(!manifest.contains("\"durations\""), "\(manifest)")
    let de = try String(contentsOf: corpus.appendingPathComponent("de.json"), encoding: .utf8)
    #expect(!de.contains("\"durations\""))
    let check = try CLI.run(["check", "--corpus", corpus.path])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  /// A plan file's `interval` entries are the intervals artifact's whole list of templates,
  /// each over the default pairs, read by `--interval-template`'s parser; one without the
  /// artifact generated, or narrowed by a scope, is refused at its line.
  @Test func aPlanFilesIntervalsAreOnlyItsOwn() throws {
    let app = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let plan = """
      corpus: dates
      artifacts: [intervals]
      locales: [en]
      calendars: gregorian
      style-zone: UTC
      formats:
        stay: { interval: yMMMd }
        meeting: { interval: jm }

      """
    try Data(plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    let generated = try CLI.run(["generate"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    let en = try String(contentsOf: app.appendingPathComponent("dates/en.json"), encoding: .utf8)
    #expect(
      en == """
        {
          "calendars": {
            "gregorian": {
              "intervals": {
                "jm": {
                  "days": "2/14/2024, 3:00\u{202F}PM\u{2009}–\u{2009}2/16/2024, 3:00\u{202F}PM",
                  "hours": "3:00\u{2009}–\u{2009}6:30\u{202F}PM",
                  "midnight": "3:00\u{2009}–\u{2009}6:00\u{202F}AM",
                  "minutes": "3:00\u{2009}–\u{2009}3:45\u{202F}PM",
                  "months": "2/14/2024, 3:00\u{202F}PM\u{2009}–\u{2009}4/17/2024, 2:00\u{202F}PM",
                  "same": "3:00\u{202F}PM",
                  "years": "12/30/2024, 3:00\u{202F}PM\u{2009}–\u{2009}1/2/2025, 3:00\u{202F}PM"
                },
                "yMMMd": {
                  "days": "Feb 14\u{2009}–\u{2009}16, 2024",
                  "hours": "Feb 14, 2024",
                  "midnight": "Feb 15, 2024",
                  "minutes": "Feb 14, 2024",
                  "months": "Feb 14\u{2009}–\u{2009}Apr 17, 2024",
                  "same": "Feb 14, 2024",
                  "years": "Dec 30, 2024\u{2009}–\u{2009}Jan 2, 2025"
                }
              }
            }
          },
          "formatVersion": 1,
          "locale": "en"
        }

        """)
    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    // A third entry is a plan difference before any string is compared.
    try Data((plan + "  range: { interval: MMMd }\n").utf8).write(
      to: app.appendingPathComponent("fmtcorpus.yml"))
    let added = try CLI.run(["check"], in: app)
    #expect(added.status == 1)
    #expect(
      added.stdout
        == "the plan file changes interval templates (2 → 3): run 'fmtcorpus generate'\n")
    for (text, message) in [
      (
        plan.replacingOccurrences(of: "[intervals]", with: "[skeletons]"),
        "fmtcorpus: error: fmtcorpus.yml:7:21: an interval format is written by the intervals artifact: add intervals to 'artifacts'\n"
      ),
      (
        plan.replacingOccurrences(
          of: "{ interval: jm }", with: "{ interval: jm, zones: [UTC] }"),
        "fmtcorpus: error: fmtcorpus.yml:8:28: per-format zones mean nothing for an interval: it spans the plan's interval pairs in the style zone (an interval takes only 'locales', 'calendars' and 'engines')\n"
      ),
    ] {
      try Data(text.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
      let refused = try CLI.run(["plan"], in: app)
      #expect(refused.status == 2)
      #expect(refused.stderr == message)
    }
  }

  /// TeamPlanFile.md's translation of IceCubes's `Duration.formatted(.units(width: .narrow,
  /// maximumUnitCount: 1))`: a key's unset knobs are the tool's defaults (zero units shown, the
  /// engine's own fraction), so the call is written with `zero-units=hide;fraction=hide`, and
  /// only then pins what the app shows (`1h`, not `1.25h`).
  @Test func aDurationKeyWritesOutFoundationsDefaults() throws {
    let app = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let plan = """
      corpus: dates
      engine: formatstyle
      artifacts: [durations]
      locales: [en]
      formats:
        postAge: { duration: "hour,minute,second;width=narrow;max-units=1;zero-units=hide;fraction=hide" }
        toolDefaults: { duration: "hour,minute,second;width=narrow;max-units=1" }

      """
    try Data(plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    let generated = try CLI.run(["generate"], in: app)
    try #require(generated.status == 0, "\(generated.stderr)")
    let en = try String(contentsOf: app.appendingPathComponent("dates/en.json"), encoding: .utf8)
    #expect(
      en.contains(
        #"      "hour,minute,second;max-units=1;zero-units=hide;fraction=hide": {"0": "0s", "4500": "1h", "59": "59s", "6780": "2h", "90061": "25h"}"#
      ), "\(en)")
    #expect(en.contains(#""hour,minute,second;max-units=1": {"0": "0h 0m 0s", "4500": "1.25h""#), "\(en)")
  }
}
