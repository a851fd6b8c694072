import CorpusModel
import GoldenFormat

/// ``Artifact/intervals``: each of the plan's interval templates over each of its interval
/// pairs, read in the style zone; none in a plan made before intervals.
///
/// A time-only template (`jm`: no era, year, quarter, month, week or day field) is rendered once
/// per locale, in the calendar the timers are (``CalendarRendering/rendersPerLocale``): its
/// range is the calendar's only where the days differ, and ICU 72 opens four pattern
/// generators for it (one for a date template), so rendering it in every calendar was most of
/// the intervals' cost (Development.md, "Measurements behind the code").
public enum IntervalsStep: CalendarArtifactStep {
  public static let artifact = Artifact.intervals

  /// Whether a template (a skeleton: pattern letters, no quoted text) asks for a date field;
  /// a configured one's knobs (``IntervalConfiguration``, after its first `;`) are not read.
  public static func hasDateField(_ template: String) -> Bool {
    template.prefix { $0 != ";" }.unicodeScalars.contains {
      "GyYuUrQqMLlwWdDFgEec".unicodeScalars.contains($0)
    }
  }

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    guard let pairs = rendering.plan.intervals, !pairs.isEmpty else { return }
    let formatters = rendering.formatters
    let base = rendering.path(artifact)
    for template in rendering.plan.intervalTemplates ?? [] {
      // A plan file's per-entry `calendars`: the template in those calendars only.
      guard rendering.plan.renders(.interval, template, in: rendering.calendar) else { continue }
      // A style pair's entry (`date-style=medium;time-style=short`) is its range, as `format
      // --date-style --time-style --to` writes it; the manifest's entries were validated.
      let styles = (try? StylePair(intervalKey: template)) ?? nil
      let dated = styles.map { $0.date != .none } ?? hasDateField(template)
      guard rendering.rendersPerLocale || dated else { continue }
      var strings: [String: String] = [:]
      var refused: RefusedEntries = [:]
      for pair in pairs {
        // A template or a pair an engine's API cannot express (FormatStyle's `Hm`, or a pair
        // whose end comes first) is left out for that engine (`removed` against another),
        // never rendered through another API; the template's other pairs are kept.
        guard
          let string = try Unsupported.leftOut(
            at: base + [template, pair.name], into: &refused,
            {
              if let styles {
                return try formatters.interval(pair: styles, from: pair.from, to: pair.to)
              }
              return try formatters.interval(template: template, from: pair.from, to: pair.to)
            })
        else { continue }
        strings[pair.name] = string
      }
      if !strings.isEmpty { rendering.corpus.intervals[template] = strings }
      // A template refused whole (ICU 60.3 cannot open its interval format) is one path.
      rendering.refused = rendering.refused.adding(
        Unsupported.collapsed(
          refused, asked: pairs.map { base + [template, $0.name] }, depth: base.count + 1))
    }
  }

  /// Template → pair name → string, one string per line.
  public static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter) {
    guard !corpus.intervals.isEmpty else { return }
    writer.key(artifact.name)
    GoldenEncoding.writeObject(corpus.intervals, into: &writer) { strings, writer in
      GoldenEncoding.writeStrings(strings, into: &writer)
    }
  }
}
