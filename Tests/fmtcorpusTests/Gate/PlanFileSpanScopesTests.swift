import Foundation
import TestSupport
import Testing

/// A plan file's duration and relative entries name their own `engines` and `locales`, and an
/// interval entry its `locales`, as templates and patterns do (issue 41's IceCubes case:
/// `Duration.formatted` runs on `formatstyle` beside the app's `DateFormatter` pattern). Another
/// engine's values sit under `engines › NAME` in the locale's file, where `check` compares
/// them with that engine.
@Suite(.tags(.icu72)) struct PlanFileSpanScopesTests {
  static let plan = """
    corpus: dates
    engines: [icu, formatstyle]
    artifacts: [durations, relative, intervals]
    locales: [de, en]
    calendars: gregorian
    style-zone: UTC
    formats:
      postAge: { duration: "hour,minute;width=narrow;max-units=1;zero-units=hide", engines: [icu, formatstyle] }
      yesterday: { relative: "relative=-1;unit=day;width=short", engines: [formatstyle], locales: [en] }
      stay: { interval: yMMMd, locales: [de] }

    """

  static func app(_ plan: String = Self.plan) throws -> URL {
    let app = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    return app
  }

  @Test func aSpanRendersInItsOwnEnginesAndLocales() throws {
    let app = try Self.app()
    let generated = try CLI.run(["generate"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    // en: the duration by both engines (formatstyle's under `engines › formatstyle`), the
    // relative time by formatstyle alone, no interval (its scope is de).
    let en = try String(contentsOf: app.appendingPathComponent("dates/en.json"), encoding: .utf8)
    #expect(
      en == """
        {
          "calendars": {},
          "durations": {
            "narrow": {
              "hour,minute;max-units=1;zero-units=hide": {"0": "0m", "4500": "1.25h", "59": "0.983m", "6780": "1.883h", "90061": "25.017h"}
            }
          },
          "engines": {
            "formatstyle": {
              "durations": {
                "narrow": {
                  "hour,minute;max-units=1;zero-units=hide": {"0": "0m", "4500": "1.25h", "59": "0.983m", "6780": "1.883h", "90061": "25.017h"}
                }
              },
              "relative": {
                "short": {
                  "auto": {
                    "day": {"-1": "yesterday"}
                  }
                }
              }
            }
          },
          "formatVersion": 1,
          "locale": "en"
        }

        """)
    // de: the interval (its scope), the duration by both engines, no relative time.
    let de = try String(contentsOf: app.appendingPathComponent("dates/de.json"), encoding: .utf8)
    #expect(de.contains(#"          "days": "14.–16. Feb. 2024","#), "\(de)")
    #expect(!de.contains(#""relative""#), "\(de)")
    #expect(de.contains(#"  "engines": {"#), "\(de)")
    let plan = try CLI.run(["plan"], in: app)
    #expect(
      plan.stdout.hasSuffix(
        """
        format postAge: duration 'hour,minute;width=narrow;max-units=1;zero-units=hide' by formatstyle, icu
        format yesterday: relative 'relative=-1;unit=day;width=short' in locales en by formatstyle
        format stay: interval 'yMMMd' in locales de by icu

        """), "\(plan.stdout)")
    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")

    // A tampered formatstyle duration is found by formatstyle's fresh render, under its part.
    let corpus = app.appendingPathComponent("dates")
    try CorpusEdits.edit(corpus, "en.json") { text in
      let part = text.range(of: #""formatstyle""#)!
      let value = text.range(of: #""4500": "1.25h""#, range: part.upperBound..<text.endIndex)!
      return text.replacingCharacters(in: value, with: #""4500": "1.5h""#)
    }
    let tampered = try CLI.run(["check"], in: app)
    #expect(tampered.status == 1, "\(tampered.stdout)\(tampered.stderr)")
    #expect(
      tampered.stdout.contains(
        "en › engines › formatstyle › durations › narrow › hour,minute;max-units=1;zero-units=hide › 4500"
      ), "\(tampered.stdout)")
    let json = try CLI.run(["check", "--format", "json"], in: app)
    #expect(json.stdout.contains(#""engine": "formatstyle""#), "\(json.stdout)")

    // Moving the relative time to the corpus's own engine is a plan difference, an engine at a
    // time, as a template's is.
    try Data(
      Self.plan.replacingOccurrences(of: "engines: [formatstyle], locales", with: "locales")
        .utf8
    ).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    let moved = try CLI.run(["check"], in: app)
    #expect(moved.status == 1)
    #expect(
      moved.stdout
        == """
        the plan file adds engine 'icu' to relative 'relative=-1;unit=day;width=short': run 'fmtcorpus generate'
        the plan file removes engine 'formatstyle' from relative 'relative=-1;unit=day;width=short': run 'fmtcorpus generate'

        """
    )
  }

  /// What another engine cannot express (a bare unit name is ICU's C++ API only) is left out
  /// of its part, said by `generate` and kept in the manifest's record, never dropped silently.
  @Test func anotherEnginesRefusalIsListed() throws {
    let app = try Self.app(
      """
      corpus: dates
      engines: [icu, formatstyle]
      artifacts: [relative]
      locales: [en]
      calendars: gregorian
      formats:
        today: { relative: "relative-word=plain;unit=day;width=short", engines: [icu, formatstyle] }
        later: { relative: "at=2024-02-14T20:00:00Z;relative-to=2024-02-16T03:00:00Z", engines: [formatstyle] }

      """)
    let generated = try CLI.run(["generate"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    let reason =
      "the formatstyle engine cannot render 'plain day': bare unit names and the next, last, this words are ICU's C++ RelativeDateTimeFormatter only (format(UDateDirection, UDateAbsoluteUnit)), which the linked ICU answers and no C API has"
    #expect(
      generated.stdout.hasPrefix(
        "note: the formatstyle engine left en.json › engines › formatstyle › relative › short out of the corpus: \(reason)\n"
      ), "\(generated.stdout)")
    // ICU never chooses a unit, but `later` is formatstyle's alone: ICU is not said to leave
    // out what it is never asked.
    #expect(!generated.stdout.contains("the icu engine"), "\(generated.stdout)")
    let manifest = try String(
      contentsOf: app.appendingPathComponent("dates/manifest.json"), encoding: .utf8)
    #expect(
      manifest.contains(
        #""refused": {"\#(reason)": [["engines", "formatstyle", "relative", "short"]]}"#),
      "\(manifest)")
    let en = try String(contentsOf: app.appendingPathComponent("dates/en.json"), encoding: .utf8)
    #expect(en.contains(#"        "day": {"plain": "day"}"#), "\(en)")
  }

  /// An interval entry names its engines too (`DateIntervalFormatter` beside ICU's
  /// `udtitvfmt`): another engine spans the plan's pairs with the templates whose scope names
  /// it, under `engines › NAME › calendars`; a configured template the Foundation engines
  /// cannot express (a capitalization context) is left out of their part, said by `generate`
  /// and kept in the manifest's record, as a duration is.
  @Test func anIntervalRendersInItsOwnEngines() throws {
    let app = try Self.app(
      """
      corpus: dates
      engines: [icu, foundation]
      artifacts: [intervals]
      locales: [en, de]
      calendars: gregorian
      style-zone: UTC
      formats:
        stay: { interval: yMMMd, engines: [icu, foundation], locales: [de] }
        trip: { interval: "yMMMM;capitalization=sentence-start", engines: [foundation] }
        hours: { interval: jm }

      """)
    let generated = try CLI.run(["generate"], in: app)
    #expect(generated.status == 0, "\(generated.stderr)")
    let reason =
      "the foundation engine cannot render 'yMMMM;capitalization=sentence-start': neither DateIntervalFormatter nor Date.IntervalFormatStyle has a capitalization context"
    #expect(
      generated.stdout
        == "note: the foundation engine left 2 entries (the first: de.json › engines › foundation › calendars › gregorian › intervals › yMMMM;capitalization=sentence-start) out of the corpus: \(reason)\nwrote 3 files (32 entries, 1 KiB) to dates/ in "
        + generated.stdout.split(separator: " in ").last!, "\(generated.stdout)")
    // de: jm by icu alone, yMMMd by both (foundation's under its part); no trip anywhere.
    let de = try String(contentsOf: app.appendingPathComponent("dates/de.json"), encoding: .utf8)
    #expect(
      de == """
        {
          "calendars": {
            "gregorian": {
              "intervals": {
                "jm": {
                  "days": "14.2.2024, 15:00\u{2009}–\u{2009}16.2.2024, 15:00",
                  "hours": "15:00–18:30 Uhr",
                  "midnight": "03:00–06:00 Uhr",
                  "minutes": "15:00–15:45 Uhr",
                  "months": "14.2.2024, 15:00\u{2009}–\u{2009}17.4.2024, 14:00",
                  "same": "15:00",
                  "years": "30.12.2024, 15:00\u{2009}–\u{2009}2.1.2025, 15:00"
                },
                "yMMMd": {
                  "days": "14.–16. Feb. 2024",
                  "hours": "14. Feb. 2024",
                  "midnight": "15. Feb. 2024",
                  "minutes": "14. Feb. 2024",
                  "months": "14. Feb.\u{2009}–\u{2009}17. Apr. 2024",
                  "same": "14. Feb. 2024",
                  "years": "30. Dez. 2024\u{2009}–\u{2009}2. Jan. 2025"
                }
              }
            }
          },
          "engines": {
            "foundation": {
              "calendars": {
                "gregorian": {
                  "intervals": {
                    "yMMMd": {
                      "days": "14.–16. Feb. 2024",
                      "hours": "14. Feb. 2024",
                      "midnight": "15. Feb. 2024",
                      "minutes": "14. Feb. 2024",
                      "months": "14. Feb.\u{2009}–\u{2009}17. Apr. 2024",
                      "same": "14. Feb. 2024",
                      "years": "30. Dez. 2024\u{2009}–\u{2009}2. Jan. 2025"
                    }
                  }
                }
              }
            }
          },
          "formatVersion": 1,
          "locale": "de"
        }

        """)
    // en: jm by icu; yMMMd's scope is de, and foundation's one template there is refused.
    let en = try String(contentsOf: app.appendingPathComponent("dates/en.json"), encoding: .utf8)
    #expect(!en.contains("yMMMd"), "\(en)")
    #expect(en.contains("\"same\": \"3:00\u{202F}PM\""), "\(en)")
    let manifest = try String(
      contentsOf: app.appendingPathComponent("dates/manifest.json"), encoding: .utf8)
    #expect(
      manifest.contains(
        #""refused": {"\#(reason)": [["engines", "foundation", "calendars", "gregorian", "intervals", "yMMMM;capitalization=sentence-start"]]}"#
      ), "\(manifest)")
    let plan = try CLI.run(["plan"], in: app)
    #expect(
      plan.stdout.hasSuffix(
        """
        format stay: interval 'yMMMd' in locales de by foundation, icu
        format trip: interval 'yMMMM;capitalization=sentence-start' by foundation
        format hours: interval 'jm' by icu

        """), "\(plan.stdout)")
    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")

    // A tampered foundation span is found by foundation's fresh render, under its part.
    try CorpusEdits.edit(app.appendingPathComponent("dates"), "de.json") { text in
      let part = text.range(of: #""foundation""#)!
      let value = text.range(
        of: #""days": "14.–16. Feb. 2024""#, range: part.upperBound..<text.endIndex)!
      return text.replacingCharacters(in: value, with: #""days": "14.–17. Feb. 2024""#)
    }
    let tampered = try CLI.run(["check"], in: app)
    #expect(tampered.status == 1, "\(tampered.stdout)\(tampered.stderr)")
    #expect(
      tampered.stdout.contains("de › engines › foundation › gregorian › intervals › yMMMd › days"),
      "\(tampered.stdout)")
  }

  /// Refused on its line, exit 2: a key a span does not take, an engine or locale the plan
  /// lacks.
  @Test(arguments: [
    (
      "{ interval: yMMMd, locales: [de] }", "{ interval: yMMMd, zones: [UTC] }",
      "fmtcorpus.yml:10:28: per-format zones mean nothing for an interval: it spans the plan's interval pairs in the style zone (an interval takes only 'locales', 'calendars' and 'engines')"
    ),
    (
      "width=short\", engines: [formatstyle], locales: [en] }",
      "width=short\", zones: [UTC] }",
      "fmtcorpus.yml:9:62: per-format zones mean nothing for a relative: it is written once per locale file, its offset or instants in its key, in no calendar or zone of its own (a relative takes only 'locales' and 'engines')"
    ),
    (
      "engines: [icu, formatstyle] }", "zones: [UTC] }",
      "fmtcorpus.yml:8:80: per-format zones mean nothing for a duration: it is written once per locale file, at the plan's durations, in no calendar, zone or instant of its own (a duration takes only 'locales' and 'engines')"
    ),
    (
      "engines: [icu, formatstyle] }", "instants: [2024-01-27T18:00:00Z] }",
      "fmtcorpus.yml:8:80: per-format instants mean nothing for a duration: it is written once per locale file, at the plan's durations, in no calendar, zone or instant of its own (a duration takes only 'locales' and 'engines')"
    ),
    (
      "width=short\", engines: [formatstyle], locales: [en] }",
      "width=short\", instants: [2024-01-27T18:00:00Z] }",
      "fmtcorpus.yml:9:62: per-format instants mean nothing for a relative: it is written once per locale file, its offset or instants in its key, in no calendar or zone of its own (a relative takes only 'locales' and 'engines')"
    ),
    (
      "engines: [icu, formatstyle] }", "engines: [icu, foundation] }",
      "fmtcorpus.yml:8:95: engine 'foundation' of format 'postAge' is not among the plan's engines (expected one of icu, formatstyle, or add it to 'engines')"
    ),
    (
      "locales: [de] }", "locales: [fr] }",
      "fmtcorpus.yml:10:38: locale 'fr' of format 'stay' is not among the plan's locales (expected one of de, en, or add it to 'locales')"
    ),
  ])
  func aBadSpanScopeIsRefusedOnItsLine(old: String, new: String, message: String) throws {
    let app = try Self.app(Self.plan.replacingOccurrences(of: old, with: new))
    let refused = try CLI.run(["plan"], in: app)
    #expect(refused.status == 2)
    #expect(refused.stderr == "fmtcorpus: error: " + message + "\n")
  }
}
