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
      result.stdout == """
        Sunday
        Monday
        Tuesday
        Wednesday
        Thursday
        Friday
        Saturday
        Thursday, November 1
        Friday, November 2
        Saturday, November 3
        Sunday, November 4
        Monday, November 5
        Tuesday, November 6
        Wednesday, November 7
        Thursday, November 8
        Friday, November 9
        Saturday, November 10
        Sunday, November 11
        Monday, November 12
        Tuesday, November 13
        Wednesday, November 14
        Thursday, November 15
        Friday, November 16
        Saturday, November 17
        Sunday, November 18
        Monday, November 19
        Tuesday, November 20
        Wednesday, November 21
        Thursday, November 22
        Friday, November 23
        Saturday, November 24
        Sunday, November 25
        Monday, November 26
        Tuesday, November 27
        Wednesday, November 28
        Thursday, November 29
        Friday, November 30

        """)
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
                "cells": {"days": ["Thursday, November 1", "Friday, November 2", "Saturday, November 3", "Sunday, November 4", "Monday, November 5", "Tuesday, November 6", "Wednesday, November 7", "Thursday, November 8", "Friday, November 9", "Saturday, November 10", "Sunday, November 11", "Monday, November 12", "Tuesday, November 13", "Wednesday, November 14", "Thursday, November 15", "Friday, November 16", "Saturday, November 17", "Sunday, November 18", "Monday, November 19", "Tuesday, November 20", "Wednesday, November 21", "Thursday, November 22", "Friday, November 23", "Saturday, November 24", "Sunday, November 25", "Monday, November 26", "Tuesday, November 27", "Wednesday, November 28", "Thursday, November 29", "Friday, November 30"], "month": "November 2007"},
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
