import CorpusModel
import CorpusReports

/// What `fmtcorpus plan` prints of a plan file's resolved plan: one line per axis, the
/// formats by their names, then each known difference with its line in the file.
public enum PlanFileSummary {
  /// - Throws: `PlanFileError` for a known difference `check` would refuse.
  public static func lines(_ file: PlanFile, plan: Plan, engine: String) throws(PlanFileError)
    -> [String]
  {
    func list(_ items: [String]) -> String {
      items.isEmpty ? "none" : items.joined(separator: ", ")
    }
    var locales = plan.locales.map(\.rawValue)
    if plan.includesAvailableLocales { locales.insert("all (the engine's list)", at: 0) }
    var lines = [
      "corpus: \(MessageText.escaped(file.corpusPath, limit: nil))",
      plan.engines.map { "engines: " + list($0) + " (\($0[0]) renders everything else)" }
        ?? "engine: \(engine)",
      "artifacts: " + list(plan.artifacts ?? Artifact.names),
      "locales: " + list(locales),
      "calendars: " + list(plan.calendars.map(\.rawValue))
        + (plan.preferredCalendars == true ? " and each locale's region-preferred ones" : ""),
      "zones: " + list(plan.zones.map(\.rawValue)),
      "style zone: " + plan.styleZone.rawValue,
      "instants: " + list(plan.seedInstants.map(\.iso8601)),
    ]
    for format in file.formats {
      var line =
        "format \(MessageText.escaped(format.name.value)): \(format.kind.rawValue) "
        + "'\(MessageText.escaped(format.value.value))'"
      let kind = FormatScope.Kind(rawValue: format.kind.rawValue)
      if let kind,
        let scope = plan.formatScopes?.first(where: {
          $0.kind == kind && $0.format == format.value.value
        })
      {
        var parts: [String] = []
        if let locales = scope.locales { parts.append("locales " + list(locales.map(\.rawValue))) }
        if let calendars = scope.calendars {
          parts.append("calendars " + list(calendars.map(\.rawValue)))
        }
        if let zones = scope.zones { parts.append("zones " + list(zones.map(\.rawValue))) }
        if let instants = scope.instants {
          parts.append("instants " + list(instants.map(\.iso8601)))
        }
        if !parts.isEmpty { line += " in " + parts.joined(separator: "; ") }
      }
      // Which engines render it, when the plan has several.
      if let kind, let engines = plan.engines {
        line += " by " + list(plan.engines(of: kind, format.value.value, own: engines[0]))
      }
      lines.append(line)
    }
    // As `check` reads them: the new value with its invisible characters named (a U+202F the
    // team accepted is what the line is about), or the removal it accepts.
    for known in try file.knownDifferenceList() {
      let new = known.new.map { "new '\(InvisibleText.visible($0))'" } ?? "removed"
      lines.append(
        "known difference \(MessageText.escaped(known.location, limit: nil)): "
          + "\(MessageText.escaped(known.key, limit: nil)) (\(MessageText.escaped(known.engine))) "
          + "\(MessageText.escaped(new, limit: nil)): \(MessageText.escaped(known.reason, limit: nil))"
      )
    }
    return lines
  }
}
