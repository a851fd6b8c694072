import Foundation
import TestSupport
import Testing

/// `check --pending DIR` and `accept --from DIR` never touch the corpus through another
/// spelling of its folder.
@Suite(.tags(.icu72)) struct PendingSafetyTests {
  /// Holds `cp1/` (the corpus, en_US with a drift) and `link` → `cp1`.
  let root: URL
  var corpus: URL { root.appendingPathComponent("cp1") }

  init() throws {
    root = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try MadeOnce.corpus(["--locale", "en_US"], at: root.appendingPathComponent("cp1"))
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("link").path, withDestinationPath: "cp1")
    // A drift, so that a pending corpus written over the corpus would change its bytes.
    try CorpusEdits.edit(corpus, "en_US.json") {
      $0.replacingOccurrences(of: "\u{202F}PM", with: " PM")
    }
  }

  func snapshot() throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path) {
      files[name] = try Data(contentsOf: corpus.appendingPathComponent(name))
    }
    return files
  }

  @Test(arguments: [
    "cp1", "cp1/", "./cp1", "cp1/.", "cp1//", "../\(UUID().uuidString)/../ROOT/cp1", "ABSOLUTE",
    "link", "link/",
  ])
  func checkRefusesThePendingFolderWhenItIsTheCorpus(spelling: String) throws {
    let spelled =
      spelling == "ABSOLUTE"
      ? corpus.path : spelling.replacingOccurrences(of: "ROOT", with: root.lastPathComponent)
    let before = try snapshot()
    let result = try CLI.run(["check", "--corpus", "cp1", "--pending", spelled], in: root)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: --pending '\(spelled)' is the corpus folder 'cp1' itself: check never writes the corpus; give another folder (e.g. --pending /tmp/pending-corpus)\n"
    )
    #expect(result.stdout == "")
    #expect(try snapshot() == before)
  }

  @Test(arguments: ["cp1/pending", "link/pending", "cp1/a/b"])
  func checkRefusesAPendingFolderInsideTheCorpus(spelling: String) throws {
    let before = try snapshot()
    let result = try CLI.run(["check", "--corpus", "cp1", "--pending", spelling], in: root)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: --pending '\(spelling)' is inside the corpus folder 'cp1': its files would mix with the corpus's and be committed with them; give a folder outside it (e.g. --pending /tmp/pending-corpus)\n"
    )
    // Refused before anything is created: no empty folder left in the corpus either.
    #expect(try snapshot() == before)
  }

  /// A sibling whose name starts like the corpus's is another folder.
  @Test func aSiblingFolderIsAcceptedAsPending() throws {
    let before = try snapshot()
    let result = try CLI.run(["check", "--corpus", "cp1", "--pending", "cp1-pending"], in: root)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "note: the fresh corpus is in cp1-pending/ (accept with 'fmtcorpus accept --from cp1-pending --corpus cp1')\n"
      ))
    #expect(try snapshot() == before)
    let pending = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("cp1-pending").path)
    #expect(pending.sorted() == ["en_US.json", "fields.json", "manifest.json"])
  }

  @Test(arguments: ["cp1", "./cp1/", "link"])
  func acceptRefusesTheCorpusAsItsOwnPendingCorpus(spelling: String) throws {
    let before = try snapshot()
    let result = try CLI.run(["accept", "--from", spelling, "--corpus", "cp1"], in: root)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: --from '\(spelling)' is the corpus folder 'cp1' itself: nothing to accept; give the folder 'fmtcorpus check --pending DIR' wrote\n"
    )
    #expect(try snapshot() == before)
  }

  /// `--pending` must be new, empty, or a pending corpus fmtcorpus wrote: a folder with other
  /// files (a repository root), another corpus or a file is refused before anything is written.
  @Test func checkWritesOnlyWhereItMay() throws {
    let fm = FileManager.default
    let repository = root.appendingPathComponent("repo")
    try fm.createDirectory(at: repository, withIntermediateDirectories: true)
    try Data("# readme\n".utf8).write(to: repository.appendingPathComponent("README.md"))
    try Data().write(to: repository.appendingPathComponent("Package.swift"))
    let other = try CLI.run(["generate", "-q", "--out", "other", "--locale", "en_US"], in: root)
    try #require(other.status == 0, "\(other.stderr)")
    try Data("x".utf8).write(to: root.appendingPathComponent("a-file"))
    let otherBefore = try fm.contentsOfDirectory(atPath: root.appendingPathComponent("other").path)
    let cases: [(String, String)] = [
      ("repo", "holds 2 other files (Package.swift, README.md)"),
      ("other", "holds a corpus (its manifest.json has no pending mark)"),
      ("a-file", "is a file"),
    ]
    for (folder, found) in cases {
      let result = try CLI.run(["check", "--corpus", "cp1", "--pending", folder], in: root)
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "fmtcorpus: error: --pending '\(folder)' \(found), not a pending corpus fmtcorpus wrote: check writes only into a new or empty folder or one an earlier 'check --pending' wrote; give another folder (e.g. --pending /tmp/pending-corpus)\n"
      )
    }
    #expect(
      try fm.contentsOfDirectory(atPath: repository.path).sorted() == [
        "Package.swift", "README.md",
      ])
    #expect(
      try fm.contentsOfDirectory(atPath: root.appendingPathComponent("other").path).sorted()
        == otherBefore.sorted())
    // accept --from takes only a folder with the mark.
    let accept = try CLI.run(["accept", "--from", "other", "--corpus", "cp1"], in: root)
    #expect(accept.status == 2)
    #expect(
      accept.stderr
        == "fmtcorpus: error: 'other' holds a corpus, not a pending corpus (its manifest.json has no pending mark): accept takes only a folder 'fmtcorpus check --pending DIR' wrote\n"
    )
  }

  /// An empty folder is fine; an earlier pending corpus is written again, and its files the new
  /// one does not have are removed with it, so the folder is one pending corpus.
  @Test func anEarlierPendingCorpusIsReplacedWhole() throws {
    let fm = FileManager.default
    try fm.createDirectory(
      at: root.appendingPathComponent("pending"), withIntermediateDirectories: true)
    let full = try CLI.run(["check", "--corpus", "cp1", "--pending", "pending"], in: root)
    #expect(full.status == 1, "\(full.stderr)")
    let path = root.appendingPathComponent("pending").path
    #expect(
      try fm.contentsOfDirectory(atPath: path).sorted() == [
        "en_US.json", "fields.json", "manifest.json",
      ])
    let manifest = try String(contentsOfFile: path + "/manifest.json", encoding: .utf8)
    #expect(manifest.contains("\n  \"pending\": true,\n"))
    let narrowed = try CLI.run(
      ["check", "--corpus", "cp1", "--locale", "en_US", "--pending", "pending"], in: root)
    #expect(narrowed.status == 1, "\(narrowed.stderr)")
    #expect(try fm.contentsOfDirectory(atPath: path).sorted() == ["en_US.json", "manifest.json"])
  }
}
