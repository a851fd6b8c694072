import CorpusModel
import Foundation
import Testing

/// The artifact registry: one declaration per kind of entry, which every part reads.
@Suite struct ArtifactTests {
  @Test func namesAreUniqueAndFoundByName() {
    #expect(Set(Artifact.names).count == Artifact.all.count, "two artifacts share a name")
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
    // The default plan has no configured months and no style pairs of its own: they are added
    // so their keys are written.
    var plan = Plan.default
    plan.add(monthRanges: [
      try MonthKey(parsing: "at=2024-02-14T20:00:00Z,min=2024-02-10T08:00:00Z")
    ])
    plan.stylePairs = ["medium/short"]
    let data = try JSONEncoder().encode(plan)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(try JSONEncoder().encode(Plan.default).count < data.count)
    for key in Artifact.all.flatMap(\.planKeys) {
      #expect(object[key.name] != nil, "no plan member \(key)")
    }
  }

  /// Each addition is declared by the artifacts it brings; a plan made before it lacks them.
  @Test func additionsNameTheirArtifactsAndTheirPlans() {
    // Each addition once, marked by a key of an artifact it brings, and missing from a plan
    // exactly when that key is.
    let additions = PlanAddition.all
    #expect(Set(additions.map(\.planKey)).count == additions.count)
    for addition in additions {
      let artifacts = Artifact.all.filter { addition.artifacts.contains($0.name) }
      #expect(!artifacts.isEmpty, "\(addition.planKey) brings no artifact")
      #expect(
        artifacts.contains { $0.planKeys.contains(addition.key) }
          || Plan.keys.contains(addition.key), "\(addition.planKey)")
      #expect(!addition.isMissing(Plan.default), "the default plan predates \(addition.planKey)")
    }
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
