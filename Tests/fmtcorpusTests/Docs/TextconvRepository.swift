import Foundation
import Testing

/// A git repository set up as GoldenFiles.md says for `show` as git's textconv: its
/// `.gitattributes` names `corpus/*.json diff=fmtcorpus`; the test configures the driver.
struct TextconvRepository {
  let root: URL
  let corpus: URL

  init() throws {
    root = CLI.temporaryDirectory()
    corpus = root.appendingPathComponent("corpus")
    try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
    try #require(try git(["init", "-q"]).status == 0)
    try Data("corpus/*.json diff=fmtcorpus\n".utf8).write(
      to: root.appendingPathComponent(".gitattributes"))
  }

  /// git in the repository, with an identity for its commits.
  func git(_ arguments: [String]) throws -> CLI.Result {
    try CLI.run(
      ["-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments, in: root,
      executable: URL(fileURLWithPath: "/usr/bin/git"))
  }
}
