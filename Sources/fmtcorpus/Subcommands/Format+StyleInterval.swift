import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand.Format {
  /// `--date-style S --time-style S --to INSTANT` with no template or pattern: the pair as a
  /// range, which `validate()` lets through where it refuses `--to` with a style otherwise.
  var isStyleInterval: Bool {
    to != nil && template == nil && pattern == nil && (dateStyle != .none || timeStyle != .none)
  }

  /// The style pair's range from `--at` to `--to`, as the engine's API builds one (its string,
  /// or with `--parts` its typed parts).
  func runStyleInterval(to: String) throws {
    let end = try Self.readInstant(to)
    let pair = StylePair(date: dateStyle, time: timeStyle)
    let (engine, locale, calendars, zone, from) = try query.resolve().values
    for calendar in calendars {
      if spans.parts {
        let parts = try engine.intervalParts(
          locale: locale, calendar: calendar, zone: zone, from: from, to: end, pair: pair)
        if json {
          print(
            JSONOutput.interval(
              parts, pair: pair, locale: locale, calendar: calendar, zone: zone, from: from,
              to: end, engine: engine.info.name), terminator: "")
        } else {
          printParts(parts, calendar: calendar)
        }
        continue
      }
      let string = try engine.interval(
        locale: locale, calendar: calendar, zone: zone, from: from, to: end, pair: pair)
      if json {
        print(
          JSONOutput.interval(
            string, pair: pair, locale: locale, calendar: calendar, zone: zone, from: from,
            to: end, engine: engine.info.name), terminator: "")
      } else {
        print(query.isAll ? "\(calendar.rawValue): \(string)" : string)
      }
    }
  }
}
