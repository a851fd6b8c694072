import CorpusModel
import GoldenFormat

extension JSONOutput {
  /// One interval in parts (`format --template --to --parts --json`): the interval's object,
  /// its `parts` each `{"type", "value", "source"}` as ECMA-402's `formatRangeToParts` writes
  /// them.
  public static func interval(
    _ parts: [FormattedPart], template: String, locale: LocaleID, calendar: CalendarID,
    zone: ZoneID, from: Instant, to: Instant, engine: String
  ) -> String {
    let object: [String: GoldenJSON] = [
      "locale": .string(locale.rawValue), "calendar": .string(calendar.rawValue),
      "zone": .string(zone.rawValue), "instant": .string(from.iso8601), "to": .string(to.iso8601),
      "template": .string(template), "engine": .string(engine),
      "string": .string(parts.map(\.value).joined()),
      "parts": .array(
        parts.map { part in
          var members: [String: GoldenJSON] = [
            "type": .string(part.kind.rawValue), "value": .string(part.value),
          ]
          if let source = part.source { members["source"] = .string(source.rawValue) }
          return .object(members)
        }),
    ]
    return String(decoding: GoldenJSON.inline(.object(object)).rendered(), as: UTF8.self)
  }
}
