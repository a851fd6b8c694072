import CorpusModel
import Foundation
import Testing

@testable import FoundationEngine

/// The Foundation engines' module on its own. It never renders here: this test bundle links
/// the system's ICU 72 (the ICU engine's tests are in it), and a Foundation engine must not
/// render beside another ICU (``OneICUPerProcess``), so what renders is tested through the
/// `fmtcorpus-foundation` worker by the end-to-end suites. What is tested here is the rule
/// itself and the engines' own tables.
@Suite struct FoundationEngineModuleTests {
  /// In this process ICU 72 is mapped: both engines refuse to start, in one line naming the
  /// library and the worker.
  @Test func neitherEngineStartsBesideAnotherICU() throws {
    #expect(
      OneICUPerProcess.otherICUs() == ["libicudata.so.72.1", "libicui18n.so.72.1", "libicuuc.so.72.1"])
    for (engine, start) in [
      ("foundation", { _ = try FoundationCorpusEngine() }),
      ("formatstyle", { _ = try FormatStyleCorpusEngine() }),
    ] as [(String, () throws -> Void)] {
      let error = try #require(throws: EngineError.self) { try start() }
      #expect(
        error.description
          == "engine failure: starting the \(engine) engine failed with another ICU in this process (libicudata.so.72.1 is loaded here; Foundation's ICU must have a process of its own: run it through the fmtcorpus-foundation worker (Engines.make(\"\(engine)\")))"
      )
      #expect(!error.description.contains("\n"))
    }
  }

  /// `--fraction show:0` and `--zero-units show:0` read as `hide` (`FractionPart`,
  /// `ZeroUnits`) because Foundation's strategies are the same values: pinned here, so a
  /// Foundation that tells them apart fails this rather than a corpus.
  @Test func showingNoDigitsIsHiding() {
    typealias Style = Duration.UnitsFormatStyle
    let rules: [FloatingPointRoundingRule] = [
      .toNearestOrEven, .toNearestOrAwayFromZero, .up, .down, .towardZero, .awayFromZero,
    ]
    for rule in rules {
      #expect(
        Style.FractionalPartDisplayStrategy.show(length: 0, rounded: rule) == .hide(rounded: rule))
    }
    #expect(Style.ZeroValueUnitsDisplayStrategy.show(length: 0) == .hide)
  }

  /// The worker's maps hold Foundation's ICU only: nothing refuses there. A loaded ICU's
  /// hashed names (`libicuuc-55b0ea0a.so.78.3`) count as another ICU.
  @Test func onlyFoundationsOwnICUIsAllowed() throws {
    let worker = """
      7f00-7f10 r-xp 00000000 08:01 1 /usr/lib/swift/linux/lib_FoundationICU.so
      7f10-7f20 r-xp 00000000 08:01 2 /usr/lib/swift/linux/libFoundation.so
      7f20-7f30 rw-p 00000000 00:00 0
      """
    #expect(OneICUPerProcess.otherICUs(maps: worker) == [])
    try OneICUPerProcess.require(engine: "foundation", maps: worker)
    let loaded =
      worker + "\n7f30-7f40 r-xp 0 08:01 3 /root/.cache/fmtcorpus/icu/78.3/libicuuc-55b0ea0a.so.78.3"
    #expect(OneICUPerProcess.otherICUs(maps: loaded) == ["libicuuc-55b0ea0a.so.78.3"])
    #expect(throws: EngineError.self) { try OneICUPerProcess.require(engine: "x", maps: loaded) }
  }

  /// Every calendar ICU 72 knows has a Foundation identifier but `islamic-rgsa`, which the
  /// corpus leaves out of a Foundation corpus (TwoEngines.md).
  @Test func everyICUCalendarButOneHasAFoundationIdentifier() {
    let missing = CalendarID.known.filter { CalendarID.foundationIdentifiers[$0] == nil }
    #expect(missing == ["islamic-rgsa"])
  }

  /// `Date.FormatStyle` has no long time style; every other style maps to its own width.
  @Test func formatStyleHasNoLongTimeStyle() {
    #expect(DateTimeStyle.allCases.filter { $0.formatStyleTime == nil } == [.long])
    #expect(Set(DateTimeStyle.allCases.map { "\($0.formatStyleDate)" }).count == 5)
  }

  /// Templates read as runs of one letter; letters with no FormatStyle symbol are refused by
  /// name (`H`: FormatStyle's hours are `j`, `J` and `C`; six `M`s: no such width).
  @Test func templatesReadAsRunsAndUnknownLettersAreRefused() {
    let runs = PatternRuns.letters(of: "yMMMMEEEEd").map { "\($0.0)\($0.1)" }
    #expect(runs == ["y1", "M4", "E4", "d1"])
    #expect(FormatStyleTemplate.symbol("M", 3) != nil)
    #expect(FormatStyleTemplate.symbol("H", 1) == nil)
    #expect(FormatStyleTemplate.symbol("M", 6) == nil)
  }
}
