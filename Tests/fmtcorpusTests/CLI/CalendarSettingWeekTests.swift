import Foundation
import Testing

/// A variant whose settings name a calendar renders that calendar alone, and its `week` entry
/// follows it: `en_US@calendar=iso8601` shows ISO months (Monday first), and says Monday and 4
/// minimal days (issue 38), in both engine families.
@Suite(.tags(.icu72)) struct CalendarSettingWeekTests {
  @Test(arguments: ["icu", "foundation"])
  func theWeekEntryFollowsTheVariantsCalendar(engine: String) throws {
    let directory = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let made = try CLI.run([
      "generate", "-q", "--engine", engine, "--locale", "en_US@calendar=iso8601", "--out",
      directory.path,
    ])
    try #require(made.status == 0, "\(made.stderr)")
    let file = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: directory.appendingPathComponent("en_US@calendar=iso8601.json")))
        as? [String: Any])
    let week = try #require(file["week"] as? [String: Any])
    #expect(week["firstWeekday"] as? Int == 2)
    #expect(week["minimalDaysInFirstWeek"] as? Int == 4)
    // 27 January 2010 is in ISO week 4 (en_US's Gregorian weeks: 5).
    let weeks = try #require(week["weeks"] as? [String: [String: Int]])
    #expect(weeks["2010-01-27T18:00:00Z"] == ["week": 4, "yearForWeekOfYear": 2010])
    let calendars = try #require(file["calendars"] as? [String: [String: Any]])
    let months = try #require(calendars["iso8601"]?["month"] as? [String: [String: Any]])
    #expect(!months.isEmpty)
    for month in months.values {
      let header = month["weekdays"] as? [String: [String]]
      #expect(header?["short"]?.first == "Mon")
    }
  }
}
