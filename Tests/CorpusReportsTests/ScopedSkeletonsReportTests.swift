import CorpusReports
import GoldenFormat
import Testing

/// A plan file's template rendered at several zones (issue 41's per-format zones) is keyed by
/// zone in the golden file: the report's skeletons table draws its values, where it drew two
/// empty cells.
@Suite struct ScopedSkeletonsReportTests {
  @Test func aTemplateAtSeveralZonesShowsItsValues() throws {
    let text = """
      {
        "calendars": {
          "gregorian": {
            "skeletons": {
              "Hm": {
                "Asia/Tokyo": {"pattern": "H:mm", "string": "3:00"},
                "UTC": {"pattern": "HH:mm", "string": "18:00"}
              },
              "MMMd": {"pattern": "MMM d", "string": "Jan 27"}
            }
          }
        }
      }

      """
    let root = try GoldenReader.parse(Array(text.utf8), file: "en.json")
    let page = CorpusReport(
      title: "t", manifest: nil, files: [CorpusReport.File(name: "en.json", root: root)]
    ).render()
    let table = try #require(
      page.range(of: "<table class=\"skeletons\">").map { page[$0.lowerBound...] })
    let skeletons = String(table[..<table.range(of: "</table></td></tr><tr><th>MMMd")!.upperBound])
    // The zoned template's values are all there, each zone once, in the generic table.
    for text in ["Asia/Tokyo", "H:mm", "3:00", "UTC", "HH:mm", "18:00"] {
      #expect(skeletons.contains(text), "\(text)")
    }
    #expect(skeletons.contains("<th>Hm</th><td colspan=\"2\"><table class=\"generic\">"))
    // The plain template keeps its pattern and string cells.
    #expect(page.contains("<th>MMMd</th><td>"))
    #expect(!page.contains("<th>Hm</th><td></td><td></td>"))
  }
}
