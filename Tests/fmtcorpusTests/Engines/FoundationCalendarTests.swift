import Foundation
import Testing

/// The Foundation engine's calendars (issue 29): ICU's but `islamic-rgsa` and
/// `ethiopic-amete-alem`, and ten ICU 72 lacks.
@Suite(.tags(.foundation76)) struct FoundationCalendarTests {
  /// Twenty-six: `ethiopic-amete-alem` is left out, its `Calendar` computing Gregorian fields
  /// (FoundationEdgeTests).
  @Test func infoListsFoundationsTwentySixCalendars() throws {
    let result = try CLI.run(["info", "--engine", "foundation", "--calendars"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "gregorian", "japanese", "buddhist", "roc", "persian", "islamic-civil", "islamic",
        "hebrew", "chinese", "indian", "coptic", "ethiopic", "iso8601", "dangi",
        "islamic-umalqura", "islamic-tbla", "vietnamese", "bangla", "gujarati", "kannada",
        "malayalam", "marathi", "odia", "tamil", "telugu", "vikram",
      ])
  }

  /// `islamic-rgsa` is ICU's only: the Foundation corpus of ar_SA (whose region prefers it)
  /// leaves it out, and the cross-engine diff shows it removed — not an error for the run.
  @Test func islamicRGSAIsRemovedNotAnError() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("fmtcorpus-rgsa-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let icu = root.appendingPathComponent("icu").path
    let foundation = root.appendingPathComponent("foundation").path
    #expect(try CLI.run(["generate", "-q", "--locale", "ar_SA", "--out", icu]).status == 0)
    let made = try CLI.run([
      "generate", "-q", "--engine", "foundation", "--locale", "ar_SA", "--out", foundation,
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let file =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: foundation + "/ar_SA.json"))) as? [String: Any]
    #expect(
      (file?["calendars"] as? [String: Any])?.keys.sorted() == [
        "buddhist", "gregorian", "hebrew", "islamic", "islamic-umalqura",
      ])
    let diff = try CLI.run(["diff", icu, foundation, "--max-entries", "0"])
    #expect(diff.status == 1)
    #expect(diff.stdout.contains("by calendar: islamic-rgsa 2063,"), "\(diff.stdout)")
    let refused = try CLI.run([
      "format", "--engine", "foundation", "--locale", "ar_SA", "--calendar", "islamic-rgsa",
      "--date-style", "long",
    ])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.hasPrefix(
        "fmtcorpus: error: calendar 'islamic-rgsa' is not one of the foundation engine's (expected one of: gregorian, japanese,"
      ))
  }

  /// A corpus naming a calendar the engine lacks — here Foundation's Vietnamese calendar,
  /// checked by ICU 72 as if a newer ICU had written it — is drift (exit 1, the calendar's
  /// entries removed), as a locale that disappeared is; never an error for the run.
  @Test func aCalendarTheEngineLacksIsDrift() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fmtcorpus-vietnamese-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try CLI.run([
      "generate", "-q", "--engine", "foundation", "--calendar", "vietnamese", "--calendar",
      "gregorian", "--locale", "en_US", "--out", folder.path,
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let manifest = folder.appendingPathComponent("manifest.json")
    try String(contentsOf: manifest, encoding: .utf8)
      .replacingOccurrences(of: "\"name\": \"foundation\"", with: "\"name\": \"icu\"")
      .write(to: manifest, atomically: true, encoding: .utf8)
    let check = try CLI.run(["check", "--corpus", folder.path, "--max-entries", "0"])
    #expect(check.status == 1, "\(check.stderr)")
    #expect(check.stderr == "")
    #expect(check.stdout.contains("by calendar: vietnamese 2393, gregorian"), "\(check.stdout)")
  }

  /// Foundation's DateIntervalFormatter dies (SIGSEGV in CoreFoundation) on a calendar
  /// CoreFoundation does not know — dangi (ko_KR's preferred), swift-foundation's own: the
  /// engine refuses it in one line, and a corpus leaves those intervals out.
  @Test(arguments: ["vietnamese", "dangi"])
  func anIntervalInACalendarCoreFoundationLacksIsRefusedNotACrash(calendar: String) throws {
    let result = try CLI.run([
      "format", "--engine", "foundation", "--locale", "en_US", "--calendar", calendar,
      "--template", "yMMMd", "--at", "2024-02-14T15:00:00Z", "--to", "2024-02-16T15:00:00Z",
    ])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fmtcorpus: error: the foundation engine cannot render 'yMMMd': DateIntervalFormatter cannot use the \(calendar) calendar (CoreFoundation does not know it)\n"
    )
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fmtcorpus-\(calendar)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try CLI.run([
      "generate", "-q", "--engine", "foundation", "--locale", "ko_KR", "--calendar", calendar,
      "--out", folder.path,
    ])
    #expect(made.status == 0, "\(made.stderr)")
  }
}
