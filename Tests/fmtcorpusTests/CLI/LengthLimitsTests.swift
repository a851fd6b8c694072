import Foundation
import TestSupport
import Testing

/// A fraction's length limits (`--fraction show:A...B`, `show:A...`) and value lengths from 0
/// (`--value-length-limits 0...`), issue 42's "value length or length limits": Foundation's
/// `FractionalPartDisplayStrategy(lengthLimits:)` and `valueLengthLimits`. The expected
/// strings are swift-foundation's own (`DurationUnitsFormatStyleTests.lengthRangeExpression`,
/// 1,000 s in one abbreviated unit, zero units hidden).
@Suite(.tags(.icu72)) struct LengthLimitsTests {
  static func format(_ engine: String, _ arguments: [String]) throws -> CLI.Result {
    try CLI.run(
      [
        "format", "--engine", engine, "--locale", "en_US", "--duration", "1000", "--width",
        "abbreviated", "--zero-units", "hide",
      ] + arguments)
  }

  /// Both engines write the same: ICU's skeleton is the one Foundation builds (`.00###`,
  /// `integer-width/+` for no integer digit), and the amount is rounded to the most digits.
  @Test(arguments: [
    ("week", "0...", "show:5", ".00165 wks"),
    ("week", "0...", "hide", "0 wks"),
    ("week", "0...0", "show:5", ".00165 wks"),
    ("week", "5...", "show:0...5", "00,000.00165 wks"),
    ("minute", "0...", "hide", "17 min"),
    ("minute", "5...", "show:0...5", "00,016.66667 min"),
    ("second", "5...", "show:0...5", "01,000 sec"),
    ("second", "0...", "show:5", "1,000.00000 sec"),
  ])
  func bothEnginesWriteFoundationsString(
    unit: String, limits: String, fraction: String, expected: String
  ) throws {
    for engine in ["icu", "formatstyle"] {
      let result = try Self.format(
        engine, ["--units", unit, "--value-length-limits", limits, "--fraction", fraction])
      #expect(result.status == 0, "\(engine): \(result.stderr)")
      #expect(result.stdout == expected + "\n", "\(engine)")
    }
  }

  /// No upper limit: every digit of Foundation's Double amount (1,000 s is
  /// 16.666666666666668 minutes), and the longest lengths Foundation clamps to, 999 integer
  /// digits and 998 fraction digits, which `Int.max` gives in swift-foundation's test.
  @Test func formatStyleTakesEveryLength() throws {
    var result = try Self.format("formatstyle", ["--units", "minute", "--fraction", "show:2..."])
    #expect(result.stdout == "16.666666666666668 min\n", "\(result.stderr)")
    result = try Self.format(
      "formatstyle",
      ["--units", "week", "--value-length-limits", "5...", "--fraction", "show:998..."])
    #expect(
      result.stdout == "00,000.0016534391534391533" + String(repeating: "0", count: 979) + " wks\n",
      "\(result.stderr)")
    result = try Self.format(
      "formatstyle", ["--units", "second", "--value-length-limits", "999...", "--fraction", "hide"])
    // 999 digits, grouped in threes: 996 zeros then ",001,000" reads 1,000 padded.
    let digits = String(repeating: "0", count: 995) + "1000"
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
      grouped.append(digit)
    }
    #expect(result.stdout == grouped + " sec\n", "\(result.stderr)")
  }

  /// The icu engine rounds its own breakdown exactly, to six digits at most, and its skeletons
  /// take nine integer digits: longer is refused in one line naming the engine that takes it.
  @Test func icuRefusesWhatItCannotRoundExactly() throws {
    for (arguments, value, reason) in [
      (
        ["--units", "minute", "--fraction", "show:2..."],
        "minute;width=short;zero-units=hide;fraction=show:2...",
        "fraction=show:2... writes more than 6 fraction digits, which the icu engine's breakdown does not round exactly (Foundation's amounts are Doubles, every digit shown); the formatstyle engine takes it"
      ),
      (
        ["--units", "minute", "--fraction", "show:7"],
        "minute;width=short;zero-units=hide;fraction=show:7",
        "fraction=show:7 writes more than 6 fraction digits, which the icu engine's breakdown does not round exactly (Foundation's amounts are Doubles, every digit shown); the formatstyle engine takes it"
      ),
      (
        ["--units", "second", "--value-length-limits", "10..."],
        "second;width=short;zero-units=hide;value-length-limits=10...",
        "value-length-limits=10... writes more than 9 integer digits, the most the icu engine's skeletons take; the formatstyle engine takes it"
      ),
    ] {
      let result = try Self.format("icu", arguments)
      #expect(result.status == 2)
      #expect(result.stdout == "")
      #expect(
        result.stderr == "fmtcorpus: error: the icu engine cannot render '\(value)': \(reason)\n")
    }
  }

  /// One spelling each: `show:N...N` is `show:N`, `show:0...0` is `hide`; a bound out of range,
  /// an upper below the lower, or a missing lower is refused naming the forms.
  @Test func theLimitsReadAsOneSpelling() throws {
    var result = try Self.format(
      "icu", ["--units", "minute", "--fraction", "show:2...2", "--json"])
    #expect(
      result.stdout.contains(#""format": "minute;width=short;zero-units=hide;fraction=show:2""#))
    result = try Self.format("icu", ["--units", "minute", "--fraction", "show:0...0", "--json"])
    #expect(
      result.stdout.contains(#""format": "minute;width=short;zero-units=hide;fraction=hide""#))
    for bad in ["show:3...2", "show:...2", "show:999", "show:1...999", "show:-1..."] {
      result = try Self.format("icu", ["--units", "minute", "--fraction", bad])
      #expect(result.status == 2, "\(bad)")
      #expect(
        result.stderr
          == "fmtcorpus: error: invalid value '\(bad)' for --fraction (expected hide, show:N (exactly N digits, N from 0 (hide) to 998), or show:A...B or show:A... (A to B digits, A below B))\n"
      )
    }
    for bad in ["1000...", "2...1", "0...1000"] {
      result = try Self.format("icu", ["--units", "minute", "--value-length-limits", bad])
      #expect(result.status == 2, "\(bad)")
      #expect(
        result.stderr
          == "fmtcorpus: error: invalid value '\(bad)' for --value-length-limits (expected A...B or A... with digits from 0 to 999, A not above B)\n"
      )
    }
  }

  /// A duration's seconds go to the nanosecond (`--duration 0.000000999`), read exactly by
  /// both engines; a tenth fraction digit is refused. swift-foundation's own string.
  @Test func secondsGoToTheNanosecond() throws {
    for engine in ["icu", "formatstyle"] {
      let result = try CLI.run([
        "format", "--engine", engine, "--locale", "en_US", "--duration", "0.000000999", "--units",
        "second,millisecond,microsecond,nanosecond", "--zero-units", "show", "--fraction", "hide",
      ])
      #expect(result.status == 0, "\(engine): \(result.stderr)")
      #expect(
        result.stdout == "0 seconds, 0 milliseconds, 0 microseconds, 999 nanoseconds\n", "\(engine)"
      )
    }
    let result = try CLI.run([
      "format", "--locale", "en_US", "--duration", "0.0000009999", "--units", "nanosecond",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid value '0.0000009999' for --duration (expected a number of seconds such as 4500, -4500 or 59.5 (not -0), with at most 12 digits before the point and 9 after it)\n"
    )
  }
}
