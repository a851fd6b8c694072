import CorpusDiff
/// What a human report (text, Markdown) shows of its changes under `--max-entries`, decided
/// once so both formats show the same entries in the same order.
///
/// Classes come failing first, then the rest, each part in severity order (`classOrder`);
/// within a class, the edit that touches most entries first, then lone changes in file order.
/// The bound counts the entries named: first up to three examples (old and new) of each failing
/// class's leading edit, then of its other edits; then the same for the classes that do not
/// fail; then the keys of the edits' other entries, in the same order, while the bound lasts. Edits left with nothing to name are
/// counted per class, never listed.
struct ReportSelection {
  /// One edit as shown: a folded group, or a lone change (`description` nil).
  struct Edit {
    var changeClass: ChangeClass
    var description: String?
    var changes: [Change]
    var examples: [Change] = []
    /// Entries past the examples named by key.
    var keys: [Change] = []
    var locales: Int { Set(changes.map(\.locale)).count }
    var named: Int { examples.count + keys.count }
  }

  struct Section {
    var changeClass: ChangeClass
    var failing: Bool
    var total: Int
    /// Edits with at least one entry named.
    var edits: [Edit]
    var hiddenEdits: Int
    var hiddenEntries: Int
  }

  var sections: [Section]
  /// Entries named, as examples or by key.
  var named: Int
  var examples: Int

  static let examplesPerEdit = 3

  init(_ report: CheckReport) {
    let (folded, single) = report.groups()
    var byClass: [ChangeClass: [Edit]] = [:]
    for group in folded {
      byClass[group.changeClass, default: []].append(
        Edit(changeClass: group.changeClass, description: group.description, changes: group.changes)
      )
    }
    for change in single {
      byClass[change.changeClass, default: []].append(
        Edit(changeClass: change.changeClass, description: nil, changes: [change]))
    }
    let order = report.classOrder
    var edits = order.map { byClass[$0] ?? [] }
    var budget = report.maxEntries ?? Int.max
    func giveExamples(_ section: Int, _ index: Int) {
      let edit = edits[section][index]
      let take = min(ReportSelection.examplesPerEdit, edit.changes.count, budget)
      guard edit.examples.isEmpty, take > 0 else { return }
      edits[section][index].examples = Array(edit.changes.prefix(take))
      budget -= take
    }
    // Examples first, failing classes before the rest: in each part, every class's leading
    // edit, then the other edits in order; keys only with what is left.
    let failingCount = order.filter(report.failing.contains).count
    for part in [0..<failingCount, failingCount..<order.count] {
      for section in part where !edits[section].isEmpty { giveExamples(section, 0) }
      for section in part {
        for index in edits[section].indices { giveExamples(section, index) }
      }
    }
    for section in edits.indices {
      for index in edits[section].indices where budget > 0 {
        let rest = edits[section][index].changes.dropFirst(edits[section][index].examples.count)
        let take = min(rest.count, budget)
        edits[section][index].keys = Array(rest.prefix(take))
        budget -= take
      }
    }
    sections = zip(order, edits).map { changeClass, edits in
      let shown = edits.filter { $0.named > 0 }
      let hidden = edits.filter { $0.named == 0 }
      return Section(
        changeClass: changeClass, failing: report.failing.contains(changeClass),
        total: edits.reduce(0) { $0 + $1.changes.count }, edits: shown,
        hiddenEdits: hidden.count, hiddenEntries: hidden.reduce(0) { $0 + $1.changes.count })
    }
    named = edits.joined().reduce(0) { $0 + $1.named }
    examples = edits.joined().reduce(0) { $0 + $1.examples.count }
  }

  /// The closing note of a bounded report, or nil when every entry was named.
  static func boundNote(_ report: CheckReport, named: Int) -> String? {
    guard let limit = report.maxEntries, named < report.changes.count else { return nil }
    let total = report.changes.count
    return
      "--max-entries \(limit): \(named) of \(total) changed entries named; the counts include all \(total); --max-entries all names every one"
  }
}
