import CorpusModel
import Foundation
import Testing

/// The Foundation engine's calendars (issue 29): ICU's but `islamic-rgsa` and
/// `ethiopic-amete-alem`, and ten ICU 72 lacks.
@Suite(.tags(.foundation76)) struct FoundationCalendarTests {
  /// The entries a calendar holds in a corpus folder (its part of `locale`'s file and of
  /// `fields.json`) as the checker keys them — each scalar; a month's weekday header and each
  /// week's days as one; an array of wheels also its order — counted here on Foundation's JSON
  /// reading, apart from the checker: what a report must count when the calendar is removed.
  static func entries(of calendar: String, locale: String, in folder: URL) throws -> Int {
    func count(_ node: Any, inMonth: Bool) -> Int {
      switch node {
      case let object as [String: Any]:
        return object.values.reduce(0) { $0 + count($1, inMonth: inMonth) }
      case let items as [Any]:
        if inMonth && items.allSatisfy({ $0 is String }) { return 1 }
        let fields = items.compactMap { ($0 as? [String: Any])?["field"] as? String }
        let wheels =
          !items.isEmpty && fields.count == items.count && Set(fields).count == fields.count
        return (wheels ? 1 : 0) + items.reduce(0) { $0 + count($1, inMonth: inMonth) }
      default:
        return 1
      }
    }
    let file = try CLI.json(folder.appendingPathComponent("\(locale).json"))
    let artifacts = try #require((file["calendars"] as? [String: Any])?[calendar] as? [String: Any])
    var total = 0
    for (name, value) in artifacts {
      if Artifact.named(name)?.comparison == .monthGrid, let months = value as? [String: Any] {
        total += months.values.reduce(0) { $0 + count($1, inMonth: true) }
      } else {
        total += count(value, inMonth: false)
      }
    }
    // fields.json: each artifact's calendars (`fields › islamic-rgsa › …`).
    let fields = try CLI.json(folder.appendingPathComponent("fields.json"))
    for case let artifact as [String: Any] in fields.values {
      if let part = artifact[calendar] { total += count(part, inMonth: false) }
    }
    return total
  }

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
    // Every entry of the calendar removed: as many as ICU's corpus holds.
    let rgsa = try Self.entries(
      of: "islamic-rgsa", locale: "ar_SA", in: URL(fileURLWithPath: icu))
    #expect(rgsa > 0)
    let diff = try CLI.run(["diff", icu, foundation, "--max-entries", "0"])
    #expect(diff.status == 1)
    #expect(diff.stdout.contains("by calendar: islamic-rgsa \(rgsa),"), "\(diff.stdout)")
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
    let vietnamese = try Self.entries(of: "vietnamese", locale: "en_US", in: folder)
    #expect(vietnamese > 0)
    let check = try CLI.run(["check", "--corpus", folder.path, "--max-entries", "0"])
    #expect(check.status == 1, "\(check.stderr)")
    #expect(check.stderr == "")
    #expect(
      check.stdout.contains("by calendar: vietnamese \(vietnamese), gregorian"), "\(check.stdout)")
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
