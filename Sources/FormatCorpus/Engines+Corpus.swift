import CorpusStore

extension Engines {
  /// Starts the engine a corpus's manifest names.
  ///
  /// A corpus pinned to a loaded ICU (`icu@78.3`) loads that version from the fetch cache or
  /// from `icuLibraries`, never from a path the corpus gives (it gives none), and only when
  /// the libraries are the ones its manifest records by hash.
  ///
  /// - Parameters:
  ///   - corpus: the stored corpus whose manifest names the engine.
  ///   - icuLibraries: `--icu-libs`'s folder; by default `FMTCORPUS_ICU_LIBS`'s.
  /// - Throws: `CheckError.unknownEngine` naming the manifest and its line — not `--engine`,
  ///   which the user never gave — when this build has no such engine;
  ///   `InputError.unusableLibraries` naming `fmtcorpus icu fetch` when a pinned ICU is
  ///   missing or its version or hashes differ; `EngineError` when the engine fails to start.
  public static func make(
    for corpus: StoredCorpus, icuLibraries: String? = LoadedICU.librariesFromEnvironment()
  ) throws -> any CorpusEngine {
    let name = corpus.manifest.engine.name
    guard isKnown(name) else {
      throw CheckError.unknownEngine(
        manifest: corpus.place(of: ["engine", "name"]), name: MessageText.escaped(name),
        engines: spellings)
    }
    guard LoadedICU.Version(engine: name) != nil else { return try make(name) }
    return try LoadedICU.pinned(
      corpus.manifest.engine, at: corpus.place(of: ["engine"]), libraries: icuLibraries)
  }

  /// Starts the loaded ICU a manifest pins (`icu@78.3` and its libraries' hashes), from the
  /// fetch cache or `icuLibraries`, as ``make(for:icuLibraries:)`` does for a corpus.
  public static func make(pinned manifest: Manifest, icuLibraries: String?) throws
    -> any CorpusEngine
  {
    try LoadedICU.pinned(
      manifest.engine, at: "manifest.json", libraries: icuLibraries,
      librariesOption: "--icu-libs DIR")
  }
}
