import CorpusModel

/// `check`'s first step with a plan file: how the file's plan differs from the plan the corpus
/// was made with, one line per difference, each ending with the command that applies it.
///
/// A list whose items a team names (locales, calendars, zones, instants, formats, artifacts)
/// differs item by item (`the plan file adds template 'MMM d, yyyy'`); any other key by
/// `Plan/differences(from:)`'s detail. The keys come from `Plan/keys`, so a new key is
/// compared without a line here.
public enum PlanFileComparison {
  /// The lines, in `Plan/keys` order; empty when the corpus was made with the file's plan.
  ///
  /// - Parameters:
  ///   - file: the plan file's plan, resolved.
  ///   - stored: the plan the corpus was made with (its manifest's).
  ///   - engine: the engine the file asks for, nil when it names none.
  ///   - storedEngine: the engine the corpus was made with.
  public static func lines(
    file: Plan, stored: Plan, engine: String?, storedEngine: String
  ) -> [String] {
    let apply = ": run 'fmtcorpus generate'"
    var lines: [String] = []
    if let engine, engine != storedEngine {
      lines.append("the plan file changes the engine ('\(storedEngine)' → '\(engine)')" + apply)
    }
    for key in Plan.keys {
      guard let difference = key.difference(stored, file) else { continue }
      if key == .formatScopes {
        lines += scopeLines(stored: stored, file: file, storedEngine: storedEngine).map {
          $0 + apply
        }
        continue
      }
      guard let (noun, read) = itemized[key.name] else {
        lines.append("the plan file changes \(difference.detail)" + apply)
        continue
      }
      let (old, new) = (read(stored), read(file))
      let (oldSet, newSet) = (Set(old), Set(new))
      for item in new where !oldSet.contains(item) {
        lines.append("the plan file adds \(noun) '\(MessageText.escaped(item))'" + apply)
      }
      for item in old where !newSet.contains(item) {
        lines.append("the plan file removes \(noun) '\(MessageText.escaped(item))'" + apply)
      }
      if oldSet == newSet {
        lines.append("the plan file changes \(difference.detail)" + apply)
      }
    }
    return lines
  }

  /// The format scopes' differences: a format whose scope changes only its engines, an engine
  /// at a time (`the plan file adds engine 'foundation' to template 'MMMd'`); any other, as
  /// the scope it had and the one it has.
  private static func scopeLines(stored: Plan, file: Plan, storedEngine: String) -> [String] {
    func scopes(_ plan: Plan) -> [String: FormatScope] {
      Dictionary(
        (plan.formatScopes ?? []).map { ("\($0.kind.rawValue) '\($0.format)'", $0) },
        uniquingKeysWith: { a, _ in a })
    }
    let (old, new) = (scopes(stored), scopes(file))
    var lines: [String] = []
    for name in Set(old.keys).union(new.keys).sorted() where old[name] != new[name] {
      var (a, b) = (old[name], new[name])
      let (oldEngines, newEngines) = (
        a?.engines ?? [stored.engines?.first ?? storedEngine],
        b?.engines ?? [file.engines?.first ?? storedEngine]
      )
      a?.engines = nil
      b?.engines = nil
      let quoted = MessageText.escaped(name)
      if a?.locales == b?.locales, a?.calendars == b?.calendars, a?.zones == b?.zones,
        a?.instants == b?.instants
      {
        for engine in newEngines where !oldEngines.contains(engine) {
          lines.append("the plan file adds engine '\(engine)' to \(quoted)")
        }
        for engine in oldEngines where !newEngines.contains(engine) {
          lines.append("the plan file removes engine '\(engine)' from \(quoted)")
        }
        continue
      }
      // What the file adds, then what it removes, as the lists' items are named.
      if let scope = new[name] {
        lines.append(
          "the plan file adds format scope '\(MessageText.escaped(scope.description))'")
      }
      if let scope = old[name] {
        lines.append(
          "the plan file removes format scope '\(MessageText.escaped(scope.description))'")
      }
    }
    return lines
  }

  /// The lists compared item by item, by key name: the noun a line names an item by, and the
  /// items as the plan file spells them.
  private static let itemized: [String: (String, @Sendable (Plan) -> [String])] = [
    PlanKey.locales.name: (
      "locale",
      { ($0.includesAvailableLocales ? ["all"] : []) + $0.locales.map(\.rawValue) }
    ),
    PlanKey.calendars.name: ("calendar", { $0.calendars.map(\.rawValue) }),
    PlanKey.zones.name: ("zone", { $0.zones.map(\.rawValue) }),
    PlanKey.seedInstants.name: ("instant", { $0.seedInstants.map(\.iso8601) }),
    PlanKey.edgeInstants.name: ("edge instant", { $0.edgeInstants.map(\.iso8601) }),
    PlanKey.sweepInstants.name: ("sweep instant", { $0.sweepInstants.map(\.iso8601) }),
    PlanKey.artifacts.name: ("artifact", { $0.artifacts ?? Artifact.names }),
    PlanKey.templates.name: ("template", { $0.effectiveTemplates }),
    PlanKey.patterns.name: ("pattern", { $0.patterns ?? [] }),
    PlanKey.pickers.name: ("picker", { ($0.pickers ?? []).flatMap(\.keys) }),
    PlanKey.engines.name: ("engine", { $0.otherEngines }),
    PlanKey.stylePairs.name: ("style", { $0.stylePairs ?? [] }),
    PlanKey.arithmetic.name: ("arithmetic case", { ($0.arithmetic ?? []).map(\.description) }),
  ]
}
