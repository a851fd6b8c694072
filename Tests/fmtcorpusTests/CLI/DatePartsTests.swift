import FormatCorpus
import Foundation
import TestSupport
import Testing

/// `format --at D --parts` with a template, a style pair or a pattern: one date's typed parts,
/// as ICU's `udat_formatForFields` marks them (`icu`) and `Date.FormatStyle`'s attributed
/// string's `dateField` runs type them (`formatstyle`), named as ECMA-402's `formatToParts`
/// names them, end to end. `foundation` (DateFormatter) has none.
@Suite(.tags(.icu72)) struct DatePartsTests {
  /// test262's instant (date-same-returns-single-date.js: 2019-08-10 01:02:03.234 in UTC).
  static let at = ["--locale", "en_US", "--zone", "UTC", "--at", "2019-08-10T01:02:03.234Z"]

  func parts(_ arguments: [String]) throws -> CLI.Result {
    try CLI.run(["format", "--parts"] + Self.at + arguments)
  }

  /// A template's date: month, day and year apart, the literals between them; no source.
  @Test(arguments: ["icu", "formatstyle"])
  func aTemplatesDate(engine: String) throws {
    let result = try parts(["--template", "yMMMd", "--engine", engine])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        month "Aug"
        literal " "
        day "10"
        literal ", "
        year "2019"

        """)
  }

  /// A style pair with a time: the hour, minute and day period, and ICU 72's U+202F before
  /// the day period, escaped so that it is seen.
  @Test(arguments: ["icu", "formatstyle"])
  func aStylePairsTimeAndDayPeriod(engine: String) throws {
    let result = try parts([
      "--date-style", "long", "--time-style", "short", "--engine", engine,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        month "August"
        literal " "
        day "10"
        literal ", "
        year "2019"
        literal " at "
        hour "1"
        literal ":"
        minute "02"
        literal "\\u202f"
        dayPeriod "AM"

        """)
  }

  /// A fixed pattern's fields as written, its quoted text a literal, the fraction of a second
  /// a `fractionalSecond`.
  @Test(arguments: ["icu", "formatstyle"])
  func aPatternsFields(engine: String) throws {
    let result = try parts(["--pattern", "EEE d MMM y 'um' HH:mm:ss.SSS", "--engine", engine])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        weekday "Sat"
        literal " "
        day "10"
        literal " "
        month "Aug"
        literal " "
        year "2019"
        literal " um "
        hour "01"
        literal ":"
        minute "02"
        literal ":"
        second "03"
        literal "."
        fractionalSecond "234"

        """)
  }

  /// With --json, the date's object: its inputs, the form, the string and each part as
  /// `{"type", "value"}`.
  @Test func jsonListsThePartsWithoutSources() throws {
    let result = try parts(["--template", "MMMd", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "{\"calendar\": \"gregorian\", \"engine\": \"icu\", \"instant\": \"2019-08-10T01:02:03.234Z\", \"locale\": \"en_US\", \"parts\": [{\"type\": \"month\", \"value\": \"Aug\"}, {\"type\": \"literal\", \"value\": \" \"}, {\"type\": \"day\", \"value\": \"10\"}], \"string\": \"Aug 10\", \"template\": \"MMMd\", \"zone\": \"UTC\"}\n"
    )
  }

  /// A date's parts are the interval's of (d, d), less the source: the one writer of both
  /// (test262's formatRangeToParts/date-same-returns-single-date.js).
  @Test func theSameAsTheIntervalOfTheDateWithItself() throws {
    let date = try parts(["--template", "MMMdm"])
    let range = try parts(["--template", "MMMdm", "--to", "2019-08-10T01:02:03.235Z"])
    #expect(date.status == 0 && range.status == 0, "\(date.stderr)\(range.stderr)")
    #expect(date.stdout != "")
    #expect(range.stdout.replacingOccurrences(of: " shared\n", with: "\n") == date.stdout)
  }

  /// DateFormatter has no parts, and `--parts` with no date's form (nor a span or a range)
  /// asks for nothing: each refused in one line, exit 2.
  @Test(arguments: [
    (
      ["--template", "yMMMd", "--engine", "foundation"],
      "fmtcorpus: error: the foundation engine cannot render '--parts': DateFormatter writes a plain String, with no attributed form to read a date's parts from (the icu and formatstyle engines write them)\n"
    ),
    (
      [],
      "fmtcorpus: error: invalid value '--parts' for format (expected --relative; --date-style/--time-style, --pattern or --template (one date); or --template or --date-style/--time-style with --to (a range), with it)\n"
    ),
    (
      ["--pattern", "d MMM", "--template", "yMMMd"],
      "fmtcorpus: error: invalid value '--pattern 'd MMM' with --template 'yMMMd'' for format (expected one of --pattern, --template or --date-style/--time-style)\n"
    ),
  ])
  func whatHasNoDatePartsIsRefused(arguments: [String], message: String) throws {
    let result = try parts(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message)
  }

  /// A loaded ICU writes them through its own `udat_formatForFields` (ICU 55 and later).
  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@78.3")))
  func aLoadedICUWritesThem() throws {
    let result = try parts(["--template", "yMMMd", "--engine", "icu@78"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == "month \"Aug\"\nliteral \" \"\nday \"10\"\nliteral \", \"\nyear \"2019\"\n")
  }
}
