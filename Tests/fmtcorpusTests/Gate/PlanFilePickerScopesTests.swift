import Foundation
import TestSupport
import Testing

/// A plan file's picker entries take their own `calendars` and `engines` (issue 41: "each entry
/// may override locales, calendar, zones, instants and engines"; a picker's zone and date are in
/// its key): a date or time picker is drawn in the calendars its entry names, among the plan's
/// (a timer, written once per locale in no calendar, is refused them on their line), and every
/// picker by the engines its entry names, under `engines › NAME` for another engine.
@Suite(.tags(.icu72)) struct PlanFilePickerScopesTests {
  static let plan = """
    corpus: dates
    artifacts: [pickers]
    locales: [en_US]
    calendars: [gregorian, buddhist]
    formats:
      due: { picker: "date@2024-02-14T20:00:00Z", calendars: [buddhist] }
      alarm: { picker: "time,minute-interval=30" }

    """

  static func app(_ plan: String = Self.plan) throws -> URL {
    let app = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    return app
  }

  /// The date picker in the Buddhist calendar alone, the time picker (no scope) in both.
  @Test func aDatePickerIsDrawnInItsOwnCalendars() throws {
    let app = try Self.app()
    let planned = try CLI.run(["plan"], in: app)
    #expect(
      planned.stdout.contains(
        "format due: picker 'date@2024-02-14T20:00:00Z' in calendars buddhist\n"),
      "\(planned.stdout)")
    let made = try CLI.run(["generate"], in: app)
    #expect(made.status == 0, "\(made.stderr)")
    let file = try String(
      contentsOf: app.appendingPathComponent("dates/en_US.json"), encoding: .utf8)
    #expect(
      file
        == """
        {
          "calendars": {
            "buddhist": {
              "pickers": {
                "date@2024-02-14T20:00:00Z": {
                  "direction": "ltr",
                  "pattern": "MMMM d, y G",
                  "wheels": [
                    {"field": "month", "pattern": "MMMM", "rows": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"], "selected": 1},
                    {"field": "day", "pattern": "d", "rows": ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29"], "selected": 13},
                    {"field": "year", "pattern": "y G", "rows": ["2557 BE", "2558 BE", "2559 BE", "2560 BE", "2561 BE", "2562 BE", "2563 BE", "2564 BE", "2565 BE", "2566 BE", "2567 BE", "2568 BE", "2569 BE", "2570 BE", "2571 BE", "2572 BE", "2573 BE", "2574 BE", "2575 BE", "2576 BE", "2577 BE"], "selected": 10}
                  ]
                },
                "time,minute-interval=30": {
                  "direction": "ltr",
                  "pattern": "h:mm a",
                  "wheels": [
                    {"field": "hour", "pattern": "h", "rows": ["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"], "selected": 6},
                    {"field": "minute", "pattern": "mm", "rows": ["00", "30"], "selected": 1},
                    {"field": "dayPeriod", "pattern": "a", "rows": ["AM", "PM"], "selected": 1}
                  ]
                }
              }
            },
            "gregorian": {
              "pickers": {
                "time,minute-interval=30": {
                  "direction": "ltr",
                  "pattern": "h:mm a",
                  "wheels": [
                    {"field": "hour", "pattern": "h", "rows": ["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"], "selected": 6},
                    {"field": "minute", "pattern": "mm", "rows": ["00", "30"], "selected": 1},
                    {"field": "dayPeriod", "pattern": "a", "rows": ["AM", "PM"], "selected": 1}
                  ]
                }
              }
            }
          },
          "formatVersion": 1,
          "locale": "en_US"
        }

        """)
    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    // Moving the picker to another calendar is a plan change `check` names before it renders.
    let moved = Self.plan.replacingOccurrences(
      of: "calendars: [buddhist] }", with: "calendars: [gregorian] }")
    try Data(moved.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    let checked = try CLI.run(["check"], in: app)
    #expect(checked.status == 1)
    #expect(
      checked.stdout
        == """
        the plan file adds format scope 'picker 'date@2024-02-14T20:00:00Z' in calendars gregorian': run 'fmtcorpus generate'
        the plan file removes format scope 'picker 'date@2024-02-14T20:00:00Z' in calendars buddhist': run 'fmtcorpus generate'

        """, "\(checked.stderr)")
  }

  /// A count-down timer's calendars, and a calendar the plan lacks: refused on the value's line
  /// and column, exit 2, one line.
  @Test(arguments: [
    (
      "  timer: { picker: \"countDownTimer,duration=4500\", calendars: [gregorian] }\n",
      "fmtcorpus.yml:8:64: per-format calendars mean nothing for a countDownTimer picker: it shows a duration, the same in every calendar, written once per locale (expected 'calendars' on a date or time picker only)"
    ),
    (
      "  late: { picker: \"time,minute-interval=5\", calendars: [hebrew] }\n",
      "fmtcorpus.yml:8:57: calendar 'hebrew' of format 'late' is not among the plan's calendars (expected one of buddhist, gregorian, or add it to 'calendars')"
    ),
  ])
  func aPickersCalendarsAreRefusedOnTheirLine(entry: String, message: String) throws {
    let app = try Self.app(Self.plan + entry)
    let refused = try CLI.run(["plan"], in: app)
    #expect(refused.status == 2)
    #expect(refused.stderr == "fmtcorpus: error: \(message)\n")
  }

  /// A `UIDatePicker`'s time picker by ICU and Foundation both, a date picker by the corpus's
  /// own engine alone, a count-down timer by Foundation alone; a changed Foundation row is
  /// found by Foundation's fresh render, under its part.
  @Test func aPickerIsDrawnByItsOwnEngines() throws {
    let app = try Self.app(
      """
      corpus: dates
      artifacts: [pickers]
      engines: [icu, foundation]
      locales: [en_US]
      calendars: [gregorian]
      formats:
        alarm: { picker: "time,minute-interval=30", engines: [icu, foundation] }
        due: { picker: "date@2024-02-14T20:00:00Z" }
        nap: { picker: "countDownTimer,duration=4500", engines: [foundation] }

      """)
    let planned = try CLI.run(["plan"], in: app)
    #expect(
      planned.stdout.hasSuffix(
        """
        format alarm: picker 'time,minute-interval=30' by foundation, icu
        format due: picker 'date@2024-02-14T20:00:00Z' by icu
        format nap: picker 'countDownTimer,duration=4500' by foundation

        """), "\(planned.stdout)")
    let made = try CLI.run(["generate"], in: app)
    #expect(made.status == 0, "\(made.stderr)")
    let root = try CLI.json(app.appendingPathComponent("dates/en_US.json"))
    func keys(_ object: Any?) -> [String] {
      ((object as? [String: Any])?.keys).map { $0.sorted() } ?? []
    }
    let own = (root["calendars"] as? [String: Any])?["gregorian"] as? [String: Any]
    #expect(keys(own?["pickers"]) == ["date@2024-02-14T20:00:00Z", "time,minute-interval=30"])
    #expect(root["pickers"] == nil)
    let foundation = (root["engines"] as? [String: Any])?["foundation"] as? [String: Any]
    let foundationCalendar =
      (foundation?["calendars"] as? [String: Any])?["gregorian"] as? [String: Any]
    #expect(keys(foundationCalendar?["pickers"]) == ["time,minute-interval=30"])
    #expect(keys(foundation?["pickers"]) == ["countDownTimer,duration=4500"])
    let clean = try CLI.run(["check"], in: app)
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    try CorpusEdits.edit(app.appendingPathComponent("dates"), "en_US.json") { text in
      let part = text.range(of: #""foundation""#)!
      let rows = #""rows": ["00", "30"]"#
      let value = text.range(of: rows, range: part.upperBound..<text.endIndex)!
      return text.replacingCharacters(in: value, with: #""rows": ["00", "31"]"#)
    }
    let tampered = try CLI.run(["check"], in: app)
    #expect(tampered.status == 1, "\(tampered.stdout)\(tampered.stderr)")
    #expect(
      tampered.stdout.contains(
        "en_US › engines › foundation › gregorian › pickers › time,minute-interval=30 › wheels › minute › rows › 1"
      ), "\(tampered.stdout)")
  }
}
