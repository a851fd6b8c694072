import Foundation
import Testing

/// How commands say what they take and read what they are given: help is a command and names
/// what `--out` writes, repeatable options repeat, letter case is free in enumerated values,
/// `info` prints one list at a time, a folder's trailing slash is not doubled.
@Suite struct HelpAndSpellingTests {
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
    // check's options (--plan among them) no longer fit its usage line, which ArgumentParser
    // then shortens to `<options>`; the option's own lines still say what it writes.
    (
      "check", "<options>",
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
    #expect((usageLine + " ").contains(" \(usage) "))
    // The option's lines, from `--out` up to the next option.
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("  --out ") })
    let end = try #require(lines[(start + 1)...].firstIndex { $0.hasPrefix("  --") })
    #expect(lines[start..<end].map { $0 + "\n" }.joined() == option)
  }

  /// Repeatable options stay repeatable.
  @Test func repeatableOptionsStayRepeatable() throws {
    let result = try CLI.run([
      "generate", "-q", "--out", CLI.temporaryDirectory().path, "--locale", "en_US", "--locale",
      "de_DE", "--calendar", "gregorian", "--calendar", "hebrew", "--zone", "UTC",
    ])
    #expect(result.status == 0, "\(result.stderr)")
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
}
