import CorpusDiff
import CorpusStore
import GoldenFormat

/// Draws a stored month as a calendar view shows it: a small grid under its title, the
/// weekday header (the short names; the narrow ones on hover), one row per week with its week
/// number in the first column, empty cells outside the month, the selected day marked, the
/// days an available range leaves out (`"unavailable"`) greyed and struck through (class `u`),
/// the whole mirrored for `"direction": "rtl"` (the table's `dir`).
///
/// The markup is kept small — the whole corpus draws some 7,000 months — by leaving out the
/// end tags HTML lets a table omit (`<tr><th>5<td><td>1<td>2`).
enum MonthDrawing {
  /// A calendar's `month` artifact: each of its months as a grid, or — when any of them is not
  /// a month the page can lay out — the whole artifact as a table of its keys.
  /// - Parameter spoken: the calendar's accessibility values, whose full weekday names label
  ///   the header cells (`aria-label`); nil for a file without them.
  static func draw(_ node: GoldenNode, spoken: GoldenNode? = nil, into html: inout HTMLText) {
    guard case .object(let months, _, _) = node, !months.isEmpty,
      months.allSatisfy({ MonthGrid($0.value) != nil })
    else { return GenericTable.draw(node, into: &html) }
    html.raw("<div class=\"months\">")
    for month in months { grid(month.value, instant: month.key, spoken: spoken, into: &html) }
    html.raw("</div>")
  }

  /// One month: `<table class="mo">`, the title as its caption, the selected day's full date
  /// as the table's `title`.
  static func grid(
    _ node: GoldenNode, instant: String, spoken: GoldenNode? = nil, into html: inout HTMLText
  ) {
    guard let grid = MonthGrid(node) else { return GenericTable.draw(node, into: &html) }
    let selectedString = node["selected"]?["string"].flatMap(PickerDrawing.string)
    // A cell is marked by the number it shows, not by its place: a month that skips days
    // (October 1582: 1–4, then 15–31) shows its 20th as its 10th cell.
    let numbers = grid.days.map(Self.number)
    let selected = selectedDay(
      pattern: node["selected"]?["pattern"].flatMap(PickerDrawing.string),
      string: selectedString, dayCount: numbers.compactMap { $0 }.max() ?? grid.days.count)
    let selectedCell = selected.flatMap { day in
      numbers.allSatisfy { $0 == nil } ? day : numbers.firstIndex(of: day).map { $0 + 1 }
    }
    let unavailable = Self.unavailable(node)
    let title = node["title"]?["string"].flatMap(PickerDrawing.string)
    // Every cell's reading, when the accessibility values hold this month's (by its title)
    // and one reading per drawn day.
    var readings: [String] = []
    if let title, spoken?["cells"]?["month"].flatMap(PickerDrawing.string) == title,
      case .array(let items, _, _)? = spoken?["cells"]?["days"],
      items.count == grid.days.count
    {
      readings = items.map { PickerDrawing.string($0) ?? "" }
    }
    html.raw("<table class=\"mo\" dir=\"\(grid.isRightToLeft ? "rtl" : "ltr")\" data-at=\"")
    html.text(instant)
    html.raw("\"")
    if let selectedString {
      html.raw(" title=\"")
      html.text(selectedString)
      html.raw("\"")
    }
    html.raw("><caption>")
    if let title { html.corpusString(title) }
    html.raw("</caption><tr><th>")
    var full: [String] = []
    if case .array(let names, _, _)? = spoken?["weekdays"] {
      full = names.compactMap(PickerDrawing.string)
    }
    for (index, (short, narrow)) in zip(grid.short, grid.narrow).enumerated() {
      html.raw("<th title=\"")
      html.text(narrow)
      html.raw("\"")
      if full.count == 7 {
        // The header's own words are abbreviated; a screen reader says the day in full.
        html.raw(" aria-label=\"")
        html.text(full[index])
        html.raw("\"")
      }
      html.raw(">")
      html.corpusString(short)
    }
    var day = 0
    for (row, week) in zip(grid.rows, grid.weeks) {
      html.raw("<tr><th>")
      html.text(week)
      for cell in row {
        guard !cell.isEmpty else {
          html.raw("<td>")
          continue
        }
        day += 1
        let classes = [day == selectedCell ? "s" : nil, unavailable.contains(day) ? "u" : nil]
          .compactMap { $0 }
        html.raw(classes.isEmpty ? "<td" : "<td class=\"\(classes.joined(separator: " "))\"")
        // What a screen reader says for the cell: the day as the locale reads it, or, without
        // the month's readings, the one cell the file reads: the selected day.
        let reading =
          readings.indices.contains(day - 1)
          ? readings[day - 1] : day == selectedCell ? selectedString : nil
        if let reading {
          html.raw(" title=\"")
          html.text(reading)
          html.raw("\" aria-label=\"")
          html.text(reading)
          html.raw("\"")
        }
        html.raw(">")
        html.corpusString(cell)
      }
    }
    html.raw("</table>")
  }

  /// The number a day cell shows in decimal digits of any script (`15`, `١٥`), nil for a day
  /// written otherwise (Hebrew numerals) or beyond Int.max.
  static func number(_ cell: String) -> Int? {
    var value = 0
    for scalar in cell.unicodeScalars {
      guard scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue
      else { return nil }
      let (tens, overflowed) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowedAgain) = tens.addingReportingOverflow(Int(digit))
      guard !overflowed, !overflowedAgain else { return nil }
      value = sum
    }
    return cell.isEmpty ? nil : value
  }

  /// The days (1-based) a month's `"unavailable"` lists; none without the key, and only the
  /// whole numbers among its items (corpus text is data: anything else is not a day).
  static func unavailable(_ node: GoldenNode) -> Set<Int> {
    guard case .array(let items, _, _)? = node["unavailable"] else { return [] }
    return Set(
      items.compactMap { item in
        guard case .literal(let text, _) = item else { return nil }
        return Int(text)
      })
  }

  /// Which day of the month (1-based) `selected` names, found without a calendar: the
  /// pattern's numeric fields are matched in order to the string's runs of decimal digits (in
  /// any script), and the one standing for `d` is read. Nil when they do not line up one to
  /// one — a day written in letters (Hebrew numerals), an era with digits — or the day is out
  /// of range (a run of digits beyond Int.max included): the grid is then drawn without a mark.
  static func selectedDay(pattern: String?, string: String?, dayCount: Int) -> Int? {
    guard let pattern, let string else { return nil }
    let fields = numericFields(pattern)
    guard let index = fields.firstIndex(of: "d") else { return nil }
    var numbers: [Int] = []
    var current: Int?
    for scalar in string.unicodeScalars {
      if scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue {
        // A run worth more than Int.max (an edited file) is no day: it stays at Int.max.
        let (tens, overflowed) = (current ?? 0).multipliedReportingOverflow(by: 10)
        let (sum, overflowedAgain) = tens.addingReportingOverflow(Int(digit))
        current = overflowed || overflowedAgain ? Int.max : sum
      } else if let value = current {
        numbers.append(value)
        current = nil
      }
    }
    if let value = current { numbers.append(value) }
    guard numbers.count == fields.count, (1...max(1, dayCount)).contains(numbers[index]) else {
      return nil
    }
    return numbers[index]
  }

  /// The fields of a date pattern written as numbers, in order: `EEEE, MMMM d, y G` → `d`, `y`.
  static func numericFields(_ pattern: String) -> [Character] {
    let numeric: Set<Character> = [
      "y", "Y", "u", "r", "d", "D", "F", "w", "W", "h", "H", "k", "K", "m", "s",
    ]
    let shortNumeric: Set<Character> = ["M", "L", "e", "c", "Q", "q"]
    var fields: [Character] = []
    var quoted = false
    var previous: Character?
    var run = 0
    func flush() {
      guard let letter = previous else { return }
      if numeric.contains(letter) || (shortNumeric.contains(letter) && run <= 2) {
        fields.append(letter)
      }
    }
    for character in pattern {
      if character == "'" {
        flush()
        previous = nil
        quoted.toggle()
        continue
      }
      if !quoted, character.isASCII, character.isLetter {
        if character == previous {
          run += 1
        } else {
          flush()
          (previous, run) = (character, 1)
        }
      } else {
        flush()
        previous = nil
      }
    }
    flush()
    return fields
  }
}
