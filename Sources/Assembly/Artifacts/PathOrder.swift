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
  /// Each key and its path, sorted.
  let entries: [(path: [String], key: Key)]

  init(_ keys: some Sequence<Key>, path: (Key) -> [String]) {
    entries = keys.map { (path($0), $0) }.sorted { left, right in
      for (a, b) in zip(left.path, right.path) where a != b {
        return a.precedesInBytes(b)
      }
      return left.path.count < right.path.count
    }
  }

  /// `values` in this order, or nil when its keys are not this order's keys.
  func values<Value>(of values: [Key: Value]) -> [Value]? {
    guard values.count == entries.count else { return nil }
    var ordered: [Value] = []
    ordered.reserveCapacity(entries.count)
    for entry in entries {
      guard let value = values[entry.key] else { return nil }
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
    guard !entries.isEmpty else { return writer.object { _ in } }
    write(entries.indices, level: 0, into: &writer, member)
  }

  private func write(
    _ range: Range<Int>, level: Int, into writer: inout GoldenWriter,
    _ member: (String, Int, inout GoldenWriter) -> Void
  ) {
    guard level < entries[range.lowerBound].path.count - 1 else {
      writer.inline { writer in
        writer.object { writer in
          for index in range { member(entries[index].path[level], index, &writer) }
        }
      }
      return
    }
    writer.object { writer in
      var start = range.lowerBound
      while start < range.upperBound {
        let text = entries[start].path[level]
        var end = start + 1
        while end < range.upperBound, entries[end].path[level] == text { end += 1 }
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
