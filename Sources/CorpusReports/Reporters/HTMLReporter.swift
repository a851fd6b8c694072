import CorpusDiff
import CorpusModel
import CorpusStore
import GoldenFormat

/// `--format html`: a change report to look at — what fails first, then each class from the
/// most serious; a changed picker drawn old beside new with its moved, changed or added wheels
/// marked; a changed string old above new with the differing span marked and invisible
/// characters named as the text report names them; filters by class, locale, calendar and
/// artifact.
///
/// It stays small for any number of changes (the 304,693 of a Foundation corpus against the
/// committed one): the same edit across many entries is folded into one group (as the text
/// report folds it) showing `examplesPerGroup` entries; a class draws its first
/// `groupsPerClass` groups (the largest) and `entriesPerClass` lone entries, and names the
/// other edits by their description and count (`editsListed` of them); a list of keys names
/// `keysPerList` keys. Whatever is left out is said where it is left out, and counts are
/// always exact: the text and JSON reports name every entry.
public struct HTMLReporter: Sendable {
  /// Each side's golden files, for drawing a changed picker whole.
  public var old: CorpusSide
  public var new: CorpusSide

  /// Entries drawn for each folded edit.
  public static let examplesPerGroup = 3
  /// Folded edits drawn per class (with their examples and keys), the largest first.
  public static let groupsPerClass = 30
  /// Lone entries drawn per class; the others are listed by key.
  public static let entriesPerClass = 200
  /// Edits of a class beyond its drawn groups named by description and count.
  public static let editsListed = 100
  /// Keys a list names; the rest of the list is counted.
  public static let keysPerList = 100

  /// Most serious first: `ChangeClass`'s one order, which every report uses.
  static let severity: [ChangeClass] = ChangeClass.allCases

  public init(oldFiles: [String: [UInt8]], newFiles: [String: [UInt8]]) {
    self.init(
      old: CorpusSide(label: "old:", manifest: nil, files: oldFiles),
      new: CorpusSide(label: "new:", manifest: nil, files: newFiles))
  }

  /// A page drawing changed pickers from the two sides compared; a side that reads its files
  /// (`diff`) reads the pair a drawn picker is in, one pair at a time.
  public init(old: CorpusSide, new: CorpusSide) {
    self.old = old
    self.new = new
  }

  public func render(_ report: CheckReport) -> String {
    var html = HTMLText(capacity: 1 << 20)
    var pickers = ChangedPickers(old: old, new: new)
    let title = "fmtcorpus: \(report.oldLabel) → \(report.newLabel)"
    HTMLPage.open(title: title, bodyClass: "changes", into: &html)
    html.element("h1", title)
    html.element(
      "p",
      report.engineChanges.isEmpty
        ? "engine: unchanged"
        : "engine: "
          + report.engineChanges.map(\.text)
          .joined(separator: ", "))
    for note in report.notes { html.element("p", "note: " + note, class: "more") }
    for line in report.knownLines { html.element("p", line, class: "more") }
    let failing = report.failingChanges.count
    html.element(
      "p",
      report.changes.isEmpty
        ? (report.known.isEmpty ? "ok: no changes" : "ok: nothing failing changed")
        : ChangeText.summaryLine(report)
          + (failing == 0 ? " — ok: nothing failing changed" : " — fail"),
      class: failing == 0 ? "verdict ok" : "verdict fail")
    guard !report.changes.isEmpty else {
      HTMLPage.close(into: &html)
      return html.string
    }
    counts(report, into: &html)

    let (folded, single) = report.groups()
    // Failing classes first, then the rest, each in severity order: as every report orders.
    let ordered = report.classOrder
    for changeClass in ordered {
      let groups = folded.filter { $0.changeClass == changeClass }
      let lone = single.filter { $0.changeClass == changeClass }
      let total = groups.reduce(0) { $0 + $1.changes.count } + lone.count
      let isFailing = report.failing.contains(changeClass)
      html.raw("\n<section class=\"class\" data-class=\"\(changeClass.rawValue)\"><h2>")
      html.raw("<span class=\"tag\(isFailing ? " failing" : "")\">")
      html.text(isFailing ? "failing" : "not failing")
      html.raw("</span>")
      html.text("\(changeClass.rawValue): \(Self.grouped(total)) entr\(total == 1 ? "y" : "ies")")
      html.raw("</h2>")
      for group in groups.prefix(Self.groupsPerClass) {
        self.group(group, report, &pickers, into: &html)
      }
      if groups.count > Self.groupsPerClass {
        undrawnGroups(Array(groups.dropFirst(Self.groupsPerClass)), changeClass, into: &html)
      }
      for change in lone.prefix(Self.entriesPerClass) {
        html.raw("<div class=\"entry\"")
        filterAttributes([change], into: &html)
        html.raw(">")
        entry(change, report, &pickers, into: &html)
        html.raw("</div>")
      }
      if lone.count > Self.entriesPerClass {
        let rest = Array(lone.dropFirst(Self.entriesPerClass))
        html.raw("<div class=\"group\"")
        filterAttributes(rest, into: &html)
        html.raw(">")
        html.element(
          "p",
          "\(Self.grouped(rest.count)) more \(changeClass.rawValue) entries, each a different edit (first \(Self.entriesPerClass) drawn above):",
          class: "more")
        keys(rest, into: &html)
        html.raw("</div>")
      }
      html.raw("</section>")
    }
    HTMLPage.close(into: &html)
    return html.string
  }

  /// Exact counts by class, locale, calendar and artifact, and a filter for each.
  private func counts(_ report: CheckReport, into html: inout HTMLText) {
    let dimensions: [(String, String, (Change) -> String?)] = [
      ("class", "class", { $0.changeClass.rawValue }), ("locale", "locale", { $0.locale }),
      ("calendar", "calendar", { $0.calendar }), ("artifact", "artifact", { $0.artifact }),
    ]
    html.raw("<div class=\"filters\">filter: ")
    for (title, name, dimension) in dimensions {
      html.raw("<select name=\"\(name)\" aria-label=\"\(title)\"><option value=\"\">every \(title)")
      html.raw("</option>")
      for (value, count) in report.counts(by: dimension) {
        html.raw("<option value=\"")
        html.text(value)
        html.raw("\">")
        html.text("\(value) (\(Self.grouped(count)))")
        html.raw("</option>")
      }
      html.raw("</select>")
    }
    html.raw("</div>")
    for (title, _, dimension) in dimensions {
      let counts = report.counts(by: dimension)
      guard !counts.isEmpty else { continue }
      let long = counts.count > 12
      html.raw(long ? "<details class=\"counts\"><summary>" : "<p class=\"counts\">")
      html.text("by \(title)\(long ? " (\(counts.count))" : ""): ")
      if long { html.raw("</summary>") }
      for (value, count) in counts {
        html.raw("<span>")
        html.text("\(value) \(Self.grouped(count))")
        html.raw("</span>")
      }
      html.raw(long ? "</details>" : "</p>")
    }
  }

  /// `data-f` and what the filters match: every locale, calendar and artifact among `changes`.
  private func filterAttributes(_ changes: [Change], into html: inout HTMLText) {
    func values(_ key: (Change) -> String?) -> String {
      var seen: Set<String> = []
      var list: [String] = []
      for change in changes {
        if let value = key(change), seen.insert(value).inserted { list.append(value) }
      }
      return list.joined(separator: " ")
    }
    html.raw(" data-f data-class=\"")
    html.text(values { $0.changeClass.rawValue })
    html.raw("\" data-locale=\"")
    html.text(values { $0.locale })
    html.raw("\" data-calendar=\"")
    html.text(values { $0.calendar })
    html.raw("\" data-artifact=\"")
    html.text(values { $0.artifact })
    html.raw("\"")
  }

  private func group(
    _ group: CheckReport.Group, _ report: CheckReport, _ pickers: inout ChangedPickers,
    into html: inout HTMLText
  ) {
    html.raw("<div class=\"group\"")
    filterAttributes(group.changes, into: &html)
    html.raw("><h4>")
    html.text(group.description)
    html.raw("</h4>")
    html.element(
      "p",
      "\(Self.grouped(group.changes.count)) entries in \(group.locales) locale\(group.locales == 1 ? "" : "s");"
        + " \(min(Self.examplesPerGroup, group.changes.count)) drawn:", class: "more")
    for change in Self.examples(group.changes) {
      html.raw("<div class=\"entry\">")
      entry(change, report, &pickers, into: &html)
      html.raw("</div>")
    }
    keys(group.changes, into: &html)
    html.raw("</div>")
  }

  /// A class's folded edits past ``groupsPerClass``: each by its description and count, the
  /// first ``editsListed`` of them, the rest counted.
  private func undrawnGroups(
    _ groups: [CheckReport.Group], _ changeClass: ChangeClass, into html: inout HTMLText
  ) {
    let entries = groups.reduce(0) { $0 + $1.changes.count }
    html.raw("<div class=\"group\"")
    filterAttributes(groups.flatMap(\.changes), into: &html)
    html.raw(">")
    html.element(
      "p",
      "\(Self.grouped(groups.count)) more \(changeClass.rawValue) edits of \(Self.grouped(entries)) entries, not drawn (the first \(Self.groupsPerClass) edits, the largest, are drawn above):",
      class: "more")
    html.raw("<details class=\"keys\"><summary>")
    let listed = min(groups.count, Self.editsListed)
    html.text(
      listed == groups.count
        ? "each edit and its entries" : "the first \(listed) of these edits and their entries")
    html.raw("</summary><pre>")
    for group in groups.prefix(Self.editsListed) {
      html.text("\(group.description): \(Self.grouped(group.changes.count)) entries")
      html.raw("\n")
    }
    if groups.count > listed {
      let rest = groups.dropFirst(listed)
      html.text(
        "… and \(Self.grouped(rest.count)) more edits of \(Self.grouped(rest.reduce(0) { $0 + $1.changes.count })) entries"
      )
      html.raw("\n")
    }
    html.raw("</pre></details></div>")
  }

  /// The entries a group draws: from as many files and pickers as it can (three rows of one
  /// wheel say less than one row in each of three locales), in the group's order.
  static func examples(_ changes: [Change]) -> [Change] {
    var chosen: [Int] = []
    var seen: Set<[String]> = []
    for (index, change) in changes.enumerated() where chosen.count < examplesPerGroup {
      if seen.insert([change.file] + change.path.prefix(4)).inserted { chosen.append(index) }
    }
    for index in changes.indices where chosen.count < examplesPerGroup {
      if !chosen.contains(index) { chosen.append(index) }
    }
    return chosen.sorted().map { changes[$0] }
  }

  /// The keys, folded per file as the text report lists them, behind a disclosure: the first
  /// ``keysPerList`` of them, the summary saying how many of how many.
  private func keys(_ changes: [Change], into html: inout HTMLText) {
    html.raw("<details class=\"keys\"><summary>")
    html.text(
      changes.count <= Self.keysPerList
        ? "keys of all \(Self.grouped(changes.count)) entries"
        : "keys of the first \(Self.keysPerList) of \(Self.grouped(changes.count)) entries (the text and JSON reports name all)"
    )
    html.raw("</summary><pre>")
    for line in KeyIndex.lines(Array(changes.prefix(Self.keysPerList)), indent: "") {
      html.text(line)
      html.raw("\n")
    }
    html.raw("</pre></details>")
  }

  /// One change: its key and location, the picker old beside new when it is a picker's, and
  /// the strings old above new.
  private func entry(
    _ change: Change, _ report: CheckReport, _ pickers: inout ChangedPickers,
    into html: inout HTMLText
  ) {
    html.raw("<h4 data-class=\"\(change.changeClass.rawValue)\">")
    html.raw("<span class=\"tag\(report.isFailing(change) ? " failing" : "")\">")
    html.text(change.changeClass.rawValue)
    html.raw("</span>")
    html.text(change.displayKey)
    html.raw(" <span class=\"key\">")
    html.text(report.location(change))
    html.raw("</span></h4>")
    if let (old, new, mode, calendar) = pickers.pair(for: change) {
      let marks = Self.marks(old: old, new: new)
      html.raw("<div class=\"sides\">")
      for (side, node, sideMarks) in [("old", old, marks.old), ("new", new, marks.new)] {
        html.raw("<div class=\"side-\(side)\"><h5>\(side)</h5>")
        if let node {
          PickerDrawing.draw(node, mode: mode, calendar: calendar, marks: sideMarks, into: &html)
        } else {
          html.element("p", "no such picker", class: "more")
        }
        html.raw("</div>")
      }
      html.raw("</div>")
    }
    html.raw("<div class=\"strings\">")
    if let old = change.old, let new = change.new, change.changeClass != .order,
      change.changeClass != .parsing
    {
      let span = StringClassifier.span(old: old, new: new)
      html.raw("<span>−</span><span class=\"old\">")
      html.markedString(old, prefix: span.prefix, span: span.old)
      html.raw("</span><span>+</span><span class=\"new\">")
      html.markedString(new, prefix: span.prefix, span: span.new)
      html.raw("</span>")
    } else {
      // A parse result shows the string it parsed (`ChangeText`).
      let (old, new) = ChangeText.values(change)
      if let old {
        html.raw("<span>−</span><span class=\"old\">")
        html.text(InvisibleText.visible(old))
        html.raw("</span>")
      }
      if let new {
        html.raw("<span>+</span><span class=\"new\">")
        html.text(InvisibleText.visible(new))
        html.raw("</span>")
      }
    }
    html.raw("</div>")
  }

  /// Which wheels to mark on each side: a wheel only the new side has is `added` (one only the
  /// old side has, `changed`); of the wheels both have, those that moved — the fewest whose
  /// moving explains the new order (the rest keep their order: a longest common subsequence)
  /// — are `moved`; a wheel whose rows, selection or labels differ is `changed`.
  static func marks(old: GoldenNode?, new: GoldenNode?) -> (
    old: [String: String], new: [String: String]
  ) {
    func wheels(_ node: GoldenNode?) -> [(String, GoldenNode)] {
      guard case .array(let items, _, _)? = node?["wheels"] else { return [] }
      return items.map { (PickerDrawing.Wheel($0).field, $0) }
    }
    let a = wheels(old)
    let b = wheels(new)
    let aFields = a.map(\.0)
    let bFields = b.map(\.0)
    let aCommon = aFields.filter(bFields.contains)
    let bCommon = bFields.filter(aFields.contains)
    let staying = Set(longestCommonSubsequence(aCommon, bCommon))
    var oldMarks: [String: String] = [:]
    var newMarks: [String: String] = [:]
    for (field, node) in b {
      guard let before = a.first(where: { $0.0 == field })?.1 else {
        newMarks[field] = "added"
        continue
      }
      if !staying.contains(field) {
        oldMarks[field] = "moved"
        newMarks[field] = "moved"
      } else if before != node {
        oldMarks[field] = "changed"
        newMarks[field] = "changed"
      }
    }
    for field in aFields where !bFields.contains(field) { oldMarks[field] = "changed" }
    return (oldMarks, newMarks)
  }

  /// The longest run of `a`'s items that `b` has in the same order (a picker has a few wheels).
  static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> [String] {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [String] = []
    var (i, j) = (0, 0)
    while i < a.count, j < b.count {
      if a[i] == b[j] {
        result.append(a[i])
        i += 1
        j += 1
      } else if table[i + 1][j] >= table[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return result
  }

  /// `107,461`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value)
    var output = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { output.append(",") }
      output.append(digit)
    }
    return output
  }
}

/// The pickers a change belongs to, read from each side's file once for a run of changes that
/// point into it.
///
/// Only the last file's trees are kept: drawn changes come file by file, and a side that reads
/// its files (`diff`) then holds one pair, not every file with a drawn picker.
struct ChangedPickers {
  var old: CorpusSide
  var new: CorpusSide
  private var parsed: (file: String, old: GoldenNode?, new: GoldenNode?)?

  init(old: CorpusSide, new: CorpusSide) {
    self.old = old
    self.new = new
  }

  /// Old and new picker (either may be missing), mode and calendar, for a change under
  /// `calendars › <calendar> › wheels › <mode>`; nil for other changes.
  mutating func pair(for change: Change) -> (GoldenNode?, GoldenNode?, String, String)? {
    let path = change.path
    let wheels = Artifact.wheels.name
    guard path.count > 4, path[0] == "calendars", path[2] == wheels else { return nil }
    if parsed?.file != change.file {
      parsed = (
        change.file, Self.root("old:" + change.file, change.file, old),
        Self.root("new:" + change.file, change.file, new)
      )
    }
    let a = parsed?.old?["calendars"]?[path[1]]?[wheels]?[path[3]]
    let b = parsed?.new?["calendars"]?[path[1]]?[wheels]?[path[3]]
    guard a != nil || b != nil else { return nil }
    return (a, b, path[3], path[1])
  }

  /// A side's file parsed; nil when the side lacks it or it cannot be read or parsed (the
  /// comparison already read it).
  private static func root(_ key: String, _ file: String, _ side: CorpusSide) -> GoldenNode? {
    let node = try? side.withFile(file) { bytes in
      try bytes.map { try GoldenReader.parse($0, file: key) }
    }
    return node
  }
}

extension CheckReport {
  /// `107461 changes (107461 failing) in 1038 files`, or `no changes`: the one line a command
  /// prints when its report went to a file.
  public var summaryLine: String {
    changes.isEmpty ? "no changes" + ChangeText.knownCount(self) : ChangeText.summaryLine(self)
  }
}
