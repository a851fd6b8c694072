import Foundation
import TestSupport
import Testing

@Suite(.tags(.icu72)) struct FormatTests {
  /// The seed's style table for en_US, America/New_York, 2010-01-27T18:00:00Z. ICU 72 (CLDR 42)
  /// writes U+202F NARROW NO-BREAK SPACE before PM where the seed, from older data, had a space.
  @Test(arguments: [
    ("short", "1/27/10, 1:00\u{202F}PM"),
    ("medium", "Jan 27, 2010, 1:00:00\u{202F}PM"),
    ("long", "January 27, 2010 at 1:00:00\u{202F}PM EST"),
    ("full", "Wednesday, January 27, 2010 at 1:00:00\u{202F}PM Eastern Standard Time"),
  ])
  func seedStyleTable(style: String, expected: String) throws {
    let result = try CLI.run([
      "format", "--locale", "en_US", "--date-style", style, "--time-style", style,
      "--zone", "America/New_York", "--at", "2010-01-27T18:00:00Z",
    ])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == expected + "\n")
    #expect(Array(result.stdout.utf8).contains(0xE2))  // U+202F is E2 80 AF in UTF-8
  }

  @Test func calendarsAreSetExplicitly() throws {
    let arguments = [
      "--locale", "th_TH", "--date-style", "long", "--zone", "Asia/Bangkok", "--at",
      "2015-01-19T14:45:00Z",
    ]
    // th_TH's own default calendar is Buddhist; without --calendar it must still be Gregorian.
    #expect(try CLI.run(["format"] + arguments).stdout == "19 มกราคม ค.ศ. 2015\n")
    #expect(
      try CLI.run(["format", "--calendar", "buddhist"] + arguments).stdout == "19 มกราคม 2558\n")
    let hebrew = try CLI.run([
      "format", "--calendar", "hebrew", "--locale", "en_US", "--date-style", "long", "--zone",
      "America/New_York", "--at", "2015-01-19T14:45:00Z",
    ])
    #expect(hebrew.stdout == "28 Tevet 5775\n")
  }

  @Test func jsonCarriesInputsAndString() throws {
    let result = try CLI.run([
      "format", "--locale", "zh-TW", "--time-style", "short", "--zone", "Asia/Taipei",
      "--at", "2010-01-27T18:00:00Z", "--json",
    ])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == #"{"calendar": "gregorian", "dateStyle": "none", "engine": "icu", "instant": "2010-01-27T18:00:00Z", "locale": "zh_TW", "string": "凌晨2:00", "timeStyle": "short", "zone": "Asia/Taipei"}"#
        + "\n")
  }

  @Test func infoNamesTheEngineAndItsVersions() throws {
    let text = try CLI.run(["info"])
    #expect(text.status == 0)
    #expect(
      text.stdout == """
        engine: icu (the system's ICU, in process)
        icu: 72.1
        cldr: 42.0
        unicode: 15.0
        tzdata: 2022e
        locales: 805 available
        zones: 478 canonical, 636 ids with aliases ('info --zones' lists them all)
        calendars: 18 ('info --calendars' lists them)
        fmtcorpus: 0.1.0

        """)
    let json =
      try JSONSerialization.jsonObject(with: Data(try CLI.run(["info", "--json"]).stdout.utf8))
      as? [String: Any]
    #expect(json?["localeCount"] as? Int == 805)
    #expect(json?["zoneCount"] as? Int == 478)
    #expect(json?["zoneIdCount"] as? Int == 636)
    #expect(try CLI.run(["info", "--zones"]).stdout.split(separator: "\n").count == 636)
    #expect(
      (json?["versions"] as? [String: String]) == [
        "icu": "72.1", "cldr": "42.0", "unicode": "15.0", "tzdata": "2022e",
      ])
    let locales = try CLI.run(["info", "--locales"]).stdout.split(separator: "\n")
    #expect(locales.count == 805)
    #expect(locales.contains("zh_Hant_TW") && !locales.contains("zh_TW"))
  }

  /// Before 1582-10-15 ICU's Gregorian calendar is Julian (GoldenFiles.md says so beside the
  /// instants).
  @Test(
    .tags(.icu72),
    arguments: [
      ("1582-10-14T12:00:00Z", "October 4, 1582"), ("1582-10-15T12:00:00Z", "October 15, 1582"),
      ("1500-03-01T12:00:00Z", "February 20, 1500"),
    ])
  func datesBeforeTheGregorianChangeAreJulian(instant: String, shown: String) throws {
    let result = try CLI.run([
      "format", "--locale", "en_US", "--zone", "UTC", "--at", instant, "--date-style", "long",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == shown + "\n")
  }
}
