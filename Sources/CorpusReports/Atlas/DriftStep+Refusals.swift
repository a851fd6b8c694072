import CorpusDiff
import CorpusModel

/// What either engine of a step refused entry by entry, as its render recorded it in its
/// manifest (``FileRecord/refused``): ICU 60.3's timers, durations, the interval templates it
/// cannot open in some calendars and its relative times held as `null`; a loaded ICU's numeric
/// durations; what Foundation has no API for.
///
/// Those are counted apart from drift, and the older engine's are named at the top of the step
/// with their counts, as "ICU 60.3 leaves out what it lacks" asks. Every other entry one side
/// lacks is `added` or `removed`: ICU 72 drops en_GB's Buddhist day-period wheel, which 60.3
/// drew, and that is drift, not a refusal.
extension DriftStep {
  /// Whether `change` lies under an entry the engine of `records` refused in its file.
  public static func isRefused(_ change: Change, by records: [String: FileRecord]) -> Bool {
    guard !change.path.isEmpty, let refused = records[change.file]?.refused else { return false }
    return refused.covers(change.path)
  }

  /// One note per artifact of `refused` (the changes ``isRefused(_:by:)`` by the older engine;
  /// intervals and relative times are noted): how many entries `engine` left out, in how many
  /// locales, and where (locales per calendar for intervals, entries per unit for relative
  /// times), largest first.
  public static func refusalNotes(engine: String, _ refused: [Change]) -> [String] {
    var notes: [String] = []
    let intervals = refused.filter { $0.artifact == Artifact.intervals.name }
    if !intervals.isEmpty {
      var locales: [String: Set<String>] = [:]
      for change in intervals { locales[change.calendar ?? "", default: []].insert(change.locale) }
      let parts = DriftAtlas.largestFirst(locales.mapValues(\.count)).map {
        "\($0.key) \(DriftAtlas.number($0.value))"
      }
      notes.append(
        "the \(engine) engine leaves out \(DriftAtlas.number(intervals.count)) intervals it "
          + "refuses template by template (it cannot open the interval format), in "
          + "\(DriftAtlas.number(Set(intervals.map(\.locale)).count)) locales; locales per "
          + "calendar: \(parts.joined(separator: ", "))")
    }
    let relative = refused.filter { $0.artifact == Artifact.relative.name }
    if !relative.isEmpty {
      var units: [String: Int] = [:]
      // `relative › width › numeric › unit › offset`.
      for change in relative where change.path.count > 3 { units[change.path[3], default: 0] += 1 }
      let parts = DriftAtlas.largestFirst(units).map { "\($0.key) \(DriftAtlas.number($0.value))" }
      notes.append(
        "the \(engine) engine leaves out \(DriftAtlas.number(relative.count)) relative times "
          + "it refuses one by one (null in its corpus), in "
          + "\(DriftAtlas.number(Set(relative.map(\.locale)).count)) locales; entries per unit: "
          + parts.joined(separator: ", "))
    }
    return notes
  }
}
