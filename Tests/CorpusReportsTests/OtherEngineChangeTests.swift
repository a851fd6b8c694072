import CorpusDiff
import CorpusModel
import Testing

@testable import CorpusReports

/// An entry of another engine's part of a locale file (`engines › foundation › …`, a corpus of
/// several engines): located, keyed and matched as the corpus's own engine's entry at the
/// same inner path, with its engine named; a changed version of another engine leads the
/// report beside the corpus's own.
@Suite struct OtherEngineChangeTests {
  static let change = Change(
    file: "en_US.json",
    path: ["engines", "foundation", "calendars", "gregorian", "patterns", "yyyy-MM-dd"],
    changeClass: .text, old: "2010-01-26", new: "2010-01-27", oldLine: 15, newLine: 15)

  @Test func itIsLocatedInsideItsEnginesPart() {
    let change = Self.change
    #expect(change.engine == "foundation")
    #expect(change.calendar == "gregorian")
    #expect(change.artifact == "patterns")
    #expect(change.displayKey == "en_US › engines › foundation › gregorian › patterns › yyyy-MM-dd")
    #expect(
      KeyIndex.relativeKey(change) == [
        "engines", "foundation", "gregorian", "patterns", "yyyy-MM-dd",
      ])
    // The corpus's own engine's entry at the same inner path names no engine.
    let own = Change(
      file: "en_US.json", path: Array(change.path.dropFirst(2)), changeClass: .text,
      old: "a", new: "b", oldLine: 3, newLine: 3)
    #expect(own.engine == nil)
    #expect(own.displayKey == "en_US › gregorian › patterns › yyyy-MM-dd")
  }

  @Test func aKnownDifferenceMatchesTheEngineOfThePart() {
    let known = { (engine: String) in
      KnownDifference(
        key: Self.change.displayKey, engine: engine, new: "2010-01-27", reason: "r",
        location: "fmtcorpus.yml:3")
    }
    // Rendered in a check whose own engine is icu: the entry is foundation's.
    #expect(known("foundation").matches(Self.change, engine: "icu"))
    #expect(!known("icu").matches(Self.change, engine: "icu"))
  }

  @Test func anotherEnginesVersionChangeIsNamedByItsEngine() {
    func manifest(_ icu: String) -> Manifest {
      Manifest(
        fmtcorpusVersion: "0.1.0",
        engine: EngineInfo(name: "icu", versions: ["icu": "72.1"], localeCount: 1, zoneCount: 1),
        engines: [
          EngineInfo(name: "foundation", versions: ["icu": icu], localeCount: 1, zoneCount: 1)
        ],
        plan: .default, files: [:])
    }
    #expect(
      CheckReport.engineChanges(manifest("76.1"), manifest("77.1")).map(\.text) == [
        "foundation icu 76.1 → 77.1"
      ])
    #expect(CheckReport.engineChanges(manifest("76.1"), manifest("76.1")).isEmpty)
  }
}
