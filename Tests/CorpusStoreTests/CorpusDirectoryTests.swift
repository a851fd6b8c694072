import CorpusModel
import Foundation
import TestSupport
import Testing

@testable import CorpusStore
import GoldenFormat

@Suite struct CorpusDirectoryTests {
  let directory: CorpusDirectory

  init() throws {
    let path = TestSupport.temporaryDirectory("store").path
    directory = CorpusDirectory(path: path)
    try directory.create()
  }

  func sampleManifest() throws -> Manifest {
    var plan = Plan.default
    plan.includesAvailableLocales = false
    plan.add(locales: [LocaleID(rawValue: "zh_TW")])
    return Manifest(
      fmtcorpusVersion: "0.1.0",
      engine: EngineInfo(
        name: "icu",
        versions: ["icu": "72.1", "cldr": "42.0", "unicode": "15.0", "tzdata": "2022e"],
        localeCount: 805, zoneCount: 478),
      plan: plan,
      files: ["zh_TW.json": FileRecord(entries: 3, sha256: String(repeating: "a", count: 64))])
  }

  @Test func manifestRoundTripsThroughItsGoldenLayout() throws {
    let manifest = try sampleManifest()
    try directory.write([], manifest: manifest)
    #expect(try directory.readManifest() == manifest)
    let text = String(decoding: try directory.read("manifest.json"), as: UTF8.self)
    #expect(text.contains("\n    \"zones\": [\n      \"UTC\",\n      \"America/New_York\",\n"))
    #expect(text.contains("\"zh_TW.json\": {\"entries\": 3, \"sha256\": \"aaaa"))
  }

  @Test func noManifestMeansANewCorpus() throws {
    #expect(try directory.readManifest() == nil)
  }

  @Test func aManifestOfAnotherFormatIsRefusedWithBothVersions() throws {
    put("manifest.json", "{\"formatVersion\": 7}\n")
    let path = directory.filePath("manifest.json")
    #expect(throws: StoreError.unsupportedFormat(file: path, line: 1, found: 7, supported: 1)) {
      try directory.readManifest()
    }
    #expect(
      StoreError.unsupportedFormat(file: "corpus/manifest.json", line: nil, found: 7, supported: 1)
        .description
        .hasPrefix(
          "corpus/manifest.json: format version 7 is not supported by this fmtcorpus (it reads version 1)"
        ))
  }

  @Test func aTruncatedManifestIsCorrupt() throws {
    put("manifest.json", "{\"formatVersion\": 1, \"plan\": {")
    #expect {
      try directory.readManifest()
    } throws: { error in
      guard case StoreError.corrupt(let file, let line, _) = error else { return false }
      return file == directory.filePath("manifest.json") && line == 1
    }
  }

  func put(_ name: String, _ text: String) {
    _ = FileManager.default.createFile(atPath: directory.filePath(name), contents: Data(text.utf8))
  }

  func rendered(_ name: String, _ text: String) -> CorpusDirectory.RenderedFile {
    CorpusDirectory.RenderedFile(name: name, golden: .object(["text": .string(text)]))
  }

  func manifest(listing files: [CorpusDirectory.RenderedFile]) throws -> Manifest {
    var manifest = try sampleManifest()
    manifest.files = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.record) })
    return manifest
  }

  /// The folder is replaced whole: new bytes in, dropped files out, dotfiles kept, nothing
  /// left beside it.
  @Test func writesReplaceTheFolderWholeAndLeaveNothingBeside() throws {
    put(".editorconfig", "root = true\n")
    let old = [rendered("en_US.json", "old"), rendered("de_DE.json", "kept")]
    try directory.write(old, manifest: try manifest(listing: old))
    let new = [rendered("en_US.json", "new")]
    try directory.write(new, manifest: try manifest(listing: new))
    #expect(try directory.read("en_US.json") == new[0].bytes)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names == [".editorconfig", "en_US.json", "manifest.json"])
    let parent = URL(fileURLWithPath: directory.path).deletingLastPathComponent().path
    let name = URL(fileURLWithPath: directory.path).lastPathComponent
    let beside = try FileManager.default.contentsOfDirectory(atPath: parent).filter {
      $0.hasPrefix(".\(name).")
    }
    #expect(beside == [])
  }

  /// A reader reads from the folder it opened: after a writer swaps a new corpus in, it finds
  /// the old bytes or none (the old folder is being deleted), never the new file under the
  /// old manifest.
  @Test func aReaderNeverMixesTwoFolders() throws {
    let old = [rendered("en_US.json", "old")]
    try directory.write(old, manifest: try manifest(listing: old))
    let reader = try #require(try StoredCorpus.open(directory))
    let new = [rendered("en_US.json", "new")]
    try directory.write(new, manifest: try manifest(listing: new))
    let seen = try directory.readIfPresent("en_US.json", in: reader.folder)
    #expect(seen == nil || seen == old[0].bytes)
    #expect(try directory.read("en_US.json") == new[0].bytes)
  }

  @Test func writingDropsTemporariesOfOlderVersions() throws {
    put(".de_DE.json.tmp-99999", "half")
    try directory.write([], manifest: try sampleManifest())
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["manifest.json"])
  }

  /// A folder holding what no manifest lists is not replaced (it would be lost): refused, and
  /// the old files stay.
  @Test func aRefusedWriteKeepsTheOldFolder() throws {
    let old = [rendered("en_US.json", "old")]
    try directory.write(old, manifest: try manifest(listing: old))
    put("notes.txt", "mine")
    let new = [rendered("en_US.json", "new")]
    #expect(
      throws: StoreError.unlisted(directory: directory.path, names: ["notes.txt"], writing: true)
    ) {
      try directory.write(new, manifest: try manifest(listing: new))
    }
    #expect(try directory.read("en_US.json") == old[0].bytes)
  }

  /// A lock makes a missing parent for its file and keeps it when the folder was written;
  /// when it was not, letting go removes what it made, and only that.
  @Test func aLockRemovesTheParentsItMadeWhenNothingWasWritten() throws {
    let unused = CorpusDirectory(path: directory.path + "/a/b/corpus")
    try CorpusLock.acquire(unused).release()
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])

    let existing = directory.path + "/kept"
    try FileManager.default.createDirectory(atPath: existing, withIntermediateDirectories: false)
    try CorpusLock.acquire(CorpusDirectory(path: existing + "/a/corpus")).release()
    #expect(try FileManager.default.contentsOfDirectory(atPath: existing) == [])

    let written = CorpusDirectory(path: directory.path + "/a/b/corpus")
    try written.write([], manifest: try sampleManifest())
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path + "/a/b") == ["corpus"])
  }

  /// `create()` that fails part way (a name too long two levels down) removes the folders it
  /// had made.
  @Test func aFailedCreateRemovesWhatItMade() throws {
    let long = String(repeating: "n", count: 300)
    let nested = CorpusDirectory(path: directory.path + "/made/\(long)/corpus")
    #expect(throws: StoreError.self) { try nested.create() }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
    #expect(
      try CorpusDirectory(path: directory.path + "/made/x").create() == [
        directory.path + "/made", directory.path + "/made/x",
      ])
  }

  /// A report written as it is made goes to a temporary file beside it and replaces the path
  /// only when whole: a write that fails part way leaves the old report and nothing beside it.
  @Test func aStreamedReportReplacesTheFileOnlyWhenWhole() throws {
    try directory.writeAtomically("report.json", Array("old\n".utf8))
    let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
    #expect(throws: StoreError.self) {
      try directory.writeAtomically("report.json") { (write) throws(StoreError) in
        for _ in 0..<3 {
          try piece.withUnsafeBufferPointer { (bytes) throws(StoreError) in try write(bytes) }
        }
        // What the process had written is on disk, under the temporary name only.
        let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names?.sorted() == [".report.json.tmp-\(getpid())", "report.json"])
        throw StoreError.io(path: "report.json", operation: "write", reason: "no space left")
      }
    }
    #expect(try directory.read("report.json") == Array("old\n".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.json"])

    try directory.writeAtomically("report.json") { (write) throws(StoreError) in
      for _ in 0..<3 {
        try piece.withUnsafeBufferPointer { (bytes) throws(StoreError) in try write(bytes) }
      }
    }
    #expect(try directory.read("report.json", maximumSize: 4 << 20) == piece + piece + piece)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.json"])
  }
}
