import Foundation
import TestSupport
import Testing

/// Negative durations (issue 42): `format --duration -4500` and `generate --duration-seconds
/// -4500` in every engine as its API writes them — Foundation's signed `Duration`, ICU through
/// the number skeleton path with our breakdown of the length and the sign on the first piece —
/// and ICU's numeric width refused in one line, left out of its corpus with a note.
@Suite(.tags(.icu72)) struct NegativeDurationTests {
  static let engines = ["icu", "foundation", "formatstyle"]

  /// en_US, where ICU 72 and Foundation's ICU 76 have the same words: every engine writes the
  /// same string, the sign on the first unit, `-0` where that unit is zero and another is not,
  /// and no sign where every shown value rounds to zero.
  @Test(arguments: [
    (["-4500", "--units", "hour,minute"], "-1 hour, 15 minutes"),
    (["-90061", "--units", "hour,minute"], "-25 hours, 1.017 minutes"),
    (["-4500", "--units", "hour,minute", "--width", "narrow"], "-1h 15m"),
    (["-90061", "--units", "day,hour,minute,second", "--max-units", "2"], "-1 day, 1.017 hours"),
    (
      ["-3725", "--units", "hour,minute,second", "--zero-units", "hide"],
      "-1 hour, 2 minutes, 5 seconds"
    ),
    (["-0.5", "--units", "hour,minute"], "-0 hours, 0.008 minutes"),
    (["-31", "--units", "minute", "--fraction", "hide"], "-1 minute"),
    (["-30", "--units", "minute", "--fraction", "hide"], "0 minutes"),
    (["-0.5", "--units", "minute", "--fraction", "show:2"], "-0.01 minutes"),
    (
      ["-4500.5", "--units", "hour,minute,second", "--fraction", "show:1"],
      "-1 hour, 15 minutes, 0.5 seconds"
    ),
  ])
  func everyEngineWritesTheSignOnTheFirstUnit(arguments: [String], expected: String) throws {
    for engine in Self.engines {
      let result = try CLI.run(
        ["format", "--engine", engine, "--locale", "en_US", "--duration"] + arguments)
      #expect(result.status == 0, "\(engine): \(result.stderr)")
      #expect(result.stdout == expected + "\n", "\(engine)")
    }
  }

  /// A time pattern: Foundation's `Duration.TimeFormatStyle` signs it; ICU's numeric width (the
  /// linked ICU's MeasureFormat) is refused in one line rather than guessed.
  @Test(arguments: [
    (["--time-pattern", "hour-minute-second"], "-1:15:00"),
    (["--time-pattern", "minute-second", "--pad", "2"], "-75:00"),
  ])
  func aTimePatternIsFoundations(arguments: [String], expected: String) throws {
    let all = ["format", "--locale", "en_US", "--duration", "-4500"] + arguments
    for engine in ["foundation", "formatstyle"] {
      let result = try CLI.run(all + ["--engine", engine])
      #expect(result.stdout == expected + "\n", "\(engine): \(result.stderr)")
    }
    let refused = try CLI.run(all)
    #expect(refused.status == 2)
    #expect(refused.stdout == "")
    #expect(
      refused.stderr
        == "fmtcorpus: error: the icu engine cannot render '-4500': the numeric width (h:mm:ss) is the linked ICU's C++ MeasureFormat, which fmtcorpus asks for lengths only; Foundation's Duration.TimeFormatStyle writes a negative one (-1:15:00)\n"
    )
  }

  /// `--duration-seconds -4500` writes every unit set and width; ICU leaves the numeric width
  /// out with a note, Foundation writes it; both check clean.
  @Test(arguments: ["icu", "foundation"])
  func thePlanTakesANegativeDuration(engine: String) throws {
    let folder = TestSupport.temporaryDirectory("negative-durations-\(engine)").path
    let result = try CLI.run([
      "generate", "--engine", engine, "--locale", "en_US", "--out", folder, "--duration-seconds",
      "-4500",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let note =
      "note: the icu engine leaves the negative durations' numeric width out of the corpus: the numeric width (h:mm:ss) is the linked ICU's C++ MeasureFormat, which fmtcorpus asks for lengths only; Foundation's Duration.TimeFormatStyle writes a negative one (-1:15:00)\n"
    #expect(result.stdout.contains(note) == (engine == "icu"))
    let file = try String(contentsOfFile: folder + "/en_US.json", encoding: .utf8)
    #expect(
      file.contains(
        "      \"hour,minute\": {\"-4500\": \"-1 hour, 15 minutes\", \"0\": \"0 hours, 0 minutes\","
      ))
    #expect(
      file.contains("      \"minute,second\": {\"-4500\": \"-75m 0s\", \"0\": \"0m 0s\","))
    #expect(file.contains("\"-4500\": \"-1:15:00\"") == (engine == "foundation"))
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))
  }
}
