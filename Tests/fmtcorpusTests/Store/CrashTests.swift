import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A corpus folder changes all at once: `generate` killed at any instant (SIGKILL in a loop,
/// inside the write window too) or stopped by a full disk leaves a folder that checks clean
/// against the old manifest or the new one, with no temporary file inside it.
///
/// `FMTCORPUS_CRASH_ITERATIONS` runs the kill loop longer (default 30).
@Suite(.tags(.icu72)) struct CrashTests {
  static var iterations: Int {
    ProcessInfo.processInfo.environment["FMTCORPUS_CRASH_ITERATIONS"].flatMap(Int.init) ?? 30
  }

  /// Starts `generate`, kills it after `delay` seconds (if still running) or, given `appears`,
  /// the moment that path exists (the staging folder: inside the write window); whether it
  /// finished.
  static func killed(
    _ arguments: [String], after delay: Double, environment: [String: String],
    appears: URL? = nil
  ) throws -> Bool {
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    if let appears {
      while process.isRunning && access(appears.path, F_OK) != 0 {}
    } else {
      usleep(UInt32(delay * 1_000_000))
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return process.terminationReason == .exit
  }

  /// What a reader must find after any kill.
  static func expectWhole(_ corpus: URL, old: String, added locale: String) throws -> Bool {
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
    #expect(names.allSatisfy { !$0.hasPrefix(".") }, "temporary files inside: \(names)")
    let manifest = try SmallCorpus.text(corpus, "manifest.json")
    let isNew = manifest.contains("\"\(locale).json\"")
    #expect(manifest == old || isNew)
    let check = try CLI.run(["check", "--corpus", corpus.path])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(
      Set(names)
        == Set(["manifest.json", "en_US.json", "fields.json"] + (isNew ? ["\(locale).json"] : [])))
    return isNew
  }

  @Test func killedAtRandomMomentsTheFolderIsOldOrNew() throws {
    var random = SeededRandom(seed: 12)
    let locales = ["ja_JP", "de_DE", "fr_FR", "he_IL", "ar_EG", "zh_Hant_TW"]
    var outcomes = (old: 0, new: 0, staging: 0)
    // How long a whole run takes here: kills land anywhere in it, or in its last third, or
    // (every third) the moment the staging folder appears.
    let probe = try SmallCorpus.copy()
    let timed = Date()
    _ = try CLI.run(["generate", "-q", "--out", probe.path, "--locale", "ja_JP"])
    let runtime = Date().timeIntervalSince(timed)
    let start = Date()
    for iteration in 0..<Self.iterations {
      let corpus = try SmallCorpus.copy()
      let locale = locales[iteration % locales.count]
      let old = try SmallCorpus.text(corpus, "manifest.json")
      let fraction = Double(random.next() % 1_000) / 1_000
      let delay = runtime * (iteration % 2 == 0 ? 1.3 * fraction : 0.65 + 0.35 * fraction)
      // Every third kill waits for the staging folder to appear: inside the write window.
      let staging = corpus.deletingLastPathComponent().appendingPathComponent(
        ".corpus.fmtcorpus-staging")
      _ = try Self.killed(
        ["generate", "-q", "--out", corpus.path, "--locale", locale], after: delay,
        environment: [:], appears: iteration % 3 == 2 ? staging : nil)
      // A staging folder left beside means the kill landed inside the write window.
      if try SmallCorpus.siblings(corpus).contains(".corpus.fmtcorpus-staging") {
        outcomes.staging += 1
      }
      if try Self.expectWhole(corpus, old: old, added: locale) {
        outcomes.new += 1
      } else {
        outcomes.old += 1
      }
      // The next writer reclaims what the killed one left beside the folder.
      let next = try CLI.run(["generate", "-q", "--out", corpus.path, "--locale", locale])
      #expect(next.status == 0, "\(next.stderr)")
      #expect(try SmallCorpus.siblings(corpus) == [])
    }
    print(
      "crash loop: \(Self.iterations) kills (a run takes \(Int(runtime * 1000)) ms), \(outcomes.old) left the old corpus, \(outcomes.new) the new, \(outcomes.staging) inside the write window (a staging folder left), in \(Int(Date().timeIntervalSince(start))) s"
    )
    #expect(outcomes.old > 0)
  }

  /// Without an exchange the fallback's roll-forward can be cut short: `check` then refuses
  /// the half-applied write (never checks a mix), and the next writer completes it.
  @Test func killedInTheFallbackTheNextWriterCompletes() throws {
    var random = SeededRandom(seed: 7)
    // The fallback keeps each commit's token outside the folder: here, not the user's cache.
    let cache = CLI.temporaryDirectory()
    for iteration in 0..<max(1, Self.iterations / 4) {
      let corpus = try SmallCorpus.copy()
      let locale = ["ja_JP", "de_DE"][iteration % 2]
      let delay = Double(random.next() % 80_000) / 1_000_000
      let commit = corpus.deletingLastPathComponent().appendingPathComponent(
        ".corpus.fmtcorpus-staging/.fmtcorpus-commit")
      _ = try Self.killed(
        ["generate", "-q", "--out", corpus.path, "--locale", locale], after: delay,
        environment: ["FMTCORPUS_FOLDER_EXCHANGE": "off", "XDG_CACHE_HOME": cache.path],
        appears: iteration % 2 == 1 ? commit : nil)
      let check = try CLI.run(
        ["check", "--corpus", corpus.path], environment: ["XDG_CACHE_HOME": cache.path])
      if check.status != 0 {
        #expect(check.status == 2)
        #expect(
          check.stderr
            == "fmtcorpus: error: the corpus in '\(corpus.path)' is half-way through an interrupted write (its staging folder holds a commit record): complete it with 'fmtcorpus generate --out \(corpus.path)', which finishes the write first\n"
        )
      }
      let next = try CLI.run(
        ["generate", "-q", "--out", corpus.path, "--locale", locale],
        environment: ["FMTCORPUS_FOLDER_EXCHANGE": "off", "XDG_CACHE_HOME": cache.path])
      #expect(next.status == 0, "\(next.stderr)")
      #expect(try CLI.run(["check", "--corpus", corpus.path]).status == 0)
      #expect(try SmallCorpus.siblings(corpus) == [])
    }
  }

  /// A full disk (a small tmpfs) stops the run while staging: exit 2 in words, the old corpus
  /// intact, nothing left beside it.
  @Test(.enabled(if: Tmpfs.mountable, "mounting a tmpfs needs root (CAP_SYS_ADMIN)"))
  func aFullDiskLeavesTheOldCorpus() throws {
    let mount = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: mount, withIntermediateDirectories: true)
    try #require(Tmpfs.mount(mount, size: "512k"))
    defer { Tmpfs.unmount(mount) }
    let corpus = mount.appendingPathComponent("corpus")
    try FileManager.default.copyItem(at: try SmallCorpus.copy(), to: corpus)
    let old = try SmallCorpus.text(corpus, "manifest.json")
    // Fill the disk but for a page: the new file cannot be staged.
    var info = statvfs()
    try #require(statvfs(mount.path, &info) == 0)
    let free = Int(info.f_bavail) * Int(info.f_frsize)
    let filler = mount.appendingPathComponent("filler")
    try Data(count: max(0, free - 4096)).write(to: filler)
    let result = try CLI.run(["generate", "-q", "--out", corpus.path, "--locale", "ja_JP"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("fmtcorpus: error: cannot "))
    #expect(result.stderr.hasSuffix(": no space left on device\n"), "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    #expect(try SmallCorpus.text(corpus, "manifest.json") == old)
    #expect(try CLI.run(["check", "--corpus", corpus.path]).status == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: mount.path).sorted() == [
        "corpus", "filler",
      ])
    try FileManager.default.removeItem(at: filler)
    #expect(try CLI.run(["generate", "-q", "--out", corpus.path, "--locale", "ja_JP"]).status == 0)
  }
}

/// Small tmpfs mounts for the full-disk test.
enum Tmpfs {
  static let mountable: Bool = {
    let probe = CLI.temporaryDirectory()
    guard
      (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true))
        != nil,
      mount(probe, size: "64k")
    else { return false }
    unmount(probe)
    return true
  }()

  static func mount(_ folder: URL, size: String) -> Bool {
    run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", folder.path])
  }

  static func unmount(_ folder: URL) { _ = run("/bin/umount", [folder.path]) }

  private static func run(_ tool: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}

/// A small reproducible generator (SplitMix64): the same seed, the same cases.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
