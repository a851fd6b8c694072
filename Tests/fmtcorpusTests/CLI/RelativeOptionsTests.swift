import Foundation
import TestSupport
import Testing

/// Issue 42 item 2: `format --relative-to` (the unit chosen from two instants) and
/// `--capitalization`, end to end: stdout, stderr and exit code.
@Suite(.tags(.icu72)) struct RelativeOptionsTests {
  /// The reference the examples are seen from: the pickers' reference instant.
  static let now = "2007-11-16T02:53:00Z"

  /// Where the string stands decides its first letter, in every engine: ICU through
  /// `ureldatefmt_open`'s context (linked, and loaded: the system's ICU as `icu@72.1`),
  /// Foundation through `capitalizationContext`. CLDR's de capitalizes "gestern" only at a
  /// sentence's start.
  @Test(arguments: [
    ["--engine", "icu"], ["--engine", "foundation"], ["--engine", "formatstyle"],
    ["--engine", "icu@72.1", "--icu-libs", "/usr/lib/x86_64-linux-gnu"],
  ])
  func capitalizationFollowsTheContext(engine: [String]) throws {
    func yesterday(_ context: String?) throws -> String {
      let result = try CLI.run(
        ["format", "--locale", "de_DE", "--relative", "-1", "--unit", "day"] + engine
          + (context.map { ["--capitalization", $0] } ?? []))
      #expect(result.status == 0, "\(result.stderr)")
      return result.stdout
    }
    #expect(try yesterday(nil) == "gestern\n")
    #expect(try yesterday("none") == "gestern\n")
    #expect(try yesterday("sentence-start") == "Gestern\n")
    #expect(try yesterday("middle") == "gestern\n")
    #expect(try yesterday("list-item") == "gestern\n")
    #expect(try yesterday("standalone") == "gestern\n")
  }

  /// The JSON names a context only when one was asked for, so the plain form is unchanged.
  @Test func jsonNamesTheContext() throws {
    let result = try CLI.run([
      "format", "--locale", "de", "--relative", "1", "--unit", "day", "--capitalization",
      "sentence-start", "--json",
    ])
    #expect(
      result.stdout
        == "{\"capitalization\": \"sentence-start\", \"engine\": \"icu\", \"locale\": \"de\", \"numeric\": \"auto\", \"relative\": \"1\", \"string\": \"Morgen\", \"unit\": \"day\", \"width\": \"long\"}\n"
    )
  }

  /// Foundation's `Date.AnchoredRelativeFormatStyle` chooses the unit and rounds to it: 30 h
  /// 53 min back is "1 day ago", "yesterday" when named, "31 hours ago" with hours and minutes
  /// only; the number spelled out with `spell-out`. Weeks are counted as the calendar's weeks
  /// begun, not as 7 days: from Thursday the 15th in Los Angeles, Sunday the 25th (10 days) is
  /// "in 2 weeks", and Sunday 23 December (37 days 21 hours) "in 6 weeks".
  @Test(arguments: ["foundation", "formatstyle"], [
    (["--at", "2007-11-14T20:00:00Z"], "1 day ago"),
    (["--at", "2007-11-14T20:00:00Z", "--presentation", "named"], "yesterday"),
    (["--at", "2007-11-14T20:00:00Z", "--units-style", "spell-out"], "one day ago"),
    (["--at", "2007-11-14T20:00:00Z", "--allowed-units", "hour,minute"], "31 hours ago"),
    (["--at", "2007-11-14T20:00:00Z", "--units-style", "narrow"], "1d ago"),
    (["--at", "2007-12-24T00:00:00Z"], "in 1 month"),
    (["--at", "2007-12-24T00:00:00Z", "--allowed-units", "week,day"], "in 6 weeks"),
    (["--at", "2007-11-26T02:53:00Z", "--allowed-units", "week,day"], "in 2 weeks"),
    (["--at", "2007-11-23T02:53:00Z", "--allowed-units", "week,day"], "in 1 week"),
    (["--at", "2007-11-16T02:53:20Z"], "in 20 seconds"),
    (["--at", "2007-11-15T02:53:00Z", "--capitalization", "sentence-start"], "1 day ago"),
  ])
  func foundationChoosesTheUnit(engine: String, case: ([String], String)) throws {
    let (arguments, expected) = `case`
    let result = try CLI.run(
      ["format", "--locale", "en_US", "--engine", engine, "--relative-to", Self.now] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(result.stdout == expected + "\n")
  }

  /// The context reaches the chosen unit's words too: de's "gestern" starts a sentence.
  @Test(arguments: ["foundation", "formatstyle"])
  func aChosenUnitTakesTheContext(engine: String) throws {
    func yesterday(_ context: String) throws -> String {
      try CLI.run([
        "format", "--locale", "de_DE", "--engine", engine, "--at", "2007-11-15T02:53:00Z",
        "--relative-to", Self.now, "--presentation", "named", "--capitalization", context,
      ]).stdout
    }
    #expect(try yesterday("sentence-start") == "Gestern\n")
    #expect(try yesterday("middle") == "gestern\n")
  }

  /// The zone decides where a day ends: 23:00 UTC on the 15th is yesterday from 02:53 UTC on
  /// the 16th, and the same day in Los Angeles (15:00 and 18:53 on the 15th).
  @Test func theZoneDecidesTheDay() throws {
    func named(zone: String) throws -> String {
      try CLI.run([
        "format", "--locale", "en_US", "--engine", "foundation", "--at", "2007-11-15T23:00:00Z",
        "--relative-to", Self.now, "--allowed-units", "day", "--presentation", "named", "--zone",
        zone,
      ]).stdout
    }
    #expect(try named(zone: "UTC") == "yesterday\n")
    #expect(try named(zone: "America/Los_Angeles") == "today\n")
  }

  @Test func jsonNamesTheInputs() throws {
    let result = try CLI.run([
      "format", "--locale", "en_US", "--engine", "foundation", "--at", "2007-11-14T20:00:00Z",
      "--relative-to", Self.now, "--allowed-units", "day", "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "{\"allowedUnits\": [\"day\"], \"at\": \"2007-11-14T20:00:00Z\", \"calendar\": \"gregorian\", \"capitalization\": \"none\", \"engine\": \"foundation\", \"locale\": \"en_US\", \"presentation\": \"numeric\", \"relativeTo\": \"2007-11-16T02:53:00Z\", \"string\": \"1 day ago\", \"unitsStyle\": \"wide\", \"zone\": \"America/Los_Angeles\"}\n"
    )
  }

  /// ICU's C API never chooses a unit, so every ICU engine refuses in one line rather than
  /// choose one for it.
  @Test(arguments: [
    ["--engine", "icu"], ["--engine", "icu@72.1", "--icu-libs", "/usr/lib/x86_64-linux-gnu"],
  ])
  func icuRefusesToChooseAUnit(engine: [String]) throws {
    let result = try CLI.run(
      ["format", "--locale", "en_US", "--relative-to", Self.now] + engine)
    result.expectRefused(
      "the \(engine[1]) engine cannot render '--relative-to': ICU's C API formats a given amount of a given unit and never chooses one from two instants; --relative N --unit U writes the same strings"
    )
  }

  /// Each bad value or misplaced option is one line naming it and what would do, before any
  /// engine starts.
  @Test(arguments: [
    (
      ["--relative-to", now, "--allowed-units", "day,quarter"],
      "invalid value 'quarter' for --allowed-units (expected units separated by commas, from year, month, week, day, hour, minute, second)"
    ),
    (
      ["--relative-to", now, "--allowed-units", "day,day"],
      "invalid value 'day' for --allowed-units (expected each unit once)"
    ),
    (
      ["--relative-to", now, "--units-style", "short"],
      "invalid value 'short' for --units-style (expected one of wide, abbreviated, narrow, spell-out)"
    ),
    (
      ["--relative-to", now, "--presentation", "auto"],
      "invalid value 'auto' for --presentation (expected one of named, numeric)"
    ),
    (
      ["--relative", "-1", "--unit", "day", "--capitalization", "title"],
      "invalid value 'title' for --capitalization (expected one of none, sentence-start, middle, list-item, standalone)"
    ),
    (
      ["--relative-to", now, "--width", "short"],
      "invalid value '--width short' for --relative-to (expected --at, --calendar, --zone, --presentation, --units-style, --allowed-units and --capitalization only)"
    ),
    (
      ["--relative-to", now, "--relative", "-1"],
      "invalid value '--relative -1' for --relative-to (expected --at, --calendar, --zone, --presentation, --units-style, --allowed-units and --capitalization only)"
    ),
    (
      ["--presentation", "named"],
      "invalid value '--presentation named' for format (expected --relative-to with it)"
    ),
    (
      ["--relative", "-1", "--unit", "day", "--units-style", "wide"],
      "invalid value '--units-style wide' for format (expected --relative-to with it)"
    ),
    (
      ["--duration", "5", "--units", "second", "--capitalization", "middle"],
      "invalid value '--capitalization middle' for --duration (expected --relative or --relative-to with it: a duration has no capitalization context)"
    ),
    (
      ["--relative-to", now, "--calendar", "all", "--engine", "foundation"],
      "invalid value 'all' for --calendar with --relative-to (expected one calendar: the one whose days and months it counts in)"
    ),
  ])
  func badInputIsOneLine(arguments: [String], message: String) throws {
    try CLI.run(["format", "--locale", "en_US"] + arguments).expectRefused(message)
  }
}
