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
