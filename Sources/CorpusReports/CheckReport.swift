import CorpusDiff
import CorpusModel

/// Everything a reporter shows: engine changes, the changes, the policy, what was skipped.
public struct CheckReport: Sendable {
  public struct EngineChange: Hashable, Sendable {
    public var name: String
    public var old: String
    public var new: String

    public init(name: String, old: String, new: String) {
      self.name = name
      self.old = old
      self.new = new
    }

    /// `icu 72.1 → 76.1`; the engine itself without its name repeated: `icu → foundation`.
    public var text: String { name == "engine" ? "\(old) → \(new)" : "\(name) \(old) → \(new)" }
  }

  /// The same edit across many entries, shown once.
  public struct Group: Sendable {
    public var changeClass: ChangeClass
    public var description: String
    public var changes: [Change]
    public var locales: Int { Set(changes.map(\.locale)).count }
  }

  public var oldLabel: String
  public var newLabel: String
  public var engineChanges: [EngineChange]
  /// Changes after `--ignore`, in file and key order.
  public var changes: [Change]
  public var failing: Set<ChangeClass>
  /// The corpus folder locations and GitHub annotations point into (`corpus/`).
  public var annotationRoot: String
  /// Which of the two corpora `annotationRoot` is: every location names a file of that side
  /// and a line of that same file.
  public var annotatedSide: Change.Side
  /// How many changed entries the report names (with old and new, or by key); nil names
  /// every one. Counts are exact whatever the bound.
  public var maxEntries: Int?
  public var notes: [String]
  /// The months whose grid changed, drawn old beside new, as many as the reporter shows
  /// (``MonthGrids/collect(_:old:new:limit:)``).
  public var months: [MonthGrids] = []
  /// How many golden files were compared (`ok: no changes in 806 files compared`); nil where
  /// the caller did not say.
  public var filesCompared: Int?
  /// The changes the plan file lists as known differences: out of ``changes``, never failing
  /// (``separate(_:engine:files:)``).
  public var known: [KnownChange] = []
  /// Known differences that matched no change: reported so the list does not rot, not failing.
  public var stale: [KnownDifference] = []

  public init(
    oldLabel: String, newLabel: String, old: Manifest?, new: Manifest?, changes: [Change],
    failOn: Set<ChangeClass>, ignore: Set<ChangeClass>, annotationRoot: String,
    annotatedSide: Change.Side = .old, maxEntries: Int?, notes: [String]
  ) {
    // Labels, engine versions and notes can quote a folder's or a manifest's text: data, so
    // named where no output may carry it, once for every reporter.
    self.oldLabel = MessageText.escaped(oldLabel, limit: nil)
    self.newLabel = MessageText.escaped(newLabel, limit: nil)
    self.engineChanges = CheckReport.engineChanges(old, new).map {
      EngineChange(
        name: MessageText.escaped($0.name), old: MessageText.escaped($0.old),
        new: MessageText.escaped($0.new))
    }
    self.changes = changes.filter { !ignore.contains($0.changeClass) }
    self.failing = failOn.subtracting(ignore)
    self.annotationRoot = MessageText.escaped(annotationRoot, limit: nil)
    self.annotatedSide = annotatedSide
    self.maxEntries = maxEntries
    self.notes = notes.map { MessageText.escaped($0, limit: nil) }
  }

  /// The side a change is located in: the annotated side, unless that side lacks the whole
  /// file (a file `diff`'s second corpus removed), which only the first corpus holds.
  func locatedSide(_ change: Change) -> Change.Side {
    annotatedSide == .new && change.path.isEmpty && change.new == nil ? .old : annotatedSide
  }

  /// The line a change points at, in the file of ``locationFile(_:)``.
  public func line(_ change: Change) -> Int { change.line(in: locatedSide(change)) }

  /// The file a change points at: `corpus/en_US.json`, always a file that exists.
  public func locationFile(_ change: Change) -> String {
    (locatedSide(change) == annotatedSide ? annotationRoot : oldLabel) + change.file
  }

  /// `corpus/en_US.json:218`.
  public func location(_ change: Change) -> String {
    "\(locationFile(change)):\(line(change))"
  }

  static func engineChanges(_ old: Manifest?, _ new: Manifest?) -> [EngineChange] {
    guard let old, let new else { return [] }
    var changes: [EngineChange] = []
    if old.engine.name != new.engine.name {
      changes.append(
        EngineChange(name: "engine", old: apiTitle(old.engine), new: apiTitle(new.engine)))
    }
    for key in ["icu", "cldr", "unicode", "tzdata"]
      + Set(old.engine.versions.keys).union(new.engine.versions.keys)
      .subtracting(["icu", "cldr", "unicode", "tzdata"]).sorted()
    {
      let a = old.engine.versions[key] ?? "—"
      let b = new.engine.versions[key] ?? "—"
      if a != b { changes.append(EngineChange(name: key, old: a, new: b)) }
    }
    // The other engines' versions, each named by its engine (`foundation icu`).
    for other in new.engines ?? [] {
      guard let before = old.engines?.first(where: { $0.name == other.name }) else { continue }
      for key in Set(before.versions.keys).union(other.versions.keys).sorted() {
        let a = before.versions[key] ?? "—"
        let b = other.versions[key] ?? "—"
        if a != b { changes.append(EngineChange(name: "\(other.name) \(key)", old: a, new: b)) }
      }
    }
    if old.formatVersion != new.formatVersion {
      changes.append(
        EngineChange(
          name: "format version", old: "\(old.formatVersion)", new: "\(new.formatVersion)"))
    }
    if old.fmtcorpusVersion != new.fmtcorpusVersion {
      changes.append(
        EngineChange(name: "fmtcorpus", old: old.fmtcorpusVersion, new: new.fmtcorpusVersion))
    }
    return changes
  }

  /// The API an engine renders through, where it names one: `Foundation DateFormatter (ICU
  /// 76.1)` for `foundation`, `Foundation FormatStyle (ICU 76.1)` for `formatstyle` — the two
  /// Swift APIs of the same Foundation, which a diff of their corpora compares. Any other
  /// engine by its name (`icu`).
  static func apiTitle(_ engine: EngineInfo) -> String {
    let api: String
    switch engine.name {
    case "foundation": api = "Foundation DateFormatter"
    case "formatstyle": api = "Foundation FormatStyle"
    default: return engine.name
    }
    return engine.versions["icu"].map { "\(api) (ICU \($0))" } ?? api
  }

  public var failingChanges: [Change] { changes.filter { failing.contains($0.changeClass) } }

  /// 0 when nothing failing changed, 1 otherwise.
  public var exitCode: Int32 { failingChanges.isEmpty ? 0 : 1 }

  public func isFailing(_ change: Change) -> Bool { failing.contains(change.changeClass) }

  /// Counts by class, in severity order (never by size).
  public var classCounts: [(ChangeClass, Int)] {
    var counts: [ChangeClass: Int] = [:]
    for change in changes { counts[change.changeClass, default: 0] += 1 }
    return ChangeClass.allCases.compactMap { changeClass in
      counts[changeClass].map { (changeClass, $0) }
    }
  }

  /// The classes that changed in the order reports show them: failing classes first, then the
  /// rest, each part in severity order.
  public var classOrder: [ChangeClass] {
    let present = Set(changes.map(\.changeClass))
    let ordered = ChangeClass.allCases.filter(present.contains)
    return ordered.filter(failing.contains) + ordered.filter { !failing.contains($0) }
  }

  /// Every change, failing classes first, then by severity, then in file and key order: the
  /// order in which a bounded report keeps changes.
  public var prioritized: [Change] {
    let rank = Dictionary(uniqueKeysWithValues: classOrder.enumerated().map { ($1, $0) })
    return changes.enumerated().sorted {
      let (a, b) = (rank[$0.element.changeClass]!, rank[$1.element.changeClass]!)
      return a != b ? a < b : $0.offset < $1.offset
    }.map(\.element)
  }

  /// The changes a bounded list keeps (`prioritized`, cut at `maxEntries`), in file and key
  /// order, and how many it leaves out.
  public var listed: (changes: [Change], omitted: Int) {
    guard let limit = maxEntries, limit < changes.count else { return (changes, 0) }
    let kept = Set(prioritized.prefix(limit))
    return (changes.filter(kept.contains), changes.count - limit)
  }

  /// Counts by a dimension, largest first, then by name.
  public func counts(by dimension: (Change) -> String?) -> [(String, Int)] {
    var counts: [String: Int] = [:]
    for change in changes {
      if let key = dimension(change).map({ MessageText.escaped($0, limit: nil) }) {
        counts[key, default: 0] += 1
      }
    }
    return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
  }

  /// Groups of at least `threshold` changes with the same class and the same edit.
  public func groups(threshold: Int = 4) -> (folded: [Group], single: [Change]) {
    var buckets: [String: [Change]] = [:]
    var keys: [String] = []
    var descriptions: [String: (ChangeClass, String)] = [:]
    for change in changes {
      let (key, description) = CheckReport.signature(change)
      if buckets[key] == nil {
        keys.append(key)
        descriptions[key] = (change.changeClass, description)
      }
      buckets[key, default: []].append(change)
    }
    var folded: [Group] = []
    var single: [Change] = []
    for key in keys {
      let members = buckets[key]!
      if members.count >= threshold {
        folded.append(
          Group(
            changeClass: descriptions[key]!.0, description: descriptions[key]!.1, changes: members))
      } else {
        single += members
      }
    }
    folded.sort {
      $0.changes.count != $1.changes.count
        ? $0.changes.count > $1.changes.count : $0.description < $1.description
    }
    return (folded, single)
  }

  /// What makes changes "the same": for strings, the edit (`U+0020 → U+202F before PM`).
  static func signature(_ change: Change) -> (String, String) {
    switch (change.old, change.new) {
    case (let old?, let new?) where change.changeClass != .order:
      let span = StringClassifier.span(old: old, new: new)
      // The edit cut as values are (`InvisibleText.shown`): a description is a report line.
      let from = span.old.isEmpty ? "∅" : InvisibleText.shown(span.old, spaces: true)
      let to = span.new.isEmpty ? "∅" : InvisibleText.shown(span.new, spaces: true)
      let after = span.after.isEmpty ? "" : " before \"\(InvisibleText.visible(span.after))\""
      let description = "\(from) → \(to)\(after)"
      return ("\(change.changeClass.rawValue)|\(description)", description)
    case (let old?, let new?) where Artifact.named(change.artifact)?.comparison == .monthGrid:
      let description =
        "weekday order \(InvisibleText.shown(old)) → \(InvisibleText.shown(new))"
      return ("order|\(description)", description)
    case (let old?, let new?):
      let description =
        "wheel order \(InvisibleText.shown(old)) → \(InvisibleText.shown(new))"
      return ("order|\(description)", description)
    default:
      let what = change.path.isEmpty ? "files" : "\(change.artifact) entries"
      let description = "\(change.changeClass.rawValue) \(what)"
      return (
        "\(change.changeClass.rawValue)|\(change.path.isEmpty)|\(change.artifact)", description
      )
    }
  }
}
