import Assembly
import CorpusModel
import TestSupport
import Testing

@testable import ICUEngine

/// No answer depends on the order the steps ask (issue 40): each ICU handle of a calendar's
/// formatters has one owner and is kept by the zone it was made for. The same questions, asked
/// in the assembly's order and in the opposite one, with the picker in a zone other than the
/// months' (Asia/Tokyo beside America/Los_Angeles), get the same answers — the answers a source
/// made alone gives.
@Suite(.tags(.icu72)) struct SourceOrderTests {
  static let tokyo = ZoneID(rawValue: "Asia/Tokyo")
  /// 05:00 on 15 February 2024 in Tokyo, 12:00 on the 14th in Los Angeles, 15:00 in New York.
  static let instant = Instant(millisecondsSince1970: 1_707_940_800_000)

  struct Answers: Equatable {
    var style = ""
    var pattern = ""
    var pickerDays: [String] = []
    var pickerSelectedDay = -1
    var pickerHours: [String] = []
    var monthDays: [String] = []
    var monthTitle = ""
  }

  enum Order: CaseIterable {
    /// Styles and patterns, then a picker source, then a month source: as ``ArtifactSteps``
    /// asks, with the picker asked again after the months were made (as a later step reading
    /// the calendar's reference picker would).
    case assembly
    /// Months first, then the picker, then styles and patterns.
    case reversed
  }

  func answers(_ locale: String, _ calendar: CalendarID, _ order: Order) throws -> Answers {
    let formatters = ICUSource().formatters(for: LocaleID(rawValue: locale)).calendar(
      calendar, zone: Plan.defaultStyleZone)
    var answers = Answers()
    func askStyles() throws {
      answers.style = try formatters.style(
        StylePair(date: .full, time: .full), zone: Plan.defaultStyleZone, at: Self.instant)
      answers.pattern = try formatters.string(pattern: "d MMMM y HH:mm", at: Self.instant)
    }
    func askPicker(_ picker: ICUPickerSource) throws {
      let days = try picker.daysOfMonth("d")
      (answers.pickerDays, answers.pickerSelectedDay) = (days.rows, days.selected)
      answers.pickerHours = try picker.rows("H", at: [Self.instant.millisecondsSince1970])
    }
    func askMonth(_ month: ICUMonthSource) throws {
      answers.monthDays = try month.monthDays(containing: Self.instant).days.map(\.label)
      answers.monthTitle = try month.string("d MMMM", at: Self.instant)
    }
    switch order {
    case .assembly:
      try askStyles()
      let picker = try formatters.pickerSource(date: Self.instant, zone: Self.tokyo)
      let month = try formatters.monthSource(zone: MonthReference.zone)
      try askPicker(picker)
      try askMonth(month)
    case .reversed:
      try askMonth(try formatters.monthSource(zone: MonthReference.zone))
      try askPicker(try formatters.pickerSource(date: Self.instant, zone: Self.tokyo))
      try askStyles()
    }
    return answers
  }

  @Test(arguments: [("en_US", CalendarID.gregorian), ("he_IL", .hebrew), ("ar_EG", .gregorian)])
  func answersDoNotDependOnTheOrderAsked(locale: String, calendar: CalendarID) throws {
    let assembly = try answers(locale, calendar, .assembly)
    #expect(assembly == (try answers(locale, calendar, .reversed)))
    guard locale == "en_US" else { return }
    // The picker reads Tokyo (the 15th, 05:00), the months Los Angeles (the 14th).
    #expect(assembly.pickerHours == ["5"])
    #expect(assembly.pickerDays == (1...29).map(String.init))
    #expect(assembly.pickerSelectedDay == 14)
    #expect(assembly.monthDays == (1...29).map(String.init))
    #expect(assembly.monthTitle == "14 February")
    #expect(assembly.pattern == "14 February 2024 15:00")
  }
}
