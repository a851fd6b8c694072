import CorpusDiff
import GoldenFormat
import TestSupport
import Testing

/// A settings variant against its base locale, artifact by artifact: what the report's note
/// says is counted here, by the checker's comparison.
@Suite struct SettingEffectTests {
  /// The base: two templates, a style, a time picker, a Hebrew style, a relative time.
  static let base = SettingsFixtures.base

  /// The variant: `jm` in 24 hours, the same style, the picker's wheels swapped, a Buddhist
  /// calendar and week rules the base lacks, no Hebrew calendar, its own `locale`.
  static let variant = """
    {
      "calendars": {
        "buddhist": {
          "styles": {"America/New_York": {"2010-01-27T18:00:00Z": {"short/short": "1/27/2553, 1:00\u{202F}PM"}}}
        },
        "gregorian": {
          "skeletons": {
            "jm": {"pattern": "HH:mm", "string": "13:00"},
            "yMd": {"pattern": "M/d/y", "string": "1/27/2010"}
          },
          "styles": {"America/New_York": {"2010-01-27T18:00:00Z": {"short/short": "1/27/10, 1:00\u{202F}PM"}}},
          "wheels": {"time": {"wheels": [{"field": "minute", "rows": ["00"]}, {"field": "hour", "rows": ["1", "2"]}]}}
        }
      },
      "locale": "xx@hours=h23",
      "relative": {"day": {"-1": "yesterday"}},
      "week": {"firstDay": "mon"}
    }

    """

  @Test func eachArtifactOfEachCalendarIsCountedAsTheCheckerComparesIt() throws {
    let effect = SettingEffect(
      base: try GoldenReader.parse(Array(Self.base.utf8), file: "xx.json"),
      variant: try GoldenReader.parse(Array(Self.variant.utf8), file: "xx@hours=h23.json"),
      file: "xx@hours=h23.json")
    let parts = effect.parts.map {
      "\($0.calendar ?? "-") \($0.artifact) \($0.changed)/\($0.entries)\($0.inBase ? "" : " new")"
    }
    #expect(
      parts == [
        // The variant's order first, then what only the base has.
        "buddhist styles 1/1 new",
        // jm's pattern and string; yMd equal.
        "gregorian skeletons 2/4",
        "gregorian styles 0/1",
        // Wheels that moved are one `order` entry, beside each wheel's field and rows.
        "gregorian wheels 1/6",
        // `locale` differs but is no artifact.
        "- relative 0/1",
        "- week 1/1 new",
        "hebrew styles 1/1",
      ])
    #expect(effect.part(calendar: "gregorian", artifact: "skeletons")?.changed == 2)
    #expect(effect.part(calendar: nil, artifact: "styles") == nil)
    #expect(effect.part(calendar: nil, artifact: "locale") == nil)
  }
}
