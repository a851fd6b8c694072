import CorpusModel
import Foundation
import TestSupport
import Testing

@testable import ICUEngine

/// The styles-workload tool renders Node's yardstick workload (`../shared/bench/node-styles.js`),
/// so scripts/bench's Node ÷ ours compares like with like.
@Suite struct StylesWorkloadTests {
  static let script = TestSupport.packageRoot
    .deletingLastPathComponent().appendingPathComponent("shared/bench/node-styles.js")

  /// The script's instants (`Date.UTC(y, m0, d, h[, mi[, s]])`, read by our own ISO parser),
  /// zone and calendars are ours.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: script.path)))
  func theWorkloadIsTheNodeScripts() throws {
    let text = try String(contentsOf: Self.script, encoding: .utf8)
    let calls = text.matches(of: /Date\.UTC\(([0-9, ]+)\)/).map { match in
      match.output.1.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces))! }
    }
    let instants = try calls.map { given in
      let parts = given + Array(repeating: 0, count: max(0, 6 - given.count))
      return try Instant(
        iso8601: String(
          format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts[0], parts[1] + 1, parts[2], parts[3],
          parts[4], parts[5]))
    }
    #expect(instants == StylesWorkload.instants)
    #expect(text.contains("timeZone: 'America/New_York'"))
    #expect(StylesWorkload.zone.rawValue == "America/New_York")
    #expect(text.contains("['gregory', 'buddhist', 'hebrew']"))
    // Node's styles: undefined and the four, every pair but none/none.
    #expect(text.contains("if (!ds && !ts) continue;"))
    #expect(StylePair.all.count == 24)
  }

  /// en_US: 3 calendars × 24 pairs × 8 instants, as long as a fresh `udat_open` formatter of
  /// each pair writes them.
  @Test func enUSRendersTheWholeWorkloadAsFreshFormattersWriteIt() throws {
    let result = try StylesWorkload.run(locales: [LocaleID(rawValue: "en_US")])
    var length = 0
    for calendar in [CalendarID.gregorian, .buddhist, .hebrew] {
      for pair in StylePair.all {
        let fresh = try ICUDateFormat(
          pair: pair, locale: icuLocale(LocaleID(rawValue: "en_US"), calendar),
          zone: StylesWorkload.zone)
        for instant in StylesWorkload.instants {
          length += try fresh.formatCopyingCalendar(millis: instant.udate).utf16.count
        }
      }
    }
    #expect(result.strings == 576)
    #expect(result.utf16Length == length)
  }

  @Test(.tags(.icu72)) func enUSLengthInICU72() throws {
    #expect(try StylesWorkload.run(locales: [LocaleID(rawValue: "en_US")]).utf16Length == 16_557)
  }
}
