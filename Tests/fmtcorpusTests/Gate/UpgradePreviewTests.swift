import FormatCorpus
import Foundation
import TestSupport
import Testing

/// `check --engine E` on a corpus another engine made: the stored plan rendered by E and
/// compared, never written; `--pending` keeps the render, and `accept` takes it whole or not at
/// all, pinning the corpus to E.
@Suite(.tags(.icu72)) struct UpgradePreviewTests {
  let corpus: URL
  let pending: URL
  /// The system's ICU 72.1, loaded through the table as `icu@72.1`: the same strings as `icu`,
  /// under another engine name, with no download.
  static let system = "/usr/lib/x86_64-linux-gnu"
  static let loaded = ["--engine", "icu@72.1", "--icu-libs", system]

  init() throws {
    corpus = CLI.temporaryDirectory()
    pending = CLI.temporaryDirectory()
    try MadeOnce.corpus(["--locale", "en_US", "--locale", "ja_JP"], at: corpus)
  }

  func snapshot(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    return files
  }

  func check(_ arguments: [String]) throws -> CLI.Result {
    try CLI.run(["check", "--corpus", corpus.path] + arguments)
  }

  @Test func aPreviewLeadsWithTheEngineChangeAndWritesNothing() throws {
    let before = try snapshot(corpus)
    let result = try check(Self.loaded + ["--pending", pending.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 2)
    #expect(lines[1] == "engine: icu → icu@72.1")
    #expect(
      result.stdout.contains(
        "note: preview of an engine change (icu → icu@72.1): the corpus is not written\n"))
    #expect(
      result.stdout.contains(
        "note: accept takes a preview's pending corpus whole (no --locale, --class or --artifact): the corpus is then pinned to icu@72.1\n"
      ))
    #expect(try snapshot(corpus) == before)
    let manifest = try CLI.json(pending.appendingPathComponent("manifest.json"))
    #expect((manifest["engine"] as? [String: Any])?["name"] as? String == "icu@72.1")
    #expect((manifest["previewOf"] as? [String: Any])?["name"] as? String == "icu")
  }

  @Test func aPreviewIsAcceptedWholeAndPinsTheCorpus() throws {
    let stored = try snapshot(corpus)
    try #require(try check(Self.loaded + ["--pending", pending.path]).status == 0)
    let accept = ["accept", "--corpus", corpus.path, "--from", pending.path]
    try CLI.run(accept + ["--locale", "ja_JP"]).expectRefused(
      "--locale 'ja_JP' cannot take part of an engine change (icu → icu@72.1): a part would label the old engine's strings as the new one's; accept the whole pending corpus (no --locale, --class or --artifact)"
    )
    try CLI.run(accept + ["--class", "text"]).expectRefused(
      "--class 'text' cannot take part of an engine change (icu → icu@72.1): a part would label the old engine's strings as the new one's; accept the whole pending corpus (no --locale, --class or --artifact)"
    )
    try CLI.run(accept + ["--artifact", "styles"]).expectRefused(
      "--artifact 'styles' cannot take part of an engine change (icu → icu@72.1): a part would label the old engine's strings as the new one's; accept the whole pending corpus (no --locale, --class or --artifact)"
    )
    #expect(try snapshot(corpus) == stored)
    let taken = try CLI.run(accept)
    #expect(taken.status == 0, "\(taken.stderr)")
    // The same ICU: every golden file is byte for byte what it was; only the manifest moved.
    let after = try snapshot(corpus)
    #expect(after.filter { $0.key != "manifest.json" } == stored.filter { $0.key != "manifest.json" })
    let manifest = try CLI.json(corpus.appendingPathComponent("manifest.json"))
    let engine = try #require(manifest["engine"] as? [String: Any])
    #expect(engine["name"] as? String == "icu@72.1")
    #expect((engine["libraries"] as? [String: String])?.count == 3)
    #expect(manifest["previewOf"] == nil)
    #expect(manifest["pending"] == nil)
    let pinned = try CLI.run(
      ["check", "--corpus", corpus.path],
      environment: [Engines.icuLibrariesVariable: Self.system])
    #expect(pinned.status == 0, "\(pinned.stdout)\(pinned.stderr)")
    #expect(pinned.stdout.contains("engine: unchanged\n"))
  }

  @Test func aNarrowedPreviewIsNotAccepted() throws {
    try #require(
      try check(Self.loaded + ["--locale", "en_US", "--pending", pending.path]).status == 0)
    try CLI.run(["accept", "--corpus", corpus.path, "--from", pending.path]).expectRefused(
      "the pending corpus in '\(pending.path)' previews an engine change (icu → icu@72.1) but was narrowed by --locale: write a whole one into a new folder with 'fmtcorpus check --corpus \(corpus.path) --engine icu@72.1 --pending <new folder>'"
    )
  }

  @Test func badEngineValuesAreRefusedInOneLine() throws {
    try check(["--engine", "foundation=icu@78"]).expectRefused(
      "invalid value 'foundation=icu@78' for --engine (expected icu=NEW: the corpus was made by 'icu', not 'foundation')"
    )
    try check(["--engine", "=icu@78"]).expectRefused(
      "invalid value '=icu@78' for --engine (expected an engine (icu@78.3) or OLD=NEW (icu=icu@78.3))"
    )
    try check(["--engine", "icu@78", "--shard", "1/2"]).expectRefused(
      "invalid value 'icu@78' for --engine (expected no --engine with --shard: preview an upgrade in one job)"
    )
    let unknown = try check(["--engine", "nope"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("fmtcorpus: error: invalid value 'nope' for --engine (expected one of: icu, "))
    // The corpus's own engine, either way: a plain check.
    for spelling in ["icu", "ICU", "icu=icu"] {
      let plain = try check(["--engine", spelling])
      #expect(plain.status == 0, "\(spelling): \(plain.stderr)")
      #expect(plain.stdout.contains("engine: unchanged\n"), "\(spelling)")
    }
  }

  /// ICU 78.3 from the fetch cache (`.ci/run` fetches it): what the upgrade changes, and the
  /// numeric durations a loaded ICU cannot write counted, not reported removed.
  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@78.3")))
  func theUpgradeToICU78() throws {
    let result = try check(["--engine", "icu=icu@78.3", "--locale", "en_US"])
    #expect(result.status == 1, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines[1]
        == "engine: icu → icu@78.3, icu 72.1 → 78.3, cldr 42.0 → 48.0, unicode 15.0 → 17.0, tzdata 2022e → 2026a"
    )
    #expect(
      lines.contains(
        "note: not rendered by icu@78.3: 15 entries of the stored plan that icu@78.3 refuses (durations 15), not reported removed"
      ), "\(result.stdout)")
    #expect(lines.contains("  by class: text 5"), "\(result.stdout)")
  }
}
