import Foundation
import Testing

/// Months that skip days, walked as the engine's calendar walks them: from the first, one day
/// added at a time until the month changes (issue 38). October 1582 goes from the 4th to the
/// 15th in every calendar on the Gregorian one; Samoa skipped 30 December 2011 and Kiritimati
/// 31 December 1994 locally. Each day sits in its weekday's cell, so a skipped local day
/// leaves its cell empty.
@Suite(.tags(.icu72)) struct SkippedDaysTests {
  static let october1582 = """
             October 1582
       Sun Mon Tue Wed Thu Fri Sat
    40       1   2   3   4  15  16
    41  17  18  19  20  21  22  23
    42  24  25  26  27  28  29  30
    43  31

    """

  static let apia2011 = """
            December 2011
       Sun Mon Tue Wed Thu Fri Sat
    49                   1   2   3
    50   4   5   6   7   8   9  10
    51  11  12  13  14  15  16  17
    52  18  19  20  21  22  23  24
    53  25  26  27  28  29      31

    """

  static let kiritimati1994 = """
            December 1994
       Sun Mon Tue Wed Thu Fri Sat
    49                   1   2   3
    50   4   5   6   7   8   9  10
    51  11  12  13  14  15  16  17
    52  18  19  20  21  22  23  24
    53  25  26  27  28  29  30

    """

  static let cases: [(calendar: String, zone: String, at: String, month: String)] = [
    ("gregorian", "UTC", "1582-10-20T12:00:00Z", october1582),
    ("gregorian", "Pacific/Apia", "2011-12-15T12:00:00Z", apia2011),
    ("gregorian", "Pacific/Kiritimati", "1994-12-15T12:00:00Z", kiritimati1994),
  ]

  @Test(arguments: cases)
  func theMonthViewShowsTheDaysTheCalendarHas(
    calendar: String, zone: String, at: String, month: String
  ) throws {
    let result = try CLI.run([
      "month", "--locale", "en_US", "--calendar", calendar, "--at", at, "--zone", zone,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == month)
  }

  /// Every calendar on the Gregorian one skips the same ten days (its own title and year).
  @Test(arguments: ["buddhist", "japanese", "roc"])
  func october1582InTheGregorianBasedCalendars(calendar: String) throws {
    let result = try CLI.run([
      "month", "--locale", "en_US", "--calendar", calendar, "--at", "1582-10-20T12:00:00Z",
      "--zone", "UTC", "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let month = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let weeks = try #require(month["weeks"] as? [[String: Any]])
    let days: [[String]] = [
      ["", "1", "2", "3", "4", "15", "16"], (17...23).map { String($0) },
      (24...30).map { String($0) }, ["31", "", "", "", "", "", ""],
    ]
    #expect(weeks.compactMap { $0["days"] as? [String] } == days)
    #expect(weeks.compactMap { $0["week"] as? Int } == [40, 41, 42, 43])
  }

  static let wheels: [(zone: String, at: String, days: [String], text: String)] = [
    (
      "UTC", "1582-10-20T12:00:00Z", (1...4).map(String.init) + (15...31).map(String.init),
      "[ October | 20 | 1582 ]\n"
    ),
    (
      "Pacific/Apia", "2011-12-30T12:00:00Z",
      (1...29).map(String.init) + ["31"], "[ December | 31 | 2011 ]\n"
    ),
    (
      "Pacific/Apia", "2011-12-29T12:00:00Z",
      (1...29).map(String.init) + ["31"], "[ December | 29 | 2011 ]\n"
    ),
    (
      "Pacific/Kiritimati", "1994-12-15T12:00:00Z", (1...30).map(String.init),
      "[ December | 15 | 1994 ]\n"
    ),
  ]

  @Test(arguments: wheels)
  func theDateWheelHasTheDaysTheCalendarHas(zone: String, at: String, days: [String], text: String)
    throws
  {
    let arguments = [
      "wheels", "--locale", "en_US", "--calendar", "gregorian", "--mode", "date", "--at", at,
      "--zone", zone,
    ]
    let shown = try CLI.run(arguments)
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout == text)
    let json = try CLI.run(arguments + ["--json"])
    let picker = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let wheels = try #require(picker["wheels"] as? [[String: Any]])
    let day = try #require(wheels.first { $0["field"] as? String == "day" })
    #expect(day["rows"] as? [String] == days)
  }
}
