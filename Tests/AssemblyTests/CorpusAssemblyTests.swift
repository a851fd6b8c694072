import CorpusModel
import Synchronization
import Testing

@testable import Assembly

/// An engine that writes every answer as the question it was asked, so a test sees exactly
/// what the assembly asked for, and logs the order of the questions.
struct EchoSource: FormatterSource, EngineCatalog {
  let log = Log()

  final class Log: Sendable {
    let entries = Mutex<[String]>([])
    func add(_ entry: String) { entries.withLock { $0.append(entry) } }
  }

  var name: String { "echo" }
  func versions() throws -> [String: String] { ["echo": "1"] }
  func availableLocaleIDs() -> [String] { ["de_DE", "en_US", "zh_Hant_TW"] }
  func canonicalLocale(_ text: String) throws -> String { text.replacing("-", with: "_") }
  func likelySubtags(_ id: String) -> String? {
    [
      "de_DE": "de_Latn_DE", "en_US": "en_Latn_US", "zh_Hant_TW": "zh_Hant_TW",
      "zh_TW": "zh_Hant_TW", "zh_Hans_TW": "zh_Hant_TW",
    ][id]
  }
  /// `zh_TW` opens `zh_Hant_TW`'s data; `zh_Hans_TW` maximizes alike but has data of its own.
  func dataLocale(of id: String) -> String? {
    id == "zh_TW" ? "zh_Hant_TW" : likelySubtags(id) == nil ? nil : id
  }
  func zoneIDs(canonicalOnly: Bool) throws -> [String] {
    ["America/New_York", "Asia/Tokyo", "UTC"]
  }
  /// Says yes to `Etc/Unknown` too: the assembly must refuse it whatever the engine says.
  func isSystemZone(_ id: String) -> Bool {
    try! zoneIDs(canonicalOnly: false).contains(id) || id == "Etc/Unknown"
  }
  func formatters(for locale: LocaleID) throws -> EchoLocale {
    EchoLocale(data: dataLocale(of: locale.rawValue) ?? locale.rawValue, log: log)
  }
  func fieldsReader(calendar: CalendarID, monthNames: LocaleID, zone: ZoneID) throws -> EchoFields {
    EchoFields(calendar: calendar)
  }

  func calendarIDs() throws -> [CalendarID] { CalendarID.icu }

  func numberingSystems() throws -> [String] { ["arab", "latn"] }

  /// ja_JP's region prefers the Japanese calendar, as ICU says; every other locale Gregorian.
  func preferredCalendars(for locale: LocaleID) throws -> [CalendarID] {
    locale.rawValue == "ja_JP" ? [.gregorian, .japanese] : [.gregorian]
  }
}

struct EchoLocale: LocaleFormatters {
  let data: String
  let log: EchoSource.Log
  var isRightToLeft: Bool { false }
  func calendar(_ calendar: CalendarID, zone: ZoneID) throws -> EchoCalendar {
    EchoCalendar(prefix: "\(data) \(calendar.rawValue)", zone: zone, log: log)
  }
  func week(zone: ZoneID) throws -> EchoWeek { EchoWeek() }
}

struct EchoCalendar: CalendarFormatters {
  let prefix: String
  let zone: ZoneID
  let log: EchoSource.Log
  func style(_ pair: StylePair, zone: ZoneID, at instant: Instant) throws -> String {
    log.add("style")
    return "\(prefix) \(pair.date.rawValue)/\(pair.time.rawValue) \(zone) \(instant.iso8601)"
  }
  func pattern(forSkeleton skeleton: String) throws -> String { "<\(skeleton)>" }
  func string(pattern: String, at instant: Instant) throws -> String {
    log.add("pattern")
    return "\(prefix) \(pattern) \(self.zone) \(instant.iso8601)"
  }
  func parse(_ text: String, pair: StylePair, zone: ZoneID, lenient: Bool) throws -> Instant? {
    log.add("parse")
    return nil
  }
  func parse(_ text: String, pattern: String, lenient: Bool) throws -> Instant? {
    log.add("parse")
    return nil
  }
  func pickerSource(date: Instant, zone: ZoneID) throws -> ScriptedSource {
    log.add("pickers")
    return ScriptedSource(patterns: ["jmm": "h:mm a", "yMMMMd": "MMMM d, y", "MMMEd": "EEE, MMM d"])
  }
  func monthSource(zone: ZoneID) throws -> EchoMonth {
    log.add("months")
    return EchoMonth(prefix: prefix, zone: zone)
  }
  func fieldDisplayName(_ field: WheelField, width: FieldNameWidth) throws -> String {
    "\(prefix) \(field.rawValue) \(width.rawValue)"
  }
}

/// Every month is a 30-day month from a Wednesday; strings echo pattern, zone and instant.
struct EchoMonth: MonthSource {
  let prefix: String
  let zone: ZoneID
  func weekRules() throws -> (firstWeekday: Int, minimalDays: Int) { (2, 4) }
  func standaloneWeekdays(narrow: Bool) throws -> [String] {
    ["1", "2", "3", "4", "5", "6", "7"].map { narrow ? "n\($0)" : "s\($0)" }
  }
  func wideStandaloneWeekdays() throws -> [String] { (1...7).map { "w\($0)" } }
  func bestPattern(for skeleton: String) throws -> String { "<\(skeleton)>" }
  func string(_ pattern: String, at instant: Instant) throws -> String {
    "\(prefix) \(pattern) \(zone) \(instant.iso8601)"
  }
  func monthShape(containing instant: Instant) throws -> (days: Int, firstWeekday: Int) { (30, 4) }
  func dayNumbers(_ count: Int, ofMonthContaining instant: Instant) throws -> [String] {
    (1...count).map(String.init)
  }
  func weekOfYear(day: Int, ofMonthContaining instant: Instant) throws -> Int { (day + 1) / 7 + 1 }
  func dayInterval(day: Int, ofMonthContaining instant: Instant) throws -> Range<Int64> {
    Int64(day) * 86_400_000..<Int64(day + 1) * 86_400_000
  }
}

struct EchoWeek: WeekReader {
  var firstWeekday: Int { 2 }
  var minimalDaysInFirstWeek: Int { 4 }
  func weekOfYear(at instant: Instant) throws -> WeekOfYear {
    WeekOfYear(week: Int(instant.millisecondsSince1970 % 53), yearForWeekOfYear: 2000)
  }
}

struct EchoFields: FieldsReader {
  let calendar: CalendarID
  func fields(zone: ZoneID, at instant: Instant) throws -> CalendarFields {
    CalendarFields(
      era: 1, year: 1, month: 1, monthName: "\(calendar.rawValue) \(zone)", isLeapMonth: false,
      day: 1, hour: 0, minute: 0, weekday: 1, weekdayOrdinal: 1)
  }
}

/// The corpus assembly decides what a golden file holds for every engine: these pin it down
/// with an engine that only echoes.
@Suite struct CorpusAssemblyTests {
  let source = EchoSource()
  let engine: CorpusAssembly<EchoSource>
  let plan: Plan

  init() throws {
    engine = try CorpusAssembly(source)
    var plan = Plan.default
    plan.zones = ["UTC", "Asia/Tokyo"].map(ZoneID.init(rawValue:))
    self.plan = plan
  }

  @Test func theStyleGridIsTheProductsAndTheSweepIsGregorianOnly() throws {
    let corpus = try engine.localeCorpus(for: LocaleID(rawValue: "en_US"), plan: plan)
    let gregorian = try #require(corpus.calendars[.gregorian])
    let hebrew = try #require(corpus.calendars[.hebrew])
    // 24 pairs × 3 seed instants, 4 pairs × 6 edge instants; the sweep: 4 pairs × 2 zones × 2.
    #expect(hebrew.styles.count == 24 * 3 + 4 * 6)
    #expect(gregorian.styles.count == 24 * 3 + 4 * 6 + 4 * 2 * 2)
    let summer = try Instant(iso8601: "2024-07-01T18:00:00Z")
    let key = StyleKey(
      zone: ZoneID(rawValue: "Asia/Tokyo"), instant: summer,
      pair: StylePair(date: .none, time: .long))
    #expect(gregorian.styles[key] == "en_US gregorian none/long Asia/Tokyo 2024-07-01T18:00:00Z")
    #expect(hebrew.styles[key] == nil)
  }

  @Test func skeletonsRenderTheirPatternInTheStyleZone() throws {
    let corpus = try engine.localeCorpus(for: LocaleID(rawValue: "de_DE"), plan: plan)
    let buddhist = try #require(corpus.calendars[.buddhist])
    #expect(buddhist.skeletons.keys.sorted() == Plan.skeletons.sorted())
    #expect(
      buddhist.skeletons["jm"]
        == SkeletonResult(
          pattern: "<jm>", string: "de_DE buddhist <jm> America/New_York 2010-01-27T18:00:00Z"))
  }

  /// The steps may ask in any order (an engine hands no handle from one to another), so only
  /// how many picker sources they ask for is pinned, not when.
  @Test func onePickerSourcePerCalendarAndDate() throws {
    let corpus = try engine.localeCorpus(for: LocaleID(rawValue: "en_US"), plan: plan)
    #expect(corpus.calendars[.gregorian]?.pickers.keys.count == PickerMode.datePickerModes.count)
    let log = source.log.entries.withLock { $0 }
    // One source per calendar for the reference pickers and the configurations at its date, one
    // more per configuration at another date in the calendars it is planned for.
    let elsewhere = (plan.pickers ?? []).filter {
      $0.configuration.date != PickerConfiguration.reference.date
    }
    let sources =
      plan.calendars.count
      + elsewhere.reduce(0) { $0 + Set($1.calendars ?? []).intersection(plan.calendars).count }
    #expect(log.filter { $0 == "pickers" }.count == sources)
  }

  @Test func theWeekIsReadAtEveryInstantOfThePlan() throws {
    let week = try engine.localeCorpus(for: LocaleID(rawValue: "en_US"), plan: plan).week
    #expect(week.firstWeekday == 2 && week.minimalDaysInFirstWeek == 4)
    #expect(week.weeks.keys.sorted() == plan.allInstants)
  }

  /// The plan's calendars, and the preferred calendars of the plan's locales when the plan takes
  /// them (the echo engine's ja_JP prefers the Japanese calendar).
  @Test func fieldsCoverEveryCalendarZoneAndInstant() throws {
    var threeOnly = plan
    threeOnly.preferredCalendars = nil
    let fields = try engine.fields(for: threeOnly)
    #expect(fields.count == plan.calendars.count * plan.zones.count * plan.allInstants.count)
    var preferring = plan
    preferring.preferredCalendars = true
    #expect(try engine.fields(for: preferring).count == fields.count)
    preferring.locales = [LocaleID(rawValue: "ja_JP")]
    let withJapanese = try engine.fields(for: preferring)
    #expect(Set(withJapanese.keys.map(\.calendar)) == Set(plan.calendars + [.japanese]))
    #expect(withJapanese.count == fields.count / plan.calendars.count * (plan.calendars.count + 1))
  }

  /// A locale renders the plan's calendars and its region's preferred ones (ja_JP: japanese),
  /// each artifact in each; without the plan's flag, the plan's alone.
  @Test func aLocaleAddsItsPreferredCalendars() throws {
    var preferring = plan
    preferring.preferredCalendars = true
    let ja = try engine.localeCorpus(for: LocaleID(rawValue: "ja_JP"), plan: preferring)
    #expect(ja.calendars.keys.sorted() == (plan.calendars + [.japanese]).sorted())
    #expect(ja.calendars[.japanese]?.styles.count == 24 * 3 + 4 * 6)
    #expect(ja.calendars[.japanese]?.months.count == plan.monthInstants?.count)
    #expect(ja.calendars[.japanese]?.pickers.count == 4)
    let en = try engine.localeCorpus(for: LocaleID(rawValue: "en_US"), plan: preferring)
    #expect(en.calendars.keys.sorted() == plan.calendars.sorted())
    var threeOnly = plan
    threeOnly.preferredCalendars = nil
    let jaThree = try engine.localeCorpus(for: LocaleID(rawValue: "ja_JP"), plan: threeOnly)
    #expect(jaThree.calendars.keys.sorted() == plan.calendars.sorted())
  }

  /// One rule for every engine: an id the engine knows, printable, never `Etc/Unknown`.
  @Test(arguments: ["Etc/Unknown", "", "Asia/Tōkyō", "GMT+5", "Asia/Tokio"])
  func zonesTheEngineWouldFallBackOnAreRefused(zone: String) {
    #expect(throws: InputError.self) { try engine.resolveZone(zone) }
  }

  @Test func aMisspelledZoneGetsHints() {
    #expect(
      throws: InputError.unknownZone("Asia/Tokio", engine: "echo", suggestions: ["Asia/Tokyo"])
    ) { try engine.resolveZone("Asia/Tokio") }
    #expect(throws: Never.self) { try engine.resolveZone("Asia/Tokyo") }
  }

  /// An unlisted spelling is a locale when it renders a listed one's data: the assembly's probe
  /// asks the engine for that data and a sample of what it renders.
  @Test func anUnlistedSpellingMustRenderAListedLocalesData() throws {
    #expect(try engine.resolveLocale("zh-TW") == LocaleID(rawValue: "zh_TW"))
    #expect(throws: InputError.self) { try engine.resolveLocale("zh_Hans_TW") }
    #expect(throws: InputError.self) { try engine.resolveLocale("xx_YY") }
  }

  @Test func infoCountsTheEnginesLists() {
    #expect(
      engine.info
        == EngineInfo(name: "echo", versions: ["echo": "1"], localeCount: 3, zoneCount: 3))
  }

  /// The calendar view's months: the plan's month instants in every calendar, read in the
  /// month zone, asked for after the pickers; a plan from before months has none.
  @Test func monthsAreAskedLastAndReadInTheMonthZone() throws {
    // The accessibility artifact asks the months' source of the same zone again (an engine
    // keeps one per zone): left out here, so the log shows the month step's own asks.
    var plan = self.plan
    plan.accessibility = nil
    let corpus = try engine.localeCorpus(for: LocaleID(rawValue: "en_US"), plan: plan)
    let log = source.log.entries.withLock { $0 }
    #expect(log.filter { $0 == "months" }.count == plan.calendars.count)
    for (index, entry) in log.enumerated() where entry == "months" {
      #expect(log[index - 1] == "pickers")
    }
    let hebrew = try #require(corpus.calendars[.hebrew])
    #expect(hebrew.months.keys.sorted() == Plan.defaultMonthInstants.sorted())
    let month = try #require(hebrew.months[try Instant(iso8601: "2024-02-14T20:00:00Z")])
    #expect(
      month.title.string == "en_US hebrew <yMMMM> America/Los_Angeles 2024-02-14T20:00:00Z")
    #expect(month.weekdays.short.first == "s2")
    #expect(month.weeks.first?.days == ["", "", "1", "2", "3", "4", "5"])
    var old = plan
    old.monthInstants = nil
    let before = try engine.localeCorpus(for: LocaleID(rawValue: "en_US"), plan: old)
    #expect(before.calendars.values.allSatisfy { $0.months.isEmpty })
  }
}

@Suite struct ParseResultsTests {
  static let at = Plan.skeletonInstant

  /// `ok` where the landed instant renders the same string; the instant where it does not;
  /// `fails` where the engine found nothing. Plain forms are parsed only when they differ.
  @Test func resultsAreDecidedOnceForEveryEngine() throws {
    var asked: [String] = []
    let elsewhere = Instant(millisecondsSince1970: 0)
    let sameDay = Instant(millisecondsSince1970: Self.at.millisecondsSince1970 - 3_600_000)
    let results = try ParsingStep.parseResults("1:00\u{202F}PM", at: Self.at) {
      text, lenient in
      asked.append("\(text) \(lenient)")
      switch (text, lenient) {
      case ("1:00\u{202F}PM", false): return Self.at
      case ("1:00\u{202F}PM", true): return sameDay
      case (_, false): return nil
      default: return elsewhere
      }
    } render: { instant in
      instant == sameDay ? "1:00\u{202F}PM" : "12:00\u{202F}AM"
    }
    // Strict lands on the instant; lenient an hour off but renders the same string (a format
    // that does not show the hour would); plain strict fails; plain lenient lands elsewhere.
    #expect(
      results
        == ParseResults(
          strict: "ok", lenient: "ok", strictPlain: "fails", lenientPlain: "1970-01-01T00:00:00Z"))
    #expect(asked.count == 4)
    asked = []
    let plain = try ParsingStep.parseResults("01/27/10", at: Self.at) { text, _ in
      asked.append(text)
      return Self.at
    } render: { _ in
      ""
    }
    #expect(
      plain == ParseResults(strict: "ok", lenient: "ok", strictPlain: "ok", lenientPlain: "ok"))
    #expect(asked == ["01/27/10", "01/27/10"])
  }

  @Test func plainTurnsSpacesAndDropsBidiMarks() {
    #expect(
      ParseResults.plain("\u{200F}1\u{202F}2\u{00A0}3\u{2007}4\u{2009}5\u{200E}\u{061C}")
        == "1 2 3 4 5")
  }
}
