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
    var object = rangeMembers(
      parts.map(\.value).joined(), locale: locale, calendar: calendar, zone: zone, from: from,
      to: to, engine: engine)
    object["template"] = .string(template)
    object["parts"] = partsArray(parts)
    return String(decoding: GoldenJSON.inline(.object(object)).rendered(), as: UTF8.self)
  }

  /// A date style and a time style as a range (`format --date-style S --time-style S --to B
  /// --json`): the inputs, the pair as `dateStyle` and `timeStyle`, and the string.
  public static func interval(
    _ string: String, pair: StylePair, locale: LocaleID, calendar: CalendarID, zone: ZoneID,
    from: Instant, to: Instant, engine: String
  ) -> String {
    var object = rangeMembers(
      string, locale: locale, calendar: calendar, zone: zone, from: from, to: to, engine: engine)
    object["dateStyle"] = .string(pair.date.rawValue)
    object["timeStyle"] = .string(pair.time.rawValue)
    return String(decoding: GoldenJSON.inline(.object(object)).rendered(), as: UTF8.self)
  }

  /// A style pair's range in parts (`… --to B --parts --json`).
  public static func interval(
    _ parts: [FormattedPart], pair: StylePair, locale: LocaleID, calendar: CalendarID,
    zone: ZoneID, from: Instant, to: Instant, engine: String
  ) -> String {
    var object = rangeMembers(
      parts.map(\.value).joined(), locale: locale, calendar: calendar, zone: zone, from: from,
      to: to, engine: engine)
    object["dateStyle"] = .string(pair.date.rawValue)
    object["timeStyle"] = .string(pair.time.rawValue)
    object["parts"] = partsArray(parts)
    return String(decoding: GoldenJSON.inline(.object(object)).rendered(), as: UTF8.self)
  }

  /// What every range's object holds: the locale, calendar, zone, both instants, the engine
  /// and the string.
  private static func rangeMembers(
    _ string: String, locale: LocaleID, calendar: CalendarID, zone: ZoneID, from: Instant,
    to: Instant, engine: String
  ) -> [String: GoldenJSON] {
    [
      "locale": .string(locale.rawValue), "calendar": .string(calendar.rawValue),
      "zone": .string(zone.rawValue), "instant": .string(from.iso8601), "to": .string(to.iso8601),
      "engine": .string(engine), "string": .string(string),
    ]
  }

  /// Each part as `{"source", "type", "value"}`; a date's part (no source) as `{"type", "value"}`.
  static func partsArray(_ parts: [FormattedPart]) -> GoldenJSON {
    .array(
      parts.map { part in
        var members: [String: GoldenJSON] = [
          "type": .string(part.kind.rawValue), "value": .string(part.value),
        ]
        if let source = part.source { members["source"] = .string(source.rawValue) }
        return .object(members)
      })
  }
}
