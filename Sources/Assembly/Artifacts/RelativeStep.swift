import CorpusModel
import GoldenFormat

/// ``Artifact/relative``: the plan's relative times, once per locale.
public enum RelativeStep: LocaleArtifactStep {
  public static let artifact = Artifact.relative

  public static func render<Formatters: LocaleFormatters>(
    _ formatters: Formatters, plan: Plan, into corpus: inout LocaleCorpus
  ) throws {
    guard let relative = plan.relative else { return }
    let queries = relative.queries
    corpus.relative.reserveCapacity(queries.count)
    for query in queries { corpus.relative[query] = try formatters.relative(query) }
  }

  /// Width › numeric › unit → offset → string (null where the engine cannot ask), a unit on
  /// one line; none in a plan made before the artifact.
  public static func write(_ corpus: LocaleCorpus, into writer: inout GoldenWriter) {
    guard !corpus.relative.isEmpty else { return }
    var tree: [String: [String: [String: [String: String?]]]] = [:]
    for (query, string) in corpus.relative {
      tree[query.width.rawValue, default: [:]][query.numeric.rawValue, default: [:]][
        query.unit.rawValue, default: [:]][query.offset.text] = .some(string)
    }
    writer.key(artifact.name)
    GoldenEncoding.writeObject(tree, into: &writer) { numerics, writer in
      GoldenEncoding.writeObject(numerics, into: &writer) { units, writer in
        GoldenEncoding.writeObject(units, into: &writer) { offsets, writer in
          writer.inline { writer in
            writer.object { writer in
              for offset in GoldenWriter.sortedKeys(offsets) {
                if let string = offsets[offset]! {
                  writer.member(offset, string)
                } else {
                  writer.nullMember(offset)
                }
              }
            }
          }
        }
      }
    }
  }
}
