import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One writer at a time, and a folder that changes all at once.
@Suite(.tags(.icu72)) struct WriterTests {
  let corpus: URL
  var lockPath: String {
    corpus.deletingLastPathComponent().appendingPathComponent(".corpus.fmtcorpus-lock").path
  }

  init() throws { corpus = try SmallCorpus.copy() }

  /// A second writer fails at once naming the holder; a lock its holder left behind when it
  /// died (the file stays, the kernel's lock does not) is no dead end.
  @Test func aSecondWriterFailsNamingTheHolder() throws {
    let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
    try #require(descriptor >= 0)
    #expect(flock(descriptor, LOCK_EX) == 0)
    _ = "pid 4242\n".withCString { write(descriptor, $0, 9) }
    for arguments in [
      ["generate", "--out", corpus.path, "--locale", "ja_JP"],
      ["accept", "--from", "/nonexistent", "--corpus", corpus.path],
    ] {
      let result = try CLI.run(arguments)
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "fmtcorpus: error: the corpus in '\(corpus.path)' is being written by another fmtcorpus (pid 4242); wait for it to finish and run again (lock: \(lockPath))\n"
      )
    }
    close(descriptor)  // as a killed holder's lock goes; its file stays
    let after = try CLI.run(["generate", "-q", "--out", corpus.path, "--locale", "ja_JP"])
    #expect(after.status == 0, "\(after.stderr)")
    #expect(try SmallCorpus.siblings(corpus) == [])
  }

  /// Two `generate --locale` at once: never a manifest that lost a locale a run reported
  /// written — the loser exits 2 naming the lock, the folder checks clean.
  @Test func concurrentWritersNeverLoseAnUpdate() throws {
    for _ in 0..<4 {
      let folder = try SmallCorpus.copy()
      let results = Mutex<[String: CLI.Result]>([:])
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        let locale = ["ja_JP", "de_DE"][index]
        let result = try? CLI.run(["generate", "-q", "--out", folder.path, "--locale", locale])
        results.withLock { $0[locale] = result }
      }
      let manifest = try SmallCorpus.text(folder, "manifest.json")
      for (locale, result) in results.withLock({ $0 }) {
        #expect(result.status == 0 || result.status == 2)
        if result.status == 0 {
          #expect(manifest.contains("\"\(locale).json\""), "a locale reported written was lost")
        } else {
          #expect(result.stderr.contains("is being written by another fmtcorpus (pid "))
        }
      }
      #expect(try CLI.run(["check", "--corpus", folder.path]).status == 0)
      #expect(try SmallCorpus.siblings(folder) == [])
    }
  }

  /// `check --pending DIR` replaces DIR whole, so a DIR holding someone's files (`--pending
  /// ~`, `--pending /tmp`) is refused and left as it was.
  @Test func aPendingFolderWithOtherFilesIsRefused() throws {
    let pending = corpus.deletingLastPathComponent().appendingPathComponent("mine")
    try FileManager.default.createDirectory(at: pending, withIntermediateDirectories: false)
    try Data("keep\n".utf8).write(to: pending.appendingPathComponent("notes.txt"))
    let result = try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: --pending '\(pending.path)' holds 1 other file (notes.txt), not a pending corpus fmtcorpus wrote: check writes only into a new or empty folder or one an earlier 'check --pending' wrote; give another folder (e.g. --pending /tmp/pending-corpus)\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: pending.path) == ["notes.txt"])
  }

  /// A one-locale run hard-links the files it does not change into the new folder.
  @Test func unchangedFilesAreHardLinked() throws {
    func inode(_ name: String) throws -> UInt64 {
      var status = stat()
      try #require(stat(corpus.appendingPathComponent(name).path, &status) == 0)
      return UInt64(status.st_ino)
    }
    let before = try inode("en_US.json")
    let result = try CLI.run(["generate", "-q", "--out", corpus.path, "--locale", "ja_JP"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try inode("en_US.json") == before)
    #expect(try SmallCorpus.siblings(corpus) == [])
  }

  /// Without an atomic exchange (forced here; overlayfs and some file systems lack one), the
  /// fallback still ends with a corpus that checks clean and leaves nothing beside it.
  @Test func theFallbackWithoutAnExchangeKeepsTheCorpusWhole() throws {
    let cache = CLI.temporaryDirectory()
    let result = try CLI.run(
      [
        "generate", "-q", "--out", corpus.path, "--locale", "ja_JP",
      ], environment: ["FMTCORPUS_FOLDER_EXCHANGE": "off", "XDG_CACHE_HOME": cache.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try CLI.run(["check", "--corpus", corpus.path]).status == 0)
    #expect(try SmallCorpus.siblings(corpus) == [])
    // The commit's token was kept outside the folder while it ran, and dropped once applied.
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: cache.appendingPathComponent("fmtcorpus").path) == [])
  }

  /// The staging folder of `corpus`, and its path as the writer names it (symlinks resolved).
  func stagingFolder() throws -> (url: URL, canonical: String) {
    let parent = corpus.deletingLastPathComponent()
    let canonical = try #require(realpath(parent.path, nil))
    defer { free(canonical) }
    return (
      parent.appendingPathComponent(".corpus.fmtcorpus-staging"),
      String(cString: canonical) + "/.corpus.fmtcorpus-staging"
    )
  }

  /// A fallback write killed after its commit record: `check` refuses the half-applied folder
  /// rather than check a mix, and the next writer completes it first. The record is one this
  /// machine wrote: its token's twin is in the cache folder.
  @Test func aHalfAppliedFallbackIsRefusedThenCompleted() throws {
    let (staging, canonical) = try stagingFolder()
    let cache = CLI.temporaryDirectory()
    let tokens = cache.appendingPathComponent("fmtcorpus")
    try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
    let token = "0123456789abcdef0123456789abcdef"
    try Data((canonical + "\n").utf8).write(to: tokens.appendingPathComponent("commit-" + token))
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
    let manifest = try SmallCorpus.text(corpus, "manifest.json")
    try Data("not yet moved\n".utf8).write(to: staging.appendingPathComponent("junk_move.json"))
    try Data(manifest.utf8).write(to: staging.appendingPathComponent("manifest.json"))
    try Data("token \(token)\nmove manifest.json\n".utf8).write(
      to: staging.appendingPathComponent(".fmtcorpus-commit"))
    let environment = ["XDG_CACHE_HOME": cache.path]
    let check = try CLI.run(["check", "--corpus", corpus.path], environment: environment)
    #expect(check.status == 2)
    #expect(
      check.stderr
        == "fmtcorpus: error: the corpus in '\(corpus.path)' is half-way through an interrupted write (its staging folder holds a commit record): complete it with 'fmtcorpus generate --out \(corpus.path)', which finishes the write first\n"
    )
    let generate = try CLI.run(["generate", "-q", "--out", corpus.path], environment: environment)
    #expect(generate.status == 0, "\(generate.stderr)")
    #expect(try CLI.run(["check", "--corpus", corpus.path]).status == 0)
    #expect(try SmallCorpus.siblings(corpus) == [])
    #expect(try FileManager.default.contentsOfDirectory(atPath: tokens.path) == [])
  }

  /// A commit record a pull request planted beside the corpus (no token, or a token this
  /// machine never kept, or one kept for another folder) is never applied: `generate` and
  /// `check` refuse in one line naming the folder to delete, and nothing changes.
  @Test(arguments: ["", "token 0123456789abcdef0123456789abcdef\n"])
  func aPlantedCommitRecordIsRefused(tokenLine: String) throws {
    let (staging, canonical) = try stagingFolder()
    let cache = CLI.temporaryDirectory()
    // A twin kept for another folder answers for that folder only.
    let tokens = cache.appendingPathComponent("fmtcorpus")
    try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
    try Data("/elsewhere/.corpus.fmtcorpus-staging\n".utf8).write(
      to: tokens.appendingPathComponent("commit-0123456789abcdef0123456789abcdef"))
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
    try Data("{}\n".utf8).write(to: staging.appendingPathComponent("en_US.json"))
    try Data(try SmallCorpus.text(corpus, "manifest.json").utf8).write(
      to: staging.appendingPathComponent("manifest.json"))
    try Data((tokenLine + "move en_US.json\nremove fields.json\n").utf8).write(
      to: staging.appendingPathComponent(".fmtcorpus-commit"))
    let before = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().map {
      ($0, try Data(contentsOf: corpus.appendingPathComponent($0)))
    }
    let message =
      "fmtcorpus: error: the corpus in '\(corpus.path)' has an interrupted write beside it that this machine did not make (a commit record in '\(canonical)' without this machine's token): it is not applied; delete the folder '\(canonical)' and run again\n"
    for arguments in [
      ["generate", "-q", "--out", corpus.path, "--locale", "de_DE"],
      ["check", "--corpus", corpus.path],
    ] {
      let result = try CLI.run(arguments, environment: ["XDG_CACHE_HOME": cache.path])
      #expect(result.status == 2)
      #expect(result.stderr == message)
      #expect(result.stdout == "")
    }
    let after = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().map {
      ($0, try Data(contentsOf: corpus.appendingPathComponent($0)))
    }
    #expect(after.map(\.0) == before.map(\.0) && after.map(\.1) == before.map(\.1))
    #expect(FileManager.default.fileExists(atPath: staging.appendingPathComponent("en_US.json").path))
    // Deleting the folder, as the message says, lets the next run write.
    try FileManager.default.removeItem(at: staging)
    let generate = try CLI.run(
      ["generate", "-q", "--out", corpus.path, "--locale", "de_DE"],
      environment: ["XDG_CACHE_HOME": cache.path])
    #expect(generate.status == 0, "\(generate.stderr)")
  }

  /// A worker that stops answering (SIGSTOP) is killed at the deadline: exit 3 with its pid.
  @Test func aWorkerThatStopsAnsweringIsKilled() throws {
    let alone = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
    let binary = alone.appendingPathComponent("fmtcorpus")
    try FileManager.default.copyItem(at: CLI.binary, to: binary)
    let worker = alone.appendingPathComponent("fmtcorpus-foundation")
    try Data("#!/bin/sh\nkill -STOP $$\n".utf8).write(to: worker)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: worker.path)
    let start = Date()
    let result = try CLI.run(
      ["info", "--engine", "foundation"], executable: binary,
      environment: ["FMTCORPUS_WORKER_TIMEOUT": "1"])
    #expect(result.status == 3)
    #expect(Date().timeIntervalSince(start) < 30)
    let pattern =
      /fmtcorpus: error: engine failure: engine worker failed with no answer within 1 s, so it was killed \(FMTCORPUS_WORKER_TIMEOUT=SECONDS allows longer\) \(fmtcorpus-foundation pid \d+\)\n/
    #expect(result.stderr.wholeMatch(of: pattern) != nil, "\(result.stderr)")
  }
}
