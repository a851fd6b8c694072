import Foundation
import TestSupport
import Testing

/// `calc --first-weekday` and `--min-days` (issue 42): where the calendar's weeks begin and
/// which week is the first, set on `Calendar` (`firstWeekday`, `minimumDaysInFirstWeek`) and on
/// ICU's calendar (`ucal_setAttribute`), through the built binary in every engine; and the
/// same rules as words of a plan's arithmetic case.
@Suite(.tags(.icu72)) struct CalcWeekRulesTests {
  static let engines = CalcCLI.engines

  /// Sunday 18 February 2024 rolled by one weekday wraps within its week: to Monday the 19th
  /// in a week that begins on Sunday (the calendar's own), to Monday the 12th in one that
  /// begins on Monday, however the weekday is written. Every engine agrees.
  @Test(arguments: engines)
  func aWeekdayRollsWithinTheWeekTheFirstWeekdayBegins(engine: String) throws {
    let sunday = ["--zone", "UTC", "--at", "2024-02-18T12:00:00Z", "--roll", "weekday=1"]
    #expect(try CalcCLI.answer(engine, sunday) == "2024-02-19T12:00:00Z\n")
    #expect(
      try CalcCLI.answer(engine, sunday + ["--first-weekday", "1"]) == "2024-02-19T12:00:00Z\n")
    #expect(
      try CalcCLI.answer(engine, sunday + ["--first-weekday", "2"]) == "2024-02-12T12:00:00Z\n")
    #expect(
      try CalcCLI.answer(engine, sunday + ["--first-weekday", "mon", "--json"])
        == #"{"at": "2024-02-18T12:00:00Z", "calendar": "gregorian", "engine": "\#(engine)", "firstWeekday": 2, "result": "2024-02-12T12:00:00Z", "roll": "weekday=1", "zone": "UTC"}"#
        + "\n")
  }

  /// Saturday 1 January 2022 is in the first week of 2022 when one day of it is enough (the
  /// calendar's own rule), in the last week of 2021 when four are needed: rolling the week of
  /// the year by one moves to 8 January 2022, or to the Saturday of the first week of 2021.
  /// Every engine agrees.
  @Test(arguments: engines)
  func theMinimumDaysDecideTheFirstWeek(engine: String) throws {
    let saturday = ["--zone", "UTC", "--at", "2022-01-01T12:00:00Z", "--roll", "week=1"]
    #expect(try CalcCLI.answer(engine, saturday) == "2022-01-08T12:00:00Z\n")
    #expect(try CalcCLI.answer(engine, saturday + ["--min-days", "1"]) == "2022-01-08T12:00:00Z\n")
    #expect(try CalcCLI.answer(engine, saturday + ["--min-days", "4"]) == "2021-01-09T12:00:00Z\n")
    #expect(
      try CalcCLI.answer(engine, saturday + ["--min-days", "4", "--json"])
        == #"{"at": "2022-01-01T12:00:00Z", "calendar": "gregorian", "engine": "\#(engine)", "minimumDays": 4, "result": "2021-01-09T12:00:00Z", "roll": "week=1", "zone": "UTC"}"#
        + "\n")
  }

  /// Where the engines differ for the same rules: in ISO 8601's weeks (Monday, 4 days)
  /// Saturday 1 January 2022 is in week 52 of 2021. ICU's `ucal_roll` of the week of the year
  /// keeps the calendar year (8 January 2022); Foundation's `wrappingComponents` keeps the
  /// year of the week and wraps into its first week (9 January 2021). Both are what their
  /// APIs answer, not an approximation, and SpansOfTime.md says so.
  @Test func isoWeeksRollWithinDifferentYears() throws {
    let iso = [
      "--zone", "UTC", "--at", "2022-01-01T12:00:00Z", "--roll", "week=1", "--first-weekday", "2",
      "--min-days", "4",
    ]
    #expect(try CalcCLI.answer("icu", iso) == "2022-01-08T12:00:00Z\n")
    #expect(try CalcCLI.answer("foundation", iso) == "2021-01-09T12:00:00Z\n")
    #expect(try CalcCLI.answer("formatstyle", iso) == "2021-01-09T12:00:00Z\n")
  }

  /// A weekday or a number of days outside 1–7 is one line naming the flag and what is valid,
  /// exit 2, nothing on stdout.
  @Test(arguments: [
    (
      ["--first-weekday", "8"],
      "fmtcorpus: error: invalid value '8' for --first-weekday (expected a weekday 1-7 (1 = Sunday) or one of: sun, mon, tue, wed, thu, fri, sat)\n"
    ),
    (
      ["--first-weekday", "monday"],
      "fmtcorpus: error: invalid value 'monday' for --first-weekday (expected a weekday 1-7 (1 = Sunday) or one of: sun, mon, tue, wed, thu, fri, sat)\n"
    ),
    (
      ["--min-days", "0"],
      "fmtcorpus: error: invalid value '0' for --min-days (expected a number of days 1-7)\n"
    ),
  ])
  func badRulesAreOneLine(arguments: [String], message: String) throws {
    for engine in Self.engines {
      let result = try CalcCLI.run(
        engine,
        ["--zone", "UTC", "--at", "2024-02-18T12:00:00Z", "--roll", "weekday=1"] + arguments)
      #expect(result.status == 2, "\(engine)")
      #expect(result.stdout == "")
      #expect(result.stderr == message, "\(engine)")
    }
  }

  /// The rules are words of a plan's case (`generate --arithmetic '… first-weekday=2'`): the
  /// case is rendered as `calc` answers it, its key in the manifest is the text as written,
  /// and the corpus checks clean.
  @Test(arguments: engines)
  func aPlansCaseCarriesItsRules(engine: String) throws {
    let folder = TestSupport.temporaryDirectory("week-rules-plan-\(engine)").path
    let cases = [
      "mondayWeek: 2024-02-18T12:00:00Z roll weekday=1 first-weekday=2",
      "sundayWeek: 2024-02-18T12:00:00Z roll weekday=1",
      "fourDays: 2022-01-01T12:00:00Z roll week=1 first-weekday=1 min-days=4 in America/New_York",
    ]
    let result = try CLI.run(
      [
        "generate", "--engine", engine, "--locale", "en_US", "--out", folder, "--calendar",
        "gregorian", "--zone", "UTC",
      ] + cases.flatMap { ["--arithmetic", $0] })
    #expect(result.status == 0, "\(result.stderr)")
    let fields = try String(contentsOfFile: folder + "/fields.json", encoding: .utf8)
    let lines = fields.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { line in
        ["mondayWeek", "sundayWeek", "fourDays"].contains { line.hasPrefix("\"\($0)\":") }
      }
    #expect(
      lines == [
        "\"fourDays\": \"2021-01-09T12:00:00Z\"", "\"mondayWeek\": \"2024-02-12T12:00:00Z\",",
        "\"sundayWeek\": \"2024-02-19T12:00:00Z\",",
      ])
    let manifest = try String(contentsOfFile: folder + "/manifest.json", encoding: .utf8)
    for text in cases { #expect(manifest.contains("\"\(text)\""), "\(text)") }
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))
  }

  /// A rule out of range in a plan's case is the case's own one-line message, and nothing is
  /// written.
  @Test func aPlansBadRuleIsOneLine() throws {
    let folder = TestSupport.temporaryDirectory("week-rules-plan-bad").path
    let result = try CLI.run([
      "generate", "--out", folder, "--arithmetic",
      "w: 2024-02-18T12:00:00Z roll weekday=1 min-days=9",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid value '9' for --arithmetic min-days (expected a number of days 1-7)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: folder))
  }
}
