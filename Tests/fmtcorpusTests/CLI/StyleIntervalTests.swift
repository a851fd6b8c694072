import FormatCorpus
import Foundation
import TestSupport
import Testing

/// `format --date-style S --time-style S --to B`: a style pair as a range, as each engine's API
/// builds one (ICU: the skeleton of the pair's pattern, as ECMA-402's implementations ask;
/// `DateIntervalFormatter`'s `dateStyle`/`timeStyle`; `Date.IntervalFormatStyle(date:time:)`),
/// end to end.
@Suite(.tags(.icu72)) struct StyleIntervalTests {
  static let hour = [
    "--locale", "en_US", "--zone", "UTC", "--at", "2001-01-01T00:00:00Z", "--to",
    "2001-01-01T01:00:00Z",
  ]

  func format(_ arguments: [String]) throws -> CLI.Result {
    try CLI.run(["format"] + arguments)
  }

  /// swift-foundation's hour from 2001-01-01 in GMT: the engines agree on a short time and
  /// differ where their APIs do (a short date's year: `01` from the style's pattern, `2001`
  /// from FormatStyle's numeric fields; a full time's zone name, from tzdata 2022e and 2025b).
  @Test(arguments: [
    ("icu", "short", "short", "1/1/01, 12:00\u{2009}–\u{2009}1:00\u{202F}AM\n"),
    ("foundation", "short", "short", "1/1/01, 12:00\u{2009}–\u{2009}1:00\u{202F}AM\n"),
    ("formatstyle", "short", "short", "1/1/2001, 12:00\u{2009}–\u{2009}1:00\u{202F}AM\n"),
    ("icu", "none", "short", "12:00\u{2009}–\u{2009}1:00\u{202F}AM\n"),
    ("formatstyle", "none", "short", "12:00\u{2009}–\u{2009}1:00\u{202F}AM\n"),
    (
      "icu", "none", "full",
      "12:00:00\u{202F}AM Coordinated Universal Time\u{2009}–\u{2009}1:00:00\u{202F}AM Coordinated Universal Time\n"
    ),
    (
      "formatstyle", "none", "full",
      "12:00:00\u{202F}AM GMT\u{2009}–\u{2009}1:00:00\u{202F}AM GMT\n"
    ),
  ])
  func eachEngineAsItsAPIBuildsIt(engine: String, date: String, time: String, expected: String)
    throws
  {
    let result = try format(
      Self.hour + ["--engine", engine, "--date-style", date, "--time-style", time])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == expected)
  }

  /// test262's date-same-returns-single-date.js: the range of one instant is the styles' own
  /// string; --json names the pair; --parts gives the range's parts.
  @Test func oneInstantJSONAndParts() throws {
    let same = [
      "--locale", "en", "--zone", "UTC", "--date-style", "long", "--time-style", "short", "--at",
      "2019-08-10T01:02:03.234Z",
    ]
    let range = try format(same + ["--to", "2019-08-10T01:02:03.234Z"])
    let single = try format(same)
    #expect(range.stdout == "August 10, 2019 at 1:02\u{202F}AM\n")
    #expect(range.stdout == single.stdout)
    let json = try format(same + ["--to", "2019-08-10T01:02:03.234Z", "--json"])
    #expect(
      json.stdout
        == "{\"calendar\": \"gregorian\", \"dateStyle\": \"long\", \"engine\": \"icu\", \"instant\": \"2019-08-10T01:02:03.234Z\", \"locale\": \"en\", \"string\": \"August 10, 2019 at 1:02\u{202F}AM\", \"timeStyle\": \"short\", \"to\": \"2019-08-10T01:02:03.234Z\", \"zone\": \"UTC\"}\n"
    )
    let parts = try format([
      "--locale", "en-US", "--zone", "UTC", "--date-style", "short", "--at",
      "1970-01-02T00:00:00Z", "--to", "1971-01-02T00:00:00Z", "--parts",
    ])
    #expect(
      parts.stdout
        == "month \"1\" startRange\nliteral \"/\" startRange\nday \"2\" startRange\nliteral \"/\" startRange\nyear \"70\" startRange\nliteral \"\\u2009–\\u2009\" shared\nmonth \"1\" endRange\nliteral \"/\" endRange\nday \"2\" endRange\nliteral \"/\" endRange\nyear \"71\" endRange\n"
    )
  }

  /// FormatStyle has no long time style, and neither Foundation API writes parts: each
  /// refused in one line, exit 2.
  @Test(arguments: [
    (
      ["--engine", "formatstyle", "--date-style", "long", "--time-style", "long"],
      "fmtcorpus: error: the formatstyle engine cannot render 'long/long': Date.IntervalFormatStyle has no long time style (times are omitted, shortened, standard, complete)\n"
    ),
    (
      ["--engine", "foundation", "--date-style", "short", "--parts"],
      "fmtcorpus: error: the foundation engine cannot render '--parts': DateIntervalFormatter writes a plain String, with no attributed form to read parts from\n"
    ),
    (
      ["--engine", "formatstyle", "--date-style", "short", "--parts"],
      "fmtcorpus: error: the formatstyle engine cannot render '--parts': Date.IntervalFormatStyle writes a plain String, with no attributed form to read parts from\n"
    ),
  ])
  func whatAnAPILacksIsRefused(arguments: [String], message: String) throws {
    let result = try format(Self.hour + arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message)
  }
}
