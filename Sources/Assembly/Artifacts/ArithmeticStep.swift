import CorpusModel
import GoldenFormat

/// ``Artifact/arithmetic``: each case of the plan's table in every calendar × zone (a case
/// pinned to a zone only there), once per corpus beside the fields in `fields.json`.
public enum ArithmeticStep {
  public static let artifact = Artifact.arithmetic

  /// Asks the engine for every case in every calendar and zone; nothing for a plan made before
  /// the artifact.
  public static func render<Source: FormatterSource>(
    _ source: Source, plan: Plan, calendars: [CalendarID]
  ) throws -> [ArithmeticKey: ArithmeticOutcome] {
    guard let cases = plan.arithmetic else { return [:] }
    var zones = plan.zones
    for zone in cases.compactMap(\.zone) where !zones.contains(zone) { zones.append(zone) }
    var outcomes: [ArithmeticKey: ArithmeticOutcome] = [:]
    for calendar in calendars {
      for zone in zones {
        // One calendar per week rules the cases set (most set none: the calendar's own).
        var arithmetics: [WeekRules: Source.Catalog.Arithmetic] = [:]
        // A zone only a pinned case brings renders that case alone.
        // A case the engine cannot answer (InputError.unsupported) is left out: `removed`
        // against an engine that answers it, never a failure of the run.
        for item in cases where item.zone == zone || item.zone == nil && plan.zones.contains(zone) {
          let arithmetic =
            try arithmetics[item.weekRules]
            ?? source.catalog.arithmetic(calendar: calendar, zone: zone, weekRules: item.weekRules)
          arithmetics[item.weekRules] = arithmetic
          outcomes[ArithmeticKey(calendar: calendar, zone: zone, name: item.name)] =
            try Unsupported.leftOut {
              try arithmetic.outcome(of: item.operation, at: item.at, engine: source.name)
            }
        }
      }
    }
    return outcomes
  }

  /// The `arithmetic` member of `fields.json`: calendar › zone › case name → the outcome as
  /// `calc` prints it, one per line. Nothing when there are no outcomes.
  public static func write(
    _ outcomes: [ArithmeticKey: ArithmeticOutcome], into writer: inout GoldenWriter
  ) {
    guard !outcomes.isEmpty else { return }
    var tree: [String: [String: [String: String]]] = [:]
    for (key, outcome) in outcomes {
      tree[key.calendar.rawValue, default: [:]][key.zone.rawValue, default: [:]][key.name] =
        outcome.description
    }
    writer.key(artifact.name)
    GoldenEncoding.writeObject(tree, into: &writer) { zones, writer in
      GoldenEncoding.writeObject(zones, into: &writer) { strings, writer in
        GoldenEncoding.writeStrings(strings, into: &writer)
      }
    }
  }
}
