import CorpusModel
import CorpusReports
import PlanFileYAML

extension PlanFile {
  /// The file's known differences, each checked: an engine `--engine` takes, and a key as
  /// reports print it (invisible and control characters named, never raw).
  ///
  /// A raw control character or bidi override could never match a printed key, and would
  /// reach a report's line: it is refused at its line and column rather than silently never
  /// matching.
  ///
  /// - Throws: `PlanFileError` at the value refused.
  public func knownDifferenceList() throws(PlanFileError) -> [CorpusReports.KnownDifference] {
    var list: [CorpusReports.KnownDifference] = []
    for entry in knownDifferences ?? [] {
      if let scalar = entry.key.value.unicodeScalars.first(where: MessageText.isUnsafe) {
        throw PlanFileError(
          self, at: entry.key,
          "the key of a known difference holds \(MessageText.named(scalar)) (expected the key as reports print it, with such characters named: \(MessageText.escaped(entry.key.value, limit: 80)))"
        )
      }
      let engine = entry.engine.value
      guard Engines.isKnown(engine) else {
        throw PlanFileError(
          self, at: entry.engine,
          "unknown engine '\(MessageText.escaped(engine))' in a known difference (expected one of: \(Engines.spellings.joined(separator: ", ")))"
        )
      }
      list.append(
        CorpusReports.KnownDifference(
          key: entry.key.value, engine: engine, new: entry.new?.value,
          reason: entry.reason.value, location: "\(fileName):\(entry.line)"))
    }
    return list
  }
}
