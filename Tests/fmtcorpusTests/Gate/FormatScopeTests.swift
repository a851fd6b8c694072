import Foundation
import TestSupport
import Testing

/// A plan file's per-format `locales` and `calendars`: a template or pattern renders only where
/// its entry says, among the plan's locales and calendars; the manifest records the scopes, so
/// `check` names a changed scope; a scope the plan cannot honour is refused on its line.
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
      "  x: { picker: time, locales: [de] }\n",
      "fmtcorpus.yml:6:22: per-format locales narrow a template or a pattern, not a picker (a picker renders in every locale and calendar of the plan)"
    ),
    (
      "  x: { duration: hour, calendars: [gregorian] }\n",
      "fmtcorpus.yml:6:24: per-format calendars narrow a template or a pattern, not a duration (a duration renders in every locale and calendar of the plan)"
    ),
    (
      "  x: { template: yMMMd, zones: [UTC] }\n",
      "fmtcorpus.yml:6:25: per-format zones are not supported yet (the plan's zones apply to every format)"
    ),
    (
      "  x: { template: yMMMd, locales: [de] }\n  y: { template: yMMMd }\n",
      "fmtcorpus.yml:6:18: template 'yMMMd' is listed twice with different locales or calendars (expected one entry for it)"
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
