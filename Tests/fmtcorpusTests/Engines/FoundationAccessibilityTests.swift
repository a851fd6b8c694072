import Foundation
import TestSupport
import Testing

/// The Foundation engines and the accessibility artifact (issue 44): they answer the day cell
/// (a template), the weekday names (`Calendar`) and the count-down's spoken values, and refuse
/// field display names, which no Foundation API gives: in one line (exit 2) from `wheels
/// --accessibility`, left out of a corpus with a note.
@Suite(.tags(.foundation76)) struct FoundationAccessibilityTests {
  @Test(arguments: ["foundation", "formatstyle"])
  func fieldNamesAreRefusedInOneLine(engine: String) throws {
    let result = try CLI.run([
      "wheels", "--locale", "en_US", "--mode", "date", "--accessibility", "--engine", engine,
    ])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fmtcorpus: error: the \(engine) engine cannot render 'the year field's display name': Foundation has no API for a field's display name, so nothing a Swift app renders shows one\n"
    )
  }

  /// The month view's words need no field name: both engines answer, from `Calendar`'s
  /// weekday names and the day cell's template.
  @Test(arguments: ["foundation", "formatstyle"])
  func theMonthIsAnswered(engine: String) throws {
    let result = try CLI.run([
      "month", "--locale", "en_US", "--at", "2007-11-15T20:00:00Z", "--accessibility",
      "--engine", engine,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "Sunday\nMonday\nTuesday\nWednesday\nThursday\nFriday\nSaturday\n"
        + "Thursday, November 1\nThursday, November 15\n")
  }

  /// A corpus holds what the engine answers and says, in one note, what it leaves out.
  @Test func aCorpusLeavesFieldNamesOutWithANote() throws {
    let out = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try CLI.run([
      "generate", "--engine", "foundation", "--locale", "en_US", "--calendar", "gregorian",
      "--out", out.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        "note: the foundation engine leaves the accessibility artifact's field names out of the corpus: Foundation has no API for a field's display name, so nothing a Swift app renders shows one\n"
      ), "\(result.stdout)")
    let file = try String(contentsOf: out.appendingPathComponent("en_US.json"), encoding: .utf8)
    #expect(
      file.hasPrefix(
        """
        {
          "accessibility": {
            "countDown": {
              "hour": {"short": "1 hr", "wide": "1 hour"},
              "minute": {"short": "53 min", "wide": "53 minutes"}
            }
          },
          "calendars": {
            "gregorian": {
              "accessibility": {
                "dayCell": {"first": "Thursday, November 1", "pattern": "EEEE, MMMM d", "selected": "Thursday, November 15"},
                "today": "Today",
                "weekdays": ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
                "wheels": {
                  "date": [{"field": "month", "value": "November"}, {"field": "day", "value": "15"}, {"field": "year", "value": "2007"}],
                  "dateAndTime": [{"field": "date", "value": "Thursday, November 15"}, {"field": "hour", "value": "6"}, {"field": "minute", "value": "53"}, {"field": "dayPeriod", "value": "PM"}],
                  "time": [{"field": "hour", "value": "6"}, {"field": "minute", "value": "53"}, {"field": "dayPeriod", "value": "PM"}]
                }
              },

        """), "\(file.prefix(1500))")
  }
}
