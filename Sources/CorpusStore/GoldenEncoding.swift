import CorpusModel

/// Corpus values as golden JSON: the one place that decides the files' layout.
public enum GoldenEncoding {
  public static let manifestFileName = "manifest.json"
  public static let fieldsFileName = "fields.json"

  public static func encode(_ corpus: LocaleCorpus) -> GoldenJSON {
    var calendars: [String: GoldenJSON] = [:]
    for (calendar, artifacts) in corpus.calendars {
      var members: [String: GoldenJSON] = [
        "wheels": .object(
          Dictionary(
            uniqueKeysWithValues: artifacts.pickers.map { ($0.key.rawValue, encode($0.value)) })),
        "styles": styles(artifacts.styles),
        "skeletons": .object(artifacts.skeletons.mapValues(encode)),
      ]
      // A plan made before months existed has none: its files keep their bytes.
      if !artifacts.months.isEmpty {
        members["month"] = .object(
          Dictionary(
            uniqueKeysWithValues: artifacts.months.map { ($0.key.iso8601, encode($0.value)) }))
      }
      // A plan made before fixed patterns and parsing has neither: its files keep their bytes.
      if !artifacts.patterns.isEmpty {
        members["patterns"] = .object(artifacts.patterns.mapValues { .string($0) })
      }
      if !artifacts.styleParsing.isEmpty || !artifacts.patternParsing.isEmpty {
        var parsing: [String: GoldenJSON] = [
          "styles": .object(
            Dictionary(
              uniqueKeysWithValues: artifacts.styleParsing.map {
                ($0.key.description, encode($0.value))
              }))
        ]
        if !artifacts.patternParsing.isEmpty {
          parsing["patterns"] = .object(artifacts.patternParsing.mapValues(encode))
        }
        members["parsing"] = .object(parsing)
      }
      calendars[calendar.rawValue] = .object(members)
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
      var labels: [String: GoldenJSON] = [
        "wide": .object(wide.mapValues { .string($0) }),
        "short": .object(short.mapValues { .string($0) }),
      ]
      // Only configured pickers carry row labels; the reference pickers' bytes stay as they were.
      if let rows = wheel.rowLabels, let placement = wheel.labels?.placement {
        labels["rows"] = .array(
          rows.map {
            .object([
              "row": .string($0.row), "category": .string($0.category),
              "wide": .string($0.wide), "short": .string($0.short),
            ])
          })
        labels["placement"] = .object([
          "wide": .object(placement.wide.mapValues { .string($0) }),
          "short": .object(placement.short.mapValues { .string($0) }),
        ])
      }
      object["labels"] = .object(labels)
    case .today(let word)?:
      object["labels"] = .object(["today": .string(word)])
    case nil:
      break
    }
    if let disabled = wheel.disabled { object["disabled"] = .array(disabled.map { .int($0) }) }
    return .object(object)
  }

  /// A month as stored: title, header and selected day on a line each, one line per week.
  ///
  /// - Parameter standalone: also name locale and calendar, as `fmtcorpus month --json` prints
  ///   one month on its own.
  public static func encode(_ month: Month, standalone: Bool = false) -> GoldenJSON {
    let strings = { (values: [String]) in GoldenJSON.inline(.array(values.map { .string($0) })) }
    var object: [String: GoldenJSON] = [
      "direction": .string(month.isRightToLeft ? "rtl" : "ltr"),
      "title": encode(month.title),
      "weekdays": .object([
        "short": strings(month.weekdays.short), "narrow": strings(month.weekdays.narrow),
      ]),
      "weeks": .array(
        month.weeks.map { week in
          .inline(
            .object(["week": .int(week.week), "days": .array(week.days.map { .string($0) })]))
        }),
      "selected": encode(month.selected),
    ]
    if standalone {
      object["locale"] = .string(month.locale.rawValue)
      object["calendar"] = .string(month.calendar.rawValue)
    }
    return .object(object)
  }

  /// `{"pattern": …, "string": …}` on one line.
  static func encode(_ result: SkeletonResult) -> GoldenJSON {
    .inline(.object(["pattern": .string(result.pattern), "string": .string(result.string)]))
  }

  /// The four parse results of one string on one line.
  static func encode(_ results: ParseResults) -> GoldenJSON {
    .inline(
      .object([
        "strict": .string(results.strict), "lenient": .string(results.lenient),
        "strictPlain": .string(results.strictPlain),
        "lenientPlain": .string(results.lenientPlain),
      ]))
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

  /// `templates` and `patterns`, each only when the plan has it: a manifest made before they
  /// were part of the plan keeps its bytes.
  private static func planFormats(_ plan: Plan) -> [String: GoldenJSON] {
    var members: [String: GoldenJSON] = [:]
    if let templates = plan.templates {
      members["templates"] = .array(templates.map { .string($0) })
    }
    if let patterns = plan.patterns { members["patterns"] = .array(patterns.map { .string($0) }) }
    return members
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
      "plan": .object(
        [
          "includesAvailableLocales": .bool(plan.includesAvailableLocales),
          "locales": strings(plan.locales.map(\.rawValue)),
          "calendars": strings(plan.calendars.map(\.rawValue)),
          "styleZone": .string(plan.styleZone.rawValue),
          "zones": strings(plan.zones.map(\.rawValue)),
          "seedInstants": strings(plan.seedInstants.map(\.iso8601)),
          "edgeInstants": strings(plan.edgeInstants.map(\.iso8601)),
          "sweepInstants": strings(plan.sweepInstants.map(\.iso8601)),
        ].merging(
          plan.monthInstants.map { ["monthInstants": strings($0.map(\.iso8601))] } ?? [:]
        ) { old, _ in old }.merging(planFormats(plan)) { old, _ in old }),
      "files": .object(
        manifest.files.mapValues { record in
          .inline(.object(["entries": .int(record.entries), "sha256": .string(record.sha256)]))
        }),
    ]
    // Only a pending corpus carries the mark: a corpus's manifest keeps its bytes.
    if manifest.isPending { members["pending"] = .bool(true) }
    if let shard = manifest.shard {
      members["shard"] = .inline(.object(["index": .int(shard.index), "count": .int(shard.count)]))
    }
    return .object(members)
  }
}
