/// The corpus's table of contents: what made it, what it covers, and what each file holds.
public struct Manifest: Codable, Hashable, Sendable {
  /// The layout of golden files this build reads and writes.
  public static let currentFormatVersion = 1

  public var formatVersion: Int
  public var fmtcorpusVersion: String
  public var engine: EngineInfo
  /// The plan's other engines (``Plan/otherEngines``), each with its versions and library
  /// hashes, in the plan's order: what rendered each file's `engines › NAME` part. Nil (and
  /// not written) for a corpus of one engine, whose manifest keeps its bytes.
  public var engines: [EngineInfo]?
  public var plan: Plan
  /// File name → its entry count and SHA-256.
  public var files: [String: FileRecord]
  /// True for a pending corpus `check --pending` wrote: only such a folder may be written
  /// again by `check --pending` or taken by `accept --from`. Absent (nil) in a corpus.
  public var pending: Bool?
  /// The slice of the plan this folder holds, for a folder `generate --shard` or
  /// `check --shard --pending` wrote: `fmtcorpus merge` joins such folders into one corpus (or
  /// one pending corpus). Absent (nil) in a corpus.
  public var shard: Shard?
  /// For a pending corpus `check --engine E --pending` wrote: the engine of the corpus whose
  /// upgrade it previews (`engine` is E). `accept` takes such a folder only into a corpus made
  /// by this engine, and only whole. Absent (nil) everywhere else.
  public var previewOf: EngineInfo?

  public init(
    formatVersion: Int = Manifest.currentFormatVersion, fmtcorpusVersion: String,
    engine: EngineInfo, engines: [EngineInfo]? = nil, plan: Plan, files: [String: FileRecord],
    pending: Bool? = nil, shard: Shard? = nil
  ) {
    self.formatVersion = formatVersion
    self.fmtcorpusVersion = fmtcorpusVersion
    self.engine = engine
    self.engines = engines.flatMap { $0.isEmpty ? nil : $0 }
    self.plan = plan
    self.files = files
    self.pending = pending
    self.shard = shard
  }

  /// Whether `check --pending` wrote this manifest.
  public var isPending: Bool { pending == true }
}

public struct FileRecord: Codable, Hashable, Sendable {
  public var entries: Int
  public var sha256: String
  /// What the engine refused in the file (``RefusedEntries``); nil when it refused nothing, so
  /// the record of a file with no refusal keeps its bytes.
  public var refused: RefusedEntries?

  public init(entries: Int, sha256: String, refused: RefusedEntries? = nil) {
    self.entries = entries
    self.sha256 = sha256
    self.refused = refused.flatMap { $0.isEmpty ? nil : $0.adding([:]) }
  }
}

/// This build's version, recorded in every manifest.
public let fmtcorpusVersion = "0.1.0"
