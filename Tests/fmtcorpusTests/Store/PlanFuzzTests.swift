import CorpusModel
import Foundation
import Synchronization
import Testing

/// A manifest is trusted no more than a flag: every field of the plan, fed the values its flag
/// refuses, makes `check` and `generate` exit 2 with one line naming the manifest, and nothing
/// is written. The fields come from the plan's own encoding (a plan with every optional part
/// set), so a field added to ``Plan`` fails ``everyFieldHasRefusedValues()`` until it is listed
/// here with the values its flag refuses; where a flag exists, the same value is checked to be
/// refused there too.
@Suite(.tags(.icu72)) struct PlanFuzzTests {
  /// One refused value for a field: the manifest's value, and the flag arguments refusing it.
  struct Case: Sendable {
    var field: String
    var value: JSONValue
    var flag: [String]?
  }

  /// A JSON value as the manifest holds it.
  enum JSONValue: Sendable {
    case string(String)
    case number(Int)

    var object: Any {
      switch self {
      case .string(let text): return text
      case .number(let number): return number
      }
    }
  }

  static let longTemplate = String(repeating: "y", count: 128)

  /// The values each field's flag refuses (`nil` flag: the field has no flag of its own).
  static let refused: [String: [(JSONValue, [String]?)]] = [
    "includesAvailableLocales": [(.string("yes"), nil)],
    "accessibility": [(.string("yes"), nil)],
    "locales": [
      (.string("xx_YY"), ["--locale", "xx_YY"]), (.string("../etc"), ["--locale", "../etc"]),
    ],
    "calendars": [(.string("julian"), ["--calendar", "julian"]), (.string("all"), nil)],
    "preferredCalendars": [(.string("maybe"), nil)],
    "styleZone": [
      (.string("Mars/Olympus"), ["--style-zone", "Mars/Olympus"]),
      (.string("Etc/Unknown"), ["--style-zone", "Etc/Unknown"]),
    ],
    "zones": [
      (.string("Mars/Olympus"), ["--zone", "Mars/Olympus"]),
      (.string("GMT+5"), ["--zone", "GMT+5"]),
    ],
    "seedInstants": [
      (.string("2010-01-27"), ["--instant", "2010-01-27"]),
      (.string("2010-02-30T00:00:00Z"), ["--instant", "2010-02-30T00:00:00Z"]),
    ],
    "edgeInstants": [(.string("2010-01-27"), ["--edge-instant", "2010-01-27"])],
    "sweepInstants": [(.string("2010-01-27"), ["--sweep-instant", "2010-01-27"])],
    "monthInstants": [(.string("2010-01-27"), nil)],
    "templates": [
      (.string("yMMMi"), ["--template", "yMMMi"]),
      (.string(longTemplate), ["--template", longTemplate]),
    ],
    "patterns": [
      (.string("MM/dd/yj"), ["--pattern", "MM/dd/yj"]),
      (.string(longTemplate), ["--pattern", longTemplate]),
    ],
    "intervalTemplates": [
      (.string("yMMM d"), ["--interval-template", "yMMM d"]),
      (.string(longTemplate), ["--interval-template", longTemplate]),
    ],
    "intervals": [
      (.string("days=2024-02-14T15:00:00Z"), ["--interval", "days=2024-02-14T15:00:00Z"])
    ],
    "arithmetic": [
      (
        .string("mars: 2024-01-31T17:00:00Z add month=1 in Mars/Olympus"),
        ["--arithmetic", "mars: 2024-01-31T17:00:00Z add month=1 in Mars/Olympus"]
      ),
      (.string("nothing"), ["--arithmetic", "nothing"]),
    ],
    "relative.widths": [(.string("huge"), nil)],
    "relative.groups.units": [(.string("fortnight"), nil)],
    "relative.groups.numeric": [(.string("sometimes"), nil)],
    "relative.groups.offsets": [
      (.string("1e3"), ["--relative-offset", "1e3"]),
      (.string("nan"), ["--relative-offset", "nan"]),
    ],
    "durations.seconds": [
      (.string("-0"), ["--duration-seconds", "-0"]),
      (.string("1e3"), ["--duration-seconds", "1e3"]),
    ],
    "durations.units": [(.string("parsec"), nil)],
    "durations.widths": [(.string("huge"), nil)],
    "pickers.modes": [(.string("clock"), ["--picker", "clock"])],
    "pickers.calendars": [(.string("julian"), nil)],
    "pickers.at": [(.string("2010-01-27"), ["--picker", "date@2010-01-27"])],
    "pickers.zone": [(.string("Mars/Olympus"), ["--picker", "date,zone=Mars/Olympus"])],
    // The first planned picker renders 2025-03-01: a range that leaves it out.
    "pickers.min": [
      (.string("2099-01-01T00:00:00Z"), ["--picker", "date,min=2099-01-01T00:00:00Z"])
    ],
    "pickers.max": [
      (.string("1999-01-01T00:00:00Z"), ["--picker", "date,max=1999-01-01T00:00:00Z"])
    ],
    "pickers.minuteInterval": [(.number(7), ["--picker", "time,minute-interval=7"])],
    "pickers.duration": [(.number(999_999), ["--picker", "date,duration=90"])],
    "monthRanges": [
      (
        .string("at=2024-02-14T20:00:00Z,min=2024-02-20T08:00:00Z,max=2024-02-10T08:00:00Z"),
        ["--month", "at=2024-02-14T20:00:00Z,min=2024-02-20T08:00:00Z,max=2024-02-10T08:00:00Z"]
      )
    ],
  ]

  /// A plan with every key a manifest's plan can hold.
  static func fullPlan() throws -> Plan {
    var plan = Plan.default
    plan.add(pickers: [try PickerKey(parsing: "date,zone=Asia/Tokyo")])
    plan.monthRanges = [try MonthKey(parsing: "at=2024-02-14T20:00:00Z,min=2024-02-10T08:00:00Z")]
    return plan
  }

  /// The plan's fields as its encoding names them, `relative.groups.offsets` for a nested one.
  static func fields() throws -> Set<String> {
    func paths(_ value: Any, _ path: [String]) -> Set<[String]> {
      switch value {
      case let object as [String: Any]:
        return object.reduce(into: []) { $0.formUnion(paths($1.value, path + [$1.key])) }
      case let array as [Any]:
        let inner = array.reduce(into: Set<[String]>()) { $0.formUnion(paths($1, path)) }
        return inner.isEmpty ? [path] : inner
      default:
        return [path]
      }
    }
    let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(try fullPlan()))
    return Set(paths(encoded, []).map { $0.joined(separator: ".") })
  }

  static func cases() throws -> [Case] {
    try fields().sorted().flatMap { field in
      (refused[field] ?? []).map { Case(field: field, value: $0.0, flag: $0.1) }
    }
  }

  @Test func everyFieldHasRefusedValues() throws {
    let fields = try Self.fields()
    #expect(fields.subtracting(Self.refused.keys).sorted() == [], "fields without refused values")
    #expect(
      Set(Self.refused.keys).subtracting(fields).sorted() == [], "listed fields the plan lacks")
  }

  /// `value` put in place of the field's first value (its first item's, in a list of objects).
  static func set(_ value: Any, at path: ArraySlice<String>, in node: Any?) -> Any {
    if var array = node as? [Any], !array.isEmpty {
      array[0] = path.isEmpty ? value : set(value, at: path, in: array[0])
      return array
    }
    guard let key = path.first else { return value }
    var object = node as? [String: Any] ?? [:]
    object[key] = set(value, at: path.dropFirst(), in: object[key])
    return object
  }

  /// The folder's files and their bytes.
  static func snapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
  }

  /// A copy of `base` whose manifest's plan went through `edit`.
  static func corpus(from base: URL, editing edit: (inout [String: Any]) -> Void) throws -> URL {
    let parent = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    let corpus = parent.appendingPathComponent("corpus")
    try FileManager.default.copyItem(at: base, to: corpus)
    let url = corpus.appendingPathComponent("manifest.json")
    var manifest = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var plan = try #require(manifest["plan"] as? [String: Any])
    edit(&plan)
    manifest["plan"] = plan
    try JSONSerialization.data(
      withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    ).write(to: url)
    return corpus
  }

  /// Each field's refused values, and a timer with a zone: exit 2 from `check` and `generate`,
  /// one line naming the manifest, nothing written; the flag refuses the same value.
  @Test func everyRefusedValueIsRefusedFromAManifest() throws {
    let base = try SmallCorpus.copy()
    let added = try CLI.run([
      "generate", "-q", "--out", base.path, "--month",
      "at=2024-02-14T20:00:00Z,min=2024-02-10T08:00:00Z,max=2024-02-20T08:00:00Z",
    ])
    try #require(added.status == 0, "\(added.stderr)")
    // The rewritten manifest itself reads as before.
    let control = try Self.corpus(from: base) { _ in }
    let clean = try CLI.run(["check", "--corpus", control.path])
    try #require(clean.status == 0, "\(clean.stdout)\(clean.stderr)")

    typealias Edit = @Sendable (inout [String: Any]) -> Void
    var edits: [(String, Edit, [String]?)] = []
    for item in try Self.cases() {
      let path = item.field.split(separator: ".").map(String.init)
      let value = item.value
      let edit: Edit = { $0 = Self.set(value.object, at: path[...], in: $0) as! [String: Any] }
      edits.append(("\(item.field) = \(value.object)", edit, item.flag))
    }
    let timerZone: Edit = { plan in
      var pickers = plan["pickers"] as! [[String: Any]]
      let timer = pickers.firstIndex { ($0["modes"] as! [String]).contains("countDownTimer") }!
      pickers[timer]["zone"] = "Asia/Tokyo"
      plan["pickers"] = pickers
    }
    edits.append(
      (
        "a countDownTimer picker with a zone", timerZone,
        ["--picker", "countDownTimer,zone=Asia/Tokyo"]
      ))
    let all = edits
    let fieldCount = try Self.fields().count
    let outcomes = Mutex<[String: Int]>([:])
    let failures = Mutex<[String]>([])
    let copies = Mutex<[Int: URL]>([:])
    for (index, edit) in all.enumerated() {
      copies.withLock { $0[index] = try? Self.corpus(from: base, editing: edit.1) }
    }
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      for index in stride(from: worker, to: all.count, by: 2) {
        let (name, _, flag) = all[index]
        var problems: [String] = []
        var seen: [String] = []
        do {
          let corpus = try #require(copies.withLock { $0[index] }, "the corpus was not copied")
          let before = try Self.snapshot(corpus)
          for arguments in [
            ["check", "--corpus", corpus.path], ["generate", "-q", "--out", corpus.path],
          ] {
            let result = try CLI.run(arguments)
            seen.append("\(arguments[0]) exit \(result.status)")
            let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            if result.status != 2 || lines.count != 2
              || !result.stderr.hasPrefix("fmtcorpus: error: \(corpus.path)/manifest.json:")
            {
              problems.append("\(arguments[0]) exit \(result.status): \(result.stderr.prefix(300))")
            }
          }
          if try Self.snapshot(corpus) != before { problems.append("the corpus changed") }
          if try SmallCorpus.siblings(corpus) != [] { problems.append("something was left") }
          if let flag {
            let out = CLI.temporaryDirectory()
            let result = try CLI.run(
              ["generate", "-q", "--out", out.path, "--locale", "en_US"] + flag)
            seen.append("flag exit \(result.status)")
            if result.status != 2 { problems.append("the flag \(flag) exits \(result.status)") }
            if FileManager.default.fileExists(atPath: out.path) {
              problems.append("the flag wrote \(out.path)")
            }
          }
        } catch {
          problems.append("\(error)")
        }
        failures.withLock { $0 += problems.map { "\(name): \($0)" } }
        outcomes.withLock { tally in for key in seen { tally[key, default: 0] += 1 } }
      }
    }
    for failure in failures.withLock({ $0 }) { Issue.record(Comment(rawValue: failure)) }
    let tally = outcomes.withLock { $0 }.sorted { $0.key < $1.key }.map {
      "\($0.key) ×\($0.value)"
    }
    print(
      "plan fuzz: \(all.count) cases over \(fieldCount) fields: \(tally.joined(separator: ", "))")
  }
}
