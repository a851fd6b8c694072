import CorpusStore
import GoldenFormat
import Foundation
import Synchronization
import Testing

/// A small corpus made once per test process and copied per test: en_US (and more on request)
/// under a one-calendar, two-zone, three-instant plan — 3 files, 350 entries (31 of them
/// en_US's months, 36 its fixed patterns and parse results, 203 its configured pickers) — so
/// end-to-end safety, crash and fuzz tests run `check` in ~50 ms rather than render the default
/// plan.
enum SmallCorpus {
  static let plan = [
    "--calendar", "gregorian", "--zone", "UTC", "--zone", "America/New_York", "--instant",
    "2010-01-27T18:00:00Z", "--edge-instant", "2024-02-29T17:00:00Z", "--sweep-instant",
    "2024-07-01T18:00:00Z",
  ]

  /// A fresh copy of the corpus, made once per process (``MadeOnce``), in a folder of its own
  /// (`<tmp>/<uuid>/corpus`), so siblings (staging folder, lock) of one test never meet
  /// another's.
  static func copy() throws -> URL {
    let corpus = CLI.temporaryDirectory().appendingPathComponent("corpus")
    try MadeOnce.corpus(["--locale", "en_US"] + plan, at: corpus)
    return corpus
  }

  static func text(_ corpus: URL, _ name: String) throws -> String {
    try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)
  }

  static func write(_ corpus: URL, _ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: corpus.appendingPathComponent(name))
  }

  /// Rewrites the record of `name` in the manifest for `bytes`, as generate would: the hash
  /// always, the entry count when the bytes parse (else the old count stays).
  static func reseal(_ corpus: URL, _ name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name)))
    let manifestURL = corpus.appendingPathComponent("manifest.json")
    var lines = try String(contentsOf: manifestURL, encoding: .utf8).components(separatedBy: "\n")
    let prefix = "    \"\(name)\": {\"entries\": "
    let index = try #require(lines.firstIndex { $0.hasPrefix(prefix) })
    let old = lines[index].dropFirst(prefix.count).prefix { $0.isNumber }
    let entries =
      (try? GoldenReader.parse(bytes, file: name)).map { String($0.entryCount) } ?? String(old)
    let comma = lines[index].hasSuffix(",") ? "," : ""
    lines[index] = "\(prefix)\(entries), \"sha256\": \"\(SHA256.hex(bytes))\"}\(comma)"
    try Data(lines.joined(separator: "\n").utf8).write(to: manifestURL)
  }

  /// The 1-based line of the manifest holding `needle`.
  static func line(_ corpus: URL, _ name: String, of needle: String) throws -> Int {
    let lines = try text(corpus, name).components(separatedBy: "\n")
    return try #require(lines.firstIndex { $0.contains(needle) }) + 1
  }

  /// Names in the folder's parent besides the corpus (staging folders, locks, escapes).
  static func siblings(_ corpus: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: corpus.deletingLastPathComponent().path)
      .filter { $0 != "corpus" }.sorted()
  }
}

/// Corpora that suites only read or edit per test, made once per test process by their
/// `generate` arguments and copied per test: a suite whose `init` generated en_US and ja_JP
/// under the default plan did so once per test (each a full render), where a copy is a few
/// milliseconds and the same bytes.
enum MadeOnce {
  private static let made = Mutex<[[String]: URL]>([:])

  /// Copies the corpus `generate -q --out … arguments` makes to `destination`, which must not
  /// exist yet; the corpus is generated the first time these arguments are asked for.
  static func corpus(_ arguments: [String], at destination: URL) throws {
    let template = try made.withLock { made in
      if let template = made[arguments] { return template }
      let folder = CLI.temporaryDirectory()
      let result = try CLI.run(["generate", "-q", "--out", folder.path] + arguments)
      try #require(result.status == 0, "\(result.stderr)")
      made[arguments] = folder
      return folder
    }
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: template, to: destination)
  }
}
