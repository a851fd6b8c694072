import Foundation
import TestSupport
import Testing

/// The record mode itself, in a folder of its own: it records only when asked, never in CI.
@Suite struct FixtureRecordingTests {
  let folder: URL = {
    let folder = TestSupport.temporaryDirectory("fixtures")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }()

  func stored(_ name: String) -> String? {
    try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func comparesWithoutWriting() throws {
    try Data("old\n".utf8).write(to: folder.appendingPathComponent("f.json"))
    #expect(
      FixtureRecording.compare("old\n", fixture: "f.json", in: folder, environment: [:]) == .matches
    )
    #expect(
      FixtureRecording.compare("new\n", fixture: "f.json", in: folder, environment: [:])
        == .differs(fixture: "old\n"))
    #expect(
      FixtureRecording.compare(
        "new\n", fixture: "f.json", in: folder, environment: ["FMTCORPUS_RECORD": "0"])
        == .differs(fixture: "old\n"))
    #expect(stored("f.json") == "old\n")
  }

  @Test func recordsOnlyWhenAsked() throws {
    let outcome = FixtureRecording.compare(
      "new\n", fixture: "g.json", in: folder, environment: ["FMTCORPUS_RECORD": "1"])
    #expect(outcome == .recorded(path: folder.appendingPathComponent("g.json").path))
    #expect(stored("g.json") == "new\n")
  }

  @Test func neverRecordsInCI() throws {
    try Data("old\n".utf8).write(to: folder.appendingPathComponent("h.json"))
    let outcome = FixtureRecording.compare(
      "new\n", fixture: "h.json", in: folder,
      environment: ["FMTCORPUS_RECORD": "1", "CI": "true"])
    guard case .refused(let reason) = outcome else {
      Issue.record("recorded in CI: \(outcome)")
      return
    }
    #expect(reason.hasPrefix("FMTCORPUS_RECORD is never honoured in CI (CI=true)"))
    #expect(stored("h.json") == "old\n")
  }
}
