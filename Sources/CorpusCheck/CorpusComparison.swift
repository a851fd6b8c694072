import CorpusModel
import CorpusStore
import Dispatch
import Synchronization

/// Two corpora side by side: what each holds, file by file.
public struct CorpusSide: Sendable {
  public var label: String
  public var manifest: Manifest?
  /// File name → bytes; only the files this side has.
  public var files: [String: [UInt8]]

  public init(label: String, manifest: Manifest?, files: [String: [UInt8]]) {
    self.label = label
    self.manifest = manifest
    self.files = files
  }
}

/// Compares golden files entry by entry and classes every difference.
public enum CorpusComparison {
  /// The changes from `old` to `new`.
  ///
  /// - Parameters:
  ///   - judgeRemovals: whether a file only `old` has counts as removed (a full run), or was
  ///     simply not regenerated (a run narrowed by `--locale`).
  /// - Throws: `StoreError.corrupt` naming file and line when a differing file cannot be read.
  public static func changes(
    from old: CorpusSide, to new: CorpusSide, judgeRemovals: Bool
  ) throws(StoreError) -> [Change] {
    let names = Set(old.files.keys).union(new.files.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    // Files are compared on every core; each lands in its own slot, so the order (and the
    // error reported, the first file's) never depends on threads.
    let slots = Mutex([Result<[Change], StoreError>?](repeating: nil, count: names.count))
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: max(1, min(names.count, 8))) { _ in
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < names.count else { return }
        let result = Result { () throws(StoreError) in
          try fileChanges(names[index], old, new, judgeRemovals: judgeRemovals)
        }
        slots.withLock { $0[index] = result }
      }
    }
    var changes: [Change] = []
    for slot in slots.withLock({ $0 }) { changes += try slot!.get() }
    return changes
  }

  private static func fileChanges(
    _ name: String, _ old: CorpusSide, _ new: CorpusSide, judgeRemovals: Bool
  ) throws(StoreError) -> [Change] {
    switch (old.files[name], new.files[name]) {
    case (let before?, let after?):
      if before == after { return [] }
      let a = GoldenEntries(try GoldenReader.parse(before, file: old.label + name))
      let b = GoldenEntries(try GoldenReader.parse(after, file: new.label + name))
      return compare(file: name, a, b)
    case (nil, let after?):
      let b = GoldenEntries(try GoldenReader.parse(after, file: new.label + name))
      return [
        Change(
          file: name, path: [], changeClass: .added, old: nil, new: "\(b.entries.count) entries",
          oldLine: nil, newLine: 1)
      ]
    case (let before?, nil):
      guard judgeRemovals else { return [] }
      let a = GoldenEntries(try GoldenReader.parse(before, file: old.label + name))
      return [
        Change(
          file: name, path: [], changeClass: .removed, old: "\(a.entries.count) entries", new: nil,
          oldLine: 1, newLine: nil)
      ]
    case (nil, nil):
      return []
    }
  }

  static func compare(file: String, _ a: GoldenEntries, _ b: GoldenEntries) -> [Change] {
    var changes: [Change] = []
    for path in b.order {
      let after = b.entries[path]!
      guard let before = a.entries[path] else {
        // A wheel that appears changes the order too; report the order, not each row.
        changes.append(
          Change(file: file, path: path, changeClass: .added, old: nil, new: after.value, oldLine: nil, newLine: after.line))
        continue
      }
      guard before.value != after.value else { continue }
      let changeClass: ChangeClass =
        path.last == GoldenEntries.orderKey
        ? .order
        : (before.isString && after.isString ? StringClassifier.classify(old: before.value, new: after.value) : .text)
      changes.append(
        Change(
          file: file, path: path, changeClass: changeClass, old: before.value, new: after.value,
          oldLine: before.line, newLine: after.line))
    }
    for path in a.order where b.entries[path] == nil {
      let before = a.entries[path]!
      changes.append(
        Change(file: file, path: path, changeClass: .removed, old: before.value, new: nil, oldLine: before.line, newLine: nil))
    }
    return changes.map { $0.located(old: a, new: b) }
  }
}
