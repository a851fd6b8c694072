import GoldenFormat
import Testing

@testable import CorpusReports

/// A configured month's days outside its available range, on a locale's page.
@Suite struct MonthAvailabilityDrawingTests {
  /// `"unavailable"` days get class `u` (greyed, struck through), the selected one `s u` when
  /// the range leaves it out too; a month without the key draws no `u`.
  @Test func unavailableDaysAreMarked() throws {
    func month(_ unavailable: String) -> String {
      """
      {"direction": "ltr",
       "selected": {"pattern": "EEEE, MMMM d, y", "string": "Friday, February 2, 2024"},
       "title": {"pattern": "MMMM y", "string": "February 2024"},
       \(unavailable)
       "weekdays": {"narrow": ["S", "M", "T", "W", "T", "F", "S"],
                    "short": ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]},
       "weeks": [{"days": ["", "", "", "", "1", "2", "3"], "week": 5}]}
      """
    }
    var html = HTMLText()
    MonthDrawing.grid(
      try GoldenReader.parse(Array(month(#""unavailable": [1, 2, "x"],"#).utf8), file: "x"),
      instant: "at=2024-02-02T20:00:00Z,min=2024-02-03T08:00:00Z", into: &html)
    let label = "title=\"Friday, February 2, 2024\" aria-label=\"Friday, February 2, 2024\""
    #expect(
      html.string.hasSuffix(
        "<tr><th>5<td><td><td><td><td class=\"u\">1<td class=\"s u\" \(label)>2<td>3</table>"),
      "\(html.string)")
    var plain = HTMLText()
    MonthDrawing.grid(
      try GoldenReader.parse(Array(month("").utf8), file: "x"), instant: "2024-02-02T20:00:00Z",
      into: &plain)
    #expect(plain.string.hasSuffix("<td class=\"s\" \(label)>2<td>3</table>"), "\(plain.string)")
  }

  /// A month that skips days marks the cell showing the selected day, not the cell at that
  /// place: October 1582 goes from the 4th to the 15th, so its 20th is its 10th cell.
  @Test func theSelectedDayIsTheCellShowingIt() throws {
    let month = """
      {"direction": "ltr",
       "selected": {"pattern": "EEEE, MMMM d, y", "string": "Wednesday, October 20, 1582"},
       "title": {"pattern": "MMMM y", "string": "October 1582"},
       "weekdays": {"narrow": ["S", "M", "T", "W", "T", "F", "S"],
                    "short": ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]},
       "weeks": [{"days": ["", "1", "2", "3", "4", "15", "16"], "week": 40},
                 {"days": ["17", "18", "19", "20", "21", "22", "23"], "week": 41},
                 {"days": ["24", "25", "26", "27", "28", "29", "30"], "week": 42},
                 {"days": ["31", "", "", "", "", "", ""], "week": 43}]}
      """
    var html = HTMLText()
    MonthDrawing.grid(
      try GoldenReader.parse(Array(month.utf8), file: "x"), instant: "1582-10-20T12:00:00Z",
      into: &html)
    // The selected cell carries its reading (the month's selected day in full) as its label.
    let label = "Wednesday, October 20, 1582"
    #expect(
      html.string.contains(
        "<td>19<td class=\"s\" title=\"\(label)\" aria-label=\"\(label)\">20<td>21"),
      "\(html.string)")
    #expect(html.string.components(separatedBy: "class=\"s\"").count == 2)
  }
}
