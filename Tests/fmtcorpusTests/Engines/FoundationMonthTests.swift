import Foundation
import Testing

/// The calendar view's month through Swift's Foundation (ICU 76.1, CLDR 46): `Calendar`'s
/// `firstWeekday` and `minimumDaysInFirstWeek`, `DateFormatter`'s stand-alone weekday symbols.
@Suite(.tags(.foundation76)) struct FoundationMonthTests {
  func month(_ arguments: [String]) throws -> [String: Any] {
    let result = try CLI.run(["month", "--engine", "foundation", "--json"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  func rows(_ month: [String: Any]) throws -> [[String]] {
    try #require(month["weeks"] as? [[String: Any]]).map { try #require($0["days"] as? [String]) }
  }

  /// en_US's February 2024 is ICU 72's to the byte.
  @Test func enUSFebruary2024IsICU72s() throws {
    let foundation = try CLI.run(["month", "--engine", "foundation", "--locale", "en_US", "--json"])
    let icu = try CLI.run(["month", "--locale", "en_US", "--json"])
    #expect(foundation.status == 0 && icu.status == 0)
    #expect(foundation.stdout == icu.stdout)
  }

  @Test func deDEStartsOnMonday() throws {
    let month = try month(["--locale", "de_DE"])
    #expect(try rows(month).first == ["", "", "", "1", "2", "3", "4"])
    #expect((month["weeks"] as? [[String: Any]])?.map { $0["week"] as? Int } == [5, 6, 7, 8, 9])
  }

  /// A `dateFormat` of its own drops the Hebrew numerals of he_IL's styles: Adar I 5784's days
  /// in Western digits (ICU 72's styles: `א׳` … `ל׳`).
  @Test func heILHebrewDaysInWesternDigits() throws {
    let month = try month(["--locale", "he_IL", "--calendar", "hebrew"])
    #expect((month["title"] as? [String: String])?["string"] == "אדר א׳ 5784")
    let rows = try rows(month)
    #expect(rows.first == ["", "", "", "", "", "", "1"])
    #expect(rows.last == ["30", "", "", "", "", "", ""])
  }

  /// CLDR 46's stand-alone abbreviated Arabic weekdays drop the article (ICU 72: `السبت`).
  @Test func arEGWeekdaysFromSaturday() throws {
    let month = try month(["--locale", "ar_EG"])
    let weekdays = try #require(month["weekdays"] as? [String: [String]])
    #expect(weekdays["short"] == ["سبت", "أحد", "اثنين", "ثلاثاء", "أربعاء", "خميس", "جمعة"])
    #expect(try rows(month).first == ["", "", "", "", "", "١", "٢"])
  }
}
