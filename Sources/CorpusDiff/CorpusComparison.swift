import CorpusModel
import CorpusStore
import GoldenFormat

/// Two corpora side by side: what each holds, file by file.
///
/// A side holds its files' bytes (`check`'s fresh render, a test's fixture) or reads each one
/// when asked (`diff`'s stored corpora): the comparison then holds one pair per thread, not two
/// corpora (85 MB each), and drops it once the pair is compared.
public struct CorpusSide: Sendable {
  public var label: String
  public var manifest: Manifest?
  /// The names of the files this side has.
  public private(set) var names: Set<String>
  private var source: Source

  /// Where a side's bytes come from.
  private enum Source: Sendable {
    case held([String: [UInt8]])
    case read(CorpusFileReader)
  }

  /// A side whose files are in memory: file name → bytes.
  public init(label: String, manifest: Manifest?, files: [String: [UInt8]]) {
    self.label = label
    self.manifest = manifest
    self.names = Set(files.keys)
    self.source = .held(files)
  }

  /// A side that reads each of `names` when the comparison (or a report drawing from it) asks.
  public init(label: String, manifest: Manifest?, names: Set<String>, reader: CorpusFileReader) {
    self.label = label
    self.manifest = manifest
    self.names = names
    self.source = .read(reader)
  }

  /// The bytes this side holds in memory, by file name: every file of a side made from bytes,
  /// none of a side that reads its files when asked.
  public var files: [String: [UInt8]] {
    if case .held(let files) = source { return files }
    return [:]
  }

  /// Calls `body` with a file's bytes (nil when this side has no such file); a read file's
  /// bytes are dropped when `body` returns.
  ///
  /// - Throws: the reader's error (an unreadable file, a record that no longer matches), or
  ///   `body`'s.
  public func withFile<Value>(_ name: String, _ body: ([UInt8]?) throws -> Value) throws
    -> Value
  {
    guard names.contains(name) else { return try body(nil) }
    switch source {
    case .held(let files): return try body(files[name])
    case .read(let reader):
      defer { reader.release(name) }
      return try body(try reader.read(name))
    }
  }

  /// The side with only the files of `kept`.
  public func keeping(_ kept: Set<String>) -> CorpusSide {
    var side = self
    side.names = names.intersection(kept)
    if case .held(let files) = source {
      side.source = .held(files.filter { kept.contains($0.key) })
    }
    return side
  }
}

/// How a side reads its files: `read` when a file is asked for, `release` when its bytes are
/// dropped, after every read (failed or not), so a reader that counts what is held at once sees
/// the comparison's bound.
public struct CorpusFileReader: Sendable {
  public var read: @Sendable (String) throws -> [UInt8]
  public var release: @Sendable (String) -> Void

  public init(
    read: @escaping @Sendable (String) throws -> [UInt8],
    release: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.read = read
    self.release = release
  }
}

/// What a comparison found: the changes, and the entry count of every file it had to parse.
public struct Comparison: Sendable {
  public var changes: [Change]
  /// File name → entries, for the files of each side that were parsed (those that differ).
  public var oldEntries: [String: Int]
  public var newEntries: [String: Int]
}

/// Compares golden files entry by entry and classes every difference.
public enum CorpusComparison {
  /// The changes from `old` to `new`, with the entry counts of the files read on the way, so
  /// callers can check manifest records without parsing a file twice.
  /// - Parameter jobs: threads comparing files (`check --jobs`; every core by default).
  public static func compare(
    _ old: CorpusSide, _ new: CorpusSide, judgeRemovals: Bool, jobs: Int = ParallelJobs.cores
  ) throws -> Comparison {
    let names = old.names.union(new.names).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
    // Files are compared on every core; the order (and the error reported, the first file's)
    // never depends on threads. A thread reads one file pair at a time and drops it when
    // compared.
    let results = try parallelMap(names, jobs: jobs) { name throws in
      try fileChanges(name, old, new, judgeRemovals: judgeRemovals)
    }
    var comparison = Comparison(changes: [], oldEntries: [:], newEntries: [:])
    for (name, file) in zip(names, results) {
      comparison.changes += file.changes
      comparison.oldEntries[name] = file.oldEntries
      comparison.newEntries[name] = file.newEntries
    }
    return comparison
  }

  /// One file's changes and the entry counts of the sides that were parsed.
  private struct FileComparison {
    var changes: [Change] = []
    var oldEntries: Int?
    var newEntries: Int?
  }

  private static func fileChanges(
    _ name: String, _ old: CorpusSide, _ new: CorpusSide, judgeRemovals: Bool
  ) throws -> FileComparison {
    // A removal that is not judged needs no bytes.
    if !judgeRemovals, !new.names.contains(name) { return FileComparison() }
    return try old.withFile(name) { before in
      try new.withFile(name) { after in
        try fileChanges(name, before, after, old, new, judgeRemovals: judgeRemovals)
      }
    }
  }

  private static func fileChanges(
    _ name: String, _ before: [UInt8]?, _ after: [UInt8]?, _ old: CorpusSide, _ new: CorpusSide,
    judgeRemovals: Bool
  ) throws(StoreError) -> FileComparison {
    switch (before, after) {
    case (let before?, let after?):
      if before == after { return FileComparison() }
      let oldNode = try parse(before, name, old)
      let newNode = try parse(after, name, new)
      let changes = compare(
        file: name, GoldenEntries(oldNode), GoldenEntries(newNode),
        styleZones: (old.manifest?.plan.styleZone, new.manifest?.plan.styleZone))
      return FileComparison(
        changes: changes.isEmpty ? [layoutChange(file: name, before, after)] : changes,
        oldEntries: oldNode.entryCount, newEntries: newNode.entryCount)
    case (nil, let after?):
      let entries = try parse(after, name, new).entryCount
      let change = Change(
        file: name, path: [], changeClass: .added, old: nil, new: count(entries),
        oldLine: nil, newLine: 1)
      return FileComparison(changes: [change], newEntries: entries)
    case (let before?, nil):
      guard judgeRemovals else { return FileComparison() }
      let entries = try parse(before, name, old).entryCount
      let change = Change(
        file: name, path: [], changeClass: .removed, old: count(entries), new: nil,
        oldLine: 1, newLine: nil)
      return FileComparison(changes: [change], oldEntries: entries)
    case (nil, nil):
      return FileComparison()
    }
  }

  /// A side's file, parsed and checked to be shaped like a golden file.
  private static func parse(_ bytes: [UInt8], _ name: String, _ side: CorpusSide)
    throws(StoreError) -> GoldenNode
  {
    let node = try GoldenReader.parse(bytes, file: side.label + name)
    try GoldenShape.check(node, name: name, file: side.label + name)
    return node
  }

  /// `1 entry`, `502 entries`.
  static func count(_ entries: Int) -> String { "\(entries) entr\(entries == 1 ? "y" : "ies")" }

  /// A file whose entries are all equal but whose bytes differ: not what `generate` writes
  /// (CRLF line endings, other indentation, keys out of order, another escape).
  ///
  /// One whole-file change at the first differing line. Its class applies the product's rule to
  /// the file's text: `whitespace` when only space bytes differ, `text` otherwise.
  static func layoutChange(file: String, _ before: [UInt8], _ after: [UInt8]) -> Change {
    let spaces: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    let onlySpaces = before.lazy.filter { !spaces.contains($0) }.elementsEqual(
      after.lazy.filter { !spaces.contains($0) })
    let a = before.split(separator: 0x0A, omittingEmptySubsequences: false)
    let b = after.split(separator: 0x0A, omittingEmptySubsequences: false)
    var index = 0
    while index < a.count, index < b.count, a[index] == b[index] { index += 1 }
    func line(_ lines: [ArraySlice<UInt8>]) -> String {
      index < lines.count ? String(decoding: lines[index], as: UTF8.self) : ""
    }
    return Change(
      file: file, path: [], changeClass: onlySpaces ? .whitespace : .text, old: line(a),
      new: line(b),
      oldLine: min(index + 1, a.count), newLine: min(index + 1, b.count))
  }

  /// Whether the wheels both sides have are in another relative order.
  ///
  /// A wheel that appears or disappears is reported row by row as `added` or `removed`; the
  /// picker's order is an `order` change only when wheels it had before have moved.
  static func reordered(_ old: String, _ new: String) -> Bool {
    let a = old.split(separator: " ")
    let b = new.split(separator: " ")
    return a.filter(b.contains) != b.filter(a.contains)
  }

  /// Whether an entry is a parse result (`calendars › gregorian › parsing › …`): an artifact
  /// whose every change is `parsing`.
  static func isParsing(_ path: [String]) -> Bool {
    let path = EnginePart.inner(path)
    return path.count > 2 && path[0] == "calendars"
      && Artifact.named(path[2])?.comparison == .parsing
  }

  /// The string a parse result is about, from the same file: a fixed pattern's
  /// (`calendars › C › patterns › P`) or a style pair's at the skeleton instant in the plan's
  /// style zone, where the assembly parsed it; made plain for the plain results (`strictPlain`,
  /// `lenientPlain`). Nil when the file does not hold it or the side has no plan.
  static func parsedString(_ path: [String], in entries: GoldenEntries, styleZone: ZoneID?)
    -> String?
  {
    guard isParsing(path), path.count == 6 else { return nil }
    let calendar = Array(path.prefix(2))
    let key: [String]
    // The parse results sit under the name of the artifact whose string they parsed.
    switch Artifact.named(path[3]) {
    case .patterns?: key = calendar + [Artifact.patterns.name, path[4]]
    case .styles?:
      guard let styleZone else { return nil }
      key =
        calendar + [Artifact.styles.name, styleZone.rawValue, Plan.skeletonInstant.iso8601, path[4]]
    default: return nil
    }
    guard let string = entries.entries[key]?.value else { return nil }
    return path[5].hasSuffix("Plain") ? ParseResults.plain(string) : string
  }

  /// - Parameter styleZones: each side's plan's style zone, where its parse results' style
  ///   strings are.
  static func compare(
    file: String, _ a: GoldenEntries, _ b: GoldenEntries,
    styleZones: (old: ZoneID?, new: ZoneID?) = (nil, nil)
  ) -> [Change] {
    var changes: [Change] = []
    // Months whose first weekday moved: compared as a whole by MonthGrid, except week numbers.
    var turned: [[String]: Int] = [:]
    for (path, new) in b.months {
      if let old = a.months[path], let turn = new.turn(from: old) { turned[path] = turn }
    }
    func laidOut(_ path: [String]) -> Bool {
      guard !turned.isEmpty, MonthGrid.inMonth(path), turned[Array(path.prefix(4))] != nil
      else { return false }
      return path[4] == "weekdays" || (path[4] == "weeks" && path.last == "days")
    }
    for path in b.order where !laidOut(path) {
      let after = b.entries[path]!
      guard let before = a.entries[path] else {
        changes.append(
          Change(
            file: file, path: path, changeClass: .added, old: nil, new: after.value, oldLine: nil,
            newLine: after.line))
        continue
      }
      guard before.value != after.value else { continue }
      if path.last == GoldenEntries.orderKey, !reordered(before.value, after.value) { continue }
      let changeClass: ChangeClass =
        path.last == GoldenEntries.orderKey
        ? .order
        : Self.isParsing(path)
          ? .parsing
          : (before.isString && after.isString
            ? StringClassifier.classify(old: before.value, new: after.value) : .text)
      var change = Change(
        file: file, path: path, changeClass: changeClass, old: before.value, new: after.value,
        oldLine: before.line, newLine: after.line)
      if changeClass == .parsing {
        change.oldParsed = parsedString(path, in: a, styleZone: styleZones.old)
        change.newParsed = parsedString(path, in: b, styleZone: styleZones.new)
      }
      changes.append(change)
    }
    for (path, turn) in turned.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
      changes += MonthGrid.turnedChanges(
        file: file, month: path, old: a.months[path]!, new: b.months[path]!, turn: turn, a, b)
    }
    for path in a.order where b.entries[path] == nil && !laidOut(path) {
      let before = a.entries[path]!
      changes.append(
        Change(
          file: file, path: path, changeClass: .removed, old: before.value, new: nil,
          oldLine: before.line, newLine: nil))
    }
    return changes.map { $0.located(old: a, new: b) }
  }
}
