import Assembly
import CorpusModel
import CorpusStore
import GoldenFormat
import TestSupport
import Testing

@testable import CorpusDiff
import CorpusReports

/// The gate on months, with a month file of its own: a first weekday that moves is one `order`
/// change, a row is one entry, a week number another.
@Suite struct MonthComparisonTests {
  static let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  static let narrow = ["S", "M", "T", "W", "T", "F", "S"]
  static let instant = try! Instant(iso8601: "2024-02-14T20:00:00Z")

  /// February 2024 (29 days from a Thursday) from a first weekday, as `generate` writes it.
  static func file(
    firstWeekday: Int, digits: (Int) -> String = { String($0) }, weeks: [Int] = [5, 6, 7, 8, 9],
    short: [String] = names, title: String = "February 2024", rtl: Bool = false
  ) -> String {
    func turned(_ names: [String]) -> [String] {
      Array(names[(firstWeekday - 1)...] + names[..<(firstWeekday - 1)])
    }
    let rows = MonthGrid.rows((1...29).map(digits), lead: (5 - firstWeekday + 7) % 7)
    let month = Month(
      locale: LocaleID(rawValue: "xx"), calendar: .gregorian, isRightToLeft: rtl,
      title: SkeletonResult(pattern: "MMMM y", string: title),
      weekdays: MonthWeekdays(short: turned(short), narrow: turned(narrow)),
      weeks: zip(weeks, rows).map { MonthWeek(week: $0, days: $1) },
      selected: SkeletonResult(pattern: "EEEE, MMMM d, y", string: "Wednesday, February 14, 2024"))
    let corpus = LocaleCorpus(
      locale: LocaleID(rawValue: "xx"),
      calendars: [.gregorian: CalendarCorpus(months: [instant: month])],
      week: WeekData(firstWeekday: firstWeekday, minimalDaysInFirstWeek: 1, weeks: [:]))
    return String(decoding: LocaleFileEncoding.render(corpus).bytes, as: UTF8.self)
  }

  static let month = ["calendars", "gregorian", "month", "2024-02-14T20:00:00Z"]

  @Test func aRowIsOneLineAndOneEntry() throws {
    let text = Self.file(firstWeekday: 1)
    #expect(
      text.contains(
        "\n            {\"days\": [\"\", \"\", \"\", \"\", \"1\", \"2\", \"3\"], \"week\": 5},\n"))
    let entries = GoldenEntries(try GoldenReader.parse(Array(text.utf8), file: "xx.json"))
    #expect(
      entries.entries[Self.month + ["weeks", "0", "days"]]?.value
        == #"["", "", "", "", "1", "2", "3"]"#)
    #expect(entries.entries[Self.month + ["weeks", "0", "week"]]?.value == "5")
    #expect(entries.entries[Self.month + ["weeks", "0", "days", "4"]] == nil)
  }

  @Test func aFirstWeekdayThatMovesIsOneOrderChange() throws {
    let changes = try Fixtures.changes(
      "xx.json", old: Self.file(firstWeekday: 1), new: Self.file(firstWeekday: 2))
    #expect(changes.count == 2)
    let order = try #require(changes.first { $0.changeClass == .order })
    #expect(order.path == Self.month + ["order"])
    #expect(order.old == "Sun Mon Tue Wed Thu Fri Sat")
    #expect(order.new == "Mon Tue Wed Thu Fri Sat Sun")
    #expect(order.artifact == "month")
    // The week file's own first weekday is a number, a `text` change of its own.
    #expect(changes.contains { $0.path == ["week", "firstWeekday"] && $0.changeClass == .text })
  }

  @Test func aWeekNumberIsItsOwnEntry() throws {
    let changes = try Fixtures.changes(
      "xx.json", old: Self.file(firstWeekday: 1),
      new: Self.file(firstWeekday: 1, weeks: [6, 7, 8, 9, 10]))
    #expect(changes.count == 5)
    #expect(changes.allSatisfy { $0.path.last == "week" && $0.changeClass == .text })
    #expect(changes.first?.old == "5" && changes.first?.new == "6")
  }

  /// With the first weekday, week numbers still count: a moved row keeps its own number.
  @Test func aTurnedMonthStillComparesItsWeekNumbers() throws {
    let changes = try Fixtures.changes(
      "xx.json", old: Self.file(firstWeekday: 1),
      new: Self.file(firstWeekday: 2, weeks: [4, 5, 6, 7, 8]))
    #expect(
      changes.filter { $0.path.first == "calendars" }.map(\.changeClass)
        == [.text, .text, .text, .text, .text, .order])
  }

  @Test func digitsChangeRowByRow() throws {
    let arabic = Array("٠١٢٣٤٥٦٧٨٩")
    let changes = try Fixtures.changes(
      "xx.json", old: Self.file(firstWeekday: 1),
      new: Self.file(
        firstWeekday: 1, digits: { String(String($0).map { arabic[Int(String($0))!] }) }))
    #expect(changes.count == 5)
    #expect(changes.allSatisfy { $0.changeClass == .digits && $0.path.last == "days" })
    #expect(changes[0].new == #"["", "", "", "", "١", "٢", "٣"]"#)
  }

  /// Turned and renamed at once: the order change, and the names as their own change, classed
  /// after turning back.
  @Test func aTurnedHeaderWithNewNamesIsOrderAndCase() throws {
    let changes = try Fixtures.changes(
      "xx.json", old: Self.file(firstWeekday: 1),
      new: Self.file(firstWeekday: 2, short: Self.names.map { $0.uppercased() }))
    let months = changes.filter { $0.path.first == "calendars" }
    #expect(months.map(\.changeClass) == [.order, .case])
    #expect(months[1].path == Self.month + ["weekdays", "short"])
    #expect(months[1].new == #"["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"]"#)
  }

  @Test func acceptingOrderTakesTheTurnedMonthAndNothingLeavesIt() throws {
    let old = Self.file(firstWeekday: 1)
    let new = Self.file(firstWeekday: 2)
    func merge(_ classes: Set<ChangeClass>) throws -> String {
      String(
        decoding: GoldenMerge.merge(
          old: try GoldenReader.parse(Array(old.utf8), file: "old"),
          new: try GoldenReader.parse(Array(new.utf8), file: "new"), accepting: classes
        ).golden.rendered(), as: UTF8.self)
    }
    #expect(try merge([.order, .text]) == new)
    #expect(
      try merge([.text])
        == Self.file(firstWeekday: 1).replacing(
          "\"firstWeekday\": 1", with: "\"firstWeekday\": 2"))
    #expect(try merge([]) == old)
  }

  @Test func acceptingDigitsTakesRowsWhole() throws {
    let arabic = Array("٠١٢٣٤٥٦٧٨٩")
    let old = Self.file(firstWeekday: 1)
    let new = Self.file(
      firstWeekday: 1, digits: { String(String($0).map { arabic[Int(String($0))!] }) })
    let merged = GoldenMerge.merge(
      old: try GoldenReader.parse(Array(old.utf8), file: "old"),
      new: try GoldenReader.parse(Array(new.utf8), file: "new"), accepting: [.digits])
    #expect(String(decoding: merged.golden.rendered(), as: UTF8.self) == new)
  }

  static func side(_ text: String) -> CorpusSide {
    CorpusSide(label: "x/", manifest: nil, files: ["xx.json": Array(text.utf8)])
  }

  /// Reports draw a month whose grid changed, stored beside fresh; a title alone is not drawn.
  @Test func reportsDrawTheTurnedMonthOnly() throws {
    let (old, new) = (Self.file(firstWeekday: 1), Self.file(firstWeekday: 2))
    let changes = try Fixtures.changes("xx.json", old: old, new: new)
    let months = MonthGrids.collect(changes, old: Self.side(old), new: Self.side(new))
    #expect(months.map(\.displayKey) == ["xx › gregorian › month › 2024-02-14T20:00:00Z"])
    #expect(
      months.first?.lines == [
        "-                        │   +",
        "   S  M  T  W  T  F  S   │      M  T  W  T  F  S  S",
        "5              1  2  3   │   5           1  2  3  4",
        "6  4  5  6  7  8  9 10   │   6  5  6  7  8  9 10 11",
        "7 11 12 13 14 15 16 17   │   7 12 13 14 15 16 17 18",
        "8 18 19 20 21 22 23 24   │   8 19 20 21 22 23 24 25",
        "9 25 26 27 28 29         │   9 26 27 28 29",
      ])
    let renamed = Self.file(firstWeekday: 1, title: "Februar 2024")
    let titleOnly = try Fixtures.changes("xx.json", old: old, new: renamed)
    #expect(titleOnly.count == 1)
    #expect(MonthGrids.collect(titleOnly, old: Self.side(old), new: Self.side(renamed)).isEmpty)
  }

  /// A right-to-left month is drawn as the view shows it: Sunday and the week numbers right.
  @Test func aRightToLeftMonthIsDrawnRightToLeft() throws {
    let old = Self.file(firstWeekday: 1, rtl: true)
    let new = Self.file(firstWeekday: 1, weeks: [5, 6, 7, 8, 10], rtl: true)
    let changes = try Fixtures.changes("xx.json", old: old, new: new)
    let lines = try #require(
      MonthGrids.collect(changes, old: Self.side(old), new: Self.side(new)).first?.lines)
    #expect(lines[1] == " S  F  T  W  T  M  S     │    S  F  T  W  T  M  S")
    #expect(lines[2] == " 3  2  1             5   │    3  2  1              5")
    #expect(lines.last == "      29 28 27 26 25 9   │         29 28 27 26 25 10")
  }
}
