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
        interval from --at to it. Without --zone and --at, the date pickers' reference: \
        2007-11-16T02:53:00Z in America/Los_Angeles. --relative -1 --unit day prints a relative \
        time (yesterday), --duration 4500 --units hour,minute a duration (1 hour, 15 minutes); \
        neither takes --zone, --at or --calendar.
        """)

    @Option(help: ArgumentHelp("ICU or BCP 47 locale id (zh_TW, zh-TW).", valueName: "locale"))
    var locale: String

    @Option(
      help: ArgumentHelp(
        "A CLDR calendar id (gregorian, japanese, roc, persian …: 'fmtcorpus info --calendars' lists the engine's), or 'all': one line per calendar, '<calendar>: <string>' (one JSON object per line with --json). Default: the locale's calendar setting (ja_JP@calendar=japanese), else gregorian.",
        valueName: "calendar"))
    var calendar: String?

    /// Whether `--calendar` was given, for `--relative` and `--duration` to refuse it.
    var calendarOption: String? { calendar }

    /// The picker's reference zone and instant, as `wheels` defaults them: never the clock.
    @Option(
      name: .customLong("zone"),
      help: ArgumentHelp(
        "An IANA time zone id. (default: \(PickerConfiguration.reference.zone.rawValue))",
        valueName: "zone"))
    var zoneOption: String?

    @Option(
      name: .customLong("at"),
      help: ArgumentHelp(
        "The instant, ISO 8601 in UTC (2010-01-27T18:00:00Z). (default: \(PickerConfiguration.reference.date.iso8601))",
        valueName: "instant"))
    var atOption: String?

    var zone: String { zoneOption ?? PickerConfiguration.reference.zone.rawValue }
    var at: String { atOption ?? PickerConfiguration.reference.date.iso8601 }

    @Option(help: "none, short, medium, long or full.")
    var dateStyle = "none"

    @Option(help: "none, short, medium, long or full.")
    var timeStyle = "none"

    @Option(help: ArgumentHelp("A fixed format pattern (MM/dd/yy).", valueName: "pattern"))
    var pattern: String?

    @Option(
      help: ArgumentHelp(
        "A template (skeleton: yMMMd, jmm, 'MMM d, yyyy'): fields, not their order; spaces, punctuation and quoted text are ignored, as ICU ignores them.",
        valueName: "template"))
    var template: String?

    @Option(
      help: ArgumentHelp(
        "With --template: the interval's end, ISO 8601 in UTC; prints the interval from --at to it.",
        valueName: "instant"))
    var to: String?

    @Flag(help: "Print a JSON object with the inputs and the string.")
    var json = false

    @OptionGroup(title: "Spans of time") var spans: SpanOptions

    @OptionGroup var engineOption: EngineOption

    func run() throws {
      if spans.isGiven { return try runSpan() }
      if let to { return try runInterval(to: to) }
      if pattern != nil || template != nil { return try runFormat() }
      let date = try DateTimeStyle(validating: dateStyle, role: "date")
      let time = try DateTimeStyle(validating: timeStyle, role: "time")
      guard date != .none || time != .none else {
        throw InputError.invalidValue(
          "none/none", option: "--date-style/--time-style",
          expected: "at least one of them other than none")
      }
      if let calendar { _ = try CalendarID.validatingOrAll(calendar) }
      let instant = try Instant(iso8601: at)
      let engine = try engineOption.make()
      let locale = try engine.resolveLocale(locale)
      let calendars = try chosenCalendars(
        calendar, locale: locale, engine: engine, fallback: [.gregorian])
      if let note = legacyLocaleNote(asked: self.locale, resolved: locale) {
        Terminal.writeError("fmtcorpus: note: \(note)\n")
      }
      let zone = try engine.resolveZone(zone)
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
          print(calendars.count == 1 && !isAll ? string : "\(calendar.rawValue): \(string)")
        }
      }
    }

    /// Whether `--calendar all` asked for every calendar (a line each, named).
    private var isAll: Bool { calendar?.lowercased() == "all" }

    /// `--pattern P` or `--template T`: one string, the styles left out.
    private func runFormat() throws {
      guard pattern == nil || template == nil, dateStyle == "none", timeStyle == "none" else {
        let given = [
          pattern.map { "--pattern '\($0)'" }, template.map { "--template '\($0)'" },
          dateStyle == "none" ? nil : "--date-style \(dateStyle)",
          timeStyle == "none" ? nil : "--time-style \(timeStyle)",
        ].compactMap { $0 }
        throw InputError.invalidValue(
          given.joined(separator: " with "), option: "format",
          expected: "one of --pattern, --template or --date-style/--time-style")
      }
      if let pattern { try PatternSyntax.validate(pattern: pattern) }
      if let template { try PatternSyntax.validate(template: template) }
      let advice = PatternSyntax.advice(
        templates: template.map { [$0] } ?? [], patterns: pattern.map { [$0] } ?? [])
      for line in advice {
        Terminal.writeError("fmtcorpus: \(MessageText.escaped(line, limit: nil))\n")
      }
      if let calendar { _ = try CalendarID.validatingOrAll(calendar) }
      let instant = try Instant(iso8601: at)
      let engine = try engineOption.make()
      let locale = try engine.resolveLocale(locale)
      let calendars = try chosenCalendars(
        calendar, locale: locale, engine: engine, fallback: [.gregorian])
      if let note = legacyLocaleNote(asked: self.locale, resolved: locale) {
        Terminal.writeError("fmtcorpus: note: \(note)\n")
      }
      let zone = try engine.resolveZone(zone)
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
        print(isAll ? "\(calendar.rawValue): \(result.string)" : result.string)
        return
      }
      print(
        JSONOutput.pattern(
          result, template: template, locale: locale, calendar: calendar, zone: zone,
          instant: instant, engine: engine.info.name), terminator: "")
    }
  }
}
