import CorpusModel
import GoldenFormat

/// ``Artifact/week``: the locale's week rules and the week of year at every instant of the plan
/// (Gregorian, read in the style zone).
public enum WeekStep: LocaleArtifactStep {
  public static let artifact = Artifact.week

  public static func render<Formatters: LocaleFormatters>(
    _ formatters: Formatters, plan: Plan, into corpus: inout LocaleCorpus
  ) throws {
    let week = try formatters.week(zone: plan.styleZone)
    var weeks: [Instant: WeekOfYear] = [:]
    for instant in plan.allInstants { weeks[instant] = try week.weekOfYear(at: instant) }
    corpus.week = WeekData(
      firstWeekday: week.firstWeekday, minimalDaysInFirstWeek: week.minimalDaysInFirstWeek,
      weeks: weeks)
  }

  /// The rules, then instant → week and year for week of year on one line.
  public static func write(_ corpus: LocaleCorpus, into writer: inout GoldenWriter) {
    writer.key(artifact.name)
    writer.object { writer in
      writer.member("firstWeekday", corpus.week.firstWeekday)
      writer.member("minimalDaysInFirstWeek", corpus.week.minimalDaysInFirstWeek)
      writer.key("weeks")
      let weeks = corpus.week.weeks.map { ($0.key.iso8601, $0.value) }.sorted {
        $0.0.utf8.lexicographicallyPrecedes($1.0.utf8)
      }
      writer.object { writer in
        for (instant, week) in weeks {
          writer.key(instant)
          writer.inline { writer in
            writer.object { writer in
              writer.member("week", week.week)
              writer.member("yearForWeekOfYear", week.yearForWeekOfYear)
            }
          }
        }
      }
    }
  }
}
