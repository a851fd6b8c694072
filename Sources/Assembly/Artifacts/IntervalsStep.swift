import CorpusModel
import GoldenFormat

/// ``Artifact/intervals``: each of the plan's interval templates over each of its interval
/// pairs, read in the style zone; none in a plan made before intervals.
public enum IntervalsStep: CalendarArtifactStep {
  public static let artifact = Artifact.intervals

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    guard let pairs = rendering.plan.intervals, !pairs.isEmpty else { return }
    let formatters = rendering.formatters
    for template in rendering.plan.intervalTemplates ?? [] {
      var strings: [String: String] = [:]
      for pair in pairs {
        // A template an engine's API cannot express is left out for that engine (`removed`
        // against another), never rendered through another API.
        guard
          let string = try Unsupported.leftOut({
            try formatters.interval(template: template, from: pair.from, to: pair.to)
          })
        else { break }
        strings[pair.name] = string
      }
      if strings.count == pairs.count { rendering.corpus.intervals[template] = strings }
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
