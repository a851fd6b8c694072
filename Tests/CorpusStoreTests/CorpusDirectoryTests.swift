import CorpusModel
import Foundation
import TestSupport
import Testing

@testable import CorpusStore

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
    try directory.writeAtomically("manifest.json", Array("{\"formatVersion\": 7}\n".utf8))
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
    try directory.writeAtomically("manifest.json", Array("{\"formatVersion\": 1, \"plan\": {".utf8))
    #expect {
      try directory.readManifest()
    } throws: { error in
      guard case StoreError.corrupt(let file, let line, _) = error else { return false }
      return file == directory.filePath("manifest.json") && line == 1
    }
  }

  @Test func atomicWritesReplaceWholeFilesAndLeaveNoTemporaries() throws {
    try directory.writeAtomically("en_US.json", Array("old\n".utf8))
    try directory.writeAtomically("en_US.json", Array("new\n".utf8))
    #expect(try directory.read("en_US.json") == Array("new\n".utf8))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == ["en_US.json"])
  }

  @Test func writingSweepsTemporariesOfKilledRuns() throws {
    try directory.writeAtomically(".de_DE.json.tmp-99999", Array("half".utf8))
    try directory.write([], manifest: try sampleManifest())
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["manifest.json"])
  }

  @Test func aFailedWriteKeepsTheOldFile() throws {
    try directory.writeAtomically("en_US.json", Array("old\n".utf8))
    // A folder where the temporary file would go makes the write fail before the rename.
    let blocker = directory.filePath(".en_US.json.tmp-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: false)
    #expect(throws: StoreError.self) {
      try directory.writeAtomically("en_US.json", Array("new\n".utf8))
    }
    #expect(try directory.read("en_US.json") == Array("old\n".utf8))
  }
}
