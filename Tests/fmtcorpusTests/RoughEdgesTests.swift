import Foundation
import Testing

/// The small things a team meets on the way (issue 28, point 6), each pinned end to end.
@Suite struct RoughEdgesTests {
  /// Two one-locale corpora: `A` of the default plan with en_US and de_DE, `B` of en_US in one
  /// zone and one calendar.
  static let corpora: Result<(a: URL, b: URL), any Error> = Result {
    let a = CLI.temporaryDirectory()
    let b = CLI.temporaryDirectory()
    for (folder, flags) in [
      (a, ["--locale", "en_US", "--locale", "de_DE"]),
      (b, ["--locale", "en_US", "--zone", "UTC", "--calendar", "gregorian"]),
    ] {
      let made = try CLI.run(["generate", "-q", "--out", folder.path] + flags)
      try #require(made.status == 0, "\(made.stderr)")
    }
    return (a, b)
  }

  static func label(_ url: URL) -> String { url.path + "/" }

  /// Plans that differ are said so in one line, naming the axes, before the changes.
  @Test func diffSaysOnWhichAxesThePlansDiffer() throws {
    let (a, b) = try Self.corpora.get()
    let result = try CLI.run(["diff", a.path, b.path])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let note =
      "note: the plans of \(Self.label(a)) and \(Self.label(b)) differ in locales (2 → 1), calendars (3 → 1), preferred calendars (yes → no), zones (15 → 1): entries one plan renders and the other does not are listed as added or removed"
    #expect(lines.prefix(4).last == note, "\(lines.prefix(5))")
    // The same corpus on both sides: plans equal, no such note.
    let same = try CLI.run(["diff", a.path, a.path])
    #expect(same.status == 0)
    #expect(!same.stdout.contains("plans"))
  }

  /// A file the second corpus lacks is located in the first, where it exists: never a path
  /// to a file that is not there.
  @Test func aRemovedFileIsLocatedWhereItExists() throws {
    let (a, b) = try Self.corpora.get()
    let json = try CLI.run(["diff", a.path, b.path, "--format", "json"])
    #expect(json.status == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let changes = try #require(report["changes"] as? [[String: Any]])
    let removed = try #require(changes.first { $0["file"] as? String == "de_DE.json" })
    #expect(removed["class"] as? String == "removed")
    #expect((removed["key"] as? [String])?.isEmpty == true)
    let location = try #require(removed["location"] as? [String: Any])
    #expect(location["file"] as? String == Self.label(a) + "de_DE.json")
    #expect(location["line"] as? Int == 1)
    #expect(FileManager.default.fileExists(atPath: a.appendingPathComponent("de_DE.json").path))
    // The annotation points at the same file.
    let github = try CLI.run(["diff", a.path, b.path, "--format", "github", "--max-entries", "all"])
    #expect(
      github.stdout.contains(
        "::error file=\(Self.label(a))de_DE.json,line=1,title=fmtcorpus removed::de_DE%0A- "))
    #expect(!github.stdout.contains("file=\(Self.label(b))de_DE.json"))
    // A file the second corpus still has is located there, as before.
    #expect(
      changes.contains {
        ($0["location"] as? [String: Any])?["file"] as? String == Self.label(b) + "en_US.json"
      })
  }

  /// Nothing changed: one line, with how many files were compared.
  @Test func theGitHubSuccessLineCountsTheFilesOnce() throws {
    let (a, _) = try Self.corpora.get()
    let diff = try CLI.run(["diff", a.path, a.path, "--format", "github"])
    #expect(diff.status == 0)
    #expect(diff.stdout == "fmtcorpus: ok: no changes in 3 files compared\n")
    let check = try CLI.run(["check", "--corpus", a.path, "--format", "github"])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stdout == "fmtcorpus: ok: no changes in 3 files compared\n")
  }

  /// The engine's own change is not named twice.
  @Test(.tags(.foundation76)) func theEngineLineNamesTheEnginesOnce() throws {
    let (icu, foundation) = try EnginePair.corpora.get()
    let result = try CLI.run(["diff", icu.path, foundation.path])
    #expect(result.status == 1)
    let engine = try #require(result.stdout.split(separator: "\n").dropFirst().first)
    #expect(
      engine.hasPrefix(
        "engine: icu → Foundation DateFormatter (ICU 76.1), icu 72.1 → 76.1, cldr 42.0 → 46.0"))
  }

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

  /// Legacy codes are the locale ICU canonicalises them to, with a one-line note.
  @Test(arguments: [
    ("iw_IL", "he_IL", "יום חמישי, 15 בנובמבר 2007"),
    ("iw", "he", "יום חמישי, 15 בנובמבר 2007"),
    ("iw-IL", "he_IL", "יום חמישי, 15 בנובמבר 2007"),
    ("tl_PH", "fil_PH", "Huwebes, Nobyembre 15, 2007"),
  ])
  func legacyCodesAreTheirCanonicalLocale(asked: String, canonical: String, shown: String) throws {
    let legacy = try CLI.run(["format", "--locale", asked, "--date-style", "full"])
    #expect(legacy.status == 0, "\(legacy.stderr)")
    #expect(legacy.stdout == shown + "\n")
    #expect(
      legacy.stderr
        == "fmtcorpus: note: \(asked) is a legacy code: ICU canonicalises it to \(canonical)\n")
    let plain = try CLI.run(["format", "--locale", canonical, "--date-style", "full"])
    #expect(plain.stdout == legacy.stdout)
    #expect(plain.stderr == "")
  }

  @Test func generateWritesALegacyCodeUnderItsCanonicalName() throws {
    let out = CLI.temporaryDirectory()
    let result = try CLI.run(["generate", "--locale", "iw_IL", "--out", out.path])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(
      lines.first == "note: iw_IL is a legacy code: ICU canonicalises it to he_IL (he_IL.json)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(files == ["fields.json", "he_IL.json", "manifest.json"])
  }

  @Test(.tags(.foundation76)) func theFoundationEngineAcceptsLegacyCodesToo() throws {
    let result = try CLI.run([
      "wheels", "--engine", "foundation", "--locale", "tl_PH", "--calendar", "gregorian", "--mode",
      "date",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "[ Nobyembre | 15 | 2007 ]\n")
    #expect(
      result.stderr == "fmtcorpus: note: tl_PH is a legacy code: ICU canonicalises it to fil_PH\n")
  }

  /// The Foundation engine's Swift version is stamped at build time: it runs where the
  /// toolchain's module files are absent (here: a libFoundation.so loaded from a folder
  /// without `Foundation.swiftmodule`, which a run-time read needed), and says the toolchain's
  /// version.
  @Test(.tags(.foundation76)) func foundationsSwiftVersionNeedsNoModuleFiles() throws {
    let folder = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let toolchain = URL(fileURLWithPath: "/opt/swift/usr/lib/swift/linux/libFoundation.so")
    try FileManager.default.copyItem(
      at: toolchain, to: folder.appendingPathComponent("libFoundation.so"))
    let swift = try CLI.run(
      ["swift", "--version"], executable: URL(fileURLWithPath: "/usr/bin/env"))
    let version = try #require(
      (swift.stdout + swift.stderr).split(separator: "\n").first { $0.hasPrefix("Swift version ") }?
        .split(separator: " ")[2])
    let result = try CLI.run(
      ["info", "--engine", "foundation", "--json"], environment: ["LD_LIBRARY_PATH": folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect((object["versions"] as? [String: String])?["swift"] == String(version))
  }
}
