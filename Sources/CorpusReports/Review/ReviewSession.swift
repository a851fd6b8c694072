import CorpusDiff

/// `fmtcorpus review`'s state, with no terminal in it: the changes in the order the text report
/// shows them, one item — a lone change or a folded group — at a time, and what was decided.
///
/// Keys go in (`press`), screens come out (`screen`); the CLI only reads keys and draws lines.
/// Items are the text report's edits (`ReportSelection`), failing classes first, each in
/// severity order, the largest folded edit first. Two kinds of changes are decided together
/// because a golden file can only take them together: the entries of one added or removed
/// subtree (a lone `added` or `removed` change is one item with the others of its file, class
/// and artifact), and a month whose first weekday moved (its header and rows go with its
/// `order` change).
public struct ReviewSession: Sendable {
  public enum Decision: Sendable, Hashable {
    /// Taken into the corpus.
    case accepted
    /// Left out of the corpus.
    case rejected
    /// Left undecided for now.
    case skipped
    /// Left out of the corpus and listed in the plan file's known differences, so that
    /// `check` reports it as known rather than failing.
    case ignored
  }

  /// What a key does.
  public enum Key: Sendable, Hashable {
    case accept, reject, skip, ignore, undo, acceptClass, acceptLocale, quit, help
    case other(String)

    /// `a`, `r`, `s`, `i`, `u`, `c`, `l`, `q`, `?` (and `h`); any other key is `other`, named.
    public init(_ character: Character) {
      switch character {
      case "a", "A": self = .accept
      case "r", "R": self = .reject
      case "s", "S": self = .skip
      case "i", "I": self = .ignore
      case "u", "U": self = .undo
      case "c", "C": self = .acceptClass
      case "l", "L": self = .acceptLocale
      case "q", "Q": self = .quit
      case "?", "h", "H": self = .help
      default: self = .other(InvisibleText.visible(String(character), spaces: true))
      }
    }
  }

  /// One screen's worth: a lone change or the same edit across many entries.
  public struct Item: Sendable {
    public var changeClass: ChangeClass
    /// The folded edit (`⟨SP U+0020⟩ → ⟨NNBSP U+202F⟩ before "PM"`); nil for a lone change.
    public var description: String?
    /// Indices into `changes`.
    public var changes: [Int]
  }

  /// The keys, one line each, as the help screen and `fmtcorpus review --help` list them.
  public static let keyHelp = [
    "a  accept: take this change (every entry of a group) into the corpus",
    "r  reject: the corpus keeps its value",
    "s  skip: leave it undecided (left as it is)",
    "i  ignore: list it as a known difference in the plan file, at the end",
    "u  undo the last decision, an ignore too",
    "c  accept every remaining change of this class (skipped ones too)",
    "l  accept every remaining change of this locale (skipped ones too)",
    "q  quit: write what was accepted, leave the rest",
    "?  show or hide this help",
  ]

  public let changes: [Change]
  public let items: [Item]
  public private(set) var decisions: [Decision?]
  /// The item on screen; nil once every item was decided.
  public private(set) var current: Int?
  public private(set) var showsHelp = false
  /// What the last key did, when there is something to say.
  public private(set) var message: String?
  public private(set) var hasQuit = false
  /// The plan file an ignore is written to when the review ends; nil without one, when `i`
  /// says why it cannot.
  public let planFile: String?
  private let report: CheckReport

  /// One key's decisions, as they were before it: what `u` puts back.
  private struct Step: Sendable {
    var previous: [(offset: Int, decision: Decision?)]
    var item: Int?
  }

  private var history: [Step] = []

  /// - Parameters:
  ///   - report: the changes, and where locations point (`annotationRoot`, the corpus).
  ///   - planFile: the plan file `i` lists known differences in; nil when there is none.
  public init(_ report: CheckReport, planFile: String? = nil) {
    self.report = report
    self.planFile = planFile
    changes = report.changes
    var index: [Change: Int] = [:]
    for (offset, change) in changes.enumerated() where index[change] == nil {
      index[change] = offset
    }
    // A month whose first weekday moved: its header and rows follow its order change.
    var turned: [String: Int] = [:]  // file + month path → the order change
    func monthKey(_ file: String, _ path: some Collection<String>) -> String {
      ([file] + path).joined(separator: "\u{0}")
    }
    for (offset, change) in changes.enumerated()
    where change.path.last == GoldenEntries.orderKey
      && MonthGrid.isMonth(Array(change.path.dropLast()))
    {
      turned[monthKey(change.file, change.path.dropLast())] = offset
    }
    var bound: [Int: [Int]] = [:]  // order change → changes laid out with it
    var free = report
    if !turned.isEmpty {
      free.changes = []
      for (offset, change) in changes.enumerated() {
        if change.path.count > 4, ["weekdays", "weeks"].contains(change.path[4]),
          let order = turned[monthKey(change.file, change.path.prefix(4))]
        {
          bound[order, default: []].append(offset)
        } else {
          free.changes.append(change)
        }
      }
    }
    var items: [Item] = []
    var subtrees: [String: Int] = [:]  // file, class, artifact → item of lone added/removed
    for section in ReportSelection(free).sections {
      for edit in section.edits {
        let offsets = edit.changes.map { index[$0]! }
        if edit.description == nil, [.added, .removed].contains(edit.changeClass),
          let change = edit.changes.first
        {
          let key = [change.file, edit.changeClass.rawValue, change.artifact].joined(
            separator: "\u{0}")
          if let existing = subtrees[key] {
            items[existing].changes += offsets
            items[existing].description = CheckReport.signature(change).1
            continue
          }
          subtrees[key] = items.count
        }
        items.append(
          Item(changeClass: edit.changeClass, description: edit.description, changes: offsets))
      }
    }
    for item in items.indices {
      items[item].changes += items[item].changes.flatMap { bound[$0] ?? [] }
    }
    self.items = items
    decisions = Array(repeating: nil, count: changes.count)
    current = items.isEmpty ? nil : 0
  }

  /// Whether the review is over: quit, or nothing left to decide.
  public var isFinished: Bool { hasQuit || current == nil }

  /// The changes of `item` not yet decided (skipped ones are decided, for now).
  public func open(_ item: Int) -> [Int] { items[item].changes.filter { decisions[$0] == nil } }

  public var accepted: [Change] {
    decisions.indices.filter { decisions[$0] == .accepted }.map { changes[$0] }
  }

  /// The changes to list in the plan file's known differences, in the report's order.
  public var ignored: [Change] {
    decisions.indices.filter { decisions[$0] == .ignored }.map { changes[$0] }
  }

  /// Changes accepted, rejected, and left (skipped or never shown); ignored ones are counted
  /// by ``ignored``.
  public var counts: (accepted: Int, rejected: Int, left: Int) {
    let accepted = decisions.count { $0 == .accepted }
    let rejected = decisions.count { $0 == .rejected }
    let ignored = decisions.count { $0 == .ignored }
    return (accepted, rejected, decisions.count - accepted - rejected - ignored)
  }

  /// The accepted changes by file, and whether they are all of that file's changes.
  public var acceptedFiles: [String: (changes: [Change], all: Bool)] {
    var files: [String: (changes: [Change], all: Bool)] = [:]
    for (offset, change) in changes.enumerated() {
      let taken = decisions[offset] == .accepted
      var file = files[change.file] ?? ([], true)
      if taken { file.changes.append(change) } else { file.all = false }
      files[change.file] = file
    }
    return files.filter { !$0.value.changes.isEmpty }
  }

  public mutating func press(_ key: Key) {
    message = nil
    guard !isFinished, let current else { return }
    let open = self.open(current)
    switch key {
    case .accept: decide(open, .accepted)
    case .reject: decide(open, .rejected)
    case .skip: decide(open, .skipped)
    case .ignore:
      guard planFile != nil else {
        message =
          "i: no plan file to list it in (fmtcorpus.yml here or above, or --plan FILE; 'fmtcorpus init' writes one)"
        return
      }
      decide(open, .ignored)
    case .undo:
      guard let step = history.popLast() else {
        message = "u: nothing to undo"
        return
      }
      for (offset, decision) in step.previous { decisions[offset] = decision }
      self.current = step.item
      let count = step.previous.count
      message = "undid the last decision (\(count) entr\(count == 1 ? "y" : "ies"))"
      return
    case .acceptClass:
      let changeClass = items[current].changeClass
      let chosen = items.filter { $0.changeClass == changeClass }.flatMap(\.changes)
      let count = decide(
        chosen.filter { decisions[$0] == nil || decisions[$0] == .skipped }, .accepted)
      message = "accepted \(count) \(changeClass.rawValue) change\(count == 1 ? "" : "s")"
    case .acceptLocale:
      let locales = Set(open.map { changes[$0].locale }).sorted()
      guard locales.count == 1, let locale = locales.first else {
        let shown = locales.prefix(3).joined(separator: ", ") + (locales.count > 3 ? ", …" : "")
        message =
          "l: this group spans \(locales.count) locales (\(shown)); a accepts the whole group"
        return
      }
      let chosen = changes.indices.filter {
        changes[$0].locale == locale && (decisions[$0] == nil || decisions[$0] == .skipped)
      }
      let count = decide(chosen, .accepted)
      message =
        "accepted \(count) change\(count == 1 ? "" : "s") of \(InvisibleText.visible(locale))"
    case .quit:
      hasQuit = true
      return
    case .help:
      showsHelp.toggle()
      return
    case .other(let name):
      message = "unknown key \(name): press ? for the keys"
      return
    }
    advance()
  }

  @discardableResult
  private mutating func decide(_ offsets: [Int], _ decision: Decision) -> Int {
    if !offsets.isEmpty {
      history.append(Step(previous: offsets.map { ($0, decisions[$0]) }, item: current))
    }
    for offset in offsets { decisions[offset] = decision }
    return offsets.count
  }

  /// On to the next item with anything undecided, after this one; none left ends the review.
  private mutating func advance() {
    guard let current else { return }
    self.current = items.indices.dropFirst(current + 1).first { !open($0).isEmpty }
  }
}

extension ReviewSession {
  /// The screen: where we are, the item's entries (old and new, invisible characters named,
  /// `file:line`), the tally, the keys; as many entries as fit in `height` lines, every line cut
  /// to `width` characters.
  public func screen(width: Int, height: Int, title: String) -> [String] {
    var lines: [String] = []
    guard let current else {
      lines.append("\(title): nothing left to review")
      lines.append(tally)
      return lines.map { cut($0, width) }
    }
    let item = items[current]
    let open = self.open(current).map { changes[$0] }
    lines.append("\(title)  \(current + 1)/\(items.count)  \(item.changeClass.rawValue)")
    let count = open.count
    let locales = Set(open.map(\.locale)).count
    let entries =
      "\(count) entr\(count == 1 ? "y" : "ies") in \(locales) locale\(locales == 1 ? "" : "s")"
    lines.append(item.description.map { "\($0): \(entries)" } ?? entries)
    var footer = [tally, keyLine(item, open)]
    if showsHelp { footer += Self.keyHelp.map { "  " + $0 } }
    if let message { footer.append(message) }
    var body: [String] = []
    var shown = 0
    for change in open {
      var block = ["  \(InvisibleText.visible(change.displayKey))  (\(report.location(change)))"]
      let (old, new) = ChangeText.values(change)
      if let old { block.append("    - " + old) }
      if let new { block.append("    + " + new) }
      let room = height - lines.count - footer.count - body.count - (shown + 1 < count ? 1 : 0)
      guard shown == 0 || block.count <= room else { break }
      body += block
      shown += 1
    }
    if shown < count { body.append("  and \(count - shown) more") }
    return (lines + body + footer).map { cut($0, width) }
  }

  /// `so far: 2 accepted, 1 rejected, 38 left`.
  public var tally: String {
    let (accepted, rejected, left) = counts
    let ignored = decisions.count { $0 == .ignored }
    return
      "so far: \(accepted) accepted, \(rejected) rejected, "
      + (ignored > 0 ? "\(ignored) ignored, " : "") + "\(left) left of \(changes.count)"
  }

  private func keyLine(_ item: Item, _ open: [Change]) -> String {
    let locales = Set(open.map(\.locale))
    let locale = locales.count == 1 ? InvisibleText.visible(locales.first!) : "its locale"
    return
      "a accept · r reject · s skip · i ignore · u undo · c all \(item.changeClass.rawValue) · l all \(locale) · q quit · ? help"
  }

  private func cut(_ line: String, _ width: Int) -> String {
    guard width > 1, line.count > width else { return line }
    return String(line.prefix(width - 1)) + "…"
  }
}
