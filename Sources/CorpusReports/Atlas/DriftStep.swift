import CorpusDiff
import CorpusModel

/// One step of the drift atlas: what one engine's whole default corpus changes in the one
/// before it (ICU 72.1 → 76.1), as counts and a few examples, not the changes themselves.
///
/// A step of two whole corpora holds 300,000 changes; the atlas keeps six steps, so each keeps
/// only its tallies and examples and the changes are dropped as soon as it is made.
public struct DriftStep: Sendable {
  /// One changed entry shown as the reports show it: key, then old and new with the differing
  /// span marked and invisible characters named.
  public struct Example: Hashable, Sendable {
    public var key: String
    public var changeClass: ChangeClass
    public var old: String?
    public var new: String?
  }

  /// `72.1 → 76.1`.
  public var title: String
  /// The step's engine change in the reports' form: `icu → icu@76.1`, `icu 72.1 → 76.1`, ….
  public var engine: [String]
  /// What the step's older engine leaves out of its corpus (ICU 60.3's timers and durations),
  /// said at the top of the step.
  public var leftOut: [String]
  /// The entries of the older corpus, as its manifest counts them.
  public var entries: Int
  public var byClass: [ChangeClass: Int] = [:]
  public var byArtifact: [String: Int] = [:]
  public var byLocale: [String: Int] = [:]
  /// Entries only one engine renders (the older one left them out, or the newer one does not
  /// render them): counted apart, by artifact, never as `added` or `removed`.
  public var notRendered: [String: Int] = [:]
  /// Locale files only one side has.
  public var localesAdded: [String] = []
  public var localesRemoved: [String] = []
  /// Up to ``examplesPerArtifact`` per artifact.
  public var examples: [String: [Example]] = [:]
  /// Where the step's HTML page is, from the atlas's reader's point of view.
  public var page: String?
  /// Why the step was not compared (one side's corpus could not be rendered), said at the top
  /// of the step and in its column instead of counts that would mislead.
  public var failure: String?

  public static let examplesPerArtifact = 3

  /// The step of `report` (every change of the comparison, none ignored).
  ///
  /// - Parameters:
  ///   - leftOut: the older engine's notes of what it leaves out of a corpus.
  ///   - isLeftOut: whether a change is an entry only one engine renders, counted in
  ///     ``notRendered`` instead.
  public init(
    title: String, report: CheckReport, entries: Int, leftOut: [String] = [],
    isLeftOut: (Change) -> Bool = { _ in false }
  ) {
    self.title = title
    self.engine = report.engineChanges.map(\.text)
    self.leftOut = leftOut
    self.entries = entries
    var byArtifact: [String: [Change]] = [:]
    for change in report.changes {
      if isLeftOut(change) {
        notRendered[change.artifact, default: 0] += 1
        continue
      }
      if change.path.isEmpty, change.file.hasSuffix(".json") {
        if change.changeClass == .added { localesAdded.append(change.locale) }
        if change.changeClass == .removed { localesRemoved.append(change.locale) }
      }
      byClass[change.changeClass, default: 0] += 1
      byLocale[change.locale, default: 0] += 1
      byArtifact[change.artifact, default: []].append(change)
    }
    self.byArtifact = byArtifact.mapValues(\.count)
    examples = byArtifact.mapValues(DriftStep.examples)
    localesAdded.sort()
    localesRemoved.sort()
  }

  /// A step that was not compared, saying why.
  public init(title: String, failure: String) {
    self.title = title
    self.engine = []
    self.leftOut = []
    self.entries = 0
    self.failure = failure
  }

  /// The changes of every step, whole files and left-out entries apart.
  public var total: Int { byClass.values.reduce(0, +) }

  /// Three changes of one artifact that show its drift: the first of each of its largest
  /// classes, then further ones, each from a locale not shown yet where there is one, so three
  /// examples are not three calendars of one locale.
  static func examples(_ changes: [Change]) -> [Example] {
    var classes: [ChangeClass: [Change]] = [:]
    for change in changes { classes[change.changeClass, default: []].append(change) }
    let order = classes.keys.sorted {
      (classes[$0]!.count, $1) > (classes[$1]!.count, $0)
    }
    var chosen: [Change] = []
    var locales: Set<String> = []
    var round = 0
    while chosen.count < examplesPerArtifact, round < examplesPerArtifact {
      for changeClass in order where chosen.count < examplesPerArtifact {
        let candidates = classes[changeClass]!
        guard
          let pick = candidates.first(where: {
            !locales.contains($0.locale) && !chosen.contains($0)
          }) ?? candidates.first(where: { !chosen.contains($0) })
        else { continue }
        chosen.append(pick)
        locales.insert(pick.locale)
      }
      round += 1
    }
    return chosen.map { change in
      let values = ChangeText.values(change)
      return Example(
        key: change.displayKey, changeClass: change.changeClass, old: values.old,
        new: values.new)
    }
  }
}
