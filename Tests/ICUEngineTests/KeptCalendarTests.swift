import CorpusModel
import Testing

@testable import ICUEngine

/// Formats through a kept copy of the formatter's calendar (`cicu_udat_formatKept`) against
/// plain `udat_format`, which copies the calendar for every string: should a kept copy ever go
/// stale (a zone moved, a pattern or a parse changing the calendar), these fail before a corpus
/// could differ from what ICU writes.
@Suite struct KeptCalendarTests {
  static let locales = ["he_IL", "ar_EG", "th_TH", "ja_JP", "fa_IR", "en_US", "de_DE", "hi_IN"]

  /// Every field letter the corpus's patterns use, era and week fields, zone names and
  /// offsets, flexible day periods, and a Hebrew leap month.
  static let patterns = [
    "EEEE d MMMM y G HH:mm:ss zzzz", "d", "MMMM", "y", "h a", "B h:mm", "w W e c D F",
    "MMM d, y 'at' h:mm:ss a z", "vvvv VVVV OOOO xxx", "K:mm b", "QQQQ U r",
  ]

  static let zones = [
    "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Asia/Jerusalem", "UTC",
  ].map(ZoneID.init(rawValue:))

  /// The plan's instants, DST changes on both sides, and a Hebrew leap year's Adar I.
  static let instants =
    Plan.defaultSeedInstants + Plan.defaultEdgeInstants + Plan.defaultSweepInstants
    + [
      "2024-03-10T06:59:59Z", "2024-03-10T07:00:00Z", "2024-11-03T05:30:00Z",
      "2024-02-20T12:00:00Z",
    ]
    .map { try! Instant(iso8601: $0) }

  @Test(arguments: locales)
  func aKeptCalendarWritesWhatUdatFormatWrites(locale: String) throws {
    for calendar in Plan.defaultCalendars {
      let id = icuLocale(LocaleID(rawValue: locale), calendar)
      let format = try ICUDateFormat(pattern: Self.patterns[0], locale: id, zone: Self.zones[0])
      // Patterns, zones and parses interleaved, as the pickers and months use one formatter.
      for pattern in Self.patterns {
        format.applyPattern(pattern)
        for zone in Self.zones {
          try format.setZone(zone)
          for instant in Self.instants {
            let kept = try format.format(instant)
            #expect(
              kept == (try format.formatCopyingCalendar(millis: instant.udate)),
              "\(id) '\(pattern)' \(zone) \(instant)")
          }
          _ = format.parse(try format.format(Self.instants[0]), lenient: true)
          #expect(
            try format.format(Self.instants[1])
              == format.formatCopyingCalendar(millis: Self.instants[1].udate))
        }
      }
    }
  }

  /// The style set formats each pair through its formatter's kept copy; a fresh formatter of
  /// the pair formats with plain `udat_format`: both write the same, zone moves, re-patterning
  /// and parses in between.
  @Test(arguments: locales)
  func aStyleSetsKeptCalendarsWriteWhatUdatFormatWrites(locale: String) throws {
    for calendar in Plan.defaultCalendars {
      let id = icuLocale(LocaleID(rawValue: locale), calendar)
      let set = try ICUStyleSet(locale: id, zone: Self.zones[0])
      for zone in Self.zones {
        for pair in StylePair.all {
          let fresh = try ICUDateFormat(pair: pair, locale: id, zone: zone)
          for instant in Self.instants.prefix(6) {
            #expect(
              try set.format(pair, zone: zone, at: instant)
                == fresh.formatCopyingCalendar(millis: instant.udate),
              "\(id) \(pair) \(zone) \(instant)")
          }
          _ = set.parse(
            try set.format(pair, zone: zone, at: Self.instants[0]), pair, zone: zone,
            lenient: true)
        }
      }
    }
  }
}
