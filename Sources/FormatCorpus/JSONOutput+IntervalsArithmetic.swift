import CorpusModel
import GoldenFormat

extension JSONOutput {
  /// One calculation (`calc --json`): the inputs, and `result` (the instant) for `--add` and `--roll` or
  /// `differences` (unit → value, with `units` in the order asked) for `--to`. The week rules
  /// (`firstWeekday`, `minimumDays`) only where given, so the object without them is as before.
  public static func calculation(
    _ outcome: ArithmeticOutcome, operation: ArithmeticOperation, calendar: CalendarID,
    zone: ZoneID, at instant: Instant, engine: String,
    weekRules: WeekRules = .calendarDefaults
  ) -> String {
    var object: [String: GoldenJSON] = [
      "calendar": .string(calendar.rawValue), "zone": .string(zone.rawValue),
      "at": .string(instant.iso8601), "engine": .string(engine),
    ]
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
