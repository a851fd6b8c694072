import CorpusStore
import GoldenFormat
import Foundation
import Testing

/// Hand edits of a generated corpus, as a test's way to make drift.
///
/// `check` refuses a file whose manifest record does not match it (a corrupt corpus), so an
/// edit that stands for "the stored corpus says something else" also rewrites the file's
/// record, as `generate` would have written it for those bytes.
enum CorpusEdits {
  static func edit(
    _ corpus: URL, _ name: String, record: Bool = true, _ transform: (String) -> String
  ) throws {
    let file = corpus.appendingPathComponent(name)
    let text = try String(contentsOf: file, encoding: .utf8)
    let edited = transform(text)
    #expect(edited != text, "the edit changed nothing")
    try Data(edited.utf8).write(to: file)
    if record { try rerecord(corpus, name) }
  }

  /// Rewrites the manifest's record of `name` for the bytes now on disk.
  static func rerecord(_ corpus: URL, _ name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name)))
    let entries = try GoldenReader.parse(bytes, file: name).golden.entryCount
    let manifestURL = corpus.appendingPathComponent("manifest.json")
    var lines = try String(contentsOf: manifestURL, encoding: .utf8).components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.hasPrefix("    \"\(name)\": {\"entries\": ") })
    let comma = lines[index].hasSuffix(",") ? "," : ""
    lines[index] =
      "    \"\(name)\": {\"entries\": \(entries), \"sha256\": \"\(SHA256.hex(bytes))\"}\(comma)"
    try Data(lines.joined(separator: "\n").utf8).write(to: manifestURL)
  }
}
