import CorpusModel
import GoldenFormat

extension JSONOutput {
  /// One relative time with what it was rendered from (`format --relative --json`).
  public static func relative(
    _ string: String, query: RelativeQuery, locale: LocaleID, engine: String
  ) -> String {
    text(
      GoldenJSON.inline(
        .object([
          "locale": .string(locale.rawValue), "relative": .string(query.offset.text),
          "unit": .string(query.unit.rawValue), "width": .string(query.width.rawValue),
          "numeric": .string(query.numeric.rawValue), "engine": .string(engine),
          "string": .string(string),
        ])))
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
