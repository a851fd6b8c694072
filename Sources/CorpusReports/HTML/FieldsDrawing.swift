import CorpusDiff
import CorpusStore
import GoldenFormat

/// Draws `fields.json` — the calendar fields of every calendar × zone × instant, the same for
/// every locale — as one table per calendar: a row per zone and instant (the zone once, over
/// its instants), a column per field in the seed's order (era, year, month, monthName,
/// leapMonth, day, hour, minute, weekday, weekdayOrdinal; a field the page does not know
/// follows, by name), each value as the file writes it.
///
/// Each calendar is a `<details>` that starts closed (a link to `report.html#fields-hebrew`
/// opens it), its summary saying how many zones and instants it holds: an all-zones corpus has
/// 478 zones × 10 instants per calendar (14,340 rows in all), which must not bury the page. The
/// end tags HTML lets a table omit are left out, as the months leave them
/// (`<tr><th>…<td>0<td>2550`), so those rows take about 1.4 MB.
/// A calendar whose values are not a zone → instant → fields table is drawn as a table of its
/// keys instead, never dropped.
enum FieldsDrawing {
  /// The seed's component table's order.
  static let fieldOrder = [
    "era", "year", "month", "monthName", "leapMonth", "day", "hour", "minute", "weekday",
    "weekdayOrdinal",
  ]

  /// The file's `fields` member (calendar → zone → instant → fields), in `<details>` per
  /// calendar; only the calendars `shown` names, when it names some (`report --calendar`).
  static func draw(_ node: GoldenNode, calendars shown: [String]? = nil, into html: inout HTMLText)
  {
    guard case .object(let calendars, _, _) = node else {
      return GenericTable.draw(node, into: &html)
    }
    for (calendar, zones) in CorpusReport.ordered(calendars, by: CorpusReport.calendarOrder)
    where shown?.contains(calendar) ?? true {
      html.raw("<details class=\"fields\" id=\"fields-")
      html.text(calendar)
      html.raw("\" data-calendar=\"")
      html.text(calendar)
      html.raw("\"><summary>")
      guard let table = Table(zones) else {
        html.text(calendar)
        html.raw("</summary>")
        GenericTable.draw(zones, into: &html)
        html.raw("</details>")
        continue
      }
      html.text(
        "\(calendar) · \(table.zoneCount) zone\(table.zoneCount == 1 ? "" : "s") × "
          + "\(table.instantCount) instant\(table.instantCount == 1 ? "" : "s")")
      html.raw("</summary>")
      table.draw(into: &html)
      html.raw("</details>")
    }
  }

  /// One calendar's zones, instants and fields, when every value is a plain value.
  struct Table {
    var zones: [(zone: String, rows: [(instant: String, values: [String: GoldenNode])])]
    var columns: [String]

    init?(_ node: GoldenNode) {
      guard case .object(let members, _, _) = node else { return nil }
      var zones: [(zone: String, rows: [(instant: String, values: [String: GoldenNode])])] = []
      var names: Set<String> = []
      for (zone, instantsNode) in members {
        guard case .object(let instants, _, _) = instantsNode, !instants.isEmpty else {
          return nil
        }
        var rows: [(instant: String, values: [String: GoldenNode])] = []
        for (instant, fieldsNode) in instants {
          guard case .object(let fields, _, _) = fieldsNode else { return nil }
          var values: [String: GoldenNode] = [:]
          for (name, value) in fields {
            switch value {
            case .string, .literal: values[name] = value
            case .array, .object: return nil
            }
            names.insert(name)
          }
          rows.append((instant, values))
        }
        zones.append((zone, rows))
      }
      self.zones = zones
      columns = names.sorted { CorpusReport.precedes($0, $1, in: FieldsDrawing.fieldOrder) }
    }

    var zoneCount: Int { zones.count }
    var instantCount: Int { Set(zones.flatMap { $0.rows.map(\.instant) }).count }

    func draw(into html: inout HTMLText) {
      html.raw("<table class=\"fields\"><tr><th>zone<th>instant")
      for column in columns {
        html.raw("<th>")
        html.text(column)
      }
      for (zone, rows) in zones {
        for (index, row) in rows.enumerated() {
          html.raw("<tr>")
          if index == 0 {
            html.raw(rows.count == 1 ? "<th>" : "<th rowspan=\"\(rows.count)\">")
            html.text(zone)
          }
          html.raw("<th>")
          html.text(row.instant)
          for column in columns {
            html.raw("<td>")
            switch row.values[column] {
            case .string(let text, _)?: html.corpusString(text)
            case .literal(let text, _)?: html.text(text)
            default: break
            }
          }
        }
      }
      html.raw("</table>")
    }
  }
}
