extension Month {
  /// The month the way `cal -w` prints one: the title centred, the weekday header, then a row
  /// per week with its week number in a left column; right-to-left locales read right to left,
  /// as the view draws them (first weekday and week numbers on the right). A day the view's
  /// range leaves out is marked ``unavailableMark`` before its number (`~3`).
  public var text: String {
    let marked = markedWeeks
    let grid = [weekdays.short] + marked
    let width = grid.joined().map(Month.displayWidth).max() ?? 1
    let numbers = weeks.map { String($0.week) }
    let numberWidth = numbers.map(\.count).max() ?? 0
    func pad(_ text: String, to width: Int) -> String {
      String(repeating: " ", count: max(0, width - Month.displayWidth(text))) + text
    }
    func line(_ number: String, _ cells: [String]) -> String {
      let padded = cells.map { pad($0, to: width) }
      let numberColumn = pad(number, to: numberWidth)
      guard isRightToLeft else {
        return ([numberColumn] + padded).joined(separator: " ")
      }
      return (padded.reversed() + [numberColumn]).joined(separator: " ")
    }
    var lines = [line("", weekdays.short)]
    for (number, days) in zip(numbers, marked) { lines.append(line(number, days)) }
    let total = numberWidth + 7 * (width + 1)
    let indent = max(0, (total - Month.displayWidth(title.string)) / 2)
    lines.insert(String(repeating: " ", count: indent) + title.string, at: 0)
    return lines.map { $0.trailingSpacesTrimmed }.joined(separator: "\n")
  }

  /// What marks an unavailable day in ``text``.
  public static let unavailableMark = "~"

  /// Each week's cells, the days ``unavailable`` names marked: the month's days are its
  /// non-empty cells, in order.
  private var markedWeeks: [[String]] {
    guard let unavailable, !unavailable.isEmpty else { return weeks.map(\.days) }
    let left = Set(unavailable)
    var day = 0
    return weeks.map { week in
      week.days.map { cell in
        guard !cell.isEmpty else { return cell }
        day += 1
        return left.contains(day) ? Month.unavailableMark + cell : cell
      }
    }
  }

  /// Terminal columns: two for East Asian wide and fullwidth characters, one for any other
  /// character (a base with its combining marks).
  public static func displayWidth(_ text: String) -> Int {
    text.reduce(0) { width, character in
      let value = character.unicodeScalars.first!.value
      let wide =
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
        || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
        || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
        || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
      return width + (wide ? 2 : 1)
    }
  }
}

extension String {
  fileprivate var trailingSpacesTrimmed: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
