import CorpusStore
import GoldenFormat

/// Takes chosen changes from a new golden file into an old one: whole classes (`accept
/// --class`), or single entries (`review`).
///
/// Walks both trees the way `GoldenEntries` keys them (wheels by field, other arrays by
/// position), so each change that the report showed is taken or left exactly as keyed and
/// classed there.
public enum GoldenMerge {
  /// Whether to take `new` where the trees differ: at an entry's key path, or at a member only
  /// one side has (then every entry under that path is `added`, or `removed`), with the class
  /// the report gives it.
  public typealias Choice = (_ path: [String], _ changeClass: ChangeClass) -> Bool

  public static func merge(old: GoldenNode, new: GoldenNode, accepting classes: Set<ChangeClass>)
    -> GoldenNode
  {
    merge(old: old, new: new) { classes.contains($1) }
  }

  /// `old` with the differences `take` chooses taken from `new`. A month whose first weekday
  /// moved takes its header and rows whole with its `order` change (`<month> › order`).
  public static func merge(old: GoldenNode, new: GoldenNode, taking take: Choice) -> GoldenNode {
    node(old, new, take, [])
  }

  /// - Parameter path: where the nodes sit, as `GoldenEntries` keys them: a parse result's
  ///   change is `parsing` whatever its strings (`calendars › <calendar> › parsing › …`).
  private static func node(
    _ old: GoldenNode, _ new: GoldenNode, _ take: Choice, _ path: [String]
  ) -> GoldenNode {
    switch (old, new) {
    case (.object(let a, let line, let endLine), .object(let b, _, _)):
      if let oldMonth = MonthGrid(old), let newMonth = MonthGrid(new) {
        let turned = newMonth.turn(from: oldMonth) != nil
        return object(a, b, line: line, endLine: endLine, path, take) { key, x, y in
          // A turned header takes the rows along: both are the one `order` change.
          guard key == "weekdays" || key == "weeks" else {
            return node(x, y, take, path + [key])
          }
          if turned { return take(path + [GoldenEntries.orderKey], .order) ? y : x }
          return unit(x, y, take, path + [key])
        }
      }
      return object(a, b, line: line, endLine: endLine, path, take) {
        node($1, $2, take, path + [$0])
      }
    case (.array(let a, let line, let endLine), .array(let b, _, _)):
      if let oldKeys = GoldenEntries.elementKeys(a), let newKeys = GoldenEntries.elementKeys(b) {
        let keys = mergedKeys(oldKeys, newKeys, path: path, take)
        let items = keys.compactMap { key -> GoldenNode? in
          switch (oldKeys.firstIndex(of: key), newKeys.firstIndex(of: key)) {
          case (let x?, let y?): node(a[x], b[y], take, path + [key])
          case (let x?, nil): a[x]
          case (nil, let y?): b[y]
          case (nil, nil): nil
          }
        }
        return .array(items, line: line, endLine: endLine)
      }
      return array(a, b, line: line, endLine: endLine, path, take) {
        node($1, $2, take, path + [$0])
      }
    case (.string(let x, _), .string(let y, _)):
      let changeClass =
        CorpusComparison.isParsing(path)
        ? ChangeClass.parsing : StringClassifier.classify(old: x, new: y)
      return x != y && take(path, changeClass) ? new : old
    default:
      return old.golden == new.golden || !take(path, .text) ? old : new
    }
  }

  /// A month's header and rows as the report shows them: a row's days (or a header) is taken
  /// or left whole by its class; anything else as everywhere.
  private static func unit(
    _ old: GoldenNode, _ new: GoldenNode, _ take: Choice, _ path: [String]
  ) -> GoldenNode {
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
        return take(path, changeClass) ? new : old
      }
      return array(a, b, line: line, endLine: endLine, path, take) {
        unit($1, $2, take, path + [$0])
      }
    case (.object(let a, let line, let endLine), .object(let b, _, _)):
      return object(a, b, line: line, endLine: endLine, path, take) {
        unit($1, $2, take, path + [$0])
      }
    default:
      return node(old, new, take, path)  // inside a month: never a parse result
    }
  }

  /// An object's members: both sides' merged by `merge`, one side's taken with `added` or
  /// left with `removed`.
  private static func object(
    _ a: [(key: String, value: GoldenNode)], _ b: [(key: String, value: GoldenNode)], line: Int,
    endLine: Int, _ path: [String], _ take: Choice,
    merge: (String, GoldenNode, GoldenNode) -> GoldenNode
  ) -> GoldenNode {
    var members: [(key: String, value: GoldenNode)] = []
    for member in a {
      if let counterpart = b.first(where: { $0.key == member.key }) {
        let value = counterpart.value
        members.append(
          (
            member.key,
            same(member.value, value) ? member.value : merge(member.key, member.value, value)
          ))
      } else if !take(path + [member.key], .removed) {
        members.append(member)
      }
    }
    let oldKeys = Set(a.map(\.key))
    for member in b where !oldKeys.contains(member.key) && take(path + [member.key], .added) {
      members.append(member)
    }
    return .object(members, line: line, endLine: endLine)
  }

  /// An array's items by position: both sides' merged by `merge`, one side's taken with
  /// `added` or left with `removed`.
  private static func array(
    _ a: [GoldenNode], _ b: [GoldenNode], line: Int, endLine: Int, _ path: [String],
    _ take: Choice, merge: (String, GoldenNode, GoldenNode) -> GoldenNode
  ) -> GoldenNode {
    var items: [GoldenNode] = []
    for index in 0..<max(a.count, b.count) {
      let key = String(index)
      switch (index < a.count ? a[index] : nil, index < b.count ? b[index] : nil) {
      case (let x?, let y?): items.append(same(x, y) ? x : merge(key, x, y))
      case (let x?, nil): if !take(path + [key], .removed) { items.append(x) }
      case (nil, let y?): if take(path + [key], .added) { items.append(y) }
      case (nil, nil): break
      }
    }
    return .array(items, line: line, endLine: endLine)
  }

  /// Whether two nodes are the same string: most of a file, kept without a walk (and without
  /// the key path a walk builds).
  private static func same(_ x: GoldenNode, _ y: GoldenNode) -> Bool {
    guard case .string(let a, _) = x, case .string(let b, _) = y else { return false }
    return a == b
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
    mergedKeys(oldKeys, newKeys, path: []) { classes.contains($1) }
  }

  /// The same, each wheel and the order chosen by `take` at `path` (the wheels' array).
  static func mergedKeys(
    _ oldKeys: [String], _ newKeys: [String], path: [String], _ take: Choice
  ) -> [String] {
    let takeOrder = take(path + [GoldenEntries.orderKey], .order)
    let (primary, secondary) = takeOrder ? (newKeys, oldKeys) : (oldKeys, newKeys)
    // A wheel only one side has: kept when new's is taken (added) or old's not (removed).
    func keep(_ key: String, new: Bool) -> Bool {
      new ? take(path + [key], .added) : !take(path + [key], .removed)
    }
    var keys = primary.filter { secondary.contains($0) || keep($0, new: takeOrder) }
    for (index, key) in secondary.enumerated()
    where !primary.contains(key) && keep(key, new: !takeOrder) {
      let before = secondary[..<index].last { keys.contains($0) }
      keys.insert(key, at: before.map { keys.firstIndex(of: $0)! + 1 } ?? 0)
    }
    return keys
  }
}
