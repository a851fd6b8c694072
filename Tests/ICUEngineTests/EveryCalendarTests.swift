import CICU
import CorpusModel
import TestSupport
import Testing

@testable import ICUEngine

/// Every calendar ICU 72 has (issue 29), through the engine, against what a freshly opened ICU
/// formatter and calendar give: styles, month rows (leap months, 13th months, era years) and
/// month views.
@Suite(.tags(.icu72)) struct EveryCalendarTests {
  let engine: ICUCorpusEngine

  init() throws { engine = try ICUCorpusEngine() }

  static let zone = ZoneID(rawValue: "America/New_York")

  @Test func icuListsEighteenCalendarsInItsOrder() throws {
    #expect(try ICUCalendars.all() == CalendarID.icu)
    #expect(try engine.calendars() == CalendarID.icu)
  }

  /// A calendar is the one asked for when ICU reports its id, or the type ICU 72 builds it as;
  /// ICU 76 and later report `islamic-rgsa` and `iso8601` by their own ids, which a default-plan
  /// corpus on `icu@78` met (it failed with "built a islamic-rgsa calendar" before). Any other
  /// type is a fallback, refused.
  @Test func aCalendarIsItsIdOrTheTypeAnICUBuildsItAs() throws {
    let rgsa = CalendarID(rawValue: "islamic-rgsa")
    let iso = CalendarID(rawValue: "iso8601")
    #expect(ICUCalendars.isType("islamic-rgsa", of: rgsa))
    #expect(ICUCalendars.isType("islamic", of: rgsa))
    #expect(ICUCalendars.isType("iso8601", of: iso))
    #expect(ICUCalendars.isType("gregorian", of: iso))
    #expect(!ICUCalendars.isType("gregorian", of: rgsa))
    #expect(!ICUCalendars.isType("gregorian", of: CalendarID(rawValue: "hebrew")))
    #expect(!ICUCalendars.isType("islamic", of: CalendarID(rawValue: "islamic-civil")))
    // ICU 72 itself: every calendar it lists opens as itself or its known type.
    for calendar in try ICUCalendars.all() {
      let opened = try ICUCalendar(locale: "en_US@calendar=\(calendar.rawValue)", zone: Self.zone)
      #expect(ICUCalendars.isType(try opened.type(), of: calendar), "\(calendar)")
    }
  }

  @Test(arguments: [
    ("ja_JP", ["gregorian", "japanese"]),
    ("zh_Hant_TW", ["gregorian", "roc", "chinese"]),
    ("fa_IR", ["persian", "gregorian", "islamic", "islamic-civil", "islamic-tbla"]),
    ("ar_SA", ["islamic-umalqura", "gregorian", "islamic", "islamic-rgsa"]),
    ("th_TH", ["buddhist", "gregorian"]),
    ("en_US", ["gregorian"]),
  ])
  func aLocalesPreferredCalendarsAreICUs(locale: String, calendars: [String]) throws {
    #expect(
      try engine.preferredCalendars(for: LocaleID(rawValue: locale)).map(\.rawValue) == calendars)
  }

  /// Across ICU 72's locales, the region-preferred calendars outside the three of every plan.
  @Test func theDefaultPlanAdds475LocaleCalendarPairs() throws {
    let three = Set(Plan.defaultCalendars)
    var added = 0
    for locale in engine.availableLocales {
      added += try engine.preferredCalendars(for: locale).filter { !three.contains($0) }.count
    }
    #expect(added == 475)
  }

  @Test func theJapaneseCalendarWritesTheHeiseiEra() throws {
    #expect(
      try engine.format(
        locale: LocaleID(rawValue: "ja_JP"), calendar: .japanese,
        zone: ZoneID(rawValue: "Asia/Tokyo"),
        instant: try Instant(iso8601: "2010-01-27T18:00:00Z"),
        pair: StylePair(date: .long, time: .none)) == "平成22年1月28日")
  }

  /// Every pair in every calendar, as a fresh `udat_open` of `locale@calendar=id` writes it.
  @Test(arguments: ["en_US", "ja_JP", "zh_Hant_TW", "ar_SA", "fa_IR", "he_IL", "am_ET", "th_TH"])
  func everyCalendarsStylesAreAFreshFormattersStrings(locale: String) throws {
    let instants = Plan.defaultSeedInstants + [try Instant(iso8601: "2023-03-22T12:00:00Z")]
    for calendar in CalendarID.icu {
      let id = "\(locale)@calendar=\(calendar.rawValue)"
      for pair in StylePair.all {
        let fresh = try ICUDateFormat(pair: pair, locale: id, zone: Self.zone)
        for instant in instants {
          #expect(
            try engine.format(
              locale: LocaleID(rawValue: locale), calendar: calendar, zone: Self.zone,
              instant: instant, pair: pair) == fresh.formatCopyingCalendar(millis: instant.udate),
            "\(id) \(pair) \(instant)")
        }
      }
    }
  }

  /// The month rows of the date picker: ICU's walk from a fresh calendar (the year's first day,
  /// one month at a time until the extended year changes), formatted by a fresh formatter.
  func freshMonths(_ locale: String, _ calendar: CalendarID, _ at: Instant, _ pattern: String)
    throws -> [String]
  {
    let id = "\(locale)@calendar=\(calendar.rawValue)"
    let ucal = try ICUCalendar(locale: id, zone: PickerReference.zone)
    let format = try ICUDateFormat(pattern: pattern, locale: id, zone: PickerReference.zone)
    try ucal.set(at)
    let year = try ucal.get(CInt(CICU_EXTENDED_YEAR))
    ucal.set(6, 1)  // UCAL_DAY_OF_YEAR
    var rows: [String] = []
    while try ucal.get(CInt(CICU_EXTENDED_YEAR)) == year {
      rows.append(try format.formatCopyingCalendar(millis: try ucal.millis))
      try ucal.add(CInt(CICU_MONTH), 1)
    }
    return rows
  }

  func monthWheel(_ locale: String, _ calendar: CalendarID, _ at: String) throws -> Wheel {
    var configuration = PickerConfiguration.reference
    configuration.date = try Instant(iso8601: at)
    let picker = try #require(
      try engine.pickers(
        locale: LocaleID(rawValue: locale), calendars: [calendar], modes: [.date],
        configuration: configuration
      ).first)
    return try #require(picker.wheels.first { $0.field == .month })
  }

  @Test(arguments: [
    // Chinese and dangi 2023: a leap second month, 13 months.
    ("en_US", "chinese", "2023-04-10T12:00:00Z", 13, "Second Monthbis", 2),
    ("zh_Hant_TW", "chinese", "2023-04-10T12:00:00Z", 13, "閏二月", 2),
    ("ko_KR", "dangi", "2023-04-10T12:00:00Z", 13, "윤2월", 2),
    ("en_US", "chinese", "2024-04-10T12:00:00Z", 12, "Third Month", 2),
    // Ethiopic and Coptic: 13 months, the last of 5 or 6 days.
    ("en_US", "ethiopic", "2007-11-15T20:00:00Z", 13, "Pagumen", 12),
    ("en_US", "ethiopic-amete-alem", "2007-11-15T20:00:00Z", 13, "Pagumen", 12),
    ("en_US", "coptic", "2007-11-15T20:00:00Z", 13, "Nasie", 12),
    // Hebrew: 5784 a leap year (Adar I, Adar II), 5785 common.
    ("en_US", "hebrew", "2024-02-14T20:00:00Z", 13, "Adar II", 6),
    ("en_US", "hebrew", "2025-03-01T20:00:00Z", 12, "Adar", 5),
    ("en_US", "islamic-umalqura", "2007-11-15T20:00:00Z", 12, "Dhuʻl-Qiʻdah", 10),
    ("en_US", "persian", "2007-11-15T20:00:00Z", 12, "Esfand", 11),
    ("ja_JP", "japanese", "1989-06-01T12:00:00Z", 12, "12月", 11),
  ])
  func monthRowsAreICUsWalk(
    locale: String, calendar: String, at: String, count: Int, row: String, index: Int
  ) throws {
    let wheel = try monthWheel(locale, CalendarID(rawValue: calendar), at)
    #expect(wheel.rows.count == count)
    #expect(wheel.rows.indices.contains(index) && wheel.rows[index] == row, "\(wheel.rows)")
    #expect(
      wheel.rows
        == (try freshMonths(
          locale, CalendarID(rawValue: calendar), try Instant(iso8601: at), wheel.pattern)))
  }

  /// Chinese 2023-04-10 is in the leap second month: the selected row is that one, not the
  /// second month before it.
  @Test func theSelectedMonthIsTheLeapMonthInALeapMonth() throws {
    let wheel = try monthWheel("en_US", .chinese, "2023-04-10T12:00:00Z")
    #expect(wheel.selected == 2)
  }

  /// The year wheel steps in extended years: across the Heisei–Reiwa change the era changes
  /// on the wheel.
  @Test func japaneseYearRowsCrossAnEra() throws {
    var configuration = PickerConfiguration.reference
    configuration.date = try Instant(iso8601: "2019-06-01T12:00:00Z")
    let picker = try #require(
      try engine.pickers(
        locale: LocaleID(rawValue: "en_US"), calendars: [.japanese], modes: [.date],
        configuration: configuration
      ).first)
    let year = try #require(picker.wheels.first { $0.field == .year })
    #expect(year.rows[9...11] == ["30 Heisei", "1 Reiwa", "2 Reiwa"])
    #expect(year.selected == 10)
    let ja = try #require(
      try engine.pickers(
        locale: LocaleID(rawValue: "ja_JP"), calendars: [.japanese], modes: [.date],
        configuration: {
          var c = configuration
          c.date = try Instant(iso8601: "1989-06-01T12:00:00Z")
          return c
        }()
      ).first)
    #expect(ja.wheels.first { $0.field == .year }?.rows[9...11] == ["昭和63年", "平成元年", "平成2年"])
  }

  /// The month view in other calendars: the title is the fresh `yMMMM` pattern's string, the
  /// days are the month's in that calendar (29 or 30 in the Islamic and Chinese calendars, 5 in
  /// Ethiopic Pagumen 2000).
  @Test(arguments: [
    ("en_US", "islamic-umalqura", "2024-02-14T20:00:00Z", 29),
    ("en_US", "chinese", "2023-04-10T12:00:00Z", 29),
    ("en_US", "ethiopic", "2008-09-08T20:00:00Z", 5),
    ("fa_IR", "persian", "2024-02-14T20:00:00Z", 30),
    ("ja_JP", "japanese", "2019-05-01T20:00:00Z", 31),
  ])
  func aMonthViewIsTheCalendarsMonth(locale: String, calendar: String, at: String, days: Int)
    throws
  {
    let instant = try Instant(iso8601: at)
    let calendarID = CalendarID(rawValue: calendar)
    let month = try engine.month(
      locale: LocaleID(rawValue: locale), calendar: calendarID, zone: MonthReference.zone,
      instant: instant)
    let id = "\(locale)@calendar=\(calendar)"
    #expect(month.weeks.flatMap(\.days).filter { !$0.isEmpty }.count == days)
    // A fresh calendar's day walk: the month's last day is still that month, the next is the
    // first of another (ICU 72's ACTUAL_MAXIMUM says 30 for the 29-day Chinese leap month).
    let ucal = try ICUCalendar(locale: id, zone: MonthReference.zone)
    let names = try ICUDateFormat(pattern: "MMMM", locale: id, zone: MonthReference.zone)
    let numbers = try ICUDateFormat(pattern: "d", locale: id, zone: MonthReference.zone)
    func day() throws -> (month: String, day: String) {
      (
        try names.formatCopyingCalendar(millis: try ucal.millis),
        try numbers.formatCopyingCalendar(millis: try ucal.millis)
      )
    }
    try ucal.set(instant)
    ucal.set(CInt(CICU_DATE), 1)
    let first = try day()
    try ucal.add(CInt(CICU_DATE), days - 1)
    let last = try day()
    try ucal.add(CInt(CICU_DATE), 1)
    let next = try day()
    #expect(last.month == first.month, "\(first) \(last)")
    #expect(next.month != first.month && next.day == first.day, "\(first) \(next)")
    #expect(month.weeks.flatMap(\.days).filter { !$0.isEmpty }.last == last.day)
    let title = try ICUDateFormat(
      pattern: month.title.pattern, locale: id, zone: MonthReference.zone)
    #expect(month.title.string == (try title.formatCopyingCalendar(millis: instant.udate)))
    #expect(month.calendar == calendarID)
  }
}
