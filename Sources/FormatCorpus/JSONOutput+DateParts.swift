import CorpusModel
import GoldenFormat

extension JSONOutput {
  /// One date in parts (`format --at D --parts --json`): the inputs, the form as its flags'
  /// members name it (`dateStyle` and `timeStyle`, `pattern` or `template`), the string, and
  /// its `parts`, each `{"type", "value"}` as ECMA-402's `formatToParts` writes them (the
  /// interval's writer, which adds a range's `source`).
  public static func date(
    _ parts: [FormattedPart], format: SingleDateFormat, locale: LocaleID, calendar: CalendarID,
    zone: ZoneID, instant: Instant, engine: String
  ) -> String {
    var object: [String: GoldenJSON] = [
      "locale": .string(locale.rawValue), "calendar": .string(calendar.rawValue),
      "zone": .string(zone.rawValue), "instant": .string(instant.iso8601),
      "engine": .string(engine), "string": .string(parts.map(\.value).joined()),
      "parts": partsArray(parts),
    ]
    switch format {
    case .style(let pair):
      object["dateStyle"] = .string(pair.date.rawValue)
      object["timeStyle"] = .string(pair.time.rawValue)
    case .pattern(let pattern): object["pattern"] = .string(pattern)
    case .template(let template): object["template"] = .string(template)
    }
    return String(decoding: GoldenJSON.inline(.object(object)).rendered(), as: UTF8.self)
  }
}
