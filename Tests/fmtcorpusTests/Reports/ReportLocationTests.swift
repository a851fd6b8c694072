import Foundation
import TestSupport
import Testing

/// Where reports point, end to end: the stored golden file's own lines, and an `::error`
/// annotation under `--format github` when the corpus cannot be read.
@Suite(.tags(.icu72)) struct ReportLocationTests {
  let corpus: URL

  init() throws {
    corpus = CLI.temporaryDirectory()
    try MadeOnce.corpus(["--locale", "en_US"], at: corpus)
  }

  var enUS: URL { corpus.appendingPathComponent("en_US.json") }

  func lines() throws -> [String] {
    try String(contentsOf: enUS, encoding: .utf8).components(separatedBy: "\n")
  }

  /// The line of the Buddhist calendar's `"skeletons": {` (after its months); its first
  /// skeleton, `Hm`, is the next.
  func skeletonsLine() throws -> Int {
    try #require(try lines().firstIndex(of: #"      "skeletons": {"#)) + 1
  }

  /// The `Hm` line deleted and a later line's U+202F made a space: the whitespace change is
  /// annotated at its line in the stored file (one above the fresh file's), the entries the
  /// stored file lacks at their container there (`"skeletons": {`).
  @Test func annotationsPointAtTheStoredFilesLines() throws {
    var lines = try lines()
    let skeletons = try skeletonsLine()
    #expect(lines[skeletons] == #"        "Hm": {"pattern": "HH:mm", "string": "13:00"},"#)
    let target = #"            "short/short": "1/27/10, 1:00"# + "\u{202F}PM\""
    let fresh = try #require(lines.firstIndex(of: target)) + 1
    lines[fresh - 1] = #"            "short/short": "1/27/10, 1:00 PM""#
    lines.remove(at: skeletons)
    try Data(lines.joined(separator: "\n").utf8).write(to: enUS)
    try CorpusEdits.rerecord(corpus, "en_US.json")

    let result = try CLI.run(["check", "--corpus", corpus.path, "--format", "github"])
    #expect(result.status == 1)
    // The verdict leads the log, then the annotations.
    #expect(result.stdout.hasPrefix("fmtcorpus: fail: 3 changes (3 failing) in 1 file\n"))
    let output = Array(result.stdout.components(separatedBy: "\n").dropFirst())
    let file = "\(corpus.path)/en_US.json"
    #expect(
      output[0].hasPrefix(
        "::error file=\(file),line=\(skeletons),title=fmtcorpus added::en_US › buddhist › skeletons › Hm › pattern%0A"
      ))
    #expect(
      output[1].hasPrefix(
        "::error file=\(file),line=\(skeletons),title=fmtcorpus added::en_US › buddhist › skeletons › Hm › string%0A"
      ))
    #expect(
      output[2]
        == "::error file=\(file),line=\(fresh - 1),title=fmtcorpus whitespace::en_US › gregorian › styles › America/New_York › 2010-01-27T18:00:00Z › short/short%0A- 1/27/10, 1:00⟦⟨SP U+0020⟩⟧PM%0A+ 1/27/10, 1:00⟦⟨NNBSP U+202F⟩⟧PM"
    )
    let text = try CLI.run(["check", "--corpus", corpus.path])
    #expect(text.stdout.contains("› short/short  (\(file):\(fresh - 1))\n"))
  }

  @Test func invalidUTF8IsCorruptAndAnnotatedUnderGitHub() throws {
    let hm = try skeletonsLine() + 1
    var bytes = Array(try Data(contentsOf: enUS))
    let needle = Array(#""string": "13:00""#.utf8)
    let start = try #require(bytes.indices.first { bytes[$0...].starts(with: needle) })
    bytes[start + needle.count - 4] = 0xFF  // "1\u{FF}:00"
    try Data(bytes).write(to: enUS)
    let message =
      "\(corpus.path)/en_US.json:\(hm): corrupt golden file: a string is not valid UTF-8 (byte 0xff); golden files are UTF-8 (restore it from git or run 'fmtcorpus generate --out \(corpus.path)')"
    let text = try CLI.run(["check", "--corpus", corpus.path])
    #expect(text.status == 2)
    #expect(text.stderr == "fmtcorpus: error: \(message)\n")
    #expect(text.stdout == "")
    let github = try CLI.run(["check", "--corpus", corpus.path, "--format", "github"])
    #expect(github.status == 2)
    #expect(github.stderr == "fmtcorpus: error: \(message)\n")
    #expect(
      github.stdout
        == "::error file=\(corpus.path)/en_US.json,line=\(hm),title=fmtcorpus::\(message)\n"
    )
  }

  @Test func anEmptyGoldenFileIsCorrupt() throws {
    try Data().write(to: enUS)
    let result = try CLI.run(["check", "--corpus", corpus.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: \(corpus.path)/en_US.json:1: corrupt golden file: expected a value, found the end of the file (truncated?) (restore it from git or run 'fmtcorpus generate --out \(corpus.path)')\n"
    )
  }
}
