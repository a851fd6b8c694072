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

  /// A new key cannot be left out of the comparison: every member of the plan, changed alone
  /// by a rule that names no member (a list loses its last item, a flag flips, a text becomes
  /// another, an object changes its first member so), is a difference under its own key, with
  /// the key's axis and format rule. A member an artifact adds needs no line here.
  @Test func changingAnyMemberIsADifference() throws {
    // The default plan, with a value for each member it leaves empty.
    var base = Plan.default
    base.locales = [LocaleID(rawValue: "zh_TW")]
    base.artifacts = Artifact.names
    base.add(monthRanges: [
      try MonthKey(parsing: "at=2024-02-14T20:00:00Z,min=2024-02-10T08:00:00Z")
    ])
    base.formatScopes = [
      FormatScope(kind: .template, format: "yMMMd", locales: [LocaleID(rawValue: "zh_TW")])
    ]
    base.engines = ["icu", "foundation", "formatstyle"]
    base.stylePairs = ["medium/short", "none/short"]
    let object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(base)) as? [String: Any])
    let members = Mirror(reflecting: base).children.compactMap(\.label)
    #expect(Set(object.keys) == Set(members), "give the base plan a value for every member")
    for member in members.sorted() {
      let value = try #require(object[member])
      let changedValue = try #require(
        Self.changed(value), "\(member): no rule makes \(value) another value")
      var changedObject = object
      changedObject[member] = changedValue
      let plan = try JSONDecoder().decode(
        Plan.self, from: JSONSerialization.data(withJSONObject: changedObject))
      let key = try #require(
        Plan.keys.first { $0.name == member || $0.alsoCovers.contains(member) },
        "\(member) has no key")
      #expect(key.difference(base, plan) != nil, "\(member) changed, no difference")
      #expect(plan.differences(from: base).map(\.axis) == [key.axis], "\(member)")
      // `generate --locale L` may add formats only with the corpus's own engine.
      #expect(plan.changesFormats(of: base) == key.isFormat, "\(member)")
    }
  }

  /// Another JSON value of the same shape, nil when the rule has none (an empty list).
  private static func changed(_ value: Any) -> Any? {
    switch value {
    case let list as [Any]: return list.isEmpty ? nil : Array(list.dropLast())
    case let flag as Bool: return !flag
    case let text as String: return text == "UTC" ? "Asia/Tokyo" : "UTC"
    case let object as [String: Any]:
      for name in object.keys.sorted() {
        if let member = object[name], let changed = changed(member) {
          var copy = object
          copy[name] = changed
          return copy
        }
      }
      return nil
    default: return nil
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
