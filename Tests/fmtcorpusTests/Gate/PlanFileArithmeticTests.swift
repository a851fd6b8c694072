import Foundation
import TestSupport
import Testing

/// A plan file's `arithmetic` entries (issue 42: each of `calc`'s knobs as a plan entry too, in
/// the team's plan file): a calculation its app makes, read by `--arithmetic`'s parser and named
/// by its entry, replaces the default table; with `artifacts: [arithmetic]` alone,
/// `fields.json` holds the cases and no component table.
@Suite(.tags(.icu72)) struct PlanFileArithmeticTests {
  static let plan = """
    corpus: dates
    artifacts: [arithmetic]
    locales: [en]
    calendars: [gregorian, iso8601]
    zones: [UTC, America/New_York]
    formats:
      monthEnd: { arithmetic: "2024-01-31T17:00:00Z add month=1" }
      isoWeek: { arithmetic: "2022-01-01T12:00:00Z roll week=1 first-weekday=2 min-days=4 in UTC" }
      age: { arithmetic: "1990-05-17T12:00:00Z to 2024-02-29T12:00:00Z year,month,day" }

    """

  static func app(_ plan: String = Self.plan) throws -> URL {
    let app = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    return app
  }

  /// The cases in each calendar and zone (the ISO week rolled in UTC alone), nothing else; a
  /// changed case is a plan difference `check` names before it renders.
  @Test func aPlanFilesCasesAreTheTable() throws {
    let app = try Self.app()
    let planned = try CLI.run(["plan"], in: app)
    #expect(
      planned.stdout.hasSuffix(
        """
        format monthEnd: arithmetic '2024-01-31T17:00:00Z add month=1'
        format isoWeek: arithmetic '2022-01-01T12:00:00Z roll week=1 first-weekday=2 min-days=4 in UTC'
        format age: arithmetic '1990-05-17T12:00:00Z to 2024-02-29T12:00:00Z year,month,day'

        """), "\(planned.stdout)")
    let made = try CLI.run(["generate"], in: app)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout.hasPrefix("wrote 3 files (13 entries, "), "\(made.stdout)")
    let fields = try String(
      contentsOf: app.appendingPathComponent("dates/fields.json"), encoding: .utf8)
    #expect(
      fields
        == """
        {
          "arithmetic": {
            "gregorian": {
              "America/New_York": {
                "age": "year 33 month 9 day 11",
                "monthEnd": "2024-02-29T17:00:00Z"
              },
              "UTC": {
                "age": "year 33 month 9 day 12",
                "isoWeek": "2022-01-08T12:00:00Z",
                "monthEnd": "2024-02-29T17:00:00Z"
              }
            },
            "iso8601": {
              "America/New_York": {
                "age": "year 33 month 9 day 11",
                "monthEnd": "2024-02-29T17:00:00Z"
              },
              "UTC": {
                "age": "year 33 month 9 day 12",
                "isoWeek": "2022-01-08T12:00:00Z",
                "monthEnd": "2024-02-29T17:00:00Z"
              }
            }
          },
          "formatVersion": 1
        }

        """)
    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    let changed = Self.plan.replacingOccurrences(of: "add month=1", with: "add month=2")
    try Data(changed.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    let checked = try CLI.run(["check"], in: app)
    #expect(checked.status == 1)
    #expect(
      checked.stdout
        == """
        the plan file adds arithmetic case 'monthEnd: 2024-01-31T17:00:00Z add month=2': run 'fmtcorpus generate'
        the plan file removes arithmetic case 'monthEnd: 2024-01-31T17:00:00Z add month=1': run 'fmtcorpus generate'

        """, "\(checked.stderr)")
    let remade = try CLI.run(["generate"], in: app)
    #expect(remade.status == 0, "\(remade.stderr)")
    let again = try CLI.run(["check"], in: app)
    #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
  }

  /// Refused on the value's line and column, exit 2, one line: a scope key (a case is worked
  /// in every calendar and zone, or its own ' in ZONE'), a field `calc` does not have, no
  /// `arithmetic` artifact.
  @Test(arguments: [
    (
      "  bad: { arithmetic: \"2024-01-31T17:00:00Z add day=1\", zones: [UTC] }\n",
      "fmtcorpus.yml:10:56: per-format zones mean nothing for an arithmetic case: it is worked in every calendar and zone of the plan (or the one its ' in ZONE' names), with no locale, by the corpus's own engine, in fields.json (an arithmetic case takes none)"
    ),
    (
      "  bad: { arithmetic: \"2024-01-31T17:00:00Z add fortnight=1\" }\n",
      "fmtcorpus.yml:10:22: invalid value 'fortnight' for --arithmetic (expected a field: era, year, year-for-week-of-year, month, week (or week-of-year), week-of-month, weekday-ordinal, day, day-of-year, weekday, hour, minute, second, nanosecond)"
    ),
  ])
  func aBadCaseIsRefusedOnItsLine(entry: String, message: String) throws {
    let app = try Self.app(Self.plan + entry)
    let refused = try CLI.run(["plan"], in: app)
    #expect(refused.status == 2)
    #expect(refused.stderr == "fmtcorpus: error: \(message)\n")
  }

  @Test func aCaseNeedsTheArithmeticArtifact() throws {
    let app = try Self.app(
      Self.plan.replacingOccurrences(of: "artifacts: [arithmetic]", with: "artifacts: [skeletons]"))
    let refused = try CLI.run(["plan"], in: app)
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "fmtcorpus: error: fmtcorpus.yml:7:27: an arithmetic case is written by the arithmetic artifact: add arithmetic to 'artifacts'\n"
    )
  }
}
