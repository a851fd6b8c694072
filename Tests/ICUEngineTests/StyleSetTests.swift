import CorpusModel
import TestSupport
import Testing

@testable import ICUEngine

/// The style set's shortcut (one formatter per numbering override, re-patterned per pair)
/// against what it replaces: a fresh `udat_open` per pair. Should ICU's construction of a style
/// formatter ever take a path the shortcut does not reproduce, these fail before a corpus could
/// drift from ICU's styles.
@Suite struct StyleSetTests {
  /// Numbering overrides (he_IL's Hebrew calendar), Arabic-Indic, Persian and Myanmar digits,
  /// Thai's Buddhist default, CJK year characters, and plain Latin.
  static let sample = [
    "he_IL", "ar_EG", "th_TH", "ja_JP", "zh_Hant_TW", "fa_IR", "my_MM", "en_US", "de_DE", "hi_IN",
  ]

  static let zones = ["America/New_York", "Asia/Kolkata", "Australia/Lord_Howe"].map(
    ZoneID.init(rawValue:))

  static let instants = (Plan.defaultSeedInstants + Plan.defaultEdgeInstants)

  @Test(arguments: sample)
  func everyPairWritesWhatAFreshFormatterWrites(locale: String) throws {
    for calendar in Plan.defaultCalendars {
      let id = icuLocale(LocaleID(rawValue: locale), calendar)
      let set = try ICUStyleSet(locale: id, zone: Self.zones[0])
      #expect(set.isShared, "\(id) fell back to one formatter per pair")
      // Every pair in every zone, pair by pair as the assembly asks and then zone by zone, so
      // each formatter is re-patterned and moved many times over.
      for pair in StylePair.all {
        let fresh = try ICUDateFormat(pair: pair, locale: id, zone: Self.zones[0])
        #expect(try set.pattern(pair) == fresh.pattern(), "\(id) \(pair)")
        for zone in Self.zones {
          try fresh.setZone(zone)
          for instant in Self.instants {
            #expect(
              try set.format(pair, zone: zone, at: instant)
                == fresh.formatCopyingCalendar(millis: instant.udate),
              "\(id) \(pair) \(zone) \(instant)")
          }
        }
      }
      for zone in Self.zones {
        for pair in StylePair.all.reversed() {
          let fresh = try ICUDateFormat(pair: pair, locale: id, zone: zone)
          #expect(
            try set.format(pair, zone: zone, at: Self.instants[1])
              == fresh.formatCopyingCalendar(millis: Self.instants[1].udate),
            "\(id) \(pair) \(zone)")
        }
      }
    }
  }

  /// The picker's rows follow the numbering of the pair the set hands over: the same fragment
  /// through the taken formatter and through a fresh one of that pair.
  @Test(arguments: sample)
  func aTakenFormatterKeepsItsPairsNumbering(locale: String) throws {
    for calendar in Plan.defaultCalendars {
      let id = icuLocale(LocaleID(rawValue: locale), calendar)
      let set = try ICUStyleSet(locale: id, zone: Self.zones[0])
      let pair = ICUCalendarFormatters.pickerPair
      for other in StylePair.all {
        _ = try set.format(other, zone: Self.zones[0], at: Self.instants[0])
      }
      let taken = try set.take(pair, zone: PickerReference.zone)
      let fresh = try ICUDateFormat(pair: pair, locale: id, zone: PickerReference.zone)
      #expect(try taken.pattern() == fresh.pattern())
      for fragment in ["d", "y", "MMMM", "d MMMM y", "h", "HH", "mm", "EEE d MMM"] {
        taken.applyPattern(fragment)
        fresh.applyPattern(fragment)
        #expect(try taken.format(PickerReference.instant) == fresh.format(PickerReference.instant))
      }
      // The set opens the pair again when asked after the handover.
      let again = try ICUDateFormat(pair: pair, locale: id, zone: Self.zones[0])
      #expect(
        try set.format(pair, zone: Self.zones[0], at: Self.instants[0])
          == again.format(Self.instants[0]))
    }
  }

  /// The parsing artifact parses with the set's formatters: each pair's strings, as rendered,
  /// made plain and with a stray word after them, parse strictly and leniently to what a fresh
  /// formatter of the pair parses them to (or fail on both).
  @Test(arguments: sample)
  func everyPairParsesAsAFreshFormatterParses(locale: String) throws {
    let id = icuLocale(LocaleID(rawValue: locale), .gregorian)
    let set = try ICUStyleSet(locale: id, zone: Self.zones[0])
    var parsed = 0
    for zone in Self.zones {
      for pair in StylePair.all {
        let fresh = try ICUDateFormat(pair: pair, locale: id, zone: zone)
        let string = try fresh.format(Self.instants[1])
        for text in [string, ParseResults.plain(string), string + " xyz"] {
          for lenient in [false, true] {
            let expected = fresh.parse(text, lenient: lenient)
            #expect(
              set.parse(text, pair, zone: zone, lenient: lenient) == expected,
              "\(id) \(pair) \(zone) lenient \(lenient): \(text)")
            if expected != nil { parsed += 1 }
          }
        }
      }
    }
    #expect(parsed > 0, "nothing parsed in \(id): the comparison compared failures only")
  }

  /// he_IL's Hebrew dates keep Hebrew numerals in date+time pairs and plain digits in the time;
  /// the set must not carry either numbering to the other.
  @Test(.tags(.icu72)) func hebrewNumeralsStayWithTheirPairs() throws {
    let zone = ZoneID(rawValue: "America/Los_Angeles")
    let set = try ICUStyleSet(locale: "he_IL@calendar=hebrew", zone: zone)
    let instant = PickerReference.instant
    #expect(
      try set.format(StylePair(date: .long, time: .none), zone: zone, at: instant)
        == "ה׳ בכסלו תשס״ח")
    #expect(
      try set.format(StylePair(date: .none, time: .short), zone: zone, at: instant) == "18:53")
    #expect(
      try set.format(StylePair(date: .long, time: .short), zone: zone, at: instant)
        == "ה׳ בכסלו תשס״ח בשעה 18:53")
  }

  /// Spellings ICU does not list but opens as a listed locale of the same language and region
  /// (`zh_TW` is valid as `zh_Hant_TW`): construct reads their bundle as the listed id's, so the
  /// set shares its formatters; `de_US` (valid as `de`, another region) takes its times from the
  /// pattern generator and gets a formatter per pair. Every pair's pattern and string against a
  /// fresh `udat_open`, in each calendar the id renders (zh_TW's Chinese calendar writes its
  /// years through a numbering override).
  @Test(arguments: [
    ("zh_TW", true), ("sr_RS", true), ("en_Latn_US", true), ("pa_IN", true), ("de_US", false),
  ])
  func unlistedSpellingsShareWhereConstructReadsTheirBundle(locale: String, shared: Bool) throws {
    let zone = Self.zones[0]
    for calendar in Plan.defaultCalendars + [CalendarID(rawValue: "roc"), .chinese] {
      let id = icuLocale(LocaleID(rawValue: locale), calendar)
      let set = try ICUStyleSet(locale: id, zone: zone)
      #expect(set.isShared == shared, "\(id)")
      for pair in StylePair.all {
        let fresh = try ICUDateFormat(pair: pair, locale: id, zone: zone)
        #expect(try set.pattern(pair) == fresh.pattern(), "\(id) \(pair)")
        for instant in Self.instants {
          #expect(
            try set.format(pair, zone: zone, at: instant)
              == fresh.formatCopyingCalendar(millis: instant.udate),
            "\(id) \(pair) \(instant)")
        }
      }
    }
  }

  /// Every listed locale and calendar: each pair's pattern is the one `udat_open` builds, and
  /// the shortcut is taken (a locale that falls back is slower, never wrong; none does in ICU 72).
  @Test func everyLocalesPatternsAreICUsOwn() throws {
    var unshared: [String] = []
    let utc = ZoneID(rawValue: "UTC")
    for locale in ICULocales.available() {
      for calendar in Plan.defaultCalendars {
        let id = icuLocale(LocaleID(rawValue: locale), calendar)
        let set = try ICUStyleSet(locale: id, zone: utc)
        if !set.isShared { unshared.append(id) }
        for pair in StylePair.all {
          let fresh = try ICUDateFormat(pair: pair, locale: id, zone: utc)
          #expect(try set.pattern(pair) == fresh.pattern(), "\(id) \(pair)")
        }
      }
    }
    #expect(unshared == [])
  }
}
