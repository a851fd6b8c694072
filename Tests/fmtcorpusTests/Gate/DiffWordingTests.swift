import Foundation
import Testing

/// What `diff` says about two corpora besides their changes: how their plans differ, where a
/// removed file is, the success line, the engine line.
@Suite struct DiffWordingTests {
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
}
