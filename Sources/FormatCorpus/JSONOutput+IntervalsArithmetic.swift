import CorpusModel
import GoldenFormat

extension JSONOutput {
  /// One calculation (`calc --json`): the inputs, and `result` (the instant) for `--add` and `--roll` or
  /// `differences` (unit → value, with `units` in the order asked) for `--to`. The week rules
  /// (`firstWeekday`, `minimumDays`) only where given, so the object without them is as before.
  /// `--components` writes `components` (the fields asked, in order) and `values` (field →
  /// value); `--from-components` writes `fromComponents` and `result`, and no `at`.
  public static func calculation(
    _ outcome: ArithmeticOutcome, operation: ArithmeticOperation, calendar: CalendarID,
    zone: ZoneID, at instant: Instant?, engine: String,
    weekRules: WeekRules = .calendarDefaults
  ) -> String {
    var object: [String: GoldenJSON] = [
      "calendar": .string(calendar.rawValue), "zone": .string(zone.rawValue),
      "engine": .string(engine),
    ]
    if let instant { object["at"] = .string(instant.iso8601) }
    if let weekday = weekRules.firstWeekday { object["firstWeekday"] = .int(weekday) }
    if let days = weekRules.minimumDays { object["minimumDays"] = .int(days) }
    switch (operation, outcome) {
    case (.add(let amounts), .instant(let result)):
      object["add"] = .string(amounts.map(\.description).joined(separator: ","))
      object["result"] = .string(result.iso8601)
    case (.roll(let amounts), .instant(let result)):
      object["roll"] = .string(amounts.map(\.description).joined(separator: ","))
      object["result"] = .string(result.iso8601)
    case (.difference(let to, _), .differences(let units, let values)):
      object["to"] = .string(to.iso8601)
      object["units"] = .array(units.map { .string($0.rawValue) })
      object["differences"] = .object(
        Dictionary(zip(units.map(\.rawValue), values.map { GoldenJSON.int($0) })) { a, _ in a })
    case (.range(let unit, let larger), .range(let range)):
      object[operation.jsonVerb] = .string(unit.description)
      object["in"] = .string(larger.description)
      object["result"] = range.map { .string($0.description) } ?? .null
    case (.ordinality(let unit, let larger), .ordinality(let ordinality)):
      object[operation.jsonVerb] = .string(unit.description)
      object["in"] = .string(larger.description)
      object["result"] = ordinality.map { .int($0) } ?? .null
    case (.limitRange(let unit, _), .range(let range)):
      object[operation.jsonVerb] = .string(unit.description)
      object["result"] = range.map { .string($0.description) } ?? .null
    case (.fromComponents(let amounts), .instant(let result)):
      object["fromComponents"] = .string(amounts.map(\.description).joined(separator: ","))
      object["result"] = .string(result.iso8601)
    case (.components, .differences(let fields, let values)):
      object["components"] = .array(fields.map { .string($0.rawValue) })
      object["values"] = .object(
        Dictionary(zip(fields.map(\.rawValue), values.map { GoldenJSON.int($0) })) { a, _ in a })
    default:
      // The calendar questions (--add-components, --interval-of, --weekend, --compare …).
      if let asked = operation.questionDescription { object["operation"] = .string(asked) }
      object["result"] = .string(outcome.description)
    }
    return String(decoding: GoldenJSON.inline(.object(object)).rendered(), as: UTF8.self)
  }

  /// One interval (`format --template --to --json`): the inputs and the string.
  public static func interval(
    _ string: String, template: String, locale: LocaleID, calendar: CalendarID, zone: ZoneID,
    from: Instant, to: Instant, engine: String
  ) -> String {
    let object: [String: GoldenJSON] = [
      "locale": .string(locale.rawValue), "calendar": .string(calendar.rawValue),
      "zone": .string(zone.rawValue), "instant": .string(from.iso8601), "to": .string(to.iso8601),
      "template": .string(template), "engine": .string(engine), "string": .string(string),
    ]
    return String(decoding: GoldenJSON.inline(.object(object)).rendered(), as: UTF8.self)
  }
}

extension ArithmeticOperation {
  /// The key `calc --json` names a range's or an ordinality's unit by: its flag's name
  /// (`rangeOf`, `ordinalityOf`, `minimumRange`, `maximumRange`).
  fileprivate var jsonVerb: String {
    switch self {
    case .range: "rangeOf"
    case .ordinality: "ordinalityOf"
    case .limitRange(_, .minimum): "minimumRange"
    case .limitRange(_, .maximum): "maximumRange"
    case .add: "add"
    case .roll: "roll"
    case .difference: "to"
    case .fromComponents: "fromComponents"
    case .components: "components"
    case .addComponents(_, let wrapping): wrapping ? "rollComponents" : "addComponents"
    case .interval: "intervalOf"
    case .isInWeekend: "weekend"
    case .weekendInterval: "weekendInterval"
    case .nextWeekend: "nextWeekend"
    case .compare: "compare"
    }
  }
}
