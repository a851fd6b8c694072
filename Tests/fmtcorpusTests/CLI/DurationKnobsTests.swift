import Foundation
import TestSupport
import Testing

/// Configured durations end to end (issue 42, item 1): `format`'s knobs on both engines, the
/// refusals, and `generate --duration-format` with `check`.
@Suite(.tags(.icu72)) struct DurationKnobsTests {
  static func format(_ engine: String, _ locale: String, _ arguments: [String]) throws
    -> CLI.Result
  {
    try CLI.run(["format", "--engine", engine, "--locale", locale] + arguments)
  }

  /// Where both engines can answer, in en_US (the same CLDR words in ICU 72 and Foundation's
  /// ICU 76), ICU's breakdown (ours, `DurationQuery.pieces`) writes what
  /// `Duration.UnitsFormatStyle` writes: the rule is pinned against Foundation's.
  @Test(arguments: [
    (["--duration", "4500", "--units", "hour,minute", "--width", "abbreviated"], "1 hr, 15 min"),
    (
      ["--duration", "90061", "--units", "day,hour,minute,second", "--max-units", "2"],
      "1 day, 1.017 hours"
    ),
    (
      [
        "--duration", "86461", "--units", "day,hour,minute,second", "--max-units", "2",
        "--zero-units", "hide",
      ],
      "1 day, 1.017 minutes"
    ),
    (
      ["--duration", "86461", "--units", "day,hour,minute,second", "--max-units", "2"],
      "1 day, 0.017 hours"
    ),
    (
      ["--duration", "86461", "--units", "day,hour,minute,second", "--zero-units", "hide"],
      "1 day, 1 minute, 1 second"
    ),
    (["--duration", "59", "--units", "hour,minute", "--max-units", "1"], "0.983 minutes"),
    (["--duration", "0", "--units", "hour,minute", "--max-units", "1"], "0 hours, 0 minutes"),
    (["--duration", "0", "--units", "hour,minute,second", "--zero-units", "hide"], "0 seconds"),
    (
      ["--duration", "3725", "--units", "hour,minute,second", "--zero-units", "show:2"],
      "01 hour, 02 minutes, 05 seconds"
    ),
    (
      ["--duration", "59", "--units", "hour,minute", "--max-units", "1", "--zero-units", "show:2"],
      "00.983 minutes"
    ),
    (["--duration", "691200", "--units", "week,day,hour"], "1 week, 1 day, 0 hours"),
    (
      ["--duration", "90061", "--units", "week,day,hour", "--width", "narrow"], "0w 1d 1.017h"
    ),
    (
      ["--duration", "1.5", "--units", "second,millisecond", "--width", "short"],
      "1 sec, 500 ms"
    ),
    (
      ["--duration", "0.001501", "--units", "millisecond,microsecond,nanosecond", "--width", "short"],
      "1 ms, 501 \u{3BC}s, 0 ns"
    ),
    // The fraction: rounded with a carry, shown with exactly N digits, stepped by an increment.
    (["--duration", "3599", "--units", "hour,minute", "--fraction", "hide"], "1 hour, 0 minutes"),
    (
      ["--duration", "3599", "--units", "hour,minute", "--fraction", "hide", "--rounding", "down"],
      "0 hours, 59 minutes"
    ),
    (["--duration", "3690", "--units", "hour,minute", "--fraction", "hide"], "1 hour, 2 minutes"),
    (
      ["--duration", "4530", "--units", "hour,minute", "--fraction", "hide", "--rounding", "half-up"],
      "1 hour, 16 minutes"
    ),
    (
      ["--duration", "4530", "--units", "hour,minute", "--fraction", "hide", "--rounding", "floor"],
      "1 hour, 15 minutes"
    ),
    (
      ["--duration", "4521", "--units", "hour,minute", "--fraction", "show:2"],
      "1 hour, 15.35 minutes"
    ),
    (
      [
        "--duration", "4521", "--units", "hour,minute", "--fraction", "show:2", "--rounding", "up",
        "--rounding-increment", "0.25",
      ],
      "1 hour, 15.50 minutes"
    ),
    (["--duration", "59", "--units", "hour,minute", "--fraction", "show:1"], "0 hours, 1.0 minutes"),
    (
      ["--duration", "3597", "--units", "hour,minute", "--fraction", "show:1", "--max-units", "1"],
      "1.0 hours"
    ),
  ])
  func bothEnginesWriteTheSameInEnglish(arguments: [String], expected: String) throws {
    for engine in ["icu", "foundation"] {
      let result = try Self.format(engine, "en_US", arguments)
      #expect(result.status == 0, "\(engine): \(result.stderr)")
      #expect(result.stdout == expected + "\n", "\(engine)")
    }
  }

  /// de_DE and ja_JP: the breakdown is the same, the words are each ICU's data. The
  /// differences are findings of version drift (ICU 72's CLDR 42 against Foundation's ICU 76):
  /// de's two-unit list joins with "und" in 76 and ", " in 72; ja's short and narrow units lose
  /// their spaces in 76.
  @Test(arguments: [
    (
      "de_DE", ["--duration", "90061", "--units", "day,hour,minute,second", "--max-units", "2"],
      "1 Tag, 1,017 Stunden", "1 Tag und 1,017 Stunden"
    ),
    (
      "de_DE", ["--duration", "3660", "--units", "hour,minute,second", "--zero-units", "show:2"],
      "01 Stunde, 01 Minute und 00 Sekunden", "01 Stunde, 01 Minute und 00 Sekunden"
    ),
    (
      "ja_JP", ["--duration", "4500", "--units", "hour,minute", "--width", "abbreviated"],
      "1 \u{6642}\u{9593} 15 \u{5206}", "1\u{6642}\u{9593} 15\u{5206}"
    ),
    (
      "ja_JP", ["--duration", "90061", "--units", "week,day,hour", "--width", "narrow"],
      "0w1d1.017h", "0w1\u{65E5}1.017\u{6642}\u{9593}"
    ),
  ])
  func otherLocalesDifferOnlyByTheirData(
    locale: String, arguments: [String], icu: String, foundation: String
  ) throws {
    #expect(try Self.format("icu", locale, arguments).stdout == icu + "\n")
    #expect(try Self.format("foundation", locale, arguments).stdout == foundation + "\n")
  }

  /// Foundation's condensed-abbreviated width; ICU has none, and refuses it in one line naming
  /// the knob and the engine (exit 2), never another width.
  @Test func theCondensedWidthIsFoundationsOnly() throws {
    let arguments = ["--duration", "4500", "--units", "hour,minute", "--width", "condensed-abbreviated"]
    let foundation = try Self.format("foundation", "en_US", arguments)
    #expect(foundation.status == 0)
    #expect(foundation.stdout == "1 hr 15 min\n")
    let icu = try Self.format("icu", "en_US", arguments)
    #expect(icu.status == 2)
    #expect(icu.stdout == "")
    #expect(
      icu.stderr
        == "fmtcorpus: error: the icu engine cannot render 'hour,minute;width=condensed-abbreviated': width=condensed-abbreviated is Foundation's; ICU's unit widths are wide, short and narrow\n"
    )
  }

  /// `Duration.TimeFormatStyle`'s patterns with their padding, fraction length, rounding and
  /// grouping: both Foundation engines write them; ICU's numeric width (MeasureFormat's) has
  /// none of these knobs and refuses them in one line (exit 2), while the plain pattern is the
  /// default plan's numeric width in both.
  @Test(arguments: [
    (["--time-pattern", "hour-minute"], "1,233:45", "1,233:45.004"),
    (["--time-pattern", "hour-minute", "--pad", "2", "--rounding", "down"], "1,233:45", nil),
    (
      [
        "--time-pattern", "hour-minute-second", "--pad", "6", "--fraction-length", "2",
        "--rounding", "up",
      ],
      "001,233:45:00.26", nil
    ),
    (["--time-pattern", "hour-minute-second", "--grouping", "never"], "1233:45:00", nil),
  ])
  func timePatternsAreFoundations(arguments: [String], foundation: String, icu: String?) throws {
    let all = ["--duration", "4441500.256"] + arguments
    for engine in ["foundation", "formatstyle"] {
      let result = try Self.format(engine, "en_US", all)
      #expect(result.status == 0, "\(engine): \(result.stderr)")
      #expect(result.stdout == foundation + "\n", "\(engine)")
    }
    let result = try Self.format("icu", "en_US", all)
    if let icu {
      #expect(result.stdout == icu + "\n")
    } else {
      #expect(result.status == 2)
      #expect(result.stderr.hasPrefix("fmtcorpus: error: the icu engine cannot render '"))
      #expect(
        result.stderr.hasSuffix(
          "': ICU's numeric width (MeasureFormat's h:mm:ss) has no pad, fraction-length, rounding or grouping; Foundation's Duration.TimeFormatStyle has them\n"
        ))
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
  }

  @Test func aTimePatternNamesItsUnitsAndWidth() throws {
    let result = try Self.format(
      "foundation", "en_US",
      ["--duration", "4500", "--time-pattern", "minute-second", "--pad", "3", "--fraction-length", "1"])
    #expect(result.stdout == "075:00.0\n")
    let both = try Self.format(
      "icu", "en_US", ["--duration", "4500", "--time-pattern", "hour-minute", "--width", "narrow"])
    #expect(both.status == 2)
    #expect(
      both.stderr
        == "fmtcorpus: error: invalid value '--width narrow' for --time-pattern (expected no --units or --width: the pattern names both)\n"
    )
  }

  /// Foundation's `FloatingPointRoundingRule` has no half-down: both Foundation engines refuse
  /// it in one line naming the knob and the engine; ICU writes it.
  @Test func halfDownIsICUsOnly() throws {
    let arguments = [
      "--duration", "4530", "--units", "hour,minute", "--fraction", "hide", "--rounding",
      "half-down",
    ]
    #expect(try Self.format("icu", "en_US", arguments).stdout == "1 hour, 15 minutes\n")
    for engine in ["foundation", "formatstyle"] {
      let refused = try Self.format(engine, "en_US", arguments)
      #expect(refused.status == 2)
      #expect(refused.stdout == "")
      #expect(
        refused.stderr
          == "fmtcorpus: error: the \(engine) engine cannot render 'hour,minute;fraction=hide;rounding=half-down': rounding=half-down has no FloatingPointRoundingRule (Foundation rounds ties to even or away from zero)\n"
      )
    }
  }

  @Test(arguments: [
    (
      ["--duration", "60", "--units", "minute", "--rounding", "up"],
      "invalid duration format 'minute;rounding=up': rounding=up rounds a fraction: give fraction=hide or fraction=show:N too"
    ),
    (
      ["--duration", "60", "--units", "minute", "--fraction", "show:999"],
      "invalid value 'show:999' for --fraction (expected hide, show:N (exactly N digits, N from 0 (hide) to 998), or show:A...B or show:A... (A to B digits, A below B))"
    ),
    (
      ["--duration", "60", "--units", "minute", "--max-units", "0"],
      "invalid duration format 'minute;max-units=0': max-units=0 is not 1…1, the number of units"
    ),
    (
      ["--duration", "60", "--units", "minute", "--max-units", "two"],
      "invalid value 'two' for --max-units (expected a whole number of units, from 1)"
    ),
    (
      ["--duration", "60", "--units", "minute", "--zero-units", "none"],
      "invalid value 'none' for --zero-units (expected hide, show or show:N with N from 0 (hide) to 9 (every value padded to N digits))"
    ),
    (
      ["--duration", "60", "--units", "hour,minute", "--width", "numeric", "--zero-units", "hide"],
      "invalid duration format 'hour,minute;width=numeric;zero-units=hide': zero-units=hide does not apply to width=numeric"
    ),
    (
      ["--relative", "1", "--unit", "day", "--max-units", "1"],
      "invalid value '--max-units 1' for --relative (expected --unit, --numeric, --width, --capitalization and --parts only)"
    ),
    (
      ["--duration", "60", "--time-pattern", "hours"],
      "invalid value 'hours' for --time-pattern (expected one of hour-minute, hour-minute-second, minute-second)"
    ),
    (
      ["--duration", "60", "--units", "hour,minute", "--pad", "2"],
      "invalid duration format 'hour,minute;pad=2': pad=2 is a time pattern's knob: it applies to width=numeric only"
    ),
    (
      ["--duration", "60", "--time-pattern", "hour-minute", "--fraction-length", "1"],
      "invalid duration format 'hour,minute;width=numeric;fraction-length=1': fraction-length=1 writes seconds: the pattern hour,minute has none"
    ),
    (
      ["--duration", "60", "--time-pattern", "hour-minute", "--grouping", "sometimes"],
      "invalid value 'sometimes' for --grouping (expected automatic or never)"
    ),
    (
      ["--zero-units", "hide"],
      "invalid value '--zero-units hide' for format (expected --relative or --duration with it)"
    ),
  ])
  func badKnobsAreOneLineAndExitTwo(arguments: [String], message: String) throws {
    let result = try Self.format("icu", "en_US", arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }

  /// `generate --duration-format` plans a configuration under its key, `check` passes on it,
  /// an ICU corpus leaves out what ICU cannot write with a note, and another spelling of a
  /// key is refused before anything is written.
  @Test func generatePlansAConfigurationUnderItsKey() throws {
    let folder = TestSupport.temporaryDirectory("duration-formats").path
    let result = try CLI.run([
      "generate", "--locale", "en_US", "--out", folder, "--duration-format",
      "day,hour,minute,second;max-units=2;zero-units=hide", "--duration-format",
      "hour,minute;width=condensed-abbreviated",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "note: the icu engine leaves duration format 'hour,minute;width=condensed-abbreviated' out of the corpus: width=condensed-abbreviated is Foundation's; ICU's unit widths are wide, short and narrow\n"
      ))
    let file = try String(contentsOfFile: folder + "/en_US.json", encoding: .utf8)
    #expect(
      file.contains(
        "      \"day,hour,minute,second;max-units=2;zero-units=hide\": {\"0\": \"0 seconds\", \"4500\": \"1 hour, 15 minutes\", \"59\": \"59 seconds\", \"6780\": \"1 hour, 53 minutes\", \"90061\": \"1 day, 1.017 hours\"},\n"
      ))
    #expect(!file.contains("condensed-abbreviated"))
    let manifest = try String(contentsOfFile: folder + "/manifest.json", encoding: .utf8)
    #expect(
      manifest.contains(
        "\"configurations\": [\"day,hour,minute,second;max-units=2;zero-units=hide\", \"hour,minute;width=condensed-abbreviated\"],\n"
      ))
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 0)
    #expect(check.stdout.hasSuffix("ok: no changes\n"))

    let other = TestSupport.temporaryDirectory("duration-formats-bad").path
    let bad = try CLI.run(["generate", "--out", other, "--duration-format", "hour;width=wide"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr
        == "fmtcorpus: error: invalid duration format 'hour;width=wide': a configuration has one spelling: write it as hour\n"
    )
    #expect(!FileManager.default.fileExists(atPath: other))
  }

  /// Each engine leaves out what its API cannot express, and says so: ICU a time pattern's
  /// knob, Foundation half-down; each writes what the other leaves out.
  @Test func eachEngineNotesWhatItLeavesOut() throws {
    let keys = [
      "hour,minute;width=numeric;pad=2", "hour,minute;fraction=hide;rounding=half-down",
    ]
    for (engine, left, kept, line) in [
      (
        "icu", keys[0], keys[1],
        "ICU's numeric width (MeasureFormat's h:mm:ss) has no pad, fraction-length, rounding or grouping; Foundation's Duration.TimeFormatStyle has them"
      ),
      (
        "foundation", keys[1], keys[0],
        "rounding=half-down has no FloatingPointRoundingRule (Foundation rounds ties to even or away from zero)"
      ),
    ] {
      let folder = TestSupport.temporaryDirectory("duration-notes-\(engine)").path
      let result = try CLI.run(
        ["generate", "--engine", engine, "--locale", "en_US", "--out", folder]
          + keys.flatMap { ["--duration-format", $0] })
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stdout.contains(
          "note: the \(engine) engine leaves duration format '\(left)' out of the corpus: \(line)\n"))
      let file = try String(contentsOfFile: folder + "/en_US.json", encoding: .utf8)
      let stored = { (key: String) in
        file.contains("\"" + key.replacingOccurrences(of: ";width=numeric", with: "") + "\": {")
      }
      #expect(!stored(left), "\(engine)")
      #expect(stored(kept), "\(engine)")
      let check = try CLI.run(["check", "--corpus", folder])
      #expect(check.status == 0, "\(check.stdout)")
    }
  }
}
