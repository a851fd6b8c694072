import CorpusStore
import GoldenFormat
import TestSupport
import Testing

@testable import CorpusDiff
import CorpusReports

/// `review`'s merge: the changes chosen one by one (`GoldenMerge.choosing`) give exactly what
/// accepting their classes gives, and a single change taken is that change and nothing else.
@Suite struct ChosenMergeTests {
  /// en_US before a made-up upgrade: no AM/PM wheel in the Buddhist time picker and the date
  /// picker's wheels moved (`WheelMergeTests`), `1:00 PM` with an ASCII space, a week key
  /// renamed (added and removed entries) and one string changed.
  static func upgrade() throws -> (old: String, new: String) {
    var (old, new) = try WheelMergeTests.storedBeforeUpgrade()
    old = old.replacingOccurrences(of: "\u{202F}PM", with: " PM")
    old = try Fixtures.edit(
      old, "      \"2007-01-09T18:00:00Z\": {\"week\": 2, \"yearForWeekOfYear\": 2007},\n",
      "      \"2008-01-09T18:00:00Z\": {\"week\": 2, \"yearForWeekOfYear\": 2008},\n")
    // The Buddhist calendar's (the first of three equal lines).
    let january = try #require(old.range(of: "\"string\": \"January 27\"}"))
    old.replaceSubrange(january, with: "\"string\": \"January 28\"}")
    #expect(old != new)
    return (old, new)
  }

  static func parse(_ text: String) throws -> GoldenNode {
    try GoldenReader.parse(Array(text.utf8), file: "en_US.json")
  }

  static func merged(_ old: String, _ new: String, _ choice: GoldenMerge.Choice) throws -> String {
    let node = GoldenMerge.merge(old: try parse(old), new: try parse(new), taking: choice)
    return String(decoding: node.golden.rendered(), as: UTF8.self)
  }

  /// What a change is, without where it stands.
  static func what(_ changes: [Change]) -> [String] {
    changes.map {
      "\($0.changeClass) \($0.path.joined(separator: "/")) \($0.old ?? "∅") \($0.new ?? "∅")"
    }.sorted()
  }

  @Test func choosingEveryChangeOfSomeClassesIsAcceptingThoseClasses() throws {
    let (old, new) = try Self.upgrade()
    let changes = try Fixtures.changes("en_US.json", old: old, new: new)
    let present = Set(changes.map(\.changeClass)).sorted()
    #expect(present == [.removed, .added, .order, .text, .whitespace])
    for mask in 0..<(1 << present.count) {
      let classes = Set(present.indices.filter { mask & (1 << $0) != 0 }.map { present[$0] })
      let chosen = changes.filter { classes.contains($0.changeClass) }
      let byClass = try Self.merged(old, new) { classes.contains($1) }
      #expect(try Self.merged(old, new, GoldenMerge.choosing(chosen)) == byClass, "\(classes)")
    }
    #expect(try Self.merged(old, new, GoldenMerge.choosing(changes)) == new)
    #expect(try Self.merged(old, new, GoldenMerge.choosing([])) == old)
  }

  /// One change taken — a string, or a subtree's entries together — is that change: compared
  /// with the old file it is all that differs, and with the new one all the others are left.
  @Test func choosingOneChangeTakesThatChangeAlone() throws {
    let (old, new) = try Self.upgrade()
    let changes = try Fixtures.changes("en_US.json", old: old, new: new)
    let whitespace = changes.filter { $0.changeClass == .whitespace }
    #expect(whitespace.count > 4)
    let units: [[Change]] = [
      [whitespace[2]],
      changes.filter { $0.changeClass == .text },
      changes.filter { $0.changeClass == .order },
      changes.filter { $0.changeClass == .added && $0.artifact == "week" },
      changes.filter { $0.changeClass == .removed },
      changes.filter { $0.changeClass == .added && $0.artifact == "wheels" },
    ]
    for unit in units {
      try #require(!unit.isEmpty)
      let merged = try Self.merged(old, new, GoldenMerge.choosing(unit))
      #expect(
        Self.what(try Fixtures.changes("en_US.json", old: old, new: merged)) == Self.what(unit))
      let rest = changes.filter { !unit.contains($0) }
      #expect(
        Self.what(try Fixtures.changes("en_US.json", old: merged, new: new)) == Self.what(rest))
    }
  }

  /// A month whose first weekday moved is taken with its order change, and left without it.
  @Test func aTurnedMonthGoesWithItsOrderChange() throws {
    let old = MonthComparisonTests.file(firstWeekday: 1)
    let new = MonthComparisonTests.file(firstWeekday: 2)
    let changes = try Fixtures.changes("xx.json", old: old, new: new)
    let order = changes.filter { $0.changeClass == .order }
    let rest = changes.filter { $0.changeClass != .order }
    func merged(_ chosen: [Change]) throws -> String {
      String(
        decoding: GoldenMerge.merge(
          old: try GoldenReader.parse(Array(old.utf8), file: "old"),
          new: try GoldenReader.parse(Array(new.utf8), file: "new"),
          taking: GoldenMerge.choosing(chosen)
        ).golden.rendered(), as: UTF8.self)
    }
    #expect(try merged(order + rest) == new)
    #expect(try merged(rest) == old.replacing("\"firstWeekday\": 1", with: "\"firstWeekday\": 2"))
    #expect(try merged([]) == old)
  }
}
