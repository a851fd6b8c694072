import Assembly
import CorpusModel
import CorpusStore

extension Engines {
  /// Starts a plan's other engines (`Plan.otherEngines`), in its order.
  ///
  /// A name this build has no engine for is refused at `place`; an `icu@VERSION` whose
  /// manifest record is in `pinned` loads only the libraries that record's hashes name, as the
  /// corpus's own loaded ICU does (``make(for:icuLibraries:)``).
  ///
  /// - Parameters:
  ///   - plan: the plan whose engines start.
  ///   - pinned: the manifest's records of them (`engines`), nil when a plan file starts them.
  ///   - place: where the names were read, for a refusal (`corpus/manifest.json:12`).
  ///   - icuLibraries: `--icu-libs`'s folder, or `FMTCORPUS_ICU_LIBS`'s.
  /// - Throws: `CheckError.unknownEngine`, `InputError` for unusable libraries, `EngineError`
  ///   when an engine fails to start.
  public static func others(
    for plan: Plan, pinned: [EngineInfo]?, place: String,
    icuLibraries: String? = LoadedICU.librariesFromEnvironment()
  ) throws -> [any CorpusEngine] {
    try plan.otherEngines.map { name in
      guard isKnown(name) else {
        throw CheckError.unknownEngine(
          manifest: place, name: MessageText.escaped(name), engines: spellings)
      }
      guard LoadedICU.Version(engine: name) != nil else { return try make(name) }
      if let pinned {
        guard let record = pinned.first(where: { $0.name == name }) else {
          throw CheckError.unknownEngine(
            manifest: place, name: MessageText.escaped(name),
            engines: pinned.map(\.name))
        }
        return try LoadedICU.pinned(record, at: place, libraries: icuLibraries)
      }
      return try make(name, icuLibraries: icuLibraries)
    }
  }
}

extension CorpusGenerator {
  /// This generator with `plan`'s other engines started, unless they already are: what
  /// `generate` and `check` render a plan of several engines with.
  ///
  /// - Parameters:
  ///   - pinned: the stored manifest's records of the other engines (`Manifest.engines`),
  ///     for `check`.
  ///   - place: where the plan's engine names were read.
  func startingOthers(for plan: Plan, pinned: [EngineInfo]? = nil, place: String) throws
    -> CorpusGenerator
  {
    guard others.map(\.info.name) != plan.otherEngines else { return self }
    return CorpusGenerator(
      engine: engine, others: try Engines.others(for: plan, pinned: pinned, place: place))
  }

  /// The records of the other engines, for a manifest: nil with none.
  var otherInfos: [EngineInfo]? { others.isEmpty ? nil : others.map(\.info) }
}

extension Engines {
  /// One line per other engine and reason for what that engine refused in `records` (the
  /// paths under its part, `EnginePart`), with a count and the first entry: `generate` says
  /// what a second engine left out, as the manifest's records keep it, so nothing is left out
  /// silently. The corpus's own engine's refusals are told by ``leftOutNotes(engine:plan:)``.
  public static func otherRefusalNotes(_ records: [String: FileRecord]) -> [String] {
    struct Refusal: Hashable, Comparable {
      var engine: String
      var reason: String
      static func < (a: Refusal, b: Refusal) -> Bool { (a.engine, a.reason) < (b.engine, b.reason) }
    }
    var found: [Refusal: (count: Int, first: String)] = [:]
    for name in records.keys.sorted() {
      for (reason, paths) in (records[name]?.refused ?? [:]).sorted(by: { $0.key < $1.key }) {
        for path in paths {
          guard let engine = EnginePart.engine(of: path) else { continue }
          let key = Refusal(engine: engine, reason: reason)
          let entry = ([name] + path).map { MessageText.escaped($0, limit: 80) }
            .joined(separator: " › ")
          found[key, default: (0, entry)].count += 1
        }
      }
    }
    return found.keys.sorted().map { key in
      let (count, first) = found[key]!
      let what = count == 1 ? first : "\(count) entries (the first: \(first))"
      return "the \(key.engine) engine left \(what) out of the corpus: \(key.reason)"
    }
  }
}
