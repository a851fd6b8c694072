import CorpusStore

/// Takes chosen classes of change from a new golden file into an old one.
///
/// Walks both trees the way `GoldenEntries` keys them (wheels by field), so each change that
/// the report showed is taken or left exactly as classed there.
public enum GoldenMerge {
  public static func merge(old: GoldenNode, new: GoldenNode, accepting classes: Set<ChangeClass>) -> GoldenNode {
    node(old, new, classes)
  }

  private static func node(_ old: GoldenNode, _ new: GoldenNode, _ classes: Set<ChangeClass>) -> GoldenNode {
    switch (old, new) {
    case (.object(let a, let line, let endLine), .object(let b, _, _)):
      var members: [(key: String, value: GoldenNode)] = []
      for member in a {
        if let counterpart = b.first(where: { $0.key == member.key }) {
          members.append((member.key, node(member.value, counterpart.value, classes)))
        } else if !classes.contains(.removed) {
          members.append(member)
        }
      }
      if classes.contains(.added) {
        let oldKeys = Set(a.map(\.key))
        for member in b where !oldKeys.contains(member.key) { members.append(member) }
      }
      return .object(members, line: line, endLine: endLine)
    case (.array(let a, let line, let endLine), .array(let b, _, _)):
      if let oldKeys = GoldenEntries.elementKeys(a), let newKeys = GoldenEntries.elementKeys(b) {
        let takeOrder = oldKeys != newKeys && classes.contains(.order)
        let keys = takeOrder ? newKeys : oldKeys
        var items: [GoldenNode] = []
        for key in keys {
          let before = oldKeys.firstIndex(of: key).map { a[$0] }
          let after = newKeys.firstIndex(of: key).map { b[$0] }
          switch (before, after) {
          case (let x?, let y?): items.append(node(x, y, classes))
          case (let x?, nil): if !takeOrder { items.append(x) }
          case (nil, let y?): items.append(y)
          case (nil, nil): break
          }
        }
        return .array(items, line: line, endLine: endLine)
      }
      var items: [GoldenNode] = []
      for index in 0..<max(a.count, b.count) {
        switch (index < a.count ? a[index] : nil, index < b.count ? b[index] : nil) {
        case (let x?, let y?): items.append(node(x, y, classes))
        case (let x?, nil): if !classes.contains(.removed) { items.append(x) }
        case (nil, let y?): if classes.contains(.added) { items.append(y) }
        case (nil, nil): break
        }
      }
      return .array(items, line: line, endLine: endLine)
    case (.string(let x, _), .string(let y, _)):
      return x != y && classes.contains(StringClassifier.classify(old: x, new: y)) ? new : old
    default:
      return old.golden == new.golden || !classes.contains(.text) ? old : new
    }
  }
}
