/// A small locale file and its `@hours=h23` variant: what the checker's count of a setting's
/// effect (`SettingEffectTests`) and a variant's report page (`ReportSettingsAndCalendarsTests`)
/// both compare.
public enum SettingsFixtures {
  /// Two templates, a style, a time picker and a Hebrew style; a relative time.
  public static let base = """
    {
      "calendars": {
        "gregorian": {
          "skeletons": {
            "jm": {"pattern": "h:mm\u{202F}a", "string": "1:00\u{202F}PM"},
            "yMd": {"pattern": "M/d/y", "string": "1/27/2010"}
          },
          "styles": {"America/New_York": {"2010-01-27T18:00:00Z": {"short/short": "1/27/10, 1:00\u{202F}PM"}}},
          "wheels": {"time": {"wheels": [{"field": "hour", "rows": ["1", "2"]}, {"field": "minute", "rows": ["00"]}]}}
        },
        "hebrew": {
          "styles": {"America/New_York": {"2010-01-27T18:00:00Z": {"short/short": "12 Shevat 5770"}}}
        }
      },
      "locale": "xx",
      "relative": {"day": {"-1": "yesterday"}}
    }

    """

  /// `jm` as the 12-hour base has it, and as `hours=h23` makes it.
  public static let jm12 = #""jm": {"pattern": "h:mm\#u{202F}a", "string": "1:00\#u{202F}PM"}"#
  public static let jm24 = #""jm": {"pattern": "HH:mm", "string": "13:00"}"#

  /// ``base`` as `xx@hours=h23`: `jm` in 24 hours, everything else as it was.
  public static func hours23() throws -> String {
    try Fixtures.edit(
      Fixtures.edit(base, #""locale": "xx""#, #""locale": "xx@hours=h23""#), jm12, jm24)
  }
}
