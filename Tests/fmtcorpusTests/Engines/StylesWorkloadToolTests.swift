import Foundation
import FormatCorpus
import TestSupport
import Testing

/// The `styles-workload` tool scripts/bench sets beside Node: its modes' output and refusals.
@Suite(.tags(.icu72)) struct StylesWorkloadToolTests {
  static let tool = CLI.binary.deletingLastPathComponent().appendingPathComponent(
    "styles-workload")

  /// The tool with `input` on stdin (through `sh`, as scripts/bench redirects a file).
  func run(_ arguments: [String], input: String) throws -> CLI.Result {
    let file = CLI.temporaryDirectory()
    try Data(input.utf8).write(to: file)
    let quoted = ([Self.tool.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    return try CLI.run(
      ["-c", "exec \(quoted) < '\(file.path)'"], executable: URL(fileURLWithPath: "/bin/sh"))
  }

  /// "<strings> <seconds> <utf16 length>".
  func strings(_ result: CLI.Result) -> Int? {
    guard result.status == 0, result.stderr == "",
      result.stdout.wholeMatch(of: /(\d+) [0-9.e+-]+ \d+\n/) != nil
    else { return nil }
    return Int(result.stdout.prefix { $0 != " " })
  }

  @Test func theCalendarPlanNamesEachLocalesDefaultPlanCalendars() throws {
    let result = try run(["calendar-plan"], input: "ja_JP\n\nth_TH\nzh_Hant_TW\n")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout
        == "ja_JP buddhist gregorian hebrew japanese\nth_TH buddhist gregorian hebrew\n"
        + "zh_Hant_TW buddhist chinese gregorian hebrew roc\n")
  }

  @Test func eachModeRendersItsWorkload() throws {
    #expect(strings(try run(["calendars"], input: "ja_JP japanese gregorian\n")) == 384)
    #expect(strings(try run(["intervals"], input: "en_US\nde_DE\n")) == 126)
    #expect(strings(try run([], input: "en_US\n")) == 576)
    #expect(strings(try run(["relative"], input: "en_US\n")) == 270)
  }

  /// The strings mode prints what the timed mode renders, one a line, in the Node script's
  /// order (locale, calendar, style pair, instant): scripts/bench compares them with Node's.
  @Test func theStringsModePrintsEachStringInTheScriptsOrder() throws {
    let result = try run(["strings"], input: "en_US\n")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 577)
    #expect(lines.last == "")
    // Gregorian none/short at the first instant (2007-01-09T18:00:00Z, 13:00 in New York), then
    // full/full at the last instant of the Hebrew calendar.
    #expect(lines.first == "1:00\u{202F}PM")
    #expect(
      lines[575] == "Sunday, 3 Kislev 5782 at 1:30:00\u{202F}AM Eastern Standard Time")
  }

  /// `--icu DIR` renders through a fetched ICU, as scripts/bench's `node-icu` case sets it beside
  /// Node's own: ICU 78.3's en_US, where 78.3 is in the fetch cache.
  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@78.3")))
  func aLoadedICURendersTheStrings() throws {
    let environment = ProcessInfo.processInfo.environment
    let cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? NSHomeDirectory() + "/.cache"
    let result = try run(["--icu", cache + "/fmtcorpus/icu/78.3", "strings"], input: "en_US\n")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 576)
    #expect(lines.first == "1:00\u{202F}PM")
  }

  @Test func badInputIsOneLineAndExit2() throws {
    let cases: [([String], String, String)] = [
      (
        ["bogus"], "en_US\n",
        "expected no argument or one of relative, intervals, calendar-plan, calendars, strings "
          + "and the locales on stdin (one a line), got bogus"
      ),
      (["intervals"], "", "stdin names no locale"),
      (["intervals"], "ja_JP japanese\n", "expected one locale a line, got 'ja_JP japanese'"),
      (
        ["calendars"], "xx_YY gregorian\n",
        "'xx_YY' is not one of ICU's locales (fmtcorpus info --locales lists them)"
      ),
      (["--icu"], "en_US\n", "--icu needs a folder of one ICU version's libraries"),
      (["--icu", "lib", "strings"], "en_US\n", "--icu needs an absolute folder, got 'lib'"),
      (
        ["--icu", "/nonexistent-fmtcorpus"], "en_US\n",
        "--icu: '/nonexistent-fmtcorpus': no such folder"
      ),
      (
        ["--icu", "/"], "en_US\n",
        "--icu: '/': it holds no ICU (expected libicudata, libicuuc and libicui18n shared libraries)"
      ),
      (["calendars"], "ja_JP\n", "'ja_JP' names no calendar (expected LOCALE CALENDAR …)"),
      (
        ["calendars"], "ja_JP japanese vikram\n",
        "'vikram' (for ja_JP) is not one of ICU's calendars: gregorian, japanese, buddhist, roc, "
          + "persian, islamic-civil, islamic, hebrew, chinese, indian, coptic, ethiopic, "
          + "ethiopic-amete-alem, iso8601, dangi, islamic-umalqura, islamic-tbla, islamic-rgsa"
      ),
    ]
    for (arguments, input, message) in cases {
      let result = try run(arguments, input: input)
      #expect(result.status == 2, "\(arguments) \(input)")
      #expect(result.stdout == "")
      #expect(result.stderr == "styles-workload: \(message)\n")
    }
  }
}
