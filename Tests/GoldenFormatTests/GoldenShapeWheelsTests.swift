import CorpusModel
import Testing

@testable import GoldenFormat

/// A stored wheel selects one of its rows, or the file is refused when it is read (issue 38:
/// `report` died on a forged `selected` within 2 of Int.max or Int.min).
@Suite struct GoldenShapeWheelsTests {
  /// A locale file with a reference `time` picker, a configured one cut against it and a
  /// timer; `hour`, `configured` and `timer` are the three wheels' members after `field`.
  static func file(
    hour: String = #""rows": ["12", "1"], "selected": 1"#,
    configured: String = #""selected": 0"#, timer: String = #""rows": ["0", "1"], "selected": 1"#
  ) -> String {
    """
    {
      "calendars": {
        "gregorian": {
          "pickers": {
            "time,minute-interval=15": {
              "wheels": [
                {"field": "hour", \(configured)}
              ]
            }
          },
          "wheels": {
            "time": {
              "direction": "ltr",
              "wheels": [
                {"field": "hour", "pattern": "h", \(hour)}
              ]
            }
          }
        }
      },
      "formatVersion": \(Manifest.currentFormatVersion),
      "locale": "xx",
      "pickers": {
        "countDownTimer,duration=6780": {
          "wheels": [
            {"field": "hour", \(timer)}
          ]
        }
      },
      "week": {"firstWeekday": 1, "minimalDaysInFirstWeek": 1, "weeks": {}}
    }

    """
  }

  /// What reading `text` as `corpus/xx.json` says; nil when it is accepted.
  static func refusal(_ text: String) throws -> String? {
    let node = try GoldenReader.parse(Array(text.utf8), file: "corpus/xx.json")
    do {
      try GoldenShape.check(node, name: "xx.json", file: "corpus/xx.json")
      return nil
    } catch {
      return error.description
    }
  }

  static let fix = " (restore it from git or run 'fmtcorpus generate --out corpus')"

  @Test func aWheelSelectingOneOfItsRowsIsRead() throws {
    #expect(try Self.refusal(Self.file()) == nil)
    // A configured wheel that leaves out its rows and selection has the reference's.
    #expect(try Self.refusal(Self.file(configured: "\"pattern\": \"hh\"")) == nil)
  }

  @Test(arguments: [
    "2", "-1", "9223372036854775807", "9223372036854775806", "-9223372036854775808",
  ])
  func aReferenceWheelSelectingNoRowIsRefusedAtItsLine(selected: String) throws {
    #expect(
      try Self.refusal(Self.file(hour: #""rows": ["12", "1"], "selected": \#(selected)"#))
        == "corpus/xx.json:15: corrupt golden file: calendars.gregorian.wheels.time 'hour' wheel's selected row \(selected) is not one of its rows (0 to 1)"
        + Self.fix)
  }

  @Test func aConfiguredWheelIsReadThroughItsReference() throws {
    // Its own selection past the reference's rows.
    #expect(
      try Self.refusal(Self.file(configured: #""selected": 2"#))
        == "corpus/xx.json:7: corrupt golden file: calendars.gregorian.pickers.time,minute-interval=15 'hour' wheel's selected row 2 is not one of its rows (0 to 1)"
        + Self.fix)
    // Its own rows, fewer than the reference's selection.
    #expect(
      try Self.refusal(Self.file(configured: #""rows": ["12"]"#))
        == "corpus/xx.json:7: corrupt golden file: calendars.gregorian.pickers.time,minute-interval=15 'hour' wheel's selected row 1 is not one of its rows (0 to 0)"
        + Self.fix)
  }

  @Test func aTimerWheelWithoutRowsOrWithANonNumberIsRefused() throws {
    #expect(
      try Self.refusal(Self.file(timer: #""selected": 0"#))
        == "corpus/xx.json:26: corrupt golden file: pickers.countDownTimer,duration=6780 'hour' wheel's selected row 0 is not one of its rows (it has none)"
        + Self.fix)
    #expect(
      try Self.refusal(Self.file(timer: #""rows": ["0"], "selected": 9223372036854775808"#))
        == "corpus/xx.json:26: corrupt golden file: pickers.countDownTimer,duration=6780 'hour' wheel's selected is 9223372036854775808, expected a whole number"
        + Self.fix)
  }
}

/// A locale file's week is checked when it is there: a team's plan of formats alone has none
/// (`check` exited 2, "missing 'week'", on its first drift), and a week out of shape is still
/// corrupt.
@Suite struct GoldenShapeWeekTests {
  /// A file of one template, with `week` after its locale when given.
  static func file(week: String?) -> String {
    """
    {
      "calendars": {
        "gregorian": {
          "skeletons": {
            "yMMMd": {"pattern": "MMM d, y", "string": "Jan 27, 2010"}
          }
        }
      },
      "formatVersion": \(Manifest.currentFormatVersion),
      "locale": "xx"\(week.map { ",\n  \"week\": \($0)" } ?? "")
    }

    """
  }

  @Test func aFileWithoutAWeekIsWhole() throws {
    #expect(try GoldenShapeWheelsTests.refusal(Self.file(week: nil)) == nil)
  }

  @Test func aWeekOutOfShapeIsCorrupt() throws {
    #expect(
      try GoldenShapeWheelsTests.refusal(Self.file(week: "[]"))
        == "corpus/xx.json:11: corrupt golden file: week is a list, expected an object (restore it from git or run 'fmtcorpus generate --out corpus')"
    )
    #expect(
      try GoldenShapeWheelsTests.refusal(Self.file(week: #"{"firstWeekday": 1}"#))
        == "corpus/xx.json:11: corrupt golden file: missing 'minimalDaysInFirstWeek' (restore it from git or run 'fmtcorpus generate --out corpus')"
    )
  }
}
