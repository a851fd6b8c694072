import CorpusModel

/// A small right-to-left locale file with one of everything a locale file can hold: styles in
/// two zones, skeletons, fixed patterns and their parsing, the reference pickers (a today label,
/// count-down units), months, configured pickers with disabled rows and a changed label, and the
/// locale's timers with per-row labels.
enum EveryArtifactFixture {
  static let locale = LocaleID(rawValue: "he_IL")

  static func instant(_ text: String) -> Instant { try! Instant(iso8601: text) }

  static func picker(
    _ calendar: CalendarID, _ mode: PickerMode, _ pattern: String?, _ wheels: [Wheel]
  ) -> Picker {
    Picker(
      locale: locale, calendar: calendar, mode: mode, pattern: pattern, isRightToLeft: true,
      wheels: wheels)
  }

  static let countDownUnits = WheelLabels.units(
    wide: ["one": "שעה", "other": "{0} שעות", "two": "שעתיים"],
    short: ["one": "{0} שע׳", "other": "\u{200F}{0} שע׳"])

  static func calendar(_ calendar: CalendarID, year: String) -> CalendarCorpus {
    let hour = Wheel(field: .hour, pattern: "H", rows: ["0", "1", "2"], selected: 2)
    let minute = Wheel(field: .minute, pattern: "mm", rows: ["00", "01", "53"], selected: 2)
    let day = Wheel(field: .day, pattern: "d", rows: ["14", "15"], selected: 1)
    let month = Wheel(field: .month, pattern: "בMMMM", rows: ["בנובמבר", "בדצמבר"], selected: 0)
    let yearWheel = Wheel(field: .year, pattern: "y", rows: [year], selected: 0)
    let pickers: [PickerMode: Picker] = [
      .time: picker(calendar, .time, "H:mm", [hour, minute]),
      .date: picker(calendar, .date, "d בMMMM y", [day, month, yearWheel]),
      .dateAndTime: picker(
        calendar, .dateAndTime, "{1}, {0}",
        [
          Wheel(
            field: .date, pattern: "EEE, d בMMM", rows: ["יום ה׳, 15 בנוב׳"], selected: 0,
            labels: .today("היום")),
          hour, minute,
        ]),
      .countDownTimer: picker(
        calendar, .countDownTimer, nil,
        [
          Wheel(
            field: .hour, pattern: "H", rows: ["0", "1"], selected: 1, labels: countDownUnits),
          Wheel(
            field: .minute, pattern: "m", rows: ["0", "53"], selected: 1,
            labels: .units(wide: ["other": "{0} דקות"], short: ["other": "{0} דק׳"])),
        ]),
    ]
    let zone = ZoneID(rawValue: "America/New_York")
    let utc = ZoneID(rawValue: "UTC")
    let seed = instant("2010-01-27T18:00:00Z")
    let edge = instant("1876-03-10T04:56:02Z")
    var styles: [StyleKey: String] = [:]
    for (z, key) in [zone, utc].enumerated() {
      for (i, at) in [seed, edge].enumerated() {
        for pair in [
          StylePair(date: .full, time: .full), StylePair(date: .none, time: .short),
          StylePair(date: .short, time: .none), StylePair(date: .medium, time: .long),
        ] {
          styles[StyleKey(zone: key, instant: at, pair: pair)] =
            "\(pair) \(z) \(i) \u{200F}13:00 \"\(calendar.rawValue)\""
        }
      }
    }
    let parsed = ParseResults(strict: "ok", lenient: "ok", strictPlain: "fails", lenientPlain: "ok")
    return CalendarCorpus(
      styles: styles,
      skeletons: [
        "yMd": SkeletonResult(pattern: "d.M.y", string: "27.1.\(year)"),
        "Hm": SkeletonResult(pattern: "H:mm", string: "13:00"),
      ],
      pickers: pickers,
      months: [
        instant("2007-11-15T20:00:00Z"): Month(
          locale: locale, calendar: calendar, isRightToLeft: true,
          title: SkeletonResult(pattern: "MMMM y", string: "נובמבר \(year)"),
          weekdays: MonthWeekdays(short: ["יום א׳", "יום ב׳"], narrow: ["א׳", "ב׳"]),
          weeks: [MonthWeek(week: 45, days: ["", "1"]), MonthWeek(week: 46, days: ["2", "3"])],
          selected: SkeletonResult(pattern: "EEEE, d בMMMM y", string: "יום חמישי, 15 בנובמבר"))
      ],
      patterns: ["yyyy-MM-dd": "2010-01-27", "h:mm a": "1:00\u{202F}אחה״צ"],
      styleParsing: [StylePair(date: .short, time: .short): parsed],
      patternParsing: ["yyyy-MM-dd": parsed],
      configuredPickers: [
        // A range: rows greyed out, another selection.
        "date@2024-02-14T20:00:00Z,min=2024-01-01T08:00:00Z,max=2024-12-31T08:00:00Z": picker(
          calendar, .date, "d בMMMM y",
          [
            Wheel(field: .day, pattern: "d", rows: ["14", "15"], selected: 0, disabled: []),
            Wheel(
              field: .month, pattern: "בMMMM", rows: ["בנובמבר", "בדצמבר"], selected: 0,
              disabled: [1]),
            Wheel(field: .year, pattern: "y", rows: ["2024"], selected: 0, disabled: [0]),
          ]),
        // Another today label, a left-to-right pattern.
        "dateAndTime,minute-interval=15": Picker(
          locale: locale, calendar: calendar, mode: .dateAndTime, pattern: "{0} {1}",
          isRightToLeft: false,
          wheels: [
            Wheel(
              field: .date, pattern: "EEE, d בMMM", rows: ["יום ה׳, 15 בנוב׳"], selected: 0,
              labels: .today("עכשיו")),
            hour,
            Wheel(field: .minute, pattern: "mm", rows: ["00", "15", "30", "45"], selected: 3),
          ]),
      ])
  }

  static let timers: [String: Picker] = [
    "countDownTimer,duration=4500,minute-interval=5": picker(
      .gregorian, .countDownTimer, nil,
      [
        Wheel(
          field: .hour, pattern: "H", rows: ["0", "1"], selected: 1, labels: countDownUnits,
          rowLabels: [
            RowLabel(row: "0", category: "other", wide: "0 שעות", short: "\u{200F}0 שע׳"),
            RowLabel(row: "1", category: "one", wide: "שעה", short: "1 שע׳"),
          ]),
        Wheel(
          field: .minute, pattern: "m", rows: ["0", "15"], selected: 1,
          labels: .units(wide: ["other": "{0} דקות"], short: ["other": "{0} דק׳"]),
          rowLabels: [
            RowLabel(row: "0", category: "other", wide: "0 דקות", short: "0 דק׳"),
            RowLabel(row: "15", category: "other", wide: "15 דקות", short: "15 דק׳"),
          ]),
      ]),
    "minutesAndSeconds,duration=90": picker(
      .gregorian, .minutesAndSeconds, nil,
      [
        Wheel(
          field: .second, pattern: "s", rows: ["0", "30"], selected: 1,
          labels: .units(wide: ["other": "{0} שניות"], short: ["other": "{0} שנ׳"]),
          rowLabels: [
            RowLabel(row: "0", category: "other", wide: "0 שניות", short: "0 שנ׳"),
            RowLabel(row: "30", category: "other", wide: "30 \"שניות\"", short: "30 שנ׳"),
          ])
      ]),
  ]

  static let corpus: LocaleCorpus = {
    var corpus = plainCorpus
    func amount(_ text: String) -> SpanAmount { try! SpanAmount(validating: text, option: "t") }
    // Relative times: a named form, a fractional offset, and an entry the engine cannot ask.
    corpus.relative = [
      RelativeQuery(offset: amount("-1"), unit: .day, width: .long, numeric: .auto): "אתמול",
      RelativeQuery(offset: amount("2.5"), unit: .day, width: .long, numeric: .always):
        "בעוד 2.5 ימים",
      RelativeQuery(offset: amount("1"), unit: .quarter, width: .narrow, numeric: .auto): nil,
    ]
    let hourMinute = try! DurationUnits(validating: "hour,minute")
    corpus.durations = [
      try! DurationQuery(seconds: amount("4500"), units: hourMinute, width: .wide):
        "שעה ו-15 דקות",
      try! DurationQuery(seconds: amount("59"), units: hourMinute, width: .numeric): "0:00.983",
    ]
    return corpus
  }()

  static let plainCorpus = LocaleCorpus(
    locale: locale,
    calendars: [
      .hebrew: calendar(.hebrew, year: "תשס״ח"), .gregorian: calendar(.gregorian, year: "2007"),
    ],
    week: WeekData(
      firstWeekday: 1, minimalDaysInFirstWeek: 1,
      weeks: [
        instant("2019-12-30T17:00:00Z"): WeekOfYear(week: 1, yearForWeekOfYear: 2020),
        instant("2010-01-27T18:00:00Z"): WeekOfYear(week: 5, yearForWeekOfYear: 2010),
      ]),
    pickers: timers)
}
