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
}
