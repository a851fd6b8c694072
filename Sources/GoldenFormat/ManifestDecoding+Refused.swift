import CorpusModel

extension ManifestDecoding {
  /// The longest reason a record may give: an engine's refusal is one line of a few hundred
  /// characters at most.
  static let longestRefusalReason = 1000

  /// A file record's ``FileRecord/refused``: each reason one line of text, each path a list of
  /// keys that names an artifact where a file holds one (`calendars › <calendar> › <artifact>
  /// › …`, or `<artifact> › …` at the file's top).
  ///
  /// A record arrives with the corpus, and a path that covered the whole file would hide a
  /// removal from the drift atlas: anything else is refused at its line.
  static func validateRefused(_ node: GoldenNode, of name: String, reader: NodeReader)
    throws(StoreError)
  {
    let what = "the record of '\(name)'"
    for (reason, paths) in try reader.object(node, "\(what) refused").members {
      guard !reason.isEmpty, reason.count <= longestRefusalReason,
        !reason.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else {
        throw reader.fail(
          paths,
          "\(what) has refused reason '\(MessageText.escaped(reason))' (expected one line of 1 to \(longestRefusalReason) characters)"
        )
      }
      for path in try reader.array(paths, "\(what) refused paths") {
        let keys = try reader.strings(path, "\(what) refused path").map(\.0)
        guard let artifact = Self.refusedArtifact(keys), Artifact.named(artifact) != nil else {
          let shown = keys.map { "'\(MessageText.escaped($0, limit: 80))'" }.joined(
            separator: ", ")
          throw reader.fail(
            path,
            "\(what) has refused path [\(shown)] (expected the keys of an entry under an artifact: calendars, a calendar, an artifact such as intervals, then its keys; or an artifact such as durations, then its keys)"
          )
        }
      }
    }
  }

  /// The artifact a refused path lies under, nil for a path that names none (the whole file,
  /// a calendar whole).
  private static func refusedArtifact(_ keys: [String]) -> String? {
    // Another engine's refusal lies under its part, in the same shape.
    if let engine = EnginePart.engine(of: keys) {
      guard EnginePart.isWellFormed(engine) else { return nil }
      return refusedArtifact(EnginePart.inner(keys))
    }
    guard let first = keys.first else { return nil }
    guard first == "calendars" else { return first }
    guard keys.count >= 3, CalendarID.isWellFormed(keys[1]) else { return nil }
    return keys[2]
  }
}
