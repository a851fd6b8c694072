import FormatCorpus
import Foundation
import TestSupport
import Testing

/// `format --relative … --parts`: a relative time's typed parts, as ICU's `UFormattedValue`
/// marks them and ECMA-402's `formatToParts` names them, end to end.
@Suite(.tags(.icu72)) struct RelativePartsTests {
  func parts(_ arguments: [String]) throws -> CLI.Result {
    try CLI.run(["format", "--parts"] + arguments)
  }

  /// test262's en-US case: the integer cut at its grouping separator, the words literals.
  @Test func theNumberIsCutAtItsGroupingSeparator() throws {
    let result = try parts(["--locale", "en_US", "--relative", "1000", "--unit", "day"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        literal "in "
        integer "1"
        group ","
        integer "000"
        literal " days"

        """)
    let past = try parts([
      "--locale", "en_US", "--relative", "-2.5", "--unit", "hour", "--numeric", "always",
    ])
    #expect(past.stdout == "integer \"2\"\ndecimal \".\"\nfraction \"5\"\nliteral \" hours ago\"\n")
  }

  /// A named time has no number: one literal. ICU 72's French groups with U+202F, printed as
  /// an escape so that it is seen.
  @Test func aNamedTimeIsOneLiteralAndAnInvisibleSeparatorIsSeen() throws {
    let named = try parts(["--locale", "en_US", "--relative", "-1", "--unit", "day"])
    #expect(named.stdout == "literal \"yesterday\"\n")
    let french = try parts(["--locale", "fr_FR", "--relative", "12345", "--unit", "second"])
    #expect(
      french.stdout
        == "literal \"dans \"\ninteger \"12\"\ngroup \"\\u202f\"\ninteger \"345\"\nliteral \" secondes\"\n"
    )
  }

  /// With --json, the relative time's object gains its parts, each `{"type", "value"}`.
  @Test func jsonListsTheParts() throws {
    let result = try parts([
      "--locale", "en_US", "--relative", "3", "--unit", "week", "--width", "short", "--json",
    ])
    #expect(
      result.stdout
        == "{\"engine\": \"icu\", \"locale\": \"en_US\", \"numeric\": \"auto\", \"parts\": [{\"type\": \"literal\", \"value\": \"in \"}, {\"type\": \"integer\", \"value\": \"3\"}, {\"type\": \"literal\", \"value\": \" wk.\"}], \"relative\": \"3\", \"string\": \"in 3 wk.\", \"unit\": \"week\", \"width\": \"short\"}\n"
    )
  }

  /// Foundation's relative styles write a plain String; a duration or a date has no such
  /// parts here: each refused in one line, exit 2.
  @Test(arguments: [
    (
      ["--locale", "en_US", "--relative", "2", "--unit", "day", "--engine", "foundation"],
      "fmtcorpus: error: the foundation engine cannot render '--parts': Date.AnchoredRelativeFormatStyle writes a plain String, with no attributed form to read parts from\n"
    ),
    (
      ["--locale", "en_US", "--relative", "2", "--unit", "day", "--engine", "formatstyle"],
      "fmtcorpus: error: the formatstyle engine cannot render '--parts': Date.AnchoredRelativeFormatStyle writes a plain String, with no attributed form to read parts from\n"
    ),
    (
      ["--locale", "en_US", "--duration", "4500", "--units", "hour,minute"],
      "fmtcorpus: error: invalid value '--parts' for --duration (expected --relative with it: the parts are a relative time's)\n"
    ),
    (
      ["--locale", "en_US", "--relative-word", "next", "--unit", "day"],
      "fmtcorpus: error: invalid value '--parts' for --relative-word (expected --unit, --width and --capitalization only)\n"
    ),
    (
      ["--locale", "en_US"],
      "fmtcorpus: error: invalid value '--parts' for format (expected --relative; --date-style/--time-style, --pattern or --template (one date); or --template or --date-style/--time-style with --to (a range), with it)\n"
    ),
  ])
  func whatHasNoPartsIsRefused(arguments: [String], message: String) throws {
    let result = try parts(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message)
  }

  /// ICU 60.3 has no `ureldatefmt_formatToResult` (ICU 64): refused naming it.
  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@60.3")))
  func icu60HasNoParts() throws {
    let result = try parts([
      "--locale", "en_US", "--relative", "2", "--unit", "day", "--engine", "icu@60",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: the icu@60.3 engine cannot render '--parts': this ICU has no ureldatefmt_formatToResult (first in ICU 64)\n"
    )
  }
}
