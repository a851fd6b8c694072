import CorpusModel
import CorpusStore
import GoldenFormat

/// What `format`, `wheels`, `month` and `info` print with `--json`, written the way golden files are
/// (sorted keys, raw UTF-8), so a script and a user's Swift code read the same bytes.
public enum JSONOutput {
  /// One style string with what it was rendered from.
  public static func style(
    _ string: String, locale: LocaleID, calendar: CalendarID, zone: ZoneID, instant: Instant,
    pair: StylePair, engine: String
  ) -> String {
    text(
      GoldenJSON.inline(
        .object([
          "locale": .string(locale.rawValue), "calendar": .string(calendar.rawValue),
          "zone": .string(zone.rawValue), "instant": .string(instant.iso8601),
          "dateStyle": .string(pair.date.rawValue), "timeStyle": .string(pair.time.rawValue),
          "engine": .string(engine), "string": .string(string),
        ])))
  }

  /// One fixed pattern's (or template's) string with what it was rendered from.
  public static func pattern(
    _ result: SkeletonResult, template: String?, locale: LocaleID, calendar: CalendarID,
    zone: ZoneID, instant: Instant, engine: String
  ) -> String {
    var object: [String: GoldenJSON] = [
      "locale": .string(locale.rawValue), "calendar": .string(calendar.rawValue),
      "zone": .string(zone.rawValue), "instant": .string(instant.iso8601),
      "pattern": .string(result.pattern), "engine": .string(engine),
      "string": .string(result.string),
    ]
    if let template { object["template"] = .string(template) }
    return text(GoldenJSON.inline(.object(object)))
  }

  /// One picker as an object, or several as an array.
  public static func pickers(_ pickers: [Picker], single: Bool) -> String {
    let file = GoldenWriter.file { writer in
      if single && pickers.count == 1 {
        GoldenEncoding.write(pickers[0], standalone: true, into: &writer)
      } else {
        writer.array { writer in
          for picker in pickers { GoldenEncoding.write(picker, standalone: true, into: &writer) }
        }
      }
    }
    return String(decoding: file.bytes, as: UTF8.self)
  }

  /// One calendar view's month, as the corpus holds it, with its locale and calendar.
  /// Months of several calendars (`month --calendar all --json`): an array of ``month(_:)``'s
  /// objects.
  public static func months(_ months: [Month]) -> String {
    let file = GoldenWriter.file { writer in
      writer.array { writer in
        for month in months { GoldenEncoding.write(month, standalone: true, into: &writer) }
      }
    }
    return String(decoding: file.bytes, as: UTF8.self)
  }

  public static func month(_ month: Month) -> String {
    let file = GoldenWriter.file { GoldenEncoding.write(month, standalone: true, into: &$0) }
    return String(decoding: file.bytes, as: UTF8.self)
  }

  /// An engine's name, versions and counts, and this build's version.
  /// - Parameters:
  ///   - info: the engine's name, versions and counts.
  ///   - zoneIDCount: every zone id the engine knows, aliases included (`zoneCount`
  ///     counts canonical ids only).
  public static func info(_ info: EngineInfo, zoneIDCount: Int) -> String {
    text(
      .object([
        "engine": .string(info.name),
        "versions": .object(info.versions.mapValues { .string($0) }),
        "localeCount": .int(info.localeCount),
        "zoneCount": .int(info.zoneCount),
        "zoneIdCount": .int(zoneIDCount),
        "fmtcorpusVersion": .string(CorpusModel.fmtcorpusVersion),
      ]))
  }

  /// A list of names (locales, zones).
  public static func list(_ values: [String]) -> String {
    text(.array(values.map { .string($0) }))
  }

  static func text(_ value: GoldenJSON) -> String {
    String(decoding: value.rendered(), as: UTF8.self)
  }
}
