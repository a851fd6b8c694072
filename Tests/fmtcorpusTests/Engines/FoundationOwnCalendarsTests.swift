import Foundation
import Testing

/// swift-foundation's own calendars (issue 29 item 5): this Foundation answers no
/// `dateInterval(of: .year/.month)` for nine of them, and `wheels` and `month` walk them by the
/// days `Calendar` names alike. Each month view and day wheel is pinned to what a fresh
/// `Calendar` answers here, stepping one day at a time.
@Suite(.tags(.foundation76)) struct FoundationOwnCalendarsTests {
  static let calendars: [(String, Calendar.Identifier)] = [
    ("vietnamese", .vietnamese), ("bangla", .bangla), ("gujarati", .gujarati),
    ("kannada", .kannada), ("malayalam", .malayalam), ("marathi", .marathi), ("odia", .odia),
    ("tamil", .tamil), ("telugu", .telugu), ("vikram", .vikram),
  ]
  static let zone = TimeZone(identifier: "America/Los_Angeles")!

  /// The days of the month holding `date`, as `Calendar` names them, one step at a time: the
  /// first day's weekday and each day's number (en_US writes them in ASCII digits).
  static func freshMonth(_ identifier: Calendar.Identifier, at date: Date) -> (
    firstWeekday: Int, days: [String]
  ) {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = zone
    let key: Set<Calendar.Component> = [.era, .year, .month, .isLeapMonth]
    let month = calendar.dateComponents(key, from: date)
    func day(_ offset: Int) -> Date { calendar.date(byAdding: .day, value: offset, to: date)! }
    var back = 0
    while calendar.dateComponents(key, from: day(back - 1)) == month { back -= 1 }
    var on = 1
    while calendar.dateComponents(key, from: day(on)) == month { on += 1 }
    return (
      calendar.component(.weekday, from: day(back)),
      (back..<on).map { String(calendar.component(.day, from: day($0))) }
    )
  }

  @Test(arguments: ["foundation", "formatstyle"])
  func monthViewsAreFoundationsDays(engine: String) throws {
    let date = Date(timeIntervalSince1970: 1_707_940_800)  // 2024-02-14T20:00:00Z
    for (id, identifier) in Self.calendars {
      let result = try CLI.run([
        "month", "--engine", engine, "--locale", "en_US", "--calendar", id, "--json",
      ])
      #expect(result.status == 0, "\(id): \(result.stderr)")
      let month = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let weeks = try #require(month["weeks"] as? [[String: Any]])
      let cells = weeks.flatMap { $0["days"] as? [String] ?? [] }
      let fresh = Self.freshMonth(identifier, at: date)
      // en_US weeks start on Sunday (1): the first day sits in its weekday's column.
      #expect(cells.firstIndex { !$0.isEmpty } == fresh.firstWeekday - 1, "\(id)")
      #expect(cells.filter { !$0.isEmpty } == fresh.days, "\(id)")
    }
  }

  /// The date picker's day wheel holds the reference month's days (2007-11-16T02:53:00Z),
  /// the month wheel a row per month of its year.
  @Test(arguments: ["foundation", "formatstyle"])
  func dayWheelsAreFoundationsDays(engine: String) throws {
    let reference = Date(timeIntervalSince1970: 1_195_181_580)
    for (id, identifier) in Self.calendars {
      let result = try CLI.run([
        "wheels", "--engine", engine, "--locale", "en_US", "--calendar", id, "--mode", "date",
        "--json",
      ])
      #expect(result.status == 0, "\(id): \(result.stderr)")
      let picker = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let wheels = try #require(picker["wheels"] as? [[String: Any]])
      let day = try #require(wheels.first { $0["field"] as? String == "day" })
      #expect(day["rows"] as? [String] == Self.freshMonth(identifier, at: reference).days, "\(id)")
      let year = try #require(wheels.first { $0["field"] as? String == "year" })
      #expect((year["rows"] as? [String])?.count == 21, "\(id)")
    }
  }

  /// Exact strings: hi_IN's Vikram Samvat month of 14 February 2024 and the picker of
  /// 16 November 2007, where a day number repeats (2) and one is skipped (11).
  @Test func vikramExactly() throws {
    let month = try CLI.run([
      "month", "--engine", "foundation", "--locale", "hi_IN", "--calendar", "vikram",
    ])
    #expect(month.status == 0, "\(month.stderr)")
    #expect(month.stdout.hasPrefix("          दिसंबर 2080\n"), "\(month.stdout)")
    let wheels = try CLI.run([
      "wheels", "--engine", "foundation", "--locale", "hi_IN", "--calendar", "vikram", "--mode",
      "date", "--json",
    ])
    #expect(wheels.status == 0, "\(wheels.stderr)")
    #expect(
      wheels.stdout.contains(
        #"{"field": "day", "pattern": "d", "rows": ["1", "2", "2", "3", "4", "5", "6", "7", "8", "9", "10", "12", "#
      ), "\(wheels.stdout)")
    let text = try CLI.run([
      "wheels", "--engine", "foundation", "--locale", "hi_IN", "--calendar", "vikram", "--mode",
      "date",
    ])
    #expect(text.stdout == "[ 6 | सितंबर | 2064 ]\n")
  }

  /// An available range in these calendars (issue 29 item 3): a day's bounds come from the
  /// hours `Calendar` names that day. 10–20 February 2024 in Los Angeles is Vikram days 2–12
  /// (day 1 is 9 February) and Tamil days 1–9 (day 1 is 12 February).
  @Test(arguments: [
    ("foundation", "vikram", [1] + Array(13...30)), ("formatstyle", "vikram", [1] + Array(13...30)),
    ("foundation", "tamil", Array(10...30)), ("formatstyle", "tamil", Array(10...30)),
  ])
  func rangesMarkTheirDays(engine: String, calendar: String, unavailable: [Int]) throws {
    let result = try CLI.run([
      "month", "--engine", engine, "--locale", "en_US", "--calendar", calendar, "--json",
      "--min", "2024-02-10T08:00:00Z", "--max", "2024-02-20T12:00:00Z",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let list = unavailable.map(String.init).joined(separator: ", ")
    #expect(result.stdout.contains("\n  \"unavailable\": [\(list)],\n"), "\(result.stdout)")
    // The picker's range greys out the months before October 2007's (Vikram 2064's first six).
    let wheels = try CLI.run([
      "wheels", "--engine", engine, "--locale", "en_US", "--calendar", "vikram", "--mode", "date",
      "--min", "2007-10-01T07:00:00Z", "--max", "2009-03-01T08:00:00Z", "--json",
    ])
    #expect(wheels.status == 0, "\(wheels.stderr)")
    #expect(wheels.stdout.contains(#"{"disabled": [0, 1, 2, 3, 4, 5], "field": "month""#))
    #expect(wheels.stdout.contains(#""rows": ["2064", "2065"], "selected": 0}"#))
  }

  /// This Foundation adds a year in its Vikram calendar by landing in 4199 BC (-4198): `calc`,
  /// which writes years from -9999, prints the engine's answer as given, and so does a corpus
  /// in that calendar, whose arithmetic writes the same years (it left the case out while it
  /// wrote 0001–9999 only). Adding a month returns the date unchanged: the engine's answer,
  /// kept as given.
  @Test func arithmeticTheEngineAnswersIsWrittenAsGiven() throws {
    let year = try CLI.run([
      "calc", "--engine", "foundation", "--calendar", "vikram", "--zone", "UTC", "--at",
      "2024-01-31T00:00:00Z", "--add", "year=1",
    ])
    #expect(year.status == 0, "\(year.stderr)")
    #expect(year.stdout == "-4198-06-24T00:00:00Z\n")
    let month = try CLI.run([
      "calc", "--engine", "foundation", "--calendar", "vikram", "--zone", "UTC", "--at",
      "2024-01-31T00:00:00Z", "--add", "month=1",
    ])
    #expect(month.status == 0)
    #expect(month.stdout == "2024-01-31T00:00:00Z\n")

    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fmtcorpus-vikram-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try CLI.run([
      "generate", "-q", "--engine", "foundation", "--calendar", "vikram", "--locale", "hi_IN",
      "--zone", "UTC", "--out", folder.path,
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let fields = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("fields.json"))) as? [String: Any])
    let utc = try #require(
      ((fields["arithmetic"] as? [String: Any])?["vikram"] as? [String: Any])?["UTC"]
        as? [String: String])
    #expect(utc["monthEnd"] != nil)
    #expect(utc["leapDayPlusYear"] == "-4198-07-24T17:00:00Z")
  }
}
