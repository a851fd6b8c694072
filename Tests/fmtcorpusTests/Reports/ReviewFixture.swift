import FormatCorpus
import Foundation
import TestSupport
import Testing

/// A corpus with drift of every kind `review` decides, and its pending corpus: en_US with its
/// `1:00 PM` spaces made ASCII (a whitespace group), one skeleton string changed (text) and one
/// week entry gone (the pending corpus adds it back); ja_JP with another first weekday (text);
/// and de_DE, which the plan no longer names (a removed file).
struct ReviewFixture {
  let corpus: URL
  let pending: URL
  /// The whitespace group's size: en_US's entries that held `1:00 PM` (U+202F), counted in the
  /// file as generated, so the fixture's counts follow whatever artifacts write the time. The
  /// other items are 1 removed file, 2 added week entries and 2 text changes.
  let spaced: Int

  /// Every change the review steps through.
  var total: Int { 5 + spaced }

  /// The corpus and its pending corpus, made once per test process.
  private static let template: (corpus: URL, pending: URL, spaced: Int)? = {
    let corpus = CLI.temporaryDirectory().appendingPathComponent("corpus")
    let pending = CLI.temporaryDirectory().appendingPathComponent("pending")
    do {
      for folder in [corpus, pending] {
        try FileManager.default.createDirectory(
          at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
      }
      // The plan's flags once: de_DE joins the plan the corpus already has.
      for arguments in [
        ["--locale", "en_US", "--locale", "ja_JP"] + SmallCorpus.plan, ["--locale", "de_DE"],
      ] {
        let made = try CLI.run(["generate", "-q", "--out", corpus.path] + arguments)
        guard made.status == 0 else { return nil }
      }
      try CorpusEdits.edit(corpus, "manifest.json", record: false) {
        $0.replacingOccurrences(of: "      \"de_DE\",\n", with: "")
      }
      let spaced = try GoldenLines(contentsOf: corpus.appendingPathComponent("en_US.json"))
        .sections(containing: "\u{202F}PM").values.reduce(0, +)
      try CorpusEdits.edit(corpus, "en_US.json") {
        $0.replacingOccurrences(of: "\u{202F}PM", with: " PM")
          .replacingOccurrences(
            of: "\"MMMMd\": {\"pattern\": \"MMMM d\", \"string\": \"January 27\"}",
            with: "\"MMMMd\": {\"pattern\": \"MMMM d\", \"string\": \"January 28\"}"
          )
          .replacingOccurrences(
            of: "      \"2024-02-29T17:00:00Z\": {\"week\": 9, \"yearForWeekOfYear\": 2024},\n",
            with: "")
      }
      try CorpusEdits.edit(corpus, "ja_JP.json") {
        $0.replacingOccurrences(of: "\"firstWeekday\": 1,", with: "\"firstWeekday\": 2,")
      }
      let check = try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path])
      guard check.status == 1 else { return nil }
      return (corpus, pending, spaced)
    } catch {
      return nil
    }
  }()

  /// Fresh copies of the corpus and the pending corpus, each in a folder of its own.
  init() throws {
    let template = try #require(Self.template, "making the review fixture failed")
    spaced = template.spaced
    corpus = CLI.temporaryDirectory().appendingPathComponent("corpus")
    pending = CLI.temporaryDirectory().appendingPathComponent("pending")
    for (from, to) in [(template.corpus, corpus), (template.pending, pending)] {
      try FileManager.default.createDirectory(
        at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: from, to: to)
    }
  }

  /// Another copy of the corpus (the same pending corpus serves both).
  func secondCorpus() throws -> URL {
    let copy = CLI.temporaryDirectory().appendingPathComponent("corpus")
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.template!.corpus, to: copy)
    return copy
  }

  var step: GateReview {
    GateReview(
      pending: CorpusDirectory(path: pending.path), corpus: CorpusDirectory(path: corpus.path))
  }

  /// Every file of a folder (and of its parent's other entries, where staging would show).
  static func snapshot(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    for name in try FileManager.default.contentsOfDirectory(
      atPath: directory.deletingLastPathComponent().path) where name != directory.lastPathComponent
    {
      files["../" + name] = Data()
    }
    return files
  }
}
