import Foundation
import Testing

@testable import FormatCorpus

/// The gate's commands as a library user calls them: values in, an outcome out, nothing printed.
@Suite struct GateTests {
  let generator = CorpusGenerator(engine: FakeEngine(failing: []))

  func corpus(_ calendars: [CalendarID]?) throws -> CorpusDirectory {
    let directory = CorpusDirectory(
      path: FileManager.default.temporaryDirectory
        .appendingPathComponent("fmtcorpus-steps-\(UUID().uuidString)").path)
    _ = try generator.generate(
      GenerationRequest(
        directory: directory, locales: [LocaleID(rawValue: "en_US")], calendars: calendars,
        replan: false, jobs: 1))
    return directory
  }

  /// Three calendars against one: only the other calendars' entries go, and `--artifact`
  /// narrows what is judged, with a note.
  @Test func diffStepNarrowsByArtifact() throws {
    let three = try corpus(nil)
    let one = try corpus([.gregorian])
    let all = try GateDiff(old: three, new: one).run()
    #expect(!all.changes.isEmpty)
    #expect(Set(all.changes.map(\.changeClass)) == [.removed])
    #expect(Set(all.changes.compactMap(\.calendar)) == ["buddhist", "hebrew"])
    let styles = try GateDiff(old: three, new: one, artifacts: ["styles"]).run()
    #expect(Set(styles.changes.map(\.artifact)) == ["styles"])
    #expect(
      styles.notes.first == "narrowed by --artifact to styles: other artifacts were not judged")
    let week = try GateDiff(old: three, new: one, artifacts: ["week"]).run()
    #expect(week.changes.isEmpty)

    let settings = ReportSettings(
      format: .json, failOn: [.added], ignore: [], maxEntries: 2)
    let report = all.report(settings, annotating: .new)
    #expect(report.exitCode == 0)
    #expect(report.listed.changes.count == 2)
    #expect(report.listed.omitted == all.changes.count - 2)
    #expect(report.annotationRoot == one.label)
  }

  @Test func artifactNamesAreCheckedAndCaseInsensitive() throws {
    #expect(try ArtifactList.parse(["Styles,week", "wheels"]) == ["styles", "week", "wheels"])
    #expect(
      throws: CheckError.unknownArtifact(
        "no-such-artifact", option: "--artifact",
        artifacts: Artifact.names)
    ) { try ArtifactList.parse(["no-such-artifact"]) }
  }
}
