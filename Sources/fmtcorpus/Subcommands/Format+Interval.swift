import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand.Format {
  /// `--template T --to INSTANT`: the interval from `--at` to `--to`, the styles and fixed
  /// patterns left out.
  func runInterval(to: String) throws {
    guard let template, pattern == nil, dateStyle == "none", timeStyle == "none" else {
      let given = [
        "--to \(to)", pattern.map { "--pattern '\($0)'" },
        dateStyle == "none" ? nil : "--date-style \(dateStyle)",
        timeStyle == "none" ? nil : "--time-style \(timeStyle)",
      ].compactMap { $0 }
      throw InputError.invalidValue(
        given.joined(separator: " with "), option: "format",
        expected: "--to with --template only (an interval of a template)")
    }
    try PatternSyntax.validate(intervalTemplate: template)
    if let calendar { _ = try CalendarID.validatingOrAll(calendar) }
    let from = try Instant(iso8601: at)
    let end = try Instant(iso8601: to)
    let engine = try engineOption.make()
    let locale = try engine.resolveLocale(locale)
    if let note = legacyLocaleNote(asked: self.locale, resolved: locale) {
      Terminal.writeError("fmtcorpus: note: \(note)\n")
    }
    let zone = try engine.resolveZone(zone)
    // The locale's calendar setting, else --calendar (`all`: a line each, named), else gregorian.
    let calendars = try chosenCalendars(
      calendar, locale: locale, engine: engine, fallback: [.gregorian])
    let named = calendar?.lowercased() == "all"
    for calendar in calendars {
      let string = try engine.interval(
        locale: locale, calendar: calendar, zone: zone, from: from, to: end, template: template)
      guard json else {
        print(named ? "\(calendar.rawValue): \(string)" : string)
        continue
      }
      print(
        JSONOutput.interval(
          string, template: template, locale: locale, calendar: calendar, zone: zone, from: from,
          to: end, engine: engine.info.name), terminator: "")
    }
  }
}
