import Foundation
import TestSupport
import Testing

/// A plan file's `style` entries (`statusTime: { style: medium/short }`) are the styles
/// artifact's whole list of pairs, as its templates are the skeletons': each pair in every
/// calendar, in the plan's zones at its instants, and no grid beside them. `check` names an
/// added pair as a plan difference; a pair `--style-pair` would refuse is refused at its line.
@Suite(.tags(.icu72)) struct PlanFileStylesTests {
  static let plan = """
    corpus: dates
    artifacts: [styles]
    locales: [en_US]
    calendars: gregorian
    zones: [UTC, Asia/Tokyo]
    instants: [2010-01-27T18:00:00Z]
    formats:
      statusTime: { style: medium/short }
      clock: { style: none/short }

    """

  static func app(_ plan: String = Self.plan) throws -> URL {
    let app = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    return app
  }

  @Test func aPlanFilesStylesAreOnlyItsOwnPairs() throws {
    let app = try Self.app()
    let generated = try CLI.run(["generate"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    #expect(generated.stdout.hasPrefix("wrote 2 files (6 entries, 0 KiB) to dates/"))
    // Two pairs × two zones × one instant, the pairs as the grid keys them; 18:00Z is 3:00 AM
    // the next day in Tokyo.
    let en = try String(
      contentsOf: app.appendingPathComponent("dates/en_US.json"), encoding: .utf8)
    #expect(
      en == """
        {
          "calendars": {
            "gregorian": {
              "styles": {
                "Asia/Tokyo": {
                  "2010-01-27T18:00:00Z": {
                    "medium/short": "Jan 28, 2010, 3:00\u{202F}AM",
                    "none/short": "3:00\u{202F}AM"
                  }
                },
                "UTC": {
                  "2010-01-27T18:00:00Z": {
                    "medium/short": "Jan 27, 2010, 6:00\u{202F}PM",
                    "none/short": "6:00\u{202F}PM"
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
      contentsOf: app.appendingPathComponent("dates/manifest.json"), encoding: .utf8)
    #expect(
      manifest.contains(
        """
            "stylePairs": [
              "medium/short",
              "none/short"
            ],
        """), "\(manifest)")
    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    let plan = try CLI.run(["plan"], in: app)
    #expect(plan.status == 0, "\(plan.stderr)")
    #expect(plan.stdout.contains("format statusTime: style 'medium/short'\n"), "\(plan.stdout)")
    // A third pair is a plan difference, named by its key, before any string is compared.
    try Data((Self.plan + "  dayHeader: { style: full/none }\n").utf8).write(
      to: app.appendingPathComponent("fmtcorpus.yml"))
    let added = try CLI.run(["check"], in: app)
    #expect(added.status == 1)
    #expect(added.stdout == "the plan file adds style 'full/none': run 'fmtcorpus generate'\n")
    // A corpus is untrusted: a forged pair in its manifest is refused at its line.
    let manifestURL = app.appendingPathComponent("dates/manifest.json")
    let forged = manifest.replacingOccurrences(
      of: #"      "none/short""#, with: #"      "none/bogus""#)
    try Data(forged.utf8).write(to: manifestURL)
    let line = forged.components(separatedBy: "\n").firstIndex { $0.contains("none/bogus") }! + 1
    let refused = try CLI.run(["check", "--plan", app.appendingPathComponent("fmtcorpus.yml").path])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains(
        "dates/manifest.json:\(line): plan stylePairs: unknown time style 'bogus' (expected one of: none, short, medium, long, full)"
      ), "\(refused.stderr)")
  }

  /// A style entry narrows where its pair renders, as a template's scope does: its own
  /// `locales` (the other locales' files have no value for it), `zones` and `instants` (in
  /// place of the plan's, keyed zone › instant › pair as ever), and `engines` (another
  /// engine's values under `engines › NAME`, compared by `check` with that engine's render).
  @Test func aStyleEntryNarrowsItsLocalesZonesInstantsAndEngines() throws {
    let app = try Self.app(
      """
      corpus: dates
      engines: [icu, foundation]
      artifacts: [styles]
      locales: [en_US, de]
      calendars: gregorian
      zones: [UTC, Asia/Tokyo]
      instants: [2010-01-27T18:00:00Z]
      formats:
        statusTime: { style: medium/short, zones: [UTC] }
        clock: { style: none/short, locales: [en_US], engines: [icu, foundation], instants: [2024-01-27T18:00:00Z] }

      """)
    let generated = try CLI.run(["generate"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    #expect(generated.stdout.hasPrefix("wrote 3 files (10 entries, 1 KiB) to dates/"))
    // en_US: statusTime in UTC alone at the plan's instant; clock in both zones at its own
    // instant, by both engines (foundation's under `engines › foundation`).
    let en = try String(
      contentsOf: app.appendingPathComponent("dates/en_US.json"), encoding: .utf8)
    #expect(
      en == """
        {
          "calendars": {
            "gregorian": {
              "styles": {
                "Asia/Tokyo": {
                  "2024-01-27T18:00:00Z": {
                    "none/short": "3:00\u{202F}AM"
                  }
                },
                "UTC": {
                  "2010-01-27T18:00:00Z": {
                    "medium/short": "Jan 27, 2010, 6:00\u{202F}PM"
                  },
                  "2024-01-27T18:00:00Z": {
                    "none/short": "6:00\u{202F}PM"
                  }
                }
              }
            }
          },
          "engines": {
            "foundation": {
              "calendars": {
                "gregorian": {
                  "styles": {
                    "Asia/Tokyo": {
                      "2024-01-27T18:00:00Z": {
                        "none/short": "3:00\u{202F}AM"
                      }
                    },
                    "UTC": {
                      "2024-01-27T18:00:00Z": {
                        "none/short": "6:00\u{202F}PM"
                      }
                    }
                  }
                }
              }
            }
          },
          "formatVersion": 1,
          "locale": "en_US"
        }

        """)
    // de: statusTime alone (clock's scope is en_US); foundation renders nothing here, so the
    // file has no part of its own for it (no `{}`).
    let de = try String(contentsOf: app.appendingPathComponent("dates/de.json"), encoding: .utf8)
    #expect(
      de == """
        {
          "calendars": {
            "gregorian": {
              "styles": {
                "UTC": {
                  "2010-01-27T18:00:00Z": {
                    "medium/short": "27.01.2010, 18:00"
                  }
                }
              }
            }
          },
          "formatVersion": 1,
          "locale": "de"
        }

        """)
    let plan = try CLI.run(["plan"], in: app)
    #expect(
      plan.stdout.hasSuffix(
        """
        format statusTime: style 'medium/short' in zones UTC by icu
        format clock: style 'none/short' in locales en_US; instants 2024-01-27T18:00:00Z by foundation, icu

        """), "\(plan.stdout)")
    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")

    // A tampered foundation value is found by foundation's fresh render, under its part.
    try CorpusEdits.edit(app.appendingPathComponent("dates"), "en_US.json") { text in
      let part = text.range(of: #""foundation""#)!
      let value = text.range(of: "6:00\u{202F}PM", range: part.upperBound..<text.endIndex)!
      return text.replacingCharacters(in: value, with: "6:01\u{202F}PM")
    }
    let tampered = try CLI.run(["check"], in: app)
    #expect(tampered.status == 1, "\(tampered.stdout)\(tampered.stderr)")
    #expect(
      tampered.stdout.contains(
        "en_US › engines › foundation › gregorian › styles › UTC › 2024-01-27T18:00:00Z › none/short"
      ), "\(tampered.stdout)")
  }

  /// Refused at the value, exit 2, as `--style-pair` refuses it: an unknown style, none/none
  /// (it formats nothing), a pair the corpus would not write (no `styles` artifact), a mapping
  /// of the two styles, a scope.
  @Test(arguments: [
    (
      "medium/short", "medium/brief",
      "fmtcorpus.yml:8:24: unknown time style 'brief' (expected one of: none, short, medium, long, full)"
    ),
    (
      "medium/short", "none/none",
      "fmtcorpus.yml:8:24: invalid value 'none/none' for --style-pair (expected at least one of them other than none)"
    ),
    (
      "medium/short", "medium",
      "fmtcorpus.yml:8:24: invalid value 'medium' for --style-pair (expected a date style and a time style as date/time, such as medium/short)"
    ),
    (
      "[styles]", "[skeletons]",
      "fmtcorpus.yml:8:24: a style format is written by the styles artifact: add styles to 'artifacts'"
    ),
    (
      "{ style: medium/short }", "{ style: { date: medium, time: short } }",
      "fmtcorpus.yml:8:24: the style of format 'statusTime' is a mapping (expected one value: a date style and a time style as date/time, such as medium/short)"
    ),
    (
      "{ style: medium/short }", "{ style: medium/short, calendars: [buddhist] }",
      "fmtcorpus.yml:8:50: calendar 'buddhist' of format 'statusTime' is not among the plan's calendars (expected one of gregorian, or add it to 'calendars')"
    ),
    (
      "{ style: medium/short }", "{ style: medium/short, locales: [fr] }",
      "fmtcorpus.yml:8:48: locale 'fr' of format 'statusTime' is not among the plan's locales (expected one of en_US, or add it to 'locales')"
    ),
  ])
  func aBadStyleIsRefusedOnItsLine(old: String, new: String, message: String) throws {
    let app = try Self.app(Self.plan.replacingOccurrences(of: old, with: new))
    let refused = try CLI.run(["plan"], in: app)
    #expect(refused.status == 2)
    #expect(refused.stderr == "fmtcorpus: error: " + message + "\n")
  }

  /// `generate --style-pair`: a new plan of the pairs alone (the manifest records them); one
  /// more added to that stored plan; refused on a corpus that renders the whole grid, which
  /// holds every pair already (adding would drop the rest of the grid).
  @Test func theFlagAddsAPairAndRefusesTheGrid() throws {
    let corpus = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: corpus) }
    let base = [
      "generate", "-q", "--out", corpus.path, "--locale", "en_US", "--calendar", "gregorian",
      "--zone", "UTC", "--instant", "2010-01-27T18:00:00Z",
    ]
    let generated = try CLI.run(base + ["--style-pair", "medium/short"])
    try #require(generated.status == 0, "\(generated.stderr)")
    let added = try CLI.run([
      "generate", "-q", "--out", corpus.path, "--style-pair", "none/short",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    let manifest = try String(
      contentsOf: corpus.appendingPathComponent("manifest.json"), encoding: .utf8)
    #expect(
      manifest.contains(
        """
            "stylePairs": [
              "medium/short",
              "none/short"
            ],
        """), "\(manifest)")
    let en = try String(
      contentsOf: corpus.appendingPathComponent("en_US.json"), encoding: .utf8)
    #expect(
      en.contains(
        """
              "styles": {
                "UTC": {
                  "2010-01-27T18:00:00Z": {
                    "medium/short": "Jan 27, 2010, 6:00\u{202F}PM",
                    "none/short": "6:00\u{202F}PM"
                  }
                }
              },
        """), "\(en)")
    let check = try CLI.run(["check", "--corpus", corpus.path])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")

    let grid = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: grid) }
    let made = try CLI.run([
      "generate", "-q", "--out", grid.path, "--locale", "en_US", "--calendar", "gregorian",
      "--zone", "UTC",
    ])
    try #require(made.status == 0, "\(made.stderr)")
    let refused = try CLI.run([
      "generate", "-q", "--out", grid.path, "--style-pair", "medium/short",
    ])
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "fmtcorpus: error: invalid value 'medium/short' for --style-pair (expected a corpus with style pairs of its own: this corpus renders the whole style grid, which holds every pair (a plan's own pairs replace the grid in a new plan))\n"
    )
  }
}
