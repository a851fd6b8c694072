import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct MonthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "month",
      abstract: "Print the month a calendar view shows: title, weekday header, weeks.",
      usage: """
        fmtcorpus month --locale <locale> [--calendar <calendar>] [--at <instant>] \
        [--zone <zone>] [--min <instant>] [--max <instant>] [--accessibility] [--json] \
        [--engine <name>]
        """,
      discussion: """
        The month containing the instant, read in the zone, as UICalendarView draws it from \
        the locale's data: the title (skeleton yMMMM), the weekday header from the locale's \
        first weekday, one row per week with its week number on the left (as cal -w prints), \
        and the selected day in full (yMMMMEEEEd). --json prints the values the corpus holds. \
        --min and --max give the view an available range (UICalendarView's \
        availableDateRange): a day that lies wholly outside it, as the engine's calendar \
        bounds the day in the zone, is unavailable — marked ~ before its number (~3), listed \
        under "unavailable" in JSON (1 = the month's first day); a day the range cuts \
        through stays available, as a picker's row does. --accessibility prints what a \
        screen reader's words are built from instead, one line per element in reading order: \
        the header's seven weekdays in full, then the month's first day and the selected day \
        as a day cell is read (skeleton MMMMEEEEd).
        """)

    @OptionGroup var query: EngineQuery<MonthCommand>

    @Option(
      help: ArgumentHelp(
        "The first instant the view offers, ISO 8601 in UTC; days that end by it are unavailable.",
        valueName: "instant"))
    var min: String?

    @Option(
      help: ArgumentHelp(
        "The last instant the view offers, no earlier than --min; days that start after it are unavailable.",
        valueName: "instant"))
    var max: String?

    @Flag(
      help:
        "Print the header's weekdays in full and the first and selected day cells as read, a line each."
    )
    var accessibility = false

    @Flag(help: "Print the month as JSON.")
    var json = false

    /// `--min` and `--max` checked together (the first no later than the last) while parsing.
    func validate() throws {
      let range = try range()
      if accessibility, range != nil {
        throw InputError.invalidValue(
          min ?? max ?? "", option: min != nil ? "--min" : "--max",
          expected: "no range with --accessibility, which reads the month without one")
      }
    }

    /// The view's available range, nil when neither bound was given.
    func range() throws -> MonthRange? {
      guard min != nil || max != nil else { return nil }
      return try MonthRange(
        minimum: min.map(Instant.init(iso8601:)), maximum: max.map(Instant.init(iso8601:))
      ).validated()
    }

    func run() throws {
      if accessibility { return try runAccessibility() }
      let range = try self.range()
      let (engine, locale, calendars, zone, instant) = try query.resolve().values
      let months = try calendars.map {
        guard let range else {
          return try engine.month(locale: locale, calendar: $0, zone: zone, instant: instant)
        }
        return try engine.month(
          locale: locale, calendar: $0, zone: zone, instant: instant, range: range)
      }
      if !query.isAll {
        print(json ? JSONOutput.month(months[0]) : months[0].text, terminator: json ? "" : "\n")
      } else if json {
        print(JSONOutput.months(months), terminator: "")
      } else {
        print(months.map { "\($0.calendar.rawValue):\n\($0.text)" }.joined(separator: "\n\n"))
      }
    }
  }
}

extension FmtCorpusCommand.MonthCommand {
  /// `--accessibility`: none of the locale's values asked (field names), so every engine
  /// answers.
  func runAccessibility() throws {
    let (engine, locale, calendars, zone, instant) = try query.resolve().values
    let values = try calendars.map {
      try engine.accessibility(
        locale: locale, calendar: $0, zone: zone, instant: instant, perLocale: false)
    }
    if json {
      print(JSONOutput.accessibility(values, single: !query.isAll), terminator: "")
    } else if !query.isAll {
      print(values[0].monthLines.joined(separator: "\n"))
    } else {
      print(
        values.map { "\($0.calendar.rawValue):\n" + $0.monthLines.joined(separator: "\n") }
          .joined(separator: "\n\n"))
    }
  }
}

extension FmtCorpusCommand.MonthCommand: QueryDefaults {
  static let localeHelp = ArgumentHelp(
    "ICU or BCP 47 locale id (zh_TW, zh-TW).", valueName: "locale")
  static let calendarHelp = ArgumentHelp(
    "A CLDR calendar id (gregorian, hebrew, chinese, ethiopic …: 'fmtcorpus info --calendars' lists the engine's), or 'all': each calendar's month under its id (a JSON array with --json).",
    valueName: "calendar")
  static let atHelp = ArgumentHelp(
    "An instant of the month, ISO 8601 in UTC. (default: the seed's \(instant))",
    valueName: "instant")
  static let zoneHelp = ArgumentHelp(
    "The IANA time zone the instant is read in. (default: \(zone.rawValue))", valueName: "zone")
  static let instant = "2024-02-14T20:00:00Z"
  static let zone = MonthReference.zone
  static let calendars: [CalendarID] = [.gregorian]
}
