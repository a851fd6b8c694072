import PlanFileYAML
import Testing

/// `review`'s "ignore" edits the plan file as text: the entries go at the end of the
/// `known-differences` section, every other byte of the team's file stays.
@Suite struct KnownDifferencesAppendingTests {
  static let entry = PlanFile.KnownDifferenceText(
    key: "en_US › gregorian › styles › UTC › 2010-01-27T18:00:00Z › none/short", engine: "icu",
    new: "1:00\u{202F}PM", reason: "ICU 72")
  static let line =
    #"  - { key: "en_US › gregorian › styles › UTC › 2010-01-27T18:00:00Z › none/short", engine: "icu", new: "1:00\u202FPM", reason: "ICU 72" }"#

  @Test func appendsAtTheEndOfTheSectionKeepingCommentsAndOrder() throws {
    let file = """
      # Our gate.
      corpus: corpus   # beside the app
      known-differences:
        # After the upgrade.
        - { key: "de › file", engine: icu, reason: dropped }

      # The formats.
      formats:
        a: { template: yMd }

      """
    let appended = try PlanFile.appendingKnownDifferences(
      [Self.entry], to: file, fileName: "fmtcorpus.yml")
    #expect(
      appended == """
        # Our gate.
        corpus: corpus   # beside the app
        known-differences:
          # After the upgrade.
          - { key: "de › file", engine: icu, reason: dropped }
        \(Self.line)

        # The formats.
        formats:
          a: { template: yMd }

        """)
    // What was written reads back as the same entry.
    let read = try PlanFile.read(appended, fileName: "fmtcorpus.yml")
    #expect(read.knownDifferences?.last?.new?.value == "1:00\u{202F}PM")
    #expect(read.knownDifferences?.last?.key.value == Self.entry.key)
  }

  @Test func withoutASectionItGoesAtTheEndOfTheFile() throws {
    let file = "corpus: corpus\n# last comment"
    #expect(
      try PlanFile.appendingKnownDifferences([Self.entry], to: file, fileName: "f")
        == "corpus: corpus\n# last comment\nknown-differences:\n\(Self.line)\n")
    let empty = "known-differences: []   # none yet\ncorpus: c\n"
    #expect(
      try PlanFile.appendingKnownDifferences([Self.entry], to: empty, fileName: "f")
        == "known-differences:    # none yet\n\(Self.line)\ncorpus: c\n")
  }

  /// A key or value with control characters or a bidi override is written as YAML escapes:
  /// one line, nothing a terminal or editor would obey.
  @Test func hostileTextIsEscaped() throws {
    let hostile = PlanFile.KnownDifferenceText(
      key: "en_US › a\"b\\c", engine: "icu", new: "x\n::error::y\u{202E}z\u{1B}[2J", reason: "r")
    let appended = try PlanFile.appendingKnownDifferences(
      [hostile], to: "corpus: c\n", fileName: "f")
    #expect(
      appended
        == #"corpus: c"# + "\n" + #"known-differences:"# + "\n"
        + #"  - { key: "en_US › a\"b\\c", engine: "icu", new: "x\u000A::error::y\u202Ez\u001B[2J", reason: "r" }"#
        + "\n")
    let read = try PlanFile.read(appended, fileName: "f")
    #expect(read.knownDifferences?.first?.new?.value == hostile.new)
    #expect(read.knownDifferences?.first?.key.value == hostile.key)
  }

  @Test func aFlowListIsRefusedOnItsLine() {
    do {
      _ = try PlanFile.appendingKnownDifferences(
        [Self.entry], to: "corpus: c\nknown-differences: [{ key: a, engine: icu, reason: r }]\n",
        fileName: "fmtcorpus.yml")
      Issue.record("appended to a flow list")
    } catch {
      #expect(
        error.description
          == "fmtcorpus.yml:2:1: cannot append to 'known-differences' written on one line (expected a block list: 'known-differences:' and one '- { key: … }' item per line below it)"
      )
    }
  }
}
