import CorpusModel
import Foundation
import Testing

/// `Plan.artifacts`: a plan may render only some artifacts (a team's plan file lists its
/// formats'), while the default plan, and every plan made before the key, renders them all and
/// encodes as it did.
@Suite struct PlanArtifactsTests {
  @Test func theDefaultPlanRendersEveryArtifactAndHasNoKey() throws {
    #expect(Plan.default.artifacts == nil)
    #expect(Artifact.all.allSatisfy(Plan.default.renders))
    #expect(Plan.default.rendersFieldsFile)
    let json = String(decoding: try JSONEncoder().encode(Plan.default), as: UTF8.self)
    #expect(!json.contains("\"artifacts\""))
  }

  @Test func aPlanOfItsFormatsRendersOnlyThemAndNoFieldsFile() {
    var plan = Plan.default
    plan.artifacts = Plan.orderedArtifacts(["patterns", "skeletons", "patterns"])
    #expect(plan.artifacts == ["skeletons", "patterns"])
    #expect(Artifact.all.filter(plan.renders).map(\.name) == ["skeletons", "patterns"])
    #expect(!plan.rendersFieldsFile)
    plan.artifacts = ["arithmetic"]
    #expect(plan.rendersFieldsFile)
  }

  @Test func leavingOutArtifactsIsOneDifference() {
    var plan = Plan.default
    plan.artifacts = ["skeletons", "patterns"]
    #expect(
      plan.differences(from: .default)
        == [Plan.Difference(axis: "artifacts", detail: "artifacts (\(Artifact.all.count) → 2)", predated: false)])
    #expect(Plan.default.differences(from: .default).isEmpty)
  }

  @Test func thePlanFilesOverrideReplacesTheArtifacts() throws {
    var overrides = PlanOverrides()
    overrides[.artifacts] = ["patterns", "skeletons"]
    let plan = try overrides.plan(locales: (true, []))
    #expect(plan.artifacts == ["skeletons", "patterns"])
    #expect(overrides.replacesAxes)
  }
}
