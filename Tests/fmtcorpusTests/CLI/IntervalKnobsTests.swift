import FormatCorpus
import Foundation
import TestSupport
import Testing

/// An interval's capitalization and user interval patterns (issue 42): `format --template T
/// --to I` with `--capitalization`, `--interval-pattern` and `--interval-fallback`, and the
/// same configurations as a plan's interval templates. The strings are ICU 72.1's own
/// (`dtifmtts.cpp`: `testContext`, `testFormatUserDII`, `testFormattedDateInterval`); the
/// Foundation engines refuse both knobs in one line.
@Suite(.tags(.icu72)) struct IntervalKnobsTests {
  /// `testContext`'s start, 2010-09-27 08:00:29 in Los Angeles, and 1 and 60 days later.
  static let context = [
    "--zone", "America/Los_Angeles", "--at", "2010-09-27T15:00:29Z",
  ]
  static let day = "2010-09-28T15:00:29Z"
  static let sixtyDays = "2010-11-26T15:00:29Z"

  static func format(_ arguments: [String], engine: String = "icu") throws -> CLI.Result {
    try CLI.run(["format", "--engine", engine] + arguments)
  }

  @Test(arguments: [
    ("MMMEd", sixtyDays, "none", "po 27. 9. – pá 26. 11."),
    ("MMMEd", sixtyDays, "sentence-start", "Po 27. 9. – pá 26. 11."),
    ("yMMMM", sixtyDays, "sentence-start", "Září–listopad 2010"),
    ("yMMMM", day, "sentence-start", "Září 2010"),
    ("yMMMM", sixtyDays, "list-item", "Září–listopad 2010"),
    ("yMMMM", day, "standalone", "září 2010"),
    ("yMMMM", sixtyDays, "standalone", "září–listopad 2010"),
  ])
  func icuCapitalizesTheFirstDate(
    template: String, to: String, capitalization: String, expected: String
  ) throws {
    let result = try Self.format(
      ["--locale", "cs", "--template", template, "--to", to, "--capitalization", capitalization]
        + Self.context)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == expected + "\n")
  }

  /// `expectUserDII`'s info for yMMMd: a month pattern, an hour pattern (never used: yMMMd has
  /// no hour, so hours apart is the single date) and a fallback for the rest.
  static let userInfo = [
    "--template", "yMMMd", "--zone", "America/Los_Angeles",
    "--interval-pattern", "M=yyyy MMM d - MMM y",
    "--interval-pattern", "H=yyyy MMM d HH:mm - HH:mm", "--interval-fallback", "{0} --- {1}",
  ]

  @Test(arguments: [
    ("en", "2007-10-10T17:10:10Z", "2008-10-10T17:10:10Z", "Oct 10, 2007 --- Oct 10, 2008"),
    ("en", "2007-10-10T17:10:10Z", "2007-11-10T18:10:10Z", "2007 Oct 10 - Nov 2007"),
    ("en", "2007-11-10T18:10:10Z", "2007-11-20T18:10:10Z", "Nov 10, 2007 --- Nov 20, 2007"),
    ("en", "2007-01-10T18:00:10Z", "2007-01-10T22:10:10Z", "Jan 10, 2007"),
    ("zh", "2007-10-10T17:10:10Z", "2007-11-10T18:10:10Z", "2007 10月 10 - 11月 2007"),
    ("de", "2007-10-10T17:10:10Z", "2008-10-10T17:10:10Z", "10. Okt. 2007 --- 10. Okt. 2008"),
    ("es", "2007-10-10T17:10:10Z", "2007-11-10T18:10:10Z", "2007 oct 10 - nov 2007"),
  ])
  func theLinkedICUTakesTheUsersPatterns(
    locale: String, at: String, to: String, expected: String
  ) throws {
    let result = try Self.format(
      ["--locale", locale, "--at", at, "--to", to] + Self.userInfo)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == expected + "\n")
  }

  /// `{1}` before `{0}` writes the later date first (`testFormattedDateInterval`).
  @Test func aFallbackMayPutTheLaterDateFirst() throws {
    let result = try Self.format([
      "--locale", "en-US", "--template", "dMMMMy", "--zone", "America/Los_Angeles",
      "--at", "2018-07-20T19:00:00Z", "--to", "2018-07-25T19:00:00Z",
      "--interval-fallback", "<< {1} --- {0} >>", "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""string": "<< July 25, 2018 --- July 20, 2018 >>""#))
    #expect(result.stdout.contains(#""template": "dMMMMy;interval-fallback=<< {1} --- {0} >>""#))
  }

  @Test(arguments: ["foundation", "formatstyle"])
  func foundationRefusesBothInOneLine(engine: String) throws {
    let capitalized = try Self.format(
      [
        "--locale", "cs", "--template", "yMMMM", "--to", Self.sixtyDays, "--capitalization",
        "sentence-start",
      ] + Self.context, engine: engine)
    #expect(capitalized.status == 2)
    #expect(capitalized.stdout == "")
    #expect(
      capitalized.stderr
        == "fmtcorpus: error: the \(engine) engine cannot render 'yMMMM;capitalization=sentence-start': neither DateIntervalFormatter nor Date.IntervalFormatStyle has a capitalization context\n"
    )
    let patterned = try Self.format(
      ["--locale", "en", "--at", "2007-10-10T17:10:10Z", "--to", "2007-11-10T18:10:10Z"]
        + Self.userInfo, engine: engine)
    #expect(patterned.status == 2)
    #expect(
      patterned.stderr
        == "fmtcorpus: error: the \(engine) engine cannot render 'yMMMd;interval-pattern=M=yyyy MMM d - MMM y;interval-pattern=H=yyyy MMM d HH:mm - HH:mm;interval-fallback={0} --- {1}': user interval patterns are ICU's C++ DateIntervalInfo only (setIntervalPattern, setFallbackIntervalPattern), which the linked ICU answers and no C API has\n"
    )
  }

  /// A loaded ICU other than the linked library has no C++ names to call; one before 68 has no
  /// `udtitvfmt_setContext`.
  @Test(.enabled(if: !Engines.fetchedICUs.isEmpty)) func aLoadedICURefusesInOneLine() throws {
    for engine in Engines.fetchedICUs {
      let result = try Self.format(
        ["--locale", "en", "--at", "2007-10-10T17:10:10Z", "--to", "2007-11-10T18:10:10Z"]
          + Self.userInfo, engine: engine)
      #expect(result.status == 2, "\(engine)")
      #expect(
        result.stderr.hasSuffix(
          ": user interval patterns are ICU's C++ DateIntervalInfo only (setIntervalPattern, setFallbackIntervalPattern), which the linked ICU answers and no C API has\n"
        ), "\(engine): \(result.stderr)")
      #expect(!result.stderr.dropLast().contains("\n"))
    }
    guard Engines.fetchedICUs.contains("icu@60.3") else { return }
    let old = try Self.format(
      [
        "--locale", "cs", "--template", "yMMMM", "--to", Self.sixtyDays, "--capitalization",
        "sentence-start",
      ] + Self.context, engine: "icu@60.3")
    #expect(old.status == 2)
    #expect(
      old.stderr
        == "fmtcorpus: error: the icu@60.3 engine cannot render 'yMMMM;capitalization=sentence-start': this ICU has no udtitvfmt_setContext (first in ICU 68)\n"
    )
  }

  @Test(arguments: [
    (
      [
        "--template", "yMMMd", "--to", "2007-11-10T18:10:10Z", "--interval-pattern",
        "s=mm:ss - mm:ss",
      ],
      "fmtcorpus: error: invalid value 's=mm:ss - mm:ss' for --interval-pattern (expected FIELD=PATTERN, FIELD the largest differing field: G, y, M, d, a, h, H, m (M=yyyy MMM d - MMM y))\n"
    ),
    (
      ["--template", "yMMMd", "--to", "2007-11-10T18:10:10Z", "--interval-fallback", "{0} to"],
      "fmtcorpus: error: invalid value '{0} to' for --interval-fallback (expected a pattern holding {0} (the first date) and {1} (the second): {0} --- {1})\n"
    ),
    (
      ["--template", "yMMMd", "--interval-fallback", "{0} --- {1}"],
      "fmtcorpus: error: invalid value '--interval-fallback {0} --- {1}' for format (expected --template and --to with it (an interval's knob))\n"
    ),
    (
      [
        "--template", "yMMMd", "--to", "2007-11-10T18:10:10Z", "--interval-pattern",
        "M=MMM d; MMM d",
      ],
      "fmtcorpus: error: invalid value 'MMM d; MMM d' for --interval-pattern M= (expected no ';', which separates an interval template's knobs in a plan and a corpus)\n"
    ),
  ])
  func aBadKnobIsOneLine(arguments: [String], message: String) throws {
    let result = try Self.format(["--locale", "en"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message)
  }

  /// A plan's configured interval templates: the intervals artifact keys the strings by the
  /// spelling, beside the bare templates, and the corpus checks clean; Foundation leaves them
  /// out (refused), and its corpus checks clean too.
  @Test func aPlanTakesConfiguredIntervals() throws {
    let key = "yMMMM;capitalization=sentence-start"
    let folder = TestSupport.temporaryDirectory("interval-knobs-icu").path
    let made = try CLI.run(
      ["generate", "--locale", "cs", "--out", folder, "--interval-template", key])
    #expect(made.status == 0, "\(made.stderr)")
    let file = try String(contentsOfFile: folder + "/cs.json", encoding: .utf8)
    // Gregorian: the first date capitalized, the second as the data has it.
    #expect(
      file.contains(
        "        \"\(key)\": {\n          \"days\": \"Únor 2024\",\n          \"hours\": \"Únor 2024\",\n          \"midnight\": \"Únor 2024\",\n          \"minutes\": \"Únor 2024\",\n          \"months\": \"Únor–duben 2024\",\n          \"same\": \"Únor 2024\",\n          \"years\": \"Prosinec 2024\u{2009}–\u{2009}leden 2025\"\n        },\n"
      ))
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))

    let foundation = TestSupport.temporaryDirectory("interval-knobs-foundation").path
    let written = try CLI.run([
      "generate", "--engine", "foundation", "--locale", "cs", "--out", foundation,
      "--interval-template", key,
    ])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(
      written.stdout.contains(
        "note: the foundation engine leaves interval template '\(key)' out of the corpus: neither DateIntervalFormatter nor Date.IntervalFormatStyle has a capitalization context\n"
      ))
    let foundationFile = try String(contentsOfFile: foundation + "/cs.json", encoding: .utf8)
    #expect(!foundationFile.contains("\"\(key)\""))
    let foundationCheck = try CLI.run(["check", "--corpus", foundation])
    #expect(foundationCheck.status == 0, "\(foundationCheck.stdout)")
  }

  /// A plan file's `interval:` entries take the same spelling; a bad one is refused at its
  /// line, naming the knob and what it takes.
  @Test func aPlanFileTakesConfiguredIntervals() throws {
    let directory = TestSupport.temporaryDirectory("interval-knobs-plan-file")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let key = "yMMMd;interval-pattern=M=yyyy MMM d - MMM y;interval-fallback={0} --- {1}"
    let plan = """
      locales: [en_US]
      formats:
        custom: { interval: "\(key)" }

      """
    try plan.write(
      to: directory.appendingPathComponent("fmtcorpus.yml"), atomically: true, encoding: .utf8)
    let made = try CLI.run(["generate", "--out", "c"], in: directory)
    #expect(made.status == 0, "\(made.stderr)")
    let file = try String(
      contentsOf: directory.appendingPathComponent("c/en_US.json"), encoding: .utf8)
    #expect(file.contains("          \"months\": \"2024 Feb 14 - Apr 2024\",\n"))
    #expect(
      file.contains("          \"days\": \"Feb 14, 2024 --- Feb 16, 2024\",\n"))
    let check = try CLI.run(["check", "--corpus", "c"], in: directory)
    #expect(check.status == 0, "\(check.stdout)")

    try plan.replacingOccurrences(of: key, with: "yMMMd;capitalization=title").write(
      to: directory.appendingPathComponent("fmtcorpus.yml"), atomically: true, encoding: .utf8)
    let refused = try CLI.run(["generate", "--out", "d"], in: directory)
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "fmtcorpus: error: fmtcorpus.yml:3:23: invalid interval template 'yMMMd;capitalization=title': invalid value 'title' for --capitalization (expected one of none, sentence-start, middle, list-item, standalone)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("d").path))
  }

  /// A configured interval's parts are the configured format's (`--capitalization` with
  /// `--parts`): ICU capitalizes the first part, and the parts read back as the string.
  @Test func aConfiguredIntervalsPartsAreItsOwn() throws {
    let result = try Self.format([
      "--locale", "cs", "--template", "yMMMM", "--zone", "America/Los_Angeles", "--at",
      "2010-09-27T15:00:29Z", "--to", "2010-11-26T15:00:29Z", "--capitalization",
      "sentence-start", "--parts",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == """
        month "Září" startRange
        literal "–" shared
        month "listopad" endRange
        literal " " shared
        year "2010" shared

        """)
  }

  /// A style pair's range is opened from the styles alone: an interval knob beside it is
  /// refused in one line, never dropped.
  @Test(arguments: [
    ["--capitalization", "sentence-start"], ["--interval-fallback", "{0} - {1}"],
    ["--interval-pattern", "d=d - d MMM"],
  ])
  func aStyleRangeTakesNoIntervalKnob(knob: [String]) throws {
    let result = try Self.format(
      [
        "--locale", "en_US", "--date-style", "short", "--time-style", "short", "--zone", "UTC",
        "--at", "2001-01-01T00:00:00Z", "--to", "2001-01-01T01:00:00Z",
      ] + knob)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid value '\(knob.joined(separator: " "))' for format (expected --template and --to with it (an interval's knob))\n"
    )
  }
}
