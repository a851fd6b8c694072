import FormatCorpus
import Foundation
import TestSupport
import Testing

/// ICU 60.3 cannot open an interval format for the date templates of the Buddhist and Hebrew
/// calendars in 140 locales (`az_Cyrl`, `en_GB`, `es_AR`, `pt_PT`…): `udtitvfmt_open` answers
/// U_MISSING_RESOURCE_ERROR. That template is refused for that calendar (left out of a corpus,
/// one line from `format`), as ICU 60.3's unreadable relative patterns are, instead of failing
/// its whole default corpus (exit 3: the drift atlas's 60.3 step was not compared); the same
/// template in the locale's Gregorian calendar still renders, and the linked ICU 72 renders both.
@Suite struct LoadedICUIntervalTests {
  static let newYork = ZoneID(rawValue: "America/New_York")
  static let from = try! Instant(iso8601: "2024-02-14T15:00:00Z")
  static let to = try! Instant(iso8601: "2024-02-16T15:00:00Z")
  static let refusal =
    "the icu@60.3 engine cannot render 'yMMMd': this ICU's udtitvfmt_open answers U_MISSING_RESOURCE_ERROR for it in az_Cyrl@calendar=buddhist"

  static func interval(
    _ engine: any CorpusEngine, _ calendar: CalendarID, locale: String = "az_Cyrl"
  ) throws -> String {
    try engine.interval(
      locale: LocaleID(rawValue: locale), calendar: calendar, zone: newYork, from: from, to: to,
      template: "yMMMd")
  }

  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@60.3")))
  func icu60RefusesAnIntervalItHasNoResourceFor() throws {
    let engine = try Engines.make("icu@60.3")
    #expect(
      throws: InputError.unsupported(
        "yMMMd", engine: "icu@60.3",
        reason:
          "this ICU's udtitvfmt_open answers U_MISSING_RESOURCE_ERROR for it in az_Cyrl@calendar=buddhist"
      )
    ) { try Self.interval(engine, .buddhist) }
    // Asked again (the next pair of a corpus), the same refusal, not an engine failure.
    let again = #expect(throws: InputError.self) { try Self.interval(engine, .buddhist) }
    #expect(again?.description == Self.refusal)
    #expect(throws: InputError.self) { try Self.interval(engine, .hebrew, locale: "en_GB") }
    #expect(try Self.interval(engine, .gregorian) == "2024 фев 14\u{2013}16")
    // Spaces around the dash are plain U+0020 in ICU 60.3 (U+2009 from ICU 72).
    #expect(
      try Self.interval(engine, .buddhist, locale: "en_US") == "Feb 14 \u{2013} 16, 2567 BE")
  }

  /// The linked ICU has the resource: the same interval renders (its errors stay engine
  /// failures, exit 3, as `format` on a loaded ICU's other statuses does).
  @Test(.tags(.icu72)) func theLinkedICURendersIt() throws {
    let engine = try Engines.make("icu")
    #expect(try Self.interval(engine, .buddhist) == "BE 14\u{2013}16 фев 2567")
  }

  /// `format` refuses it in one line, exit 2, nothing on stdout; a corpus of the locale leaves
  /// the two date templates out of its Buddhist and Hebrew calendars only, and checks clean.
  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@60.3")))
  func theRefusalIsOneLineAndTheCorpusLeavesItOut() throws {
    let arguments = [
      "format", "--engine", "icu@60", "--locale", "az_Cyrl", "--zone", "America/New_York",
      "--at", "2024-02-14T15:00:00Z", "--to", "2024-02-16T15:00:00Z", "--template", "yMMMd",
    ]
    let refused = try CLI.run(arguments + ["--calendar", "buddhist"])
    #expect(refused.status == 2 && !refused.signaled)
    #expect(refused.stdout == "")
    #expect(refused.stderr == "fmtcorpus: error: \(Self.refusal)\n")
    let gregorian = try CLI.run(arguments + ["--calendar", "gregorian"])
    #expect(gregorian.status == 0, "\(gregorian.stderr)")
    #expect(gregorian.stdout == "2024 фев 14\u{2013}16\n")

    let out = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let made = try CLI.run(
      ["generate", "-q", "--engine", "icu@60", "--locale", "az_Cyrl", "--out", out.path])
    #expect(made.status == 0, "\(made.stderr)")
    let file = try CLI.json(out.appendingPathComponent("az_Cyrl.json"))
    let calendars = try #require(file["calendars"] as? [String: [String: Any]])
    var templates: [String: [String]] = [:]
    for (calendar, artifacts) in calendars {
      templates[calendar] = ((artifacts["intervals"] as? [String: Any]) ?? [:]).keys.sorted()
    }
    #expect(
      templates == [
        "buddhist": [], "gregorian": ["jm", "yMMMMEEEEd", "yMMMd"], "hebrew": [],
      ])
    let checked = try CLI.run(["check", "--corpus", out.path])
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
  }
}
