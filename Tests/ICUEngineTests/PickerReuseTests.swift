import CorpusModel
import Assembly
import TestSupport
import Testing

@testable import ICUEngine

/// The pickers of a locale corpus come through shared answers: the timers asked once per
/// locale (``LocalePickerMemo``), rows kept by the reference's source for the configurations
/// at the reference (``RememberingPickerSource``), skeleton patterns kept by the generator, one
/// row formatter and calendar per calendar and zone. Each picker is compared here, field by
/// field, with one from a fresh engine source, fresh formatters, a fresh picker source and a
/// fresh assembly asked for that one mode: should a kept answer ever differ from what ICU
/// answers afresh, these fail before a corpus could hide it.
@Suite(.tags(.icu72)) struct PickerReuseTests {
  /// Latin, Cyrillic (three plural categories), Arabic-Indic digits and no number in a label,
  /// Hebrew numerals in the Hebrew calendar, CJK, a no-break-space binding, Persian, Thai, Hindi.
  static let sample = [
    "en_US", "ru_RU", "ar_EG", "he_IL", "ja_JP", "zh_Hant_TW", "kk_KZ", "fa_IR", "th_TH", "hi_IN",
  ]

  /// A picker nothing was shared with.
  func fresh(
    _ locale: LocaleID, _ calendar: CalendarID, _ mode: PickerMode,
    _ configuration: PickerConfiguration, labelsRows: Bool
  ) throws -> Picker {
    let formatters = ICUSource().formatters(for: locale)
    let source = try formatters.calendar(calendar, zone: Plan.defaultStyleZone).pickerSource(
      date: configuration.date, zone: configuration.zone)
    let assembly = PickerAssembly(
      locale: locale, calendar: calendar, isRightToLeft: formatters.isRightToLeft,
      configuration: configuration, labelsRows: labelsRows)
    return try #require(try assembly.pickers(modes: [mode], source: source).first)
  }

  func expectSame(_ kept: Picker?, _ fresh: Picker, _ name: String) throws {
    let kept = try #require(kept, "\(name) is missing")
    #expect(kept.locale == fresh.locale, "\(name)")
    #expect(kept.calendar == fresh.calendar, "\(name)")
    #expect(kept.mode == fresh.mode, "\(name)")
    #expect(kept.pattern == fresh.pattern, "\(name)")
    #expect(kept.isRightToLeft == fresh.isRightToLeft, "\(name)")
    #expect(kept.wheels.count == fresh.wheels.count, "\(name)")
    for (index, (wheel, expected)) in zip(kept.wheels, fresh.wheels).enumerated() {
      let where_ = "\(name) wheel \(index)"
      #expect(wheel.field == expected.field, "\(where_)")
      #expect(wheel.pattern == expected.pattern, "\(where_)")
      #expect(wheel.rows == expected.rows, "\(where_)")
      #expect(wheel.selected == expected.selected, "\(where_)")
      #expect(wheel.labels == expected.labels, "\(where_)")
      #expect(wheel.rowLabels == expected.rowLabels, "\(where_)")
      #expect(wheel.disabled == expected.disabled, "\(where_)")
    }
  }

  @Test(arguments: sample)
  func everyPickerOfALocaleCorpusIsWhatAFreshAssemblyRenders(locale text: String) throws {
    let engine = try ICUCorpusEngine()
    let locale = try engine.resolveLocale(text)
    let plan = Plan.default
    let corpus = try engine.localeCorpus(for: locale, plan: plan)
    let planned = try #require(plan.pickers)
    var compared = 0
    for calendar in plan.calendars {
      let calendarCorpus = try #require(corpus.calendars[calendar])
      for mode in PickerMode.datePickerModes {
        try expectSame(
          calendarCorpus.pickers[mode],
          try fresh(locale, calendar, mode, .reference, labelsRows: false),
          "\(text) \(calendar.rawValue) \(mode.rawValue)")
        compared += 1
      }
      for configured in planned
      where configured.isPerLocale || configured.calendars!.contains(calendar) {
        let configuration = configured.configuration.settled().configuration
        for mode in configured.modes {
          let key = configured.key(mode: mode)
          var kept: Picker?
          if configured.isPerLocale {
            // Stored once per locale: it must be what every calendar renders.
            kept = corpus.pickers[key]
            kept?.calendar = calendar
          } else {
            kept = calendarCorpus.configuredPickers[key]
          }
          try expectSame(
            kept, try fresh(locale, calendar, mode, configuration, labelsRows: true),
            "\(text) \(calendar.rawValue) \(key)")
          compared += 1
        }
      }
    }
    // 4 reference modes, date@2025 and the two timers in each calendar; the Gregorian range
    // (date, dateAndTime) and interval-15 (time, dateAndTime) pickers.
    #expect(compared == 3 * (4 + 1 + 2) + 4)
  }
}
