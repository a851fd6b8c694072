import CorpusStore
import GoldenFormat

/// Takes chosen classes of change from a new golden file into an old one.
///
/// Walks both trees the way `GoldenEntries` keys them (wheels by field), so each change that
/// the report showed is taken or left exactly as classed there.
public enum GoldenMerge {
  public static func merge(old: GoldenNode, new: GoldenNode, accepting classes: Set<ChangeClass>)
    -> GoldenNode
  {
    node(old, new, classes, [])
  }

  /// - Parameter path: where the nodes sit, as `GoldenEntries` keys them: a parse result's
  ///   change is `parsing` whatever its strings (`calendars › <calendar> › parsing › …`).
  private static func node(
    _ old: GoldenNode, _ new: GoldenNode, _ classes: Set<ChangeClass>, _ path: [String]
  ) -> GoldenNode {
    switch (old, new) {
    case (.object(let a, let line, let endLine), .object(let b, _, _)):
      if let oldMonth = MonthGrid(old), let newMonth = MonthGrid(new) {
        let turned = newMonth.turn(from: oldMonth) != nil
        return object(a, b, line: line, endLine: endLine, classes) { key, x, y in
          // A turned header takes the rows along: both are the one `order` change.
          guard key == "weekdays" || key == "weeks" else {
            return node(x, y, classes, path + [key])
          }
          return turned ? (classes.contains(.order) ? y : x) : unit(x, y, classes)
        }
      }
      return object(a, b, line: line, endLine: endLine, classes) {
        node($1, $2, classes, path + [$0])
      }
    case (.array(let a, let line, let endLine), .array(let b, _, _)):
      if let oldKeys = GoldenEntries.elementKeys(a), let newKeys = GoldenEntries.elementKeys(b) {
        let keys = mergedKeys(oldKeys, newKeys, classes)
        let items = keys.compactMap { key -> GoldenNode? in
          switch (oldKeys.firstIndex(of: key), newKeys.firstIndex(of: key)) {
          case (let x?, let y?): node(a[x], b[y], classes, path + [key])
          case (let x?, nil): a[x]
          case (nil, let y?): b[y]
          case (nil, nil): nil
          }
        }
        return .array(items, line: line, endLine: endLine)
      }
      return array(a, b, line: line, endLine: endLine, classes) { node($0, $1, classes, path) }
    case (.string(let x, _), .string(let y, _)):
      let changeClass =
        CorpusComparison.isParsing(path)
        ? ChangeClass.parsing : StringClassifier.classify(old: x, new: y)
      return x != y && classes.contains(changeClass) ? new : old
    default:
      return old.golden == new.golden || !classes.contains(.text) ? old : new
    }
  }

  /// A month's header and rows as the report shows them: a row's days (or a header) is taken
  /// or left whole by its class; anything else as everywhere.
  private static func unit(_ old: GoldenNode, _ new: GoldenNode, _ classes: Set<ChangeClass>)
    -> GoldenNode
  {
    switch (old, new) {
    case (.array(let a, let line, let endLine), .array(let b, _, _)):
      let texts = { (items: [GoldenNode]) -> [String]? in
        var texts: [String] = []
        for item in items {
          guard case .string(let text, _) = item else { return nil }
          texts.append(text)
        }
        return texts
      }
      if let x = texts(a), let y = texts(b) {
        guard x != y else { return old }
        let changeClass = StringClassifier.classify(
          old: MonthGrid.entryText(x), new: MonthGrid.entryText(y))
        return classes.contains(changeClass) ? new : old
      }
      return array(a, b, line: line, endLine: endLine, classes) { unit($0, $1, classes) }
    case (.object(let a, let line, let endLine), .object(let b, _, _)):
      return object(a, b, line: line, endLine: endLine, classes) { unit($1, $2, classes) }
    default:
      return node(old, new, classes, [])  // inside a month: never a parse result
    }
  }

  /// An object's members: both sides' merged by `merge`, one side's taken with `added` or
  /// left with `removed`.
  private static func object(
    _ a: [(key: String, value: GoldenNode)], _ b: [(key: String, value: GoldenNode)], line: Int,
    endLine: Int, _ classes: Set<ChangeClass>,
    merge: (String, GoldenNode, GoldenNode) -> GoldenNode
  ) -> GoldenNode {
    var members: [(key: String, value: GoldenNode)] = []
    for member in a {
      if let counterpart = b.first(where: { $0.key == member.key }) {
        members.append((member.key, merge(member.key, member.value, counterpart.value)))
      } else if !classes.contains(.removed) {
        members.append(member)
      }
    }
    if classes.contains(.added) {
      let oldKeys = Set(a.map(\.key))
      for member in b where !oldKeys.contains(member.key) { members.append(member) }
    }
    return .object(members, line: line, endLine: endLine)
  }

  /// An array's items by position: both sides' merged by `merge`, one side's taken with
  /// `added` or left with `removed`.
  private static func array(
    _ a: [GoldenNode], _ b: [GoldenNode], line: Int, endLine: Int, _ classes: Set<ChangeClass>,
    merge: (GoldenNode, GoldenNode) -> GoldenNode
  ) -> GoldenNode {
    var items: [GoldenNode] = []
    for index in 0..<max(a.count, b.count) {
      switch (index < a.count ? a[index] : nil, index < b.count ? b[index] : nil) {
      case (let x?, let y?): items.append(merge(x, y))
      case (let x?, nil): if !classes.contains(.removed) { items.append(x) }
      case (nil, let y?): if classes.contains(.added) { items.append(y) }
      case (nil, nil): break
      }
    }
    return .array(items, line: line, endLine: endLine)
  }

  /// The wheels of a merged picker, in order, each class taken independently as
  /// `CorpusComparison` reports it: wheels only `new` has come with `added`, wheels only `old`
  /// has go with `removed`, and the wheels both have take `new`'s relative order with `order`.
  ///
  /// The wheels both have are laid out in the chosen order; each wheel kept from one side only
  /// goes right after the wheel it follows on that side (first when it leads).
  static func mergedKeys(_ oldKeys: [String], _ newKeys: [String], _ classes: Set<ChangeClass>)
    -> [String]
  {
    let takeOrder = classes.contains(.order)
    let (primary, secondary) = takeOrder ? (newKeys, oldKeys) : (oldKeys, newKeys)
    // Wheels only the primary side has: added ones (new) or removed ones (old).
    let keepPrimaryOnly = takeOrder ? classes.contains(.added) : !classes.contains(.removed)
    let keepSecondaryOnly = takeOrder ? !classes.contains(.removed) : classes.contains(.added)
    var keys = primary.filter { secondary.contains($0) || keepPrimaryOnly }
    for (index, key) in secondary.enumerated() where !primary.contains(key) && keepSecondaryOnly {
      let before = secondary[..<index].last { keys.contains($0) }
      keys.insert(key, at: before.map { keys.firstIndex(of: $0)! + 1 } ?? 0)
    }
    return keys
  }
}
