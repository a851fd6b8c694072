import CorpusModel

/// Corpus values as golden JSON: the one place that decides the files' layout.
public enum GoldenEncoding {
  public static let manifestFileName = "manifest.json"
  public static let fieldsFileName = "fields.json"

  public static func encode(_ corpus: LocaleCorpus) -> GoldenJSON {
    var calendars: [String: GoldenJSON] = [:]
    for (calendar, artifacts) in corpus.calendars {
      calendars[calendar.rawValue] = .object([
        "wheels": .object(
          Dictionary(
            uniqueKeysWithValues: artifacts.pickers.map { ($0.key.rawValue, encode($0.value)) })),
        "styles": styles(artifacts.styles),
        "skeletons": .object(
          artifacts.skeletons.mapValues { result in
            .inline(
              .object(["pattern": .string(result.pattern), "string": .string(result.string)]))
          }),
      ])
    }
    var weeks: [String: GoldenJSON] = [:]
    for (instant, week) in corpus.week.weeks {
      weeks[instant.iso8601] = .inline(
        .object(["week": .int(week.week), "yearForWeekOfYear": .int(week.yearForWeekOfYear)]))
    }
    return .object([
      "formatVersion": .int(Manifest.currentFormatVersion),
      "locale": .string(corpus.locale.rawValue),
      "calendars": .object(calendars),
      "week": .object([
        "firstWeekday": .int(corpus.week.firstWeekday),
        "minimalDaysInFirstWeek": .int(corpus.week.minimalDaysInFirstWeek),
        "weeks": .object(weeks),
      ]),
    ])
  }

  /// A picker as stored: direction, pattern, and one wheel per line.
  ///
  /// - Parameter standalone: also name locale, calendar and mode, as `fmtcorpus wheels --json`
  ///   prints one picker on its own.
  public static func encode(_ picker: Picker, standalone: Bool = false) -> GoldenJSON {
    var object: [String: GoldenJSON] = [
      "direction": .string(picker.isRightToLeft ? "rtl" : "ltr"),
      "wheels": .array(picker.wheels.map { .inline(encode($0)) }),
    ]
    if let pattern = picker.pattern { object["pattern"] = .string(pattern) }
    if standalone {
      object["locale"] = .string(picker.locale.rawValue)
      object["calendar"] = .string(picker.calendar.rawValue)
      object["mode"] = .string(picker.mode.rawValue)
    }
    return .object(object)
  }

  static func encode(_ wheel: Wheel) -> GoldenJSON {
    var object: [String: GoldenJSON] = [
      "field": .string(wheel.field.rawValue),
      "pattern": .string(wheel.pattern),
      "rows": .array(wheel.rows.map { .string($0) }),
      "selected": .int(wheel.selected),
    ]
    switch wheel.labels {
    case .units(let wide, let short)?:
      object["labels"] = .object([
        "wide": .object(wide.mapValues { .string($0) }),
        "short": .object(short.mapValues { .string($0) }),
      ])
    case .today(let word)?:
      object["labels"] = .object(["today": .string(word)])
    case nil:
      break
    }
    return .object(object)
  }

  /// zone › instant › `date/time` → string: the shared prefixes are written once.
  private static func styles(_ styles: [StyleKey: String]) -> GoldenJSON {
    var tree: [String: [String: [String: GoldenJSON]]] = [:]
    for (key, string) in styles {
      tree[key.zone.rawValue, default: [:]][key.instant.iso8601, default: [:]][
        key.pair.description] = .string(string)
    }
    return .object(tree.mapValues { instants in .object(instants.mapValues { .object($0) }) })
  }

  public static func encode(fields: [FieldsKey: CalendarFields]) -> GoldenJSON {
    var tree: [String: [String: [String: GoldenJSON]]] = [:]
    for (key, value) in fields {
      tree[key.calendar.rawValue, default: [:]][key.zone.rawValue, default: [:]][
        key.instant.iso8601] = .inline(
          .object([
            "era": .int(value.era), "year": .int(value.year), "month": .int(value.month),
            "monthName": .string(value.monthName), "leapMonth": .bool(value.isLeapMonth),
            "day": .int(value.day), "hour": .int(value.hour), "minute": .int(value.minute),
            "weekday": .int(value.weekday), "weekdayOrdinal": .int(value.weekdayOrdinal),
          ]))
    }
    return .object([
      "formatVersion": .int(Manifest.currentFormatVersion),
      "fields": .object(tree.mapValues { zones in .object(zones.mapValues { .object($0) }) }),
    ])
  }

  public static func encode(_ manifest: Manifest) -> GoldenJSON {
    let plan = manifest.plan
    let strings = { (values: [String]) in GoldenJSON.array(values.map { .string($0) }) }
    var members: [String: GoldenJSON] = [
      "formatVersion": .int(manifest.formatVersion),
      "fmtcorpusVersion": .string(manifest.fmtcorpusVersion),
      "engine": .object([
        "name": .string(manifest.engine.name),
        "versions": .object(manifest.engine.versions.mapValues { .string($0) }),
        "localeCount": .int(manifest.engine.localeCount),
        "zoneCount": .int(manifest.engine.zoneCount),
      ]),
      "plan": .object([
        "includesAvailableLocales": .bool(plan.includesAvailableLocales),
        "locales": strings(plan.locales.map(\.rawValue)),
        "calendars": strings(plan.calendars.map(\.rawValue)),
        "styleZone": .string(plan.styleZone.rawValue),
        "zones": strings(plan.zones.map(\.rawValue)),
        "seedInstants": strings(plan.seedInstants.map(\.iso8601)),
        "edgeInstants": strings(plan.edgeInstants.map(\.iso8601)),
        "sweepInstants": strings(plan.sweepInstants.map(\.iso8601)),
      ]),
      "files": .object(
        manifest.files.mapValues { record in
          .inline(.object(["entries": .int(record.entries), "sha256": .string(record.sha256)]))
        }),
    ]
    // Only a pending corpus carries the mark: a corpus's manifest keeps its bytes.
    if manifest.isPending { members["pending"] = .bool(true) }
    return .object(members)
  }
}
