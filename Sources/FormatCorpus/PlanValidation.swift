import CorpusModel
import CorpusStore
import GoldenFormat

/// A stored plan's values checked against the running engine, as command-line values are.
///
/// The manifest decoder already refused malformed values (a path for a locale, `julian`, month
/// 13). Here the engine decides whether it knows each well-formed locale and zone, and whether
/// the locale is spelled the way it names files (`zh_TW`, not `zh-TW`). A value it refuses is
/// one of two things:
/// - the engine that recorded the corpus is the running one (same name and versions): it never
///   accepted the value, so the manifest was edited: exit 2 naming the manifest's line;
/// - another engine or version recorded it: a newer ICU dropped the locale (ICU 72 has kok_IN,
///   ur_IN, ur_PK and yi_001, Foundation's ICU 76 does not) or tzdata dropped the zone. That is
///   drift: the locale's file is not rendered, so `check` reports it `removed` (a zone's
///   entries likewise), with a note saying why.
struct PlanValidation {
  /// The plan to render: the stored plan without what the running engine dropped.
  var plan: Plan
  /// Locales and zones the running engine lacks, for notes.
  var droppedLocales: [LocaleID] = []
  var droppedZones: [ZoneID] = []

  init(_ stored: StoredCorpus, engine: any CorpusEngine) throws {
    let manifest = stored.manifest
    let sameEngine =
      manifest.engine.name == engine.info.name && manifest.engine.versions == engine.info.versions
    plan = manifest.plan
    var locales: [LocaleID] = []
    for (index, locale) in manifest.plan.locales.enumerated() {
      let line = stored.line(ofItem: index, in: ["plan", "locales"])
      do {
        let resolved = try engine.resolveLocale(locale.rawValue)
        guard resolved == locale else {
          throw StoreError.invalid(
            file: stored.manifestPath, line: line,
            reason:
              "plan locale '\(locale.rawValue)' is not spelled as the \(engine.info.name) engine names its file (\(resolved.rawValue))"
          )
        }
        locales.append(locale)
      } catch let error as InputError {
        guard !sameEngine else {
          throw StoreError.invalid(
            file: stored.manifestPath, line: line, reason: "plan locale: \(error.description)")
        }
        droppedLocales.append(locale)
      }
    }
    var zones: [ZoneID] = []
    for (index, zone) in manifest.plan.zones.enumerated() {
      do {
        _ = try engine.resolveZone(zone.rawValue)
        zones.append(zone)
      } catch let error as InputError {
        guard !sameEngine else {
          throw StoreError.invalid(
            file: stored.manifestPath, line: stored.line(ofItem: index, in: ["plan", "zones"]),
            reason: "plan zone: \(error.description)")
        }
        droppedZones.append(zone)
      }
    }
    do {
      _ = try engine.resolveZone(manifest.plan.styleZone.rawValue)
    } catch let error as InputError {
      throw StoreError.invalid(
        file: stored.manifestPath, line: stored.line(of: ["plan", "styleZone"]),
        reason: "plan styleZone: \(error.description)")
    }
    // Calendars, as `--calendar` resolves them: one the running engine lacks is a forged value
    // when this engine recorded the corpus (`julian` would otherwise be skipped without a
    // word), else drift, reported removed when the plan's calendars are intersected with the
    // engine's (``Plan/calendars(preferred:engine:)``).
    for (index, calendar) in manifest.plan.calendars.enumerated() {
      try Self.resolve(calendar, engine: engine, sameEngine: sameEngine) {
        StoreError.invalid(
          file: stored.manifestPath, line: stored.line(ofItem: index, in: ["plan", "calendars"]),
          reason: "plan calendar: \($0)")
      }
    }
    let pickersKey = Artifact.pickers.planKey!
    for (index, planned) in (manifest.plan.pickers ?? []).enumerated() {
      let line = stored.line(ofItem: index, in: ["plan", pickersKey])
      do {
        _ = try engine.resolveZone(planned.configuration.zone.rawValue)
      } catch let error as InputError {
        throw StoreError.invalid(
          file: stored.manifestPath, line: line,
          reason: "plan picker zone: \(error.description)")
      }
      for calendar in planned.calendars ?? [] {
        try Self.resolve(calendar, engine: engine, sameEngine: sameEngine) {
          StoreError.invalid(
            file: stored.manifestPath, line: line, reason: "plan picker calendar: \($0)")
        }
      }
    }
    // An arithmetic case's own zone, as `--arithmetic` resolves it: ICU would render an
    // unknown id as GMT.
    let arithmeticKey = Artifact.arithmetic.planKey!
    for (index, item) in (manifest.plan.arithmetic ?? []).enumerated() {
      guard let zone = item.zone else { continue }
      do {
        _ = try engine.resolveZone(zone.rawValue)
      } catch let error as InputError {
        throw StoreError.invalid(
          file: stored.manifestPath, line: stored.line(ofItem: index, in: ["plan", arithmeticKey]),
          reason: "plan arithmetic zone: \(error.description)")
      }
    }
    // A configured relative time's zone and calendar, as `--relative-format` resolves them.
    let relativeKey = Artifact.relative.planKey!
    for (index, configuration) in (manifest.plan.relative?.configurations ?? []).enumerated() {
      do {
        _ = try RelativeConfiguration.resolving(configuration.text, engine: engine)
      } catch let error as InputError {
        throw StoreError.invalid(
          file: stored.manifestPath,
          line: stored.line(ofItem: index, in: ["plan", relativeKey, "configurations"]),
          reason: "plan relative format: \(error.description)")
      }
    }
    plan.locales = locales
    plan.zones = zones
  }

  /// Resolves a stored calendar as `--calendar` does; `all` is the flag's shorthand, never a
  /// stored id.
  ///
  /// - Throws: `invalid(reason)` when this engine recorded the corpus and refuses the id.
  private static func resolve(
    _ calendar: CalendarID, engine: any CorpusEngine, sameEngine: Bool,
    invalid: (String) -> StoreError
  ) throws {
    do {
      guard try engine.resolveCalendars([calendar.rawValue]) == [calendar] else {
        throw invalid(
          "'all' stands for the engine's calendars on the command line only (expected one calendar id per item)"
        )
      }
    } catch let error as InputError {
      guard !sameEngine else { throw invalid(error.description) }
    }
  }

  /// Why files or entries the plan names were not rendered.
  func notes(engine: any CorpusEngine) -> [String] {
    let version = engine.info.versions[engine.info.name].map { " \($0)" } ?? ""
    var notes: [String] = []
    if !droppedLocales.isEmpty {
      notes.append(
        "the plan names \(droppedLocales.map(\.rawValue).joined(separator: ", ")), which the \(engine.info.name)\(version) engine does not have: \(droppedLocales.count == 1 ? "its file is" : "their files are") reported removed"
      )
    }
    if !droppedZones.isEmpty {
      notes.append(
        "the plan names the zone\(droppedZones.count == 1 ? "" : "s") \(droppedZones.map(\.rawValue).joined(separator: ", ")), which the \(engine.info.name)\(version) engine does not know: \(droppedZones.count == 1 ? "its" : "their") entries are reported removed"
      )
    }
    return notes
  }
}
