import Foundation
import TestSupport
import Testing

/// `--fraction show:0` and `--zero-units show:0` (issue 42): Foundation's `.show(length: 0)`
/// is a real setting, and the same value as `.hide` (a fraction's lengths 0...0 with its
/// rule; zero units of length 0), so both read as `hide`, in every engine, and a
/// configuration's key has the one spelling `hide`. The expected strings are
/// swift-foundation's own (`DurationUnitsFormatStyleTests.swift`).
@Suite(.tags(.icu72)) struct ZeroLengthTests {
  static func format(_ engine: String, _ arguments: [String]) throws -> CLI.Result {
    try CLI.run(["format", "--engine", engine, "--locale", "en_US", "--duration"] + arguments)
  }

  /// `.units(allowed: [.minutes, .seconds], fractionalPart: .show(length: 0))`: the seconds
  /// rounded half to even, as `.hide` rounds them.
  @Test(arguments: [
    ("0.5", "0 min, 0 sec"), ("0.501", "0 min, 1 sec"), ("1.5", "0 min, 2 sec"),
    ("59.499", "0 min, 59 sec"), ("59.5", "1 min, 0 sec"),
  ])
  func aFractionOfNoDigitsIsHidden(seconds: String, expected: String) throws {
    let arguments = [
      seconds, "--units", "minute,second", "--width", "abbreviated", "--fraction", "show:0",
      "--rounding", "half-even",
    ]
    for engine in ["icu", "foundation", "formatstyle"] {
      let result = try Self.format(engine, arguments)
      #expect(result.status == 0, "\(engine): \(result.stderr)")
      #expect(result.stdout == expected + "\n", "\(engine)")
    }
  }

  /// `.show(length: 0)` zero units: hidden, as `.hide` hides them.
  @Test(arguments: [
    ("0.999", "second,millisecond", "999 milliseconds"),
    ("0.999", "second,millisecond,microsecond", "999 milliseconds"),
    ("0.999", "minute,second", "1 second"),
  ])
  func zeroUnitsOfNoDigitsAreHidden(seconds: String, units: String, expected: String) throws {
    let arguments = [seconds, "--units", units, "--zero-units", "show:0", "--fraction", "hide"]
    for engine in ["icu", "foundation", "formatstyle"] {
      let result = try Self.format(engine, arguments)
      #expect(result.status == 0, "\(engine): \(result.stderr)")
      #expect(result.stdout == expected + "\n", "\(engine)")
    }
  }

  /// The key names the configuration by its one spelling, `hide`.
  @Test func theKeySaysHide() throws {
    let result = try Self.format(
      "icu",
      ["90", "--units", "minute", "--zero-units", "show:0", "--fraction", "show:0", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == #"{"duration": "90", "engine": "icu", "format": "minute;zero-units=hide;fraction=hide", "locale": "en_US", "string": "2 minutes", "units": "minute", "width": "wide"}"#
        + "\n")
  }

  /// A rounding increment steps a shown fraction; `show:0` shows none.
  @Test func anIncrementWithNoDigitsIsOneLine() throws {
    let result = try Self.format(
      "formatstyle",
      ["90", "--units", "minute", "--fraction", "show:0", "--rounding-increment", "1"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid duration format 'minute;fraction=hide;rounding-increment=1': rounding-increment=1 steps a shown fraction: give fraction=show:N too\n"
    )
  }
}
