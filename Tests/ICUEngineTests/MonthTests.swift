import CorpusModel
import TestSupport
import Testing

@testable import ICUEngine

/// The calendar view's months through ICU 72, at the plan's instants, read in Los Angeles.
@Suite(.tags(.icu72)) struct MonthTests {
  let engine: ICUCorpusEngine

  init() throws { engine = try ICUCorpusEngine() }

  func month(_ locale: String, _ calendar: CalendarID, _ at: String) throws -> Month {
    try engine.month(
      locale: LocaleID(rawValue: locale), calendar: calendar, zone: MonthReference.zone,
      instant: try Instant(iso8601: at))
  }

  @Test func enUSFebruary2024() throws {
    let month = try month("en_US", .gregorian, "2024-02-14T20:00:00Z")
    #expect(month.title == SkeletonResult(pattern: "MMMM y", string: "February 2024"))
    #expect(month.weekdays.short == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    #expect(month.weekdays.narrow == ["S", "M", "T", "W", "T", "F", "S"])
    #expect(month.weeks.count == 5)
    #expect(month.weeks.map(\.week) == [5, 6, 7, 8, 9])
    #expect(month.weeks[0].days == ["", "", "", "", "1", "2", "3"])
    #expect(
      month.selected
        == SkeletonResult(pattern: "EEEE, MMMM d, y", string: "Wednesday, February 14, 2024"))
    #expect(!month.isRightToLeft)
  }

  @Test func deDEStartsOnMonday() throws {
    let month = try month("de_DE", .gregorian, "2024-02-14T20:00:00Z")
    #expect(month.weekdays.short == ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"])
    #expect(month.weeks[0].days == ["", "", "", "1", "2", "3", "4"])
    #expect(month.weeks.map(\.week) == [5, 6, 7, 8, 9])
  }

  @Test func zhTWTitle() throws {
    let month = try month("zh_TW", .gregorian, "2024-02-14T20:00:00Z")
    #expect(month.title == SkeletonResult(pattern: "y年M月", string: "2024年2月"))
    #expect(month.weekdays.short.first == "週日")
  }

  /// ar_EG starts on Saturday and writes Arabic-Indic digits.
  @Test func arEGStartsOnSaturdayInItsDigits() throws {
    let month = try month("ar_EG", .gregorian, "2024-02-14T20:00:00Z")
    #expect(month.weekdays.short.first == "السبت")
    #expect(month.weeks[0].days == ["", "", "", "", "", "١", "٢"])
    #expect(month.weeks[2].days.contains("١٥"))
    #expect(month.isRightToLeft)
  }

  /// Adar I 5784 (a leap year) has 30 days from Saturday 10 February 2024; he_IL's styles write
  /// the Hebrew calendar's days in Hebrew numerals, its plain `yMMMM` pattern the year in
  /// Western digits.
  @Test func adarI5784() throws {
    let month = try month("he_IL", .hebrew, "2024-02-14T20:00:00Z")
    #expect(month.title == SkeletonResult(pattern: "MMMM y", string: "אדר א׳ 5784"))
    let days = month.weeks.flatMap(\.days).filter { !$0.isEmpty }
    #expect(days.count == 30)
    #expect(month.weeks[0].days == ["", "", "", "", "", "", "א׳"])
    #expect(days[4] == "ה׳")
    #expect(days.last == "ל׳")
    let english = try self.month("en_US", .hebrew, "2024-02-14T20:00:00Z")
    #expect(english.title.string == "Adar I 5784")
    #expect(english.weeks[0].days == ["", "", "", "", "", "", "1"])
  }

  /// Adar 5785, a common year's Adar, has 29 days.
  @Test func adar5785() throws {
    let month = try month("en_US", .hebrew, "2025-03-01T20:00:00Z")
    #expect(month.title.string == "Adar 5785")
    #expect(month.weeks.flatMap(\.days).filter { !$0.isEmpty }.count == 29)
    #expect(month.weeks[0].days == ["", "", "", "", "", "", "1"])
  }

  @Test func kislev5768IsThePickersMonth() throws {
    let month = try month("en_US", .hebrew, "2007-11-15T20:00:00Z")
    #expect(month.title.string == "Kislev 5768")
    #expect(month.selected.string.hasSuffix("5 Kislev 5768"))
  }
}
