import Foundation
import TestSupport
import Testing

/// The plan's picker configurations (issue 15, item 5) end to end: stored in the manifest's
/// plan, each picker keyed by its configuration, only what differs from the reference picker
/// stored, the timers once per locale, both engines answering, and a corpus made before them
/// checking with one note.
@Suite(.tags(.icu72)) struct PlannedPickersTests {
  static let hebrew = "date@2025-03-01T20:00:00Z"
  static let range =
    "@2024-02-14T20:00:00Z,min=2024-01-01T08:00:00Z,max=2024-12-31T08:00:00Z"
  static let countDown = "countDownTimer,duration=4500,minute-interval=5"
  static let minutesAndSeconds = "minutesAndSeconds,duration=90"

  /// One corpus of en_US, ja_JP and ru_RU per engine, made once per test process.
  static let corpora: [String: URL] = {
    var made: [String: URL] = [:]
    for engine in ["icu", "foundation"] {
      let folder = CLI.temporaryDirectory()
      let result = try? CLI.run([
        "generate", "-q", "--engine", engine, "--out", folder.path, "--locale", "en_US",
        "--locale", "ja_JP", "--locale", "ru_RU",
      ])
      if result?.status == 0 { made[engine] = folder }
    }
    return made
  }()

  func corpus(_ engine: String = "icu") throws -> URL {
    try #require(Self.corpora[engine], "generating the \(engine) corpus failed")
  }

  func file(_ locale: String, engine: String = "icu") throws -> [String: Any] {
    try CLI.json(try corpus(engine).appendingPathComponent("\(locale).json"))
  }

  /// A stored configured picker: in a calendar, or (calendar nil) once per locale.
  func picker(_ locale: String, _ calendar: String?, _ key: String, engine: String = "icu")
    throws -> [[String: Any]]
  {
    let root = try file(locale, engine: engine)
    var pickers = root["pickers"] as? [String: Any]
    if let calendar {
      let calendars = try #require(root["calendars"] as? [String: [String: Any]])
      pickers = calendars[calendar]?["pickers"] as? [String: Any]
    }
    let picker = try #require(pickers?[key] as? [String: Any], "\(locale) \(calendar ?? "") \(key)")
    return try #require(picker["wheels"] as? [[String: Any]])
  }

  /// `[ 1 | 15 ]`: each wheel's selected row.
  func text(_ wheels: [[String: Any]]) -> String {
    let rows = wheels.map { wheel -> String in
      guard let rows = wheel["rows"] as? [String], let selected = wheel["selected"] as? Int,
        rows.indices.contains(selected)
      else { return "?" }
      return rows[selected]
    }
    return "[ " + rows.joined(separator: " | ") + " ]"
  }

  /// The manifest's plan holds the five configurations, one line each, in the plan's order.
  @Test func theManifestRecordsThePlansConfigurations() throws {
    let manifest = try String(
      contentsOf: try corpus().appendingPathComponent("manifest.json"), encoding: .utf8)
    let lines = manifest.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: #"    "pickers": ["#))
    #expect(
      Array(lines[start..<start + 7]) == [
        #"    "pickers": ["#,
        #"      {"at": "2025-03-01T20:00:00Z", "calendars": ["buddhist", "gregorian", "hebrew"], "modes": ["date"]},"#,
        #"      {"at": "2024-02-14T20:00:00Z", "calendars": ["gregorian"], "max": "2024-12-31T08:00:00Z", "min": "2024-01-01T08:00:00Z", "modes": ["date", "dateAndTime"]},"#,
        #"      {"calendars": ["gregorian"], "minuteInterval": 15, "modes": ["time", "dateAndTime"]},"#,
        #"      {"duration": 4500, "minuteInterval": 5, "modes": ["countDownTimer"]},"#,
        #"      {"duration": 90, "modes": ["minutesAndSeconds"]}"#,
        #"    ],"#,
      ])
  }

  /// Every configuration's key where the plan puts it: the date modes per calendar, the timers
  /// once per locale and in no calendar.
  @Test(arguments: ["icu", "foundation"])
  func everyKeyIsWhereThePlanPutsIt(engine: String) throws {
    let root = try file("en_US", engine: engine)
    let calendars = try #require(root["calendars"] as? [String: [String: Any]])
    func keys(_ calendar: String) -> [String] {
      ((calendars[calendar]?["pickers"] as? [String: Any])?.keys).map { $0.sorted() } ?? []
    }
    #expect(
      keys("gregorian") == [
        "date" + Self.range, Self.hebrew, "dateAndTime,minute-interval=15",
        "dateAndTime" + Self.range, "time,minute-interval=15",
      ])
    #expect(keys("buddhist") == [Self.hebrew])
    #expect(keys("hebrew") == [Self.hebrew])
    #expect(
      ((root["pickers"] as? [String: Any])?.keys).map { $0.sorted() }
        == [Self.countDown, Self.minutesAndSeconds])
  }

  /// ja_JP's Hebrew 5785, a common year: 12 month rows, Adar selected as `6月`.
  @Test(arguments: ["icu", "foundation"])
  func japaneseHebrewCommonYear(engine: String) throws {
    let wheels = try picker("ja_JP", "hebrew", Self.hebrew, engine: engine)
    let month = try #require(wheels.first { $0["field"] as? String == "month" })
    #expect(month["rows"] as? [String] == (1...12).map { "\($0)月" })
    #expect(month["selected"] as? Int == 5)
    // The reference's 5768 is a leap year: its 13 rows are what the stored picker differs from.
    let reference = try #require(
      ((try file("ja_JP", engine: engine)["calendars"] as? [String: [String: Any]])?["hebrew"]?[
        "wheels"] as? [String: [String: Any]])?["date"]?["wheels"] as? [[String: Any]])
    let referenceMonth = try #require(reference.first { $0["field"] as? String == "month" })
    #expect((referenceMonth["rows"] as? [String])?.count == 13)
  }

  /// The exact stored lines: only what differs from the reference picker, every wheel's field
  /// kept; en_US's range marks its wheels' disabled rows (none at 14 February 2024) and stops
  /// the year wheel at the range's year.
  @Test func onlyWhatDiffersFromTheReferenceIsStored() throws {
    let text = try String(
      contentsOf: try corpus().appendingPathComponent("en_US.json"), encoding: .utf8)
    #expect(
      text.contains(
        """
                "time,minute-interval=15": {
                  "wheels": [
                    {"field": "hour"},
                    {"field": "minute", "rows": ["00", "15", "30", "45"], "selected": 3},
                    {"field": "dayPeriod"}
                  ]
                }
        """))
    #expect(
      text.contains(
        """
                "dateAndTime\(Self.range)": {
                  "wheels": [
                    {"disabled": [], "field": "date", "rows": ["Sun, Feb 11", "Mon, Feb 12", "Tue, Feb 13", "Wed, Feb 14", "Thu, Feb 15", "Fri, Feb 16", "Sat, Feb 17"]},
                    {"disabled": [], "field": "hour", "selected": 0},
                    {"disabled": [], "field": "minute", "selected": 0},
                    {"disabled": [], "field": "dayPeriod"}
                  ]
                },
        """))
    let range = try picker("en_US", "gregorian", "date" + Self.range)
    #expect(range.map { $0["field"] as? String } == ["month", "day", "year"])
    #expect(range.map { $0["disabled"] as? [Int] } == [[], [], []])
    #expect(range[2]["rows"] as? [String] == ["2024"])
    #expect(range[0]["rows"] == nil, "the month rows are the reference's")
    #expect(range[0]["selected"] as? Int == 1)
    #expect((range[1]["rows"] as? [String])?.count == 29)
  }

  /// Minute interval 15 steps the minute wheel `00 15 30 45` in both modes it is planned for.
  @Test(arguments: ["icu", "foundation"])
  func intervalFifteen(engine: String) throws {
    for mode in ["time", "dateAndTime"] {
      let wheels = try picker("en_US", "gregorian", "\(mode),minute-interval=15", engine: engine)
      let minute = try #require(wheels.first { $0["field"] as? String == "minute" })
      #expect(minute["rows"] as? [String] == ["00", "15", "30", "45"])
      #expect(minute["selected"] as? Int == 3)
    }
  }

  /// The timers, once per locale, whole and with a label per row: the seed's Figure 2
  /// `[ 1 | 15 ]` and the minutes-and-seconds picker's `[ 1 | 30 ]`.
  @Test(arguments: ["icu", "foundation"])
  func timersOncePerLocale(engine: String) throws {
    let countDown = try picker("en_US", nil, Self.countDown, engine: engine)
    #expect(text(countDown) == "[ 1 | 15 ]")
    #expect((countDown[1]["rows"] as? [String]) == stride(from: 0, to: 60, by: 5).map(String.init))
    let minutesAndSeconds = try picker("en_US", nil, Self.minutesAndSeconds, engine: engine)
    #expect(text(minutesAndSeconds) == "[ 1 | 30 ]")
    let labels = try #require(minutesAndSeconds[1]["labels"] as? [String: Any])
    let rows = try #require(labels["rows"] as? [[String: String]])
    #expect(rows.count == 60)
    #expect(rows[1] == ["row": "1", "category": "one", "wide": "1 second", "short": "1 sec"])
    // ru_RU's hours: 1, 2, 5 and 21 in their plural categories.
    let hours = try #require(
      (try picker("ru_RU", nil, Self.countDown, engine: engine)[0]["labels"] as? [String: Any])?[
        "rows"] as? [[String: String]])
    #expect([1, 2, 5, 21].map { hours[$0]["wide"] } == ["1 час", "2 часа", "5 часов", "21 час"])
  }

  /// A corpus made before the configurations (no `pickers` in its plan or files) checks with one
  /// note and exit 0; generate keeps its plan and says how to add them; `diff` against a
  /// current corpus notes it too and compares the rest.
  @Test func anOlderCorpusChecksWithOneNote() throws {
    let old = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: old) }
    try FileManager.default.copyItem(at: try corpus(), to: old)
    try CorpusEdits.edit(old, "manifest.json", record: false) { text in
      var lines = text.components(separatedBy: "\n")
      let start = lines.firstIndex(of: #"    "pickers": ["#)!
      lines.removeSubrange(start...(start + 6))
      return lines.joined(separator: "\n")
    }
    for locale in ["en_US", "ja_JP", "ru_RU"] {
      try CorpusEdits.edit(old, "\(locale).json") { text in
        var kept: [String] = []
        var closing: String?
        for line in text.components(separatedBy: "\n") {
          if let end = closing {
            if line.hasPrefix(end) { closing = nil }
          } else if line.hasSuffix(#""pickers": {"#) {
            closing = String(line.prefix { $0 == " " }) + "}"
          } else {
            kept.append(line)
          }
        }
        return kept.joined(separator: "\n")
      }
    }
    let note =
      "note: \(old.path)/ predates the configured pickers (the plan's picker configurations), so configured pickers were not compared; 'fmtcorpus generate --replan --out \(old.path)' regenerates the corpus with them (or add a --picker)"
    let checked = try CLI.run(["check", "--corpus", old.path])
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
    #expect(
      checked.stdout == """
        fmtcorpus: \(old.path)/ → \(old.path)/ (fresh render)
        engine: unchanged
        \(note)
        ok: no changes

        """)
    let diffed = try CLI.run(["diff", old.path, try corpus().path])
    #expect(diffed.status == 0, "\(diffed.stdout)\(diffed.stderr)")
    #expect(diffed.stdout.contains(note + "\nok: no changes\n"))
    let regenerated = try CLI.run(["generate", "--out", old.path])
    #expect(regenerated.status == 0, "\(regenerated.stderr)")
    #expect(
      regenerated.stdout.hasPrefix(
        "note: this corpus's plan predates the configured pickers, so it has no configured pickers; 'fmtcorpus generate --replan --out \(old.path)' adds them\n"
      ))
    #expect(try CLI.run(["check", "--corpus", old.path]).status == 0)
    // Adding a --picker brings the configured pickers in: that one alone, and no note.
    let added = try CLI.run([
      "generate", "-q", "--out", old.path, "--picker", "countDownTimer,duration=600",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    let plan = try #require(
      try CLI.json(old.appendingPathComponent("manifest.json"))["plan"] as? [String: Any])
    #expect((plan["pickers"] as? [[String: Any]])?.count == 1)
    let rechecked = try CLI.run(["check", "--corpus", old.path])
    #expect(rechecked.status == 0)
    #expect(!rechecked.stdout.contains("predates"), "\(rechecked.stdout)")
  }

  /// The same bytes for one worker or two.
  @Test func deterministic() throws {
    let again = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: again) }
    let result = try CLI.run([
      "generate", "-q", "--jobs", "1", "--out", again.path, "--locale", "en_US", "--locale",
      "ja_JP", "--locale", "ru_RU",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    for name in ["manifest.json", "en_US.json", "ja_JP.json", "ru_RU.json"] {
      let a = try Data(contentsOf: try corpus().appendingPathComponent(name))
      let b = try Data(contentsOf: again.appendingPathComponent(name))
      #expect(a == b, "\(name)")
    }
  }

  /// A configuration a hand edit broke is refused at its manifest line, exit 2.
  @Test(arguments: [
    (#""minuteInterval": 15"#, #""minuteInterval": 7"#,
     "plan picker: minuteInterval 7 does not step the minute wheel (expected a divisor of 60 from 1 to 30)"),
    (#""duration": 90"#, #""duration": 3600"#, "plan picker: duration 3600 is not 0…3599 seconds"),
    (#""modes": ["date"]"#, #""modes": ["week"]"#,
     "plan picker: mode 'week' is not one of: time, date, dateAndTime, countDownTimer, minutesAndSeconds, each once"),
  ])
  func aBrokenConfigurationIsRefused(edit: (String, String, String)) throws {
    let broken = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: broken) }
    try FileManager.default.copyItem(at: try corpus(), to: broken)
    var line = 0
    try CorpusEdits.edit(broken, "manifest.json", record: false) { text in
      var lines = text.components(separatedBy: "\n")
      let index = lines.firstIndex { $0.contains(edit.0) && $0.contains("modes") }!
      line = index + 1
      lines[index] = lines[index].replacingOccurrences(of: edit.0, with: edit.1)
      return lines.joined(separator: "\n")
    }
    let result = try CLI.run(["check", "--corpus", broken.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("manifest.json:\(line)"), "\(result.stderr)")
    #expect(result.stderr.contains(edit.2), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }
}
