import CorpusModel
import Testing

@testable import Assembly

/// A source that answers with fixed patterns and writes each row as `fragment@value`, so a test
/// sees which values the assembly asked for.
struct ScriptedSource: PickerSource {
  var patterns: [String: String]

  func bestPattern(for skeleton: String) throws -> String { patterns[skeleton] ?? skeleton }
  func dateAndTimePattern(date: String, time: String) throws -> (pattern: String, dateFirst: Bool) {
    ("\(date) \(time)", true)
  }
  func todayWord() throws -> String { "Today" }
  /// Instants count years from 2000 in this script; the picker's date is in 2007.
  func yearOffset(to instant: Instant) throws -> Int {
    Int(instant.millisecondsSince1970 / 31_536_000_000) + 1970 - 2007
  }
  func monthsOfYear(_ fragment: String) throws -> (rows: [String], selected: Int) {
    ((1...12).map { "\(fragment)@\($0)" }, 10)
  }
  func daysOfMonth(_ fragment: String) throws -> (rows: [String], selected: Int) {
    ((1...30).map { "\(fragment)@\($0)" }, 14)
  }
  /// Moments are written `hhmm`; the picker's date is 18:53.
  var reference: Int64 { 1853 }
  var referenceTime: (hour: Int, minute: Int) { (18, 53) }
  func moment(hour: Int, minute: Int) throws -> Int64 { Int64(hour * 100 + minute) }
  func moment(dayOfMonth day: Int) throws -> Int64 { Int64(day * 10_000) }
  func moment(adding value: Int, _ unit: CalendarUnit, to moment: Int64) throws -> Int64 {
    moment + Int64(value)
  }
  func interval(of unit: CalendarUnit, containing moment: Int64) throws -> Range<Int64> {
    moment..<moment + 1
  }
  func rows(_ fragment: String, at moments: [Int64]) throws -> [String] {
    moments.map { "\(fragment)@\($0)" }
  }
  func pluralCategory(of number: Int) throws -> String { number == 1 ? "one" : "other" }
  func number(_ value: Int) throws -> String { String(value) }
  func duration(_ value: Int, unit: String, wide: Bool) throws -> String { "\(value) \(unit)" }
}

@Suite struct PickerAssemblyTests {
  func timeWheels(_ jmm: String) throws -> [Wheel] {
    let assembly = PickerAssembly(
      locale: LocaleID(rawValue: "xx"), calendar: .gregorian, isRightToLeft: false)
    let pickers = try assembly.pickers(
      modes: [.time], source: ScriptedSource(patterns: ["jmm": jmm]))
    return try #require(pickers.first).wheels
  }

  /// 12 or 24 hours follows the pattern's field letters; a quoted `h` is text, not a field.
  @Test(arguments: [
    ("HH'h'mm", 24, 18), ("H 'h' mm", 24, 18), ("h:mm a", 12, 6), ("K:mm a", 12, 6),
    ("kk'K'mm", 24, 18),
  ])
  func hourCycleFromFieldLettersOnly(pattern: String, count: Int, selected: Int) throws {
    let hour = try #require(try timeWheels(pattern).first)
    #expect(hour.field == .hour)
    #expect(hour.rows.count == count)
    #expect(hour.selected == selected)
  }
}

/// Which moment each time row is rendered at is the assembly's decision (issue 26): the source
/// only renders a fragment at the moments it is given.
@Suite struct PickerLayoutTests {
  @Test func timeRowsAreRenderedAtTheMomentsTheAssemblyChooses() throws {
    let wheels = try PickerAssemblyTests().timeWheels("h:mm a")
    #expect(wheels.map(\.field) == [.hour, .minute, .dayPeriod])
    // Each hour of the half day at the reference's minute, 53.
    #expect(wheels[0].rows == (0..<12).map { "h@\($0 * 100 + 53)" })
    // The reference's hour, 18, at each minute.
    #expect(wheels[1].rows == (0..<60).map { "mm@\(1800 + $0)" })
    #expect(wheels[1].selected == 53)
    // The day periods are read on each hour, then at the reference (distinct rows kept).
    #expect(wheels[2].rows == (0..<24).map { "a@\($0 * 100)" } + ["a@1853"])
    #expect(wheels[2].selected == 24)
  }
}

@Suite struct RememberingPickerSourceTests {
  /// Rows are kept moment by moment: a later question mixing kept and new moments gets each
  /// row in the order asked, as the base writes it, and the base is asked only the new ones.
  @Test func rowsKeptMomentByMoment() throws {
    let counting = CountingSource()
    let source = RememberingPickerSource(counting)
    #expect(try source.rows("mm", at: [1800, 1815]) == ["mm@1800", "mm@1815"])
    #expect(
      try source.rows("mm", at: [1800, 1805, 1815, 1805])
        == ["mm@1800", "mm@1805", "mm@1815", "mm@1805"])
    #expect(try source.rows("m", at: [1815]) == ["m@1815"])
    #expect(counting.asked.value == [["mm": [1800, 1815]], ["mm": [1805]], ["m": [1815]]])
  }

  /// The same picker through a remembering source, asked twice, and through the plain source.
  @Test func rememberedPickersEqualPlainOnes() throws {
    let patterns = ["jmm": "h:mm a", "yMMMMd": "MMMM d, y", "MMMEd": "EEE, MMM d"]
    let remembering = RememberingPickerSource(ScriptedSource(patterns: patterns))
    let assembly = PickerAssembly(
      locale: LocaleID(rawValue: "xx"), calendar: .gregorian, isRightToLeft: false)
    let plain = try assembly.pickers(
      modes: PickerMode.allCases, source: ScriptedSource(patterns: patterns))
    #expect(try assembly.pickers(modes: PickerMode.allCases, source: remembering) == plain)
    #expect(try assembly.pickers(modes: PickerMode.allCases, source: remembering) == plain)
  }
}

/// A scripted source that records which moments each `rows(_:at:)` asks for.
final class CountingSource: PickerSource {
  let script = ScriptedSource(patterns: [:])
  let asked = Box<[[String: [Int64]]]>([])

  final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  func bestPattern(for skeleton: String) throws -> String { try script.bestPattern(for: skeleton) }
  func dateAndTimePattern(date: String, time: String) throws -> (pattern: String, dateFirst: Bool) {
    try script.dateAndTimePattern(date: date, time: time)
  }
  func todayWord() throws -> String { try script.todayWord() }
  func yearOffset(to instant: Instant) throws -> Int { try script.yearOffset(to: instant) }
  func monthsOfYear(_ fragment: String) throws -> (rows: [String], selected: Int) {
    try script.monthsOfYear(fragment)
  }
  func daysOfMonth(_ fragment: String) throws -> (rows: [String], selected: Int) {
    try script.daysOfMonth(fragment)
  }
  var reference: Int64 { script.reference }
  var referenceTime: (hour: Int, minute: Int) { script.referenceTime }
  func moment(hour: Int, minute: Int) throws -> Int64 {
    try script.moment(hour: hour, minute: minute)
  }
  func moment(dayOfMonth day: Int) throws -> Int64 { try script.moment(dayOfMonth: day) }
  func moment(adding value: Int, _ unit: CalendarUnit, to moment: Int64) throws -> Int64 {
    try script.moment(adding: value, unit, to: moment)
  }
  func interval(of unit: CalendarUnit, containing moment: Int64) throws -> Range<Int64> {
    try script.interval(of: unit, containing: moment)
  }
  func rows(_ fragment: String, at moments: [Int64]) throws -> [String] {
    asked.value.append([fragment: moments])
    return try script.rows(fragment, at: moments)
  }
  func pluralCategory(of number: Int) throws -> String { try script.pluralCategory(of: number) }
  func number(_ value: Int) throws -> String { try script.number(value) }
  func duration(_ value: Int, unit: String, wide: Bool) throws -> String {
    try script.duration(value, unit: unit, wide: wide)
  }
}
