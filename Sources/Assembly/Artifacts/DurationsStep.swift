import CorpusModel
import GoldenFormat

/// ``Artifact/durations``: the plan's durations, once per locale.
public enum DurationsStep: LocaleArtifactStep {
  public static let artifact = Artifact.durations

  public static func render<Formatters: LocaleFormatters>(
    _ formatters: Formatters, plan: Plan, into corpus: inout LocaleCorpus
  ) throws {
    guard let durations = plan.durations else { return }
    for query in durations.queries { corpus.durations[query] = try formatters.duration(query) }
  }

  /// Width › unit set → seconds → string, a unit set on one line; none in a plan made before
  /// the artifact.
  public static func write(_ corpus: LocaleCorpus, into writer: inout GoldenWriter) {
    guard !corpus.durations.isEmpty else { return }
    var tree: [String: [String: [String: String]]] = [:]
    for (query, string) in corpus.durations {
      tree[query.width.rawValue, default: [:]][query.units.description, default: [:]][
        query.seconds.text] = string
    }
    writer.key(artifact.name)
    GoldenEncoding.writeObject(tree, into: &writer) { sets, writer in
      GoldenEncoding.writeObject(sets, into: &writer) { strings, writer in
        writer.inline { writer in
          writer.object { writer in
            for seconds in GoldenWriter.sortedKeys(strings) {
              writer.member(seconds, strings[seconds]!)
            }
          }
        }
      }
    }
  }
}
