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
  func rows(_ fragment: String, field: WheelField, offsets: ClosedRange<Int>) throws -> [String] {
    offsets.map { "\(fragment)@\($0)" }
  }
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
  func hourRows(_ fragment: String, hours: Range<Int>, onTheHour: Bool) throws -> (
    rows: [String], reference: String
  ) {
    (hours.map { "\(fragment)@\($0)" }, "\(fragment)@18")
  }
  func minuteRows(_ fragment: String, minutes: [Int]) throws -> [String] {
    minutes.map { "\(fragment)@\($0)" }
  }
  func span(of field: WheelField, value: Int, minutes: Int) throws -> Range<Int64> {
    0..<1
  }
  var referenceTime: (hour: Int, minute: Int) { (18, 53) }
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

@Suite struct RememberingPickerSourceTests {
  /// Minutes are kept one by one: a later question mixing kept and new minutes gets each row
  /// in the order asked, as the base writes it.
  @Test func minutesKeptOneByOne() throws {
    let source = RememberingPickerSource(ScriptedSource(patterns: [:]))
    #expect(try source.minuteRows("mm", minutes: [0, 15]) == ["mm@0", "mm@15"])
    #expect(
      try source.minuteRows("mm", minutes: [0, 5, 15, 20]) == ["mm@0", "mm@5", "mm@15", "mm@20"])
    #expect(try source.minuteRows("m", minutes: [15]) == ["m@15"])
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
