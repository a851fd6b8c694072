import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Wheels: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "wheels",
      abstract: "Print a locale's date-picker wheels: their order, rows and selected row.",
      usage: """
        fmtcorpus wheels --locale <locale> [--calendar <calendar>] [--mode <mode>] \
        [--at <instant>] [--zone <zone>] [--min <instant>] [--max <instant>] \
        [--minute-interval <minutes>] [--duration <seconds>] [--accessibility] [--json] \
        [--engine <name>]
        """,
      discussion: """
        The picker is configured as an app configures UIDatePicker; by default it shows \
        15 November 2007, 18:53 in America/Los_Angeles (count-down: 1:53; minutes and \
        seconds: 1:30). Text shows the selected rows, [ November | 15 | 2007 ]; --json the \
        whole picker. Without --calendar or --mode, every calendar and the four date-picker \
        modes, one per line (a JSON array with --json). --accessibility prints what a \
        screen reader's words are built from instead: one line per wheel in the order it \
        meets them (the wheels' order, laid out from the right in a right-to-left locale), \
        the field's name in the locale and the wheel's value (hour: 6; the count-down's \
        spoken, hour: 1 hour) — the locale's data, not VoiceOver's own phrases.
        """)

    // A repeated option is refused before parsing, as in every command (`ArgumentCheck`).

    @OptionGroup var query: EngineQuery<Wheels>

    @Option(
      help: ArgumentHelp(
        "\(spelled(PickerMode.allCases.map(\.rawValue))) (default: the first four).",
        valueName: "mode"),
      transform: PickerMode.init(validating:))
    var mode: PickerMode?

    @Option(
      help: ArgumentHelp(
        "The earliest date the picker offers (ignored with --max when later than it).",
        valueName: "instant"))
    var min: String?

    @Option(
      help: ArgumentHelp(
        "The latest date the picker offers; a date outside the range is clamped into it.",
        valueName: "instant"))
    var max: String?

    /// Unconditional, so a negative interval (`-5`) is the value, not an unknown flag.
    @Option(
      name: .customLong("minute-interval"), parsing: .unconditional,
      help: ArgumentHelp(
        "Minutes between rows: a divisor of 60 from 1 to 30; others fall back to 1.",
        valueName: "minutes"))
    var minuteInterval = "1"

    /// Unconditional, so `-5` reaches the check and is named, not taken for a flag.
    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "Seconds the timer modes show, in whole minutes (count-down, at most 86399) or minutes and seconds (at most 3599). (default: 6780; 90)",
        valueName: "seconds"))
    var duration: String?

    @Flag(
      help:
        "Print each wheel as an accessibility element: its field's name and its value, in reading order."
    )
    var accessibility = false

    @Flag(help: "Print JSON.")
    var json = false

    /// `--accessibility` reads the picker as an app first shows it: the options that configure
    /// a range, steps or a duration are refused with it, not ignored.
    func validate() throws {
      guard accessibility else { return }
      let configured = [
        ("--min", min), ("--max", max), ("--duration", duration),
        ("--minute-interval", minuteInterval == "1" ? nil : minuteInterval),
      ]
      for case (let option, let value?) in configured {
        throw InputError.invalidValue(
          value, option: option,
          expected: "no \(option) with --accessibility, which reads the picker at its date and "
            + "zone (--at, --zone)")
      }
      if let mode, !PickerMode.datePickerModes.contains(mode) {
        let modes = PickerMode.datePickerModes.map(\.rawValue).joined(separator: ", ")
        throw InputError.invalidValue(
          mode.rawValue, option: "--mode", expected: "one of \(modes) with --accessibility")
      }
    }

    func run() throws {
      if accessibility { return try runAccessibility() }
      let intervalText = minuteInterval
      let interval = try MinuteInterval(validating: intervalText)
      let modes = mode.map { [$0] } ?? PickerMode.datePickerModes
      var asked = PickerConfiguration.reference
      asked.minuteInterval = interval.value
      asked.minimum = try min.map(Instant.init(iso8601:))
      asked.maximum = try max.map(Instant.init(iso8601:))
      asked.duration = try duration.map(PickerConfiguration.duration(validating:))
      let (engine, locale, calendars, zone, instant) = try query.resolve().values
      asked.date = instant
      asked.zone = zone
      var warnings: [String] = []
      if interval.fellBack {
        warnings.append(
          "minute interval '\(intervalText)' is not a divisor of 60 from 1 to 30; using 1, as the picker does"
        )
      }
      // The timer modes ignore date and range, as the picker does; the date modes the duration.
      let (configuration, settling) = asked.settled()
      if modes.contains(where: { !$0.isTimer }) { warnings += settling }
      for mode in modes where mode.isTimer {
        if let warning = asked.settledDuration(for: mode).warning { warnings.append(warning) }
      }
      for warning in warnings { Terminal.writeError("fmtcorpus: warning: \(warning)\n") }
      let pickers = try engine.pickers(
        locale: locale, calendars: calendars, modes: modes, configuration: configuration)
      let onePicker = calendars.count == 1 && !query.isAll && mode != nil
      if json {
        print(JSONOutput.pickers(pickers, single: onePicker), terminator: "")
      } else if onePicker {
        print(pickers[0].text)
      } else {
        for picker in pickers {
          print("\(picker.calendar.rawValue) \(picker.mode.rawValue): \(picker.text)")
        }
      }
    }
  }
}

extension FmtCorpusCommand.Wheels {
  /// `--accessibility`: each calendar's values with the locale's (field names asked, so an
  /// engine without them refuses in one line), as lines or JSON.
  func runAccessibility() throws {
    let (engine, locale, calendars, zone, instant) = try query.resolve().values
    let values = try calendars.map {
      try engine.accessibility(
        locale: locale, calendar: $0, zone: zone, instant: instant, perLocale: true)
    }
    let modes = mode.map { [$0] } ?? PickerMode.datePickerModes
    let single = calendars.count == 1 && !query.isAll && mode != nil
    if json {
      let one = calendars.count == 1 && !query.isAll
      print(JSONOutput.accessibility(values, single: one), terminator: "")
      return
    }
    for one in values {
      for mode in modes {
        // Every wheel has a name once the engine answered with field names.
        let lines = one.wheelLines(mode) ?? []
        for line in lines {
          print(single ? line : "\(one.calendar.rawValue) \(mode.rawValue): \(line)")
        }
      }
    }
  }
}

extension FmtCorpusCommand.Wheels: QueryDefaults {
  static let localeHelp = ArgumentHelp(
    "ICU or BCP 47 locale id (ja_JP, ja-JP); one locale.", valueName: "locale")
  static let calendarHelp = ArgumentHelp(
    "A CLDR calendar id (gregorian, japanese, chinese, islamic-umalqura …: 'fmtcorpus info --calendars' lists the engine's), or 'all' (default: gregorian, buddhist and hebrew).",
    valueName: "calendar")
  static let atHelp = ArgumentHelp(
    "The picker's date, ISO 8601 in UTC. (default: \(instant))", valueName: "instant")
  static let zoneHelp = ArgumentHelp(
    "The picker's time zone, an IANA id. (default: \(zone.rawValue))", valueName: "zone")
  static let instant = PickerConfiguration.reference.date.iso8601
  static let zone = PickerConfiguration.reference.zone
  static let calendars = Plan.defaultCalendars
}
