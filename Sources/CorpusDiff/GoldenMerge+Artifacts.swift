import CorpusModel
import CorpusStore
import GoldenFormat

extension GoldenMerge {
  /// `new` with every artifact outside `artifacts` replaced by `old`'s (or left out where
  /// `old` has none), so a merge of the result takes changes of those artifacts only.
  ///
  /// Artifacts are keyed as `Change.artifact` keys them: `calendars › <calendar> › <artifact>`,
  /// else the top-level key (`week`, `fields`).
  public static func restricted(new: GoldenNode, old: GoldenNode, to artifacts: Set<String>)
    -> GoldenNode
  {
    take(old, new, [], artifacts) ?? old
  }

  private static func take(
    _ old: GoldenNode?, _ new: GoldenNode?, _ path: [String], _ artifacts: Set<String>
  ) -> GoldenNode? {
    // Another engine's part is walked into, its artifacts taken as the corpus's own are.
    let inner = EnginePart.inner(path)
    let artifact: String? =
      path.first == EnginePart.key && path.count <= 2
      ? nil : inner.first == "calendars" ? (inner.count >= 3 ? inner[2] : nil) : inner.first
    if let artifact { return artifacts.contains(artifact) ? new : old }
    guard case .object(let b, let line, let endLine) = new ?? old else { return new }
    var a: [(key: String, value: GoldenNode)] = []
    if case .object(let members, _, _)? = old, new != nil { a = members }
    var members: [(key: String, value: GoldenNode)] = []
    for member in b {
      let counterpart = a.first { $0.key == member.key }?.value
      let isNew = new != nil
      if let value = take(
        isNew ? counterpart : member.value, isNew ? member.value : nil, path + [member.key],
        artifacts)
      {
        members.append((member.key, value))
      }
    }
    for member in a where !b.contains(where: { $0.key == member.key }) {
      if let value = take(member.value, nil, path + [member.key], artifacts) {
        members.append((member.key, value))
      }
    }
    return .object(members, line: line, endLine: endLine)
  }
}
