import CorpusDiff
import CorpusModel
import CorpusStore
import GoldenFormat

/// A changed month as reports draw it: the stored grid beside the fresh one, instead of a list
/// of rows.
public struct MonthGrids: Hashable, Sendable {
  /// The golden file and the month's key in it (`calendars › gregorian › month › <instant>`).
  public var file: String
  public var path: [String]
  public var old: MonthGrid?
  public var new: MonthGrid?
  /// The first changed entry of the month, for its location.
  public var change: Change

  /// The months whose grid the changes touch (header, rows, week numbers, order), in the
  /// changes' order, at most `limit` of them, each drawn from both sides' files.
  ///
  /// A month whose title or selected day alone changed is not drawn: its entries say it all.
  /// Only files with a drawn month are read and parsed again; a side that cannot be read or
  /// parsed (the comparison already read it) or lacks the month draws `(none)`.
  public static func collect(
    _ changes: [Change], old: CorpusSide, new: CorpusSide, limit: Int = .max
  ) -> [MonthGrids] {
    var months: [MonthGrids] = []
    // Only the last file's entries are kept: a file's changes are together, and a side that
    // reads its files (`diff`) holds one pair, not every file with a drawn month.
    var parsed: (file: String, old: GoldenEntries?, new: GoldenEntries?)?
    for (file, path, change) in gridChanges(changes).prefix(max(0, limit)) {
      if parsed?.file != file {
        func entries(_ side: CorpusSide) -> GoldenEntries? {
          let node = try? side.withFile(file) { bytes in
            try bytes.map { try GoldenReader.parse($0, file: file) }
          }
          return node.map(GoldenEntries.init)
        }
        parsed = (file, entries(old), entries(new))
      }
      let (a, b) = (parsed!.old, parsed!.new)
      months.append(
        MonthGrids(
          file: file, path: path, old: a?.months[path], new: b?.months[path], change: change))
    }
    return months
  }

  /// How many months the changes redraw, drawn or not.
  public static func count(_ changes: [Change]) -> Int { gridChanges(changes).count }

  /// Each month whose grid changed, once, with its first such change.
  private static func gridChanges(_ changes: [Change]) -> [(String, [String], Change)] {
    var seen = Set<[String]>()
    var months: [(String, [String], Change)] = []
    for change in changes where MonthGrid.inMonth(change.path) {
      guard ["weekdays", "weeks", GoldenEntries.orderKey].contains(change.path[4]) else {
        continue
      }
      let path = Array(change.path.prefix(4))
      if seen.insert([change.file] + path).inserted { months.append((change.file, path, change)) }
    }
    return months
  }

  /// `en_US › gregorian › month › 2024-02-14T20:00:00Z`.
  public var displayKey: String {
    Change(
      file: file, path: path, changeClass: change.changeClass, old: nil, new: nil, oldLine: nil,
      newLine: nil
    ).displayKey
  }

  /// Both grids side by side, `-` over the stored one and `+` over the fresh one: narrow
  /// header, then a row per week with its number on the left (on the right, and the days
  /// right to left, for a right-to-left month).
  public var lines: [String] {
    let left = MonthGrids.lines(old)
    let right = MonthGrids.lines(new)
    let width = (left.map(Month.displayWidth).max() ?? 0)
    var lines: [String] = []
    for index in 0..<max(left.count, right.count) + 1 {
      let a = index == 0 ? "-" : (index - 1 < left.count ? left[index - 1] : "")
      let b = index == 0 ? "+" : (index - 1 < right.count ? right[index - 1] : "")
      let padding = String(repeating: " ", count: width - Month.displayWidth(a))
      lines.append(a + padding + "   │   " + b)
    }
    return lines.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// One grid as lines, `(none)` for a side without the month.
  static func lines(_ grid: MonthGrid?) -> [String] {
    guard let grid else { return ["(none)"] }
    // Cells are the corpus's text: named where no output may carry a character, before the
    // columns are measured.
    let safe = { (cells: [String]) in cells.map { MessageText.escaped($0, limit: nil) } }
    let narrow = safe(grid.narrow)
    let rows = grid.rows.map(safe)
    let weeks = safe(grid.weeks)
    let cells = narrow + rows.joined()
    let width = cells.map(Month.displayWidth).max() ?? 1
    let numberWidth = weeks.map(\.count).max() ?? 0
    func pad(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - Month.displayWidth(text))) + text
    }
    // Right to left as the view draws it: the first weekday and the week numbers on the right.
    func line(_ number: String, _ cells: [String]) -> String {
      let cells = cells.map { pad($0, width) }
      return grid.isRightToLeft
        ? (cells.reversed() + [pad(number, numberWidth)]).joined(separator: " ")
        : ([pad(number, numberWidth)] + cells).joined(separator: " ")
    }
    return [line("", narrow)] + zip(weeks, rows).map(line)
  }
}
