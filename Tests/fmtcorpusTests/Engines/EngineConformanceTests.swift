import FormatCorpus
import Testing

/// What every engine must answer, asked of each registered engine (`icu` in process,
/// `foundation` and `formatstyle` through their worker; an engine added to ``Engines`` is tested
/// here too) and of every ICU version the fetch cache holds (`icu@78.3` in the fmtcorpus-icu
/// worker), with values ICU 72, Foundation's ICU 76 and the fetched versions all give. The
/// engines' own suites pin what differs.
@Suite struct EngineConformanceTests {
  /// The registered engines, then each fetched ICU (none when the cache is empty:
  /// `noFetchedICU` says so).
  static let engines = Engines.names + Engines.fetchedICUs

  /// Says, in the test log, that the loaded-ICU runs were skipped because nothing is fetched.
  @Test(.enabled(if: Engines.fetchedICUs.isEmpty))
  func noFetchedICU() {
    print(
      "EngineConformanceTests: no ICU in the fetch cache ('fmtcorpus icu fetch 78' installs one): loaded-ICU engines skipped"
    )
  }

  /// Whether the engine is an ICU older than 62, whose C API has no `unumf_*` to label the
  /// timers' wheels with: it refuses the timer pickers and leaves them out of a corpus (ICU 60.3;
  /// TwoEngines.md).
  static func lacksUnitLabels(_ engine: any CorpusEngine) -> Bool {
    guard engine.info.name.hasPrefix("icu@"),
      let major = engine.info.versions["icu"]?.split(separator: ".").first.flatMap({ Int($0) })
    else { return false }
    return major < 62
  }

  static let newYork = ZoneID(rawValue: "America/New_York")
  static let styleTable = try! Instant(iso8601: "2010-01-27T18:00:00Z")
  static let enUS = LocaleID(rawValue: "en_US")

  @Test(arguments: engines)
  func describesItself(engine name: String) throws {
    let engine = try Engines.make(name)
    #expect(engine.info.name == name)
    for version in ["icu", "cldr", "unicode", "tzdata"] {
      #expect(engine.info.versions[version] != nil, "\(name) has no \(version) version")
    }
    #expect(engine.availableLocales.count > 500)
    #expect(engine.availableLocales.contains(Self.enUS))
  }

  /// Spellings are canonicalized, aliases reach their listed twin, and what the engine would
  /// silently fall back on is refused as bad input (exit 2), never rendered.
  @Test(arguments: engines)
  func refusesWhatItWouldFallBackOn(engine name: String) throws {
    let engine = try Engines.make(name)
    #expect(try engine.resolveLocale("zh-TW") == LocaleID(rawValue: "zh_TW"))
    #expect(try engine.listedLocale(for: LocaleID(rawValue: "zh_TW")) != nil)
    #expect(throws: InputError.self) { try engine.resolveLocale("en_XX") }
    #expect(try engine.resolveZone("America/New_York") == Self.newYork)
    #expect(throws: InputError.self) { try engine.resolveZone("Mars/Olympus_Mons") }
    #expect(try engine.zoneIDs().contains("US/Eastern"))
    let canonical = try engine.canonicalZoneIDs()
    #expect(canonical.contains("America/New_York") && !canonical.contains("US/Eastern"))
  }

  @Test(arguments: engines)
  func formatsStylesTemplatesAndPatterns(engine name: String) throws {
    let engine = try Engines.make(name)
    #expect(
      try engine.format(
        locale: Self.enUS, calendar: .gregorian, zone: Self.newYork, instant: Self.styleTable,
        pair: StylePair(date: .full, time: .none)) == "Wednesday, January 27, 2010")
    #expect(
      try engine.format(
        locale: Self.enUS, calendar: .gregorian, zone: Self.newYork, instant: Self.styleTable,
        template: "yMMMd") == SkeletonResult(pattern: "MMM d, y", string: "Jan 27, 2010"))
    #expect(
      try engine.format(
        locale: Self.enUS, calendar: .gregorian, zone: Self.newYork, instant: Self.styleTable,
        pattern: "yyyy-MM-dd HH:mm") == "2010-01-27 13:00")
  }

  @Test(arguments: engines)
  func drawsPickersAndMonths(engine name: String) throws {
    let engine = try Engines.make(name)
    let timers = !Self.lacksUnitLabels(engine)
    let pickers = try engine.pickers(
      locale: Self.enUS, calendars: [.gregorian, .hebrew],
      modes: timers ? [.date, .countDownTimer] : [.date], configuration: .reference)
    #expect(
      pickers.map(\.text)
        == (timers
          ? ["[ November | 15 | 2007 ]", "[ 1 | 53 ]", "[ 5 | Kislev | 5768 ]", "[ 1 | 53 ]"]
          : ["[ November | 15 | 2007 ]", "[ 5 | Kislev | 5768 ]"]))
    if !timers {
      #expect(throws: InputError.self) {
        try engine.pickers(
          locale: Self.enUS, calendars: [.gregorian], modes: [.countDownTimer],
          configuration: .reference)
      }
    }
    let month = try engine.month(
      locale: Self.enUS, calendar: .gregorian, zone: ZoneID(rawValue: "America/Los_Angeles"),
      instant: try Instant(iso8601: "2024-02-14T20:00:00Z"))
    #expect(month.title.string == "February 2024")
    #expect(month.weekdays.short == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    #expect(month.weeks.map(\.week) == [5, 6, 7, 8, 9])
  }

  /// A locale's corpus holds every artifact its plan names, in every calendar (parsing in the
  /// Gregorian calendar only, the timers once per locale), and the fields every calendar × zone
  /// × instant: the assembly is the same for every engine.
  @Test(arguments: engines)
  func rendersEveryArtifactOfAPlan(engine name: String) throws {
    let engine = try Engines.make(name)
    let instant = Self.styleTable
    let plan = Plan(
      includesAvailableLocales: false, locales: [Self.enUS], calendars: [.gregorian, .hebrew],
      styleZone: Self.newYork, zones: [ZoneID(rawValue: "UTC"), Self.newYork],
      seedInstants: [instant], edgeInstants: [], sweepInstants: [instant],
      monthInstants: [try Instant(iso8601: "2024-02-14T20:00:00Z")], templates: ["yMMMd"],
      patterns: ["yyyy-MM-dd"])
    let corpus = try engine.localeCorpus(for: Self.enUS, plan: plan)
    #expect(
      corpus.calendars.keys.sorted()
        == [.buddhist, .gregorian, .hebrew].filter {
          plan.calendars.contains($0)
        })
    // `Date.FormatStyle` has no long time style: the five pairs with one are left out (and the
    // sweep's none/long).
    let longTimes = name == "formatstyle" ? 5 : 0
    // An ICU without `unumf_*` leaves the timers out: the count-down of the four wheels, and
    // the per-locale timer pickers.
    let timers = !Self.lacksUnitLabels(engine)
    for (calendar, artifacts) in corpus.calendars {
      // 24 pairs at one seed instant; the Gregorian calendar's sweep adds its 4 pairs in UTC
      // (in New York they are the seed grid's own).
      #expect(
        artifacts.styles.count
          == (calendar == .gregorian ? 28 - longTimes - longTimes / 5 : 24 - longTimes))
      #expect(artifacts.skeletons.keys.sorted() == ["yMMMd"])
      #expect(artifacts.patterns.keys.sorted() == ["yyyy-MM-dd"])
      #expect(artifacts.pickers.count == (timers ? 4 : 3))
      #expect(artifacts.months.count == 1)
      #expect(artifacts.styleParsing.count == (calendar == .gregorian ? 24 - longTimes : 0))
      #expect(artifacts.patternParsing.count == (calendar == .gregorian ? 1 : 0))
      // The default configurations: Adar 5785 in every calendar; the 2024 range (date and
      // dateAndTime) and interval 15 (time and dateAndTime) in the Gregorian calendar.
      #expect(artifacts.configuredPickers.count == (calendar == .gregorian ? 5 : 1))
    }
    #expect(
      corpus.pickers.keys.sorted()
        == (timers
          ? ["countDownTimer,duration=4500,minute-interval=5", "minutesAndSeconds,duration=90"]
          : []))
    #expect(corpus.week.firstWeekday == 1 && corpus.week.weeks.count == 1)
    #expect(try engine.fields(for: plan).count == 2 * 2 * 1)
  }
}
