import Foundation
import TestSupport
import Testing

/// `accept --from DIR`: what it refuses, what it removes, and what it records.
@Suite(.tags(.icu72)) struct AcceptTests {
  let corpus: URL
  let pending: URL

  init() throws {
    corpus = CLI.temporaryDirectory()
    pending = CLI.temporaryDirectory()
    try MadeOnce.corpus(["--locale", "en_US", "--locale", "ja_JP"], at: corpus)
  }

  func bytes(_ directory: URL, _ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  func snapshot(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      files[name] = try bytes(directory, name)
    }
    return files
  }

  func accept(_ arguments: [String] = []) throws -> CLI.Result {
    try CLI.run(["accept", "--from", pending.path, "--corpus", corpus.path] + arguments)
  }

  /// The corpus also holds de_DE.json, which its plan no longer names.
  func addFileOutsideThePlan() throws {
    let made = try CLI.run(["generate", "-q", "--out", corpus.path, "--locale", "de_DE"])
    try #require(made.status == 0, "\(made.stderr)")
    try CorpusEdits.edit(corpus, "manifest.json", record: false) {
      $0.replacingOccurrences(of: "      \"de_DE\",\n", with: "")
    }
  }

  @Test func aPendingCorpusOfAnotherPlanIsRefused() throws {
    let other = CLI.temporaryDirectory()
    try FileManager.default.copyItem(at: corpus, to: other)
    #expect(try CLI.run(["generate", "-q", "--out", other.path, "--locale", "de_DE"]).status == 0)
    #expect(try CLI.run(["check", "--corpus", other.path, "--pending", pending.path]).status == 0)
    let before = try snapshot(corpus)
    let result = try accept()
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: the pending corpus in '\(pending.path)' was made for another plan than the corpus in '\(corpus.path)' (locales differ): write a pending corpus of this corpus into a new folder with 'fmtcorpus check --corpus \(corpus.path) --pending <new folder>'\n"
    )
    #expect(try snapshot(corpus) == before)

    let zones = CLI.temporaryDirectory()
    let replanned = try CLI.run([
      "generate", "-q", "--out", zones.path, "--locale", "en_US", "--locale", "ja_JP", "--zone",
      "UTC",
      "--calendar", "gregorian",
    ])
    try #require(replanned.status == 0, "\(replanned.stderr)")
    let zonesPending = CLI.temporaryDirectory()
    try #require(
      try CLI.run(["check", "--corpus", zones.path, "--pending", zonesPending.path]).status == 0)
    let refused = try CLI.run([
      "accept", "--from", zonesPending.path, "--corpus", corpus.path, "--class", "added",
    ])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains(
        "was made for another plan than the corpus in '\(corpus.path)' (calendars, zones differ): ")
    )
    #expect(try snapshot(corpus) == before)
  }

  /// A corpus with configured months (`--month`) refuses a pending corpus of a plan without
  /// them, which would otherwise delete every `availability` entry it holds.
  @Test func aPendingCorpusWithoutTheConfiguredMonthsIsRefused() throws {
    let months = CLI.temporaryDirectory()
    try FileManager.default.copyItem(at: corpus, to: months)
    let added = try CLI.run([
      "generate", "-q", "--out", months.path, "--month",
      "at=2024-02-14T20:00:00Z,min=2024-02-10T08:00:00Z,max=2024-02-20T08:00:00Z",
    ])
    try #require(added.status == 0, "\(added.stderr)")
    #expect(try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path]).status == 0)
    let before = try snapshot(months)
    let result = try CLI.run(["accept", "--from", pending.path, "--corpus", months.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: the pending corpus in '\(pending.path)' was made for another plan than the corpus in '\(months.path)' (configured months differ): write a pending corpus of this corpus into a new folder with 'fmtcorpus check --corpus \(months.path) --pending <new folder>'\n"
    )
    #expect(try snapshot(months) == before)
  }

  /// Another engine's corpus (the same plan) is no pending corpus: `accept --from` takes only
  /// a folder `check --pending` marked, and names it otherwise.
  @Test(.tags(.foundation76)) func anotherEnginesCorpusIsNoPendingCorpus() throws {
    let made = try CLI.run([
      "generate", "-q", "--engine", "foundation", "--out", pending.path, "--locale", "en_US",
      "--locale", "ja_JP",
    ])
    try #require(made.status == 0, "\(made.stderr)")
    let before = try snapshot(corpus)
    let result = try accept()
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: '\(pending.path)' holds a corpus, not a pending corpus (its manifest.json has no pending mark): accept takes only a folder 'fmtcorpus check --pending DIR' wrote\n"
    )
    #expect(try snapshot(corpus) == before)
  }

  /// A pending corpus of another engine's corpus is refused, and the message suggests no
  /// command that would overwrite it.
  @Test(.tags(.foundation76)) func aPendingCorpusOfAnotherEngineIsRefused() throws {
    let other = CLI.temporaryDirectory()
    let made = try CLI.run([
      "generate", "-q", "--engine", "foundation", "--out", other.path, "--locale", "en_US",
      "--locale", "ja_JP",
    ])
    try #require(made.status == 0, "\(made.stderr)")
    try #require(
      try CLI.run(["check", "--corpus", other.path, "--pending", pending.path]).status == 0)
    let before = try snapshot(corpus)
    let result = try accept()
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: the pending corpus in '\(pending.path)' was made by engine 'foundation', the corpus in '\(corpus.path)' by 'icu': write a pending corpus of this corpus into a new folder with 'fmtcorpus check --corpus \(corpus.path) --pending <new folder>'\n"
    )
    #expect(try snapshot(corpus) == before)
  }

  @Test func acceptingEverythingRemovesAFileThePlanDropped() throws {
    try addFileOutsideThePlan()
    let check = try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path])
    #expect(check.status == 1)
    #expect(check.stdout.contains("  by class: removed 1\n"))
    let result = try accept()
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "accepted 1 change into 0 files of \(corpus.path)/ and removed de_DE.json (no longer in the plan)\n"
    )
    #expect(
      !FileManager.default.fileExists(atPath: corpus.appendingPathComponent("de_DE.json").path))
    // The same manifest but for the pending corpus's mark, which the corpus never takes.
    let pendingManifest = String(decoding: try bytes(pending, "manifest.json"), as: UTF8.self)
    #expect(pendingManifest.contains("\n  \"pending\": true,\n"))
    #expect(
      try bytes(corpus, "manifest.json")
        == Data(pendingManifest.replacingOccurrences(of: "\n  \"pending\": true,", with: "").utf8))
    #expect(
      try CLI.run(["check", "--corpus", corpus.path]).stdout.hasSuffix(
        "engine: unchanged\nok: no changes\n"))
  }

  @Test func onlyTheRemovedClassOrEverythingRemoves() throws {
    try addFileOutsideThePlan()
    #expect(try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path]).status == 1)
    let before = try snapshot(corpus)
    let whitespace = try accept(["--class", "whitespace,added"])
    #expect(
      whitespace.stdout
        == "accepted 0 added, whitespace changes into 0 files of \(corpus.path)/; 1 other change remains pending in \(pending.path)/\n"
    )
    #expect(try snapshot(corpus) == before)
    let removed = try accept(["--class", "removed"])
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(
      removed.stdout
        == "accepted 1 removed change into 0 files of \(corpus.path)/ and removed de_DE.json (no longer in the plan); no other change remains pending\n"
    )
    #expect(
      try snapshot(corpus).keys.sorted() == before.keys.filter { $0 != "de_DE.json" }.sorted())
    #expect(try CLI.run(["check", "--corpus", corpus.path]).status == 0)
  }

  /// `--artifact` takes entries of those artifacts only: never a file the plan dropped.
  @Test func anArtifactNeverRemovesAFile() throws {
    try addFileOutsideThePlan()
    #expect(try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path]).status == 1)
    let styles = try accept(["--artifact", "styles"])
    #expect(styles.status == 0, "\(styles.stderr)")
    #expect(
      styles.stdout
        == "accepted 0 changes of styles into 0 files of \(corpus.path)/; 1 other change remains pending in \(pending.path)/\n"
    )
    #expect(
      FileManager.default.fileExists(atPath: corpus.appendingPathComponent("de_DE.json").path))
    #expect(try accept().status == 0)
    #expect(
      !FileManager.default.fileExists(atPath: corpus.appendingPathComponent("de_DE.json").path))
  }

  /// A check narrowed by --locale renders only those files (never fields.json), and its pending
  /// manifest lists only them: accepting it can never remove a file.
  @Test func aNarrowedPendingCorpusNeverRemoves() throws {
    try addFileOutsideThePlan()
    try CorpusEdits.edit(corpus, "en_US.json") {
      $0.replacingOccurrences(of: "\u{202F}PM", with: " PM")
    }
    let narrowed = try CLI.run([
      "check", "--corpus", corpus.path, "--locale", "en_US", "--pending", pending.path,
    ])
    #expect(narrowed.status == 1)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: pending.path).sorted() == [
        "en_US.json", "manifest.json",
      ])
    let listed = try #require(
      try CLI.json(pending.appendingPathComponent("manifest.json"))["files"] as? [String: Any])
    #expect(listed.keys.sorted() == ["en_US.json"])
    // diff sees it for what it is: the other files were not rendered, not removed.
    let diff = try CLI.run(["diff", corpus.path, pending.path])
    #expect(diff.status == 1)
    #expect(
      diff.stdout.contains(
        "note: \(pending.path)/ holds only the files of a check narrowed by --locale: files it lacks were not judged\n"
      ))
    #expect(diff.stdout.contains("  by class: whitespace "))
    #expect(!diff.stdout.contains("removed"))
    for classes in [[], ["--class", "removed"]] {
      let result = try accept(classes)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        FileManager.default.fileExists(atPath: corpus.appendingPathComponent("de_DE.json").path))
    }
    #expect(try bytes(corpus, "en_US.json") == bytes(pending, "en_US.json"))
    let manifest = try #require(
      try CLI.json(corpus.appendingPathComponent("manifest.json"))["files"] as? [String: Any])
    #expect(manifest.keys.sorted() == ["de_DE.json", "en_US.json", "fields.json", "ja_JP.json"])
  }

  /// `--locale L` where the pending corpus has nothing of L: exit 2, nothing written.
  @Test func aLocaleThePendingCorpusLacksIsRefused() throws {
    let narrowed = try CLI.run([
      "check", "--corpus", corpus.path, "--locale", "en_US", "--pending", pending.path,
    ])
    #expect(narrowed.status == 0, "\(narrowed.stderr)")
    let before = try snapshot(corpus)
    for locale in ["ja_JP", "de_DE"] {
      let result = try accept(["--locale", locale])
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "fmtcorpus: error: locale '\(locale)' has no file in the pending corpus in '\(pending.path)': write one that has it into a new folder with 'fmtcorpus check --corpus \(corpus.path) --locale \(locale) --pending <new folder>'\n"
      )
    }
    #expect(try snapshot(corpus) == before)
    #expect(try accept(["--locale", "en_US"]).status == 0)
  }

  /// A pending file changed after check wrote it (or left by an earlier run) is refused.
  @Test func aPendingFileThatDoesNotMatchItsRecordIsRefused() throws {
    try CorpusEdits.edit(corpus, "en_US.json") {
      $0.replacingOccurrences(of: "\u{202F}PM", with: " PM")
    }
    #expect(try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path]).status == 1)
    try CorpusEdits.edit(pending, "ja_JP.json", record: false) {
      $0.replacingOccurrences(of: "\"firstWeekday\": 1,", with: "\"firstWeekday\": 3,")
    }
    let before = try snapshot(corpus)
    let result = try accept()
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("fmtcorpus: error: \(pending.path)/manifest.json:"))
    #expect(
      result.stderr.hasSuffix(
        ": the pending corpus was changed after check wrote it; write a new one with 'fmtcorpus check --corpus \(corpus.path) --pending <new folder>'\n"
      ))
    #expect(result.stderr.contains("the record of 'ja_JP.json' does not match the file (sha256 "))
    #expect(try snapshot(corpus) == before)
  }

  /// An ICU upgrade (71.1 → 72.1 here) whose only drift is whitespace: once accepting the
  /// whitespace class leaves nothing different, the corpus records the new engine versions.
  @Test func acceptingTheLastChangesTakesTheEngineVersions() throws {
    try CorpusEdits.edit(corpus, "manifest.json", record: false) {
      $0.replacingOccurrences(of: "\"icu\": \"72.1\"", with: "\"icu\": \"71.1\"")
    }
    try CorpusEdits.edit(corpus, "en_US.json") {
      $0.replacingOccurrences(of: "\u{202F}PM", with: " PM")
    }
    try CorpusEdits.edit(corpus, "ja_JP.json") {
      $0.replacingOccurrences(of: "\"firstWeekday\": 1,", with: "\"firstWeekday\": 2,")
    }
    let first = try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path])
    #expect(first.stdout.contains("engine: icu 71.1 → 72.1\n"))

    // Another locale still differs: the corpus is not yet what the new engine makes.
    #expect(try accept(["--class", "whitespace"]).status == 0)
    #expect(
      try CLI.run(["check", "--corpus", corpus.path]).stdout.contains("engine: icu 71.1 → 72.1\n"))
    #expect(try accept(["--locale", "ja_JP", "--class", "text"]).status == 0)
    let after = try CLI.run(["check", "--corpus", corpus.path])
    #expect(after.status == 0)
    #expect(
      after.stdout
        == "fmtcorpus: \(corpus.path)/ → \(corpus.path)/ (fresh render)\nengine: unchanged\nok: no changes\n"
    )
    // The same manifest but for the pending corpus's mark, which the corpus never takes.
    let pendingManifest = String(decoding: try bytes(pending, "manifest.json"), as: UTF8.self)
    #expect(pendingManifest.contains("\n  \"pending\": true,\n"))
    #expect(
      try bytes(corpus, "manifest.json")
        == Data(pendingManifest.replacingOccurrences(of: "\n  \"pending\": true,", with: "").utf8))
  }
}
