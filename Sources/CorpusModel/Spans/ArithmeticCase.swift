/// A calendar field calendar arithmetic adds, rolls or measures (`ucal_add`, `ucal_roll`,
/// `ucal_getFieldDifference`; `Calendar.date(byAdding:wrappingComponents:)`,
/// `dateComponents(_:from:to:)`).
///
/// Listed largest first: a difference walks its largest unit (``fixedSeconds``). Names are
/// kebab-case (`weekday-ordinal`); `week` is the week of the year, written `week` as corpora
/// always wrote it, and `week-of-year` reads as it.
public enum CalendarField: String, CaseIterable, Codable, Hashable, Sendable {
  case era, year
  case yearForWeekOfYear = "year-for-week-of-year"
  case month, week
  case weekOfMonth = "week-of-month"
  case weekdayOrdinal = "weekday-ordinal"
  case day
  case dayOfYear = "day-of-year"
  case weekday, hour, minute, second, nanosecond

  /// The other names a field is read by.
  public static let aliases: [String: CalendarField] = ["week-of-year": .week]

  /// Every field's name for a message: `week (or week-of-year)`.
  static var namesForMessage: String {
    allCases.map { field in
      let other = aliases.filter { $0.value == field }.keys.sorted()
      return other.isEmpty
        ? field.rawValue : "\(field.rawValue) (or \(other.joined(separator: ", ")))"
    }.joined(separator: ", ")
  }

  /// Reads a field's name.
  ///
  /// - Throws: `InputError.invalidValue` naming the text and every field.
  public init(validating text: String, option: String) throws {
    guard let field = CalendarField(rawValue: text) ?? Self.aliases[text] else {
      throw InputError.invalidValue(
        text, option: option, expected: "a field: " + CalendarField.namesForMessage)
    }
    self = field
  }

  /// The unit's length in seconds where engines add it as a length of time (ICU adds hours,
  /// minutes and seconds as milliseconds, as does Foundation); nil for units whose length
  /// depends on the calendar and the zone.
  public var fixedSeconds: Int? {
    switch self {
    case .hour: 3_600
    case .minute: 60
    case .second: 1
    case .era, .year, .yearForWeekOfYear, .month, .week, .weekOfMonth, .weekdayOrdinal, .day,
      .dayOfYear, .weekday, .nanosecond:
      nil
    }
  }

  /// How many units of fixed length a long difference is walked in at a time, before the
  /// engine counts the rest: ICU's `ucal_getFieldDifference` counts in 32 bits (seconds from
  /// 1970 to 2038-01-19T03:14:08Z are already too many), and so do Foundation's calendars that
  /// are ICU's. Units of fixed length add up exactly, so the steps and the rest sum to the count
  /// one add would make; longer units cannot reach the limit between the years 0001 and 9999
  /// (3.65 million days).
  public static let differenceStep = 1 << 30

  /// Reads the units a difference is read in, in order: `year,month,day`, each once. A repeat
  /// is refused: the second read of a unit counts what the first left (`day 60 day 0`), which
  /// JSON, keyed by unit, cannot even hold.
  ///
  /// - Throws: `InputError.invalidValue` naming `option` and the unknown or repeated unit.
  public static func list(parsing text: String, option: String) throws -> [CalendarField] {
    var fields: [CalendarField] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      let field = try CalendarField(validating: String(name), option: option)
      guard !fields.contains(field) else {
        throw InputError.invalidValue(
          text, option: option,
          expected: "units separated by commas, each once ('\(field.rawValue)' is repeated)")
      }
      fields.append(field)
    }
    return fields
  }
}

/// One field and the amount added to it: `month=1`, `day=-3`.
public struct FieldAmount: Codable, Hashable, Sendable, CustomStringConvertible {
  public var field: CalendarField
  public var amount: Int

  public init(_ field: CalendarField, _ amount: Int) {
    self.field = field
    self.amount = amount
  }

  public var description: String { "\(field.rawValue)=\(amount)" }

  /// Reads `month=1,day=-3`: applied one field at a time, left to right.
  ///
  /// - Throws: `InputError.invalidValue` naming the bad part: an unknown field, an amount that
  ///   is not a whole number between −1,000,000 and 1,000,000 (nanoseconds: ±2,147,483,647), a
  ///   part without `=`.
  public static func list(parsing text: String, option: String = "--add") throws -> [FieldAmount] {
    guard !text.isEmpty else {
      throw InputError.invalidValue(
        text, option: option, expected: "FIELD=N pairs separated by commas, such as month=1,day=-3")
    }
    return try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
      let pieces = part.split(separator: "=", omittingEmptySubsequences: false)
      guard pieces.count == 2 else {
        throw InputError.invalidValue(
          String(part), option: option,
          expected: "FIELD=N pairs separated by commas, such as month=1,day=-3")
      }
      let field = try CalendarField(validating: String(pieces[0]), option: option)
      // Nanoseconds go to 32 bits, as Foundation's DateComponents counts them (a test adds
      // 996490757 ns); every other field to a million.
      let limit = field == .nanosecond ? Int(Int32.max) : 1_000_000
      guard let amount = Int(pieces[1]), abs(amount) <= limit else {
        throw InputError.invalidValue(
          String(pieces[1]), option: "\(option) \(field.rawValue)",
          expected: "a whole number between -\(limit) and \(limit)")
      }
      return FieldAmount(field, amount)
    }
  }
}

/// What a calculation does from its starting instant.
public enum ArithmeticOperation: Codable, Hashable, Sendable {
  /// Adds each amount in turn, one `ucal_add` each, left to right.
  case add([FieldAmount])
  /// Rolls each amount in turn, left to right (`ucal_roll`, Foundation's
  /// `wrappingComponents: true`): the field wraps within the next larger one, which stays.
  case roll([FieldAmount])
  /// Reads each unit's difference to the instant in turn, on one calendar
  /// (`ucal_getFieldDifference` advances it): `year 0 month 1 day 3`.
  case difference(to: Instant, units: [CalendarField])

  // Ranges and ordinality (`calc --range-of`, `--ordinality-of`, `--minimum-range`,
  // `--maximum-range`): what `Calendar.range(of:in:for:)`, `ordinality(of:in:for:)`,
  // `minimumRange(of:)` and `maximumRange(of:)` answer.
  /// The values `unit` takes within the `larger` unit holding the instant (`1..<32` days in
  /// January), or none.
  case range(of: RangeUnit, in: RangeUnit)
  /// Which `unit` the instant is within the `larger` unit holding it (day 32 of the year on 1
  /// February), or none.
  case ordinality(of: RangeUnit, in: RangeUnit)
  /// A unit's smallest or largest range of values, whatever the instant.
  case limitRange(RangeUnit, UnitLimit)
  /// The instant the components say, each field set as given on a cleared calendar
  /// (`ucal_clear`, `ucal_set`, `ucal_getMillis`; `Calendar.date(from:)`): the engine's own
  /// field resolution decides which win. The starting instant is not read.
  case fromComponents([FieldAmount])
  /// Reads each field of the starting instant, in the order asked (`ucal_get`;
  /// `Calendar.dateComponents(_:from:)`): `year 1996 week 53`.
  case components([CalendarField])
  // Several components at once, and the calendar's intervals, weekends and comparisons
  // (CalendarQuestions.swift); a plan's table does not hold them.
  /// Adds one `DateComponents` of every amount in a single call, in Foundation's own order
  /// (`Calendar.date(byAdding:to:wrappingComponents:)`); `wrapping` rolls them.
  case addComponents([FieldAmount], wrapping: Bool)
  /// The span of the unit holding the instant (`Calendar.dateInterval(of:for:)`).
  case interval(of: RangeUnit)
  /// Whether the instant is in a weekend (`Calendar.isDateInWeekend`, `ucal_isWeekend`).
  case isInWeekend
  /// The weekend holding the instant (`Calendar.dateIntervalOfWeekend(containing:)`).
  case weekendInterval
  /// The next weekend after the instant, or the one before it
  /// (`Calendar.nextWeekend(startingAfter:direction:)`).
  case nextWeekend(WeekendDirection)
  /// How the instant compares with another at a granularity
  /// (`Calendar.compare(_:to:toGranularity:)`).
  case compare(to: Instant, granularity: RangeUnit)
}

/// A calculation's answer, written as `calc` prints it: the resulting instant
/// (`2024-02-29T17:00:00Z`) or `unit value` pairs in the order asked (`year 0 month 1 day 3`;
/// a date's components are such pairs too: `year 1996 month 12`).
public enum ArithmeticOutcome: Codable, Hashable, Sendable, CustomStringConvertible {
  case instant(Instant)
  case differences([CalendarField], [Int])
  /// A range as Swift writes one (`1..<32`), or none: the engine's nil is an answer.
  case range(UnitRange?)
  /// An ordinality (`32`), or none.
  case ordinality(Int?)

  // The calendar questions' answers (CalendarQuestions.swift).
  /// A span, `START END`; `none` where the calendar gives none.
  case interval(Instant, Instant)
  case noInterval
  /// `true` or `false`.
  case truth(Bool)
  /// `ascending`, `same` or `descending`.
  case order(CalendarOrder)

  public var description: String {
    switch self {
    case .instant(let instant): instant.iso8601
    case .interval(let start, let end): "\(start.iso8601) \(end.iso8601)"
    case .noInterval: "none"
    case .truth(let truth): "\(truth)"
    case .order(let order): order.rawValue
    case .differences(let units, let values):
      zip(units, values).map { "\($0.rawValue) \($1)" }.joined(separator: " ")
    case .range(let range): range?.description ?? Self.none
    case .ordinality(let ordinality): ordinality.map(String.init) ?? Self.none
    }
  }
}

/// One case of the `arithmetic` artifact's table: a name, a starting instant, what is done from
/// it, and, for a case that bites only in one zone (Samoa's skipped day), that zone.
///
/// Written in a plan and on the command line as `NAME: AT add FIELD=N,…`,
/// `NAME: AT roll FIELD=N,…` or `NAME: AT to INSTANT UNIT,…`, then the calendar's week rules
/// where the case sets them (` first-weekday=2 min-days=4`, ``WeekRules``), then ` in ZONE`
/// where it has one. A case that sets no rule is written as before the rules existed, so its
/// key keeps its bytes.
public struct ArithmeticCase: Codable, Hashable, Sendable, CustomStringConvertible {
  public var name: String
  public var at: Instant
  public var operation: ArithmeticOperation
  /// The one zone the case is rendered in; nil for every zone of the plan.
  public var zone: ZoneID?
  /// The calendar's first weekday and minimum days in the first week; the calendar's own
  /// where unset.
  public var weekRules: WeekRules

  public init(
    name: String, at: Instant, operation: ArithmeticOperation, zone: ZoneID? = nil,
    weekRules: WeekRules = .calendarDefaults
  ) {
    self.name = name
    self.at = at
    self.operation = operation
    self.zone = zone
    self.weekRules = weekRules
  }

  /// Reads the case's text.
  ///
  /// - Throws: `InputError.invalidValue` naming the text and the expected shape, or the bad
  ///   field or amount.
  public init(parsing text: String) throws {
    let shape =
      "'NAME: AT add FIELD=N,…', 'NAME: AT roll FIELD=N,…' or 'NAME: AT to INSTANT UNIT,…', optionally followed by ' first-weekday=N', ' min-days=N' and ' in ZONE', such as 'monthEnd: 2024-01-31T17:00:00Z add month=1'"
    func bad() -> InputError {
      InputError.invalidValue(text, option: "--arithmetic", expected: shape)
    }
    guard let colon = text.firstIndex(of: ":") else { throw bad() }
    let name = String(text[..<colon])
    guard IntervalPair.isName(name) else { throw bad() }
    var words = text[text.index(after: colon)...].split(separator: " ").map(String.init)
    var zone: ZoneID?
    if words.count >= 2, words[words.count - 2] == "in" {
      let id = words.removeLast()
      guard ZoneID.isWellFormed(id) else { throw bad() }
      zone = ZoneID(rawValue: id)
      words.removeLast()
    }
    // The week rules, each at most once, in the order the text writes them.
    var rules: [String: String] = [:]
    for key in [WeekRules.minimumDaysName, WeekRules.firstWeekdayName] {
      guard let last = words.last, last.hasPrefix(key + "=") else { continue }
      rules[key] = String(last.dropFirst(key.count + 1))
      words.removeLast()
    }
    weekRules = try WeekRules(
      validatingFirstWeekday: rules[WeekRules.firstWeekdayName],
      minimumDays: rules[WeekRules.minimumDaysName], prefix: "--arithmetic ")
    guard words.count >= 3 else { throw bad() }
    // −9999…9999, as calc reads them: a golden file writes a year before 1 as calc does.
    func instant(_ word: String) throws -> Instant {
      do {
        return try Instant(arithmeticCaseISO8601: word)
      } catch InputError.malformedInstant {
        throw bad()
      }
    }
    let at = try instant(words[0])
    switch (words[1], words.count) {
    case ("add", 3):
      operation = .add(try FieldAmount.list(parsing: words[2], option: "--arithmetic"))
    case ("roll", 3):
      operation = .roll(try FieldAmount.list(parsing: words[2], option: "--arithmetic"))
    case ("to", 4):
      let to = try instant(words[2])
      operation = .difference(
        to: to, units: try CalendarField.list(parsing: words[3], option: "--arithmetic"))
    case (_, 3) where ArithmeticOperation.caseVerbs.contains(words[1]):
      operation = try ArithmeticOperation(caseVerb: words[1], units: words[2])
    default: throw bad()
    }
    self.name = name
    self.at = at
    self.zone = zone
  }

  public var description: String {
    var text = "\(name): \(at.iso8601) "
    switch operation {
    case .add(let amounts): text += "add " + amounts.map(\.description).joined(separator: ",")
    case .roll(let amounts): text += "roll " + amounts.map(\.description).joined(separator: ",")
    case .difference(let to, let units):
      text += "to \(to.iso8601) " + units.map(\.rawValue).joined(separator: ",")
    case .range, .ordinality, .limitRange: text += operation.caseWords
    case .components(let fields):
      text += "components " + fields.map(\.rawValue).joined(separator: ",")
    // `calc`'s own operations, which a plan's table does not read yet: written for a message.
    case .fromComponents(let amounts):
      text += "from-components " + amounts.map(\.description).joined(separator: ",")
    case .addComponents, .interval, .isInWeekend, .weekendInterval, .nextWeekend, .compare:
      text += operation.questionDescription ?? ""
    }
    for word in weekRules.words { text += " \(word)" }
    if let zone { text += " in \(zone.rawValue)" }
    return text
  }

  public init(from decoder: any Decoder) throws {
    try self.init(parsing: try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// The default table: where calendars and zones bite, and the seed's three calculations.
  ///
  /// Instants are UTC; most read as midday in New York, so the New York column shows each
  /// case's intent and the other zones show where the same instant lands elsewhere.
  public static let defaults: [ArithmeticCase] = [
    // The seed: days between Valentine's and St. Patrick's Day 2015 at midnight in New York (31),
    // a reminder 10 days from the style table's "now", and 3 d 10 h 42 min 5 s before it.
    "valentinesToStPatricks: 2015-02-14T05:00:00Z to 2015-03-17T04:00:00Z day",
    "tenDaysFromNow: 2010-01-27T18:00:00Z add day=10",
    "threeDaysTenHoursAgo: 2010-01-27T18:00:00Z add day=-3,hour=-10,minute=-42,second=-5",
    // Month ends pin the day: Jan 31 + 1 month is Feb 29 in 2024; the order of fields matters.
    "monthEnd: 2024-01-31T17:00:00Z add month=1",
    "monthEndThenBack: 2024-01-31T17:00:00Z add month=1,day=-3",
    "backThenMonthEnd: 2024-01-31T17:00:00Z add day=-3,month=1",
    "monthEndBackwards: 2024-03-31T16:00:00Z add month=-1",
    "leapDayPlusYear: 2024-02-29T17:00:00Z add year=1",
    "yearMonthDay: 2024-01-31T17:00:00Z to 2025-03-03T17:00:00Z year,month,day",
    "yearMonthDayBackwards: 2025-03-03T17:00:00Z to 2024-01-31T17:00:00Z year,month,day",
    "weeks: 2024-02-14T20:00:00Z to 2024-12-25T20:00:00Z week,day",
    // New York's DST gap (2024-03-10) and overlap (2024-11-03): 24 hours against one day.
    "dstGap24Hours: 2024-03-09T17:00:00Z add hour=24",
    "dstGapOneDay: 2024-03-09T17:00:00Z add day=1",
    "dstOverlap24Hours: 2024-11-02T16:00:00Z add hour=24",
    "dstOverlapOneDay: 2024-11-02T16:00:00Z add day=1",
    "dstGapHours: 2024-03-09T17:00:00Z to 2024-03-10T16:00:00Z day,hour",
    // Lord Howe moves its clocks by half an hour (2024-10-06, 2:00 → 2:30).
    "lordHoweOneDay: 2024-10-05T13:00:00Z add day=1",
    "lordHowe24Hours: 2024-10-05T13:00:00Z add hour=24",
    // Samoa skipped 30 December 2011: Thursday noon + 1 day is Saturday noon, 24 hours later.
    "samoaSkippedDay: 2011-12-29T22:00:00Z add day=1 in Pacific/Apia",
    "samoaDays: 2011-12-29T22:00:00Z to 2011-12-30T22:00:00Z day,hour in Pacific/Apia",
    // 5 Adar I 5784 (a Hebrew leap year) + 1 month, + 1 year into the common year 5785.
    "adarIPlusMonth: 2024-02-14T20:00:00Z add month=1",
    "adarIPlusYear: 2024-02-14T20:00:00Z add year=1",
    // The Chinese year 4660 (2023) has a leap second month: a month after 10 March 2023.
    "chineseLeapMonth: 2023-03-10T04:00:00Z add month=1",
    "chineseLeapMonths: 2023-03-10T04:00:00Z to 2023-06-10T04:00:00Z month,day",
    // Japan's Heisei era ended on 30 April 2019: a month later is Reiwa 1.
    "japaneseEraEnd: 2019-04-15T03:00:00Z add month=1",
    "japaneseEraYears: 2019-04-15T03:00:00Z to 2020-04-15T03:00:00Z year,month",
  ].map { try! ArithmeticCase(parsing: $0) }
}

/// Where one calculation of the `arithmetic` artifact was made: calendar, zone, case name.
public struct ArithmeticKey: Codable, Hashable, Sendable {
  public var calendar: CalendarID
  public var zone: ZoneID
  public var name: String

  public init(calendar: CalendarID, zone: ZoneID, name: String) {
    self.calendar = calendar
    self.zone = zone
    self.name = name
  }
}

extension ArithmeticCase {
  /// The fields the case adds, rolls or measures.
  var fields: [CalendarField] {
    switch operation {
    case .add(let amounts), .roll(let amounts), .fromComponents(let amounts): amounts.map(\.field)
    case .difference(_, let units), .components(let units): units
    case .range(let unit, let larger), .ordinality(let unit, let larger):
      [unit, larger].compactMap(\.field)
    case .limitRange(let unit, _): [unit].compactMap(\.field)
    case .addComponents(let amounts, _): amounts.map(\.field)
    case .interval(.field(let field)), .compare(_, .field(let field)): [field]
    case .interval(.quarter), .compare(_, .quarter), .isInWeekend, .weekendInterval, .nextWeekend:
      []
    }
  }

  /// Why `api` cannot answer the case in any calendar or zone, or nil: the engine's refusal
  /// and a corpus's note both say this. ICU has no nanosecond field; Foundation adds
  /// nanoseconds, but an instant is written to the millisecond.
  public func unsupported(by api: DurationConfiguration.EngineAPI) -> String? {
    switch api {
    case .icu:
      return fields.contains(.nanosecond) ? CalendarField.icuNanosecondRefusal : nil
    case .foundation:
      let amounts: [FieldAmount]
      switch operation {
      case .add(let given), .roll(let given), .fromComponents(let given),
        .addComponents(let given, _):
        amounts = given
      case .difference, .components, .range, .ordinality, .limitRange, .interval, .isInWeekend,
        .weekendInterval, .nextWeekend, .compare:
        return nil
      }
      guard
        let odd = amounts.first(where: { $0.field == .nanosecond && $0.amount % 1_000_000 != 0 })
      else { return nil }
      return CalendarField.foundationNanosecondRefusal(odd.amount)
    }
  }
}

extension ArithmeticCase: PlannedConfiguration {
  public var leftOutLabel: String { "arithmetic case '\(name)'" }
}

extension CalendarField {
  /// Why ICU refuses a nanosecond: its calendars count milliseconds at most.
  public static var icuNanosecondRefusal: String {
    "ICU's calendars have no nanosecond field (expected one of: \(allCases.filter { $0 != .nanosecond }.map(\.rawValue).joined(separator: ", ")))"
  }

  /// Why a corpus leaves out Foundation's sum of `amount` nanoseconds: `date(byAdding:)` adds
  /// them, but a corpus writes instants to the millisecond, so the sum would be rounded (`calc`
  /// writes it to the nanosecond).
  public static func foundationNanosecondRefusal(_ amount: Int) -> String {
    "a corpus writes instants to the millisecond, and \(amount) ns is no whole number of them (a multiple of 1000000; calc writes the sum to the nanosecond)"
  }
}
