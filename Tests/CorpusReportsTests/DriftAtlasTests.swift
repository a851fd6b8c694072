import Testing

import CorpusDiff
import CorpusModel
@testable import CorpusReports

/// The drift atlas's article: a step's exact counts, what the older engine left out counted
/// apart, three examples per artifact from different locales with invisible characters named,
/// and the artifact × step table that shows which upgrade is risky for what.
@Suite struct DriftAtlasTests {
  func change(
    _ locale: String, _ path: [String], _ changeClass: ChangeClass, _ old: String?,
    _ new: String?
  ) -> Change {
    Change(
      file: "\(locale).json", path: path, changeClass: changeClass, old: old, new: new,
      oldLine: old == nil ? nil : 4, newLine: new == nil ? nil : 4)
  }

  func styles(_ locale: String, _ pair: String) -> [String] {
    ["calendars", "gregorian", "styles", "America/New_York", "2010-01-27T18:00:00Z", pair]
  }

  func report(_ changes: [Change]) -> CheckReport {
    CheckReport(
      oldLabel: "icu-60.3/", newLabel: "icu-72.1/", old: nil, new: nil, changes: changes,
      failOn: Set(ChangeClass.allCases), ignore: [], annotationRoot: "icu-72.1/",
      annotatedSide: .new, maxEntries: nil, notes: [])
  }

  var changes: [Change] {
    [
      change("en_US", styles("en_US", "none/short"), .whitespace, "1:00 PM", "1:00\u{202F}PM"),
      change("en_US", styles("en_US", "none/medium"), .whitespace, "1:00:00 PM", "1:00:00\u{202F}PM"),
      change("en_GB", styles("en_GB", "full/none"), .punctuation, "Wednesday, 27 January 2010",
        "Wednesday 27 January 2010"),
      change("ja_JP", styles("ja_JP", "none/short"), .whitespace, "午後1:00", "午後 1:00"),
      change(
        "en_US", ["calendars", "gregorian", "wheels", "countDownTimer", "hour"], .added, nil,
        "{0} hours"),
      change("en_US", ["durations", "4500", "hour,minute", "wide"], .added, nil, "1 hour"),
      change("fy_NL", [], .added, nil, "fy_NL.json"),
      change("de_DE", ["calendars", "gregorian", "wheels", "time", "order"], .order, "hour minute",
        "minute hour"),
    ]
  }

  @Test func aStepCountsByClassArtifactAndLocaleAndKeepsLeftOutPartsApart() {
    let step = DriftStep(
      title: "ICU 60.3 → 72.1", report: report(changes), entries: 2_000,
      leftOut: ["the icu@60.3 engine leaves durations out of the corpus"],
      isLeftOut: { $0.changeClass == .added && $0.artifact != "file" })
    #expect(step.byClass == [.whitespace: 3, .punctuation: 1, .added: 1, .order: 1])
    #expect(step.byArtifact == ["styles": 4, "file": 1, "wheels": 1])
    #expect(step.notRendered == ["wheels": 1, "durations": 1])
    #expect(step.localesAdded == ["fy_NL"])
    #expect(step.total == 6)
    // Whitespace first (the styles' largest class), from en_US; then punctuation; then
    // whitespace again from a locale not shown yet (ja_JP, not en_US's second).
    #expect(
      step.examples["styles"]?.map(\.key) == [
        "en_US › gregorian › styles › America/New_York › 2010-01-27T18:00:00Z › none/short",
        "en_GB › gregorian › styles › America/New_York › 2010-01-27T18:00:00Z › full/none",
        "ja_JP › gregorian › styles › America/New_York › 2010-01-27T18:00:00Z › none/short",
      ])
  }

  @Test func theArticleShowsEveryStepAtAGlanceAndNamesInvisibleCharacters() {
    var first = DriftStep(
      title: "ICU 60.3 → 72.1", report: report(changes), entries: 2_000,
      leftOut: ["the icu@60.3 engine leaves durations out of the corpus"],
      isLeftOut: { $0.changeClass == .added && $0.artifact != "file" })
    first.page = ".build/drift-atlas/icu-60.3-to-icu-72.1.html"
    let second = DriftStep(title: "ICU 76.1 → 77.1", report: report([]), entries: 1_234_567)
    let article = DriftAtlas(steps: [first, second]).render()
    #expect(
      article.contains(
        """
        | artifact | ICU 60.3 → 72.1 | ICU 76.1 → 77.1 |
        |---|--:|--:|
        | wheels | 1 | · |
        | styles | 4 | · |
        | file | 1 | · |
        | **all** | **6** (0.3%) | **0** (0.0%) |

        """))
    #expect(
      article.contains(
        """
        ## ICU 60.3 → 72.1

        > Note: the icu@60.3 engine leaves durations out of the corpus

        Rendered by one engine only, so not counted below: 2 entries (durations 1, wheels 1).

        engine: unchanged

        6 changed entries of 2,000 (0.3%) in 5 locale files; the whole diff: `.build/drift-atlas/icu-60.3-to-icu-72.1.html`.

        Locales added (1): fy_NL.

        | class | entries |
        |---|--:|
        | added | 1 |
        | order | 1 |
        | punctuation | 1 |
        | whitespace | 3 |

        | artifact | entries |
        |---|--:|
        | styles | 4 |
        | file | 1 |
        | wheels | 1 |

        Most changed locales: en_US 2, de_DE 1, en_GB 1, fy_NL 1, ja_JP 1.

        ### ICU 60.3 → 72.1: styles

        - en_US › gregorian › styles › America/New_York › 2010-01-27T18:00:00Z › none/short (whitespace): `1:00⟦⟨SP U+0020⟩⟧PM` → `1:00⟦⟨NNBSP U+202F⟩⟧PM`
        """))
    #expect(article.contains("\n## ICU 76.1 → 77.1\n\nengine: unchanged\n\n0 changed entries of 1,234,567 (0.0%) in 0 locale files.\n\nNothing changed.\n"))
    #expect(!article.contains("### ICU 60.3 → 72.1: file"))
  }

  /// A step whose older corpus could not be rendered says why, at the top of the step and in
  /// its column, instead of counts of a part.
  @Test func aStepThatWasNotComparedSaysWhy() {
    let failed = DriftStep(
      title: "ICU 60.3 → 72.1",
      failure: "ICU 60.3 did not render the whole default corpus: engine failure: x")
    let compared = DriftStep(title: "ICU 72.1 → 76.1", report: report(changes), entries: 2_000)
    let article = DriftAtlas(steps: [failed, compared]).render()
    #expect(article.contains("\n| styles | — | 4 |\n"))
    #expect(article.contains("\n| **all** | not compared | **8** (0.4%) |\n"))
    #expect(
      article.contains(
        "\n## ICU 60.3 → 72.1\n\n> Warning: Not compared: ICU 60.3 did not render the whole default corpus: engine failure: x\n\n## ICU 72.1 → 76.1\n"
      ))
  }

  /// What each side's render recorded as refused (its manifest's records) is counted apart,
  /// and the older engine's intervals and relative times are named in a note each; an interval
  /// of a calendar only the newer engine prefers is drift, and so is a relative time that
  /// changed from text, and a wheel the newer engine no longer draws (ICU 72's en_GB Buddhist
  /// day period): `removed`, not "rendered by one engine only".
  @Test func entriesEitherEngineRefusedAreCountedApartAndTheOlderOnesNamed() {
    func interval(_ locale: String, _ calendar: String, _ pair: String) -> Change {
      change(locale, ["calendars", calendar, "intervals", "yMMMd", pair], .added, nil, "x")
    }
    func record(_ refused: RefusedEntries) -> FileRecord {
      FileRecord(entries: 1, sha256: String(repeating: "a", count: 64), refused: refused)
    }
    let cannotOpen = "the icu@60.3 engine cannot render 'yMMMd': this ICU's udtitvfmt_open answers U_MISSING_RESOURCE_ERROR for it"
    let old = [
      "en_GB.json": record([
        cannotOpen: [
          ["calendars", "buddhist", "intervals", "yMMMd"],
          ["calendars", "hebrew", "intervals", "yMMMd"],
        ]
      ]),
      "az_Cyrl.json": record([cannotOpen: [["calendars", "buddhist", "intervals", "yMMMd"]]]),
      "en_IL.json": record([cannotOpen: [["calendars", "islamic", "intervals", "yMMMd"]]]),
      "ak.json": record([
        "the icu@60.3 engine cannot render 'quarter': U_UNSUPPORTED_ERROR": [
          ["relative", "long", "always", "quarter", "-1"]
        ],
        "the icu@60.3 engine cannot render 'year': U_INVALID_FORMAT_ERROR": [
          ["relative", "long", "always", "year", "-1"]
        ],
      ]),
      "en_US.json": record([
        "the icu@60.3 engine cannot render 'quarter': U_UNSUPPORTED_ERROR": [
          ["relative", "long", "auto", "quarter", "-1"]
        ]
      ]),
    ]
    let new = [
      "en_US.json": record([
        "the icu@78.3 engine cannot render 'numeric': no numeric width": [
          ["durations", "numeric"]
        ]
      ])
    ]
    let dayPeriod = ["calendars", "buddhist", "wheels", "time", "dayPeriod", "pattern"]
    let changes = [
      interval("en_GB", "buddhist", "days"), interval("en_GB", "buddhist", "hours"),
      interval("en_GB", "hebrew", "days"), interval("az_Cyrl", "buddhist", "days"),
      interval("en_IL", "islamic", "days"),
      // A calendar only the newer engine prefers: all of it added, none of it refused.
      interval("az_Cyrl", "islamic-civil", "days"),
      change("ak", ["relative", "long", "always", "quarter", "-1"], .text, "null", "3 months ago"),
      change("ak", ["relative", "long", "always", "year", "-1"], .text, "null", "last year"),
      change(
        "en_US", ["relative", "long", "auto", "quarter", "-1"], .text, "null", "last quarter"),
      change("en_US", ["relative", "long", "auto", "day", "-1"], .text, "yesterday", "Yesterday"),
      change("en_GB", dayPeriod, .removed, "a", nil),
      change("en_US", ["durations", "numeric", "hour,minute", "4500"], .removed, "1:15", nil),
      change("en_US", ["durations", "wide", "hour,minute", "4500"], .removed, "1 hour", nil),
    ]
    let refused = changes.filter { DriftStep.isRefused($0, by: old) }
    #expect(refused.count == 8)
    #expect(
      DriftStep.refusalNotes(engine: "icu@60.3", refused) == [
        "the icu@60.3 engine leaves out 5 intervals it refuses template by template (it cannot open the interval format), in 3 locales; locales per calendar: buddhist 2, hebrew 1, islamic 1",
        "the icu@60.3 engine leaves out 3 relative times it refuses one by one (null in its corpus), in 2 locales; entries per unit: quarter 2, year 1",
      ])
    #expect(DriftStep.refusalNotes(engine: "icu@60.3", []).isEmpty)
    let step = DriftStep(
      title: "ICU 60.3 → 72.1", report: report(changes), entries: 2_000,
      isLeftOut: { DriftStep.isRefused($0, by: old) || DriftStep.isRefused($0, by: new) })
    #expect(step.notRendered == ["intervals": 5, "relative": 3, "durations": 1])
    #expect(step.byClass == [.added: 1, .text: 1, .removed: 2])
    #expect(step.byArtifact == ["intervals": 1, "relative": 1, "wheels": 1, "durations": 1])
  }

  @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (123_456_789, "123,456,789")])
  func numbersAreGroupedByThousands(value: Int, text: String) {
    #expect(DriftAtlas.number(value) == text)
  }
}
