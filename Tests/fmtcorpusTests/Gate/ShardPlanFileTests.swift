import FormatCorpus
import Foundation
import TestSupport
import Testing

/// `generate --shard` beside a plan file takes the file's plan, its engines too (it took its
/// plan from the flags, which have no `engines`, and was refused beside a file): the shards,
/// merged, are the corpus one whole run writes, byte for byte, with the second engine an
/// `icu@VERSION` (skipped where none is fetched, as the loaded-ICU tests are).
@Suite struct ShardPlanFileTests {
  static let plan = """
    corpus: dates
    engines: [icu, icu@76.1]
    artifacts: [skeletons]
    locales: [de, en, fr, ja]
    calendars: gregorian
    style-zone: UTC
    formats:
      fullDate: { template: yMMMd, engines: [icu, icu@76.1] }
      clock: { template: jm }

    """

  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@76.1")), .tags(.icu72))
  func shardsOfAPlanFileOfTwoEnginesMergeIntoTheWholeCorpus() throws {
    let root = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let (sharded, whole) = (
      root.appendingPathComponent("sharded"), root.appendingPathComponent("whole")
    )
    for app in [sharded, whole] {
      try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
      try Data(Self.plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    }
    let one = try CLI.run(["generate", "--shard", "1/2", "--out", "s1"], in: sharded)
    #expect(one.status == 0, "\(one.stderr)")
    #expect(one.stdout.hasPrefix("wrote 4 files (15 entries, 1 KiB) to s1/"), "\(one.stdout)")
    let two = try CLI.run(["generate", "--shard", "2/2", "--out", "s2"], in: sharded)
    #expect(two.status == 0, "\(two.stderr)")
    // Each shard's manifest records the second engine's block, which merge requires to agree.
    let manifest = try String(
      contentsOf: sharded.appendingPathComponent("s1/manifest.json"), encoding: .utf8)
    #expect(manifest.contains(#"      "name": "icu@76.1","#), "\(manifest)")
    let merged = try CLI.run(["merge", "--out", "dates", "s1", "s2"], in: sharded)
    #expect(merged.status == 0, "\(merged.stderr)")
    let generated = try CLI.run(["generate", "-q"], in: whole)
    try #require(generated.status == 0, "\(generated.stderr)")
    for name in ["de.json", "en.json", "fr.json", "ja.json", "manifest.json"] {
      let a = try Data(contentsOf: sharded.appendingPathComponent("dates/" + name))
      let b = try Data(contentsOf: whole.appendingPathComponent("dates/" + name))
      #expect(a == b, "\(name) differs")
    }
    let en = try String(
      contentsOf: sharded.appendingPathComponent("dates/en.json"), encoding: .utf8)
    #expect(
      en.contains(
        """
          "engines": {
            "icu@76.1": {
              "calendars": {
                "gregorian": {
                  "skeletons": {
                    "yMMMd": {"pattern": "MMM d, y", "string": "Jan 27, 2010"}
                  }
                }
              }
            }
          },
        """), "\(en)")
    let check = try CLI.run(["check"], in: sharded)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  /// What a shard still refuses beside a plan file: a flag that would change the file's plan.
  @Test func aPlanFlagBesideAShardOfAPlanFileIsRefused() throws {
    let app = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: app) }
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(Self.plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    let refused = try CLI.run(
      ["generate", "--shard", "1/2", "--out", "s1", "--template", "yMd"], in: app)
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "fmtcorpus: error: invalid value '--template' for generate (expected no plan flags with a plan file (fmtcorpus.yml): it is the plan, so edit it (or give --plan of another file))\n"
    )
  }
}
