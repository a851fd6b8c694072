import CorpusModel
import Foundation
import TestSupport
import Testing

@testable import ICUEngine

/// The calendars and intervals workloads render what their Node scripts render
/// (`scripts/node-calendars.js`, `scripts/node-intervals.js`), so scripts/bench's Node ÷ ours
/// compares like with like, and they render it as freshly opened ICU objects do.
@Suite struct YardstickWorkloadTests {
  static let scripts = TestSupport.packageRoot.appendingPathComponent("scripts")

  static func script(_ name: String) throws -> String {
    try String(contentsOf: scripts.appendingPathComponent(name), encoding: .utf8)
  }

  /// The script's `Date.UTC(y, m0, d, h[, mi[, s]])` instants, read by our own ISO parser.
  static func utcInstants(_ text: String) throws -> [Instant] {
    try text.matches(of: /Date\.UTC\(([0-9, ]+)\)/).map { match in
      let given = match.output.1.split(separator: ",").map {
        Int($0.trimmingCharacters(in: .whitespaces))!
      }
      let parts = given + Array(repeating: 0, count: max(0, 6 - given.count))
      return try Instant(
        iso8601: String(
          format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts[0], parts[1] + 1, parts[2], parts[3],
          parts[4], parts[5]))
    }
  }

  @Test func theCalendarsScriptHasTheStylesWorkloadsPairsInstantsAndZone() throws {
    let text = try Self.script("node-calendars.js")
    #expect(try Self.utcInstants(text) == StylesWorkload.instants)
    #expect(text.contains("timeZone: 'America/New_York'"))
    #expect(text.contains("const styles = [undefined, 'short', 'medium', 'long', 'full'];"))
    #expect(text.contains("if (!ds && !ts) continue;"))
    #expect(StylePair.all.count == 24)
  }

  /// Every ICU 72 calendar id, in the script's spelling, is the BCP 47 type ICU itself reads
  /// back as that calendar: `en-US-u-ca-ethioaa` is `en_US@calendar=ethiopic-amete-alem`.
  @Test func theCalendarsScriptSpellsEveryICUCalendarAsBCP47() throws {
    let text = try Self.script("node-calendars.js")
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("const bcp47 = ") })
    var mapping: [String: String] = [:]
    for match in line.matches(of: /'([a-z-]+)': '([a-z0-9-]+)'/) {
      mapping[String(match.output.1)] = String(match.output.2)
    }
    #expect(mapping == ["gregorian": "gregory", "ethiopic-amete-alem": "ethioaa"])
    for calendar in CalendarID.icu {
      let type = mapping[calendar.rawValue] ?? calendar.rawValue
      #expect(
        try ICULocales.canonical("en-US-u-ca-\(type)") == "en_US@calendar=\(calendar.rawValue)")
    }
  }

  /// Each locale's calendars as the default plan renders them: its region's preferred ones too.
  @Test func theCalendarPlanIsTheDefaultPlans() throws {
    let plan = try CalendarsWorkload.plan(
      locales: ["ja_JP", "th_TH", "zh_Hant_TW", "ar_SA", "en_US"].map(LocaleID.init(rawValue:)))
    #expect(plan.map(\.locale.rawValue) == ["ja_JP", "th_TH", "zh_Hant_TW", "ar_SA", "en_US"])
    #expect(
      plan.map { $0.calendars.map(\.rawValue) } == [
        ["buddhist", "gregorian", "hebrew", "japanese"],
        ["buddhist", "gregorian", "hebrew"],
        ["buddhist", "chinese", "gregorian", "hebrew", "roc"],
        [
          "buddhist", "gregorian", "hebrew", "islamic", "islamic-rgsa", "islamic-umalqura",
        ],
        ["buddhist", "gregorian", "hebrew"],
      ])
  }

  /// ja_JP in the Japanese and Chinese calendars: 2 × 24 pairs × 8 instants, as long as fresh
  /// `udat_open` formatters of each pair write them.
  @Test func theCalendarsWorkloadRendersAsFreshFormattersWrite() throws {
    let locale = LocaleID(rawValue: "ja_JP")
    let calendars: [CalendarID] = [.japanese, .chinese]
    let result = try CalendarsWorkload.run(plan: [(locale, calendars)])
    var length = 0
    for calendar in calendars {
      for pair in StylePair.all {
        let fresh = try ICUDateFormat(
          pair: pair, locale: icuLocale(locale, calendar), zone: StylesWorkload.zone)
        for instant in StylesWorkload.instants {
          length += try fresh.formatCopyingCalendar(millis: instant.udate).utf16.count
        }
      }
    }
    #expect(result.strings == 384)
    #expect(result.utf16Length == length)
  }

  @Test func theIntervalsScriptIsTheDefaultPlansIntervals() throws {
    let text = try Self.script("node-intervals.js")
    // The pairs in order, as the script writes them (ISO 8601 without milliseconds).
    let pairs = text.matches(of: /\['(\d{4}-[^']+)', '([^']+)'\]/).map {
      "\($0.output.1)/\($0.output.2)"
    }
    #expect(
      pairs
        == IntervalPair.defaults.map {
          "\($0.from.iso8601)/\($0.to.iso8601)".replacingOccurrences(of: ".000Z", with: "Z")
        })
    // Each template's options are marked with the skeleton they stand for.
    let templates = text.matches(of: /\},\s+\/\/ ([A-Za-z]+)\n/).map { String($0.output.1) }
    #expect(templates == IntervalPair.defaultTemplates)
    #expect(text.contains("for (const c of ['gregory', 'buddhist', 'hebrew'])"))
    #expect(IntervalsWorkload.calendars == [.gregorian, .buddhist, .hebrew])
    #expect(text.contains("timeZone: 'America/New_York'"))
    #expect(StylesWorkload.zone.rawValue == "America/New_York")
  }

  /// en_US: 3 calendars × 3 templates × 7 pairs, as long as freshly opened interval formats
  /// write them (`Feb 14 – 16, 2024` among them).
  @Test func theIntervalsWorkloadRendersAsFreshIntervalFormatsWrite() throws {
    let locale = LocaleID(rawValue: "en_US")
    let result = try IntervalsWorkload.run(locales: [locale])
    var length = 0
    var strings: [String] = []
    for calendar in IntervalsWorkload.calendars {
      for template in IntervalPair.defaultTemplates {
        for pair in IntervalPair.defaults {
          let fresh = try ICUIntervalFormat(
            skeleton: template, locale: icuLocale(locale, calendar), zone: StylesWorkload.zone)
          let string = try fresh.format(from: pair.from, to: pair.to)
          length += string.utf16.count
          strings.append(string)
        }
      }
    }
    #expect(strings.contains("Feb 14\u{2009}–\u{2009}16, 2024"))
    #expect(result.strings == 63)
    #expect(result.utf16Length == length)
  }
}
