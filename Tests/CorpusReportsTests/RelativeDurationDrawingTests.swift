import GoldenFormat
import Testing

@testable import CorpusReports

/// The span artifacts on a locale's page, from a fixture of its own.
@Suite struct RelativeDurationDrawingTests {
  /// A row per golden-file line, a cell per offset with its key above the string; `null` a
  /// marked dash; text from the corpus stays text (a `<` escaped, U+202F wrapped to be named).
  @Test func aRowPerLineAndACellPerOffset() throws {
    let text = """
      {"relative": {"long": {"auto": {
        "day": {"-1": "yesterday", "1": "<b>", "2.5": null}
      }}}}
      """
    let node = try GoldenReader.parse(Array(text.utf8), file: "en_US.json")
    var html = HTMLText()
    RelativeDurationDrawing.draw(node["relative"]!, into: &html)
    #expect(
      html.string
        == "<table class=\"generic spans\"><tr><th>long › auto › day</th>"
        + "<td><small>-1</small><br>yesterday</td>"
        + "<td><small>1</small><br>&lt;b&gt;</td>"
        + "<td><small>2.5</small><br><span class=\"unsupported\" title=\"the engine has no way to ask\">—</span></td>"
        + "</tr></table>")
  }
}
