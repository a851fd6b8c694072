import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand.Format {
  /// `--to` with a pattern, or with a template and a style together, refused by `validate()`
  /// (a style pair alone is a range: ``isStyleInterval``).
  func refuseWithInterval(to: String) throws {
    guard template != nil, pattern == nil, dateStyle == .none, timeStyle == .none else {
      let given = [
        "--to \(to)", pattern.map { "--pattern '\($0)'" },
        dateStyle == .none ? nil : "--date-style \(dateStyle.rawValue)",
        timeStyle == .none ? nil : "--time-style \(timeStyle.rawValue)",
      ].compactMap { $0 }
      throw InputError.invalidValue(
        given.joined(separator: " with "), option: "format",
        expected:
          "--to with --template, or with --date-style/--time-style, not both and no --pattern (an interval of a template, or a style pair's range)"
      )
    }
  }

  /// `--template T --to INSTANT`: the interval from `--at` to `--to`, the styles and fixed
  /// patterns left out.
  func runInterval(to: String, template: String) throws {
    try PatternSyntax.validate(intervalTemplate: template)
    let end = try Instant(iso8601: to)
    let (engine, locale, calendars, zone, from) = try query.resolve().values
    for calendar in calendars {
      let string = try engine.interval(
        locale: locale, calendar: calendar, zone: zone, from: from, to: end, template: template)
      guard json else {
        print(query.isAll ? "\(calendar.rawValue): \(string)" : string)
        continue
      }
      print(
        JSONOutput.interval(
          string, template: template, locale: locale, calendar: calendar, zone: zone, from: from,
          to: end, engine: engine.info.name), terminator: "")
    }
  }
}
