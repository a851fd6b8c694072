import Foundation
import TestSupport
import Testing

/// A plan file's style and interval entries take their own `calendars` (issue 41: "each entry
/// may override locales, calendar, zones, instants and engines"): a pair or a template renders
/// in the calendars its entry names, among the plan's.
@Suite(.tags(.icu72)) struct PlanFileEntryCalendarsTests {
  static let plan = """
    corpus: dates
    artifacts: [styles, intervals]
    locales: [en_US]
    calendars: [gregorian, buddhist]
    zones: [UTC]
    instants: [2010-01-27T18:00:00Z]
    formats:
      statusTime: { style: medium/short, calendars: [buddhist] }
      stay: { interval: yMMMd, calendars: [gregorian] }

    """

  static func app(_ plan: String = Self.plan) throws -> URL {
    let app = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    return app
  }

  @Test func aStyleAndAnIntervalRenderInTheirOwnCalendars() throws {
    let app = try Self.app()
    let planned = try CLI.run(["plan"], in: app)
    #expect(
      planned.stdout.contains("format statusTime: style 'medium/short' in calendars buddhist\n"))
    #expect(planned.stdout.contains("format stay: interval 'yMMMd' in calendars gregorian\n"))
    let made = try CLI.run(["generate"], in: app)
    #expect(made.status == 0, "\(made.stderr)")
    let file = try String(
      contentsOf: app.appendingPathComponent("dates/en_US.json"), encoding: .utf8)
    #expect(
      file
        == """
        {
          "calendars": {
            "buddhist": {
              "styles": {
                "UTC": {
                  "2010-01-27T18:00:00Z": {
                    "medium/short": "Jan 27, 2553 BE, 6:00\u{202F}PM"
                  }
                }
              }
            },
            "gregorian": {
              "intervals": {
                "yMMMd": {
                  "days": "Feb 14\u{2009}\u{2013}\u{2009}16, 2024",
                  "hours": "Feb 14, 2024",
                  "midnight": "Feb 14\u{2009}\u{2013}\u{2009}15, 2024",
                  "minutes": "Feb 14, 2024",
                  "months": "Feb 14\u{2009}\u{2013}\u{2009}Apr 17, 2024",
                  "same": "Feb 14, 2024",
                  "years": "Dec 30, 2024\u{2009}\u{2013}\u{2009}Jan 2, 2025"
                }
              }
            }
          },
          "formatVersion": 1,
          "locale": "en_US"
        }

        """)
    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
  }

  /// A calendar the plan does not render is refused on its line, exit 2.
  @Test func aCalendarThePlanLacksIsRefusedOnItsLine() throws {
    let app = try Self.app(
      Self.plan.replacingOccurrences(of: "calendars: [buddhist] }", with: "calendars: [hebrew] }"))
    let refused = try CLI.run(["plan"], in: app)
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "fmtcorpus: error: fmtcorpus.yml:8:50: calendar 'hebrew' of format 'statusTime' is not among the plan's calendars (expected one of buddhist, gregorian, or add it to 'calendars')\n"
    )
  }
}
