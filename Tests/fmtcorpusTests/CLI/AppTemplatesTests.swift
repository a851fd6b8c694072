import Foundation
import Testing

/// Templates as the APIs take them (issue 41, item 2): spaces, punctuation and quoted text are
/// ignored as ICU 72's pattern generator ignores them, in every engine; the golden key is the
/// app's spelling; a template that looks like a fixed format draws a note, a week year beside a
/// calendar month or day a warning, and both still render.
@Suite(.tags(.icu72)) struct AppTemplatesTests {
  static let instant = ["--zone", "UTC", "--at", "2010-01-27T18:00:00Z"]

  /// The app's spelling and the letters alone give ICU 72's same pattern and string.
  @Test(arguments: [
    ("en_US", "MMM d, yyyy", "MMMdyyyy", "MMM d, yyyy", "Jan 27, 2010", ""),
    ("en_US", "EE, MMM d", "EEMMMd", "EEE, MMM d", "Wed, Jan 27", ""),
    ("es_ES", "d 'de' MMMM", "dMMMM", "d 'de' MMMM", "27 de enero", ""),
    ("de_DE", "d 'de' MMMM", "dMMMM", "d. MMMM", "27. Januar", ""),
    (
      "de_DE", "M/d", "Md", "d.M.", "27.1.",
      "fmtcorpus: note: template 'M/d' names fields, not their order or separators: each locale orders and punctuates them its own way; a fixed format is --pattern 'M/d'\n"
    ),
    (
      "de_DE", "yyyy-MM-dd", "yyyyMMdd", "dd.MM.yyyy", "27.01.2010",
      "fmtcorpus: note: template 'yyyy-MM-dd' names fields, not their order or separators: each locale orders and punctuates them its own way; a fixed format is --pattern 'yyyy-MM-dd'\n"
    ),
  ])
  func icuReadsTheLettersOnly(
    locale: String, template: String, letters: String, pattern: String, string: String,
    stderr: String
  ) throws {
    let spelled = try CLI.run(
      ["format", "--locale", locale, "--template", template, "--json"] + Self.instant)
    #expect(spelled.status == 0, "\(spelled.stderr)")
    #expect(spelled.stderr == stderr)
    #expect(
      spelled.stdout
        == "{\"calendar\": \"gregorian\", \"engine\": \"icu\", \"instant\": \"2010-01-27T18:00:00Z\", \"locale\": \"\(locale)\", \"pattern\": \"\(pattern)\", \"string\": \"\(string)\", \"template\": \"\(template)\", \"zone\": \"UTC\"}\n"
    )
    let bare = try CLI.run(["format", "--locale", locale, "--template", letters] + Self.instant)
    #expect(bare.status == 0)
    #expect(bare.stdout == string + "\n")
  }

  /// The Foundation and FormatStyle engines accept the same spellings and read the same
  /// letters: the string is the letters-only template's.
  @Test(arguments: ["foundation", "formatstyle"])
  func everyEngineReadsTheSameLetters(engine: String) throws {
    for (locale, template, letters, string) in [
      ("en_US", "MMM d, yyyy", "MMMdyyyy", "Jan 27, 2010"),
      ("es_ES", "d 'de' MMMM", "dMMMM", "27 de enero"),
      ("de_DE", "d 'de' MMMM", "dMMMM", "27. Januar"),
    ] {
      let spelled = try CLI.run(
        ["format", "--engine", engine, "--locale", locale, "--template", template]
          + Self.instant)
      #expect(spelled.status == 0, "\(engine) \(template): \(spelled.stderr)")
      #expect(spelled.stderr == "")
      #expect(spelled.stdout == string + "\n", "\(engine) \(template)")
      let bare = try CLI.run(
        ["format", "--engine", engine, "--locale", locale, "--template", letters]
          + Self.instant)
      #expect(bare.stdout == spelled.stdout, "\(engine) \(letters)")
    }
    let refused = try CLI.run(
      ["format", "--engine", engine, "--locale", "en_US", "--template", "MMM d, yyyy t"]
        + Self.instant)
    #expect(refused.status == 2)
    #expect(refused.stdout == "")
    #expect(
      refused.stderr
        == "fmtcorpus: error: invalid template 'MMM d, yyyy t': 't' (character 13) is not a skeleton letter: letters are GyYuUrQqMLwWdDFgEecabBhHkKjJCmsSAzZOvVXx; spaces, punctuation and quoted text are ignored\n"
    )
  }

  /// The golden key and the manifest's plan keep the app's spelling (grep finds it), and the
  /// corpus checks clean.
  @Test func theStoredKeyIsTheAppsSpelling() throws {
    let out = CLI.temporaryDirectory()
    let made = try CLI.run(
      ["generate", "-q", "--out", out.path, "--locale", "en_US", "--template", "MMM d, yyyy"]
        + SmallCorpus.plan)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stderr == "")
    let enUS = try String(contentsOf: out.appendingPathComponent("en_US.json"), encoding: .utf8)
    #expect(
      enUS.contains(
        "\n        \"MMM d, yyyy\": {\"pattern\": \"MMM d, yyyy\", \"string\": \"Jan 27, 2010\"}\n"
      ))
    let manifest = try CLI.json(out.appendingPathComponent("manifest.json"))
    let plan = try #require(manifest["plan"] as? [String: Any])
    #expect((plan["templates"] as? [String])?.last == "MMM d, yyyy")
    let check = try CLI.run(["check", "--corpus", out.path])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))
  }

  /// `YYYY-MM-dd`: one warning naming the week-year bug, exit 0, and the string as rendered —
  /// 2024-12-30 is in the first week of 2025 in en_US.
  @Test func weekYearBesideMonthAndDayIsWarnedAndRendered() throws {
    let at = ["--locale", "en_US", "--zone", "UTC", "--at", "2024-12-30T12:00:00Z"]
    let pattern = try CLI.run(["format", "--pattern", "YYYY-MM-dd"] + at)
    #expect(pattern.status == 0)
    #expect(pattern.stdout == "2025-12-30\n")
    #expect(
      pattern.stderr
        == "fmtcorpus: warning: pattern 'YYYY-MM-dd' puts Y (the year of the week) beside M or d (the calendar month and day): around New Year it shows the wrong year (2024-12-30 is 2025-12-30 with YYYY-MM-dd); the calendar year is y\n"
    )
    let template = try CLI.run(["format", "--template", "YMd"] + at)
    #expect(template.status == 0)
    #expect(
      template.stderr
        == "fmtcorpus: warning: template 'YMd' puts Y (the year of the week) beside M or d (the calendar month and day): around New Year it shows the wrong year (2024-12-30 is 2025-12-30 with YYYY-MM-dd); the calendar year is y\n"
    )
    let out = CLI.temporaryDirectory()
    let made = try CLI.run(
      ["generate", "-q", "--out", out.path, "--locale", "en_US", "--pattern", "YYYY-MM-dd"]
        + SmallCorpus.plan)
    #expect(made.status == 0)
    #expect(made.stderr == pattern.stderr)
  }
}
