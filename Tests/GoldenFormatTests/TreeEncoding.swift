import CorpusModel
import GoldenFormat

/// The tree-building encoder that ``GoldenEncoding`` replaced for configured pickers, timers and
/// `fields.json`, kept as it was (604ec8f) so the streamed bytes can be compared against it: the
/// committed corpus was written by this code, and its bytes must not move.
enum TreeEncoding {
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
        result[key] = .object(differing(inner, from: other, keeping: nil))
      default: result[key] = value
      }
    }
    return result
  }

  static func tree(_ picker: Picker) -> GoldenJSON {
    var object: [String: GoldenJSON] = [
      "direction": .string(picker.isRightToLeft ? "rtl" : "ltr"),
      "wheels": .array(picker.wheels.map { .inline(tree($0)) }),
    ]
    if let pattern = picker.pattern { object["pattern"] = .string(pattern) }
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

  static func encode(fields: [FieldsKey: CalendarFields]) -> GoldenJSON {
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
}
