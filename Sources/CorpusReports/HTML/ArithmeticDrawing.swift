import GoldenFormat

/// Draws `fields.json`'s `arithmetic`: per calendar a `<details>` (closed until opened, like
/// the fields), a row per case — its name and, when the manifest's plan has it, what it
/// computes (`2024-01-31T17:00:00Z add month=1`) — and a column per zone, each cell the
/// outcome as `calc` prints it; a case pinned to one zone fills that zone's column only.
enum ArithmeticDrawing {
  /// - Parameter shown: the calendars drawn (`report --calendar`); nil draws all.
  static func draw(
    _ node: GoldenNode, cases: [String: String], calendars shown: [String]? = nil,
    into html: inout HTMLText
  ) {
    guard case .object(let calendars, _, _) = node else {
      return GenericTable.draw(node, into: &html)
    }
    for (calendar, zonesNode) in CorpusReport.ordered(calendars, by: CorpusReport.calendarOrder)
    where shown?.contains(calendar) ?? true {
      html.raw("<details class=\"fields\" id=\"arithmetic-")
      html.text(calendar)
      html.raw("\" data-calendar=\"")
      html.text(calendar)
      html.raw("\"><summary>")
      html.text(calendar)
      html.raw("</summary>")
      guard case .object(let zones, _, _) = zonesNode else {
        GenericTable.draw(zonesNode, into: &html)
        html.raw("</details>")
        continue
      }
      var names: [String] = []
      for (_, zone) in zones {
        guard case .object(let outcomes, _, _) = zone else { continue }
        for outcome in outcomes where !names.contains(outcome.key) { names.append(outcome.key) }
      }
      html.raw("<table class=\"fields\"><tr><th>case</th><th>calculation</th>")
      for (zone, _) in zones { html.element("th", zone) }
      html.raw("</tr>")
      for name in names {
        html.raw("<tr>")
        html.element("th", name)
        html.raw("<td>")
        html.corpusString(cases[name] ?? "")
        html.raw("</td>")
        for (_, zone) in zones {
          html.raw("<td>")
          if case .string(let text, _)? = zone[name] { html.corpusString(text) }
          html.raw("</td>")
        }
        html.raw("</tr>")
      }
      html.raw("</table></details>")
    }
  }
}
