import FormatCorpus
import Foundation
import TestSupport
import Testing

/// `format --template T --to B --parts`: an interval's typed parts, each with the date it
/// writes, as ICU's `UFormattedDateInterval` marks them and ECMA-402's `formatRangeToParts`
/// names them, end to end.
@Suite(.tags(.icu72)) struct IntervalPartsTests {
  func parts(_ arguments: [String]) throws -> CLI.Result {
    try CLI.run(["format", "--parts"] + arguments)
  }

  /// The seed's interval: the days each their date's, the month, the separator (U+2009
  /// around the dash, escaped so that it is seen) and the year shared.
  @Test func theDaysAreTheirDatesAndTheRestShared() throws {
    let result = try parts([
      "--locale", "en_US", "--template", "yMMMd", "--zone", "America/New_York", "--at",
      "2024-02-14T15:00:00Z", "--to", "2024-02-16T15:00:00Z",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        month "Feb" shared
        literal " " shared
        day "14" startRange
        literal "\\u2009–\\u2009" shared
        day "16" endRange
        literal ", " shared
        year "2024" shared

        """)
  }

  /// test262's en-US case: dates apart in every field are two whole dates, each part its
  /// date's; the same day is one date, all shared; a time's day period is a `dayPeriod`.
  @Test func wholeDatesAndTheSameDay() throws {
    let apart = try parts([
      "--locale", "en-US", "--template", "yMd", "--zone", "UTC", "--at", "2019-01-03T00:00:00Z",
      "--to", "2020-03-04T00:00:00Z",
    ])
    #expect(
      apart.stdout
        == "month \"1\" startRange\nliteral \"/\" startRange\nday \"3\" startRange\nliteral \"/\" startRange\nyear \"2019\" startRange\nliteral \"\\u2009–\\u2009\" shared\nmonth \"3\" endRange\nliteral \"/\" endRange\nday \"4\" endRange\nliteral \"/\" endRange\nyear \"2020\" endRange\n"
    )
    let same = try parts([
      "--locale", "en_US", "--template", "jm", "--zone", "UTC", "--at", "2019-01-03T13:05:00Z",
      "--to", "2019-01-03T13:05:00Z",
    ])
    #expect(
      same.stdout
        == "hour \"1\" shared\nliteral \":\" shared\nminute \"05\" shared\nliteral \"\\u202f\" shared\ndayPeriod \"PM\" shared\n"
    )
  }

  /// With --json, the interval's object gains its parts, each `{"source", "type", "value"}`.
  @Test func jsonListsThePartsWithTheirSources() throws {
    let result = try parts([
      "--locale", "en_US", "--template", "MMMd", "--zone", "UTC", "--at", "2024-02-14T15:00:00Z",
      "--to", "2024-03-02T15:00:00Z", "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "{\"calendar\": \"gregorian\", \"engine\": \"icu\", \"instant\": \"2024-02-14T15:00:00Z\", \"locale\": \"en_US\", \"parts\": [{\"source\": \"startRange\", \"type\": \"month\", \"value\": \"Feb\"}, {\"source\": \"startRange\", \"type\": \"literal\", \"value\": \" \"}, {\"source\": \"startRange\", \"type\": \"day\", \"value\": \"14\"}, {\"source\": \"shared\", \"type\": \"literal\", \"value\": \"\u{2009}–\u{2009}\"}, {\"source\": \"endRange\", \"type\": \"month\", \"value\": \"Mar\"}, {\"source\": \"endRange\", \"type\": \"literal\", \"value\": \" \"}, {\"source\": \"endRange\", \"type\": \"day\", \"value\": \"2\"}], \"string\": \"Feb 14\u{2009}–\u{2009}Mar 2\", \"template\": \"MMMd\", \"to\": \"2024-03-02T15:00:00Z\", \"zone\": \"UTC\"}\n"
    )
  }

  /// Foundation's interval APIs write a plain String, and a pattern has no interval: each
  /// refused in one line, exit 2. (A template without `--to` is one date's parts:
  /// DatePartsTests.)
  @Test(arguments: [
    (
      [
        "--engine", "foundation", "--template", "yMMMd", "--at", "2024-02-14T15:00:00Z", "--to",
        "2024-02-16T15:00:00Z",
      ],
      "fmtcorpus: error: the foundation engine cannot render '--parts': DateIntervalFormatter writes a plain String, with no attributed form to read parts from\n"
    ),
    (
      [
        "--engine", "formatstyle", "--template", "yMMMd", "--at", "2024-02-14T15:00:00Z", "--to",
        "2024-02-16T15:00:00Z",
      ],
      "fmtcorpus: error: the formatstyle engine cannot render '--parts': Date.IntervalFormatStyle writes a plain String, with no attributed form to read parts from\n"
    ),
    (
      ["--pattern", "d MMM", "--to", "2024-02-16T15:00:00Z"],
      "fmtcorpus: error: invalid value '--to 2024-02-16T15:00:00Z with --pattern 'd MMM'' for format (expected --to with --template, or with --date-style/--time-style, not both and no --pattern (an interval of a template, or a style pair's range))\n"
    ),
  ])
  func whatHasNoPartsIsRefused(arguments: [String], message: String) throws {
    let result = try parts(["--locale", "en_US"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message)
  }

  /// ICU 60.3 has no `udtitvfmt_formatToResult` (ICU 67's form): refused naming it.
  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@60.3")))
  func icu60HasNoIntervalParts() throws {
    let result = try parts([
      "--locale", "en_US", "--template", "yMMMd", "--at", "2024-02-14T15:00:00Z", "--to",
      "2024-02-16T15:00:00Z", "--engine", "icu@60",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: the icu@60.3 engine cannot render '--parts': this ICU has no udtitvfmt_formatToResult (first in ICU 67)\n"
    )
  }
}
