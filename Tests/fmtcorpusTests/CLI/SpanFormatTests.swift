import Foundation
import TestSupport
import Testing

/// `format --relative` and `format --duration`, end to end: stdout, stderr and exit code.
@Suite(.tags(.icu72)) struct SpanFormatTests {
  /// The issue's examples and their variants, ICU 72's strings.
  @Test(arguments: [
    (["--relative", "-1", "--unit", "day", "--numeric", "auto"], "yesterday"),
    (["--relative", "-1", "--unit", "day"], "yesterday"),
    (
      ["--relative", "-1", "--unit", "day", "--width", "short", "--numeric", "always"], "1 day ago"
    ),
    (["--relative=-2", "--unit", "day", "--numeric", "always"], "2 days ago"),
    (
      ["--relative", "2.5", "--unit", "hour", "--width", "narrow", "--numeric", "always"], "in 2.5h"
    ),
    (["--relative", "-1", "--unit", "sunday"], "last Sunday"),
    (["--relative", "0", "--unit", "second"], "now"),
    (["--duration", "4500", "--units", "hour,minute", "--width", "wide"], "1 hour, 15 minutes"),
    (["--duration", "4500", "--units", "hour,minute"], "1 hour, 15 minutes"),
    (["--duration", "59", "--units", "hour,minute"], "0 hours, 0.983 minutes"),
    (["--duration", "6780", "--units", "hour,minute", "--width", "numeric"], "1:53"),
    (
      ["--duration", "90061", "--units", "day,hour,minute,second", "--width", "narrow"],
      "1d 1h 1m 1s"
    ),
    (["--duration", "4500", "--units", "minute,second", "--width", "short"], "75 min, 0 sec"),
  ])
  func printsTheEnginesString(arguments: [String], expected: String) throws {
    let result = try CLI.run(["format", "--locale", "en_US"] + arguments)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == expected + "\n")
  }

  /// Another locale's data, not English: de "vorgestern", ar_EG's Arabic digits.
  @Test func localesHaveTheirOwnWords() throws {
    let german = try CLI.run(["format", "--locale", "de_DE", "--relative", "-2", "--unit", "day"])
    #expect(german.stdout == "vorgestern\n")
    let arabic = try CLI.run([
      "format", "--locale", "ar_EG", "--duration", "4500", "--units", "hour,minute", "--width",
      "numeric",
    ])
    #expect(arabic.stdout == "١:١٥\n")
  }

  @Test func jsonNamesTheInputs() throws {
    let relative = try CLI.run([
      "format", "--locale", "en-US", "--relative", "1", "--unit", "week", "--json",
    ])
    #expect(
      relative.stdout
        == "{\"engine\": \"icu\", \"locale\": \"en_US\", \"numeric\": \"auto\", \"relative\": \"1\", \"string\": \"next week\", \"unit\": \"week\", \"width\": \"long\"}\n"
    )
    let duration = try CLI.run([
      "format", "--locale", "en_US", "--duration", "59.50", "--units", "minute,second", "--json",
    ])
    #expect(
      duration.stdout
        == "{\"duration\": \"59.5\", \"engine\": \"icu\", \"locale\": \"en_US\", \"string\": \"0 minutes, 59.5 seconds\", \"units\": \"minute,second\", \"width\": \"wide\"}\n"
    )
  }

  /// `-0` reaches ICU with its sign (issue 38): `0 seconds ago`, as ICU4C's own tests and
  /// test262 have it, where `0` is `in 0 seconds`. Foundation's relative style takes dates, so
  /// the Foundation engines refuse it in one line.
  @Test func minusZeroKeepsItsSign() throws {
    func relative(_ offset: String, _ more: [String] = []) throws -> CLI.Result {
      try CLI.run(
        [
          "format", "--locale", "en", "--relative", offset, "--unit", "second", "--numeric",
          "always",
        ]
          + more)
    }
    let minusZero = try relative("-0")
    #expect(minusZero.status == 0, "\(minusZero.stderr)")
    #expect(minusZero.stdout == "0 seconds ago\n")
    #expect(try relative("-0.000").stdout == "0 seconds ago\n")
    #expect(try relative("0").stdout == "in 0 seconds\n")
    for engine in ["foundation", "formatstyle"] {
      let refused = try relative("-0", ["--engine", engine])
      #expect(refused.status == 2)
      #expect(refused.stdout == "")
      #expect(
        refused.stderr
          == "fmtcorpus: error: invalid value '-0 second' for --relative with --engine \(engine) (expected a relative time the \(engine) engine can ask for (Foundation's Date.AnchoredRelativeFormatStyle has no quarter, no weekday, no fractional amount and no -0))\n"
      )
    }
  }

  /// A plan's `-0` is its own golden key beside `0`, and the corpus checks clean.
  @Test func aPlannedMinusZeroIsItsOwnKey() throws {
    let corpus = CLI.temporaryDirectory()
    let made = try CLI.run([
      "generate", "-q", "--locale", "en", "--out", corpus.path, "--relative-offset", "-0",
      "--calendar", "gregorian", "--zone", "UTC",
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let text = try String(contentsOf: corpus.appendingPathComponent("en.json"), encoding: .utf8)
    #expect(
      text.contains(
        #""second": {"-0": "0 seconds ago", "-1": "1 second ago", "-2": "2 seconds ago", "0": "in 0 seconds","#
      ))
    #expect(try CLI.run(["check", "--corpus", corpus.path]).status == 0)
  }

  /// Foundation's styles in the worker: what it can ask, and a refusal where it cannot.
  @Test func foundationAnswersOrRefuses() throws {
    let yesterday = try CLI.run([
      "format", "--locale", "en_US", "--relative", "-1", "--unit", "day", "--engine", "foundation",
    ])
    #expect(yesterday.stdout == "yesterday\n", "\(yesterday.stderr)")
    let numeric = try CLI.run([
      "format", "--locale", "en_US", "--duration", "59", "--units", "hour,minute", "--width",
      "numeric", "--engine", "foundation",
    ])
    #expect(numeric.stdout == "0:01\n", "\(numeric.stderr)")
    let quarter = try CLI.run([
      "format", "--locale", "en_US", "--relative", "1", "--unit", "quarter", "--engine",
      "foundation",
    ])
    #expect(quarter.status == 2)
    #expect(quarter.stdout == "")
    #expect(
      quarter.stderr
        == "fmtcorpus: error: invalid value '1 quarter' for --relative with --engine foundation (expected a relative time the foundation engine can ask for (Foundation's Date.AnchoredRelativeFormatStyle has no quarter, no weekday, no fractional amount and no -0))\n"
    )
  }

  @Test(arguments: [
    (
      ["--relative", "-1"],
      "invalid value '-1' for --relative (expected a --unit too (year, quarter, month, week, day, hour, minute, second, sunday … saturday))"
    ),
    (
      ["--relative", "-1", "--unit", "fortnight"],
      "invalid value 'fortnight' for --unit (expected one of year, quarter, month, week, day, hour, minute, second, sunday, monday, tuesday, wednesday, thursday, friday, saturday)"
    ),
    (
      ["--relative", "-1", "--unit", "day", "--width", "wide"],
      "invalid value 'wide' for --width with --relative (expected one of long, short, narrow (wide is a --duration width))"
    ),
    (
      ["--relative", "-1", "--unit", "day", "--width", "huge"],
      "invalid value 'huge' for --width with --relative (expected one of long, short, narrow)"
    ),
    (
      ["--relative", "-1", "--unit", "day", "--numeric", "sometimes"],
      "invalid value 'sometimes' for --numeric (expected one of always, auto)"
    ),
    (
      ["--relative", "1e3", "--unit", "day"],
      "invalid value '1e3' for --relative (expected a decimal number such as -1 or 2.5, with at most 12 digits before the point and 6 after it)"
    ),
    (
      ["--duration", "4500", "--units", "hour,minute", "--width", "long"],
      "invalid value 'long' for --width with --duration (expected one of wide, short, narrow, numeric, condensed-abbreviated (abbreviated is short) (long is a --relative width))"
    ),
    (
      ["--duration", "4500", "--units", "day,hour", "--width", "numeric"],
      "invalid duration format 'day,hour;width=numeric': width=numeric writes only the units hour,minute, hour,minute,second, minute,second"
    ),
    // Issue 38: the digit limits are named. A duration may be negative (issue 42), but not -0.
    (
      ["--relative", "1.23456789", "--unit", "second"],
      "invalid value '1.23456789' for --relative (expected a decimal number such as -1 or 2.5, with at most 12 digits before the point and 6 after it)"
    ),
    (
      ["--duration", "-0", "--units", "second"],
      "invalid value '-0' for --duration (expected a number of seconds such as 4500, -4500 or 59.5 (not -0), with at most 12 digits before the point and 9 after it)"
    ),
    (
      ["--duration", "abc", "--units", "hour"],
      "invalid value 'abc' for --duration (expected a number of seconds such as 4500, -4500 or 59.5 (not -0), with at most 12 digits before the point and 9 after it)"
    ),
    (
      ["--duration", "60", "--units", "minute,hour"],
      "invalid value 'minute,hour' for --units (expected units of week, day, hour, minute, second, millisecond, microsecond, nanosecond separated by commas, each once, largest first (hour,minute))"
    ),
    (
      ["--duration", "60"],
      "invalid value '60' for --duration (expected --units too (hour,minute))"
    ),
    (
      ["--relative", "-1", "--unit", "day", "--zone", "UTC"],
      "invalid value '--zone UTC' for --relative (expected no --zone, --at, --calendar, style, pattern, template or --to: a relative time depends on none of them)"
    ),
    (
      ["--relative", "-1", "--unit", "day", "--at", "2010-01-27T18:00:00Z"],
      "invalid value '--at 2010-01-27T18:00:00Z' for --relative (expected no --zone, --at, --calendar, style, pattern, template or --to: a relative time depends on none of them)"
    ),
    (
      ["--duration", "60", "--units", "minute", "--calendar", "hebrew"],
      "invalid value '--calendar hebrew' for --duration (expected no --zone, --at, --calendar, style, pattern, template or --to: a duration depends on none of them)"
    ),
    (
      ["--duration", "60", "--units", "minute", "--zone", "UTC"],
      "invalid value '--zone UTC' for --duration (expected no --zone, --at, --calendar, style, pattern, template or --to: a duration depends on none of them)"
    ),
    (
      ["--relative", "-1", "--unit", "day", "--duration", "5"],
      "invalid value '--duration 5' for --relative (expected --unit, --numeric, --width, --capitalization and --parts only)"
    ),
    (
      ["--unit", "day"],
      "invalid value '--unit day' for format (expected --relative or --duration with it)"
    ),
  ])
  func badInputIsOneLineAndExitTwo(arguments: [String], message: String) throws {
    let result = try CLI.run(["format", "--locale", "en_US"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }

  /// `generate --relative-offset` and `--duration-seconds` widen the plans: a new plan gets the
  /// defaults and the additions, a stored plan the additions, and `check` passes on the result.
  @Test func generateFlagsWidenThePlans() throws {
    let folder = TestSupport.temporaryDirectory("spans").path
    let first = try CLI.run([
      "generate", "--locale", "en_US", "--out", folder, "--relative-offset", "-7",
    ])
    #expect(first.status == 0, "\(first.stderr)")
    let file = try String(contentsOfFile: folder + "/en_US.json", encoding: .utf8)
    #expect(
      file.contains(
        "        \"day\": {\"-1\": \"yesterday\", \"-2\": \"2 days ago\", \"-7\": \"7 days ago\", \"0\": \"today\", \"1\": \"tomorrow\", \"2\": \"in 2 days\"},\n"
      ))
    let second = try CLI.run(["generate", "--out", folder, "--duration-seconds", "3600"])
    #expect(second.status == 0, "\(second.stderr)")
    let manifest = try String(contentsOfFile: folder + "/manifest.json", encoding: .utf8)
    #expect(
      manifest.contains("\"seconds\": [\"0\", \"59\", \"4500\", \"6780\", \"90061\", \"3600\"],\n"))
    #expect(manifest.contains("\"offsets\": [\"-1\", \"0\", \"1\", \"-7\"]"))
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 0)
    #expect(check.stdout.hasSuffix("ok: no changes\n"))
    let bad = try CLI.run(["generate", "--out", folder, "--duration-seconds", "-0"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr
        == "fmtcorpus: error: invalid value '-0' for --duration-seconds (expected a number of seconds such as 4500, -4500 or 59.5 (not -0), with at most 12 digits before the point and 9 after it)\n"
    )
  }

  /// `report` draws both artifacts on a locale's page, once, after the week.
  @Test func reportDrawsBothOnTheLocalesPage() throws {
    let folder = TestSupport.temporaryDirectory("span-report")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let out = folder.appendingPathComponent("r.html")
    let result = try CLI.run([
      "report", "--corpus", CLI.packageRoot.appendingPathComponent("corpus").path, "--locale",
      "de_DE", "--out", out.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOf: out, encoding: .utf8)
    #expect(html.components(separatedBy: "<h3>relative (every calendar and zone)</h3>").count == 2)
    #expect(html.components(separatedBy: "<h3>durations (every calendar and zone)</h3>").count == 2)
    #expect(
      html.contains(
        "<tr><th>long › auto › day</th><td><small>-1</small><br>gestern</td><td><small>-2</small><br>vorgestern</td>"
      ))
  }
}
