import CorpusDiff
import CorpusModel
import CorpusStore
import GoldenFormat

/// A `check --shard I/N` JSON report as `fmtcorpus merge` reads it: the ordinary report of the
/// slice (every change, never shortened) plus a `shard` member with what a merge needs to
/// build the report one job would have written.
///
/// The `shard` member (added to schema version 1, absent from every other report):
///
///     index, count   the shard
///     corpus, fresh  the stored and the fresh manifest without their file records (format,
///                    fmtcorpus and engine versions, plan): shards of one check agree on both
///     policy         {failOn, ignore}: the classes as the shard's options gave them
///     artifacts      --artifact, when given
///     planNotes, closingNotes  notes that do not depend on the slice (before and after the
///                    layout note)
///     layoutFiles    files of the slice that differ only in layout
///     wholeFileChanges  whole-file changes left out by --artifact
///     pending        --pending, when given
///     files          the golden files the shard compared
///     months         [{change, old, new}]: the changed months' grids (at most 20), `change`
///                    the index of the month's first grid change in `changes`
///
/// A report is untrusted input (an artifact of another job): every value is checked and a bad
/// one is refused naming the file and line, never trusted into a wrong verdict.
public struct ShardReport: Sendable {
  public var file: String
  public var check: ShardCheck
  public var oldLabel: String
  public var newLabel: String
  /// The members shards of one check agree on, for refusing a mix.
  public var identity: [String: GoldenJSON]
  public var engineChanges: [CheckReport.EngineChange]
  public var failOn: Set<ChangeClass>
  public var ignore: Set<ChangeClass>
  public var files: [String]
  public var changes: [Change]
  public var months: [MonthGrids]
  /// The changes the plan file's known differences accepted in this slice (the report's
  /// `known`), and the entries that matched no change of a file the slice compared (`stale`).
  public var known: [CheckReport.KnownChange] = []
  public var stale: [KnownDifference] = []

  /// A shard report has many more values than a golden file: every change of its slice, a
  /// dozen values each.
  public static let maximumValues = 40_000_000

  /// The `shard` member of a shard's JSON report.
  public static func block(
    _ check: ShardCheck, report: CheckReport, corpus: Manifest, fresh: Manifest,
    failOn: Set<ChangeClass>, ignore: Set<ChangeClass>, files: [String]
  ) -> GoldenJSON {
    func bare(_ manifest: Manifest) -> GoldenJSON {
      var manifest = manifest
      manifest.files = [:]
      manifest.pending = nil
      manifest.shard = nil
      return GoldenEncoding.encode(manifest)
    }
    let strings = { (values: [String]) in GoldenJSON.array(values.map { .string($0) }) }
    let index = Dictionary(
      report.changes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var members: [String: GoldenJSON] = [
      "index": .int(check.shard.index),
      "count": .int(check.shard.count),
      "corpus": bare(corpus),
      "fresh": bare(fresh),
      "policy": .object([
        "failOn": strings(failOn.sorted().map(\.rawValue)),
        "ignore": strings(ignore.sorted().map(\.rawValue)),
      ]),
      "artifacts": strings(check.artifacts),
      "planNotes": strings(check.planNotes),
      "closingNotes": strings(check.closingNotes),
      "layoutFiles": strings(check.layoutFiles),
      "wholeFileChanges": .int(check.wholeFileChanges),
      "files": strings(files),
      "months": .array(
        report.months.compactMap { month in
          guard let change = index[month.change] else { return nil }
          var object: [String: GoldenJSON] = ["change": .int(change)]
          if let old = month.old { object["old"] = grid(old) }
          if let new = month.new { object["new"] = grid(new) }
          return .object(object)
        }),
    ]
    if let pending = check.pending { members["pending"] = .string(pending) }
    return .object(members)
  }

  private static func grid(_ grid: MonthGrid) -> GoldenJSON {
    let strings = { (values: [String]) in GoldenJSON.inline(.array(values.map { .string($0) })) }
    return .object([
      "short": strings(grid.short), "narrow": strings(grid.narrow),
      "rows": .array(grid.rows.map(strings)), "weeks": strings(grid.weeks),
      "rightToLeft": .bool(grid.isRightToLeft),
    ])
  }

  /// Reads a shard report; nil when the JSON document is a report without a `shard` member
  /// (an ordinary report, which a merge refuses by name).
  ///
  /// - Throws: `StoreError` naming the file and line of anything malformed.
  public static func read(_ bytes: [UInt8], file: String) throws -> ShardReport? {
    let root = try GoldenReader.parse(bytes, file: file, maximumValues: maximumValues)
    let reader = NodeReader(file: file)
    let top = try reader.object(root, "the report")
    guard let block = top["shard"] else { return nil }
    guard try reader.int(try reader.member(top, "schemaVersion", at: root), "schemaVersion") == 1
    else {
      throw StoreError.invalid(
        file: file, line: root.line, reason: "not a report of schema version 1")
    }
    let shard = try reader.object(block, "shard")
    let index = try reader.int(try reader.member(shard, "index", at: block), "shard.index")
    let count = try reader.int(try reader.member(shard, "count", at: block), "shard.count")
    guard count >= 1, count <= Shard.maximumCount, index >= 1, index <= count else {
      throw StoreError.invalid(
        file: file, line: block.line, reason: "shard \(index)/\(count) is not a shard")
    }
    let slice = Shard(index: index, count: count)
    let corpus = try reader.member(shard, "corpus", at: block)
    let fresh = try reader.member(shard, "fresh", at: block)
    let policy = try reader.member(shard, "policy", at: block)
    let policyObject = try reader.object(policy, "shard.policy")
    let failOn = try reader.classes(try reader.member(policyObject, "failOn", at: policy), "failOn")
    let ignore = try reader.classes(try reader.member(policyObject, "ignore", at: policy), "ignore")
    let artifacts = try reader.strings(
      try reader.member(shard, "artifacts", at: block), "artifacts")
    for (name, line) in artifacts where !Artifact.names.contains(name) {
      throw StoreError.invalid(
        file: file, line: line, reason: "'\(MessageText.escaped(name))' is not an artifact")
    }
    let files = try reader.strings(try reader.member(shard, "files", at: block), "files")
    for (name, line) in files where !CorpusFileName.isValid(name) || !slice.owns(name) {
      throw StoreError.invalid(
        file: file, line: line,
        reason:
          "'\(MessageText.escaped(name))' is not a golden file of shard \(slice) (names hash to shards as the ContinuousIntegration article says)"
      )
    }
    let layoutFiles = try reader.strings(
      try reader.member(shard, "layoutFiles", at: block), "layoutFiles")
    var pending: String?
    if let node = shard["pending"] { pending = try reader.string(node, "pending") }

    // The ordinary report: labels, engine changes, every change.
    let oldLabel = try reader.string(try reader.member(top, "old", at: root), "old")
    let newLabel = try reader.string(try reader.member(top, "new", at: root), "new")
    var engineChanges: [CheckReport.EngineChange] = []
    let engineNode = try reader.member(top, "engine", at: root)
    for item in try reader.array(engineNode, "engine") {
      let object = try reader.object(item, "an engine change")
      engineChanges.append(
        CheckReport.EngineChange(
          name: try reader.string(try reader.member(object, "name", at: item), "name"),
          old: try reader.string(try reader.member(object, "old", at: item), "old"),
          new: try reader.string(try reader.member(object, "new", at: item), "new")))
    }
    let summary = try reader.object(try reader.member(top, "summary", at: root), "summary")
    let changesNode = try reader.member(top, "changes", at: root)
    var changes: [Change] = []
    let fileSet = Set(files.map(\.0))
    for item in try reader.array(changesNode, "changes") {
      changes.append(try reader.change(item, root: oldLabel, comparedIn: fileSet, "a change"))
    }
    let total = try reader.int(try reader.member(summary, "changes", at: root), "summary.changes")
    guard total == changes.count else {
      throw StoreError.invalid(
        file: file, line: changesNode.line,
        reason:
          "\(changes.count) changes listed of \(total): a shard report lists every change (it was shortened or edited)"
      )
    }
    var months: [MonthGrids] = []
    for item in try reader.array(try reader.member(shard, "months", at: block), "months") {
      let object = try reader.object(item, "a month")
      let at = try reader.int(try reader.member(object, "change", at: item), "change")
      guard changes.indices.contains(at), MonthGrid.inMonth(changes[at].path) else {
        throw StoreError.invalid(
          file: file, line: item.line, reason: "month change \(at) is not a month's change")
      }
      let change = changes[at]
      months.append(
        MonthGrids(
          file: change.file, path: Array(change.path.prefix(4)),
          old: try object["old"].map { try reader.grid($0) },
          new: try object["new"].map { try reader.grid($0) }, change: change))
    }
    // The known differences of the slice: each a change record of a file the shard compared,
    // with the plan file's engine, reason and line.
    var known: [CheckReport.KnownChange] = []
    if let node = top["known"] {
      for item in try reader.array(node, "known") {
        let change = try reader.change(item, root: oldLabel, comparedIn: fileSet, "a known change")
        let record = try reader.object(item, "a known change")
        known.append(
          CheckReport.KnownChange(
            change: change,
            known: KnownDifference(
              key: change.displayKey,
              engine: try reader.string(try reader.member(record, "engine", at: item), "engine"),
              new: change.new,
              reason: try reader.string(try reader.member(record, "reason", at: item), "reason"),
              location: try reader.string(try reader.member(record, "entry", at: item), "entry"))))
      }
    }
    var stale: [KnownDifference] = []
    if let node = top["stale"] {
      for item in try reader.array(node, "stale") {
        let record = try reader.object(item, "a stale known difference")
        func text(_ name: String) throws -> String {
          try reader.string(try reader.member(record, name, at: item), name)
        }
        stale.append(
          KnownDifference(
            key: try text("display"), engine: try text("engine"),
            new: try record["new"].map { try reader.string($0, "new") }, reason: try text("reason"),
            location: try text("location")))
      }
    }
    var identity: [String: GoldenJSON] = [
      "corpus": corpus.golden, "fresh": fresh.golden, "policy": policy.golden,
      "artifacts": .array(artifacts.map { .string($0.0) }),
      "labels": .array([.string(oldLabel), .string(newLabel)]),
      "engine": engineNode.golden,
    ]
    identity["planNotes"] = try reader.member(shard, "planNotes", at: block).golden
    identity["closingNotes"] = try reader.member(shard, "closingNotes", at: block).golden
    let check = ShardCheck(
      shard: slice, plan: Plan.default,
      planNotes: try reader.strings(try reader.member(shard, "planNotes", at: block), "planNotes")
        .map(
          \.0),
      closingNotes: try reader.strings(
        try reader.member(shard, "closingNotes", at: block), "closingNotes"
      ).map(\.0),
      layoutFiles: layoutFiles.map(\.0), pending: pending, artifacts: artifacts.map(\.0),
      wholeFileChanges: try reader.int(
        try reader.member(shard, "wholeFileChanges", at: block), "wholeFileChanges"))
    return ShardReport(
      file: file, check: check, oldLabel: oldLabel, newLabel: newLabel, identity: identity,
      engineChanges: engineChanges, failOn: Set(failOn), ignore: Set(ignore),
      files: files.map(\.0), changes: changes, months: months, known: known, stale: stale)
  }
}

/// What a shard report holds beyond plain values, read by the one validating reader.
extension NodeReader {
  fileprivate func classes(_ node: GoldenNode, _ what: String) throws -> [ChangeClass] {
    try strings(node, what).map { text, line in
      guard let value = ChangeClass(rawValue: text) else {
        throw StoreError.invalid(
          file: file, line: line, reason: "'\(MessageText.escaped(text))' is not a change class")
      }
      return value
    }
  }

  /// A change record of the JSON report, with its lines: the stored side's line is the
  /// record's location (`check` points into the stored corpus), the fresh side's where the
  /// fresh file has the entry.
  fileprivate func change(_ node: GoldenNode, root: String) throws -> Change {
    let record = try object(node, "a change")
    let name = try string(try member(record, "file", at: node), "file")
    guard CorpusFileName.isValid(name) else {
      throw fail(node, "'\(MessageText.escaped(name))' is not a golden file name")
    }
    let key = try strings(try member(record, "key", at: node), "key").map(\.0)
    let classText = try string(try member(record, "class", at: node), "class")
    guard let changeClass = ChangeClass(rawValue: classText) else {
      throw fail(node, "'\(MessageText.escaped(classText))' is not a change class")
    }
    let old = try record["old"].map { try string($0, "old") }
    let new = try record["new"].map { try string($0, "new") }
    let locationNode = try member(record, "location", at: node)
    let location = try object(locationNode, "location")
    let line = try int(try member(location, "line", at: locationNode), "location.line")
    guard
      try string(try member(location, "file", at: locationNode), "location.file") == root + name,
      line >= 1
    else {
      throw fail(locationNode, "the location is not in the stored corpus \(root)")
    }
    let newLine = try new == nil ? nil : record["newLine"].map { try int($0, "newLine") }
    var change = Change(
      file: name, path: key, changeClass: changeClass, old: old, new: new, oldLine: line,
      newLine: newLine)
    // What a parsing change's each side parsed, as the report shows it.
    change.oldParsed = try record["oldParsed"].map { try string($0, "oldParsed") }
    change.newParsed = try record["newParsed"].map { try string($0, "newParsed") }
    return change
  }

  /// A change record (`what`: "a change", "a known change") of a file the shard compared:
  /// a report naming any other file was edited, or is another shard's.
  fileprivate func change(
    _ node: GoldenNode, root: String, comparedIn files: Set<String>, _ what: String
  ) throws -> Change {
    let change = try change(node, root: root)
    guard files.contains(change.file) else {
      throw fail(
        node, "\(what) of '\(MessageText.escaped(change.file))', which the shard did not compare")
    }
    return change
  }

  fileprivate func grid(_ node: GoldenNode) throws -> MonthGrid {
    let object = try object(node, "a month grid")
    func list(_ key: String) throws -> [String] {
      try strings(try member(object, key, at: node), key).map(\.0)
    }
    var rows: [[String]] = []
    for row in try array(try member(object, "rows", at: node), "rows") {
      rows.append(try strings(row, "rows").map(\.0))
    }
    var grid = MonthGrid(
      short: try list("short"), narrow: try list("narrow"), rows: rows, weeks: try list("weeks"))
    if case .literal("true", _)? = object["rightToLeft"] { grid.isRightToLeft = true }
    return grid
  }
}
