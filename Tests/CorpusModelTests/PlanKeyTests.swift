import CorpusModel
import Foundation
import Testing

/// The plan's keys are one list (``Plan/keys``): the shared axes and what each artifact
/// declares. These tests read the plan's own members, so a member added to ``Plan`` without a
/// key — which the plan comparison, `accept` and `generate`'s engine rule would then miss —
/// fails here.
@Suite struct PlanKeyTests {
  /// Every stored member of `Plan` is compared by exactly one key.
  @Test func everyPlanMemberHasAKey() {
    let members = Mirror(reflecting: Plan.default).children.compactMap(\.label)
    let covered = Plan.keys.flatMap { [$0.name] + $0.alsoCovers }
    #expect(
      Set(members) == Set(covered), "members without a key: \(Set(members).subtracting(covered))")
    #expect(covered.count == Set(covered).count, "a member covered twice")
  }

  /// A change of any member shows in the comparison, under its own key: derived from the
  /// members, each changed alone, so a key whose comparison reads the wrong member fails.
  @Test func changingAnyMemberIsADifference() throws {
    let base = Plan.default
    var changed: [String: Plan] = [:]
    var plan = base
    plan.includesAvailableLocales = false
    changed["includesAvailableLocales"] = plan
    plan = base
    plan.locales = [LocaleID(rawValue: "zh_TW")]
    changed["locales"] = plan
    plan = base
    plan.calendars = [.gregorian]
    changed["calendars"] = plan
    plan = base
    plan.preferredCalendars = false
    changed["preferredCalendars"] = plan
    plan = base
    plan.styleZone = ZoneID(rawValue: "UTC")
    changed["styleZone"] = plan
    plan = base
    plan.zones = [ZoneID(rawValue: "UTC")]
    changed["zones"] = plan
    plan = base
    plan.seedInstants = [Plan.skeletonInstant]
    changed["seedInstants"] = plan
    plan = base
    plan.edgeInstants = []
    changed["edgeInstants"] = plan
    plan = base
    plan.sweepInstants = []
    changed["sweepInstants"] = plan
    plan = base
    plan.monthInstants = []
    changed["monthInstants"] = plan
    plan = base
    plan.templates = ["yMd"]
    changed["templates"] = plan
    plan = base
    plan.patterns = ["MM/dd"]
    changed["patterns"] = plan
    plan = base
    plan.add(pickers: [try PickerKey(parsing: "time,minute-interval=5")])
    changed["pickers"] = plan
    plan = base
    plan.intervals = []
    changed["intervals"] = plan
    plan = base
    plan.intervalTemplates = ["yMd"]
    changed["intervalTemplates"] = plan
    plan = base
    plan.arithmetic = []
    changed["arithmetic"] = plan
    plan = base
    plan.add(
      relativeOffsets: [try SpanAmount(validating: "7", option: "--relative-offset")],
      durationSeconds: [])
    changed["relative"] = plan
    plan = base
    plan.add(
      relativeOffsets: [],
      durationSeconds: [try SpanAmount(validating: "12345", option: "--duration-seconds")])
    changed["durations"] = plan
    plan = base
    plan.add(monthRanges: [
      try MonthKey(parsing: "at=2024-02-14T20:00:00Z,min=2024-02-10T08:00:00Z")
    ])
    changed["monthRanges"] = plan

    let members = Mirror(reflecting: base).children.compactMap(\.label)
    #expect(Set(changed.keys) == Set(members), "each member is changed once here")
    for (member, plan) in changed.sorted(by: { $0.key < $1.key }) {
      let key = try #require(
        Plan.keys.first { $0.name == member || $0.alsoCovers.contains(member) })
      #expect(key.difference(base, plan) != nil, "\(member) changed, no difference")
      #expect(plan.differences(from: base).map(\.axis) == [key.axis], "\(member)")
      // `generate --locale L` may add formats only with the corpus's own engine.
      #expect(plan.changesFormats(of: base) == key.isFormat, "\(member)")
    }
  }

  /// Each artifact's keys are its own: no key is declared by two artifacts, and every key an
  /// addition names is one of its artifact's.
  @Test func artifactsDeclareTheirKeys() {
    let declared = Artifact.all.flatMap(\.planKeys)
    #expect(declared.count == Set(declared).count)
    for artifact in Artifact.all {
      if let addition = artifact.addition {
        #expect(Plan.keys.contains(addition.key), "\(artifact.name)")
      }
    }
    #expect(Set(Plan.sharedKeys).isDisjoint(with: declared))
  }
}
