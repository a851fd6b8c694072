import Foundation
import Testing

/// Messages a user can act on: one line on stderr naming the bad value and what is valid,
/// exit 2.
@Suite struct MessagesTests {
  static let commands =
    "commands: generate, check, diff, accept, review, merge, report, show, wheels, month, format, info, calc, icu"

  @Test(arguments: [
    (["chek"], "unknown command 'chek' (did you mean check? \(commands))"),
    (["formt", "--locale", "en_US"], "unknown command 'formt' (did you mean format? \(commands))"),
    (["xyzzy"], "unknown command 'xyzzy' (\(commands))"),
    // `help` of an unknown command is refused as the command itself is, not the root's help.
    (["help", "chek"], "unknown command 'chek' (did you mean check? \(commands))"),
    (["help", "nope"], "unknown command 'nope' (\(commands))"),
    // A group's subcommand is named as the command it is.
    (
      ["icu", "fetc", "78"],
      "unknown command 'icu fetc' (did you mean icu fetch? commands: icu fetch, icu list)"
    ),
    // A misspelt option is named, not taken for a missing one (`--locale` is required).
    (
      ["format", "--lcoale", "en_US", "--date-style", "short"],
      "unknown option '--lcoale' (did you mean --locale?)"
    ),
    (
      ["wheels", "--locale", "en_US", "--mdoe", "date"],
      "unknown option '--mdoe' (did you mean --mode?)"
    ),
    (["info", "--nope"], "unknown option '--nope' (see 'fmtcorpus info --help')"),
  ])
  func anUnknownCommandIsNamedWithTheNearest(arguments: [String], message: String) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }

  /// `help` is ArgumentParser's own command, not a misspelling.
  @Test func helpIsACommand() throws {
    let result = try CLI.run(["help", "check"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("USAGE: fmtcorpus check "))
  }

  /// `--out` is one option of the shared report options, but not one thing: `merge` writes the
  /// corpus folder it joins shard folders into, and the report file only for shard reports;
  /// `check` and `diff` write only a report.
  @Test(arguments: [
    (
      "merge", "[--out <dir|file>]",
      """
        --out <dir|file>        Shard folders: the corpus folder (or pending corpus)
                                to write (required): new, empty, or one to replace.
                                Shard reports: write the report to this file instead
                                of stdout.

      """
    ),
    (
      "check", "[--out <file>]",
      "  --out <file>            Write the report to this file instead of stdout.\n"
    ),
    (
      "diff", "[--out <file>]",
      "  --out <file>            Write the report to this file instead of stdout.\n"
    ),
  ])
  func helpSaysWhatOutWrites(command: String, usage: String, option: String) throws {
    // 80 columns, as help wraps on a pipe, whatever COLUMNS the tests run under.
    let result = try CLI.run([command, "--help"], environment: ["COLUMNS": "80"])
    #expect(result.status == 0, "\(result.stderr)")
    let usageLine = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("USAGE: ") })
    #expect(usageLine.contains(" \(usage) "))
    // The option's lines, from `--out` up to the next option.
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("  --out ") })
    let end = try #require(lines[(start + 1)...].firstIndex { $0.hasPrefix("  --") })
    #expect(lines[start..<end].map { $0 + "\n" }.joined() == option)
  }

  /// Every command refuses a single-value option given twice, naming both values, before any
  /// work is done.
  @Test(arguments: [
    (
      [
        "format", "--locale", "en_US", "--zone", "UTC", "--zone", "Asia/Tokyo", "--at",
        "2010-01-27T18:00:00Z", "--date-style", "full",
      ], "--zone", "Asia/Tokyo", "UTC"
    ),
    (
      ["generate", "--out", "/nonexistent/a", "--out=/nonexistent/b"], "--out", "/nonexistent/b",
      "/nonexistent/a"
    ),
    (["check", "--format", "json", "--format", "text"], "--format", "text", "json"),
    (["check", "--corpus", "a", "--corpus", "b"], "--corpus", "b", "a"),
    (["diff", "a", "b", "--max-entries", "1", "--max-entries", "2"], "--max-entries", "2", "1"),
    (["accept", "--from", "a", "--from", "b"], "--from", "b", "a"),
    (["info", "--engine", "icu", "--engine", "foundation"], "--engine", "foundation", "icu"),
    (["wheels", "--locale", "en_US", "--locale", "de_DE"], "--locale", "de_DE", "en_US"),
  ])
  func aSingleValueOptionGivenTwiceIsRefused(
    arguments: [String], option: String, second: String, first: String
  ) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid value '\(second)' for \(option) (expected \(option) once; '\(first)' was given first)\n"
    )
  }

  /// Repeatable options stay repeatable.
  @Test func repeatableOptionsStayRepeatable() throws {
    let result = try CLI.run([
      "generate", "-q", "--out", CLI.temporaryDirectory().path, "--locale", "en_US", "--locale",
      "de_DE", "--calendar", "gregorian", "--calendar", "hebrew", "--zone", "UTC",
    ])
    #expect(result.status == 0, "\(result.stderr)")
  }

  /// A mistyped region ranks the intended locale first: same language, region alias UK → GB.
  @Test(.tags(.icu72)) func enUKSuggestsEnGBFirst() throws {
    let result = try CLI.run([
      "format", "--locale", "en_UK", "--zone", "UTC", "--at", "2010-01-27T18:00:00Z",
      "--date-style", "full",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: unknown locale 'en_UK': the icu engine has no data for it (did you mean en_GB, en_CK, en_DK, en_FK?)\n"
    )
  }

  /// Enumerated values are case-insensitive everywhere and printed lower-case.
  @Test(.tags(.icu72)) func enumeratedValuesIgnoreCase() throws {
    let result = try CLI.run([
      "format", "--engine", "ICU", "--locale", "en_US", "--calendar", "Gregorian", "--zone",
      "UTC", "--at", "2010-01-27T18:00:00Z", "--date-style", "FULL", "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\"engine\": \"icu\""))
    #expect(result.stdout.contains("\"calendar\": \"gregorian\""))
    #expect(result.stdout.contains("\"dateStyle\": \"full\""))
    let foundation = try CLI.run(["info", "--engine", "Foundation"])
    #expect(foundation.status == 0, "\(foundation.stderr)")
    #expect(foundation.stdout.hasPrefix("engine: foundation ("))
    let format = try CLI.run([
      "check", "--corpus", CLI.temporaryDirectory().path, "--format", "JSON",
    ])
    #expect(format.stderr.contains("(no manifest.json)"))
  }

  /// An instant with a part out of range says which part and the accepted range.
  @Test(arguments: [
    ("2010-02-30T00:00:00Z", "day 30 is not in February 2010 (01–28)"),
    ("2010-01-27T24:00:00Z", "hour 24 is not 00–23 (midnight is T00:00:00Z of the next day)"),
    ("2010-01-27T23:59:60Z", "second 60 is not 00–59 (leap seconds are not counted)"),
    ("0000-01-01T00:00:00Z", "year 0000 is not 0001–9999"),
    ("99999-01-01T00:00:00Z", "year 99999 is not 0001–9999"),
  ])
  func anInstantOutOfRangeSaysWhichPart(instant: String, reason: String) throws {
    let result = try CLI.run([
      "format", "--locale", "en_US", "--zone", "UTC", "--at", instant, "--date-style", "full",
    ])
    #expect(result.status == 2)
    #expect(result.stderr == "fmtcorpus: error: invalid instant '\(instant)': \(reason)\n")
  }

  @Test func infoPrintsOneListAtATime() throws {
    let result = try CLI.run(["info", "--locales", "--zones"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid value '--locales --zones' for info (expected one list at a time: --locales, --zones or --calendars)\n"
    )
  }

  /// `--out my-corpus/` is written `my-corpus/`, not `my-corpus//`.
  @Test(.tags(.icu72)) func aTrailingSlashIsNotDoubled() throws {
    let out = CLI.temporaryDirectory().path + "/"
    let result = try CLI.run(["generate", "--out", out, "--locale", "en_US"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(" to \(out) in "))
    #expect(!result.stdout.contains("//"))
  }

  /// Before 1582-10-15 ICU's Gregorian calendar is Julian (GoldenFiles.md says so beside the
  /// instants).
  @Test(
    .tags(.icu72),
    arguments: [
      ("1582-10-14T12:00:00Z", "October 4, 1582"), ("1582-10-15T12:00:00Z", "October 15, 1582"),
      ("1500-03-01T12:00:00Z", "February 20, 1500"),
    ])
  func datesBeforeTheGregorianChangeAreJulian(instant: String, shown: String) throws {
    let result = try CLI.run([
      "format", "--locale", "en_US", "--zone", "UTC", "--at", instant, "--date-style", "long",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == shown + "\n")
  }
}
