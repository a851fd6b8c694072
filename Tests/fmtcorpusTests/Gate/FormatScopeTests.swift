import Foundation
import TestSupport
import Testing

/// A plan file's per-format `locales` and `calendars`: a template or pattern renders only where
/// its entry says, among the plan's locales and calendars; its `zones` and `instants`, where
/// and when it renders. The manifest records the scopes, so `check` names a changed scope; a
/// scope the plan cannot honour is refused on its line.
@Suite struct FormatScopeTests {
  static let plan = """
    corpus: dates
    artifacts: [skeletons, patterns]
    locales: [de, en_US]
    calendars: [gregorian, buddhist]
    formats:
      # Wikipedia's timestamp, in English only.
      timestamp: { pattern: "yyyy-MM-dd'T'HH:mm:ss'Z'", locales: [en_US] }
      buddhistDay: { template: MMMd, calendars: buddhist }
      fullDate: { template: yMMMd }

    """

  static func app(_ plan: String = Self.plan) throws -> URL {
    let app = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    return app
  }

  @Test(.tags(.icu72)) func aFormatRendersOnlyWhereItsEntrySays() throws {
    let app = try Self.app()
    let generated = try CLI.run(["generate", "--quiet"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    let de = try String(contentsOf: app.appendingPathComponent("dates/de.json"), encoding: .utf8)
    #expect(
      de == """
        {
          "calendars": {
            "buddhist": {
              "skeletons": {
                "MMMd": {"pattern": "d. MMM", "string": "27. Jan."},
                "yMMMd": {"pattern": "d. MMM y G", "string": "27. Jan. 2553 BE"}
              }
            },
            "gregorian": {
              "skeletons": {
                "yMMMd": {"pattern": "d. MMM y", "string": "27. Jan. 2010"}
              }
            }
          },
          "formatVersion": 1,
          "locale": "de"
        }

        """)
    let en = try String(
      contentsOf: app.appendingPathComponent("dates/en_US.json"), encoding: .utf8)
    // Style zone America/New_York (the default): 18:00Z is 13:00 there.
    #expect(
      en == """
        {
          "calendars": {
            "buddhist": {
              "patterns": {
                "yyyy-MM-dd'T'HH:mm:ss'Z'": "2553-01-27T13:00:00Z"
              },
              "skeletons": {
                "MMMd": {"pattern": "MMM d", "string": "Jan 27"},
                "yMMMd": {"pattern": "MMM d, y G", "string": "Jan 27, 2553 BE"}
              }
            },
            "gregorian": {
              "patterns": {
                "yyyy-MM-dd'T'HH:mm:ss'Z'": "2010-01-27T13:00:00Z"
              },
              "skeletons": {
                "yMMMd": {"pattern": "MMM d, y", "string": "Jan 27, 2010"}
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
            "formatScopes": [
              {
                "format": "yyyy-MM-dd'T'HH:mm:ss'Z'",
                "kind": "pattern",
                "locales": [
                  "en_US"
                ]
              },
              {
                "calendars": [
                  "buddhist"
                ],
                "format": "MMMd",
                "kind": "template"
              }
            ],
        """), "\(manifest)")

    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    let plan = try CLI.run(["plan"], in: app)
    #expect(plan.stdout.contains("format timestamp: pattern 'yyyy-MM-dd'T'HH:mm:ss'Z'' in locales en_US\n"))
    #expect(plan.stdout.contains("format buddhistDay: template 'MMMd' in calendars buddhist\n"))

    // The team widens the timestamp to every locale: check names the scope it no longer has.
    try Data(
      Self.plan.replacingOccurrences(of: ", locales: [en_US] }", with: " }").utf8
    ).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    let widened = try CLI.run(["check"], in: app)
    #expect(widened.status == 1)
    #expect(
      widened.stdout == """
        the plan file removes format scope 'pattern 'yyyy-MM-dd'T'HH:mm:ss'Z'' in locales en_US': run 'fmtcorpus generate'

        """)
  }

  /// A calendar whose formats a scope leaves out holds nothing of them: no `"skeletons": {}`
  /// where the calendar has only fixed patterns, and no calendar at all where it has none of
  /// the plan's formats (buddhist here), as IceCubes's ISO 8601 pattern pins its own calendar.
  @Test(.tags(.icu72)) func aCalendarAScopeEmptiesWritesNoEmptyObject() throws {
    let app = try Self.app(
      """
      corpus: dates
      artifacts: [skeletons, patterns]
      locales: [en_US]
      calendars: [gregorian, buddhist, iso8601]
      style-zone: UTC
      formats:
        statusDate: { template: MMMd, calendars: gregorian }
        isoDate: { pattern: "yyyy-MM-dd", calendars: iso8601 }

      """)
    let generated = try CLI.run(["generate", "--quiet"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    let en = try String(
      contentsOf: app.appendingPathComponent("dates/en_US.json"), encoding: .utf8)
    #expect(
      en == """
        {
          "calendars": {
            "gregorian": {
              "skeletons": {
                "MMMd": {"pattern": "MMM d", "string": "Jan 27"}
              }
            },
            "iso8601": {
              "patterns": {
                "yyyy-MM-dd": "2010-01-27"
              }
            }
          },
          "formatVersion": 1,
          "locale": "en_US"
        }

        """)
    let check = try CLI.run(["check"], in: app)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  /// A format's own `zones` and `instants`: with one of each, the entry keeps the shape of a
  /// format without them, rendered there (the ISO timestamp in UTC); with several, its values
  /// are keyed by zone, then by instant, only by what there are several of. The manifest
  /// records them, `plan` prints them, and `check` names a changed one as a plan difference.
  @Test(.tags(.icu72)) func aFormatRendersAtItsOwnZonesAndInstants() throws {
    let plan = """
      corpus: dates
      artifacts: [skeletons, patterns]
      locales: [en_US]
      calendars: gregorian
      formats:
        isoTimestamp: { pattern: "yyyy-MM-dd'T'HH:mm:ss'Z'", zones: [UTC], instants: [2024-01-27T18:00:00Z] }
        feedTime: { template: jmm, zones: [UTC, Asia/Tokyo], instants: [2024-07-01T03:30:00Z, 2024-01-27T18:00:00Z] }
        tokyoDay: { template: MMMEd, zones: [Asia/Tokyo, America/Los_Angeles] }
        stamps: { pattern: "d MMM HH:mm", instants: [2024-01-27T18:00:00Z, 2024-07-01T03:30:00Z] }
        fullDate: { template: yMMMd }

      """
    let app = try Self.app(plan)
    let generated = try CLI.run(["generate"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    #expect(generated.stdout.hasPrefix("wrote 2 files (12 entries, 1 KiB) to dates/"))
    let en = try String(
      contentsOf: app.appendingPathComponent("dates/en_US.json"), encoding: .utf8)
    // The style zone is America/New_York (the default): yMMMd and the plain patterns render
    // there at 2010-01-27T18:00:00Z, as before zones and instants.
    #expect(
      en == """
        {
          "calendars": {
            "gregorian": {
              "patterns": {
                "d MMM HH:mm": {
                  "2024-01-27T18:00:00Z": "27 Jan 13:00",
                  "2024-07-01T03:30:00Z": "30 Jun 23:30"
                },
                "yyyy-MM-dd'T'HH:mm:ss'Z'": "2024-01-27T18:00:00Z"
              },
              "skeletons": {
                "MMMEd": {
                  "America/Los_Angeles": {"pattern": "EEE, MMM d", "string": "Wed, Jan 27"},
                  "Asia/Tokyo": {"pattern": "EEE, MMM d", "string": "Thu, Jan 28"}
                },
                "jmm": {
                  "Asia/Tokyo": {
                    "2024-01-27T18:00:00Z": {"pattern": "h:mm\u{202F}a", "string": "3:00\u{202F}AM"},
                    "2024-07-01T03:30:00Z": {"pattern": "h:mm\u{202F}a", "string": "12:30\u{202F}PM"}
                  },
                  "UTC": {
                    "2024-01-27T18:00:00Z": {"pattern": "h:mm\u{202F}a", "string": "6:00\u{202F}PM"},
                    "2024-07-01T03:30:00Z": {"pattern": "h:mm\u{202F}a", "string": "3:30\u{202F}AM"}
                  }
                },
                "yMMMd": {"pattern": "MMM d, y", "string": "Jan 27, 2010"}
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
              {
                "format": "jmm",
                "instants": [
                  "2024-01-27T18:00:00Z",
                  "2024-07-01T03:30:00Z"
                ],
                "kind": "template",
                "zones": [
                  "UTC",
                  "Asia/Tokyo"
                ]
              }
        """), "\(manifest)")
    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    let printed = try CLI.run(["plan"], in: app)
    #expect(
      printed.stdout.contains(
        "format isoTimestamp: pattern 'yyyy-MM-dd'T'HH:mm:ss'Z'' in zones UTC; instants 2024-01-27T18:00:00Z\n"
      ))
    #expect(
      printed.stdout.contains(
        "format feedTime: template 'jmm' in zones UTC, Asia/Tokyo; instants 2024-01-27T18:00:00Z, 2024-07-01T03:30:00Z\n"
      ))

    // The team drops Tokyo: check names the scope before it compares any string.
    try Data(
      plan.replacingOccurrences(of: "zones: [UTC, Asia/Tokyo]", with: "zones: [UTC]").utf8
    ).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    let narrowed = try CLI.run(["check"], in: app)
    #expect(narrowed.status == 1)
    #expect(
      narrowed.stdout == """
        the plan file adds format scope 'template 'jmm' in zones UTC; instants 2024-01-27T18:00:00Z, 2024-07-01T03:30:00Z': run 'fmtcorpus generate'
        the plan file removes format scope 'template 'jmm' in zones UTC, Asia/Tokyo; instants 2024-01-27T18:00:00Z, 2024-07-01T03:30:00Z': run 'fmtcorpus generate'

        """)
  }

  /// A manifest comes in pull requests: a format scope's zone or instant that is not one is
  /// refused at its line, as the plan's own zones and instants are, before anything renders.
  @Test(arguments: [
    (
      "\"Pacific/Chatham\"", "\"../../etc\"",
      "plan formatScopes zone '../../etc' is not an IANA zone id (expected letters, digits, '_', '-', '+' and '/' between names, such as America/New_York)"
    ),
    (
      "\"2024-07-01T03:30:00Z\"", "\"2024-07-01\"",
      "plan formatScopes instant '2024-07-01' is not an instant (expected ISO 8601 in UTC such as 2010-01-27T18:00:00Z)"
    ),
  ])
  func aForgedScopeInTheManifestIsRefused(stored: String, forged: String, reason: String)
    throws
  {
    let app = try Self.app(
      """
      artifacts: [patterns]
      locales: [de]
      calendars: gregorian
      zones: [UTC]
      formats:
        x: { pattern: yyyy-MM-dd, zones: [UTC, Pacific/Chatham], instants: [2024-07-01T03:30:00Z] }

      """)
    let generated = try CLI.run(["generate", "-q"], in: app)
    try #require(generated.status == 0, "\(generated.stderr)")
    let corpus = app.appendingPathComponent("corpus")
    try CorpusEdits.edit(corpus, "manifest.json", record: false) {
      $0.replacingOccurrences(of: stored, with: forged)
    }
    let lines = try String(
      contentsOf: corpus.appendingPathComponent("manifest.json"), encoding: .utf8
    ).components(separatedBy: "\n")
    let line = try #require(lines.firstIndex { $0.contains(forged) }) + 1
    let result = try CLI.run(["check", "--corpus", corpus.path])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "fmtcorpus: error: \(corpus.path)/manifest.json:\(line): \(reason);"), "\(result.stderr)")
  }

  /// A picker entry names its own `locales` (an alarm screen the app ships in German alone):
  /// the other locales' files have no picker of its key, and a configuration planned in
  /// several modes (`time` and `date` at one minute interval) keeps the modes each locale
  /// renders.
  @Test(.tags(.icu72)) func aPickerRendersInItsOwnLocales() throws {
    let app = try Self.app(
      """
      corpus: dates
      artifacts: [pickers]
      locales: [en_US, de]
      calendars: gregorian
      formats:
        alarm: { picker: "time,minute-interval=5", locales: [de] }
        when: { picker: "date,minute-interval=5" }

      """)
    let generated = try CLI.run(["generate"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    #expect(generated.stdout.hasPrefix("wrote 3 files (18 entries, 2 KiB) to dates/"))
    let de = try String(contentsOf: app.appendingPathComponent("dates/de.json"), encoding: .utf8)
    #expect(
      de.contains(
        """
                "time,minute-interval=5": {
                  "direction": "ltr",
                  "pattern": "HH:mm",
                  "wheels": [
                    {"field": "hour", "pattern": "HH", "rows": ["00", "01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23"], "selected": 18},
                    {"field": "minute", "pattern": "mm", "rows": ["00", "05", "10", "15", "20", "25", "30", "35", "40", "45", "50", "55"], "selected": 10}
                  ]
                }
              }
            }
          },
          "formatVersion": 1,
          "locale": "de"
        }

        """), "\(de)")
    #expect(de.contains(#"        "date,minute-interval=5": {"#), "\(de)")
    let en = try String(
      contentsOf: app.appendingPathComponent("dates/en_US.json"), encoding: .utf8)
    #expect(en.contains(#"        "date,minute-interval=5": {"#), "\(en)")
    #expect(!en.contains("time,minute-interval=5"), "\(en)")
    let plan = try CLI.run(["plan"], in: app)
    #expect(
      plan.stdout.hasSuffix(
        """
        format alarm: picker 'time,minute-interval=5' in locales de
        format when: picker 'date,minute-interval=5'

        """), "\(plan.stdout)")
    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
  }

  /// Refused on the value's line and column, exit 2, one line.
  @Test(arguments: [
    (
      "  x: { template: yMMMd, locales: [ja_JP] }\n",
      "fmtcorpus.yml:6:35: locale 'ja_JP' of format 'x' is not among the plan's locales (expected one of de, en_US, or add it to 'locales')"
    ),
    (
      "  x: { template: yMMMd, calendars: japanese }\n",
      "fmtcorpus.yml:6:36: calendar 'japanese' of format 'x' is not among the plan's calendars (expected one of buddhist, gregorian, or add it to 'calendars')"
    ),
    (
      "  x: { picker: \"time,minute-interval=5\", locales: [ja_JP] }\n",
      "fmtcorpus.yml:6:52: locale 'ja_JP' of format 'x' is not among the plan's locales (expected one of de, en_US, or add it to 'locales')"
    ),
    (
      "  x: { duration: hour, calendars: [gregorian] }\n",
      "fmtcorpus.yml:6:24: per-format calendars mean nothing for a duration: it is written once per locale file, at the plan's durations, in no calendar, zone or instant of its own (a duration takes only 'locales' and 'engines')"
    ),
    (
      "  x: { template: yMMMd, zones: [Mars/Base] }\n",
      "fmtcorpus.yml:6:33: unknown time zone 'Mars/Base': the icu engine knows no IANA zone by that id (did you mean AST, BST, Asia/Baku, America/Boise?)"
    ),
    (
      "  x: { pattern: yyyy-MM-dd, instants: [2024-01-27] }\n",
      "fmtcorpus.yml:6:40: malformed instant '2024-01-27' (expected ISO 8601 in UTC such as 2010-01-27T18:00:00Z)"
    ),
    (
      "  x: { picker: time, zones: [UTC] }\n",
      "fmtcorpus.yml:6:22: per-format zones mean nothing for a picker: its key holds its configuration, its zone and date among it (a picker takes only 'locales', 'calendars' and 'engines')"
    ),
    (
      "  x: { template: yMMMd, locales: [de] }\n  y: { template: yMMMd }\n",
      "fmtcorpus.yml:6:18: template 'yMMMd' is listed twice with different locales, calendars, zones, instants or engines (expected one entry for it)"
    ),
    (
      "  x: { template: yMMMd, zones: [UTC] }\n  y: { template: yMMMd, instants: [2024-01-27T18:00:00Z] }\n",
      "fmtcorpus.yml:7:18: template 'yMMMd' is listed twice with different locales, calendars, zones, instants or engines (expected one entry for it)"
    ),
  ])
  func aScopeThePlanCannotHonourIsRefused(entry: String, message: String) throws {
    let app = try Self.app(
      """
      artifacts: [skeletons]
      locales: [de, en_US]
      calendars: [gregorian, buddhist]
      zones: [UTC]
      formats:
      \(entry)
      """)
    let result = try CLI.run(["plan"], in: app)
    #expect(result.status == 2)
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }
}
