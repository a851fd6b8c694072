import CorpusDiff
import CorpusReports
import PlanFileYAML
import Testing

@testable import FormatCorpus

/// What `review`'s "ignore" appends to the plan file's known differences: each difference
/// once, never one the file already lists for the engine.
@Suite struct IgnoredDifferencesTests {
  let stylesKey = ["calendars", "gregorian", "styles", "short", "none"]

  func change(_ path: [String], new: String?) -> Change {
    Change(
      file: "en_US.json", path: path, changeClass: new == nil ? .removed : .text, old: "1:00 PM",
      new: new, oldLine: 3, newLine: new == nil ? nil : 3)
  }

  func listed(_ key: String, engine: String, new: String?) -> KnownDifference {
    KnownDifference(
      key: key, engine: engine, new: new, reason: "the app trims it", location: "fmtcorpus.yml:9")
  }

  @Test func aListedDifferenceIsNotAppendedAgainButAnotherValueIs() {
    let first = change(stylesKey, new: "1:00\u{202F}PM")
    let key = first.displayKey
    #expect(key == "en_US › gregorian › styles › short › none")
    let entries = GateReview.knownDifferences(
      ignoring: [
        first, change(stylesKey, new: "13:00"), change(stylesKey, new: "13:00"),
        change(["calendars", "gregorian", "skeletons", "MMMd"], new: nil),
      ],
      engine: "icu", listed: [listed(key, engine: "icu", new: "1:00\u{202F}PM")])
    #expect(
      entries == [
        .init(key: key, engine: "icu", new: "13:00", reason: GateReview.ignoredReason),
        .init(
          key: "en_US › gregorian › skeletons › MMMd", engine: "icu", new: nil,
          reason: GateReview.ignoredReason),
      ])
  }

  /// Another engine's listing, or a listed removal, does not stand for a change of this engine
  /// with a value; a listed removal stands for the same removal.
  @Test func theEngineAndTheRemovalArePartOfTheDifference() {
    let removed = change(stylesKey, new: nil)
    let changed = change(stylesKey, new: "13:00")
    let key = changed.displayKey
    let entries = GateReview.knownDifferences(
      ignoring: [changed, removed], engine: "icu",
      listed: [
        listed(key, engine: "foundation", new: "13:00"), listed(key, engine: "icu", new: nil),
      ])
    #expect(
      entries == [.init(key: key, engine: "icu", new: "13:00", reason: GateReview.ignoredReason)])
  }

  /// A change of another engine's part (`engines › foundation › …`) is listed for that engine,
  /// and a listing for it stands for it whatever the pending corpus's engine.
  @Test func anotherEnginesPartIsListedForThatEngine() {
    let path = ["engines", "foundation", "calendars", "gregorian", "patterns", "yyyy-MM-dd"]
    let changed = change(path, new: "2010-01-27")
    let key = changed.displayKey
    #expect(changed.engine == "foundation")
    #expect(
      GateReview.knownDifferences(ignoring: [changed], engine: "icu", listed: [])
        == [.init(key: key, engine: "foundation", new: "2010-01-27", reason: GateReview.ignoredReason)])
    #expect(
      GateReview.knownDifferences(
        ignoring: [changed], engine: "icu",
        listed: [listed(key, engine: "foundation", new: "2010-01-27")]
      ).isEmpty)
  }
}
