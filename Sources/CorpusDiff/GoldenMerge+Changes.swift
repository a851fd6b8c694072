extension GoldenMerge {
  /// The choice that takes exactly `changes` (of one file), as `CorpusComparison` reported
  /// them: each entry's own key and class; a member only one side has when the changes include
  /// an `added` (or `removed`) entry under it — all of them do, since a comparison reports every
  /// entry of such a subtree with that class and `review` decides them together.
  public static func choosing(_ changes: [Change]) -> Choice {
    struct Key: Hashable {
      var path: [String]
      var changeClass: ChangeClass
    }
    let exact = Set(changes.map { Key(path: $0.path, changeClass: $0.changeClass) })
    let whole = changes.filter { $0.changeClass == .added || $0.changeClass == .removed }
    return { path, changeClass in
      if exact.contains(Key(path: path, changeClass: changeClass)) { return true }
      guard changeClass == .added || changeClass == .removed else { return false }
      return whole.contains {
        $0.changeClass == changeClass && $0.path.count > path.count && $0.path.starts(with: path)
      }
    }
  }
}
