import CorpusDiff
import CorpusModel

/// What an older engine refused entry by entry rather than as a whole part: ICU 60.3's interval
/// templates it cannot open in some calendars, and its relative times held as `null`.
///
/// A whole part it lacks (the timers, durations) is named from the functions its ICU lacks;
/// these it answers one query at a time, so only the comparison knows where they fall, and the
/// step says so at its top with the counts, as "ICU 60.3 leaves out what it lacks" asks.
extension DriftStep {
  /// Whether `change` is an entry the older engine refused one by one: an interval the newer
  /// engine adds in a calendar the older one rendered (`newCalendars`, the locale files'
  /// calendars whose styles are all added, are calendars only the newer engine prefers), or
  /// a relative time the older corpus holds as `null` (never the text "null").
  ///
  /// - Parameter newCalendars: `file/calendar` of each calendar only the newer side has.
  public static func isRefusedEntry(_ change: Change, newCalendars: Set<String>) -> Bool {
    if change.artifact == Artifact.relative.name { return change.old == "null" }
    guard change.artifact == Artifact.intervals.name, change.changeClass == .added,
      let calendar = change.calendar
    else { return false }
    return !newCalendars.contains("\(change.file)/\(calendar)")
  }

  /// `file/calendar` of each calendar whose styles a step adds: a calendar only the newer
  /// engine renders (one it prefers for the locale), every entry of it `added`.
  public static func newCalendars(_ changes: [Change]) -> Set<String> {
    var calendars: Set<String> = []
    for change in changes
    where change.changeClass == .added && change.artifact == Artifact.styles.name {
      if let calendar = change.calendar { calendars.insert("\(change.file)/\(calendar)") }
    }
    return calendars
  }

  /// One note per artifact of `refused` (``isRefusedEntry(_:newCalendars:)``): how many entries
  /// `engine` left out, in how many locales, and where (locales per calendar for intervals,
  /// entries per unit for relative times), largest first.
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
