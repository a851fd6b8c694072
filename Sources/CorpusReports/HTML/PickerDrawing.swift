import CorpusDiff
import CorpusStore
import GoldenFormat

/// Draws a stored picker as the user sees it: its wheels side by side (right to left for a
/// `"direction": "rtl"` locale), each showing the selected row in the selection band and two
/// rows above and below fading out, count-down unit labels beside their wheels.
///
/// Works on the golden file's own nodes rather than decoded `Picker` values, so the report
/// draws whatever a file holds, from either side of a diff, without an engine.
enum PickerDrawing {
  /// Wheels that turn round and round in the picker: past the last row comes the first again.
  /// The year, the combined date and the AM/PM wheel stop at their ends.
  static let circularFields: Set<String> = ["month", "day", "hour", "minute"]

  /// Rows shown above and below the selected one.
  static let reach = 2

  /// A configured picker as stored (only what differs from the reference picker of its mode)
  /// made whole again: each member it leaves out taken from `reference`, wheel by wheel (by
  /// `field`) and within a wheel's `labels`.
  static func merged(_ node: GoldenNode, reference: GoldenNode?) -> GoldenNode {
    guard let reference else { return node }
    func overlay(_ top: GoldenNode, _ base: GoldenNode?, depth: Int) -> GoldenNode {
      guard depth > 0, case .object(let members, let line, let endLine) = top,
        case .object(let under, _, _)? = base
      else { return top }
      var result: [(key: String, value: GoldenNode)] = under.filter { member in
        !members.contains { $0.key == member.key }
      }
      for member in members {
        result.append((member.key, overlay(member.value, base?[member.key], depth: depth - 1)))
      }
      return .object(result.sorted { $0.key < $1.key }, line: line, endLine: endLine)
    }
    guard case .object(var members, let line, let endLine) = overlay(node, reference, depth: 1),
      let index = members.firstIndex(where: { $0.key == "wheels" }),
      case .array(let wheels, let wheelsLine, let wheelsEnd) = members[index].value,
      case .array(let referenceWheels, _, _)? = reference["wheels"]
    else { return node }
    members[index].value = .array(
      wheels.map { wheel in
        let base = referenceWheels.first { $0["field"] != nil && $0["field"] == wheel["field"] }
        return overlay(wheel, base, depth: 2)
      }, line: wheelsLine, endLine: wheelsEnd)
    return .object(members, line: line, endLine: endLine)
  }

  /// One picker.
  ///
  /// - Parameters:
  ///   - node: the picker's object (`direction`, `pattern`, `wheels`).
  ///   - mode: `time`, `date`, … (shown, and kept as `data-mode` for tests).
  ///   - marks: a wheel's field → a class that marks it (`moved`, `changed`, `added`).
  ///   - names: the locale's field names (the accessibility artifact's `fields`), drawn under
  ///     each wheel and, with its selected row, its `aria-label` (the combined date wheel
  ///     takes the day's); nil for a file without them.
  ///   - spoken: a wheel's field → its selected value as spoken (the accessibility artifact's
  ///     `countDown`: `1 hour`, not `1`), read in its `aria-label` instead of the row; nil for a
  ///     picker whose values the file does not hold (every mode but the reference count-down).
  static func draw(
    _ node: GoldenNode, mode: String, calendar: String, marks: [String: String] = [:],
    names: GoldenNode? = nil, spoken: GoldenNode? = nil, into html: inout HTMLText
  ) {
    let direction = node["direction"].flatMap(string) ?? "ltr"
    guard case .array(let wheels, _, _)? = node["wheels"] else { return }
    let parsed = wheels.map(Wheel.init)
    let text = "[ " + parsed.map { $0.selectedRow ?? "" }.joined(separator: " | ") + " ]"
    html.raw("<figure class=\"picker-box\"><figcaption>")
    html.text(mode)
    if let pattern = node["pattern"].flatMap(string) {
      html.raw(" <code>")
      html.corpusString(pattern)
      html.raw("</code>")
    }
    html.raw("</figcaption><div class=\"picker\" dir=\"\(direction == "rtl" ? "rtl" : "ltr")\"")
    html.raw(" data-mode=\"")
    html.text(mode)
    html.raw("\" data-calendar=\"")
    html.text(calendar)
    html.raw("\" data-text=\"")
    html.text(text)
    html.raw("\" role=\"group\" aria-label=\"")
    html.text(mode)
    html.raw("\"><div class=\"band\"></div>")
    for wheel in parsed {
      let name = names?[wheel.field == "date" ? "day" : wheel.field]?["wide"].flatMap(string)
      let value = spoken?[wheel.field]?["wide"].flatMap(string) ?? wheel.selectedRow ?? ""
      drawWheel(wheel, mark: marks[wheel.field], name: name, value: value, into: &html)
    }
    html.raw("</div>")
    if let today = parsed.lazy.compactMap(\.today).first {
      html.raw("<div class=\"today\">today: ")
      html.corpusString(today)
      html.raw("</div>")
    }
    html.raw("</figure>")
  }

  private static func drawWheel(
    _ wheel: Wheel, mark: String?, name: String?, value: String, into html: inout HTMLText
  ) {
    html.raw("<div class=\"wheel\(mark.map { " " + $0 } ?? "")\" data-field=\"")
    html.text(wheel.field)
    html.raw("\"")
    if let mark { html.raw(" title=\"\(mark)\"") }
    if let name {
      // What a screen reader says for the wheel: its name and the value it shows.
      html.raw(" role=\"group\" aria-label=\"")
      html.text("\(name): \(value)")
      html.raw("\"")
    }
    html.raw("><div class=\"rows\">")
    let count = wheel.rows.count
    for offset in -reach...reach {
      // A selection at the ends of Int's range (a read corpus refuses one outside the rows,
      // but the drawing takes any node) draws nothing where a row index would overflow.
      let (sum, overflow) = wheel.selected.addingReportingOverflow(offset)
      var index = overflow ? -1 : sum
      if !overflow, circularFields.contains(wheel.field), count > 0 {
        index = ((index % count) + count) % count
        // A wheel with fewer rows than the window shows each row once.
        if count <= 2 * reach, offset != 0, index == wheel.selected { index = -1 }
      }
      let style = offset == 0 ? "row sel" : "row o\(abs(offset))"
      html.raw("<div class=\"\(style)\">")
      if wheel.rows.indices.contains(index) { html.corpusString(wheel.rows[index]) }
      html.raw("</div>")
    }
    html.raw("</div>")
    if let unit = wheel.unit {
      html.raw("<div class=\"unit\" title=\"")
      html.text(wheel.unitTitle)
      html.raw("\">")
      html.corpusString(unit)
      html.raw("</div>")
    }
    if let name {
      html.raw("<div class=\"fname\" aria-hidden=\"true\">")
      html.corpusString(name)
      html.raw("</div>")
    }
    html.raw("</div>")
  }

  static func string(_ node: GoldenNode) -> String? {
    if case .string(let text, _) = node { return text }
    return nil
  }

  /// A wheel's parts, read from its golden node.
  struct Wheel {
    var field: String
    var rows: [String]
    var selected: Int
    var labels: GoldenNode?

    init(_ node: GoldenNode) {
      field = node["field"].flatMap(PickerDrawing.string) ?? "?"
      if case .array(let items, _, _)? = node["rows"] {
        rows = items.map { PickerDrawing.string($0) ?? "" }
      } else {
        rows = []
      }
      if case .literal(let text, _)? = node["selected"], let value = Int(text) {
        selected = value
      } else {
        selected = -1
      }
      labels = node["labels"]
    }

    var selectedRow: String? { rows.indices.contains(selected) ? rows[selected] : nil }

    var today: String? { labels?["today"].flatMap(PickerDrawing.string) }

    /// The count-down unit beside the wheel: the wide label without its number, in the plural
    /// category of the selected row — `one` for a row reading `1` where the locale has that
    /// category, `other` otherwise. (Choosing a category properly needs the locale's plural
    /// rules, which the report has no engine for; a count-down shows 1 h 53 min, and 1 is
    /// `one` wherever `one` exists.)
    var unit: String? {
      guard let wide = labels?["wide"] else { return nil }
      let category = selectedRow == "1" && wide["one"] != nil ? "one" : "other"
      guard let label = wide[category].flatMap(PickerDrawing.string) else { return nil }
      let bare = label.replacingAll("{0}", with: "")
      return bare.trimmingSpaces.isEmpty ? label : bare.trimmingSpaces
    }

    /// Every label, for hovering: `wide one: {0} hour · wide other: {0} hours · …`.
    var unitTitle: String {
      var parts: [String] = []
      for width in ["wide", "short"] {
        guard case .object(let members, _, _)? = labels?[width] else { continue }
        for member in members {
          parts.append("\(width) \(member.key): \(PickerDrawing.string(member.value) ?? "")")
        }
      }
      return parts.joined(separator: " · ")
    }
  }
}

extension String {
  /// Without Foundation: every `target` replaced.
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var output = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      output += rest[..<range.lowerBound]
      output += replacement
      rest = rest[range.upperBound...]
    }
    return output + rest
  }

  /// Without leading and trailing spaces of any kind.
  var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
