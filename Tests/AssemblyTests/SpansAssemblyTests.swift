import CorpusModel
import GoldenFormat
import Testing

@testable import Assembly

extension EchoSource {
  func arithmetic(calendar: CalendarID, zone: ZoneID, weekRules: WeekRules) throws
    -> EchoArithmetic
  {
    EchoArithmetic(calendar: calendar, zone: zone)
  }
}

extension EchoCalendar {
  func interval(template: String, from: Instant, to: Instant) throws -> String {
    "\(prefix) \(template) \(zone) \(from.iso8601)–\(to.iso8601)"
  }

  func interval(pair: StylePair, from: Instant, to: Instant) throws -> String {
    try interval(template: pair.description, from: from, to: to)
  }

  func intervalParts(pair: StylePair, from: Instant, to: Instant) throws -> [FormattedPart] {
    try intervalParts(template: pair.description, from: from, to: to)
  }

  func intervalParts(template: String, from: Instant, to: Instant) throws -> [FormattedPart] {
    [FormattedPart(.literal, try interval(template: template, from: from, to: to), source: .shared)]
  }
}

/// Echoes what it was asked, in place of an answer: adding gives `at` + the amounts' sum in
/// seconds; differences give each unit's index, negative in Tokyo.
struct EchoArithmetic: CalendarArithmetic {
  let calendar: CalendarID
  let zone: ZoneID

  func adding(_ amounts: [FieldAmount], to instant: Instant) throws -> Instant {
    Instant(
      millisecondsSince1970: instant.millisecondsSince1970
        + Int64(amounts.reduce(0) { $0 + $1.amount }) * 1000)
  }

  /// The units whose index is echoed (others give 0), fixed so new fields change no echo.
  static let echoed: [CalendarField] = [.year, .month, .week, .day, .hour, .minute, .second]

  func rolling(_ amounts: [FieldAmount], to instant: Instant) throws -> Instant {
    try adding(amounts, to: instant)
  }

  func differences(from: Instant, to: Instant, units: [CalendarField]) throws -> [Int] {
    units.map {
      ((Self.echoed.firstIndex(of: $0) ?? -1) + 1) * (zone.rawValue == "Asia/Tokyo" ? -1 : 1)
    }
  }

  /// A range echoes none; an ordinality the instant's seconds from 1970; a fixed range 0..<1.
  func range(of unit: RangeUnit, in larger: RangeUnit, at instant: Instant) throws -> UnitRange? {
    nil
  }

  func ordinality(of unit: RangeUnit, in larger: RangeUnit, at instant: Instant) throws -> Int? {
    Int(instant.millisecondsSince1970 / 1000)
  }

  func limitRange(of unit: RangeUnit, _ limit: UnitLimit) throws -> UnitRange? { UnitRange(0, 1) }
  /// The amounts' sum in seconds from 1970.
  func date(from components: [FieldAmount]) throws -> Instant {
    try adding(components, to: Instant(millisecondsSince1970: 0))
  }

  /// Each field's index, as the differences echo it.
  func components(_ fields: [CalendarField], of instant: Instant) throws -> [Int] {
    try differences(from: instant, to: instant, units: fields)
  }
}

/// The spans of time as the assembly lays them out, for every engine.
@Suite struct SpansAssemblyTests {
  let engine: CorpusAssembly<EchoSource>
  let plan: Plan

  init() throws {
    engine = try CorpusAssembly(EchoSource())
    var plan = Plan.default
    plan.zones = ["UTC", "Asia/Tokyo"].map(ZoneID.init(rawValue:))
    self.plan = plan
  }

  @Test func intervalsSpanEveryTemplateOverEveryPairInTheStyleZone() throws {
    let corpus = try engine.localeCorpus(for: LocaleID(rawValue: "de_DE"), plan: plan)
    // The time-only jm once per locale, in the timers' calendar; the date templates everywhere.
    let gregorian = try #require(corpus.calendars[.gregorian]?.intervals)
    #expect(gregorian.keys.sorted() == ["jm", "yMMMMEEEEd", "yMMMd"])
    #expect(gregorian["jm"]?.keys.sorted() == IntervalPair.defaults.map(\.name).sorted())
    let hebrew = try #require(corpus.calendars[.hebrew]?.intervals)
    #expect(hebrew.keys.sorted() == ["yMMMMEEEEd", "yMMMd"])
    #expect(hebrew["yMMMd"]?.keys.sorted() == IntervalPair.defaults.map(\.name).sorted())
    #expect(
      hebrew["yMMMd"]?["days"]
        == "de_DE hebrew yMMMd America/New_York 2024-02-14T15:00:00Z–2024-02-16T15:00:00Z")
  }

  /// Without the Gregorian calendar the timers', and so the time templates', calendar is the
  /// plan's first; a template with any date field is a date template.
  @Test func timeTemplatesFollowTheTimersCalendar() throws {
    var noGregorian = plan
    noGregorian.calendars = [.hebrew, .buddhist]
    let corpus = try engine.localeCorpus(for: LocaleID(rawValue: "de_DE"), plan: noGregorian)
    #expect(corpus.calendars[.hebrew]?.intervals.keys.sorted() == ["jm", "yMMMMEEEEd", "yMMMd"])
    #expect(corpus.calendars[.buddhist]?.intervals.keys.sorted() == ["yMMMMEEEEd", "yMMMd"])
    for template in ["jm", "Hm", "hmsa", "jmv", "Bh"] { #expect(!IntervalsStep.hasDateField(template)) }
    for template in ["yMMMd", "Ehm", "dhm", "MMMEd", "Gy", "QQQ", "w"] {
      #expect(IntervalsStep.hasDateField(template), "\(template)")
    }
  }

  @Test func aPlanBeforeIntervalsHasNone() throws {
    var old = plan
    old.intervals = nil
    let corpus = try engine.localeCorpus(for: LocaleID(rawValue: "de_DE"), plan: old)
    #expect(corpus.calendars[.gregorian]?.intervals == [:])
    let bytes = LocaleFileEncoding.render(corpus).bytes
    #expect(!String(decoding: bytes, as: UTF8.self).contains("\"intervals\""))
  }

  /// Every case in every calendar and zone; a case pinned to a zone (Samoa) only there.
  @Test func arithmeticCoversEveryCalendarAndZone() throws {
    let outcomes = try engine.arithmetic(for: plan)
    let cases = try #require(plan.arithmetic)
    let everywhere = cases.filter { $0.zone == nil }.count
    let pinned = cases.count - everywhere
    #expect(outcomes.count == plan.calendars.count * (everywhere * plan.zones.count + pinned))
    let apia = ZoneID(rawValue: "Pacific/Apia")
    #expect(outcomes[ArithmeticKey(calendar: .hebrew, zone: apia, name: "samoaSkippedDay")] != nil)
    #expect(outcomes[ArithmeticKey(calendar: .hebrew, zone: apia, name: "monthEnd")] == nil)
    let tokyo = ZoneID(rawValue: "Asia/Tokyo")
    #expect(
      outcomes[ArithmeticKey(calendar: .gregorian, zone: tokyo, name: "yearMonthDay")]
        == .differences([.year, .month, .day], [-1, -2, -4]))
  }

  /// `fields.json` holds `arithmetic` before `fields`, calendar › zone › case, one per line; a
  /// plan made before it keeps the file's bytes.
  @Test func arithmeticIsWrittenBesideTheFields() throws {
    var small = plan
    small.calendars = [.gregorian]
    small.zones = [ZoneID(rawValue: "UTC")]
    small.arithmetic = [
      try ArithmeticCase(parsing: "b: 2024-01-31T17:00:00Z add month=1,day=-3"),
      try ArithmeticCase(parsing: "a: 2024-01-31T17:00:00Z to 2024-03-03T17:00:00Z year,day"),
    ]
    let fields = try engine.fields(for: small)
    let file = FieldsStep.file(fields, arithmetic: try engine.arithmetic(for: small))
    let text = String(decoding: file.bytes, as: UTF8.self)
    #expect(
      text.hasPrefix(
        """
        {
          "arithmetic": {
            "gregorian": {
              "UTC": {
                "a": "year 1 day 4",
                "b": "2024-01-31T16:59:58Z"
              }
            }
          },
          "fields": {
        """))
    #expect(file.entries == FieldsStep.file(fields).entries + 2)
    var old = small
    old.arithmetic = nil
    #expect(
      FieldsStep.file(fields, arithmetic: try engine.arithmetic(for: old)).bytes
        == FieldsStep.file(fields).bytes)
  }
}
