import Foundation
import Testing

/// `fmtcorpus show FILE` prints a golden file with invisible characters named, and works as
/// git's textconv: `git diff` then shows what an NBSP → space change is.
@Suite struct ShowTests {
  static let file = "{\n  \"a\": \"1:00\u{202F}PM\",\n  \"b\": \"x\u{00A0}y \u{200F}z\"\n}\n"

  /// No manifest, any file name (git hands textconv a temporary copy).
  @Test func namesInvisibleCharactersLineByLine() throws {
    let folder = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("tmp-XYZ").path
    try Data(Self.file.utf8).write(to: URL(fileURLWithPath: path))
    let result = try CLI.run(["show", path])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout
        == "{\n  \"a\": \"1:00⟨NNBSP U+202F⟩PM\",\n  \"b\": \"x⟨NBSP U+00A0⟩y ⟨RLM U+200F⟩z\"\n}\n")
    let missing = try CLI.run(["show", folder.appendingPathComponent("none").path])
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "fmtcorpus: error: cannot read '\(folder.path)/none': no such file\n")
  }

  /// GoldenFiles.md's set-up: a `.gitattributes` line and `git config diff.fmtcorpus.textconv`.
  @Test func gitDiffShowsTheChangeThroughTextconv() throws {
    let made = try TextconvRepository()
    let (repository, corpus, git) = (made.root, made.corpus, made.git)
    let golden = corpus.appendingPathComponent("ar_EG.json")
    try Data("{\n  \"t\": \"١\u{00A0}م\"\n}\n".utf8).write(to: golden)
    try #require(try git(["add", "."]).status == 0)
    try #require(try git(["commit", "-qm", "corpus"]).status == 0)
    try Data("{\n  \"t\": \"١ م\"\n}\n".utf8).write(to: golden)
    // GoldenFiles.md's command, word for word: the binary scripts/fmtcorpus builds
    // (.build-cli/release), by a path relative to the top.
    let article = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent(
        "Sources/FormatCorpus/FormatCorpus.docc/GoldenFiles.md"), encoding: .utf8)
    let command = try #require(
      article.split(separator: "\n").first { $0.hasPrefix("git config diff.fmtcorpus.textconv '") })
    let driver = String(command.split(separator: "'")[1])
    #expect(driver == ".build-cli/release/fmtcorpus show")
    let binary = repository.appendingPathComponent(String(driver.dropLast(" show".count)))
    try FileManager.default.createDirectory(
      at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: binary, withDestinationURL: CLI.binary)
    try #require(try git(["config", "diff.fmtcorpus.textconv", driver]).status == 0)
    // From a folder inside the repository too: git runs the driver from the top.
    let diff = try git(["-C", "corpus", "diff", "--no-color"])
    #expect(diff.status == 0, "\(diff.stderr)")
    #expect(diff.stdout.contains("\n-  \"t\": \"١⟨NBSP U+00A0⟩م\"\n+  \"t\": \"١ م\"\n"))
    // Without the driver the two lines look the same.
    let plain = try git(["diff", "--no-color", "--no-textconv"])
    #expect(plain.stdout.contains("\n-  \"t\": \"١\u{00A0}م\"\n+  \"t\": \"١ م\"\n"))
  }

  /// The project's own repository uses the driver for its golden files.
  @Test func theRepositoryDeclaresTheDriver() throws {
    let attributes = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent(".gitattributes"), encoding: .utf8)
    #expect(attributes.split(separator: "\n").contains("corpus/*.json diff=fmtcorpus"))
  }
}
