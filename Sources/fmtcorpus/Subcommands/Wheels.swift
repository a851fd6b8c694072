import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Wheels: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print a locale's date-picker wheels: their order, rows and selected row.",
      usage: """
        fmtcorpus wheels --locale <locale> [--calendar <calendar>] [--mode <mode>] \
        [--minute-interval <minutes>] [--json] [--engine <name>]
        """,
      discussion: """
        The reference is 15 November 2007, 18:53 in America/Los_Angeles (count-down: 1:53). \
        Text shows the selected rows, [ November | 15 | 2007 ]; --json the whole picker. \
        Without --calendar or --mode, every calendar and mode of the locale, one per line \
        (a JSON array with --json).
        """)

    // A repeated option is refused before parsing, as in every command (`ArgumentCheck`).

    @Option(
      help: ArgumentHelp("ICU or BCP 47 locale id (ja_JP, ja-JP); one locale.", valueName: "locale")
    )
    var locale: String

    @Option(
      help: ArgumentHelp(
        "gregorian, buddhist or hebrew (default: all three).", valueName: "calendar"))
    var calendar: String?

    @Option(
      help: ArgumentHelp(
        "time, date, dateAndTime or countDownTimer (default: all four).", valueName: "mode"))
    var mode: String?

    /// Unconditional, so a negative interval (`-5`) is the value, not an unknown flag.
    @Option(
      name: .customLong("minute-interval"), parsing: .unconditional,
      help: ArgumentHelp(
        "Minutes between rows: a divisor of 60 from 1 to 30; others fall back to 1. (default: 1)",
        valueName: "minutes"))
    var minuteInterval = "1"

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var engineOption: EngineOption

    func run() throws {
      let localeText = locale
      let intervalText = minuteInterval
      let interval = try MinuteInterval(validating: intervalText)
      let calendars = try calendar.map { [try CalendarID(validating: $0)] } ?? Plan.defaultCalendars
      let modes = try mode.map { [try PickerMode(validating: $0)] } ?? PickerMode.allCases
      let engine = try engineOption.make()
      let locale = try engine.resolveLocale(localeText)
      if interval.fellBack {
        Terminal.writeError(
          "fmtcorpus: warning: minute interval '\(intervalText)' is not a divisor of 60 from 1 to 30; using 1, as the picker does\n"
        )
      }
      let pickers = try engine.pickers(
        locale: locale, calendars: calendars, modes: modes, minuteInterval: interval)
      let onePicker = calendar != nil && mode != nil
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
