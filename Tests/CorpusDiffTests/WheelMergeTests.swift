import CorpusStore
import GoldenFormat
import TestSupport
import Testing

@testable import CorpusDiff
import CorpusReports

/// Accepting by class on pickers, whose wheels are keyed by field: a wheel that appears is
/// `added`, one that goes is `removed`, wheels that move are `order` — each taken on its own.
@Suite struct WheelMergeTests {
  /// en_US's Buddhist pickers as stored before a (made-up) upgrade: the time picker has no
  /// AM/PM wheel, and the date picker reads day, month, year.
  static func storedBeforeUpgrade() throws -> (old: String, new: String) {
    let new = try Fixtures.text("en_US.json")
    var lines = new.components(separatedBy: "\n")
    let time = try #require(lines.firstIndex(of: "        \"time\": {"))
    try #require(lines[time + 6].hasPrefix("            {\"field\": \"dayPeriod\""))
    lines.remove(at: time + 6)
    lines[time + 5].removeLast()  // the minute wheel is now the last: no comma
    let date = try #require(lines.firstIndex(of: "        \"date\": {"))
    try #require(
      lines[date + 4].contains("\"field\": \"month\"")
        && lines[date + 5].contains("\"field\": \"day\""))
    lines.swapAt(date + 4, date + 5)
    return (lines.joined(separator: "\n"), new)
  }

  static func merge(_ old: String, _ new: String, _ classes: Set<ChangeClass>) throws -> String {
    let merged = GoldenMerge.merge(
      old: try GoldenReader.parse(Array(old.utf8), file: "old"),
      new: try GoldenReader.parse(Array(new.utf8), file: "new"),
      accepting: classes)
    return String(decoding: merged.golden.rendered(), as: UTF8.self)
  }

  static func classes(_ changes: [Change]) -> [ChangeClass: Int] {
    changes.reduce(into: [:]) { $0[$1.changeClass, default: 0] += 1 }
  }

  /// The appearing wheel is its five entries, `added`; only the picker whose wheels moved is
  /// an `order` change — the time picker's wheels kept their relative order.
  @Test func anAppearingWheelIsAddedRowByRowAndOnlyMovedWheelsAreOrder() throws {
    let (old, new) = try Self.storedBeforeUpgrade()
    let changes = try Fixtures.changes("en_US.json", old: old, new: new)
    #expect(Self.classes(changes) == [.added: 5, .order: 1])
    let order = try #require(changes.first { $0.changeClass == .order })
    #expect(order.path == ["calendars", "buddhist", "wheels", "date", "wheels", "order"])
    #expect(order.old == "day month year" && order.new == "month day year")
    #expect(
      changes.filter { $0.changeClass == .added }.map { $0.path.suffix(2).joined(separator: ".") }
        == [
          "dayPeriod.field", "dayPeriod.pattern", "rows.0", "rows.1", "dayPeriod.selected",
        ])
  }

  @Test func acceptingAddedTakesTheNewWheelAndLeavesTheOrder() throws {
    let (old, new) = try Self.storedBeforeUpgrade()
    let merged = try Self.merge(old, new, [.added])
    #expect(Self.classes(try Fixtures.changes("en_US.json", old: merged, new: new)) == [.order: 1])
    #expect(Self.classes(try Fixtures.changes("en_US.json", old: old, new: merged)) == [.added: 5])
    #expect(merged.contains("\"hour\", \"pattern\": \"h\"") && merged != new)
  }

  @Test func acceptingOrderMovesTheWheelsAndLeavesTheAddedWheelOut() throws {
    let (old, new) = try Self.storedBeforeUpgrade()
    let merged = try Self.merge(old, new, [.order])
    #expect(Self.classes(try Fixtures.changes("en_US.json", old: merged, new: new)) == [.added: 5])
    #expect(Self.classes(try Fixtures.changes("en_US.json", old: old, new: merged)) == [.order: 1])
  }

  @Test func acceptingBothOrEverythingGivesTheNewFileAndNothingGivesTheOld() throws {
    let (old, new) = try Self.storedBeforeUpgrade()
    #expect(try Self.merge(old, new, [.added, .order]) == new)
    #expect(try Self.merge(old, new, Set(ChangeClass.allCases)) == new)
    #expect(try Self.merge(old, new, []) == old)
    #expect(try Self.merge(old, new, [.removed, .whitespace, .text]) == old)
  }

  /// The other way round (the upgrade drops the AM/PM wheel): only `removed` drops it.
  @Test func aDisappearingWheelGoesOnlyWithRemoved() throws {
    let (new, old) = try Self.storedBeforeUpgrade()
    #expect(
      Self.classes(try Fixtures.changes("en_US.json", old: old, new: new)) == [
        .removed: 5, .order: 1,
      ])
    let ordered = try Self.merge(old, new, [.order])
    #expect(
      Self.classes(try Fixtures.changes("en_US.json", old: ordered, new: new)) == [.removed: 5])
    let removed = try Self.merge(old, new, [.removed])
    #expect(Self.classes(try Fixtures.changes("en_US.json", old: removed, new: new)) == [.order: 1])
    #expect(try Self.merge(old, new, [.removed, .order]) == new)
  }

  /// Kept wheels go right after the wheel they follow on their own side.
  @Test(arguments: [
    (
      ["hour", "minute"], ["dayPeriod", "minute", "hour"], Set<ChangeClass>([.added]),
      ["dayPeriod", "hour", "minute"]
    ),
    (
      ["hour", "minute"], ["dayPeriod", "minute", "hour"], Set<ChangeClass>([.order]),
      ["minute", "hour"]
    ),
    (
      ["hour", "era", "minute"], ["minute", "hour"], Set<ChangeClass>([.order]),
      ["minute", "hour", "era"]
    ),
    (
      ["hour", "era", "minute"], ["minute", "hour"], Set<ChangeClass>([.removed]),
      ["hour", "minute"]
    ),
    (
      ["a", "b"], ["c", "a", "d", "b", "e"], Set<ChangeClass>([.added]), ["c", "a", "d", "b", "e"]
    ),
  ])
  func mergedWheelOrder(old: [String], new: [String], classes: Set<ChangeClass>, expected: [String])
  {
    #expect(GoldenMerge.mergedKeys(old, new, classes) == expected)
  }

  /// Whole-file changes count their entries as the manifest does (a line holding an entry; an
  /// inline object is one), in words a person reads: `1 entry`.
  @Test func wholeFileChangesCountEntriesInTheSingular() throws {
    let week = "{\"firstWeekday\": 1, \"minimalDaysInFirstWeek\": 1, \"weeks\": {}}"
    let one = Array(
      "{\"calendars\": {}, \"formatVersion\": 1, \"locale\": \"xx\", \"week\": \(week)}\n".utf8)
    let three = Array(
      "{\n  \"calendars\": {},\n  \"formatVersion\": 1,\n  \"locale\": \"yy\",\n  \"week\": \(week)\n}\n"
        .utf8)
    let removed = try CorpusComparison.compare(
      CorpusSide(label: "a/", manifest: nil, files: ["xx.json": one]),
      CorpusSide(label: "b/", manifest: nil, files: ["yy.json": three]), judgeRemovals: true
    ).changes
    #expect(removed.map(\.changeClass) == [.removed, .added])
    #expect(removed.map { $0.old ?? $0.new } == ["1 entry", "3 entries"])
  }
}
