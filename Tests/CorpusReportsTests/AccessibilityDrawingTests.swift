import GoldenFormat
import Testing

@testable import CorpusReports

/// The report's own markup reads sensibly to a screen reader (issue 44): each drawn wheel
/// carries its field's name (drawn under it, and with its value as the wheel's `aria-label`),
/// and a month's header cells their full weekday names.
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
}
