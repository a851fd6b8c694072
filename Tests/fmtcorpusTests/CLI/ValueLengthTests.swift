import Foundation
import TestSupport
import Testing

/// Value length (issue 42): `--value-length N` and `--value-length-limits A...B`, Foundation's
/// `valueLength` and `valueLengthLimits`, ICU's number skeleton `integer-width`, as flags and
/// in `--duration-format` keys.
@Suite(.tags(.icu72)) struct ValueLengthTests {
  static func format(_ engine: String, _ arguments: [String]) throws -> CLI.Result {
    try CLI.run(["format", "--engine", engine, "--locale", "en_US", "--duration"] + arguments)
  }

  /// Padding: the same strings from every engine. Zero units shown set the lower bound, as
  /// `Duration.UnitsFormatStyle` works it out, so a value length pads only with them hidden.
  @Test(arguments: [
    (
      ["3725", "--units", "hour,minute,second", "--value-length", "2"],
      "1 hour, 2 minutes, 5 seconds"
    ),
    (
      ["3725", "--units", "hour,minute,second", "--zero-units", "hide", "--value-length", "2"],
      "01 hour, 02 minutes, 05 seconds"
    ),
    (
      [
        "3725", "--units", "hour,minute,second", "--zero-units", "hide", "--value-length-limits",
        "3...",
      ],
      "001 hour, 002 minutes, 005 seconds"
    ),
    (
      [
        "90061", "--units", "hour,minute", "--zero-units", "show:2", "--value-length-limits",
        "2...3",
      ],
      "25 hours, 01.017 minutes"
    ),
  ])
  func everyEnginePads(arguments: [String], expected: String) throws {
    for engine in ["icu", "foundation", "formatstyle"] {
      let result = try Self.format(engine, arguments)
      #expect(result.status == 0, "\(engine): \(result.stderr)")
      #expect(result.stdout == expected + "\n", "\(engine)")
    }
  }

  /// The upper bound: ICU's `integer-width` cuts the higher digits, as the knob says (25 hours
  /// at most 1 digit: `5 hours`); Foundation's `valueLength: 1` cuts past 2 (it stores the range
  /// 1..<2 and reads its upper bound as the most digits). A corpus of each engine records what
  /// it writes.
  @Test func theUpperBoundCutsInICUOnly() throws {
    let arguments = [
      "90061", "--units", "hour,minute", "--zero-units", "hide", "--value-length", "1",
    ]
    #expect(try Self.format("icu", arguments).stdout == "5 hours, 1.017 minutes\n")
    #expect(try Self.format("foundation", arguments).stdout == "25 hours, 1.017 minutes\n")
  }

  /// `--value-length N` and `--value-length-limits N...N` are Foundation's `valueLength: N`
  /// and `valueLengthLimits: N...N`, two settings: the first cuts past N + 1 digits, the second
  /// past N (123 hours: `23 hours`, `3 hours`); ICU cuts both past N. Their keys differ.
  @Test func oneLengthIsNotLimitsOfOne() throws {
    for (flag, value, foundation, icu) in [
      ("--value-length", "1", "23 hours", "3 hours"),
      ("--value-length-limits", "1...1", "3 hours", "3 hours"),
      ("--value-length-limits", "1...2", "23 hours", "23 hours"),
    ] {
      let arguments = ["442800", "--units", "hour", "--zero-units", "hide", flag, value, "--json"]
      for (engine, expected) in [("formatstyle", foundation), ("icu", icu)] {
        let result = try Self.format(engine, arguments)
        #expect(result.status == 0, "\(engine): \(result.stderr)")
        let key = flag == "--value-length" ? "value-length=\(value)" : "value-length-limits=\(value)"
        #expect(result.stdout.contains(#""format": "hour;zero-units=hide;\#(key)""#), "\(engine)")
        #expect(result.stdout.contains(#""string": "\#(expected)""#), "\(engine) \(flag) \(value)")
      }
    }
  }

  @Test(arguments: [
    (
      ["60", "--units", "minute", "--value-length", "1000"],
      "invalid value '1000' for --value-length (expected a number of digits from 1 to 999)"
    ),
    (
      ["60", "--units", "minute", "--value-length-limits", "3...2"],
      "invalid value '3...2' for --value-length-limits (expected A...B or A... with digits from 0 to 999, A not above B)"
    ),
    (
      ["60", "--units", "minute", "--zero-units", "show:3", "--value-length", "2"],
      "invalid duration format 'minute;zero-units=show:3;value-length=2': value-length=2 is fewer digits than zero-units=show:3 pads to"
    ),
    (
      ["60", "--time-pattern", "hour-minute", "--value-length", "2"],
      "invalid duration format 'hour,minute;width=numeric;value-length=2': value-length=2 does not apply to width=numeric"
    ),
    (
      ["60", "--units", "minute", "--value-length", "2", "--value-length-limits", "1..."],
      "invalid value '--value-length-limits 1...' for --value-length 2 (expected one of the two)"
    ),
  ])
  func badLengthsAreOneLine(arguments: [String], message: String) throws {
    let result = try Self.format("icu", arguments)
    #expect(result.status == 2)
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }

  /// A key with a value length is planned, written and checked like any configuration.
  @Test func generatePlansAValueLength() throws {
    let folder = TestSupport.temporaryDirectory("value-length").path
    let result = try CLI.run([
      "generate", "--locale", "en_US", "--out", folder, "--duration-format",
      "hour,minute,second;zero-units=hide;value-length=2",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let file = try String(contentsOfFile: folder + "/en_US.json", encoding: .utf8)
    #expect(
      file.contains(
        "      \"hour,minute,second;zero-units=hide;value-length=2\": {\"0\": \"00 seconds\", \"4500\": \"01 hour, 15 minutes\", \"59\": \"59 seconds\", \"6780\": \"01 hour, 53 minutes\", \"90061\": \"25 hours, 01 minute, 01 second\"},\n"
      ))
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))
  }
}
