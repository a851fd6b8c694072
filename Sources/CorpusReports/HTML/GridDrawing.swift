import GoldenFormat

/// Draws a two-level object of strings as one grid: the first level's keys down, the second
/// level's across, in the order the file first names them (`intervals`: templates down, the
/// interval pairs — same, minutes, hours, days, months, years — across).
///
/// A node of another shape is drawn as a table of its keys instead, never dropped.
enum GridDrawing {
  static func draw(_ node: GoldenNode, columnOrder: [String] = [], into html: inout HTMLText) {
    guard case .object(let rows, _, _) = node else { return GenericTable.draw(node, into: &html) }
    var columns: [String] = []
    for (_, row) in rows {
      guard case .object(let cells, _, _) = row else {
        return GenericTable.draw(node, into: &html)
      }
      for cell in cells where !columns.contains(cell.key) {
        guard case .string = cell.value else { return GenericTable.draw(node, into: &html) }
        columns.append(cell.key)
      }
    }
    columns = columns.sorted { CorpusReport.precedes($0, $1, in: columnOrder) }
    html.raw("<table class=\"grid\"><tr><th></th>")
    for column in columns { html.element("th", column) }
    html.raw("</tr>")
    for (key, row) in rows {
      html.raw("<tr>")
      html.element("th", key)
      for column in columns {
        html.raw("<td>")
        if case .string(let text, _)? = row[column] { html.corpusString(text) }
        html.raw("</td>")
      }
      html.raw("</tr>")
    }
    html.raw("</table>")
  }
}
