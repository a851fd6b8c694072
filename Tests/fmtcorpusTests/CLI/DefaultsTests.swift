import Foundation
import Testing

/// What commands do with a flag left out, and how their help says the default.
@Suite struct DefaultsTests {
  /// ArgumentParser adds the default itself; the help text does not say it again.
  @Test func wheelsHelpSaysTheIntervalsDefaultOnce() throws {
    let result = try CLI.run(["wheels", "--help"], environment: ["COLUMNS": "300"])
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "Minutes between rows: a divisor of 60 from 1 to 30; others fall back to 1. (default: 1)\n"
      ))
    #expect(!result.stdout.contains("(default: 1) (default: 1)"))
  }

  /// `format` without `--zone` and `--at` shows the pickers' reference, as `wheels` does:
  /// 15 November 2007, 18:53 in America/Los_Angeles — never the clock.
  @Test func formatDefaultsZoneAndInstantAsWheelsDoes() throws {
    let result = try CLI.run([
      "format", "--locale", "en_US", "--date-style", "full", "--time-style", "full", "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["zone"] as? String == "America/Los_Angeles")
    #expect(object["instant"] as? String == "2007-11-16T02:53:00Z")
    #expect(
      object["string"] as? String
        == "Thursday, November 15, 2007 at 6:53:00\u{202F}PM Pacific Standard Time")
    let template = try CLI.run(["format", "--locale", "de_DE", "--template", "yMMMdjmm"])
    #expect(template.stdout == "15. Nov. 2007, 18:53\n", "\(template.stderr)")
    let help = try CLI.run(["format", "--help"], environment: ["COLUMNS": "300"])
    #expect(
      help.stdout.contains(
        "--zone <zone>           An IANA time zone id. (default: America/Los_Angeles)\n"))
  }
}
