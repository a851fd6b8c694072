import Foundation
import TestSupport
import Testing

/// The plan's arithmetic cases take rolls (issue 42): `generate --arithmetic 'NAME: AT roll
/// FIELD=N'` renders `ucal_roll` and `wrappingComponents: true` as `calc --roll` does, and a
/// case whose field the engine's API has not is left out of its corpus with a note.
@Suite(.tags(.icu72)) struct ArithmeticPlanTests {
  static let cases = [
    "dayWrap: 2024-01-31T17:00:00Z roll day=20", "hourWrap: 2024-01-31T17:00:00Z roll hour=15",
    "hourAdd: 2024-01-31T17:00:00Z add hour=15",
    "nano: 2024-01-31T17:00:00Z add nanosecond=1000000",
  ]

  static func generate(_ engine: String) throws -> (CLI.Result, folder: String, lines: [String]) {
    let folder = TestSupport.temporaryDirectory("arithmetic-plan-\(engine)").path
    let result = try CLI.run(
      [
        "generate", "--engine", engine, "--locale", "en_US", "--out", folder, "--calendar",
        "gregorian", "--zone", "America/New_York",
      ] + cases.flatMap { ["--arithmetic", $0] })
    let fields = (try? String(contentsOfFile: folder + "/fields.json", encoding: .utf8)) ?? ""
    let names = ["dayWrap", "hourWrap", "hourAdd", "nano"]
    let lines = fields.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { line in names.contains { line.hasPrefix("\"\($0)\":") } }
    return (result, folder, lines)
  }

  /// New York, 2024-01-31T17:00Z: rolling the day to 20 keeps January; rolling 15 hours wraps
  /// within the day (08:00Z), where adding them moves to the next day. ICU has no nanosecond
  /// field: its corpus leaves that case out, says so, and checks clean.
  @Test func icuRollsAndNotesTheNanosecond() throws {
    let (result, folder, lines) = try Self.generate("icu")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        "note: the icu engine leaves arithmetic case 'nano' out of the corpus: ICU's calendars have no nanosecond field (expected one of: era, year, year-for-week-of-year, month, week, week-of-month, weekday-ordinal, day, day-of-year, weekday, hour, minute, second)\n"
      ))
    #expect(
      lines == [
        "\"dayWrap\": \"2024-01-20T17:00:00Z\",", "\"hourAdd\": \"2024-02-01T08:00:00Z\",",
        "\"hourWrap\": \"2024-01-31T08:00:00Z\",",
      ])
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))
  }

  /// Foundation rolls the same, and adds the millisecond.
  @Test func foundationRollsAndAddsTheNanoseconds() throws {
    let (result, folder, lines) = try Self.generate("foundation")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("arithmetic case"))
    #expect(
      lines == [
        "\"dayWrap\": \"2024-01-20T17:00:00Z\",", "\"hourAdd\": \"2024-02-01T08:00:00Z\",",
        "\"hourWrap\": \"2024-01-31T08:00:00Z\",", "\"nano\": \"2024-01-31T17:00:00.001Z\",",
      ])
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test func aRollWithoutAmountsIsOneLine() throws {
    let folder = TestSupport.temporaryDirectory("arithmetic-plan-bad").path
    let result = try CLI.run([
      "generate", "--out", folder, "--arithmetic", "wrap: 2024-01-31T17:00:00Z roll day",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid value 'day' for --arithmetic (expected FIELD=N pairs separated by commas, such as month=1,day=-3)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: folder))
  }
}
