import Testing

@testable import CorpusModel

/// The commands hints print are pasted into a shell as printed: plain words stay plain, others
/// are double-quoted with what a shell would expand escaped.
@Suite struct SuggestedCommandTests {
  @Test func wordsAreQuotedOnlyWhereAShellNeedsIt() {
    #expect(
      SuggestedCommand.fmtcorpus("accept", "--from", "pending-1", "--corpus", "team/dates")
        == "fmtcorpus accept --from pending-1 --corpus team/dates")
    #expect(SuggestedCommand.quoted("fresh corpus") == "\"fresh corpus\"")
    #expect(SuggestedCommand.quoted("a$b`c\"d\\e") == "\"a\\$b\\`c\\\"d\\\\e\"")
    #expect(SuggestedCommand.quoted("") == "\"\"")
    #expect(SuggestedCommand.quoted("daten/übersicht") == "\"daten/übersicht\"")
  }

  @Test func aFilesFolderIsTheCorpusItsErrorIsAbout() {
    #expect(SuggestedCommand.folder(of: "team/dates/en_US.json") == "team/dates")
    #expect(SuggestedCommand.folder(of: "/en_US.json") == "/")
    #expect(SuggestedCommand.folder(of: "en_US.json") == ".")
  }
}
