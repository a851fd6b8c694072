import Assembly
import CorpusModel
import TestSupport
import Testing

@testable import ICUEngine

/// The `accessibility` artifact against ICU 72 (issue 44): the golden form of a locale's file,
/// exact, in en_US, he_IL (right to left, the Hebrew calendar's numerals) and zh_TW.
@Suite(.tags(.icu72)) struct AccessibilityTests {
  /// One locale in the Gregorian and Hebrew calendars, the accessibility artifact alone.
  static func plan(_ locale: String) -> Plan {
    var plan = Plan.default
    plan.includesAvailableLocales = false
    plan.locales = [LocaleID(rawValue: locale)]
    plan.calendars = [.gregorian, .hebrew]
    plan.preferredCalendars = nil
    plan.artifacts = [Artifact.accessibility.name]
    return plan
  }

  static func file(_ locale: String) throws -> String {
    let plan = plan(locale)
    let corpus = try ICUCorpusEngine().localeCorpus(for: LocaleID(rawValue: locale), plan: plan)
    return String(decoding: LocaleFileEncoding.render(corpus, plan: plan).bytes, as: UTF8.self)
  }

  /// en_US: the Hebrew calendar's months in English; `AM/PM` names the day period in every
  /// width; the combined date wheel reads `Thu, Nov 15` as `Thursday, November 15`.
  @Test func enUS() throws {
    #expect(
      try Self.file("en_US") == """
        {
          "accessibility": {
            "countDown": {
              "hour": {"short": "1 hr", "wide": "1 hour"},
              "minute": {"short": "53 min", "wide": "53 minutes"}
            },
            "fields": {
              "day": {"abbreviated": "day", "narrow": "day", "wide": "day"},
              "dayPeriod": {"abbreviated": "AM/PM", "narrow": "AM/PM", "wide": "AM/PM"},
              "hour": {"abbreviated": "hr.", "narrow": "hr", "wide": "hour"},
              "minute": {"abbreviated": "min.", "narrow": "min", "wide": "minute"},
              "month": {"abbreviated": "mo.", "narrow": "mo", "wide": "month"},
              "second": {"abbreviated": "sec.", "narrow": "sec", "wide": "second"},
              "year": {"abbreviated": "yr.", "narrow": "yr", "wide": "year"}
            }
          },
          "calendars": {
            "gregorian": {
              "accessibility": {
                "cells": {"days": ["Thursday, November 1", "Friday, November 2", "Saturday, November 3", "Sunday, November 4", "Monday, November 5", "Tuesday, November 6", "Wednesday, November 7", "Thursday, November 8", "Friday, November 9", "Saturday, November 10", "Sunday, November 11", "Monday, November 12", "Tuesday, November 13", "Wednesday, November 14", "Thursday, November 15", "Friday, November 16", "Saturday, November 17", "Sunday, November 18", "Monday, November 19", "Tuesday, November 20", "Wednesday, November 21", "Thursday, November 22", "Friday, November 23", "Saturday, November 24", "Sunday, November 25", "Monday, November 26", "Tuesday, November 27", "Wednesday, November 28", "Thursday, November 29", "Friday, November 30"], "month": "November 2007"},
                "dayCell": {"first": "Thursday, November 1", "pattern": "EEEE, MMMM d", "selected": "Thursday, November 15"},
                "today": "Today",
                "weekdays": ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
                "wheels": {
                  "date": [{"field": "month", "value": "November"}, {"field": "day", "value": "15"}, {"field": "year", "value": "2007"}],
                  "dateAndTime": [{"field": "date", "value": "Thursday, November 15"}, {"field": "hour", "value": "6"}, {"field": "minute", "value": "53"}, {"field": "dayPeriod", "value": "PM"}],
                  "time": [{"field": "hour", "value": "6"}, {"field": "minute", "value": "53"}, {"field": "dayPeriod", "value": "PM"}]
                }
              }
            },
            "hebrew": {
              "accessibility": {
                "cells": {"days": ["Sunday, 1 Kislev", "Monday, 2 Kislev", "Tuesday, 3 Kislev", "Wednesday, 4 Kislev", "Thursday, 5 Kislev", "Friday, 6 Kislev", "Saturday, 7 Kislev", "Sunday, 8 Kislev", "Monday, 9 Kislev", "Tuesday, 10 Kislev", "Wednesday, 11 Kislev", "Thursday, 12 Kislev", "Friday, 13 Kislev", "Saturday, 14 Kislev", "Sunday, 15 Kislev", "Monday, 16 Kislev", "Tuesday, 17 Kislev", "Wednesday, 18 Kislev", "Thursday, 19 Kislev", "Friday, 20 Kislev", "Saturday, 21 Kislev", "Sunday, 22 Kislev", "Monday, 23 Kislev", "Tuesday, 24 Kislev", "Wednesday, 25 Kislev", "Thursday, 26 Kislev", "Friday, 27 Kislev", "Saturday, 28 Kislev", "Sunday, 29 Kislev"], "month": "Kislev 5768"},
                "dayCell": {"first": "Sunday, 1 Kislev", "pattern": "EEEE, d MMMM", "selected": "Thursday, 5 Kislev"},
                "today": "Today",
                "weekdays": ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
                "wheels": {
                  "date": [{"field": "day", "value": "5"}, {"field": "month", "value": "Kislev"}, {"field": "year", "value": "5768"}],
                  "dateAndTime": [{"field": "date", "value": "Thursday, 5 Kislev"}, {"field": "hour", "value": "6"}, {"field": "minute", "value": "53"}, {"field": "dayPeriod", "value": "PM"}],
                  "time": [{"field": "hour", "value": "6"}, {"field": "minute", "value": "53"}, {"field": "dayPeriod", "value": "PM"}]
                }
              }
            }
          },
          "formatVersion": 1,
          "locale": "en_US"
        }
        """ + "\n")
  }

  /// he_IL, right to left: the wheels in the pattern's order (`d בMMMM y`: the day first, laid
  /// out from the right); the Hebrew calendar's wheels in Hebrew numerals as the wheels show
  /// them (`ה׳`, `תשס״ח`), while its day cell, read as the month writes its selected day, says
  /// `5`; one hour is `שעה`, without a number.
  @Test func heIL() throws {
    #expect(
      try Self.file("he_IL") == """
        {
          "accessibility": {
            "countDown": {
              "hour": {"short": "שעה", "wide": "שעה"},
              "minute": {"short": "53 דק׳", "wide": "53 דקות"}
            },
            "fields": {
              "day": {"abbreviated": "יום", "narrow": "יום", "wide": "יום"},
              "dayPeriod": {"abbreviated": "AM/PM", "narrow": "AM/PM", "wide": "לפנה״צ/אחה״צ"},
              "hour": {"abbreviated": "שעה", "narrow": "שע׳", "wide": "שעה"},
              "minute": {"abbreviated": "דק׳", "narrow": "דק׳", "wide": "דקה"},
              "month": {"abbreviated": "חו׳", "narrow": "חו׳", "wide": "חודש"},
              "second": {"abbreviated": "שנ׳", "narrow": "שנ׳", "wide": "שנייה"},
              "year": {"abbreviated": "שנ׳", "narrow": "שנ׳", "wide": "שנה"}
            }
          },
          "calendars": {
            "gregorian": {
              "accessibility": {
                "cells": {"days": ["יום חמישי, 1 בנובמבר", "יום שישי, 2 בנובמבר", "יום שבת, 3 בנובמבר", "יום ראשון, 4 בנובמבר", "יום שני, 5 בנובמבר", "יום שלישי, 6 בנובמבר", "יום רביעי, 7 בנובמבר", "יום חמישי, 8 בנובמבר", "יום שישי, 9 בנובמבר", "יום שבת, 10 בנובמבר", "יום ראשון, 11 בנובמבר", "יום שני, 12 בנובמבר", "יום שלישי, 13 בנובמבר", "יום רביעי, 14 בנובמבר", "יום חמישי, 15 בנובמבר", "יום שישי, 16 בנובמבר", "יום שבת, 17 בנובמבר", "יום ראשון, 18 בנובמבר", "יום שני, 19 בנובמבר", "יום שלישי, 20 בנובמבר", "יום רביעי, 21 בנובמבר", "יום חמישי, 22 בנובמבר", "יום שישי, 23 בנובמבר", "יום שבת, 24 בנובמבר", "יום ראשון, 25 בנובמבר", "יום שני, 26 בנובמבר", "יום שלישי, 27 בנובמבר", "יום רביעי, 28 בנובמבר", "יום חמישי, 29 בנובמבר", "יום שישי, 30 בנובמבר"], "month": "נובמבר 2007"},
                "dayCell": {"first": "יום חמישי, 1 בנובמבר", "pattern": "EEEE, d בMMMM", "selected": "יום חמישי, 15 בנובמבר"},
                "today": "היום",
                "weekdays": ["יום ראשון", "יום שני", "יום שלישי", "יום רביעי", "יום חמישי", "יום שישי", "יום שבת"],
                "wheels": {
                  "date": [{"field": "day", "value": "15"}, {"field": "month", "value": "בנובמבר"}, {"field": "year", "value": "2007"}],
                  "dateAndTime": [{"field": "date", "value": "יום חמישי, 15 בנובמבר"}, {"field": "hour", "value": "18"}, {"field": "minute", "value": "53"}],
                  "time": [{"field": "hour", "value": "18"}, {"field": "minute", "value": "53"}]
                }
              }
            },
            "hebrew": {
              "accessibility": {
                "cells": {"days": ["יום ראשון, 1 בכסלו", "יום שני, 2 בכסלו", "יום שלישי, 3 בכסלו", "יום רביעי, 4 בכסלו", "יום חמישי, 5 בכסלו", "יום שישי, 6 בכסלו", "יום שבת, 7 בכסלו", "יום ראשון, 8 בכסלו", "יום שני, 9 בכסלו", "יום שלישי, 10 בכסלו", "יום רביעי, 11 בכסלו", "יום חמישי, 12 בכסלו", "יום שישי, 13 בכסלו", "יום שבת, 14 בכסלו", "יום ראשון, 15 בכסלו", "יום שני, 16 בכסלו", "יום שלישי, 17 בכסלו", "יום רביעי, 18 בכסלו", "יום חמישי, 19 בכסלו", "יום שישי, 20 בכסלו", "יום שבת, 21 בכסלו", "יום ראשון, 22 בכסלו", "יום שני, 23 בכסלו", "יום שלישי, 24 בכסלו", "יום רביעי, 25 בכסלו", "יום חמישי, 26 בכסלו", "יום שישי, 27 בכסלו", "יום שבת, 28 בכסלו", "יום ראשון, 29 בכסלו"], "month": "כסלו 5768"},
                "dayCell": {"first": "יום ראשון, 1 בכסלו", "pattern": "EEEE, d בMMMM", "selected": "יום חמישי, 5 בכסלו"},
                "today": "היום",
                "weekdays": ["יום ראשון", "יום שני", "יום שלישי", "יום רביעי", "יום חמישי", "יום שישי", "יום שבת"],
                "wheels": {
                  "date": [{"field": "day", "value": "ה׳"}, {"field": "month", "value": "בכסלו"}, {"field": "year", "value": "תשס״ח"}],
                  "dateAndTime": [{"field": "date", "value": "יום חמישי, ה׳ בכסלו"}, {"field": "hour", "value": "18"}, {"field": "minute", "value": "53"}],
                  "time": [{"field": "hour", "value": "18"}, {"field": "minute", "value": "53"}]
                }
              }
            }
          },
          "formatVersion": 1,
          "locale": "he_IL"
        }
        """ + "\n")
  }

  /// zh_TW: the day period before the hour and the year first, in reading order; one field
  /// name in every width.
  @Test func zhTW() throws {
    #expect(
      try Self.file("zh_TW") == """
        {
          "accessibility": {
            "countDown": {
              "hour": {"short": "1 小時", "wide": "1 小時"},
              "minute": {"short": "53 分鐘", "wide": "53 分鐘"}
            },
            "fields": {
              "day": {"abbreviated": "日", "narrow": "日", "wide": "日"},
              "dayPeriod": {"abbreviated": "上午/下午", "narrow": "上午/下午", "wide": "上午/下午"},
              "hour": {"abbreviated": "小時", "narrow": "小時", "wide": "小時"},
              "minute": {"abbreviated": "分鐘", "narrow": "分鐘", "wide": "分鐘"},
              "month": {"abbreviated": "月", "narrow": "月", "wide": "月"},
              "second": {"abbreviated": "秒", "narrow": "秒", "wide": "秒"},
              "year": {"abbreviated": "年", "narrow": "年", "wide": "年"}
            }
          },
          "calendars": {
            "gregorian": {
              "accessibility": {
                "cells": {"days": ["11月1日 星期四", "11月2日 星期五", "11月3日 星期六", "11月4日 星期日", "11月5日 星期一", "11月6日 星期二", "11月7日 星期三", "11月8日 星期四", "11月9日 星期五", "11月10日 星期六", "11月11日 星期日", "11月12日 星期一", "11月13日 星期二", "11月14日 星期三", "11月15日 星期四", "11月16日 星期五", "11月17日 星期六", "11月18日 星期日", "11月19日 星期一", "11月20日 星期二", "11月21日 星期三", "11月22日 星期四", "11月23日 星期五", "11月24日 星期六", "11月25日 星期日", "11月26日 星期一", "11月27日 星期二", "11月28日 星期三", "11月29日 星期四", "11月30日 星期五"], "month": "2007年11月"},
                "dayCell": {"first": "11月1日 星期四", "pattern": "M月d日 EEEE", "selected": "11月15日 星期四"},
                "today": "今天",
                "weekdays": ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
                "wheels": {
                  "date": [{"field": "year", "value": "2007年"}, {"field": "month", "value": "11月"}, {"field": "day", "value": "15日"}],
                  "dateAndTime": [{"field": "date", "value": "11月15日 星期四"}, {"field": "dayPeriod", "value": "下午"}, {"field": "hour", "value": "6"}, {"field": "minute", "value": "53"}],
                  "time": [{"field": "dayPeriod", "value": "下午"}, {"field": "hour", "value": "6"}, {"field": "minute", "value": "53"}]
                }
              }
            },
            "hebrew": {
              "accessibility": {
                "cells": {"days": ["3月1日 星期日", "3月2日 星期一", "3月3日 星期二", "3月4日 星期三", "3月5日 星期四", "3月6日 星期五", "3月7日 星期六", "3月8日 星期日", "3月9日 星期一", "3月10日 星期二", "3月11日 星期三", "3月12日 星期四", "3月13日 星期五", "3月14日 星期六", "3月15日 星期日", "3月16日 星期一", "3月17日 星期二", "3月18日 星期三", "3月19日 星期四", "3月20日 星期五", "3月21日 星期六", "3月22日 星期日", "3月23日 星期一", "3月24日 星期二", "3月25日 星期三", "3月26日 星期四", "3月27日 星期五", "3月28日 星期六", "3月29日 星期日"], "month": "創世紀元 5768年3月"},
                "dayCell": {"first": "3月1日 星期日", "pattern": "M月d日 EEEE", "selected": "3月5日 星期四"},
                "today": "今天",
                "weekdays": ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
                "wheels": {
                  "date": [{"field": "year", "value": "創世紀元 5768年"}, {"field": "month", "value": "3月"}, {"field": "day", "value": "5日"}],
                  "dateAndTime": [{"field": "date", "value": "3月5日 星期四"}, {"field": "dayPeriod", "value": "下午"}, {"field": "hour", "value": "6"}, {"field": "minute", "value": "53"}],
                  "time": [{"field": "dayPeriod", "value": "下午"}, {"field": "hour", "value": "6"}, {"field": "minute", "value": "53"}]
                }
              }
            }
          },
          "formatVersion": 1,
          "locale": "zh_TW"
        }
        """ + "\n")
  }

  /// A plan made before the artifact (no `accessibility` key) renders none of it: its files
  /// keep their bytes, and `check` says so in one note.
  @Test func aPlanMadeBeforeItHasNone() throws {
    var plan = Self.plan("en_US")
    plan.artifacts = nil
    plan.accessibility = nil
    #expect(PlanAddition.missing(in: plan).map(\.planKey) == ["accessibility"])
    let corpus = try ICUCorpusEngine().localeCorpus(for: LocaleID(rawValue: "en_US"), plan: plan)
    #expect(corpus.accessibility == nil)
    #expect(corpus.calendars.values.allSatisfy { $0.accessibility == nil })
    let file = String(decoding: LocaleFileEncoding.render(corpus, plan: plan).bytes, as: UTF8.self)
    #expect(!file.contains("accessibility"))
  }
}
