import CorpusModel
import Foundation
import TestSupport
import Testing

/// A plan's arithmetic cases take `calc`'s years, −9999…9999 (issue 42 item 3), and a golden
/// file writes a year before 1 as `calc` prints it, in ISO 8601's expanded years
/// (`-0044-03-16T12:00:00Z`); a year beyond either end is refused in one line, as `calc`
/// refuses it. A plan's other instants (`--instant`, pickers, months) keep 0001–9999.
@Suite(.tags(.icu72)) struct ArithmeticPlanYearsTests {
  /// The Ides of March of 44 BC (proleptic Gregorian, astronomical year -0043) plus a day, and
  /// back across year 0000 (1 BC) to a year AD, and a difference in years and days between
  /// them: the corpus holds what `calc` prints for each, and checks clean.
  @Test func aGoldenFileWritesYearsBeforeOneAsCalcDoes() throws {
    let folder = TestSupport.temporaryDirectory("arithmetic-plan-years").path
    let cases = [
      "ides: -0043-03-15T12:00:00Z add day=1", "crossing: -0001-12-31T12:00:00Z add year=2",
      "span: -0043-03-15T12:00:00Z to 0001-03-15T12:00:00Z year,day",
    ]
    let result = try CLI.run(
      [
        "generate", "--engine", "icu", "--locale", "en_US", "--out", folder, "--calendar",
        "gregorian", "--zone", "UTC",
      ] + cases.flatMap { ["--arithmetic", $0] })
    #expect(result.status == 0, "\(result.stderr)")
    let fields = try String(contentsOfFile: folder + "/fields.json", encoding: .utf8)
    let lines = fields.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { line in ["ides", "crossing", "span"].contains { line.hasPrefix("\"\($0)\":") } }
    // What calc prints for the same questions, on the same engine.
    func calc(_ arguments: [String]) throws -> String {
      let run = try CLI.run(
        ["calc", "--engine", "icu", "--calendar", "gregorian", "--zone", "UTC"] + arguments)
      #expect(run.status == 0, "\(run.stderr)")
      return run.stdout.trimmingCharacters(in: .newlines)
    }
    let ides = try calc(["--at", "-0043-03-15T12:00:00Z", "--add", "day=1"])
    let crossing = try calc(["--at", "-0001-12-31T12:00:00Z", "--add", "year=2"])
    #expect(ides == "-0043-03-16T12:00:00Z")
    #expect(crossing == "0001-12-31T12:00:00Z")
    #expect(
      lines == [
        "\"crossing\": \"\(crossing)\",", "\"ides\": \"\(ides)\",",
        "\"span\": \"year 44 day 0\",",
      ])
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))
  }

  /// The text of a case reads back to itself, its year written with its `-`.
  @Test func aCaseBeforeOneRoundTrips() throws {
    let text = "ides: -0043-03-15T12:00:00Z add day=1"
    let item = try ArithmeticCase(parsing: text)
    #expect(item.at.millisecondsSince1970 == -63_517_780_800_000)
    #expect(item.description == text)
  }

  /// Beyond −9999…9999, and a fraction finer than the millisecond a corpus writes: one line
  /// naming the instant and the range, exit 2, nothing written.
  @Test(arguments: [
    (
      "far: -10000-01-01T00:00:00Z add day=1",
      "invalid instant '-10000-01-01T00:00:00Z': year -10000 is not -9999–9999"
    ),
    (
      "late: 2024-01-01T00:00:00Z to +10000-01-01T00:00:00Z day",
      "invalid instant '+10000-01-01T00:00:00Z': year +10000 is not -9999–9999"
    ),
    (
      "fine: 2024-01-01T00:00:00.000001Z add day=1",
      "invalid instant '2024-01-01T00:00:00.000001Z': a fraction finer than a millisecond is calc's alone (a corpus, a plan and format hold .sss)"
    ),
  ])
  func yearsBeyondAreRefused(text: String, message: String) throws {
    let folder = TestSupport.temporaryDirectory("arithmetic-plan-years-bad").path
    let result = try CLI.run(["generate", "--out", folder, "--arithmetic", text])
    #expect(result.status == 2)
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
    #expect(!FileManager.default.fileExists(atPath: folder))
  }
}
