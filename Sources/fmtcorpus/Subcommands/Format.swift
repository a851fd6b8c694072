import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print one date formatted in a style pair, as DateFormatter would show it.",
      discussion: """
        Example: fmtcorpus format --locale en_US --date-style full --time-style full \
        --zone America/New_York --at 2010-01-27T18:00:00Z
        """)

    @Option(help: ArgumentHelp("ICU or BCP 47 locale id (zh_TW, zh-TW).", valueName: "locale"))
    var locale: String

    @Option(help: "gregorian, buddhist or hebrew.")
    var calendar = "gregorian"

    @Option(help: "An IANA time zone id.")
    var zone: String

    @Option(
      help: ArgumentHelp(
        "The instant, ISO 8601 in UTC (2010-01-27T18:00:00Z).", valueName: "instant"))
    var at: String

    @Option(help: "none, short, medium, long or full.")
    var dateStyle = "none"

    @Option(help: "none, short, medium, long or full.")
    var timeStyle = "none"

    @Flag(help: "Print a JSON object with the inputs and the string.")
    var json = false

    @OptionGroup var engineOption: EngineOption

    func run() throws {
      let date = try DateTimeStyle(validating: dateStyle, role: "date")
      let time = try DateTimeStyle(validating: timeStyle, role: "time")
      guard date != .none || time != .none else {
        throw InputError.invalidValue(
          "none/none", option: "--date-style/--time-style",
          expected: "at least one of them other than none")
      }
      let calendar = try CalendarID(validating: calendar)
      let instant = try Instant(iso8601: at)
      let engine = try engineOption.make()
      let locale = try engine.resolveLocale(locale)
      let zone = try engine.resolveZone(zone)
      let pair = StylePair(date: date, time: time)
      let string = try engine.format(
        locale: locale, calendar: calendar, zone: zone, instant: instant, pair: pair)
      guard json else {
        print(string)
        return
      }
      let object = JSONOutput.style(
        string, locale: locale, calendar: calendar, zone: zone, instant: instant, pair: pair,
        engine: engine.info.name)
      print(object, terminator: "")
    }
  }
}
