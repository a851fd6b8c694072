import Foundation
import Testing

/// `diff` and `check` write JSON and JUnit as they go (issue 38, item 7): the report on stdout
/// and the `--out` file are the same bytes, the file appears only whole, and a folder that
/// cannot take it is refused in one line with nothing written.
@Suite struct StreamedReportFileTests {
  /// The small corpus, and a copy whose en_US styles say `PM` after a plain space and whose
  /// first full/full style holds hostile text.
  static func corpora() throws -> (old: URL, new: URL) {
    let old = try SmallCorpus.copy()
    let new = try SmallCorpus.copy()
    try CorpusEdits.edit(new, "en_US.json") { text in
      var text = text.replacingOccurrences(of: "\u{202F}PM", with: " PM")
      if let range = text.range(of: "\"full/full\": \"") {
        text.insert(
          contentsOf: #"\"::error::\u202e\\ \u0085\u2028 "#, at: range.upperBound)
      }
      return text
    }
    return (old, new)
  }

  @Test(arguments: ["json", "junit"])
  func theFileHoldsTheBytesStdoutDoes(format: String) throws {
    let (old, new) = try Self.corpora()
    let printed = try CLI.run(["diff", old.path, new.path, "--format", format])
    #expect(printed.status == 1, "\(printed.stderr)")
    #expect(printed.stdout.contains("::error::"))
    #expect(printed.stdout.count > 5_000)
    let folder = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let out = folder.appendingPathComponent("report.\(format)")
    let written = try CLI.run(["diff", old.path, new.path, "--format", format, "--out", out.path])
    #expect(written.status == 1, "\(written.stderr)")
    #expect(written.stdout.hasPrefix("wrote \(out.path): "))
    #expect(try Data(contentsOf: out) == Data(printed.stdout.utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == [out.lastPathComponent])
  }

  /// A missing folder is refused in one line, exit 2, and nothing is created.
  @Test(arguments: ["json", "junit"])
  func aMissingFolderIsRefusedWithNothingWritten(format: String) throws {
    let (old, new) = try Self.corpora()
    let folder = CLI.temporaryDirectory()
    let out = folder.appendingPathComponent("missing/report.\(format)")
    let result = try CLI.run(["diff", old.path, new.path, "--format", format, "--out", out.path])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("fmtcorpus: error: "))
    #expect(result.stderr.contains(out.path))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
  }
}
