import CorpusStore
import GoldenFormat
import Foundation
import TestSupport
import Testing

@testable import FormatCorpus

@Suite struct GenerationTests {
  let directory: CorpusDirectory
  let generator = CorpusGenerator(engine: FakeEngine(failing: ["xx_FAIL"]))

  init() {
    directory = CorpusDirectory(
      path: TestSupport.temporaryDirectory("generation").path)
  }

  func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  func request(
    _ locales: [String] = [], calendars: [CalendarID]? = nil, replan: Bool = false, jobs: Int = 2
  ) -> GenerationRequest {
    GenerationRequest(
      directory: directory, locales: locales.map(LocaleID.init(rawValue:)), calendars: calendars,
      replan: replan, jobs: jobs)
  }

  @Test func aNewCorpusWithoutLocalesCoversEveryAvailableLocale() throws {
    let summary = try generator.generate(request())
    #expect(try files() == ["af.json", "de_DE.json", "en_US.json", "fields.json", "manifest.json"])
    #expect(summary.plan.includesAvailableLocales)
    let manifest = try #require(try directory.readManifest())
    #expect(manifest.files.keys.sorted() == ["af.json", "de_DE.json", "en_US.json", "fields.json"])
    #expect(manifest.engine.name == "fake")
    let bytes = try directory.read("en_US.json")
    #expect(manifest.files["en_US.json"]?.sha256 == SHA256.hex(bytes))
  }

  @Test func aNewCorpusOfNamedLocalesHoldsJustThose() throws {
    _ = try generator.generate(request(["zh_TW", "en_US"]))
    #expect(try files() == ["en_US.json", "fields.json", "manifest.json", "zh_TW.json"])
    let plan = try #require(try directory.readManifest()).plan
    #expect(!plan.includesAvailableLocales)
    #expect(plan.locales.map(\.rawValue) == ["en_US", "zh_TW"])
  }

  @Test func withAManifestALocaleIsAddedAndOnlyItsFileWritten() throws {
    _ = try generator.generate(request(["en_US"]))
    let before = try directory.read("en_US.json")
    try Data(before + Array("edited\n".utf8)).write(
      to: URL(fileURLWithPath: directory.filePath("en_US.json")))
    _ = try generator.generate(request(["de_DE"]))
    #expect(try directory.read("en_US.json") == before + Array("edited\n".utf8))
    let manifest = try #require(try directory.readManifest())
    #expect(manifest.plan.locales.map(\.rawValue) == ["de_DE", "en_US"])
    #expect(manifest.files.keys.sorted() == ["de_DE.json", "en_US.json", "fields.json"])
    // Without --locale the stored plan is regenerated whole, restoring the edited file.
    _ = try generator.generate(request())
    #expect(try directory.read("en_US.json") == before)
  }

  @Test func changingAStoredPlanNeedsReplan() throws {
    _ = try generator.generate(request(["en_US"]))
    let manifest = try directory.read("manifest.json")
    #expect(throws: GenerationError.planChangeNeedsReplan(directory: directory.path)) {
      _ = try generator.generate(request(calendars: [.hebrew]))
    }
    #expect(try directory.read("manifest.json") == manifest)
    _ = try generator.generate(request(calendars: [.hebrew], replan: true))
    let replanned = try #require(try directory.readManifest()).plan
    #expect(replanned.calendars == [.hebrew])
    #expect(replanned.locales.map(\.rawValue) == ["en_US"])
  }

  @Test func replanningToFewerLocalesRemovesTheirFiles() throws {
    _ = try generator.generate(request(["en_US", "de_DE"]))
    let summary = try generator.generate(request(["de_DE"], replan: true))
    #expect(summary.removed == ["en_US.json"])
    #expect(try files() == ["de_DE.json", "fields.json", "manifest.json"])
  }

  @Test func anEngineFailureWritesNothing() throws {
    _ = try generator.generate(request(["en_US"]))
    let before = try files().map { try directory.read($0) }
    #expect(throws: EngineError.self) { try generator.generate(request(["xx_FAIL"])) }
    #expect(try files().map { try directory.read($0) } == before)
    #expect(try files() == ["en_US.json", "fields.json", "manifest.json"])
  }

  /// Files are staged as they render: a failure after others were staged leaves the corpus as
  /// it was and removes the stage.
  @Test func aFailureAfterStagedFilesLeavesNoStage() throws {
    _ = try generator.generate(request(["en_US"]))
    let before = try files().map { try directory.read($0) }
    #expect(throws: EngineError.self) {
      _ = try generator.generate(request(["af", "de_DE", "xx_FAIL", "zh_TW"], replan: true))
    }
    #expect(try files() == ["en_US.json", "fields.json", "manifest.json"])
    #expect(try files().map { try directory.read($0) } == before)
    let url = URL(fileURLWithPath: directory.path)
    let stage = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).fmtcorpus-staging")
    #expect(!FileManager.default.fileExists(atPath: stage.path))
  }

  /// fields.json renders beside the locales on a thread of its own when there is more than one
  /// job: a locale's failure is still the error raised (as a serial run, locales then fields,
  /// raises it), a failure of the fields alone is raised too, and neither writes anything.
  @Test(arguments: [1, 2])
  func fieldsRenderBesideTheLocalesAndFailAsASerialRun(jobs: Int) throws {
    let both = CorpusGenerator(engine: FakeEngine(failing: ["xx_FAIL"], failsFields: true))
    let first = #expect(throws: EngineError.self) {
      try both.generate(request(["en_US", "xx_FAIL"], jobs: jobs))
    }
    #expect(first?.operation == "fake_open")
    let fields = #expect(throws: EngineError.self) {
      try both.generate(request(["en_US"], jobs: jobs))
    }
    #expect(fields?.operation == "fake_fields")
    #expect(!FileManager.default.fileExists(atPath: directory.path))
    let made = try generator.generate(request(["en_US", "af"], jobs: jobs))
    #expect(made.written == ["af.json", "en_US.json", "fields.json"])
  }

  @Test func bytesDoNotDependOnThreadCount() throws {
    let locales = ["af", "de_DE", "en_US", "zh_TW"].map(LocaleID.init(rawValue:))
    let one = try generator.renderLocales(locales, plan: .default, jobs: 1)
    let four = try generator.renderLocales(locales, plan: .default, jobs: 4)
    #expect(one.map(\.bytes) == four.map(\.bytes))
    #expect(one.map(\.name) == ["af.json", "de_DE.json", "en_US.json", "zh_TW.json"])
  }

  /// `check` keeps no copy of a file equal to its stored one: only the files that differ are
  /// held (and compared), on both sides; every file is still named as compared.
  @Test func aCheckHoldsOnlyTheFilesThatDiffer() throws {
    _ = try generator.generate(request())
    let stored = try StoredCorpus.require(directory)
    let clean = try generator.check(stored, locales: [], pending: nil, jobs: 2)
    #expect(clean.changes.isEmpty)
    #expect(clean.stored.files.isEmpty && clean.fresh.files.isEmpty)
    #expect(clean.files == ["af.json", "de_DE.json", "en_US.json", "fields.json"])

    let drifting = CorpusGenerator(engine: FakeEngine(drifted: ["de_DE"]))
    let outcome = try drifting.check(stored, locales: [], pending: nil, jobs: 2)
    #expect(outcome.stored.files.keys.sorted() == ["de_DE.json"])
    #expect(outcome.fresh.files.keys.sorted() == ["de_DE.json"])
    #expect(Set(outcome.changes.map(\.file)) == ["de_DE.json"] && outcome.changes.count == 9)
    #expect(outcome.changes.first?.new?.hasSuffix(" drifted") == true)
    #expect(outcome.files == ["af.json", "de_DE.json", "en_US.json", "fields.json"])
    #expect(outcome.fresh.manifest?.files.count == 4)
  }

  /// `check --pending` stages each fresh file as it renders: an engine failure leaves no
  /// pending folder, no stage and no lock beside it.
  @Test func aFailedCheckLeavesNoPendingFolder() throws {
    _ = try generator.generate(request())
    let stored = try StoredCorpus.require(directory)
    let parent = TestSupport.temporaryDirectory("pending-parent")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    let pending = CorpusDirectory(path: parent.appendingPathComponent("pending").path)
    let failing = CorpusGenerator(engine: FakeEngine(failing: ["en_US"]))
    #expect(throws: EngineError.self) {
      try failing.check(stored, locales: [], pending: pending, jobs: 2)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [])

    let outcome = try generator.check(stored, locales: [], pending: pending, jobs: 2)
    #expect(outcome.changes.isEmpty)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: pending.path).sorted() == [
        "af.json", "de_DE.json", "en_US.json", "fields.json", "manifest.json",
      ])
    for name in ["af.json", "de_DE.json", "en_US.json", "fields.json"] {
      #expect(try pending.read(name) == directory.read(name))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["pending"])
  }
}
