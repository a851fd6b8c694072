import CorpusModel
import GoldenFormat

extension JSONOutput {
  /// One relative time with what it was rendered from (`format --relative --json`).
  public static func relative(
    _ string: String, query: RelativeQuery, locale: LocaleID, engine: String
  ) -> String {
    text(
      GoldenJSON.inline(
        .object(relativeMembers(string, query: query, locale: locale, engine: engine))))
  }

  private static func relativeMembers(
    _ string: String, query: RelativeQuery, locale: LocaleID, engine: String
  ) -> [String: GoldenJSON] {
    var members: [String: GoldenJSON] = [
      "locale": .string(locale.rawValue), "relative": .string(query.offset.text),
      "unit": .string(query.unit.rawValue), "width": .string(query.width.rawValue),
      "numeric": .string(query.numeric.rawValue), "engine": .string(engine),
      "string": .string(string),
    ]
    if let capitalization = query.capitalization {
      members["capitalization"] = .string(capitalization.rawValue)
    }
    if let word = query.word {
      // A word has no amount and no numeric mode.
      members["relative"] = nil
      members["numeric"] = nil
      members["word"] = .string(word.rawValue)
    }
    return members
  }

  /// One relative time in parts (`format --relative --parts --json`): the relative time's
  /// object, its `parts` each `{"type", "value"}` as ECMA-402's `formatToParts` writes them.
  public static func relative(
    _ parts: [FormattedPart], query: RelativeQuery, locale: LocaleID, engine: String
  ) -> String {
    var members = relativeMembers(
      parts.map(\.value).joined(), query: query, locale: locale, engine: engine)
    members["parts"] = .array(
      parts.map { .object(["type": .string($0.kind.rawValue), "value": .string($0.value)]) })
    return text(GoldenJSON.inline(.object(members)))
  }

  /// One relative time between two instants with what it was rendered from
  /// (`format --relative-to --json`); `allowedUnits` is absent when every unit is allowed.
  public static func relative(
    _ string: String, between query: RelativeInstantsQuery, locale: LocaleID, engine: String
  ) -> String {
    var members: [String: GoldenJSON] = [
      "locale": .string(locale.rawValue), "at": .string(query.at.description),
      "relativeTo": .string(query.reference.description),
      "calendar": .string(query.calendar.rawValue), "zone": .string(query.zone.rawValue),
      "presentation": .string(query.presentation.rawValue),
      "unitsStyle": .string(query.unitsStyle.rawValue),
      "capitalization": .string(query.capitalization.rawValue), "engine": .string(engine),
      "string": .string(string),
    ]
    if let units = query.allowedUnits {
      members["allowedUnits"] = .array(units.map { .string($0.rawValue) })
    }
    return text(GoldenJSON.inline(.object(members)))
  }

  /// One duration with what it was rendered from (`format --duration --json`); with a knob
  /// beyond units and width, its configuration's spelling as `format` (the key
  /// `generate --duration-format` takes).
  public static func duration(
    _ string: String, query: DurationQuery, locale: LocaleID, engine: String
  ) -> String {
    var members: [String: GoldenJSON] = [
      "locale": .string(locale.rawValue), "duration": .string(query.seconds.text),
      "units": .string(query.units.description), "width": .string(query.width.rawValue),
      "engine": .string(engine), "string": .string(string),
    ]
    if query.options != DurationOptions() {
      members["format"] = .string(query.configuration.text)
    }
    return text(GoldenJSON.inline(.object(members)))
  }
}
