import CorpusModel

extension ManifestDecoding {
  /// A corpus of several engines: the plan's `engines` (the corpus's own first), the
  /// manifest's records of the others (`engines`, the same names in the same order, each with
  /// its versions and library hashes), and each format scope's `engines`, among the plan's.
  /// Every name is spelled as an engine's (``EnginePart/isWellFormed(_:)``); whether this build
  /// has it is asked when the engine starts. Absent in a corpus of one engine.
  static func validateEngines(
    root: NodeReader.Object, rootNode: GoldenNode, plan planObject: NodeReader.Object,
    reader: NodeReader
  ) throws(StoreError) {
    func name(_ node: GoldenNode, _ what: String) throws(StoreError) -> String {
      let text = try reader.string(node, what)
      guard EnginePart.isWellFormed(text) else {
        throw reader.fail(
          node,
          "\(what) '\(MessageText.escaped(text, limit: 80))' is not an engine name (expected one such as icu, foundation, formatstyle or icu@78.3)"
        )
      }
      return text
    }
    var planned: [String] = []
    if let node = planObject["engines"] {
      let items = try reader.array(node, "plan.engines")
      guard items.count >= 2 else {
        throw reader.fail(
          node, "plan.engines lists \(items.count) engine(s) (expected 2 or more, or no key)")
      }
      for item in items {
        let engine = try name(item, "plan.engines")
        guard !planned.contains(engine) else {
          throw reader.fail(item, "plan.engines lists '\(engine)' twice (expected each once)")
        }
        planned.append(engine)
      }
    }
    // The plan's first engine is the corpus's own, save in a preview of an upgrade
    // (`previewOf`), whose `engine` is the one it previews with.
    if let own = planned.first, root["previewOf"] == nil,
      let engine = root["engine"].flatMap({ try? reader.object($0, "engine") })?["name"],
      case .string(let name, _) = engine, name != own
    {
      throw reader.fail(
        engine,
        "engine.name '\(MessageText.escaped(name, limit: 80))' is not the plan's first engine '\(own)' (expected the corpus's own engine first in plan.engines)"
      )
    }
    let others = Array(planned.dropFirst())
    var recorded: [String] = []
    if let node = root["engines"] {
      for item in try reader.array(node, "engines") {
        let record = try reader.object(item, "an engine record")
        recorded.append(try name(try reader.member(record, "name", at: item), "engines' name"))
        for (key, value) in try reader.object(
          try reader.member(record, "versions", at: item), "engines' versions"
        ).members {
          _ = try reader.string(value, "engines' versions.\(key)")
        }
        if let libraries = record["libraries"] {
          try validateLibraries(libraries, what: "engines' libraries", reader: reader)
        }
      }
    }
    guard recorded == others else {
      throw reader.fail(
        root["engines"] ?? planObject["engines"] ?? rootNode,
        "the manifest records engines [\(recorded.joined(separator: ", "))] for the plan's other engines [\(others.joined(separator: ", "))] (expected the same names in the same order)"
      )
    }
    guard let scopes = planObject["formatScopes"], case .array(let items, _, _) = scopes else {
      return
    }
    for item in items {
      guard case .object = item, let engines = try reader.object(item, "a format scope")["engines"]
      else { continue }
      for engine in try reader.array(engines, "a format scope's engines") {
        let text = try name(engine, "a format scope's engine")
        guard planned.isEmpty || planned.contains(text) else {
          throw reader.fail(
            engine,
            "a format scope names engine '\(text)', which is not among plan.engines (expected one of \(planned.joined(separator: ", ")))"
          )
        }
      }
    }
  }

  /// A loaded ICU's library hashes: only the three roles, each a SHA-256, never a path.
  static func validateLibraries(_ node: GoldenNode, what: String, reader: NodeReader)
    throws(StoreError)
  {
    for (key, value) in try reader.object(node, what).members {
      let sha = try reader.string(value, "\(what).\(key)")
      guard ["icudata", "icuuc", "icui18n"].contains(key), sha.utf8.count == 64,
        sha.utf8.allSatisfy(Self.isLowerHex)
      else {
        throw reader.fail(
          value,
          "\(what) has '\(MessageText.escaped(String(key.prefix(40))))': '\(MessageText.escaped(String(sha.prefix(80))))' (expected icudata, icuuc and icui18n, each 64 lower-case hex digits)"
        )
      }
    }
  }
}
