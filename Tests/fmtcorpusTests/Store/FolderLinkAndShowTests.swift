import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 27: `show` reads only what the corpus reader reads, and a corpus folder that is itself
/// a symbolic link is refused by every command that reads or writes one.
@Suite(.tags(.icu72)) struct FolderLinkAndShowTests {
  /// A FIFO (no writer: `show` must not wait), a device, a folder, a file over 16 MiB and a
  /// missing file: one line and exit 2 each.
  @Test func showRefusesWhatTheCorpusReaderRefuses() throws {
    let folder = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let fifo = folder.appendingPathComponent("fifo.json").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let big = folder.appendingPathComponent("big.json")
    try Data(count: 17 << 20).write(to: big)
    let link = folder.appendingPathComponent("link.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
    let cases: [(String, String)] = [
      (fifo, "it is a FIFO, not a plain file"),
      (link, "it is a symbolic link; corpus files are plain files"),
      ("/dev/zero", "it is a device, not a plain file"),
      (folder.path, "it is a folder, not a plain file"),
      (big.path, "it is 17825792 bytes, more than the 16 MiB a golden file may hold"),
      (folder.appendingPathComponent("gone.json").path, "no such file"),
    ]
    for (path, reason) in cases {
      let result = try CLI.run(["show", path], timeout: 20)
      #expect(!result.timedOut, "\(path)")
      #expect(result.status == 2, "\(path)")
      #expect(result.stdout == "")
      #expect(result.stderr == "fmtcorpus: error: cannot read '\(path)': \(reason)\n")
    }
  }

  /// As git's textconv on a deleted golden file: git converts only the side that exists, and
  /// the diff shows its lines named.
  @Test func gitDiffOfADeletedFileThroughTextconv() throws {
    let made = try TextconvRepository()
    let (corpus, git) = (made.corpus, made.git)
    try Data("{\n  \"t\": \"1:00\u{202F}PM\u{1B}[2J\"\n}\n".utf8).write(
      to: corpus.appendingPathComponent("en_US.json"))
    try #require(try git(["add", "."]).status == 0)
    try #require(try git(["commit", "-qm", "corpus"]).status == 0)
    try FileManager.default.removeItem(at: corpus.appendingPathComponent("en_US.json"))
    try #require(
      try git(["config", "diff.fmtcorpus.textconv", "'\(CLI.binary.path)' show"]).status == 0)
    let diff = try git(["diff", "--no-color"])
    #expect(diff.status == 0, "\(diff.stderr)")
    #expect(diff.stdout.contains("\n-  \"t\": \"1:00⟨NNBSP U+202F⟩PM⟨ESC U+001B⟩[2J\"\n"))
    #expect(!diff.stdout.contains("\u{1B}"))
  }

  /// The message every command gives for a linked corpus folder.
  static func refusal(_ link: String, _ target: String) -> String {
    "fmtcorpus: error: cannot use the corpus folder '\(link)': it is a symbolic link to '\(target)'; corpus folders are never followed through a link: name the real folder (\"$(readlink -f \(link.hasSuffix("/") ? String(link.dropLast()) : link))\")\n"
  }

  /// Every command that reads or writes a corpus folder refuses a link, naming it and its
  /// target, before reading or writing anything; the folder it points to is left as it was.
  @Test func aLinkedCorpusFolderIsRefusedByEveryCommand() throws {
    let real = try SmallCorpus.copy()
    let place = real.deletingLastPathComponent()
    let shard = place.appendingPathComponent("shard-1")
    let made = try CLI.run(
      ["generate", "-q", "--locale", "en_US", "--shard", "1/1", "--out", shard.path]
        + SmallCorpus.plan)
    try #require(made.status == 0, "\(made.stderr)")
    let empty = place.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    func link(_ name: String, to target: URL) throws -> String {
      let path = place.appendingPathComponent(name).path
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target.path)
      return path
    }
    let toCorpus = try link("corpus-link", to: real)
    let toEmpty = try link("empty-link", to: empty)
    let toShard = try link("shard-link", to: shard)
    let before = try snapshot(place)
    let out = place.appendingPathComponent("r.html").path
    let cases: [([String], String, URL)] = [
      (["check", "--corpus", toCorpus], toCorpus, real),
      (["check", "--corpus", toCorpus + "/"], toCorpus + "/", real),
      (["diff", toCorpus, real.path], toCorpus, real),
      (["diff", real.path, toCorpus], toCorpus, real),
      (["report", "--corpus", toCorpus, "--out", out], toCorpus, real),
      (["generate", "--locale", "en_US", "--out", toEmpty], toEmpty, empty),
      (["check", "--corpus", real.path, "--pending", toEmpty], toEmpty, empty),
      (["accept", "--corpus", toCorpus, "--from", empty.path], toCorpus, real),
      (["accept", "--corpus", real.path, "--from", toEmpty], toEmpty, empty),
      (["merge", "--out", toEmpty, shard.path], toEmpty, empty),
      (["merge", "--out", place.appendingPathComponent("merged").path, toShard], toShard, shard),
    ]
    for (arguments, shown, target) in cases {
      let result = try CLI.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr == Self.refusal(shown, target.path), "\(arguments)")
      #expect(try snapshot(place) == before, "\(arguments) changed the files")
    }
  }

  /// Every path under `folder` with its size and modification time.
  func snapshot(_ folder: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let name = enumerator?.nextObject() as? String {
      var status = stat()
      _ = lstat(folder.appendingPathComponent(name).path, &status)
      result[name] =
        "\(status.st_mode) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
    return result
  }
}
