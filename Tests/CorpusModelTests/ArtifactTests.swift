import CorpusModel
import Foundation
import Testing

/// The artifact registry: one declaration per kind of entry, which every part reads.
@Suite struct ArtifactTests {
  @Test func namesAreUniqueAndFoundByName() {
    #expect(
      Artifact.names == [
        "month", "wheels", "pickers", "styles", "skeletons", "patterns", "parsing", "week",
        "fields", "intervals", "arithmetic", "relative", "durations", "availability",
      ])
    for artifact in Artifact.all { #expect(Artifact.named(artifact.name) == artifact) }
    #expect(Artifact.named("file") == nil)
    #expect(Artifact.named("Styles") == nil)
    #expect(Artifact.pageOrder.allSatisfy(Artifact.all.contains))
    // `--artifact` takes any letter case and compares lower-cased: a name must be lower-case.
    for name in Artifact.names { #expect(name == name.lowercased(), "\(name) is not lower-case") }
  }

  /// An artifact's plan key is the `Plan` member the manifest stores under that key, so the
  /// spelling the manifest codec reads from the artifact is the one `Codable` writes.
  @Test func planKeysAreThePlansOwnKeys() throws {
    // The default plan has no configured months: one is added so its key is written.
    var plan = Plan.default
    plan.add(monthRanges: [
      try MonthKey(parsing: "at=2024-02-14T20:00:00Z,min=2024-02-10T08:00:00Z")
    ])
    let data = try JSONEncoder().encode(plan)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let keys = Artifact.all.compactMap(\.planKey)
    #expect(
      keys == [
        "monthInstants", "pickers", "templates", "patterns", "intervals", "arithmetic", "relative",
        "durations", "monthRanges",
      ])
    #expect(try JSONEncoder().encode(Plan.default).count < data.count)
    for key in keys { #expect(object[key] != nil, "no plan member \(key)") }
  }

  /// Each addition is declared by the artifacts it brings; a plan made before it lacks them.
  @Test func additionsNameTheirArtifactsAndTheirPlans() {
    #expect(
      PlanAddition.all.map(\.planKey) == [
        "monthInstants", "pickers", "patterns", "intervals", "arithmetic", "relative", "durations",
      ])
    #expect(PlanAddition.all.last?.artifacts == ["durations"])
    #expect(PlanAddition.formats.artifacts == ["patterns", "parsing"])
    var old = Plan.default
    #expect(PlanAddition.missingArtifacts(in: old).isEmpty)
    old.monthInstants = nil
    old.patterns = nil
    #expect(PlanAddition.missingArtifacts(in: old) == ["month", "patterns", "parsing"])
    #expect(
      PlanAddition.generateNote(old, directory: "corpus")
        == "note: this corpus's plan predates the month artifact and the patterns and parsing artifacts, so it has no months or fixed patterns or parse results; 'fmtcorpus generate --replan --out corpus' adds them"
    )
  }
}
