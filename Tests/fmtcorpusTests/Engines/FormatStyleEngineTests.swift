import Foundation
import Testing

/// The FormatStyle engine end to end: `fmtcorpus format --engine formatstyle` (served by
/// `fmtcorpus-foundation formatstyle`) against what a fresh `Date.FormatStyle` built here, on
/// the same Foundation, shows.
@Suite(.tags(.foundation76)) struct FormatStyleEngineTests {
  static let enUS = Locale(identifier: "en_US")
  static let gregorian = Calendar(identifier: .gregorian)

  func format(_ arguments: [String]) throws -> CLI.Result {
    try CLI.run(["format", "--engine", "formatstyle"] + arguments)
  }

  /// The issue's two examples, exactly: `Date.FormatStyle` writes `at` and a two-digit hour
  /// where `DateFormatter` builds `MMM dd, y 't' h:mm`.
  @Test func theIssuesTemplateExample() throws {
    let result = try format([
      "--locale", "en_US", "--template", "yMMMddJJm", "--zone", "America/Los_Angeles", "--at",
      "2001-01-01T00:00:00Z",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "Dec 31, 2000 at 04:00\n")
    let fresh = Date.FormatStyle(
      locale: Self.enUS, calendar: Self.gregorian,
      timeZone: TimeZone(identifier: "America/Los_Angeles")!
    ).year().month(.abbreviated).day(.twoDigits).hour(.twoDigits(amPM: .omitted)).minute()
    #expect(fresh.format(Date(timeIntervalSince1970: 978_307_200)) + "\n" == result.stdout)
    let foundation = try CLI.run([
      "format", "--engine", "foundation", "--locale", "en_US", "--template", "yMMMddJJm",
      "--zone", "America/Los_Angeles", "--at", "2001-01-01T00:00:00Z",
    ])
    #expect(foundation.stdout == "Dec 31, 2000 t 4:00\n")
  }

  /// Intervals go through `Date.IntervalFormatStyle` with the template's fields: the issue 30
  /// example as a fresh style writes it (thin spaces around an en dash), and a template with a
  /// field the interval style lacks refused in one line.
  @Test func intervalsThroughDateIntervalFormatStyle() throws {
    let interval = [
      "--locale", "en_US", "--zone", "America/New_York", "--at", "2024-02-14T15:00:00Z", "--to",
      "2024-02-16T15:00:00Z",
    ]
    let result = try format(interval + ["--template", "yMMMd"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "Feb 14\u{2009}\u{2013}\u{2009}16, 2024\n")
    let fresh = Date.IntervalFormatStyle(
      locale: Self.enUS, calendar: Self.gregorian,
      timeZone: TimeZone(identifier: "America/New_York")!
    ).year().month(.abbreviated).day()
    let range =
      Date(timeIntervalSince1970: 1_707_922_800)..<Date(timeIntervalSince1970: 1_708_095_600)
    #expect(fresh.format(range) + "\n" == result.stdout)
    let refused = try format(interval + ["--template", "GyMMMd"])
    #expect(refused.status == 2)
    #expect(refused.stdout == "")
    #expect(
      refused.stderr
        == "fmtcorpus: error: the formatstyle engine cannot render 'GyMMMd': 'G' has no Date.IntervalFormatStyle field\n"
    )
  }

  @Test(arguments: ["jjj", "jjjj"])
  func wideDayPeriodHoursAtTheEpoch(template: String) throws {
    let result = try format([
      "--locale", "en_US", "--template", template, "--zone", "UTC", "--at",
      "1970-01-01T00:00:00Z",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "12\u{202F}AM\n")
  }

  /// Style pairs as `Date.FormatStyle(date:time:)` shows them, across locales and calendars.
  @Test(arguments: [
    ("en_US", "gregorian", "full", "full"), ("en_US", "gregorian", "medium", "short"),
    ("de_DE", "gregorian", "long", "medium"), ("ja_JP", "gregorian", "short", "none"),
    ("ar_EG", "gregorian", "full", "short"), ("he_IL", "hebrew", "long", "none"),
    ("th_TH", "buddhist", "medium", "medium"), ("zh_TW", "gregorian", "none", "full"),
  ])
  func stylesMatchAFreshFormatStyle(locale: String, calendar: String, date: String, time: String)
    throws
  {
    let result = try format([
      "--locale", locale, "--calendar", calendar, "--date-style", date, "--time-style", time,
      "--zone", "America/New_York", "--at", "2010-01-27T18:00:00Z",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let dates: [String: Date.FormatStyle.DateStyle] = [
      "none": .omitted, "short": .numeric, "medium": .abbreviated, "long": .long,
      "full": .complete,
    ]
    let times: [String: Date.FormatStyle.TimeStyle] = [
      "none": .omitted, "short": .shortened, "medium": .standard, "full": .complete,
    ]
    let calendars: [String: Calendar.Identifier] = [
      "gregorian": .gregorian, "hebrew": .hebrew, "buddhist": .buddhist,
    ]
    var made = Calendar(identifier: calendars[calendar]!)
    made.locale = Locale(identifier: locale)
    let fresh = Date.FormatStyle(
      date: dates[date]!, time: times[time]!, locale: Locale(identifier: locale), calendar: made,
      timeZone: TimeZone(identifier: "America/New_York")!)
    #expect(result.stdout == fresh.format(Date(timeIntervalSince1970: 1_264_615_200)) + "\n")
  }

  /// Templates as a `Date.FormatStyle` of the same fields shows them.
  @Test func templatesMatchAFreshFormatStyle() throws {
    let base = Date.FormatStyle(
      locale: Self.enUS, calendar: Self.gregorian,
      timeZone: TimeZone(identifier: "America/New_York")!)
    let expected: [(String, Date.FormatStyle)] = [
      ("yMd", base.year().month(.defaultDigits).day()),
      ("yMMMd", base.year().month(.abbreviated).day()),
      ("yMMMMEEEEd", base.year().month(.wide).day().weekday(.wide)),
      ("MMMEd", base.month(.abbreviated).day().weekday(.abbreviated)),
      ("jm", base.hour(.defaultDigits(amPM: .abbreviated)).minute()),
      ("jms", base.hour(.defaultDigits(amPM: .abbreviated)).minute().second()),
      (
        "yMMMMdjmmzzzz",
        base.year().month(.wide).day().hour().minute(.twoDigits).timeZone(.specificName(.long))
      ),
    ]
    for (template, style) in expected {
      let result = try format([
        "--locale", "en_US", "--template", template, "--zone", "America/New_York", "--at",
        "2010-01-27T18:00:00Z", "--json",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
      #expect(
        json?["string"] as? String == style.format(Date(timeIntervalSince1970: 1_264_615_200)),
        "\(template)")
    }
  }

  /// Fixed patterns through `Date.VerbatimFormatStyle`, quotes and all.
  @Test func patternsMatchAFreshVerbatimFormatStyle() throws {
    let result = try format([
      "--locale", "en_US", "--pattern", "EEEE, MMMM dd, yyyy' at 'h:mm a zzzz.", "--zone",
      "America/New_York", "--at", "2010-01-27T18:00:00Z",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let fresh = Date.VerbatimFormatStyle(
      format:
        "\(weekday: .wide), \(month: .wide) \(day: .twoDigits), \(year: .padded(4)) at \(hour: .defaultDigits(clock: .twelveHour, hourCycle: .oneBased)):\(minute: .twoDigits) \(dayPeriod: .standard(.abbreviated)) \(timeZone: .specificName(.long)).",
      locale: Self.enUS, timeZone: TimeZone(identifier: "America/New_York")!,
      calendar: Self.gregorian)
    #expect(result.stdout == fresh.format(Date(timeIntervalSince1970: 1_264_615_200)) + "\n")
    #expect(result.stdout == "Wednesday, January 27, 2010 at 1:00 PM Eastern Standard Time.\n")
  }

  /// A month's selected day renders the generator's pattern through `Date.VerbatimFormatStyle`:
  /// nnh's `EEEE , 'lyɛ'̌ʼ d 'na' MMMM, y` closes a quote before a combining mark, still a quote
  /// (read by scalar, as ICU reads it), so it shows what `Date.FormatStyle` of the same fields
  /// shows.
  @Test func aQuoteBeforeACombiningMarkIsStillAQuote() throws {
    let result = try CLI.run([
      "month", "--engine", "formatstyle", "--locale", "nnh", "--calendar", "gregorian", "--at",
      "2024-02-14T20:00:00Z", "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let selected = json?["selected"] as? [String: Any]
    #expect(selected?["pattern"] as? String == "EEEE , 'lyɛ'\u{30C}ʼ d 'na' MMMM, y")
    let fresh = Date.FormatStyle(
      locale: Locale(identifier: "nnh"), calendar: Self.gregorian,
      timeZone: TimeZone(identifier: "America/Los_Angeles")!
    ).year().month(.wide).day().weekday(.wide)
    #expect(
      selected?["string"] as? String == fresh.format(Date(timeIntervalSince1970: 1_707_940_800)))
  }

  /// What FormatStyle cannot express is one line and exit 2, never `DateFormatter`'s answer.
  @Test(arguments: [
    (
      ["--date-style", "full", "--time-style", "long"],
      "fmtcorpus: error: the formatstyle engine cannot render 'full/long': Date.FormatStyle has no long time style (times are omitted, shortened, standard, complete)\n"
    ),
    (
      ["--template", "Hm"],
      "fmtcorpus: error: the formatstyle engine cannot render 'Hm': template letter 'H' has no Date.FormatStyle symbol (its hours are j, J and C; no stand-alone or day-period fields)\n"
    ),
    (
      ["--template", "yMMMMMMd"],
      "fmtcorpus: error: the formatstyle engine cannot render 'yMMMMMMd': 'MMMMMM' has no Date.FormatStyle symbol (no such width of 'M')\n"
    ),
    (
      ["--pattern", "yyyy-MM-dd'T'HH:mmXXX"],
      "fmtcorpus: error: the formatstyle engine cannot render 'yyyy-MM-dd'T'HH:mmXXX': 'XXX' has no Date.FormatString symbol (Date.VerbatimFormatStyle cannot show it)\n"
    ),
  ])
  func whatFormatStyleCannotExpressIsRefused(arguments: [String], stderr: String) throws {
    let result = try format(
      ["--locale", "en_US", "--zone", "UTC", "--at", "2010-01-27T18:00:00Z"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == stderr)
  }

  /// A corpus of each Foundation API, compared: the banner names the two APIs, and what
  /// FormatStyle cannot express is `removed` (the long time styles, the `Hm` template).
  @Test func theTwoFoundationCorporaDiff() throws {
    let (foundation, formatStyle) = (CLI.temporaryDirectory(), CLI.temporaryDirectory())
    for (engine, directory) in [("foundation", foundation), ("formatstyle", formatStyle)] {
      let made = try CLI.run([
        "generate", "-q", "--engine", engine, "--out", directory.path, "--locale", "en_US",
      ])
      #expect(made.status == 0, "\(made.stderr)")
    }
    let check = try CLI.run(["check", "--corpus", formatStyle.path])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stdout.contains("\nok: no changes"))
    let diff = try CLI.run([
      "diff", foundation.path, formatStyle.path, "--format", "json", "--max-entries", "all",
    ])
    #expect(diff.status == 1)
    let text = try CLI.run(["diff", foundation.path, formatStyle.path, "--max-entries", "0"])
    let lines = text.stdout.split(separator: "\n")
    #expect(
      lines.dropFirst().first?.hasPrefix(
        "engine: Foundation DateFormatter (ICU 76.1) → Foundation FormatStyle (ICU 76.1)") == true)
    let json = try JSONSerialization.jsonObject(with: Data(diff.stdout.utf8)) as? [String: Any]
    let changes = json?["changes"] as? [[String: Any]] ?? []
    let removed = changes.filter { $0["class"] as? String == "removed" }.compactMap {
      ($0["key"] as? [String])?.joined(separator: " ")
    }
    // Styles: per calendar the 5 pairs with a long time at 3 seed instants and long/long at
    // 6 edge instants (21 × 3); the Gregorian sweep's none/long in 15 zones × 2 instants but
    // the one New York shares with the seed grid (29). Parsing: the 5 pairs' 4 results each.
    // Skeletons: `Hm`'s pattern and string in 3 calendars.
    #expect(removed.count == 21 * 3 + 29 + 5 * 4 + 2 * 3, "\(removed.prefix(5))")
    #expect(removed.contains { $0.contains("Hm") })
  }
}
