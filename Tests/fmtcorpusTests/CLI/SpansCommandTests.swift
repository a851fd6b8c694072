import Foundation
import TestSupport
import Testing

/// `format --template --to` and `calc`, through the built binary: stdout, stderr and the exit
/// code pinned.
@Suite(.tags(.icu72)) struct SpansCommandTests {
  static let newYork = ["--zone", "America/New_York"]

  @Test func formatPrintsTheEnginesInterval() throws {
    let result = try CLI.run(
      [
        "format", "--locale", "en_US", "--template", "yMMMd", "--at", "2024-02-14T15:00:00Z",
        "--to", "2024-02-16T15:00:00Z",
      ] + Self.newYork)
    #expect(result.stdout == "Feb 14\u{2009}–\u{2009}16, 2024\n")
    #expect(result.stderr == "")
    #expect(result.status == 0)
    let json = try CLI.run(
      [
        "format", "--locale", "en_US", "--template", "yMMMd", "--at", "2024-02-14T15:00:00Z",
        "--to", "2024-02-16T15:00:00Z", "--json",
      ] + Self.newYork)
    #expect(
      json.stdout
        == #"{"calendar": "gregorian", "engine": "icu", "instant": "2024-02-14T15:00:00Z", "locale": "en_US", "string": "Feb 14\#u{2009}–\#u{2009}16, 2024", "template": "yMMMd", "to": "2024-02-16T15:00:00Z", "zone": "America/New_York"}"#
        + "\n")
  }

  /// A template's interval or a style pair's range, not both at once.
  @Test func formatToTakesATemplateOrStylesNotBoth() throws {
    let result = try CLI.run(
      [
        "format", "--locale", "en_US", "--date-style", "short", "--template", "yMMMd", "--at",
        "2024-02-14T15:00:00Z", "--to", "2024-02-16T15:00:00Z",
      ] + Self.newYork)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid value '--to 2024-02-16T15:00:00Z with --date-style short' for format (expected --to with --template, or with --date-style/--time-style, not both and no --pattern (an interval of a template, or a style pair's range))\n"
    )
  }

  @Test func calcDaysBetweenValentinesAndStPatricks() throws {
    let result = try CLI.run(
      [
        "calc", "--calendar", "gregorian", "--at", "2015-02-14T05:00:00Z", "--to",
        "2015-03-17T04:00:00Z", "--units", "day",
      ] + Self.newYork)
    #expect(result.stdout == "day 31\n")
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  /// Fields apply left to right: at a month end the order changes the answer.
  @Test func calcAddsFieldsInOrder() throws {
    func add(_ fields: String) throws -> CLI.Result {
      try CLI.run(["calc", "--at", "2024-01-31T17:00:00Z", "--add", fields] + Self.newYork)
    }
    #expect(try add("month=1,day=-3").stdout == "2024-02-26T17:00:00Z\n")
    #expect(try add("day=-3,month=1").stdout == "2024-02-28T17:00:00Z\n")
    let seed = try CLI.run(
      ["calc", "--at", "2010-01-27T18:00:00Z", "--add", "day=-3,hour=-10,minute=-42,second=-5"]
        + Self.newYork)
    #expect(seed.stdout == "2010-01-24T07:17:55Z\n")
    #expect(seed.status == 0)
  }

  @Test func calcReadsUnitsInTheOrderAskedAndBackwards() throws {
    let forwards = try CLI.run(
      [
        "calc", "--at", "2024-01-31T17:00:00Z", "--to", "2024-03-03T17:00:00Z", "--units",
        "year,month,day",
      ] + Self.newYork)
    #expect(forwards.stdout == "year 0 month 1 day 3\n")
    let backwards = try CLI.run(
      [
        "calc", "--at", "2024-03-03T17:00:00Z", "--to", "2024-01-31T17:00:00Z", "--units",
        "day,hour",
      ] + Self.newYork)
    #expect(backwards.stdout == "day -32 hour 0\n")
    let json = try CLI.run(
      [
        "calc", "--at", "2024-01-31T17:00:00Z", "--to", "2024-03-03T17:00:00Z", "--units",
        "year,month,day", "--json",
      ] + Self.newYork)
    #expect(
      json.stdout
        == #"{"at": "2024-01-31T17:00:00Z", "calendar": "gregorian", "differences": {"day": 3, "month": 1, "year": 0}, "engine": "icu", "to": "2024-03-03T17:00:00Z", "units": ["year", "month", "day"], "zone": "America/New_York"}"#
        + "\n")
    let added = try CLI.run(
      ["calc", "--at", "2024-01-31T17:00:00Z", "--add", "month=1", "--json"] + Self.newYork)
    #expect(
      added.stdout
        == #"{"add": "month=1", "at": "2024-01-31T17:00:00Z", "calendar": "gregorian", "engine": "icu", "result": "2024-02-29T17:00:00Z", "zone": "America/New_York"}"#
        + "\n")
  }

  @Test(arguments: [
    (
      ["--add", "month=1,days=3"],
      "invalid value 'days' for --add (expected a field: era, year, year-for-week-of-year, month, week (or week-of-year), week-of-month, weekday-ordinal, day, day-of-year, weekday, hour, minute, second, nanosecond)"
    ),
    (
      ["--add", "month=1.5"],
      "invalid value '1.5' for --add month (expected a whole number between -1000000 and 1000000)"
    ),
    (
      ["--add", "month"],
      "invalid value 'month' for --add (expected FIELD=N pairs separated by commas, such as month=1,day=-3)"
    ),
    (
      ["--to", "2024-03-03T17:00:00Z"],
      "invalid value '--to without --units' for calc (expected --units such as day or year,month,day)"
    ),
    (
      ["--to", "2024-03-03T17:00:00Z", "--units", "day,fortnight"],
      "invalid value 'fortnight' for --units (expected a field: era, year, year-for-week-of-year, month, week (or week-of-year), week-of-month, weekday-ordinal, day, day-of-year, weekday, hour, minute, second, nanosecond)"
    ),
    (
      ["--calendar", "vietnamese", "--add", "month=1"],
      "calendar 'vietnamese' is not one of the icu engine's (expected one of: gregorian, japanese, buddhist, roc, persian, islamic-civil, islamic, hebrew, chinese, indian, coptic, ethiopic, ethiopic-amete-alem, iso8601, dangi, islamic-umalqura, islamic-tbla, islamic-rgsa)"
    ),
    (
      ["--add", "day=1", "--to", "2024-03-03T17:00:00Z"],
      "invalid value '--add day=1 with --to 2024-03-03T17:00:00Z' for calc (expected either --add FIELD=N,…, --roll FIELD=N,… or --to INSTANT with --units UNIT,…)"
    ),
    // Issue 38: calc reads one calendar, so 'all' is not offered; a unit is read once.
    (
      ["--calendar", "all", "--add", "month=1"],
      "unknown calendar 'all' (expected one of: gregorian, japanese, buddhist, roc, persian, islamic-civil, islamic, hebrew, chinese, indian, coptic, ethiopic, ethiopic-amete-alem, iso8601, dangi, islamic-umalqura, islamic-tbla, islamic-rgsa; the foundation engine also has vietnamese, bangla, gujarati, kannada, malayalam, marathi, odia, tamil, telugu, vikram)"
    ),
    (
      ["--to", "2024-03-31T17:00:00Z", "--units", "day,day", "--json"],
      "invalid value 'day,day' for --units (expected units separated by commas, each once ('day' is repeated))"
    ),
    // A sum past the years calc writes (-9999–9999) is refused, not printed; one in year 0000
    // (1 BC) is printed (CalcKnobsTests).
    (
      ["--add", "year=7976"],
      "the icu engine cannot render 'year=7976': the engine's sum is 253404954000000 ms from 1970, outside the years an instant is written in (-9999–9999)"
    ),
  ])
  func calcRefusesBadInput(arguments: [String], message: String) throws {
    let result = try CLI.run(["calc", "--at", "2024-01-31T17:00:00Z"] + arguments + Self.newYork)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }

  /// The last year an instant is written in is still a sum `calc` prints.
  @Test func calcPrintsASumInTheYear9999() throws {
    let result = try CLI.run(
      ["calc", "--at", "2024-01-31T17:00:00Z", "--add", "year=7975"] + Self.newYork)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "9999-01-31T17:00:00Z\n")
  }

  /// `help calc` names every calendar an engine has, read from the one list: all that
  /// `info --calendars` lists works with calc.
  @Test func calcHelpNamesEveryCalendar() throws {
    let help = try CLI.run(["help", "calc"])
    #expect(help.status == 0)
    let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(!text.contains("gregorian, buddhist or hebrew"))
    for engine in ["icu", "foundation"] {
      let calendars = try CLI.run(["info", "--calendars", "--engine", engine]).stdout
        .split(separator: "\n")
      #expect(calendars.count >= 18)
      for calendar in calendars {
        #expect(",;.".contains { text.contains("\(calendar)\($0)") }, "\(calendar)")
      }
    }
  }

  /// A difference past ICU's 32-bit count (issue 38) is counted in steps, exactly, in every
  /// engine: 2^31 seconds from 1970, 5,258,964,959 minutes across the years 0001–9999, and
  /// backwards; the later unit counts what the earlier left.
  @Test(arguments: ["icu", "foundation", "formatstyle"], ["gregorian", "hebrew"])
  func calcCountsPastThirtyTwoBits(engine: String, calendar: String) throws {
    func calc(_ at: String, _ to: String, _ units: String) throws -> CLI.Result {
      try CLI.run([
        "calc", "--engine", engine, "--calendar", calendar, "--zone", "UTC", "--at", at, "--to",
        to, "--units", units,
      ])
    }
    let cases = [
      ("1970-01-01T00:00:00Z", "2038-01-19T03:14:08Z", "second", "second 2147483648"),
      (
        "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "minute,second",
        "minute 5258964959 second 59"
      ),
      ("2024-02-14T20:00:00Z", "1900-01-01T00:00:00Z", "second", "second -3916929600"),
      ("1970-01-01T00:00:00Z", "2038-01-19T03:14:07Z", "second", "second 2147483647"),
    ]
    for (at, to, units, output) in cases {
      let result = try calc(at, to, units)
      #expect(result.status == 0, "\(at) \(to) \(units): \(result.stderr)")
      #expect(result.stdout == output + "\n", "\(at) \(to) \(units)")
    }
  }

  /// A plan's arithmetic case counts past 32 bits as `calc` does, in the Gregorian calendar and
  /// in one Foundation takes from ICU (where Foundation itself answered `second 0`).
  @Test(arguments: ["icu", "foundation"])
  func aPlannedDifferenceCountsPastThirtyTwoBits(engine: String) throws {
    let corpus = CLI.temporaryDirectory()
    let made = try CLI.run([
      "generate", "-q", "--engine", engine, "--locale", "en_US", "--out", corpus.path,
      "--calendar", "gregorian", "--calendar", "hebrew", "--zone", "UTC", "--arithmetic",
      "epoch2038: 1970-01-01T00:00:00Z to 2038-01-19T03:14:08Z second",
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let fields = try String(
      contentsOf: corpus.appendingPathComponent("fields.json"), encoding: .utf8)
    let lines = fields.split(separator: "\n").filter { $0.contains("\"epoch2038\"") }
    #expect(
      lines.map { $0.trimmingCharacters(in: .whitespaces) } == [
        #""epoch2038": "second 2147483648","#, #""epoch2038": "second 2147483648","#,
      ])
  }

  /// Foundation's Calendar gives the seed's answer too (its own ICU 76 and tzdata).
  @Test func calcInTheFoundationEngine() throws {
    let result = try CLI.run(
      [
        "calc", "--engine", "foundation", "--at", "2015-02-14T05:00:00Z", "--to",
        "2015-03-17T04:00:00Z", "--units", "day",
      ] + Self.newYork)
    #expect(result.stdout == "day 31\n")
    #expect(result.status == 0)
  }
}
