import CorpusModel

/// What `fmtcorpus plan` prints of a plan file's resolved plan: one line per axis, the
/// formats by their names.
public enum PlanFileSummary {
  public static func lines(_ file: PlanFile, plan: Plan, engine: String) -> [String] {
    func list(_ items: [String]) -> String {
      items.isEmpty ? "none" : items.joined(separator: ", ")
    }
    var locales = plan.locales.map(\.rawValue)
    if plan.includesAvailableLocales { locales.insert("all (the engine's list)", at: 0) }
    var lines = [
      "corpus: \(MessageText.escaped(file.corpusPath, limit: nil))",
      "engine: \(engine)",
      "artifacts: " + list(plan.artifacts ?? Artifact.names),
      "locales: " + list(locales),
      "calendars: " + list(plan.calendars.map(\.rawValue))
        + (plan.preferredCalendars == true ? " and each locale's region-preferred ones" : ""),
      "zones: " + list(plan.zones.map(\.rawValue)),
      "style zone: " + plan.styleZone.rawValue,
      "instants: " + list(plan.seedInstants.map(\.iso8601)),
    ]
    for format in file.formats {
      lines.append(
        "format \(MessageText.escaped(format.name.value)): \(format.kind.rawValue) "
          + "'\(MessageText.escaped(format.value.value))'")
    }
    return lines
  }
}
