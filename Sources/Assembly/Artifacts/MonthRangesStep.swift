import CorpusModel
import GoldenFormat

/// ``Artifact/monthRanges``: each of the plan's configured months (``MonthKey``), read in
/// ``MonthReference/zone``, with the days its range leaves out; none in a plan without them.
public enum MonthRangesStep: CalendarArtifactStep {
  public static let artifact = Artifact.monthRanges

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    guard let keys = rendering.plan.monthRanges, !keys.isEmpty else { return }
    let source = try rendering.formatters.monthSource(zone: MonthReference.zone)
    for key in keys {
      let assembly = MonthAssembly(
        locale: rendering.locale, calendar: rendering.calendar,
        isRightToLeft: rendering.isRightToLeft, range: key.range)
      rendering.corpus.monthRanges[key] = try assembly.months(at: [key.instant], source: source)[
        key.instant]
    }
  }

  /// Key → month, as ``MonthStep`` writes one.
  public static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter) {
    guard !corpus.monthRanges.isEmpty else { return }
    writer.key(artifact.name)
    writer.object { writer in
      for (key, month) in corpus.monthRanges.sorted(by: { $0.key < $1.key }) {
        writer.key(key.text)
        GoldenEncoding.write(month, into: &writer)
      }
    }
  }
}
