import PlanFileYAML
import Testing

/// `known-differences:` as read: each entry's key, engine, new value and reason with their
/// places, and each bad shape refused on its line and column.
@Suite struct KnownDifferencesReadingTests {
  static let example = """
    corpus: corpus
    # Accepted after the ICU 72 upgrade.
    known-differences:
      - { key: "en_US › styles › none-short", engine: icu, new: "1:00\\u202FPM", reason: ICU 72 }
      - { key: "de › file", engine: icu@78.3, reason: dropped on purpose }
    """

  @Test func readsEachEntryWithItsPlace() throws {
    let file = try PlanFile.read(Self.example, fileName: "fmtcorpus.yml")
    let entries = try #require(file.knownDifferences)
    #expect(entries.count == 2)
    #expect(entries[0].key == .init("en_US › styles › none-short", line: 4, column: 12))
    #expect(entries[0].engine == .init("icu", line: 4, column: 51))
    // YAML's escape names the invisible character; the value read holds it.
    #expect(entries[0].new == .init("1:00\u{202F}PM", line: 4, column: 61))
    #expect(entries[0].reason.value == "ICU 72")
    #expect(entries[0].line == 4)
    // Without `new`, the entry accepts a removal.
    #expect(entries[1].new == nil)
    #expect(entries[1].engine.value == "icu@78.3")
    #expect(entries[1].line == 5)
  }

  @Test func anEmptySectionIsNone() throws {
    let file = try PlanFile.read("known-differences: []\n", fileName: "fmtcorpus.yml")
    #expect(file.knownDifferences?.isEmpty == true)
    #expect(try PlanFile.read("corpus: c\n", fileName: "f").knownDifferences == nil)
  }

  @Test(arguments: [
    (
      "known-differences: x\n",
      "fmtcorpus.yml:1:20: 'known-differences' is a value (expected a list of entries: - { key: …, engine: icu, new: …, reason: … })"
    ),
    (
      "known-differences:\n  key: a\n",
      "fmtcorpus.yml:2:3: 'known-differences' is a mapping (expected a list of entries: - { key: …, engine: icu, new: …, reason: … })"
    ),
    (
      "known-differences:\n  - en_US\n",
      "fmtcorpus.yml:2:5: a known difference is a value (expected a mapping of key, engine, new, reason: - { key: …, engine: icu, new: …, reason: … })"
    ),
    (
      "known-differences:\n  - { key: a, engine: icu, reason: r, old: x }\n",
      "fmtcorpus.yml:2:39: unknown key 'old' in a known difference (expected key, engine, new, reason)"
    ),
    (
      "known-differences:\n  - { key: a, engine: icu, reason: r, key: b }\n",
      "fmtcorpus.yml:2:39: duplicate key 'key' (each key once)"
    ),
    (
      "known-differences:\n  - { key: a, reason: r }\n",
      "fmtcorpus.yml:2:5: a known difference has no 'engine' (expected key, engine, new, reason; 'new' only left out for a removed entry)"
    ),
    (
      "known-differences:\n  - { key: a, engine: icu }\n",
      "fmtcorpus.yml:2:5: a known difference has no 'reason' (expected key, engine, new, reason; 'new' only left out for a removed entry)"
    ),
    (
      "known-differences:\n  - { key: '', engine: icu, reason: r }\n",
      "fmtcorpus.yml:2:12: the key of a known difference is empty"
    ),
    (
      "known-differences:\n  - { key: a, engine: [icu], reason: r }\n",
      "fmtcorpus.yml:2:23: the engine of a known difference is a list (expected one value)"
    ),
  ])
  func refusesOnItsLine(_ text: String, _ message: String) {
    do {
      _ = try PlanFile.read(text, fileName: "fmtcorpus.yml")
      Issue.record("read \(text.debugDescription)")
    } catch {
      #expect(error.description == message)
    }
  }
}
