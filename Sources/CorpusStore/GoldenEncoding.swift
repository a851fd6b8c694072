import CorpusModel

/// Corpus values as golden JSON: the one place that decides the files' layout.
public enum GoldenEncoding {
  public static let manifestFileName = "manifest.json"
  public static let fieldsFileName = "fields.json"

  /// A locale's golden file: its bytes and entry count, written straight through a
  /// ``GoldenWriter`` (no tree).
  public static func render(_ corpus: LocaleCorpus) -> (bytes: [UInt8], entries: Int) {
    GoldenWriter.file { writer in
      writer.object { writer in
        writer.key("calendars")
        writer.object { writer in
          for calendar in corpus.calendars.keys.sorted(by: { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }) {
            writer.key(calendar.rawValue)
            write(corpus.calendars[calendar]!, into: &writer)
          }
        }
        writer.member("formatVersion", Manifest.currentFormatVersion)
        writer.member("locale", corpus.locale.rawValue)
        if !corpus.pickers.isEmpty {
          writer.key("pickers")
          writer.object { writer in
            for key in GoldenWriter.sortedKeys(corpus.pickers) {
              writer.key(key)
              timer(corpus.pickers[key]!).write(into: &writer)
            }
          }
        }
        writer.key("week")
        writer.object { writer in
          writer.member("firstWeekday", corpus.week.firstWeekday)
          writer.member("minimalDaysInFirstWeek", corpus.week.minimalDaysInFirstWeek)
          writer.key("weeks")
          let weeks = corpus.week.weeks.map { ($0.key.iso8601, $0.value) }.sorted {
            $0.0.utf8.lexicographicallyPrecedes($1.0.utf8)
          }
          writer.object { writer in
            for (instant, week) in weeks {
              writer.key(instant)
              writer.inline { writer in
                writer.object { writer in
                  writer.member("week", week.week)
                  writer.member("yearForWeekOfYear", week.yearForWeekOfYear)
                }
              }
            }
          }
        }
      }
    }
  }

  /// One calendar's artifacts: `month` (only when the plan has months, so a plan made before
  /// months existed keeps its files' bytes), `parsing` and `patterns` (likewise), `skeletons`,
  /// `styles`, `wheels`.
  private static func write(_ artifacts: CalendarCorpus, into writer: inout GoldenWriter) {
    writer.object { writer in
      if !artifacts.months.isEmpty {
        writer.key("month")
        let months = artifacts.months.map { ($0.key.iso8601, $0.value) }.sorted {
          $0.0.utf8.lexicographicallyPrecedes($1.0.utf8)
        }
        writer.object { writer in
          for (instant, month) in months {
            writer.key(instant)
            write(month, into: &writer)
          }
        }
      }
      // A plan made before fixed patterns and parsing has neither: its files keep their bytes.
      if !artifacts.styleParsing.isEmpty || !artifacts.patternParsing.isEmpty {
        writer.key("parsing")
        writer.object { writer in
          if !artifacts.patternParsing.isEmpty {
            writer.key("patterns")
            writer.object { writer in
              for pattern in GoldenWriter.sortedKeys(artifacts.patternParsing) {
                writer.key(pattern)
                write(artifacts.patternParsing[pattern]!, into: &writer)
              }
            }
          }
          writer.key("styles")
          let pairs = artifacts.styleParsing.map { ($0.key.description, $0.value) }.sorted {
            $0.0.utf8.lexicographicallyPrecedes($1.0.utf8)
          }
          writer.object { writer in
            for (pair, results) in pairs {
              writer.key(pair)
              write(results, into: &writer)
            }
          }
        }
      }
      if !artifacts.patterns.isEmpty {
        writer.key("patterns")
        writeStrings(artifacts.patterns, into: &writer)
      }
      // A plan made before configured pickers has none: its files keep their bytes.
      if !artifacts.configuredPickers.isEmpty {
        writer.key("pickers")
        writer.object { writer in
          for key in GoldenWriter.sortedKeys(artifacts.configuredPickers) {
            let picker = artifacts.configuredPickers[key]!
            writer.key(key)
            configured(picker, reference: artifacts.pickers[picker.mode]).write(into: &writer)
          }
        }
      }
      writer.key("skeletons")
      writer.object { writer in
        for skeleton in GoldenWriter.sortedKeys(artifacts.skeletons) {
          writer.key(skeleton)
          write(artifacts.skeletons[skeleton]!, into: &writer)
        }
      }
      writer.key("styles")
      writeStyles(artifacts.styles, into: &writer)
      writer.key("wheels")
      let modes = artifacts.pickers.sorted {
        $0.key.rawValue.utf8.lexicographicallyPrecedes($1.key.rawValue.utf8)
      }
      writer.object { writer in
        for (mode, picker) in modes {
          writer.key(mode.rawValue)
          write(picker, into: &writer)
        }
      }
    }
  }

  /// A configured timer as stored: whole (it has no reference picker beside it), each wheel a
  /// block whose `rows`, `placement`, `wide` and `short` are a line each and whose row labels
  /// are a line apiece, so `git diff` shows the one row label that changed.
  static func timer(_ picker: Picker) -> GoldenJSON {
    guard case .object(var members) = tree(picker),
      case .array(let wheels)? = members["wheels"]
    else { return tree(picker) }
    members["wheels"] = .array(
      wheels.map { item in
        guard case .inline(.object(var wheel)) = item else { return item }
        if let rows = wheel["rows"] { wheel["rows"] = .inline(rows) }
        if case .object(var labels)? = wheel["labels"] {
          for key in ["placement", "wide", "short"] {
            if let value = labels[key] { labels[key] = .inline(value) }
          }
          if case .array(let rows)? = labels["rows"] {
            labels["rows"] = .array(rows.map { .inline($0) })
          }
          wheel["labels"] = .object(labels)
        }
        return .object(wheel)
      })
    return .object(members)
  }

  /// A configured picker as stored: only what differs from the reference picker of its mode in
  /// the same calendar, so a diff shows what the configuration changes and a drift both share
  /// is reported once, on the reference.
  ///
  /// `direction` and `pattern` are left out when the reference has the same; every wheel keeps
  /// its `field` (the wheels' order stays visible), and a wheel whose field the reference also
  /// shows leaves out each member equal to that wheel's (`rows`, `selected`, `pattern`, and
  /// within `labels` each of `today`, `wide`, `short`). A wheel lacking a member its reference
  /// wheel has is written whole, so a left-out member always means "as the reference". Without a
  /// reference the picker is written whole (the timers are stored by ``timer(_:)``).
  static func configured(_ picker: Picker, reference: Picker?) -> GoldenJSON {
    let full = tree(picker)
    guard let reference, case .object(var members) = full,
      case .object(let referenceMembers) = tree(reference),
      case .array(let wheels)? = members["wheels"],
      case .array(let referenceWheels)? = referenceMembers["wheels"]
    else { return full }
    for key in ["direction", "pattern"] where members[key] == referenceMembers[key] {
      members[key] = nil
    }
    var byField: [GoldenJSON: [String: GoldenJSON]] = [:]
    for case .inline(.object(let wheel)) in referenceWheels {
      if let field = wheel["field"] { byField[field] = wheel }
    }
    members["wheels"] = .array(
      wheels.map { item in
        guard case .inline(.object(let wheel)) = item, let field = wheel["field"],
          let other = byField[field]
        else { return item }
        return .inline(.object(differing(wheel, from: other, keeping: "field")))
      })
    return .object(members)
  }

  /// `object`'s members that `reference` does not hold equal, recursing into objects both hold
  /// (a wheel's `labels`); all of `object` when it lacks a member `reference` has.
  private static func differing(
    _ object: [String: GoldenJSON], from reference: [String: GoldenJSON], keeping kept: String?
  ) -> [String: GoldenJSON] {
    guard reference.keys.allSatisfy({ object[$0] != nil }) else { return object }
    var result: [String: GoldenJSON] = [:]
    for (key, value) in object {
      guard key != kept else {
        result[key] = value
        continue
      }
      switch (value, reference[key]) {
      case (let value, let other?) where value == other: continue
      case (.object(let inner), .object(let other)?):
        let rest = differing(inner, from: other, keeping: nil)
        // Every member of `inner` equal to the reference's cannot happen here (the objects
        // differ), so `rest` is never empty.
        result[key] = .object(rest)
      default: result[key] = value
      }
    }
    return result
  }

  /// A picker as a tree, laid out as ``write(_:standalone:into:)`` writes it: what the
  /// configured pickers are cut from (``configured(_:reference:)``, ``timer(_:)``).
  static func tree(_ picker: Picker, standalone: Bool = false) -> GoldenJSON {
    var object: [String: GoldenJSON] = [
      "direction": .string(picker.isRightToLeft ? "rtl" : "ltr"),
      "wheels": .array(picker.wheels.map { .inline(tree($0)) }),
    ]
    if let pattern = picker.pattern { object["pattern"] = .string(pattern) }
    if standalone {
      object["locale"] = .string(picker.locale.rawValue)
      object["calendar"] = .string(picker.calendar.rawValue)
      object["mode"] = .string(picker.mode.rawValue)
    }
    return .object(object)
  }

  static func tree(_ wheel: Wheel) -> GoldenJSON {
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

  /// A picker as stored: direction, pattern, and one wheel per line.
  ///
  /// - Parameter standalone: also name locale, calendar and mode, as `fmtcorpus wheels --json`
  ///   prints one picker on its own.
  public static func write(
    _ picker: Picker, standalone: Bool = false, into writer: inout GoldenWriter
  ) {
    writer.object { writer in
      if standalone { writer.member("calendar", picker.calendar.rawValue) }
      writer.member("direction", picker.isRightToLeft ? "rtl" : "ltr")
      if standalone {
        writer.member("locale", picker.locale.rawValue)
        writer.member("mode", picker.mode.rawValue)
      }
      if let pattern = picker.pattern { writer.member("pattern", pattern) }
      writer.key("wheels")
      writer.array { writer in
        for wheel in picker.wheels {
          writer.inline { write(wheel, into: &$0) }
        }
      }
    }
  }

  static func write(_ wheel: Wheel, into writer: inout GoldenWriter) {
    writer.object { writer in
      if let disabled = wheel.disabled {
        writer.key("disabled")
        writer.array { writer in for row in disabled { writer.int(row) } }
      }
      writer.member("field", wheel.field.rawValue)
      switch wheel.labels {
      case .units(let wide, let short)?:
        writer.key("labels")
        writer.object { writer in
          // Only configured pickers carry row labels; the reference pickers' bytes stay as
          // they were.
          if let rows = wheel.rowLabels, let placement = wheel.labels?.placement {
            writer.key("placement")
            writer.object { writer in
              writer.key("short")
              writeStrings(placement.short, into: &writer)
              writer.key("wide")
              writeStrings(placement.wide, into: &writer)
            }
            writer.key("rows")
            writer.array { writer in
              for row in rows {
                writer.object { writer in
                  writer.member("category", row.category)
                  writer.member("row", row.row)
                  writer.member("short", row.short)
                  writer.member("wide", row.wide)
                }
              }
            }
          }
          writer.key("short")
          writeStrings(short, into: &writer)
          writer.key("wide")
          writeStrings(wide, into: &writer)
        }
      case .today(let word)?:
        writer.key("labels")
        writer.object { $0.member("today", word) }
      case nil:
        break
      }
      writer.member("pattern", wheel.pattern)
      writer.key("rows")
      writer.array(wheel.rows)
      writer.member("selected", wheel.selected)
    }
  }

  /// A `[String: String]` as an object in key order.
  private static func writeStrings(_ values: [String: String], into writer: inout GoldenWriter) {
    writer.object { writer in
      for key in GoldenWriter.sortedKeys(values) { writer.member(key, values[key]!) }
    }
  }

  /// A month as stored: title, header and selected day on a line each, one line per week.
  ///
  /// - Parameter standalone: also name locale and calendar, as `fmtcorpus month --json` prints
  ///   one month on its own.
  public static func write(
    _ month: Month, standalone: Bool = false, into writer: inout GoldenWriter
  ) {
    writer.object { writer in
      if standalone { writer.member("calendar", month.calendar.rawValue) }
      writer.member("direction", month.isRightToLeft ? "rtl" : "ltr")
      if standalone { writer.member("locale", month.locale.rawValue) }
      writer.key("selected")
      write(month.selected, into: &writer)
      writer.key("title")
      write(month.title, into: &writer)
      writer.key("weekdays")
      writer.object { writer in
        writer.key("narrow")
        writer.inline { $0.array(month.weekdays.narrow) }
        writer.key("short")
        writer.inline { $0.array(month.weekdays.short) }
      }
      writer.key("weeks")
      writer.array { writer in
        for week in month.weeks {
          writer.inline { writer in
            writer.object { writer in
              writer.key("days")
              writer.array(week.days)
              writer.member("week", week.week)
            }
          }
        }
      }
    }
  }

  /// `{"pattern": …, "string": …}` on one line.
  static func write(_ result: SkeletonResult, into writer: inout GoldenWriter) {
    writer.inline { writer in
      writer.object { writer in
        writer.member("pattern", result.pattern)
        writer.member("string", result.string)
      }
    }
  }

  /// The four parse results of one string on one line.
  static func write(_ results: ParseResults, into writer: inout GoldenWriter) {
    writer.inline { writer in
      writer.object { writer in
        writer.member("lenient", results.lenient)
        writer.member("lenientPlain", results.lenientPlain)
        writer.member("strict", results.strict)
        writer.member("strictPlain", results.strictPlain)
      }
    }
  }

  /// zone › instant › `date/time` → string: the shared prefixes are written once.
  ///
  /// A calendar has a few zones and instants and up to 25 pairs: each is ranked once by its
  /// text's bytes, and the strings are sorted by their three ranks (integers, not strings).
  private static func writeStyles(_ styles: [StyleKey: String], into writer: inout GoldenWriter) {
    var zones: [ZoneID] = []
    var instants: [Instant] = []
    for key in styles.keys {
      if !zones.contains(key.zone) { zones.append(key.zone) }
      if !instants.contains(key.instant) { instants.append(key.instant) }
    }
    zones.sort { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }
    let instantTexts = instants.map { ($0, $0.iso8601) }.sorted {
      $0.1.utf8.lexicographicallyPrecedes($1.1.utf8)
    }
    let pairOrder = Self.pairOrder
    var ordered: [(rank: Int, string: String)] = []
    ordered.reserveCapacity(styles.count)
    for (key, string) in styles {
      let zone = zones.firstIndex(of: key.zone)!
      let instant = instantTexts.firstIndex { $0.0 == key.instant }!
      ordered.append(((zone << 32) | (instant << 8) | pairOrder[key.pair]!.rank, string))
    }
    ordered.sort { $0.rank < $1.rank }
    var index = 0
    writer.object { writer in
      while index < ordered.count {
        let zone = ordered[index].rank >> 32
        writer.key(zones[zone].rawValue)
        writer.object { writer in
          while index < ordered.count, ordered[index].rank >> 32 == zone {
            let instant = ordered[index].rank >> 8
            writer.key(instantTexts[instant & 0xFF_FFFF].1)
            writer.object { writer in
              while index < ordered.count, ordered[index].rank >> 8 == instant {
                writer.member(pairOrder.text[ordered[index].rank & 0xFF], ordered[index].string)
                index += 1
              }
            }
          }
        }
      }
    }
  }

  /// Every pair's `date/time` text, and its rank in those texts' byte order.
  private static let pairOrder = PairOrder()

  private struct PairOrder {
    let text: [String]
    let ranks: [StylePair: Int]

    init() {
      let pairs = DateTimeStyle.allCases.flatMap { date in
        DateTimeStyle.allCases.map { StylePair(date: date, time: $0) }
      }.sorted { $0.description.utf8.lexicographicallyPrecedes($1.description.utf8) }
      text = pairs.map(\.description)
      ranks = Dictionary(uniqueKeysWithValues: pairs.enumerated().map { ($1, $0) })
    }

    subscript(pair: StylePair) -> (rank: Int, text: String)? {
      ranks[pair].map { ($0, text[$0]) }
    }
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

  /// One of the plan's picker configurations on one line, as ``PlannedPicker``'s `Codable`
  /// names its members (what differs from the reference only).
  static func encode(_ planned: PlannedPicker) -> GoldenJSON {
    let configuration = planned.configuration
    var members: [String: GoldenJSON] = [
      "modes": .array(planned.modes.map { .string($0.rawValue) })
    ]
    if let calendars = planned.calendars {
      members["calendars"] = .array(calendars.map { .string($0.rawValue) })
    }
    if configuration.date != PickerReference.instant {
      members["at"] = .string(configuration.date.iso8601)
    }
    if configuration.zone != PickerReference.zone {
      members["zone"] = .string(configuration.zone.rawValue)
    }
    if let minimum = configuration.minimum { members["min"] = .string(minimum.iso8601) }
    if let maximum = configuration.maximum { members["max"] = .string(maximum.iso8601) }
    if configuration.minuteInterval != 1 {
      members["minuteInterval"] = .int(configuration.minuteInterval)
    }
    if let duration = configuration.duration { members["duration"] = .int(duration) }
    return .inline(.object(members))
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
        ) { old, _ in old }.merging(planFormats(plan)) { old, _ in old }.merging(
          plan.pickers.map { ["pickers": .array($0.map(encode))] } ?? [:]
        ) { old, _ in old }),
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
