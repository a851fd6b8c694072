import GoldenFormat
import Testing

@testable import CorpusReports

/// The report's own markup reads sensibly to a screen reader (issue 44): each drawn wheel
/// carries its field's name (drawn under it, and with its value as the wheel's `aria-label`),
/// a month's header cells their full weekday names, and each day cell of the month the values
/// read its reading (tooltip and `aria-label`).
@Suite struct AccessibilityDrawingTests {
  @Test func eachWheelIsNamed() throws {
    let picker = """
      {"direction": "ltr", "pattern": "h:mm a", "wheels": [
      {"field": "hour", "pattern": "h", "rows": ["5", "6", "7"], "selected": 1},
      {"field": "dayPeriod", "pattern": "a", "rows": ["AM", "PM"], "selected": 1}]}
      """
    let names = """
      {"dayPeriod": {"abbreviated": "AM/PM", "narrow": "AM/PM", "wide": "AM/PM"},
      "hour": {"abbreviated": "hr.", "narrow": "hr", "wide": "hour"}}
      """
    var html = HTMLText()
    PickerDrawing.draw(
      try GoldenReader.parse(Array(picker.utf8), file: "p"), mode: "time", calendar: "gregorian",
      names: try GoldenReader.parse(Array(names.utf8), file: "n"), into: &html)
    #expect(html.string.contains("role=\"group\" aria-label=\"time\""), "\(html.string)")
    #expect(
      html.string.contains("data-field=\"hour\" role=\"group\" aria-label=\"hour: 6\""),
      "\(html.string)")
    #expect(html.string.contains("<div class=\"fname\" aria-hidden=\"true\">hour</div>"))
    #expect(html.string.contains("aria-label=\"AM/PM: PM\""))
  }

  /// The reference count-down's wheels say their spoken values (`hour: 1 hour`), not the row.
  @Test func theCountDownSaysItsSpokenValues() throws {
    let picker = """
      {"direction": "ltr", "pattern": "H:mm", "wheels": [
      {"field": "hour", "pattern": "H", "rows": ["0", "1", "2"], "selected": 1},
      {"field": "minute", "pattern": "mm", "rows": ["52", "53", "54"], "selected": 1}]}
      """
    let names = """
      {"hour": {"abbreviated": "hr.", "narrow": "hr", "wide": "hour"},
      "minute": {"abbreviated": "min.", "narrow": "min", "wide": "minute"}}
      """
    let spoken = """
      {"hour": {"short": "1 hr", "wide": "1 hour"},
      "minute": {"short": "53 min", "wide": "53 minutes"}}
      """
    var html = HTMLText()
    PickerDrawing.draw(
      try GoldenReader.parse(Array(picker.utf8), file: "p"), mode: "countDownTimer",
      calendar: "gregorian", names: try GoldenReader.parse(Array(names.utf8), file: "n"),
      spoken: try GoldenReader.parse(Array(spoken.utf8), file: "s"), into: &html)
    #expect(html.string.contains("aria-label=\"hour: 1 hour\""), "\(html.string)")
    #expect(html.string.contains("aria-label=\"minute: 53 minutes\""), "\(html.string)")
  }

  /// A month of February 2024 (two weeks shown), and the accessibility values of a calendar
  /// whose cells read `month`.
  static func month(readings month: String, days: [String]) throws -> (GoldenNode, GoldenNode) {
    let grid = """
      {"direction": "ltr",
       "selected": {"pattern": "EEEE, MMMM d, y", "string": "Friday, February 2, 2024"},
       "title": {"pattern": "MMMM y", "string": "February 2024"},
       "weekdays": {"narrow": ["S", "M", "T", "W", "T", "F", "S"],
                    "short": ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]},
       "weeks": [{"days": ["", "", "", "", "1", "2", "3"], "week": 5}]}
      """
    let quoted = days.map { "\"\($0)\"" }.joined(separator: ", ")
    let spoken = """
      {"cells": {"days": [\(quoted)], "month": "\(month)"},
       "weekdays": ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]}
      """
    return (
      try GoldenReader.parse(Array(grid.utf8), file: "m"),
      try GoldenReader.parse(Array(spoken.utf8), file: "s")
    )
  }

  /// Each day cell of the month the values read carries its reading; the header its full
  /// weekdays.
  @Test func eachDayCellOfTheReadMonthIsLabelled() throws {
    let (grid, spoken) = try Self.month(
      readings: "February 2024",
      days: ["Thursday, February 1", "Friday, February 2", "Saturday, February 3"])
    var html = HTMLText()
    MonthDrawing.grid(grid, instant: "2024-02-02T20:00:00Z", spoken: spoken, into: &html)
    #expect(html.string.contains("<th title=\"S\" aria-label=\"Sunday\">Sun"), "\(html.string)")
    #expect(
      html.string.hasSuffix(
        "<tr><th>5<td><td><td><td>"
          + "<td title=\"Thursday, February 1\" aria-label=\"Thursday, February 1\">1"
          + "<td class=\"s\" title=\"Friday, February 2\" aria-label=\"Friday, February 2\">2"
          + "<td title=\"Saturday, February 3\" aria-label=\"Saturday, February 3\">3</table>"),
      "\(html.string)")
  }

  /// Another month's readings, or a count that is not the month's days, label no cell but the
  /// selected one, with the month's own selected date: never a reading of another day.
  @Test(arguments: [
    ("November 2007", ["Thursday, November 1", "Friday, November 2", "Saturday, November 3"]),
    ("February 2024", ["Thursday, February 1", "Friday, February 2"]),
  ])
  func anotherMonthsReadingsLabelNothing(month: String, days: [String]) throws {
    let (grid, spoken) = try Self.month(readings: month, days: days)
    var html = HTMLText()
    MonthDrawing.grid(grid, instant: "2024-02-02T20:00:00Z", spoken: spoken, into: &html)
    let label = "title=\"Friday, February 2, 2024\" aria-label=\"Friday, February 2, 2024\""
    #expect(
      html.string.hasSuffix("<td>1<td class=\"s\" \(label)>2<td>3</table>"), "\(html.string)")
  }
}
