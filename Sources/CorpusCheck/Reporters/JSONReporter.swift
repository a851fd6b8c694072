import CorpusStore

/// A machine-readable report: a versioned schema with one record per changed entry.
public struct JSONReporter: Sendable {
  public static let schemaVersion = 1

  public init() {}

  public func render(_ report: CheckReport) -> String {
    let counts = { (dimension: (Change) -> String?) in
      GoldenJSON.object(Dictionary(uniqueKeysWithValues: report.counts(by: dimension).map { ($0.0, GoldenJSON.int($0.1)) }))
    }
    let records: [GoldenJSON] = report.changes.map { change in
      var object: [String: GoldenJSON] = [
        "file": .string(change.file),
        "key": .array(change.path.map { .string($0) }),
        "display": .string(change.displayKey),
        "class": .string(change.changeClass.rawValue),
        "failing": .bool(report.isFailing(change)),
      ]
      if let old = change.old { object["old"] = .string(old) }
      if let new = change.new { object["new"] = .string(new) }
      if let line = change.oldLine { object["oldLine"] = .int(line) }
      if let line = change.newLine { object["newLine"] = .int(line) }
      return .inline(.object(object))
    }
    let document = GoldenJSON.object([
      "schemaVersion": .int(JSONReporter.schemaVersion),
      "old": .string(report.oldLabel),
      "new": .string(report.newLabel),
      "engine": .array(
        report.engineChanges.map {
          .inline(.object(["name": .string($0.name), "old": .string($0.old), "new": .string($0.new)]))
        }),
      "summary": .object([
        "changes": .int(report.changes.count),
        "failing": .int(report.failingChanges.count),
        "failOn": .array(report.failing.sorted().map { .string($0.rawValue) }),
        "byClass": counts { $0.changeClass.rawValue },
        "byLocale": counts { $0.locale },
        "byCalendar": counts { $0.calendar },
        "byArtifact": counts { $0.artifact },
      ]),
      "notes": .array(report.notes.map { .string($0) }),
      "changes": .array(records),
    ])
    return String(decoding: document.rendered(), as: UTF8.self)
  }
}
