import CorpusModel
import Foundation
import TestSupport
import Testing

/// A team's gate from a plan file, end to end: `init` in an empty folder, an edited plan,
/// `generate`, `check`; discovery; refusals at the file's line and column.
@Suite struct PlanFileGateTests {
  private static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private static func folder() throws -> URL {
    let folder = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// init → edit → generate → check 0 → edit → check 1 with the difference's line; the corpus
  /// holds the plan's formats and manifest.json, nothing else.
  @Test(.tags(.icu72)) func theWholeFlowInAnEmptyFolder() throws {
    let app = try Self.folder()
    let initialized = try CLI.run(
      ["init", "--corpus", "dates", "--locale", "en_US", "--locale", "de", "--template", "M/d"],
      in: app)
    #expect(initialized.status == 0, "\(initialized.stderr)")
    #expect(
      initialized.stdout == """
        wrote fmtcorpus.yml, .github/workflows/fmtcorpus.yml, .gitattributes
        next: fmtcorpus generate   # makes dates/ from fmtcorpus.yml
              fmtcorpus check      # the gate CI runs

        """)
    #expect(
      try String(contentsOf: app.appendingPathComponent(".gitattributes"), encoding: .utf8)
        == "dates/*.json diff=fmtcorpus\n")
    let planURL = app.appendingPathComponent("fmtcorpus.yml")
    var plan = try String(contentsOf: planURL, encoding: .utf8)
    #expect(plan.contains("artifacts: [skeletons]\nlocales: [de, en_US]\n"))
    #expect(plan.hasSuffix("formats:\n  format1: { template: 'M/d' }\n"))
    // The team names its formats and adds one.
    plan = plan.replacingOccurrences(of: "  format1:", with: "  monthDay:")
    plan += "  fullDate: { template: \"MMM d, yyyy\" }\n"
    try Self.write(plan, to: planURL)

    let generated = try CLI.run(["generate", "--quiet"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    let corpus = app.appendingPathComponent("dates")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        == ["de.json", "en_US.json", "manifest.json"])
    #expect(
      try String(contentsOf: corpus.appendingPathComponent("de.json"), encoding: .utf8) == """
        {
          "calendars": {
            "gregorian": {
              "skeletons": {
                "M/d": {"pattern": "d.M.", "string": "27.1."},
                "MMM d, yyyy": {"pattern": "d. MMM yyyy", "string": "27. Jan. 2010"}
              }
            }
          },
          "formatVersion": 1,
          "locale": "de"
        }

        """)
    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")

    plan += "  weekday: { template: 'EE, MMM d' }\n"
    plan = plan.replacingOccurrences(
      of: "locales: [de, en_US]", with: "locales: [de, en_US, ja_JP]")
    try Self.write(plan, to: planURL)
    let drift = try CLI.run(["check"], in: app)
    #expect(drift.status == 1)
    #expect(
      drift.stdout == """
        the plan file adds locale 'ja_JP': run 'fmtcorpus generate'
        the plan file adds template 'EE, MMM d': run 'fmtcorpus generate'

        """)
    #expect(drift.stderr == "")
    let regenerated = try CLI.run(["generate", "--quiet"], in: app)
    #expect(regenerated.status == 0, "\(regenerated.stderr)")
    #expect(try CLI.run(["check"], in: app).status == 0)
    // Drift, as an upgrade brings it: a stored string differs and the manifest records its
    // bytes. A file of formats alone (no week, no other artifact) is whole: exit 1, never 2.
    try CorpusEdits.edit(corpus, "de.json") {
      $0.replacingOccurrences(of: "27. Jan. 2010", with: "27. Jan 2010")
    }
    let upgraded = try CLI.run(["check"], in: app)
    #expect(upgraded.status == 1, "\(upgraded.stdout)\(upgraded.stderr)")
    #expect(upgraded.stderr == "")
    #expect(upgraded.stdout.contains("de › gregorian › skeletons › MMM d, yyyy"), "\(upgraded.stdout)")
    #expect(try CLI.run(["generate", "--quiet"], in: app).status == 0)
    // The manifest records the plan: only the formats' artifact.
    let recorded = try #require(
      try CLI.json(corpus.appendingPathComponent("manifest.json"))["plan"] as? [String: Any])
    #expect(recorded["artifacts"] as? [String] == ["skeletons"])
    #expect(recorded["templates"] as? [String] == ["M/d", "MMM d, yyyy", "EE, MMM d"])
  }

  /// `--locales-from`: the `.lproj` folders' names (not `Base`) and a string catalog's source
  /// language and localizations, resolved as `--locale` values.
  @Test func initReadsTheAppsLocales() throws {
    let app = try Self.folder()
    for folder in ["de.lproj", "Base.lproj", "zh-Hant.lproj"] {
      try FileManager.default.createDirectory(
        at: app.appendingPathComponent("App/Resources/\(folder)"), withIntermediateDirectories: true
      )
    }
    try Self.write(
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Today": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "x"}},
                                    "ja": {"stringUnit": {"state": "translated", "value": "y"}}}},
        "Empty": {}
      }}
      """, to: app.appendingPathComponent("App/Localizable.xcstrings"))
    let result = try CLI.run(["init", "--locales-from", "App", "--template", "yMd"], in: app)
    #expect(result.status == 0, "\(result.stderr)")
    let plan = try String(contentsOf: app.appendingPathComponent("fmtcorpus.yml"), encoding: .utf8)
    #expect(plan.contains("\nlocales: [de, en, fr, ja, zh_Hant]\n"))
    try CLI.run(["init", "--locales-from", "Nowhere", "--template", "yMd"], in: app)
      .expectRefused(
        "invalid value 'Nowhere' for --locales-from (expected a folder of the app's sources)")
  }

  /// An app's folders may name languages the engine has no data for (wikipedia-ios ships
  /// Abkhazian, `ab.lproj`): they are left out of the plan and named on one line, so the team
  /// knows the gate does not cover them; a folder of nothing but such languages is refused.
  @Test func initLeavesOutTheLanguagesTheEngineLacks() throws {
    let app = try Self.folder()
    for folder in ["de.lproj", "ab.lproj", "azb.lproj", "Base.lproj"] {
      try FileManager.default.createDirectory(
        at: app.appendingPathComponent("App/\(folder)"), withIntermediateDirectories: true)
    }
    let result = try CLI.run(["init", "--locales-from", "App", "--template", "yMd"], in: app)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        "note: the icu engine has no locale for 2 of the app's 3 (ab, azb): fmtcorpus.yml leaves them out, so the gate does not cover them\n"
      ), "\(result.stdout)")
    let plan = try String(contentsOf: app.appendingPathComponent("fmtcorpus.yml"), encoding: .utf8)
    #expect(plan.contains("\nlocales: [de]\n"), "\(plan)")
    let only = try Self.folder()
    try FileManager.default.createDirectory(
      at: only.appendingPathComponent("App/ab.lproj"), withIntermediateDirectories: true)
    try CLI.run(["init", "--locales-from", "App", "--template", "yMd"], in: only)
      .expectRefused(
        "invalid value 'App' for --locales-from (expected a folder whose locales the icu engine has (none of 1 is: ab))"
      )
  }

  /// A manifest is untrusted too: a plan naming an artifact the registry lacks is refused at
  /// its line.
  @Test func aManifestsArtifactsAreTheRegistrys() throws {
    let app = try Self.folder()
    try Self.write(
      "artifacts: [skeletons]\nlocales: [de]\nformats:\n  a: { template: yMd }\n",
      to: app.appendingPathComponent("fmtcorpus.yml"))
    #expect(try CLI.run(["generate", "--quiet"], in: app).status == 0)
    let manifest = app.appendingPathComponent("corpus/manifest.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try Self.write(
      text.replacingOccurrences(
        of: "\"artifacts\": [\n      \"skeletons\"", with: "\"artifacts\": [\n      \"nope\""),
      to: manifest)
    let line =
      try #require(
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
          $0.contains("\"artifacts\"")
        }) + 2
    try CLI.run(["check", "--plan", "/nonexistent.yml", "--corpus", "corpus"], in: app)
      .expectRefused("/nonexistent.yml:1:1: cannot read the plan file (expected a readable file)")
    let refused = try CLI.run(["report", "--corpus", "corpus", "--out", "r.html"], in: app)
    #expect(refused.status == 2)
    #expect(
      refused.stderr.hasPrefix(
        "fmtcorpus: error: corpus/manifest.json:\(line): plan artifact 'nope' is not an artifact (expected month, wheels,"
      ))
  }

  @Test func initNeverOverwrites() throws {
    let app = try Self.folder()
    let workflow = app.appendingPathComponent(".github/workflows/fmtcorpus.yml")
    try Self.write("name: ours\n", to: workflow)
    let result = try CLI.run(["init", "--template", "yMd"], in: app)
    result.expectRefused(
      "'.github/workflows/fmtcorpus.yml' is already there: init never overwrites a file (remove it, or edit it by hand)"
    )
    #expect(try String(contentsOf: workflow, encoding: .utf8) == "name: ours\n")
    #expect(
      !FileManager.default.fileExists(atPath: app.appendingPathComponent("fmtcorpus.yml").path))
    #expect(
      !FileManager.default.fileExists(atPath: app.appendingPathComponent(".gitattributes").path))
  }

  /// The nearest file wins, looked for up to the folder holding `.git`; outside a repository
  /// only the current folder is looked in.
  @Test func discoveryStopsAtTheRepository() throws {
    let root = try Self.folder()
    let repo = root.appendingPathComponent("repo")
    try FileManager.default.createDirectory(
      at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try Self.write("corpus: outer\n", to: repo.appendingPathComponent("fmtcorpus.yml"))
    try Self.write("corpus: inner\n", to: repo.appendingPathComponent("app/fmtcorpus.yml"))
    try Self.write("corpus: above\n", to: root.appendingPathComponent("fmtcorpus.yml"))
    let deep = repo.appendingPathComponent("app/Sources/Dates")
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)

    let nearest = try CLI.run(["plan"], in: deep)
    #expect(nearest.status == 0, "\(nearest.stderr)")
    #expect(nearest.stdout.hasPrefix("plan file: ../../fmtcorpus.yml\ncorpus: ../../inner\n"))
    try FileManager.default.removeItem(at: repo.appendingPathComponent("app/fmtcorpus.yml"))
    let outer = try CLI.run(["plan"], in: deep)
    #expect(outer.stdout.hasPrefix("plan file: ../../../fmtcorpus.yml\ncorpus: ../../../outer\n"))
    // Above the repository's root: never read.
    try FileManager.default.removeItem(at: repo.appendingPathComponent("fmtcorpus.yml"))
    try CLI.run(["plan"], in: deep).expectRefused(
      "no plan file (fmtcorpus.yml) in this folder or its parents up to the folder holding .git: run 'fmtcorpus init', or give --plan FILE"
    )
    // Outside a repository (the test's temporary folders): the current folder only.
    let child = root.appendingPathComponent("child")
    try FileManager.default.createDirectory(at: child, withIntermediateDirectories: true)
    #expect(try CLI.run(["plan"], in: child).status == 2)
    #expect(try CLI.run(["plan"], in: root).stdout.hasPrefix("plan file: fmtcorpus.yml\n"))
  }

  /// A value the flag's parser refuses is refused at its line and column, as the file's
  /// reading refuses what is not the schema.
  @Test(arguments: [
    (
      "locales: [en_US, en_XX]\n",
      "fmtcorpus.yml:1:18: unknown locale 'en_XX': the icu engine has no data for it (did you mean en_CX, en_SX, en_AE, en_AG?)"
    ),
    ("zones: [UTC, Mars/Base]\n", "fmtcorpus.yml:1:14: unknown time zone 'Mars/Base'"),
    ("instants: [2010-01-27]\n", "fmtcorpus.yml:1:12: "),
    ("engine: quartz\n", "fmtcorpus.yml:1:9: "),
    (
      "formats:\n  a: { template: ÿ }\n",
      "fmtcorpus.yml:2:18: invalid template 'ÿ': it names no field: letters are GyYuUrQqMLwWdDFgEecabBhHkKjJCmsSAzZOvVXx"
    ),
    (
      "artifacts: [skeleton]\n",
      "fmtcorpus.yml:1:13: unknown artifact 'skeleton' (expected \(Artifact.names.joined(separator: ", ")))"
    ),
    ("corpus: x\ncorpus: y\n", "fmtcorpus.yml:2:1: duplicate key 'corpus' (each key once)"),
  ])
  func badValuesAreRefusedOnTheirLine(_ text: String, _ start: String) throws {
    let app = try Self.folder()
    try Self.write(text, to: app.appendingPathComponent("fmtcorpus.yml"))
    for command in [["plan"], ["generate"], ["check"]] {
      let result = try CLI.run(command, in: app)
      #expect(result.status == 2, "\(command) \(result.stderr)")
      #expect(result.stderr.hasPrefix("fmtcorpus: error: " + start), "\(command)")
      #expect(result.stderr.split(separator: "\n").count == 1)
      #expect(result.stdout == "")
    }
    // Nothing was written.
    #expect(try FileManager.default.contentsOfDirectory(atPath: app.path) == ["fmtcorpus.yml"])
  }

  /// The plan file is the plan: generate refuses plan flags beside it; check with no corpus
  /// yet says to generate it, and without a plan file suggests init, not the whole default
  /// corpus.
  @Test func flagsAndMissingCorpora() throws {
    let app = try Self.folder()
    try Self.write(
      "corpus: dates\nformats:\n  a: { template: yMd }\n",
      to: app.appendingPathComponent("fmtcorpus.yml"))
    try CLI.run(["generate", "--template", "jm"], in: app).expectRefused(
      "invalid value '--template' for generate (expected no plan flags with a plan file (fmtcorpus.yml): it is the plan, so edit it (or give --plan of another file))"
    )
    // The configured spans too: --duration-format was once read and then ignored beside it.
    for (flag, key) in [
      ("duration-format", "hour,minute;max-units=1"), ("relative-format", "relative=-1;unit=day"),
    ] {
      try CLI.run(["generate", "--\(flag)", key], in: app).expectRefused(
        "invalid value '--\(flag)' for generate (expected no plan flags with a plan file (fmtcorpus.yml): it is the plan, so edit it (or give --plan of another file))"
      )
    }
    try CLI.run(["check"], in: app).expectRefused(
      "no corpus in 'dates' (no manifest.json), the folder fmtcorpus.yml names: run 'fmtcorpus generate' to make it"
    )
    let empty = try Self.folder()
    try CLI.run(["check"], in: empty).expectRefused(
      "no corpus in 'corpus' (no manifest.json): run 'fmtcorpus init' to plan your app's formats in fmtcorpus.yml, then 'fmtcorpus generate' (or 'fmtcorpus generate --out corpus' for the whole default corpus)"
    )
  }

  /// A team's configured durations and relative times are plan-file entries (issue 42): each
  /// value the key `--duration-format` or `--relative-format` takes, read by the same parser,
  /// generated and checked; a new one is a plan difference, a bad one refused at its line and
  /// column.
  @Test func durationAndRelativeFormatsAreEntries() throws {
    let app = try Self.folder()
    let file = app.appendingPathComponent("fmtcorpus.yml")
    let plan = """
      corpus: dates
      locales: [de_DE]
      calendars: [gregorian]
      zones: [UTC]
      artifacts: [relative, durations]
      formats:
        yesterday: { relative: "relative=-1;unit=day;capitalization=sentence-start" }
        ago: { relative: "at=2007-11-15T02:53:00Z;relative-to=2007-11-16T02:53:00Z;presentation=named" }
        timer: { duration: "hour,minute;width=short;max-units=1" }

      """
    try Self.write(plan, to: file)
    let made = try CLI.run(["generate"], in: app)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(
      made.stdout.hasPrefix(
        "note: the icu engine leaves relative format 'at=2007-11-15T02:53:00Z;relative-to=2007-11-16T02:53:00Z;presentation=named' out of the corpus: ICU's C API formats a given amount of a given unit and never chooses one from two instants; --relative N --unit U writes the same strings\n"
      ))
    let golden = try String(
      contentsOf: app.appendingPathComponent("dates/de_DE.json"), encoding: .utf8)
    // The entries alone: a plan file's spans replace the artifacts' default grids.
    #expect(
      golden == """
        {
          "calendars": {},
          "durations": {
            "short": {
              "hour,minute;max-units=1": {"0": "0 Std., 0 Min.", "4500": "1,25 Std.", "59": "0,983 Min.", "6780": "1,883 Std.", "90061": "25,017 Std."}
            }
          },
          "formatVersion": 1,
          "locale": "de_DE",
          "relative": {
            "long": {
              "auto": {
                "day;capitalization=sentence-start": {"-1": "Gestern"}
              }
            }
          }
        }

        """)
    let check = try CLI.run(["check"], in: app)
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))

    try Self.write(
      plan + "  noon: { relative: \"relative=1;unit=day;capitalization=sentence-start\" }\n",
      to: file)
    let added = try CLI.run(["check"], in: app)
    #expect(added.status == 1)
    #expect(
      added.stdout
        == "the plan file changes relative times (2 \u{2192} 3): run 'fmtcorpus generate'\n")

    for (line, message) in [
      (
        "  late: { relative: \"relative=-1;unit=day;width=long\" }\n",
        "fmtcorpus.yml:10:21: invalid relative format 'relative=-1;unit=day;width=long': a configuration has one spelling: write it as relative=-1;unit=day"
      ),
      (
        "  late: { duration: \"minute,hour\" }\n",
        "fmtcorpus.yml:10:21: invalid duration format 'minute,hour': invalid value 'minute,hour' for --units (expected units of week, day, hour, minute, second, millisecond, microsecond, nanosecond separated by commas, each once, largest first (hour,minute))"
      ),
    ] {
      try Self.write(plan + line, to: file)
      try CLI.run(["check"], in: app).expectRefused(message)
      try CLI.run(["generate"], in: app).expectRefused(message)
    }
    // An entry whose artifact the file does not generate is refused, not dropped.
    try Self.write(
      plan.replacingOccurrences(of: "[relative, durations]", with: "[relative]"), to: file)
    try CLI.run(["generate"], in: app).expectRefused(
      "fmtcorpus.yml:9:22: a duration format is written by the durations artifact: add durations to 'artifacts'"
    )
  }
}
