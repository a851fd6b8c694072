import CorpusModel
import Foundation
import TestSupport
import Testing

/// A plan's arithmetic case asks a date's components as `calc --components` does (issue 42's
/// `dateComponents([.weekOfYear, .yearForWeekOfYear], …)`): `NAME: AT components FIELD,…`,
/// written in the golden file as `calc` prints the answer, on each engine; a field an
/// engine's API has not is left out of its corpus with a note.
@Suite(.tags(.icu72)) struct ArithmeticPlanComponentsTests {
  static let weekYear =
    "weekYear: 2024-12-30T12:00:00Z components week-of-year,year-for-week-of-year"

  /// `generate` with `cases` on `engine` (en_US, gregorian, UTC): stdout and stderr, and the
  /// `fields.json` lines of the cases named.
  static func generate(_ engine: String, _ cases: [String]) throws -> (
    CLI.Result, folder: String, lines: [String]
  ) {
    let folder = TestSupport.temporaryDirectory("arithmetic-components-\(engine)").path
    let result = try CLI.run(
      [
        "generate", "--engine", engine, "--locale", "en_US", "--out", folder, "--calendar",
        "gregorian", "--zone", "UTC",
      ] + cases.flatMap { ["--arithmetic", $0] })
    let names = cases.map { String($0.prefix { $0 != ":" }) }
    let fields = (try? String(contentsOfFile: folder + "/fields.json", encoding: .utf8)) ?? ""
    let lines = fields.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { line in names.contains { line.hasPrefix("\"\($0)\":") } }
    return (result, folder, lines)
  }

  /// Monday 30 December 2024 is in week 1 of 2025 in en_US's weeks (Sunday first, one day
  /// enough), on every engine, as `calc` answers (`week`: `week-of-year`'s name in output);
  /// the corpus checks clean.
  @Test(arguments: ["icu", "foundation"])
  func aDatesComponentsAreWrittenAsCalcPrintsThem(engine: String) throws {
    let calc = try CLI.run([
      "calc", "--engine", engine, "--calendar", "gregorian", "--zone", "UTC", "--at",
      "2024-12-30T12:00:00Z", "--components", "week-of-year,year-for-week-of-year",
    ])
    #expect(calc.status == 0, "\(calc.stderr)")
    #expect(calc.stdout == "week 1 year-for-week-of-year 2025\n")
    let (result, folder, lines) = try Self.generate(engine, [Self.weekYear])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(lines == ["\"weekYear\": \"week 1 year-for-week-of-year 2025\","])
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 0, "\(check.stdout)")
  }

  /// ICU has no nanosecond field: its corpus leaves the case out and says so.
  @Test func icuLeavesTheNanosecondOut() throws {
    let (result, _, lines) = try Self.generate(
      "icu", [Self.weekYear, "nanos: 2024-12-30T12:00:00Z components second,nanosecond"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        "note: the icu engine leaves arithmetic case 'nanos' out of the corpus: ICU's calendars have no nanosecond field"
      ))
    #expect(lines == ["\"weekYear\": \"week 1 year-for-week-of-year 2025\","])
  }

  /// The case's text reads back to itself, `week-of-year` written by its name in a golden
  /// file's keys, `week` (as `calc` prints it); a field that is none is refused in one line.
  @Test func theCaseRoundTripsAndRefusesABadField() throws {
    let written = "weekYear: 2024-12-30T12:00:00Z components week,year-for-week-of-year"
    #expect(try ArithmeticCase(parsing: Self.weekYear).description == written)
    #expect(try ArithmeticCase(parsing: written).description == written)
    #expect(throws: InputError.self) {
      try ArithmeticCase(parsing: "x: 2024-12-30T12:00:00Z components fortnight")
    }
  }
}
