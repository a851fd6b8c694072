import CorpusModel
import Testing

@testable import Assembly

/// February 2024 as a Gregorian engine answers it (29 days from a Thursday), with the first
/// weekday and minimal days a test picks; weeks are counted as ICU counts them from 1 January
/// 2024, a Monday.
private struct February2024: MonthSource {
  var firstWeekday: Int
  var minimalDays = 1
  var digits: (Int) -> String = { String($0) }

  func weekRules() throws -> (firstWeekday: Int, minimalDays: Int) { (firstWeekday, minimalDays) }
  func standaloneWeekdays(narrow: Bool) throws -> [String] {
    narrow
      ? ["S", "M", "T", "W", "T", "F", "S"] : ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  }
  func wideStandaloneWeekdays() throws -> [String] {
    ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
  }
  func bestPattern(for skeleton: String) throws -> String { "<\(skeleton)>" }
  func string(_ pattern: String, at instant: Instant) throws -> String { "\(pattern)@\(instant)" }
  func monthShape(containing instant: Instant) throws -> (days: Int, firstWeekday: Int) { (29, 5) }
  func dayNumbers(_ count: Int, ofMonthContaining instant: Instant) throws -> [String] {
    (1...count).map(digits)
  }
  /// Day of year 32 + day − 1; 1 January is a Monday (weekday 2).
  func weekOfYear(day: Int, ofMonthContaining instant: Instant) throws -> Int {
    let dayOfYear = 31 + day
    let lead = (2 - firstWeekday + 7) % 7
    let firstWeekCounts = 7 - lead >= minimalDays
    return (dayOfYear - 1 + lead) / 7 + (firstWeekCounts ? 1 : 0)
  }
  /// Los Angeles days: 1 February 2024 starts at 08:00 UTC; the month has no zone transition.
  func dayInterval(day: Int, ofMonthContaining instant: Instant) throws -> Range<Int64> {
    let start = 1_706_774_400_000 + Int64(day - 1) * 86_400_000
    return start..<start + 86_400_000
  }
}

@Suite struct MonthAssemblyTests {
  static let instant = try! Instant(iso8601: "2024-02-14T20:00:00Z")

  fileprivate func month(_ source: February2024) throws -> Month {
    let assembly = MonthAssembly(
      locale: LocaleID(rawValue: "xx"), calendar: .gregorian, isRightToLeft: false)
    return try #require(try assembly.months(at: [Self.instant], source: source)[Self.instant])
  }

  @Test func sundayFirstFebruary2024HasFiveRowsNumberedFiveToNine() throws {
    let month = try month(February2024(firstWeekday: 1))
    #expect(month.weekdays.short == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    #expect(month.weeks.map(\.week) == [5, 6, 7, 8, 9])
    #expect(month.weeks.first?.days == ["", "", "", "", "1", "2", "3"])
    #expect(month.weeks.last?.days == ["25", "26", "27", "28", "29", "", ""])
    #expect(month.title == SkeletonResult(pattern: "<yMMMM>", string: "<yMMMM>@\(Self.instant)"))
    #expect(month.selected.pattern == "<yMMMMEEEEd>")
  }

  @Test func mondayFirstTurnsTheHeaderAndTheRows() throws {
    let month = try month(February2024(firstWeekday: 2, minimalDays: 4))
    #expect(month.weekdays.short == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    #expect(month.weekdays.narrow == ["M", "T", "W", "T", "F", "S", "S"])
    #expect(month.weeks.first?.days == ["", "", "", "1", "2", "3", "4"])
    #expect(month.weeks.map(\.week) == [5, 6, 7, 8, 9])
  }

  @Test func saturdayFirstStartsTheMonthInTheSixthColumn() throws {
    let month = try month(February2024(firstWeekday: 7))
    #expect(month.weekdays.short.first == "Sat")
    #expect(month.weeks.first?.days == ["", "", "", "", "", "1", "2"])
    #expect(month.weeks.count == 5)
  }

  /// The cells are what the source writes: the assembly never formats a number itself.
  @Test func daysAreTheSourcesDigits() throws {
    let arabic = Array("٠١٢٣٤٥٦٧٨٩")
    let month = try month(
      February2024(
        firstWeekday: 7,
        digits: { String(String($0).map { arabic[Int(String($0))!] }) }))
    #expect(month.weeks[1].days == ["٣", "٤", "٥", "٦", "٧", "٨", "٩"])
  }

  @Test func aSourceWithoutSevenNamesIsAnEngineError() throws {
    struct Six: MonthSource {
      var inner = February2024(firstWeekday: 1)
      func weekRules() throws -> (firstWeekday: Int, minimalDays: Int) { (1, 1) }
      func standaloneWeekdays(narrow: Bool) throws -> [String] { ["a", "b", "c", "d", "e", "f"] }
      func wideStandaloneWeekdays() throws -> [String] { ["a", "b", "c", "d", "e", "f"] }
      func bestPattern(for skeleton: String) throws -> String { skeleton }
      func string(_ pattern: String, at instant: Instant) throws -> String { pattern }
      func monthShape(containing instant: Instant) throws -> (days: Int, firstWeekday: Int) {
        (29, 5)
      }
      func dayNumbers(_ count: Int, ofMonthContaining instant: Instant) throws -> [String] {
        (1...count).map(String.init)
      }
      func weekOfYear(day: Int, ofMonthContaining instant: Instant) throws -> Int { 1 }
      func dayInterval(day: Int, ofMonthContaining instant: Instant) throws -> Range<Int64> {
        0..<1
      }
    }
    let assembly = MonthAssembly(
      locale: LocaleID(rawValue: "xx"), calendar: .gregorian, isRightToLeft: false)
    #expect(throws: EngineError.self) { try assembly.months(at: [Self.instant], source: Six()) }
  }

  /// What `fmtcorpus month` prints: cal -w's layout.
  @Test func textIsCalendarShaped() throws {
    let month = try month(February2024(firstWeekday: 1))
    let lines = month.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "  Sun Mon Tue Wed Thu Fri Sat")
    #expect(lines[2] == "5                   1   2   3")
    #expect(lines.last == "9  25  26  27  28  29")
  }

  /// UICalendarView's available range: a day wholly outside it is unavailable; a day the range
  /// cuts through (10 February from 12:00, 20 February until 04:00 in Los Angeles) is not.
  @Test func aRangeMarksTheDaysWhollyOutsideIt() throws {
    func month(_ minimum: String?, _ maximum: String?) throws -> Month {
      let assembly = MonthAssembly(
        locale: LocaleID(rawValue: "xx"), calendar: .gregorian, isRightToLeft: false,
        range: MonthRange(
          minimum: try minimum.map(Instant.init(iso8601:)),
          maximum: try maximum.map(Instant.init(iso8601:))))
      let months = try assembly.months(
        at: [Self.instant], source: February2024(firstWeekday: 1))
      return try #require(months[Self.instant])
    }
    let cut = try month("2024-02-10T20:00:00Z", "2024-02-20T12:00:00Z")
    #expect(cut.unavailable == Array(1...9) + Array(21...29))
    // A minimum at a midnight leaves the day before out; a maximum at one keeps that day.
    let edges = try month("2024-02-10T08:00:00Z", "2024-02-20T08:00:00Z")
    #expect(edges.unavailable == Array(1...9) + Array(21...29))
    #expect(try month(nil, "2024-02-01T07:59:59Z").unavailable == Array(1...29))
    #expect(try month("2024-03-01T08:00:00Z", nil).unavailable == Array(1...29))
    #expect(try month("2023-01-01T00:00:00Z", nil).unavailable == [])
    #expect(try self.month(February2024(firstWeekday: 1)).unavailable == nil)
    #expect(
      cut.text.split(separator: "\n").dropFirst(2).first
        == "5                  ~1  ~2  ~3")
  }
}

/// Samoa's December 2011 as a walking engine answers it: 1–29, then the 31st two days on (its
/// zone skipped the 30th); days are Los Angeles-like whole days from 1 December, a Thursday.
private struct SkippingDecember: MonthSource {
  func weekRules() throws -> (firstWeekday: Int, minimalDays: Int) { (1, 1) }
  func standaloneWeekdays(narrow: Bool) throws -> [String] {
    ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  }
  func wideStandaloneWeekdays() throws -> [String] {
    ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
  }
  func bestPattern(for skeleton: String) throws -> String { skeleton }
  func string(_ pattern: String, at instant: Instant) throws -> String { pattern }
  func monthDays(containing instant: Instant) throws -> (firstWeekday: Int, days: [MonthDay]) {
    let days = (1...29).map { MonthDay(label: String($0), offset: $0 - 1) }
    return (5, days + [MonthDay(label: "31", offset: 30)])
  }
  func monthShape(containing instant: Instant) throws -> (days: Int, firstWeekday: Int) {
    Issue.record("the assembly asks monthDays")
    return (31, 5)
  }
  func dayNumbers(_ count: Int, ofMonthContaining instant: Instant) throws -> [String] {
    Issue.record("the assembly asks monthDays")
    return []
  }
  /// Weeks numbered by the row's first day, 49 for 1 December.
  func weekOfYear(day: Int, ofMonthContaining instant: Instant) throws -> Int {
    49 + (day + 3) / 7
  }
  func dayInterval(day: Int, ofMonthContaining instant: Instant) throws -> Range<Int64> {
    let start = Int64(day - 1) * 86_400_000
    return start..<start + 86_400_000
  }
}

@Suite struct SkippedDayAssemblyTests {
  /// Each day in the cell of its offset: the skipped 30th leaves Friday empty, and the
  /// unavailable days are counted among the month's days (the 31st is the 30th day).
  @Test func aSkippedDayLeavesItsCellEmpty() throws {
    let instant = try Instant(iso8601: "2011-12-15T12:00:00Z")
    let assembly = MonthAssembly(
      locale: LocaleID(rawValue: "xx"), calendar: .gregorian, isRightToLeft: false,
      range: MonthRange(
        minimum: Instant(millisecondsSince1970: 0),
        maximum: Instant(millisecondsSince1970: 29 * 86_400_000 - 1)))
    let months = try assembly.months(at: [instant], source: SkippingDecember())
    let month = try #require(months[instant])
    #expect(month.weeks.first?.days == ["", "", "", "", "1", "2", "3"])
    #expect(month.weeks.last?.days == ["25", "26", "27", "28", "29", "", "31"])
    #expect(month.weeks.map(\.week) == [49, 50, 51, 52, 53])
    #expect(month.unavailable == [30])
  }
}
