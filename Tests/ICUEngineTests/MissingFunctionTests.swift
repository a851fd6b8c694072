import ICUEngine
import Testing

/// Which parts of a corpus an ICU version leaves out, read from CICU's list of when each
/// function came: what `generate` notes for a loaded ICU without `unumf_*` (62) or
/// `ulistfmt_openForType` (67). The refusals themselves are pinned on ICU 60.3 end to end
/// (`MissingFunctionEndToEndTests`); a stub library cannot get far enough to draw a picker.
@Suite struct MissingFunctionTests {
  @Test func icu60LeavesTheTimersAndDurationsOut() {
    #expect(
      ICUSource.leftOutNotes(engine: "icu@60.3", version: "60.3", durations: true) == [
        "the icu@60.3 engine leaves countDownTimer and minutesAndSeconds pickers out of the corpus: ICU 60.3 has no unumf_openForSkeletonAndLocale (first in ICU 62)",
        "the icu@60.3 engine leaves durations out of the corpus: ICU 60.3 has no unumf_formatDouble (first in ICU 62)",
      ])
    // A plan without durations is told about the pickers alone.
    #expect(
      ICUSource.leftOutNotes(engine: "icu@60.3", version: "60.3", durations: false) == [
        "the icu@60.3 engine leaves countDownTimer and minutesAndSeconds pickers out of the corpus: ICU 60.3 has no unumf_openForSkeletonAndLocale (first in ICU 62)"
      ])
  }

  @Test func icu62To66DrawTheTimersButNotDurations() {
    for version in ["62.1", "66.1"] {
      #expect(
        ICUSource.leftOutNotes(engine: "icu@\(version)", version: version, durations: true) == [
          "the icu@\(version) engine leaves durations out of the corpus: ICU \(version) has no ulistfmt_openForType (first in ICU 67)"
        ])
    }
  }

  @Test func icu67AndLaterLeaveNothingOut() {
    for version in ["67.1", "72.1", "78.3"] {
      #expect(
        ICUSource.leftOutNotes(engine: "icu@\(version)", version: version, durations: true)
          .isEmpty)
    }
  }
}
