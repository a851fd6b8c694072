import FormatCorpus
import Foundation
import TestSupport
import Testing

/// What an engine refuses is recorded by its render, in the manifest's file record (written
/// only when there is some), and `check --engine E` counts as "not rendered by E" exactly what
/// `E` refused: every other entry the render lacks is `removed`, and fails as drift does. The
/// issue-43 case: ICU 72 drops en_GB's Buddhist and Hebrew day-period wheels (their hour goes
/// 24-hour), which the preview had counted as not rendered.
@Suite struct RefusedEntriesTests {
  static let hasICU60 = Engines.fetchedICUs.contains("icu@60.3")

  /// `generate -q --out … arguments` into a fresh folder.
  func corpus(_ arguments: [String]) throws -> URL {
    let folder = CLI.temporaryDirectory()
    try MadeOnce.corpus(arguments, at: folder)
    return folder
  }

  /// The en_GB record's refused paths, each `reason: keys › …`, sorted.
  func refused(_ corpus: URL, _ file: String = "en_GB.json") throws -> [String] {
    let manifest = try CLI.json(corpus.appendingPathComponent("manifest.json"))
    let record = try #require((manifest["files"] as? [String: Any])?[file] as? [String: Any])
    let refused = record["refused"] as? [String: [[String]]] ?? [:]
    return refused.flatMap { reason, paths in
      paths.map { "\(reason): \($0.joined(separator: " › "))" }
    }.sorted()
  }

  /// One path per kind ICU 60.3 refuses, and each reason as the engine says it; the Gregorian
  /// intervals it renders are not in the record.
  @Test(.enabled(if: hasICU60)) func icu60RecordsEachKindItRefuses() throws {
    let corpus = try corpus(["--engine", "icu@60.3", "--locale", "en_GB"])
    let paths = try refused(corpus)
    let timers =
      "the icu@60.3 engine cannot render 'countDownTimer and minutesAndSeconds pickers': this ICU has no unumf_openForSkeletonAndLocale (first in ICU 62), the only C API that writes a unit's label with its number"
    for expected in [
      "the icu@60.3 engine cannot render 'yMMMd': this ICU's udtitvfmt_open answers U_MISSING_RESOURCE_ERROR for it in en_GB@calendar=buddhist: calendars › buddhist › intervals › yMMMd",
      "the icu@60.3 engine cannot render 'yMMMMEEEEd': this ICU's udtitvfmt_open answers U_MISSING_RESOURCE_ERROR for it in en_GB@calendar=hebrew: calendars › hebrew › intervals › yMMMMEEEEd",
      "\(timers): calendars › gregorian › wheels › countDownTimer",
      "\(timers): pickers › minutesAndSeconds,duration=90",
      "\(timers): accessibility › countDown",
      "the icu@60.3 engine cannot render 'the year field's display name': this ICU has no udatpg_getFieldDisplayName (first in ICU 61): accessibility › fields",
      "the icu@60.3 engine cannot render 'durations': this ICU has no unumf_formatDouble (first in ICU 62): durations › wide",
      "the icu@60.3 engine cannot render 'numeric durations': the numeric width (h:mm:ss) has no C API, only the linked ICU's C++ MeasureFormat: durations › numeric",
      "the icu@60.3 engine cannot render '-1 quarter': this ICU's ureldatefmt_format answers U_UNSUPPORTED_ERROR for it: relative › long › auto › quarter › -1",
    ] {
      #expect(paths.contains(expected), "\(expected)\n\(paths.joined(separator: "\n"))")
    }
    #expect(!paths.contains { $0.contains("gregorian › intervals") })
    // A record says where a part is missing, not every entry of it: 15 paths cover the
    // en_GB file's 60 durations and its two refused templates' 28 pairs.
    #expect(paths.filter { $0.contains(": durations") }.count == 4)
    #expect(paths.filter { $0.contains(" › intervals › ") }.count == 4)
  }

  /// ICU 60.3 → 72 on an ICU 60.3 corpus: the day-period wheels ICU 72 no longer draws in
  /// en_GB's Buddhist and Hebrew calendars are `removed` (exit 1), named; ICU 72 refuses
  /// nothing, so nothing is counted as not rendered.
  @Test(.enabled(if: hasICU60), .tags(.icu72)) func aWheelTheNewEngineDropsIsRemoved() throws {
    let corpus = try corpus(["--engine", "icu@60.3", "--locale", "en_GB"])
    let result = try CLI.run(
      [
        "check", "--corpus", corpus.path, "--engine", "icu", "--locale", "en_GB", "--ignore",
        "added,order,parsing,text,case,punctuation,digits,bidi,whitespace", "--max-entries", "all",
      ])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(!result.stdout.contains("not rendered by"), "\(result.stdout)")
    #expect(result.stdout.contains("  by class: removed 28\n"), "\(result.stdout)")
    // The first key whole, the others folded under it as the report folds them.
    for line in [
      "      en_GB › buddhist › wheels › dateAndTime › wheels › dayPeriod › field  (",
      "          buddhist › wheels › time › wheels › dayPeriod › field, pattern, selected\n",
      "          hebrew › wheels › dateAndTime › wheels › dayPeriod › field, pattern, selected\n",
      "          hebrew › wheels › time › wheels › dayPeriod › field, pattern, selected\n",
    ] {
      #expect(result.stdout.contains(line), "\(line)\n\(result.stdout)")
    }
  }

  /// The other way, ICU 72 → 60.3 on an ICU 72 corpus: what 60.3 refused is counted as not
  /// rendered, per artifact, and what it renders differently is drift; 67 entries it lacks
  /// without refusing them (the Buddhist month wheel its `yMMMMd` pattern has not) stay
  /// `removed`.
  @Test(.enabled(if: hasICU60), .tags(.icu72)) func onlyWhatTheNewEngineRefusedIsNotRendered()
    throws
  {
    let corpus = try corpus(["--locale", "en_GB"])
    let result = try CLI.run(
      ["check", "--corpus", corpus.path, "--engine", "icu@60.3", "--locale", "en_GB"])
    #expect(result.status == 1, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "note: not rendered by icu@60.3: 1292 entries of the stored plan that icu@60.3 refuses (accessibility 25, durations 75, intervals 28, pickers 828, relative 36, wheels 300), not reported removed"
      ), "\(result.stdout)")
    #expect(
      lines.contains { $0.hasPrefix("  by class: removed 67, added 28, ") }, "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "      en_GB › buddhist › wheels › date › wheels › month › field  ("))
  }

  /// Foundation's FormatStyle refuses the long time style and `Hm` (no symbol), and has no
  /// way to ask for quarters (null in its file, where ICU 72 has a string): a preview of it
  /// counts those as not rendered, from the record its worker process sent back, and reports
  /// nothing `removed`.
  @Test(.tags(.icu72)) func aFoundationPreviewCountsWhatItsWorkerRefused() throws {
    let corpus = try corpus(["--locale", "en_US"])
    let result = try CLI.run(
      ["check", "--corpus", corpus.path, "--engine", "formatstyle", "--locale", "en_US"])
    #expect(result.status == 1, "\(result.stderr)")
    let note = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("note: not rendered by") })
    #expect(
      note
        == "note: not rendered by formatstyle: 259 entries of the stored plan that formatstyle refuses (accessibility 21, parsing 20, relative 120, skeletons 6, styles 92), not reported removed"
    )
    #expect(result.stdout.contains("  by class: parsing 40, text 177\n"), "\(result.stdout)")
  }

  /// A record arrives with the corpus: a refused path that names no artifact (which would hide
  /// a whole file's removals from the atlas), a reason that is not one line, or a record of
  /// the wrong shape is refused at its line, exit 2; a well-formed one is read and checks clean.
  @Test(.tags(.icu72)) func aBadRefusedRecordIsRefusedInOneLine() throws {
    let corpus = try SmallCorpus.copy()
    let manifest = corpus.appendingPathComponent("manifest.json")
    let original = try SmallCorpus.text(corpus, "manifest.json")
    let record = "    \"en_US.json\": {"
    func check(refused: String) throws -> CLI.Result {
      try SmallCorpus.write(
        corpus, "manifest.json",
        original.replacingOccurrences(of: record, with: "\(record)\"refused\": \(refused), "))
      return try CLI.run(["check", "--corpus", corpus.path])
    }
    let line = try SmallCorpus.line(corpus, "manifest.json", of: record)
    let fix =
      "restore the manifest from git or regenerate with 'fmtcorpus generate --replan --out \(corpus.path)'"
    let expected =
      "the keys of an entry under an artifact: calendars, a calendar, an artifact such as intervals, then its keys; or an artifact such as durations, then its keys"
    for (refused, reason) in [
      (
        #"{"x": [["calendars", "gregorian"]]}"#,
        "the record of 'en_US.json' has refused path ['calendars', 'gregorian'] (expected \(expected))"
      ),
      (
        #"{"x": [["nope", "1"]]}"#,
        "the record of 'en_US.json' has refused path ['nope', '1'] (expected \(expected))"
      ),
      (
        #"{"x": [[]]}"#,
        "the record of 'en_US.json' has refused path [] (expected \(expected))"
      ),
      (
        #"{"two\nlines": [["durations"]]}"#,
        "the record of 'en_US.json' has refused reason 'two⟨LF U+000A⟩lines' (expected one line of 1 to 1000 characters)"
      ),
      (
        #"[["durations"]]"#,
        "the record of 'en_US.json' refused is a list, expected an object"
      ),
    ] {
      try check(refused: refused).expectRefused("\(manifest.path):\(line): \(reason); \(fix)")
    }
    let wellFormed = try check(
      refused:
        #"{"the engine cannot render 'x': why": [["calendars", "gregorian", "intervals", "yMMMd"], ["durations"]]}"#
    )
    #expect(wellFormed.status == 0, "\(wellFormed.stdout)\(wellFormed.stderr)")
  }
}
