import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Wheels: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print a locale's date-picker wheels: their order, rows and selected row.",
      discussion: """
        The reference is 15 November 2007, 18:53 in America/Los_Angeles (count-down: 1:53). \
        Text shows the selected rows, [ November | 15 | 2007 ]; --json the whole picker. \
        Without --calendar or --mode, every calendar and mode of the locale, one per line \
        (a JSON array with --json).
        """)

    @Option(help: ArgumentHelp("ICU or BCP 47 locale id (ja_JP, ja-JP).", valueName: "locale"))
    var locale: String

    @Option(help: "gregorian, buddhist or hebrew (default: all three).")
    var calendar: String?

    @Option(help: "time, date, dateAndTime or countDownTimer (default: all four).")
    var mode: String?

    @Option(help: "Minutes between rows: a divisor of 60 from 1 to 30; others fall back to 1.")
    var minuteInterval = "1"

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var engineOption: EngineOption

    func run() throws {
      let interval = try MinuteInterval(validating: minuteInterval)
      let calendars = try calendar.map { [try CalendarID(validating: $0)] } ?? Plan.defaultCalendars
      let modes = try mode.map { [try PickerMode(validating: $0)] } ?? PickerMode.allCases
      let engine = try engineOption.make()
      let locale = try engine.resolveLocale(locale)
      if interval.fellBack {
        Terminal.writeError(
          "fmtcorpus: warning: minute interval '\(minuteInterval)' is not a divisor of 60 from 1 to 30; using 1, as the picker does\n")
      }
      let pickers = try engine.pickers(
        locale: locale, calendars: calendars, modes: modes, minuteInterval: interval)
      let single = calendar != nil && mode != nil
      if json {
        let values = pickers.map { GoldenEncoding.encode($0, standalone: true) }
        let document = single ? values[0] : .array(values)
        print(String(decoding: document.rendered(), as: UTF8.self), terminator: "")
      } else if single {
        print(pickers[0].text)
      } else {
        for picker in pickers {
          print("\(picker.calendar.rawValue) \(picker.mode.rawValue): \(picker.text)")
        }
      }
    }
  }
}
