import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "format",
      abstract:
        "Print one date formatted in a style pair, a fixed pattern or a template, as the engine (--engine) shows it.",
      discussion: """
        Example: fmtcorpus format --locale en_US --date-style full --time-style full \
        --zone America/New_York --at 2010-01-27T18:00:00Z. Instead of styles, --pattern \
        'MM/dd/yy' formats a fixed pattern (as DateFormatter.dateFormat), --template yMMMd the \
        pattern the locale's generator picks for a template; --template with --to INSTANT the \
        interval from --at to it, and --date-style/--time-style with --to the styles' range. Without --zone and --at, the date pickers' reference: \
        2007-11-16T02:53:00Z in America/Los_Angeles. --relative -1 --unit day prints a relative \
        time (yesterday), --duration 4500 --units hour,minute a duration (1 hour, 15 minutes); \
        neither takes --zone, --at or --calendar. --parts prints a date's, a range's or a relative \
        time's string in typed parts, one a line.
        """)

    /// Without `--zone` and `--at`, the picker's reference zone and instant, as `wheels`
    /// defaults them: never the clock.
    @OptionGroup var query: EngineQuery<Format>

    @Option(
      help: "\(spelled(DateTimeStyle.allCases.map(\.rawValue))).",
      transform: { try DateTimeStyle(validating: $0, role: "date") })
    var dateStyle = DateTimeStyle.none

    @Option(
      help: "\(spelled(DateTimeStyle.allCases.map(\.rawValue))).",
      transform: { try DateTimeStyle(validating: $0, role: "time") })
    var timeStyle = DateTimeStyle.none

    @Option(help: ArgumentHelp("A fixed format pattern (MM/dd/yy).", valueName: "pattern"))
    var pattern: String?

    @Option(
      help: ArgumentHelp(
        "A template (skeleton: yMMMd, jmm, 'MMM d, yyyy'): fields, not their order; spaces, punctuation and quoted text are ignored, as ICU ignores them.",
        valueName: "template"))
    var template: String?

    // Unconditional: a year before 0000 begins with '-' (--to -0043-03-16T12:00:00Z).
    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "With --template, or --date-style/--time-style: the interval's end, ISO 8601 in UTC, any of --at's years (+275760-09-13T12:00:00Z); prints the interval from --at to it (a style pair's as the engine's API builds one).",
        valueName: "instant"))
    var to: String?

    @OptionGroup(title: "Intervals") var intervalKnobs: IntervalKnobs

    @Flag(help: "Print a JSON object with the inputs and the string.")
    var json = false

    @OptionGroup(title: "Spans of time") var spans: SpanOptions

    /// Which one thing the options ask for — styles, a pattern or template, an interval, a
    /// span of time — refused while parsing when they mix or ask for nothing (none/none), so
    /// no engine starts for a command that cannot run.
    func validate() throws {
      try refuseIntervalKnobs()
      if asksSpan, !isIntervalParts, !isDateParts {
        try refuseLoneParts()
        _ = try spanKind()
      } else if let to, !isStyleInterval {
        try refuseWithInterval(to: to)
      } else if pattern != nil || template != nil {
        try refuseWithFormat()
      } else if dateStyle == .none, timeStyle == .none {
        throw InputError.invalidValue(
          "none/none", option: "--date-style/--time-style",
          expected: "at least one of them other than none")
      }
    }

    func run() throws {
      if isDateParts { return try runDateParts() }
      if asksSpan, !isIntervalParts { return try runSpan() }
      if let to, isStyleInterval { return try runStyleInterval(to: to) }
      if let to, let template, isIntervalParts {
        return try runIntervalParts(to: to, template: template)
      }
      if let to, let template { return try runInterval(to: to, template: template) }
      if pattern != nil || template != nil { return try runFormat() }
      let (date, time) = (dateStyle, timeStyle)
      let (engine, locale, calendars, zone, instant) = try query.resolve().values
      let pair = StylePair(date: date, time: time)
      for calendar in calendars {
        let string = try engine.format(
          locale: locale, calendar: calendar, zone: zone, instant: instant, pair: pair)
        if json {
          let object = JSONOutput.style(
            string, locale: locale, calendar: calendar, zone: zone, instant: instant, pair: pair,
            engine: engine.info.name)
          print(object, terminator: "")
        } else {
          print(calendars.count == 1 && !query.isAll ? string : "\(calendar.rawValue): \(string)")
        }
      }
    }

    /// `--pattern` with `--template` or a style, refused by `validate()`.
    private func refuseWithFormat() throws {
      guard pattern == nil || template == nil, dateStyle == .none, timeStyle == .none else {
        let given = [
          pattern.map { "--pattern '\($0)'" }, template.map { "--template '\($0)'" },
          dateStyle == .none ? nil : "--date-style \(dateStyle.rawValue)",
          timeStyle == .none ? nil : "--time-style \(timeStyle.rawValue)",
        ].compactMap { $0 }
        throw InputError.invalidValue(
          given.joined(separator: " with "), option: "format",
          expected: "one of --pattern, --template or --date-style/--time-style")
      }
    }

    /// `--pattern P` or `--template T`: one string, the styles left out.
    private func runFormat() throws {
      try checkPatternAndAdvise()
      let (engine, locale, calendars, zone, instant) = try query.resolve().values
      for calendar in calendars {
        try printFormat(engine, locale: locale, calendar: calendar, zone: zone, instant: instant)
      }
    }

    /// One calendar's string of `--pattern` or `--template`.
    private func printFormat(
      _ engine: any CorpusEngine, locale: LocaleID, calendar: CalendarID, zone: ZoneID,
      instant: Instant
    ) throws {
      let result: SkeletonResult
      if let pattern {
        result = SkeletonResult(
          pattern: pattern,
          string: try engine.format(
            locale: locale, calendar: calendar, zone: zone, instant: instant, pattern: pattern))
      } else {
        result = try engine.format(
          locale: locale, calendar: calendar, zone: zone, instant: instant, template: template!)
      }
      guard json else {
        print(query.isAll ? "\(calendar.rawValue): \(result.string)" : result.string)
        return
      }
      print(
        JSONOutput.pattern(
          result, template: template, locale: locale, calendar: calendar, zone: zone,
          instant: instant, engine: engine.info.name), terminator: "")
    }
  }
}

extension FmtCorpusCommand.Format: QueryDefaults {
  static let localeHelp = ArgumentHelp(
    "ICU or BCP 47 locale id (zh_TW, zh-TW).", valueName: "locale")
  static let calendarHelp = ArgumentHelp(
    "A CLDR calendar id (gregorian, japanese, roc, persian …: 'fmtcorpus info --calendars' lists the engine's), or 'all': one line per calendar, '<calendar>: <string>' (one JSON object per line with --json). Default: the locale's calendar setting (ja_JP@calendar=japanese), else gregorian.",
    valueName: "calendar")
  static let atHelp = ArgumentHelp(
    "The instant, ISO 8601 in UTC (2010-01-27T18:00:00Z), to the millisecond; any of JavaScript Temporal's dates, \(Instant.rangeText(Instant.temporalYears)), with ISO 8601's expanded years (-0043-03-15T12:00:00Z, +275760-09-13T00:00:00Z; proleptic Gregorian, year 0000 is 1 BC). (default: \(instant))",
    valueName: "instant")
  static let zoneHelp = ArgumentHelp(
    "An IANA time zone id. (default: \(zone.rawValue))", valueName: "zone")
  static let instant = PickerConfiguration.reference.date.iso8601
  static let zone = PickerConfiguration.reference.zone
  static let calendars: [CalendarID] = [.gregorian]

  /// `format` takes every instant a JavaScript engine's suite formats (Temporal's extreme plain
  /// dates), not only a corpus's 0001–9999: formatting asks no arithmetic of the years.
  static func readInstant(_ text: String) throws -> Instant { try Instant(formatISO8601: text) }
}
