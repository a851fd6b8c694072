import Foundation
import TestSupport
import Testing

/// Pickers at the reference: 15 November 2007, 18:53 in America/Los_Angeles; count-down 1:53.
@Suite(.tags(.icu72)) struct WheelsTests {
  func text(_ locale: String, _ calendar: String, _ mode: String, _ more: [String] = []) throws
    -> String
  {
    let result = try CLI.run(
      ["wheels", "--locale", locale, "--calendar", calendar, "--mode", mode] + more)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  func picker(_ locale: String, _ calendar: String, _ mode: String, _ more: [String] = []) throws
    -> [String: Any]
  {
    let stdout = try text(locale, calendar, mode, more + ["--json"])
    return try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
  }

  func wheels(_ picker: [String: Any]) throws -> [[String: Any]] {
    try #require(picker["wheels"] as? [[String: Any]])
  }

  /// The seeds' en_US pickers (the seed's `Wed Nov 15` is a 2006 date without CLDR's comma).
  @Test(arguments: [
    ("time", "[ 6 | 53 | PM ]\n"), ("date", "[ November | 15 | 2007 ]\n"),
    ("dateAndTime", "[ Thu, Nov 15 | 6 | 53 | PM ]\n"), ("countDownTimer", "[ 1 | 53 ]\n"),
  ])
  func seedPickersOfEnUS(mode: String, expected: String) throws {
    #expect(try text("en_US", "gregorian", mode) == expected)
  }

  @Test func enUSTimeAsJSON() throws {
    let stdout = try text("en_US", "gregorian", "time", ["--json"])
    let minutes = (0..<60).map { String(format: "\"%02d\"", $0) }.joined(separator: ", ")
    #expect(
      stdout == """
        {
          "calendar": "gregorian",
          "direction": "ltr",
          "locale": "en_US",
          "mode": "time",
          "pattern": "h:mm\u{202F}a",
          "wheels": [
            {"field": "hour", "pattern": "h", "rows": ["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"], "selected": 6},
            {"field": "minute", "pattern": "mm", "rows": [\(minutes)], "selected": 53},
            {"field": "dayPeriod", "pattern": "a", "rows": ["AM", "PM"], "selected": 1}
          ]
        }

        """)
  }

  @Test func countDownHasHoursMinutesAndUnitLabels() throws {
    let wheels = try wheels(picker("en_US", "gregorian", "countDownTimer"))
    #expect(wheels.map { $0["field"] as? String } == ["hour", "minute"])
    #expect(wheels[0]["rows"] as? [String] == (0...23).map(String.init))
    #expect(wheels[1]["rows"] as? [String] == (0...59).map(String.init))
    #expect(wheels[0]["selected"] as? Int == 1 && wheels[1]["selected"] as? Int == 53)
    // `wheels` gives each labelled wheel its row labels too (ConfiguredWheelsTests).
    let hours = try #require(wheels[0]["labels"] as? [String: Any])
    #expect(hours["wide"] as? [String: String] == ["one": "{0} hour", "other": "{0} hours"])
    #expect(hours["short"] as? [String: String] == ["one": "{0} hr", "other": "{0} hr"])
    let minutes = try #require(wheels[1]["labels"] as? [String: Any])
    #expect(minutes["short"] as? [String: String] == ["one": "{0} min", "other": "{0} min"])
    #expect(minutes["wide"] as? [String: String] == ["one": "{0} minute", "other": "{0} minutes"])
    // Arabic's wide singular has no number at all.
    let arabic = try self.wheels(picker("ar_EG", "gregorian", "countDownTimer"))
    let arabicHours = try #require(arabic[0]["labels"] as? [String: Any])
    #expect((arabicHours["wide"] as? [String: String])?["one"] == "ساعة")
    #expect(
      arabic[0]["rows"] as? [String] == [
        "٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩", "١٠", "١١", "١٢", "١٣", "١٤", "١٥", "١٦",
        "١٧", "١٨", "١٩", "٢٠", "٢١", "٢٢", "٢٣",
      ])
  }

  @Test func dateAndTimeHasSevenDaysAndTheWordForToday() throws {
    let date = try #require(try wheels(picker("en_US", "gregorian", "dateAndTime")).first)
    #expect(date["field"] as? String == "date")
    #expect(
      date["rows"] as? [String] == [
        "Mon, Nov 12", "Tue, Nov 13", "Wed, Nov 14", "Thu, Nov 15", "Fri, Nov 16", "Sat, Nov 17",
        "Sun, Nov 18",
      ])
    #expect(date["selected"] as? Int == 3)
    #expect(date["labels"] as? [String: String] == ["today": "Today"])
    let german = try #require(try wheels(picker("de_DE", "gregorian", "dateAndTime")).first)
    #expect(german["labels"] as? [String: String] == ["today": "Heute"])
    #expect((german["rows"] as? [String])?[3] == "Do., 15. Nov.")
  }

  @Test(arguments: [
    ("zh_TW", "gregorian", "time", "[ 下午 | 6 | 53 ]\n"),
    ("ja_JP", "gregorian", "date", "[ 2007年 | 11月 | 15日 ]\n"),
    ("de_DE", "gregorian", "date", "[ 15 | November | 2007 ]\n"),
    ("de_DE", "gregorian", "time", "[ 18 | 53 ]\n"),
    ("es_ES", "gregorian", "date", "[ 15 | noviembre | 2007 ]\n"),
    ("ru_RU", "gregorian", "date", "[ 15 | ноября | 2007\u{202F}г. ]\n"),  // U+202F before г.
    ("eu_ES", "gregorian", "date", "[ 2007(e)ko | azaroaren | 15(a) ]\n"),
    ("he_IL", "gregorian", "date", "[ 15 | בנובמבר | 2007 ]\n"),
    ("he_IL", "hebrew", "date", "[ ה׳ | בכסלו | תשס״ח ]\n"),
    ("ar_EG", "gregorian", "date", "[ ١٥ | نوفمبر | ٢٠٠٧ ]\n"),
    ("en_US", "buddhist", "date", "[ November | 15 | 2550 BE ]\n"),
    ("th_TH", "buddhist", "date", "[ 15 | พฤศจิกายน | 2550 ]\n"),
    ("en_US", "hebrew", "date", "[ 5 | Kislev | 5768 ]\n"),
    // nnh's quote closes before a combining caron (`'lyɛ'̌ʼ`); its `'na'` is text, not a day period.
    ("nnh", "gregorian", "date", "[ lyɛ\u{30C}\u{2BC} 15 | saŋ mejwoŋó | 2007 ]\n"),
    ("nnh_CM", "gregorian", "date", "[ lyɛ\u{30C}\u{2BC} 15 | saŋ mejwoŋó | 2007 ]\n"),
    // An era apart from the year still joins the year wheel, on its side of the year.
    ("hi_IN", "buddhist", "date", "[ 15 | नवंबर | बौद्ध संवत 2550 ]\n"),
    ("lt", "buddhist", "date", "[ 2550 BE | lapkričio | 15 ]\n"),
    ("mt", "hebrew", "date", "[ 05 | Kislev | AM 5768 ]\n"),
    // A bracket opened on the year wheel is closed there.
    ("uz", "buddhist", "date", "[ 15 | noyabr | 2550 (BE) ]\n"),
    ("uz", "hebrew", "date", "[ 5 | Kislev | 5768 (AM) ]\n"),
    // The comma after `ж.` separates wheels; the abbreviation's dot stays.
    ("ky", "gregorian", "date", "[ 2007-ж. | 15 | ноябрь ]\n"),
    // A time-first date-time glue: the time wheels come before the date wheel.
    ("vi", "gregorian", "dateAndTime", "[ 18 | 53 | Th 5, 15 thg 11 ]\n"),
  ])
  func ordersFromEachLocalesOwnPatterns(
    locale: String, calendar: String, mode: String, expected: String
  ) throws {
    #expect(try text(locale, calendar, mode) == expected)
  }

  @Test func literalsStickToTheirFields() throws {
    let hebrew = try wheels(picker("he_IL", "gregorian", "date"))
    #expect(hebrew.map { $0["pattern"] as? String } == ["d", "בMMMM", "y"])
    let russian = try wheels(picker("ru_RU", "gregorian", "date"))
    #expect(russian.map { $0["pattern"] as? String } == ["d", "MMMM", "y\u{202F}'г'."])
    let spanish = try picker("es_ES", "gregorian", "date")
    #expect(spanish["pattern"] as? String == "d 'de' MMMM 'de' y")
    #expect(try wheels(spanish).map { $0["pattern"] as? String } == ["d", "MMMM", "y"])
    let german = try wheels(picker("de_DE", "gregorian", "time"))
    #expect(german.map { $0["field"] as? String } == ["hour", "minute"])
    #expect(german[0]["rows"] as? [String] == (0...23).map { String(format: "%02d", $0) })
    let era = try wheels(picker("en_US", "buddhist", "date"))
    #expect(era[2]["pattern"] as? String == "y G")
    #expect((era[2]["rows"] as? [String])?.first == "2540 BE")
  }

  /// The fragments behind the pickers the splitter got wrong before, and the rows ICU renders.
  @Test func fragmentsFollowTheLiteralTextRules() throws {
    let nnh = try picker("nnh", "gregorian", "date")
    #expect(nnh["pattern"] as? String == "'lyɛ'\u{30C}\u{2BC} d 'na' MMMM, y")
    let nnhWheels = try wheels(nnh)
    #expect(nnhWheels.map { $0["field"] as? String } == ["day", "month", "year"])
    #expect(nnhWheels.map { $0["pattern"] as? String } == ["'lyɛ'\u{30C}\u{2BC} d", "MMMM", "y"])
    #expect((nnhWheels[0]["rows"] as? [String])?.first == "lyɛ\u{30C}\u{2BC} 1")
    let hindi = try wheels(picker("hi_IN", "buddhist", "date"))
    #expect(hindi.map { $0["pattern"] as? String } == ["d", "MMMM", "G y"])
    #expect((hindi[2]["rows"] as? [String])?.first == "बौद्ध संवत 2540")
    let lithuanian = try wheels(picker("lt", "buddhist", "date"))
    #expect(lithuanian.map { $0["pattern"] as? String } == ["y G", "MMMM", "d"])
    #expect((lithuanian[0]["rows"] as? [String])?.last == "2560 BE")
    let uzbek = try wheels(picker("uz", "buddhist", "date"))
    #expect(uzbek[2]["pattern"] as? String == "y (G)")
    let kyrgyz = try wheels(picker("ky", "gregorian", "date"))
    #expect(kyrgyz[0]["pattern"] as? String == "y-'ж'.")
    #expect((kyrgyz[0]["rows"] as? [String])?.first == "1997-ж.")
    let russian = try wheels(picker("ru", "gregorian", "date"))
    #expect((russian[2]["rows"] as? [String])?[10] == "2007\u{202F}г.")
  }

  /// A no-break space binds the word after it to the field before it (GoldenFiles.md, "What a
  /// locale file holds"); an ordinary-space connector is still dropped.
  @Test func aNoBreakSpaceBindsTheWordAfterIt() throws {
    let kazakh = try picker("kk_KZ", "gregorian", "date")
    #expect(kazakh["pattern"] as? String == "y\u{202F}'ж'. d MMMM")
    #expect(try wheels(kazakh).map { $0["pattern"] as? String } == ["y\u{202F}'ж'.", "d", "MMMM"])
    #expect(try text("kk_KZ", "gregorian", "date") == "[ 2007\u{202F}ж. | 15 | қараша ]\n")
    let mongolian = try picker("mn_MN", "gregorian", "date")
    #expect(mongolian["pattern"] as? String == "y\u{202F}'оны' MMMM'ын' d")
    let mongolianWheels = try wheels(mongolian)
    #expect(
      mongolianWheels.map { $0["pattern"] as? String } == ["y\u{202F}'оны'", "MMMM'ын'", "d"])
    #expect((mongolianWheels[0]["rows"] as? [String])?[10] == "2007\u{202F}оны")
    #expect(try text("kk_KZ", "buddhist", "date") == "[ BE 2550\u{202F}ж. | 15 | қараша ]\n")
    let canadian = try picker("fr_CA", "gregorian", "time")
    #expect(canadian["pattern"] as? String == "HH 'h' mm")
    #expect(try wheels(canadian).map { $0["pattern"] as? String } == ["HH", "mm"])
    #expect(try text("fr_CA", "gregorian", "time") == "[ 18 | 53 ]\n")
  }

  @Test func rightToLeftLocalesAreMarked() throws {
    #expect(try picker("ar_EG", "gregorian", "date")["direction"] as? String == "rtl")
    #expect(try picker("he_IL", "hebrew", "time")["direction"] as? String == "rtl")
    #expect(try picker("ja_JP", "gregorian", "date")["direction"] as? String == "ltr")
  }

  @Test func hebrewLeapYearHasThirteenMonths() throws {
    let english = try wheels(picker("en_US", "hebrew", "date"))
    #expect(
      english[1]["rows"] as? [String] == [
        "Tishri", "Heshvan", "Kislev", "Tevet", "Shevat", "Adar I", "Adar II", "Nisan", "Iyar",
        "Sivan", "Tamuz", "Av", "Elul",
      ])
    #expect(english[1]["selected"] as? Int == 2)
    #expect((english[0]["rows"] as? [String])?.count == 29)  // Kislev 5768 has 29 days
    let hebrew = try wheels(picker("he_IL", "hebrew", "date"))
    let months = try #require(hebrew[1]["rows"] as? [String])
    #expect(months.count == 13 && months[5] == "באדר א׳" && months[6] == "באדר ב׳")
    let years = try #require(hebrew[2]["rows"] as? [String])
    #expect(years.count == 21 && years[10] == "תשס״ח" && hebrew[2]["selected"] as? Int == 10)
    // Gregorian: the reference year ± 10, November's 30 days.
    let gregorian = try wheels(picker("en_US", "gregorian", "date"))
    #expect(gregorian[2]["rows"] as? [String] == (1997...2017).map(String.init))
    #expect((gregorian[0]["rows"] as? [String])?.count == 12)
    #expect(gregorian[1]["rows"] as? [String] == (1...30).map(String.init))
  }

  @Test func minuteIntervalStepsTheMinuteWheel() throws {
    let quarter = try wheels(picker("en_US", "gregorian", "time", ["--minute-interval", "15"]))
    #expect(quarter[1]["rows"] as? [String] == ["00", "15", "30", "45"])
    #expect(quarter[1]["selected"] as? Int == 3)
    #expect(
      try text("en_US", "gregorian", "time", ["--minute-interval", "15"]) == "[ 6 | 45 | PM ]\n")
  }

  /// Any whole number that is no divisor of 60 from 1 to 30 falls back to 1 with a note: a
  /// negative one written apart from its flag, and one beyond `Int`, too.
  @Test(arguments: ["7", "0", "61", "-5", "99999999999999999999"])
  func minuteIntervalFallsBackToOne(interval: String) throws {
    let fallback = try CLI.run([
      "wheels", "--locale", "en_US", "--calendar", "gregorian", "--mode", "time",
      "--minute-interval", interval,
    ])
    #expect(fallback.status == 0)
    #expect(fallback.stdout == "[ 6 | 53 | PM ]\n")
    #expect(
      fallback.stderr
        == "fmtcorpus: warning: minute interval '\(interval)' is not a divisor of 60 from 1 to 30; using 1, as the picker does\n"
    )
  }

  @Test(arguments: ["1.5", "abc"])
  func minuteIntervalMustBeAWholeNumber(interval: String) throws {
    let bad = try CLI.run(["wheels", "--locale", "en_US", "--minute-interval", interval])
    #expect(bad.status == 2)
    #expect(
      bad.stderr
        == "fmtcorpus: error: invalid value '\(interval)' for --minute-interval (expected a whole number; divisors of 60 from 1 to 30 step the minute wheel)\n"
    )
    #expect(bad.stdout == "")
  }

  /// wheels shows one picker set: a repeated option is an error, not a silent last-one-wins.
  @Test(arguments: [
    (
      ["--locale", "de_DE"],
      "invalid value 'de_DE' for --locale (expected --locale once; 'en_US' was given first)"
    ),
    (
      ["--calendar", "gregorian", "--calendar", "hebrew"],
      "invalid value 'hebrew' for --calendar (expected --calendar once; 'gregorian' was given first)"
    ),
    (
      ["--mode", "time", "--mode", "date"],
      "invalid value 'date' for --mode (expected --mode once; 'time' was given first)"
    ),
    (
      ["--minute-interval", "5", "--minute-interval", "10"],
      "invalid value '10' for --minute-interval (expected --minute-interval once; '5' was given first)"
    ),
  ])
  func repeatedOptionsAreRefused(more: [String], message: String) throws {
    let result = try CLI.run(["wheels", "--locale", "en_US"] + more)
    #expect(result.status == 2)
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
    #expect(result.stdout == "")
    let missing = try CLI.run(["wheels", "--mode", "time"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "fmtcorpus: error: Missing expected argument '--locale <locale>' (see 'fmtcorpus help')\n"
    )
  }

  @Test func withoutCalendarOrModeEveryPickerOfTheLocale() throws {
    let result = try CLI.run(["wheels", "--locale", "en_US"])
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 12)
    #expect(lines.first == "gregorian time: [ 6 | 53 | PM ]")
    #expect(lines.contains("hebrew date: [ 5 | Kislev | 5768 ]"))
    let json = try CLI.run(["wheels", "--locale", "en_US", "--json"])
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(array.count == 12)
    let bad = try CLI.run(["wheels", "--locale", "en_US", "--mode", "spinner"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr
        == "fmtcorpus: error: invalid value 'spinner' for --mode (expected one of: time, date, dateAndTime, countDownTimer, minutesAndSeconds)\n"
    )
  }
}
