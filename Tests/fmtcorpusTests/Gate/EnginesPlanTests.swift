import CorpusStore
import FormatCorpus
import Foundation
import TestSupport
import Testing

/// Several engines in one corpus (issue 41, item 3): a plan file's `engines` lists the
/// corpus's engines, its own first; a format's `engines` says which of them render it. Each
/// locale file keeps the other engines' values under `engines › NAME`, the manifest records
/// each engine's versions, and `check` compares every value with the engine that rendered it.
@Suite struct EnginesPlanTests {
  static let plan = """
    corpus: dates
    artifacts: [skeletons, patterns]
    engines: [icu, foundation]
    locales: [en_US]
    calendars: [gregorian]
    formats:
      # Written with DateFormatter alone.
      isoDate: { pattern: "yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ", engines: [foundation] }
      statusDate: { template: MMMd, engines: [icu, foundation] }
      # No engines: the corpus's own engine alone.
      dayHeader: { template: yMMMd }

    """

  static func app(_ plan: String = Self.plan) throws -> URL {
    let app = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    return app
  }

  /// ICU 72 is the corpus's own engine; Foundation's values are its own ICU's (76.1 in this
  /// toolchain), the same strings for these formats.
  @Test(.tags(.icu72)) func eachEngineRendersItsFormatsAndCheckComparesThem() throws {
    let app = try Self.app()
    let generated = try CLI.run(["generate", "--quiet"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    let corpus = app.appendingPathComponent("dates")
    let en = try String(contentsOf: corpus.appendingPathComponent("en_US.json"), encoding: .utf8)
    #expect(
      en == """
        {
          "calendars": {
            "gregorian": {
              "skeletons": {
                "MMMd": {"pattern": "MMM d", "string": "Jan 27"},
                "yMMMd": {"pattern": "MMM d, y", "string": "Jan 27, 2010"}
              }
            }
          },
          "engines": {
            "foundation": {
              "calendars": {
                "gregorian": {
                  "patterns": {
                    "yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ": "2010-01-27T13:00:00.000-05:00"
                  },
                  "skeletons": {
                    "MMMd": {"pattern": "MMM d", "string": "Jan 27"}
                  }
                }
              }
            }
          },
          "formatVersion": 1,
          "locale": "en_US"
        }

        """)
    let manifest = try String(
      contentsOf: corpus.appendingPathComponent("manifest.json"), encoding: .utf8)
    #expect(manifest.contains("\n  \"engines\": [\n    {\n"), "\(manifest)")
    #expect(manifest.contains("      \"name\": \"foundation\",\n"), "\(manifest)")
    #expect(
      manifest.contains(
        """
            "engines": [
              "icu",
              "foundation"
            ],
            "formatScopes": [
              {
                "engines": [
                  "foundation"
                ],
                "format": "yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ",
                "kind": "pattern"
              },
              {
                "engines": [
                  "foundation",
                  "icu"
                ],
                "format": "MMMd",
                "kind": "template"
              }
            ],
        """), "\(manifest)")

    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    #expect(clean.stdout.hasSuffix("ok: no changes\n"), "\(clean.stdout)")

    let plan = try CLI.run(["plan"], in: app)
    #expect(plan.stdout.contains("engines: icu, foundation (icu renders everything else)\n"))
    #expect(
      plan.stdout.contains(
        "format isoDate: pattern 'yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ' by foundation\n"))
    #expect(plan.stdout.contains("format statusDate: template 'MMMd' by foundation, icu\n"))
    #expect(plan.stdout.contains("format dayHeader: template 'yMMMd' by icu\n"))

    // The stored Foundation value says something else: check names its path and engine.
    try CorpusEdits.edit(corpus, "en_US.json") {
      $0.replacingOccurrences(of: ".000-05:00", with: ".000-04:00")
    }
    let drift = try CLI.run(["check"], in: app)
    #expect(drift.status == 1)
    #expect(
      drift.stdout.contains(
        """
            en_US › engines › foundation › gregorian › patterns › yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ  (dates/en_US.json:15)
              - 2010-01-27T13:00:00.000-0⟦4⟧:00
              + 2010-01-27T13:00:00.000-0⟦5⟧:00

        """), "\(drift.stdout)")
    let json = try CLI.run(["check", "--format", "json"], in: app)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let change = try #require((report["changes"] as? [[String: Any]])?.first)
    #expect(change["engine"] as? String == "foundation")
    #expect(change["artifact"] as? String == "patterns")
    #expect(change["calendar"] as? String == "gregorian")

    // review's ignore lists it with the engine of its part.
    let pending = app.appendingPathComponent("pending")
    #expect(try CLI.run(["check", "--pending", pending.path], in: app).status == 1)
    let review = GateReview(
      pending: CorpusDirectory(path: pending.path), corpus: CorpusDirectory(path: corpus.path),
      planFile: app.appendingPathComponent("fmtcorpus.yml").path)
    var started = try review.start()
    started.session.press(.ignore)
    let ignored = try #require(try review.ignoredEdit(started.session, started: started))
    #expect(
      ignored.text.contains(
        "  - { key: \"en_US › engines › foundation › gregorian › patterns › yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ\", engine: \"foundation\", new: \"2010-01-27T13:00:00.000-05:00\", reason: \"ignored in fmtcorpus review (say why)\" }\n"
      ), "\(ignored.text)")

    // A known difference matches the engine of the entry's part: foundation's, not icu's.
    for (engine, status) in [("icu", Int32(1)), ("foundation", 0)] {
      try Data(
        (Self.plan + """
          known-differences:
            - { key: "en_US › engines › foundation › gregorian › patterns › yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ", engine: \(engine), new: "2010-01-27T13:00:00.000-05:00", reason: edited }

          """).utf8
      ).write(to: app.appendingPathComponent("fmtcorpus.yml"))
      let known = try CLI.run(["check"], in: app)
      #expect(known.status == status, "\(engine): \(known.stdout)\(known.stderr)")
    }

    // accept takes another engine's change by artifact, as the corpus's own: clean again.
    try Data(Self.plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    let accepted = try CLI.run(
      ["accept", "--from", pending.path, "--corpus", "dates", "--artifact", "patterns"], in: app)
    #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
    #expect(
      try String(contentsOf: corpus.appendingPathComponent("en_US.json"), encoding: .utf8) == en)
    #expect(try CLI.run(["check"], in: app).status == 0)
  }

  /// A team adds an engine to a format: check says so before it renders anything.
  @Test func checkNamesAnEngineAddedToAFormat() throws {
    let app = try Self.app()
    let generated = try CLI.run(["generate", "--quiet"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    try Data(
      Self.plan.replacingOccurrences(
        of: "dayHeader: { template: yMMMd }",
        with: "dayHeader: { template: yMMMd, engines: [icu, foundation] }"
      ).utf8
    ).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    let result = try CLI.run(["check"], in: app)
    #expect(result.status == 1)
    #expect(
      result.stdout
        == "the plan file adds engine 'foundation' to template 'yMMMd': run 'fmtcorpus generate'\n"
    )
  }

  /// A plan that names one engine in `engines` is a corpus of one engine: the same bytes as
  /// `engine:`, no `engines` anywhere.
  @Test func oneEngineInEnginesKeepsTheOneEngineLayout() throws {
    let one = """
      corpus: dates
      artifacts: [skeletons]
      locales: [en_US]
      calendars: [gregorian]
      formats:
        statusDate: { template: MMMd }

      """
    let listed = try Self.app(
      one.replacingOccurrences(of: "corpus: dates\n", with: "corpus: dates\nengines: [icu]\n"))
    let named = try Self.app(
      one.replacingOccurrences(of: "corpus: dates\n", with: "corpus: dates\nengine: icu\n"))
    for app in [listed, named] {
      let generated = try CLI.run(["generate", "--quiet"], in: app)
      #expect(generated.status == 0, "\(generated.stderr)")
    }
    for name in ["en_US.json", "manifest.json"] {
      let a = try Data(contentsOf: listed.appendingPathComponent("dates/\(name)"))
      let b = try Data(contentsOf: named.appendingPathComponent("dates/\(name)"))
      #expect(a == b, "\(name)")
      #expect(!String(decoding: a, as: UTF8.self).contains("\"engines\""), "\(name)")
    }
  }

  /// `generate --locale` writes only that file but records every engine's versions: with
  /// another engine's versions not the ones that made the other files, it is refused, as for
  /// the corpus's own engine.
  @Test func writingOneLocaleNeedsTheOtherEnginesVersions() throws {
    let app = try Self.app()
    #expect(try CLI.run(["generate", "--quiet"], in: app).status == 0)
    try FileManager.default.removeItem(at: app.appendingPathComponent("fmtcorpus.yml"))
    let manifest = app.appendingPathComponent("dates/manifest.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    // The foundation record's ICU version, as an older toolchain's would be.
    let foundation = try #require(text.range(of: "\"name\": \"foundation\""))
    let icu = try #require(
      text.range(of: "\"icu\": \"", range: foundation.upperBound..<text.endIndex))
    let version = text[icu.upperBound...].prefix { $0 != "\"" }
    var edited = text
    edited.replaceSubrange(icu.upperBound..<version.endIndex, with: "1.0")
    try Data(edited.utf8).write(to: manifest)
    let result = try CLI.run(["generate", "--locale", "en_US", "--out", "dates"], in: app)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: the corpus in 'dates' was made with other engine versions (foundation icu 1.0 → \(version)): writing only the named locales would record these versions for files they did not render; run 'fmtcorpus check --corpus dates' and accept or regenerate first\n"
    )
  }

  /// What another engine cannot render is said by `generate` and kept in the manifest under
  /// that engine's path; `check` counts it as refused, not removed.
  @Test func anotherEnginesRefusalIsListed() throws {
    let app = try Self.app(
      """
      corpus: dates
      artifacts: [skeletons]
      engines: [icu, formatstyle]
      locales: [en_US]
      calendars: [gregorian]
      formats:
        clock: { template: Hm, engines: [icu, formatstyle] }

      """)
    let reason =
      "the formatstyle engine cannot render 'Hm': template letter 'H' has no Date.FormatStyle symbol (its hours are j, J and C; no stand-alone or day-period fields)"
    let generated = try CLI.run(["generate"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    #expect(
      generated.stdout.hasPrefix(
        "note: the formatstyle engine left en_US.json › engines › formatstyle › calendars › gregorian › skeletons › Hm out of the corpus: \(reason)\n"
      ), "\(generated.stdout)")
    let manifest = try String(
      contentsOf: app.appendingPathComponent("dates/manifest.json"), encoding: .utf8)
    #expect(
      manifest.contains(
        "\"refused\": {\"\(reason)\": [[\"engines\", \"formatstyle\", \"calendars\", \"gregorian\", \"skeletons\", \"Hm\"]]}"
      ), "\(manifest)")
    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
  }

  /// Refused on the value's line and column, exit 2, one line.
  @Test(arguments: [
    (
      "engines: [icu, nosuch]\n", "  a: { template: MMMd }\n",
      "fmtcorpus.yml:2:16: unknown engine 'nosuch' (expected one of: icu, foundation, formatstyle, icu@VERSION)"
    ),
    (
      "engines: [icu, foundation]\n", "  a: { template: MMMd, engines: [formatstyle] }\n",
      "fmtcorpus.yml:5:34: engine 'formatstyle' of format 'a' is not among the plan's engines (expected one of icu, foundation, or add it to 'engines')"
    ),
    (
      "engines: [icu, foundation, icu]\n", "  a: { template: MMMd }\n",
      "fmtcorpus.yml:2:28: engine 'icu' is listed twice in 'engines' (each engine once)"
    ),
    (
      "engines: []\n", "  a: { template: MMMd }\n",
      "fmtcorpus.yml:2:10: 'engines' is empty (expected a list of engines, the corpus's own first)"
    ),
    (
      "engine: icu\nengines: [icu, foundation]\n", "  a: { template: MMMd }\n",
      "fmtcorpus.yml:3:1: the plan file has both 'engine' and 'engines' (expected one: 'engines' lists the corpus's own engine first; line 2 has the other)"
    ),
    (
      "engines: [icu, foundation]\n", "  a: { picker: \"time,minute-interval=5\", engines: [formatstyle] }\n",
      "fmtcorpus.yml:5:52: engine 'formatstyle' of format 'a' is not among the plan's engines (expected one of icu, foundation, or add it to 'engines')"
    ),
  ])
  func aBadEngineIsRefusedOnItsLine(engines: String, entry: String, message: String) throws {
    let app = try Self.app(
      """
      artifacts: [skeletons]
      \(engines)locales: [en_US]
      formats:
      \(entry)
      """)
    let result = try CLI.run(["plan"], in: app)
    #expect(result.status == 2)
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }
}
