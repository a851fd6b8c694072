import FormatCorpus
import Foundation
import TestSupport
import Testing

/// `format --relative-word` (issue 42): bare unit names and the "next, last, this" words, which
/// only ICU's C++ `RelativeDateTimeFormatter::format(UDateDirection, UDateAbsoluteUnit)` has.
/// The linked ICU answers them; Foundation's engines and a loaded ICU other than the linked
/// library refuse them in one line. The expected strings are ICU 72.1's own
/// (`reldatefmttest.cpp`, `TestEnglishNoQuantity…`).
@Suite(.tags(.icu72)) struct RelativeWordTests {
  static func format(_ arguments: [String], engine: String = "icu") throws -> CLI.Result {
    try CLI.run(["format", "--engine", engine, "--locale", "en"] + arguments)
  }

  @Test(arguments: [
    (["plain", "--unit", "day"], "day"),
    (["plain", "--unit", "quarter"], "quarter"),
    (["plain", "--unit", "monday"], "Monday"),
    (["plain", "--unit", "minute"], "minute"),
    (["plain", "--unit", "day", "--capitalization", "sentence-start"], "Day"),
    (["plain", "--unit", "week", "--width", "short"], "wk."),
    (["plain", "--unit", "quarter", "--width", "short"], "qtr."),
    (["plain", "--unit", "monday", "--width", "short"], "Mo"),
    (["plain", "--unit", "year", "--width", "narrow"], "yr"),
    (["plain", "--unit", "monday", "--width", "narrow"], "M"),
    (["next", "--unit", "day"], "tomorrow"),
    (["last", "--unit", "sunday"], "last Sunday"),
    (["this", "--unit", "quarter"], "this quarter"),
  ])
  func theLinkedICUWritesTheWord(arguments: [String], expected: String) throws {
    let result = try Self.format(["--relative-word"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == expected + "\n")
  }

  /// Where the locale has no word (en has no "the day after tomorrow"), ICU answers an empty
  /// string, and that is what is written: `--relative 2 --numeric auto` would write `in 2
  /// days`, another question.
  @Test func noWordIsTheEmptyString() throws {
    for word in ["next-2", "last-2"] {
      let result = try Self.format(["--relative-word", word, "--unit", "day", "--json"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stdout
          == #"{"engine": "icu", "locale": "en", "string": "", "unit": "day", "width": "long", "word": "\#(word)"}"#
          + "\n")
    }
    let german = try CLI.run(
      ["format", "--locale", "de_DE", "--relative-word", "next-2", "--unit", "day"])
    #expect(german.stdout == "übermorgen\n")
  }

  @Test(arguments: ["foundation", "formatstyle"])
  func foundationRefusesInOneLine(engine: String) throws {
    let result = try Self.format(["--relative-word", "plain", "--unit", "day"], engine: engine)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fmtcorpus: error: the \(engine) engine cannot render 'plain day': bare unit names and the next, last, this words are ICU's C++ RelativeDateTimeFormatter only (format(UDateDirection, UDateAbsoluteUnit)), which the linked ICU answers and no C API has\n"
    )
  }

  /// A loaded ICU other than the linked library (each fetched one) has no C++ names to call.
  @Test(.enabled(if: !Engines.fetchedICUs.isEmpty)) func aLoadedICURefusesInOneLine() throws {
    for engine in Engines.fetchedICUs {
      let result = try Self.format(["--relative-word", "plain", "--unit", "day"], engine: engine)
      #expect(result.status == 2, "\(engine)")
      #expect(
        result.stderr.hasSuffix(
          " engine cannot render 'plain day': bare unit names and the next, last, this words are ICU's C++ RelativeDateTimeFormatter only (format(UDateDirection, UDateAbsoluteUnit)), which the linked ICU answers and no C API has\n"
        ), "\(engine): \(result.stderr)")
      #expect(!result.stderr.dropLast().contains("\n"))
    }
  }

  @Test(arguments: [
    (
      ["--relative-word", "plain", "--unit", "second"],
      "invalid value 'second' for --unit with --relative-word (expected a unit with words: year, quarter, month, week, day, hour, minute, sunday, monday, tuesday, wednesday, thursday, friday, saturday (ICU's absolute units have no second))"
    ),
    (
      ["--relative-word", "plain"],
      "invalid value 'plain' for --relative-word (expected a --unit too (year, quarter, month, week, day, hour, minute, sunday, monday, tuesday, wednesday, thursday, friday, saturday))"
    ),
    (
      ["--relative-word", "soon", "--unit", "day"],
      "invalid value 'soon' for --relative-word (expected one of last-2, last, this, next, next-2, plain)"
    ),
    (
      ["--relative-word", "next", "--unit", "day", "--numeric", "auto"],
      "invalid value '--numeric auto' for --relative-word (expected --unit, --width and --capitalization only)"
    ),
    (
      ["--relative-word", "next", "--unit", "day", "--relative", "1"],
      "invalid value '--relative 1' for --relative-word (expected --unit, --width and --capitalization only)"
    ),
  ])
  func badWordsAreOneLine(arguments: [String], message: String) throws {
    let result = try Self.format(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }
}
