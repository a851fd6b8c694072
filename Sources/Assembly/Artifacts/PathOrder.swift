import GoldenFormat
import Synchronization

/// The keys of a locale-wide artifact (relative times, durations) in the order its golden text
/// writes them: each key a path of texts (`long` › `auto` › `day` › `-1`), paths in byte order
/// level by level, as nested objects whose last level is one inline object.
///
/// Every locale of a run has the same keys (the plan's), so the order is sorted once and kept
/// (``Memo``); a locale whose keys differ, as a hand-made corpus may, gets its own. Writing from
/// it hashes each key once, where nested dictionaries of texts hashed each level's text and
/// sorted every level again for every locale.
final class PathOrder<Key: Hashable & Sendable>: Sendable {
  /// Each key's path, sorted.
  let paths: [[String]]
  /// The keys, in the order of their paths.
  ///
  /// Apart from the paths, not in pairs with them: writing reads a path's texts many times, and
  /// each read of a pair copied the whole key with it through the key type's value witnesses,
  /// retaining and releasing each of its strings.
  let keys: [Key]

  /// Sorts the keys' positions, not (path, key) pairs: the sort moved each pair through its
  /// value witnesses at every step (Development.md, "Measurements behind the code").
  init(_ keys: some Sequence<Key>, path: (Key) -> [String]) {
    let keys = Array(keys)
    let paths = keys.map(path)
    let order = paths.indices.sorted { left, right in
      for (a, b) in zip(paths[left], paths[right]) where a != b {
        return a.precedesInBytes(b)
      }
      return paths[left].count < paths[right].count
    }
    self.paths = order.map { paths[$0] }
    self.keys = order.map { keys[$0] }
  }

  /// `values` in this order, or nil when its keys are not this order's keys.
  func values<Value>(of values: [Key: Value]) -> [Value]? {
    guard values.count == keys.count else { return nil }
    var ordered: [Value] = []
    ordered.reserveCapacity(keys.count)
    for key in keys {
      guard let value = values[key] else { return nil }
      ordered.append(value)
    }
    return ordered
  }

  /// The last order made, shared by the locales of a run (rendered on several threads).
  final class Memo: Sendable {
    private let kept = Mutex<PathOrder?>(nil)

    init() {}

    /// The kept order and `values` in it when the keys match; else a new order, kept instead.
    func ordered<Value>(_ values: [Key: Value], path: (Key) -> [String]) -> (
      order: PathOrder, values: [Value]
    ) {
      if let order = kept.withLock({ $0 }), let ordered = order.values(of: values) {
        return (order, ordered)
      }
      let order = PathOrder(values.keys, path: path)
      kept.withLock { $0 = order }
      return (order, order.values(of: values)!)
    }
  }

  /// Writes the entries as nested objects, the last level inline (`{"-1": "yesterday", …}` on
  /// one line); `member` writes an entry's last key and its value.
  func write(
    into writer: inout GoldenWriter,
    _ member: (_ key: String, _ index: Int, inout GoldenWriter) -> Void
  ) {
    guard !paths.isEmpty else { return writer.object { _ in } }
    write(paths.indices, level: 0, into: &writer, member)
  }

  private func write(
    _ range: Range<Int>, level: Int, into writer: inout GoldenWriter,
    _ member: (String, Int, inout GoldenWriter) -> Void
  ) {
    guard level < paths[range.lowerBound].count - 1 else {
      writer.inline { writer in
        writer.object { writer in
          for index in range { member(paths[index][level], index, &writer) }
        }
      }
      return
    }
    writer.object { writer in
      var start = range.lowerBound
      while start < range.upperBound {
        let text = paths[start][level]
        var end = start + 1
        while end < range.upperBound, paths[end][level] == text { end += 1 }
        writer.key(text)
        write(start..<end, level: level + 1, into: &writer, member)
        start = end
      }
    }
  }
}

/// A value derived from a plan (its queries), kept for the last plan asked: every locale of a
/// run asks with the same plan, from several threads.
final class PlanMemo<Plan: Equatable & Sendable, Value: Sendable>: Sendable {
  private let kept = Mutex<(plan: Plan, value: Value)?>(nil)

  init() {}

  func value(for plan: Plan, _ make: (Plan) -> Value) -> Value {
    if let kept = kept.withLock({ $0 }), kept.plan == plan { return kept.value }
    let value = make(plan)
    kept.withLock { $0 = (plan, value) }
    return value
  }
}
