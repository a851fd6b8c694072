import Foundation
import Testing

/// `fmtcorpus month`: the calendar view's month as `cal -w` prints it, or as the corpus holds it.
@Suite(.tags(.icu72)) struct MonthCommandTests {
  @Test func enUSFebruary2024AsText() throws {
    let result = try CLI.run(["month", "--locale", "en_US", "--at", "2024-02-14T20:00:00Z"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
                February 2024
          Sun Mon Tue Wed Thu Fri Sat
        5                   1   2   3
        6   4   5   6   7   8   9  10
        7  11  12  13  14  15  16  17
        8  18  19  20  21  22  23  24
        9  25  26  27  28  29

        """)
  }

  /// The README's text example: de_DE starts weeks on Monday.
  @Test func deDEFebruary2024AsText() throws {
    let result = try CLI.run(["month", "--locale", "de_DE"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
             Februar 2024
          Mo Di Mi Do Fr Sa So
        5           1  2  3  4
        6  5  6  7  8  9 10 11
        7 12 13 14 15 16 17 18
        8 19 20 21 22 23 24 25
        9 26 27 28 29

        """)
  }

  @Test func enUSFebruary2024AsJSON() throws {
    let result = try CLI.run(["month", "--locale", "en_US", "--calendar", "gregorian", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        {
          "calendar": "gregorian",
          "direction": "ltr",
          "locale": "en_US",
          "selected": {"pattern": "EEEE, MMMM d, y", "string": "Wednesday, February 14, 2024"},
          "title": {"pattern": "MMMM y", "string": "February 2024"},
          "weekdays": {
            "narrow": ["S", "M", "T", "W", "T", "F", "S"],
            "short": ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
          },
          "weeks": [
            {"days": ["", "", "", "", "1", "2", "3"], "week": 5},
            {"days": ["4", "5", "6", "7", "8", "9", "10"], "week": 6},
            {"days": ["11", "12", "13", "14", "15", "16", "17"], "week": 7},
            {"days": ["18", "19", "20", "21", "22", "23", "24"], "week": 8},
            {"days": ["25", "26", "27", "28", "29", "", ""], "week": 9}
          ]
        }

        """)
  }

  /// The seed's own example: zh_TW's February 2024.
  @Test func zhTWTitleAndHeader() throws {
    let result = try CLI.run(
      ["month", "--locale", "zh_TW", "--calendar", "gregorian", "--at", "2024-02-14T20:00:00Z"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "2024年2月")
    #expect(lines[1] == "  週日 週一 週二 週三 週四 週五 週六")
  }

  /// Right to left as the view draws it: Sunday (`יום א׳`) and the week numbers on the right.
  @Test func heILHebrewReadsRightToLeft() throws {
    let result = try CLI.run(["month", "--locale", "he_IL", "--calendar", "hebrew"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "אדר א׳ 5784")
    #expect(lines[1].hasSuffix("יום ב׳ יום א׳"))
    #expect(lines[2] == "    א׳                                           22")
  }

  @Test(arguments: [
    (["--locale", "xx_YY"], "unknown locale 'xx_YY'"),
    (["--locale", "en_US", "--zone", "Mars/Base"], "unknown time zone 'Mars/Base'"),
    (["--locale", "en_US", "--calendar", "julian"], "unknown calendar 'julian'"),
    (
      ["--locale", "en_US", "--at", "2024-02-30T00:00:00Z"],
      "invalid instant '2024-02-30T00:00:00Z': day 30 is not in February 2024 (01–29)"
    ),
  ])
  func badInputIsOneLineAndExitTwo(arguments: [String], message: String) throws {
    let result = try CLI.run(["month"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("fmtcorpus: error: \(message)"), "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
  }
}
