import CorpusModel
import GoldenFormat

/// ``Artifact/month``: the calendar view's month containing each of the plan's month instants,
/// read in ``MonthReference/zone``; none in a plan made before months.
public enum MonthStep: CalendarArtifactStep {
  public static let artifact = Artifact.month

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    guard let instants = rendering.plan.monthInstants, !instants.isEmpty else { return }
    let months = MonthAssembly(
      locale: rendering.locale, calendar: rendering.calendar,
      isRightToLeft: rendering.isRightToLeft)
    rendering.corpus.months = try months.months(
      at: instants, source: try rendering.formatters.monthSource(zone: MonthReference.zone))
  }

  /// Instant → month: title, header and selected day on a line each, a line per week.
  public static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter) {
    guard !corpus.months.isEmpty else { return }
    writer.key(artifact.name)
    let months = corpus.months.map { ($0.key.iso8601, $0.value) }.sorted {
      $0.0.utf8.lexicographicallyPrecedes($1.0.utf8)
    }
    writer.object { writer in
      for (instant, month) in months {
        writer.key(instant)
        GoldenEncoding.write(month, into: &writer)
      }
    }
  }
}
