import CorpusModel
import CorpusStore
import GoldenFormat

/// A calendar view's month in a golden file, as cells: the header in two widths and the rows.
///
/// The checker compares a month row by row (a row's days are one entry, its week number
/// another), and a month whose header turned — the locale's first weekday moved — as one
/// `order` change instead of every row changing: the header is turned back and the days laid
/// out again from the old first weekday before anything else is compared.
public struct MonthGrid: Hashable, Sendable {
  public var short: [String]
  public var narrow: [String]
  public var rows: [[String]]
  public var weeks: [String]
  /// Whether the month reads right to left (`"direction": "rtl"`).
  public var isRightToLeft = false

  /// Whether `path` is a month of a locale file: `calendars › <calendar> › month › <instant>`,
  /// or a configured one: `calendars › <calendar> › availability › <key>`.
  public static func isMonth(_ path: [String]) -> Bool {
    let path = EnginePart.inner(path)
    return path.count == 4 && path[0] == "calendars"
      && (path[2] == Artifact.month.name || path[2] == Artifact.monthRanges.name)
  }

  /// Whether `path` lies inside a month.
  public static func inMonth(_ path: [String]) -> Bool {
    let path = EnginePart.inner(path)
    return path.count > 4 && isMonth(Array(path.prefix(4)))
  }

  public init?(_ node: GoldenNode) {
    func strings(_ node: GoldenNode?) -> [String]? {
      guard case .array(let items, _, _)? = node else { return nil }
      var values: [String] = []
      for item in items {
        guard case .string(let text, _) = item else { return nil }
        values.append(text)
      }
      return values
    }
    guard let short = strings(node["weekdays"]?["short"]),
      let narrow = strings(node["weekdays"]?["narrow"]), short.count == 7, narrow.count == 7,
      case .array(let items, _, _)? = node["weeks"]
    else { return nil }
    var rows: [[String]] = []
    var weeks: [String] = []
    for item in items {
      guard let days = strings(item["days"]), days.count == 7 else { return nil }
      rows.append(days)
      if case .literal(let week, _)? = item["week"] { weeks.append(week) } else { weeks.append("") }
    }
    (self.short, self.narrow, self.rows, self.weeks) = (short, narrow, rows, weeks)
    if case .string("rtl", _)? = node["direction"] { isRightToLeft = true }
  }

  public init(short: [String], narrow: [String], rows: [[String]], weeks: [String]) {
    (self.short, self.narrow, self.rows, self.weeks) = (short, narrow, rows, weeks)
  }

  /// The column of the month's first day.
  var lead: Int? { rows.first?.firstIndex { !$0.isEmpty } }

  /// The month's days in order.
  public var days: [String] { rows.joined().filter { !$0.isEmpty } }

  /// How many columns the header turned from `old` to `self`, when it turned: the same names
  /// (in either width) now start elsewhere and the first day moved with them.
  func turn(from old: MonthGrid) -> Int? {
    guard let a = old.lead, let b = lead, a != b else { return nil }
    let turn = (b - a + 7) % 7
    let sameNames =
      Self.turned(short, back: turn) == old.short || Self.turned(narrow, back: turn) == old.narrow
    return sameNames ? turn : nil
  }

  /// The header turned back by `turn` columns: what stood in column `c` before.
  static func turned(_ names: [String], back turn: Int) -> [String] {
    names.indices.map { names[($0 + turn) % names.count] }
  }

  /// The days laid out from column `lead`, seven to a row.
  static func rows(_ days: [String], lead: Int) -> [[String]] {
    var cells = Array(repeating: "", count: lead) + days
    cells += Array(repeating: "", count: (7 - cells.count % 7) % 7)
    return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
  }

  /// A row or header as its entry reads: the JSON array as the file writes it.
  static func entryText(_ cells: [String]) -> String {
    String(
      decoding: GoldenJSON.inline(.array(cells.map { .string($0) })).rendered().dropLast(),
      as: UTF8.self)
  }

  /// The changes of a month whose header turned: one `order` change, then the header names and
  /// the days compared after turning the new month back. Week numbers are compared row by row
  /// as every month's are, by the caller.
  static func turnedChanges(
    file: String, month prefix: [String], old: MonthGrid, new: MonthGrid, turn: Int,
    _ a: GoldenEntries, _ b: GoldenEntries
  ) -> [Change] {
    func line(_ entries: GoldenEntries, _ path: [String]) -> Int? {
      entries.entries[prefix + path]?.line ?? entries.containers[prefix + path.dropLast()]
    }
    let header = ["weekdays", "short"]
    var changes = [
      Change(
        file: file, path: prefix + [GoldenEntries.orderKey], changeClass: .order,
        old: old.short.joined(separator: " "), new: new.short.joined(separator: " "),
        oldLine: line(a, header), newLine: line(b, header))
    ]
    for (width, before, after) in [
      ("short", old.short, new.short), ("narrow", old.narrow, new.narrow),
    ] {
      let back = turned(after, back: turn)
      guard back != before else { continue }
      let path = ["weekdays", width]
      changes.append(
        Change(
          file: file, path: prefix + path,
          changeClass: StringClassifier.classify(old: entryText(before), new: entryText(back)),
          old: entryText(before), new: entryText(after), oldLine: line(a, path),
          newLine: line(b, path)))
    }
    let relaid = rows(new.days, lead: old.lead ?? 0)
    for index in 0..<max(old.rows.count, relaid.count) {
      let path = ["weeks", String(index), "days"]
      let before = index < old.rows.count ? entryText(old.rows[index]) : nil
      let after = index < relaid.count ? entryText(relaid[index]) : nil
      guard before != after else { continue }
      let changeClass: ChangeClass =
        switch (before, after) {
        case (let x?, let y?): StringClassifier.classify(old: x, new: y)
        case (nil, _): .added
        case (_, nil): .removed
        }
      changes.append(
        Change(
          file: file, path: prefix + path, changeClass: changeClass, old: before, new: after,
          oldLine: line(a, path), newLine: line(b, path)))
    }
    return changes.map { $0.located(old: a, new: b) }
  }
}
