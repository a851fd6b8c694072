import Foundation
import TestSupport
import Testing

/// Every `UCAL_*` field the engine passes to ICU is one CICU's header names (`CICU_MONTH`, which
/// cicu.c's static assertion checks against ICU's own enum): a bare number in the Swift code is
/// a field nobody can read, and one no assertion checks.
@Suite struct CalendarFieldNamesTests {
  static let engine = TestSupport.packageRoot.appendingPathComponent("Sources/ICUEngine")

  /// A field given as a number: the field argument of a calendar call (`get`, `set`, `add`,
  /// `actualMaximum`, and CICU's `cicu_ucal_*` that take a field) written as digits (`6`,
  /// `CInt(6)`), or a constant named for a field and set to digits (`julianDayField: CInt = 20`).
  /// No `\b`: Swift's default word boundaries are Unicode's, where `calendar.set` is one word.
  static var literalField: [Regex<Substring>] {
    [
      #/(?:^|\W)(?:get|set|add|actualMaximum)\(\s*(?:CInt\(|Int32\()?\s*\d/#,
      #/cicu_ucal_(?:get|set|add|getActualMaximum)\(\s*[^,()]+,\s*(?:CInt\(|Int32\()?\s*\d/#,
      #/cicu_ucal_getFieldDifference\(\s*[^,]+,\s*[^,]+,\s*(?:CInt\(|Int32\()?\s*\d/#,
      #/[Ff]ield\w*\s*(?::\s*(?:CInt|Int32))?\s*=\s*(?:CInt\(|Int32\()?\s*\d/#,
    ]
  }

  static func givesAFieldAsANumber(_ line: Substring) -> Bool {
    literalField.contains { line.contains($0) }
  }

  /// The scan finds what the engine once had, and passes what it has now.
  @Test func theScanFindsANumberedField() {
    for line in [
      "  static let julianDayField: CInt = 20", "    calendar.set(Self.dayOfYearField, 1)",
      "    let first = try get(20)", "    calendar.set(CInt(6), 1)",
      "cicu_ucal_get(handle, 14, $0)", "cicu_ucal_getFieldDifference(handle, target, 5, $0)",
    ] {
      #expect(
        Self.givesAFieldAsANumber(line[...]) == !line.contains("Self.dayOfYearField"), "\(line)")
    }
    for line in [
      "    calendar.set(CInt(CICU_DAY_OF_YEAR), 1)",
      "    let first = try get(CInt(CICU_JULIAN_DAY))",
      "cicu_ucal_get(handle, field, $0)", "    try calendar.set(instant)",
    ] {
      #expect(!Self.givesAFieldAsANumber(line[...]), "\(line)")
    }
  }

  @Test func theEngineNamesEveryCalendarField() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.engine.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count > 10)
    var found: [String] = []
    for file in files {
      let text = try String(contentsOf: Self.engine.appendingPathComponent(file), encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where Self.givesAFieldAsANumber(line) {
        found.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(found == [], "calendar fields given as numbers:\n\(found.joined(separator: "\n"))")
  }
}
