import Assembly
import CICU
import CorpusModel
import TestSupport
import Testing

@testable import ICUEngine

/// The spans of time against ICU itself: a sample of the `intervals` artifact against freshly
/// opened interval formats, the `arithmetic` artifact against fresh calendars stepped by hand,
/// and the seed's three calculations exactly. ICU 72 strings: they move with an upgrade.
@Suite(.tags(.icu72)) struct SpansTests {
  static let locales = ["en_US", "he_IL", "ja_JP", "ar_EG", "th_TH", "de_DE"]

  static func plan(_ locale: String) -> Plan {
    var plan = Plan.default
    plan.includesAvailableLocales = false
    plan.locales = [LocaleID(rawValue: locale)]
    return plan
  }

  @Test(arguments: locales)
  func intervalsAreWhatAFreshFormatterWrites(locale: String) throws {
    let engine = try ICUCorpusEngine()
    let plan = Self.plan(locale)
    let corpus = try engine.localeCorpus(for: LocaleID(rawValue: locale), plan: plan)
    let pairs = try #require(plan.intervals)
    for calendar in plan.calendars {
      let intervals = try #require(corpus.calendars[calendar]?.intervals)
      // The time-only jm once per locale, in the Gregorian calendar (the timers'); the date
      // templates in every calendar.
      let expected = (try #require(plan.intervalTemplates)).filter {
        calendar == .gregorian || IntervalsStep.hasDateField($0)
      }
      #expect(expected.count == (calendar == .gregorian ? 3 : 2))
      #expect(intervals.keys.sorted() == expected.sorted(), "\(locale) \(calendar)")
      for template in expected {
        // A fresh format per template and pair: nothing kept from the assembly's.
        for pair in pairs {
          let fresh = try ICUIntervalFormat(
            skeleton: template, locale: "\(locale)@calendar=\(calendar.rawValue)",
            zone: plan.styleZone)
          #expect(
            intervals[template]?[pair.name] == (try fresh.format(from: pair.from, to: pair.to)),
            "\(locale) \(calendar) \(template) \(pair.name)")
        }
      }
    }
  }

  /// The issue's example, with ICU 72's thin spaces around the en dash.
  @Test func theIssuesInterval() throws {
    let engine = try ICUCorpusEngine()
    let corpus = try engine.localeCorpus(for: LocaleID(rawValue: "en_US"), plan: Self.plan("en_US"))
    #expect(
      corpus.calendars[.gregorian]?.intervals["yMMMd"]?["days"] == "Feb 14\u{2009}–\u{2009}16, 2024"
    )
    #expect(corpus.calendars[.gregorian]?.intervals["yMMMd"]?["same"] == "Feb 14, 2024")
    #expect(
      corpus.calendars[.gregorian]?.intervals["jm"]?["hours"]
        == "10:00\u{202F}AM\u{2009}–\u{2009}1:30\u{202F}PM")
  }

  /// Every case of the default table in every calendar and zone, against a fresh calendar:
  /// `ucal_add` field by field, `ucal_getFieldDifference` unit by unit.
  @Test func arithmeticIsWhatAFreshCalendarComputes() throws {
    let engine = try ICUCorpusEngine()
    let plan = Plan.default
    let outcomes = try engine.arithmetic(for: plan)
    let cases = try #require(plan.arithmetic)
    var compared = 0
    for calendar in plan.calendars {
      for item in cases {
        for zone in item.zone.map({ [$0] }) ?? plan.zones {
          let fresh = try ICUCalendar(locale: "en_US@calendar=\(calendar.rawValue)", zone: zone)
          try fresh.set(item.at)
          let expected: String
          switch item.operation {
          case .add(let amounts):
            for amount in amounts {
              try fresh.add(ICUArithmetic.field(amount.field), amount.amount)
            }
            expected = Instant(millisecondsSince1970: Int64(try fresh.millis)).iso8601
          case .difference(let to, let units):
            var parts: [String] = []
            for unit in units {
              var status: Int32 = 0
              let field = try ICUArithmetic.field(unit)
              let value = cicu_ucal_getFieldDifference(fresh.handle, to.udate, field, &status)
              #expect(status <= 0)
              parts.append("\(unit.rawValue) \(value)")
            }
            expected = parts.joined(separator: " ")
          case .roll, .range, .ordinality, .limitRange, .fromComponents, .components,
            .addComponents, .interval, .isInWeekend, .weekendInterval, .nextWeekend, .compare:
            Issue.record("a default plan's case only adds and measures: \(item)")
            continue
          }
          let key = ArithmeticKey(calendar: calendar, zone: zone, name: item.name)
          #expect(outcomes[key]?.description == expected, "\(calendar) \(zone) \(item.name)")
          compared += 1
        }
      }
    }
    #expect(outcomes.count == compared)
    // 24 cases in each of the 15 default zones, Samoa's two in Pacific/Apia, 3 calendars.
    #expect(compared == 3 * (24 * 15 + 2))
  }

  /// The seed's three calculations (002): 31 days from Valentine's to St. Patrick's Day 2015 at
  /// midnight in New York (30 in UTC, where those instants are 5 and 4 a.m.); 10 days after
  /// the style table's "now"; 3 days, 10 hours, 42 minutes and 5 seconds before it.
  @Test func theSeedsThreeCalculations() throws {
    let engine = try ICUCorpusEngine()
    let newYork = ZoneID(rawValue: "America/New_York")
    let outcomes = try engine.arithmetic(for: Plan.default)
    func outcome(_ name: String, _ zone: ZoneID = newYork) -> String? {
      outcomes[ArithmeticKey(calendar: .gregorian, zone: zone, name: name)]?.description
    }
    #expect(outcome("valentinesToStPatricks") == "day 31")
    #expect(outcome("valentinesToStPatricks", ZoneID(rawValue: "UTC")) == "day 30")
    #expect(outcome("tenDaysFromNow") == "2010-02-06T18:00:00Z")
    #expect(outcome("threeDaysTenHoursAgo") == "2010-01-24T07:17:55Z")
    // Where calendars and zones bite, in New York unless named.
    #expect(outcome("monthEnd") == "2024-02-29T17:00:00Z")
    #expect(outcome("monthEndThenBack") == "2024-02-26T17:00:00Z")
    #expect(outcome("backThenMonthEnd") == "2024-02-28T17:00:00Z")
    #expect(outcome("dstGap24Hours") == "2024-03-10T17:00:00Z")
    #expect(outcome("dstGapOneDay") == "2024-03-10T16:00:00Z")
    #expect(outcome("dstOverlapOneDay") == "2024-11-03T17:00:00Z")
    #expect(
      outcome("lordHoweOneDay", ZoneID(rawValue: "Australia/Lord_Howe")) == "2024-10-06T12:30:00Z")
    #expect(
      outcome("lordHowe24Hours", ZoneID(rawValue: "Australia/Lord_Howe")) == "2024-10-06T13:00:00Z")
    #expect(outcome("samoaSkippedDay", ZoneID(rawValue: "Pacific/Apia")) == "2011-12-30T22:00:00Z")
    #expect(outcome("yearMonthDay") == "year 1 month 1 day 3")
    #expect(outcome("yearMonthDayBackwards") == "year -1 month -1 day -3")
  }
}
