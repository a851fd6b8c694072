import CorpusStore
import GoldenFormat
import Testing

import CorpusDiff
@testable import CorpusReports

/// The HTML reports' markup, from small fixtures of their own (no engine, no committed corpus).
@Suite struct HTMLReporterTests {
  static func picker(_ wheels: [(String, [String], Int)], direction: String = "ltr") -> String {
    let lines = wheels.map { field, rows, selected in
      "{\"field\": \"\(field)\", \"pattern\": \"x\", \"rows\": ["
        + rows.map { "\"\($0)\"" }.joined(separator: ", ") + "], \"selected\": \(selected)}"
    }
    return """
      {
        "calendars": {
          "gregorian": {
            "wheels": {
              "time": {
                "direction": "\(direction)",
                "pattern": "h:mm a",
                "wheels": [
                  \(lines.joined(separator: ",\n          "))
                ]
              }
            }
          }
        },
        "locale": "xx"
      }

      """
  }

  static let hour = ("hour", ["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"], 6)
  static let minute = ("minute", (0..<60).map { $0 < 10 ? "0\($0)" : "\($0)" }, 53)
  static let period = ("dayPeriod", ["AM", "PM"], 1)

  func report(_ changes: [Change], failOn: Set<ChangeClass> = Set(ChangeClass.allCases))
    -> CheckReport
  {
    CheckReport(
      oldLabel: "a/", newLabel: "b/", old: nil, new: nil, changes: changes, failOn: failOn,
      ignore: [], annotationRoot: "b/", annotatedSide: .new, maxEntries: 50, notes: [])
  }

  @Test(
    "a picker is drawn as wheels: two rows either side of the selected one, circular wheels wrap")
  func pickerMarkup() throws {
    let node = try GoldenReader.parse(
      Array(Self.picker([Self.hour, Self.minute, Self.period]).utf8), file: "x")
    var html = HTMLText()
    PickerDrawing.draw(
      node["calendars"]!["gregorian"]!["wheels"]!["time"]!, mode: "time", calendar: "gregorian",
      into: &html)
    let text = html.string
    #expect(text.contains("data-text=\"[ 6 | 53 | PM ]\""))
    #expect(text.contains("<div class=\"band\"></div>"))
    // The hour wheel: 4 5 [6] 7 8; AM/PM stops at its ends: AM [PM] and two empty rows.
    #expect(
      text.contains(
        "<div class=\"row o2\">4</div><div class=\"row o1\">5</div><div class=\"row sel\">6</div><div class=\"row o1\">7</div><div class=\"row o2\">8</div>"
      ))
    #expect(
      text.contains(
        "<div class=\"row o2\"></div><div class=\"row o1\">AM</div><div class=\"row sel\">PM</div><div class=\"row o1\"></div><div class=\"row o2\"></div>"
      ))
    let wrapped = try GoldenReader.parse(
      Array(Self.picker([("minute", Self.minute.1, 59)]).utf8), file: "x")
    var other = HTMLText()
    PickerDrawing.draw(
      wrapped["calendars"]!["gregorian"]!["wheels"]!["time"]!, mode: "time", calendar: "g",
      into: &other)
    #expect(other.string.contains("<div class=\"row sel\">59</div><div class=\"row o1\">00</div>"))
  }

  @Test("corpus strings keep their invisible characters, wrapped so they can be named")
  func invisibles() {
    var html = HTMLText()
    html.corpusString("1:00\u{202F}PM <b>")
    #expect(
      html.string
        == "1:00<i class=\"inv\" title=\"NNBSP U+202F\">\u{202F}</i>PM &lt;b&gt;"
    )
    var marked = HTMLText()
    let span = StringClassifier.span(old: "1:00\u{202F}PM", new: "1:00 PM")
    marked.markedString("1:00 PM", prefix: span.prefix, span: span.new)
    #expect(marked.string == "1:00<mark>⟨SP U+0020⟩</mark>PM")
  }

  @Test("only the wheel that moved is marked moved; a new wheel is marked added")
  func moved() throws {
    let before = try GoldenReader.parse(
      Array(Self.picker([Self.hour, Self.minute, Self.period]).utf8), file: "a")
    let after = try GoldenReader.parse(
      Array(Self.picker([Self.period, Self.hour, Self.minute]).utf8), file: "b")
    let path = ["calendars", "gregorian", "wheels", "time"]
    func picker(_ node: GoldenNode) -> GoldenNode {
      path.reduce(node) { $0[$1]! }
    }
    let marks = HTMLReporter.marks(old: picker(before), new: picker(after))
    #expect(marks.old == ["dayPeriod": "moved"])
    #expect(marks.new == ["dayPeriod": "moved"])
    let twentyFour = try GoldenReader.parse(
      Array(Self.picker([Self.hour, Self.minute]).utf8), file: "c")
    let added = HTMLReporter.marks(old: picker(twentyFour), new: picker(before))
    #expect(added.new == ["dayPeriod": "added"])
    #expect(added.old == [:])
  }

  @Test(
    "failing classes first, then by severity; counts exact; lone entries capped with the rest listed"
  )
  func orderAndCaps() {
    var changes: [Change] = []
    for index in 0..<(HTMLReporter.entriesPerClass + 50) {
      changes.append(
        Change(
          file: "xx.json", path: ["calendars", "gregorian", "styles", "UTC", "t", "k\(index)"],
          changeClass: .text, old: "a\(index)", new: "b\(index)x", oldLine: index + 1,
          newLine: index + 1))
    }
    changes.append(
      Change(
        file: "xx.json", path: ["calendars", "gregorian", "styles", "UTC", "t", "w"],
        changeClass: .whitespace, old: "1 PM", new: "1\u{202F}PM", oldLine: 1, newLine: 1))
    let text = HTMLReporter(oldFiles: [:], newFiles: [:]).render(
      report(changes, failOn: [.whitespace]))
    let whitespace = text.range(of: "data-class=\"whitespace\"><h2>")!
    let textClass = text.range(of: "data-class=\"text\"><h2>")!
    #expect(whitespace.lowerBound < textClass.lowerBound)
    #expect(text.contains("text: 250 entries"))
    #expect(text.components(separatedBy: "<h4 data-class=\"text\"").count - 1 == 200)
    #expect(text.contains("50 more text entries, each a different edit"))
    #expect(text.contains("k249"))
    #expect(text.contains("251 changes (1 failing) in 1 file"))
  }

  @Test("a folded edit draws entries from different pickers and files before more of one")
  func examples() {
    func change(_ file: String, _ mode: String, _ row: Int) -> Change {
      Change(
        file: file,
        path: ["calendars", "gregorian", "wheels", mode, "wheels", "hour", "rows", "\(row)"],
        changeClass: .removed, old: "\(row)", new: nil, oldLine: row, newLine: nil)
    }
    let changes = [
      change("a.json", "time", 12), change("a.json", "time", 13), change("a.json", "time", 14),
      change("a.json", "dateAndTime", 12), change("b.json", "time", 12),
    ]
    #expect(HTMLReporter.examples(changes) == [changes[0], changes[3], changes[4]])
    #expect(HTMLReporter.examples(Array(changes.prefix(3))) == Array(changes.prefix(3)))
  }

  @Test("an artifact the page has no drawing for is shown in its slot, as a table of its keys")
  func unknownArtifact() throws {
    let text = """
      {
        "calendars": {
          "gregorian": {
            "month": {
              "title": "February 2024",
              "weeks": [["", "", "", "1", "2", "3", "4"]]
            },
            "skeletons": {
              "yMd": {"pattern": "M/d/y", "string": "1/27/2010"}
            },
            "wheels": {}
          }
        },
        "locale": "xx"
      }

      """
    let root = try GoldenReader.parse(Array(text.utf8), file: "xx.json")
    let html = CorpusReport(
      title: "t", manifest: nil, files: [CorpusReport.File(name: "xx.json", root: root)]
    ).render()
    let wheels = try #require(html.range(of: "data-artifact=\"wheels\""))
    let month = try #require(html.range(of: "data-artifact=\"month\""))
    let skeletons = try #require(html.range(of: "data-artifact=\"skeletons\""))
    #expect(wheels.lowerBound < month.lowerBound && month.lowerBound < skeletons.lowerBound)
    #expect(html.contains("<tr><th>title</th><td>February 2024</td></tr>"))
    #expect(html.contains("<tr><th>weeks › 0 › 3</th><td>1</td></tr>"))
  }

  @Test("a top-level key the registry does not know is drawn after the locale's, as a table")
  func unknownLocaleArtifact() throws {
    let text = """
      {
        "calendars": {
          "gregorian": {
            "wheels": {}
          }
        },
        "formatVersion": 1,
        "locale": "xx",
        "week": {"firstWeekday": 1, "minimalDaysInFirstWeek": 1, "weeks": {}},
        "zzzFuture": {"one": "1", "two": {"deeper": "2\u{202F}PM"}}
      }

      """
    let root = try GoldenReader.parse(Array(text.utf8), file: "xx.json")
    let html = CorpusReport(
      title: "t", manifest: nil, files: [CorpusReport.File(name: "xx.json", root: root)]
    ).render()
    let week = try #require(html.range(of: "<div class=\"artifact\" data-artifact=\"week\">"))
    let future = try #require(
      html.range(of: "<div class=\"artifact\" data-artifact=\"zzzFuture\"><h3>zzzFuture</h3>"))
    #expect(week.lowerBound < future.lowerBound)
    #expect(html.contains("<tr><th>one</th><td>1</td></tr>"))
    #expect(html.contains("<tr><th>two › deeper</th><td>2"))
    for own in ["calendars", "formatVersion", "locale"] {
      #expect(!html.contains("data-artifact=\"\(own)\""))
    }
  }

  /// A `fields.json` of two calendars (hebrew before buddhist, as a file might not order them),
  /// one with a field the page does not know and a month name with an invisible character.
  static let fields = """
    {
      "fields": {
        "hebrew": {
          "UTC": {
            "2024-02-29T17:00:00Z": {"day": 20, "era": 0, "hour": 17, "leapMonth": false, "minute": 0, "month": 6, "monthName": "Adar\u{200F} I", "weekday": 5, "weekdayOrdinal": 3, "year": 5784, "zzz": "new"}
          }
        },
        "buddhist": {
          "America/Los_Angeles": {
            "2007-01-09T18:00:00Z": {"day": 9, "era": 0, "hour": 10, "leapMonth": false, "minute": 0, "month": 1, "monthName": "January", "weekday": 3, "weekdayOrdinal": 2, "year": 2550},
            "2010-01-27T18:00:00Z": {"day": 27, "era": 0, "hour": 10, "leapMonth": false, "minute": 0, "month": 1, "monthName": "January", "weekday": 4, "weekdayOrdinal": 4, "year": 2553}
          },
          "UTC": {
            "2007-01-09T18:00:00Z": {"day": 9, "era": 0, "hour": 18, "leapMonth": false, "minute": 0, "month": 1, "monthName": "January", "weekday": 3, "weekdayOrdinal": 2, "year": 2550}
          }
        }
      }
    }

    """

  @Test(
    "fields.json is a closed table per calendar: zone once over its instants, the seed's columns")
  func fieldsTable() throws {
    let fields = try GoldenReader.parse(Array(Self.fields.utf8), file: "fields.json")
    let locale = try GoldenReader.parse(
      Array(Self.picker([Self.hour, Self.minute, Self.period]).utf8), file: "xx.json")
    let page = CorpusReport(
      title: "t", manifest: nil, files: [CorpusReport.File(name: "xx.json", root: locale)],
      fields: fields
    ).render()
    // After the locale on a page of one locale.
    let section = try #require(page.range(of: "<section id=\"fields\" data-artifact=\"fields\">"))
    #expect(try #require(page.range(of: "data-locale=\"xx\"")).lowerBound < section.lowerBound)
    let buddhist = try #require(page.range(of: "<details class=\"fields\" id=\"fields-buddhist\""))
    let hebrew = try #require(page.range(of: "<details class=\"fields\" id=\"fields-hebrew\""))
    #expect(buddhist.lowerBound < hebrew.lowerBound, "calendars in the page's order")
    let buddhistTable = [
      "<details class=\"fields\" id=\"fields-buddhist\" data-calendar=\"buddhist\">",
      "<summary>buddhist · 2 zones × 2 instants</summary>",
      "<table class=\"fields\"><tr><th>zone<th>instant<th>era<th>year<th>month<th>monthName",
      "<th>leapMonth<th>day<th>hour<th>minute<th>weekday<th>weekdayOrdinal",
      "<tr><th rowspan=\"2\">America/Los_Angeles<th>2007-01-09T18:00:00Z",
      "<td>0<td>2550<td>1<td>January<td>false<td>9<td>10<td>0<td>3<td>2",
      "<tr><th>2010-01-27T18:00:00Z<td>0<td>2553<td>1<td>January<td>false<td>27<td>10<td>0<td>4<td>4",
      "<tr><th>UTC<th>2007-01-09T18:00:00Z<td>0<td>2550<td>1<td>January<td>false<td>9<td>18<td>0<td>3<td>2",
      "</table></details>",
    ].joined()
    #expect(page.contains(buddhistTable))
    // A field the page does not know is a column after the seed's; text keeps its invisibles.
    let hebrewTable = [
      "<summary>hebrew · 1 zone × 1 instant</summary>",
      "<table class=\"fields\"><tr><th>zone<th>instant<th>era<th>year<th>month<th>monthName",
      "<th>leapMonth<th>day<th>hour<th>minute<th>weekday<th>weekdayOrdinal<th>zzz",
      "<tr><th>UTC<th>2024-02-29T17:00:00Z<td>0<td>5784<td>6",
      "<td>Adar<i class=\"inv\" title=\"RLM U+200F\">\u{200F}</i> I<td>false<td>20<td>17<td>0<td>5<td>3<td>new",
      "</table></details>",
    ].joined()
    #expect(page.contains(hebrewTable))

    // A page of several locales draws the fields once, after the index.
    let two = CorpusReport(
      title: "t", manifest: nil,
      files: [
        CorpusReport.File(name: "xx.json", root: locale),
        CorpusReport.File(name: "yy.json", root: locale),
      ], fields: fields
    ).render()
    #expect(two.components(separatedBy: "<section id=\"fields\"").count == 2)
    let index = try #require(two.range(of: "<nav id=\"index\">"))
    let drawn = try #require(two.range(of: "<section id=\"fields\""))
    let first = try #require(two.range(of: "<section class=\"locale\""))
    #expect(index.lowerBound < drawn.lowerBound && drawn.lowerBound < first.lowerBound)
  }

  @Test("an all-zones fields.json (478 zones × 10 instants × 3 calendars) draws in under 1.5 MB")
  func fieldsSize() throws {
    var text = "{\"fields\": {"
    for (c, calendar) in ["buddhist", "gregorian", "hebrew"].enumerated() {
      text += (c == 0 ? "" : ", ") + "\"\(calendar)\": {"
      for zone in 0..<478 {
        text += (zone == 0 ? "" : ", ") + "\"America/Argentina/Zone\(zone)\": {"
        for instant in 0..<10 {
          text += (instant == 0 ? "" : ", ") + "\"20\(10 + instant)-09-16T16:00:00Z\": "
          text += "{\"day\": 30, \"era\": 1, \"hour\": 23, \"leapMonth\": false, \"minute\": 45, "
          text += "\"month\": 12, \"monthName\": \"September\", \"weekday\": 7, "
          text += "\"weekdayOrdinal\": 5, \"year\": 5784}"
        }
        text += "}"
      }
      text += "}"
    }
    text += "}}"
    let node = try GoldenReader.parse(Array(text.utf8), file: "fields.json")
    var html = HTMLText()
    FieldsDrawing.draw(node["fields"]!, into: &html)
    let markup = html.string
    #expect(markup.components(separatedBy: "<tr>").count - 1 == 3 * (478 * 10 + 1))
    #expect(markup.utf8.count < 1_500_000, "\(markup.utf8.count) bytes")
  }

  @Test("fields the page cannot lay out are a table of their keys; no fields.json, no section")
  func fieldsFallback() throws {
    let odd =
      "{\"fields\": {\"gregorian\": {\"UTC\": {\"2024-02-29T17:00:00Z\": {\"year\": [2024]}}}}}"
    var html = HTMLText()
    let node = try GoldenReader.parse(Array(odd.utf8), file: "fields.json")
    FieldsDrawing.draw(node["fields"]!, into: &html)
    let generic = [
      "<details class=\"fields\" id=\"fields-gregorian\" data-calendar=\"gregorian\">",
      "<summary>gregorian</summary><table class=\"generic\">",
      "<tr><th>UTC › 2024-02-29T17:00:00Z › year › 0</th><td>2024</td></tr></table></details>",
    ].joined()
    #expect(html.string == generic)

    let locale = try GoldenReader.parse(
      Array(Self.picker([Self.hour, Self.minute, Self.period]).utf8), file: "xx.json")
    let page = CorpusReport(
      title: "t", manifest: nil, files: [CorpusReport.File(name: "xx.json", root: locale)]
    ).render()
    #expect(page.contains("data-text=\"[ 6 | 53 | PM ]\""))
    #expect(!page.contains("id=\"fields"))
    #expect(page.hasSuffix("</script></body></html>\n"))
  }

  static let enUSFebruary2024 = """
    {"direction": "ltr", "selected": {"pattern": "EEEE, MMMM d, y", "string": "Wednesday, February 14, 2024"}, "title": {"pattern": "MMMM y", "string": "February 2024"}, "weekdays": {"narrow": ["S", "M", "T", "W", "T", "F", "S"], "short": ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]}, "weeks": [{"days": ["", "", "", "", "1", "2", "3"], "week": 5}, {"days": ["4", "5", "6", "7", "8", "9", "10"], "week": 6}, {"days": ["11", "12", "13", "14", "15", "16", "17"], "week": 7}, {"days": ["18", "19", "20", "21", "22", "23", "24"], "week": 8}, {"days": ["25", "26", "27", "28", "29", "", ""], "week": 9}]}
    """

  /// A drawn month's rows: (week number, the seven cells, the marked cell's index).
  static func monthRows(_ html: String) throws -> [(String, [String], Int?)] {
    let table = try #require(html.firstRange(of: #/<table class="mo".*?</table>/#)).lowerBound
    let end = try #require(html[table...].range(of: "</table>")).lowerBound
    let rows = html[table..<end].components(separatedBy: "<tr>").dropFirst(2)
    return rows.map { row in
      let parts = row.components(separatedBy: "<td")
      let week = String(parts[0].dropFirst("<th>".count))
      let cells = parts.dropFirst().map { String($0[$0.index(after: $0.firstIndex(of: ">")!)...]) }
      let marked = parts.dropFirst().firstIndex { $0.hasPrefix(" class=\"s\"") }.map { $0 - 1 }
      return (week, cells, marked)
    }
  }

  @Test(
    "a month is drawn as a grid: title, weekday header, week numbers, empty cells, selected day")
  func monthGrid() throws {
    let node = try GoldenReader.parse(Array(Self.enUSFebruary2024.utf8), file: "en_US.json")
    var html = HTMLText()
    MonthDrawing.grid(node, instant: "2024-02-14T20:00:00Z", into: &html)
    let markup = html.string
    #expect(
      markup.hasPrefix(
        "<table class=\"mo\" dir=\"ltr\" data-at=\"2024-02-14T20:00:00Z\" title=\"Wednesday, February 14, 2024\">"
          + "<caption>February 2024</caption><tr><th><th title=\"S\">Sun<th title=\"M\">Mon"))
    #expect(markup.contains("<tr><th>5<td><td><td><td><td>1<td>2<td>3<tr>"))
    let rows = try Self.monthRows(markup)
    #expect(rows.map(\.0) == ["5", "6", "7", "8", "9"])
    #expect(rows.allSatisfy { $0.1.count == 7 })
    #expect(rows[0].1 == ["", "", "", "", "1", "2", "3"])
    #expect(rows[4].1 == ["25", "26", "27", "28", "29", "", ""])
    // 14 February: row 3 (week 7), Wednesday's column; no other cell marked.
    #expect(rows.map(\.2) == [nil, nil, 3, nil, nil])
    #expect(rows[2].1[3] == "14")
    // Compact: the whole month in well under a kilobyte.
    #expect(markup.utf8.count < 600, "\(markup.utf8.count) bytes")
  }

  @Test(
    "the selected day is found through the pattern's numeric fields, in any digits, or not marked")
  func selectedDay() {
    #expect(
      MonthDrawing.selectedDay(
        pattern: "EEEE, MMMM d, y", string: "Wednesday, February 14, 2024", dayCount: 29) == 14)
    #expect(
      MonthDrawing.selectedDay(
        pattern: "EEEE، d MMMM y", string: "الأربعاء، ١٤ فبراير ٢٠٢٤", dayCount: 29) == 14)
    #expect(
      MonthDrawing.selectedDay(pattern: "Gy年M月d日(EEEE)", string: "AM5784年6月5日(水曜日)", dayCount: 30)
        == 5)
    #expect(
      MonthDrawing.selectedDay(
        pattern: "EEEE, d בMMMM y", string: "יום רביעי, 5 באדר א׳ 5784", dayCount: 30) == 5)
    // A day in letters, or a string that does not line up with its pattern: no mark.
    #expect(
      MonthDrawing.selectedDay(
        pattern: "EEEE, d MMMM y", string: "יום ד׳, ה׳ אדר א׳ 5784", dayCount: 30)
        == nil)
    #expect(MonthDrawing.selectedDay(pattern: "d MMMM", string: "40 May", dayCount: 31) == nil)
  }

  @Test("a forged selection at the ends of Int's range draws, with no row where it would overflow")
  func forgedSelections() throws {
    // Digits worth more than Int.max are no day (the report died here, issue 38).
    #expect(
      MonthDrawing.selectedDay(
        pattern: "EEEE, MMMM d, y", string: "Wednesday, February 9223372036854775808, 2024",
        dayCount: 29) == nil)
    #expect(
      MonthDrawing.selectedDay(
        pattern: "d MMMM", string: "\(String(repeating: "9", count: 40)) May", dayCount: 31)
        == nil)
    for selected in [Int.max, Int.max - 1, Int.min, Int.min + 1] {
      for wheel in [("hour", Self.hour.1, selected), ("dayPeriod", Self.period.1, selected)] {
        let node = try GoldenReader.parse(Array(Self.picker([wheel]).utf8), file: "x")
        var html = HTMLText()
        PickerDrawing.draw(
          node["calendars"]!["gregorian"]!["wheels"]!["time"]!, mode: "time",
          calendar: "gregorian", into: &html)
        // No row of the wheel is selected, and the picker is drawn (a read corpus refuses
        // such a wheel; the drawing takes any node).
        #expect(html.string.contains("data-text=\"[  ]\""), "\(selected)")
      }
    }
    let node = try GoldenReader.parse(
      Array(Self.picker([("hour", Self.hour.1, Int.max)]).utf8), file: "x")
    var html = HTMLText()
    PickerDrawing.draw(
      node["calendars"]!["gregorian"]!["wheels"]!["time"]!, mode: "time", calendar: "g",
      into: &html)
    #expect(
      html.string.contains(
        "<div class=\"row o2\">5</div><div class=\"row o1\">6</div><div class=\"row sel\">7</div><div class=\"row o1\"></div><div class=\"row o2\"></div>"
      ))
  }

  @Test("a right-to-left month is mirrored; a month the page cannot lay out is a table of its keys")
  func monthDirection() throws {
    let rtl = Self.enUSFebruary2024.replacingOccurrences(of: "\"ltr\"", with: "\"rtl\"")
    let text = "{\"2024-02-14T20:00:00Z\": \(rtl)}"
    var html = HTMLText()
    MonthDrawing.draw(try GoldenReader.parse(Array(text.utf8), file: "x.json"), into: &html)
    #expect(html.string.hasPrefix("<div class=\"months\"><table class=\"mo\" dir=\"rtl\""))
    var broken = HTMLText()
    let six = "{\"x\": {\"weekdays\": {\"short\": [\"a\"], \"narrow\": [\"a\"]}, \"weeks\": []}}"
    MonthDrawing.draw(try GoldenReader.parse(Array(six.utf8), file: "x.json"), into: &broken)
    #expect(broken.string.hasPrefix("<table class=\"generic\">"))
  }

  @Test("an upgrade of 107,000 changes renders well under 20 MB")
  func size() {
    var changes: [Change] = []
    let pairs = ["full/full", "long/long", "medium/medium", "short/short"]
    for file in 0..<1_000 {
      for key in 0..<107 {
        let old = key % 3 == 0 ? "Jan 27, 2010, 1:00 PM" : "1:00\u{202F}PM \(key)"
        let new = key % 3 == 0 ? "Jan 27, 2010 at 1:00 PM" : "1:00 PM \(key % 7 == 0 ? file : key)"
        changes.append(
          Change(
            file: "l\(file).json",
            path: ["calendars", "gregorian", "styles", "UTC", "i\(key / 4)", pairs[key % 4]],
            changeClass: StringClassifier.classify(old: old, new: new), old: old, new: new,
            oldLine: key + 1, newLine: key + 1))
      }
    }
    let bytes = HTMLReporter(oldFiles: [:], newFiles: [:]).render(report(changes)).utf8.count
    #expect(bytes < 20_000_000, "\(bytes) bytes")
  }

  @Test("any number of edits draws a bounded page: the largest edits, the rest named and counted")
  func manyEdits() {
    // 1,000 edits of 150 entries each: every edit its own group.
    var changes: [Change] = []
    for edit in 0..<1_000 {
      for file in 0..<150 {
        changes.append(
          Change(
            file: "l\(file).json",
            path: ["calendars", "gregorian", "styles", "UTC", "i\(edit)", "full/full"],
            changeClass: .text, old: "a\(edit)x", new: "b\(edit)y", oldLine: edit + 1,
            newLine: edit + 1))
      }
    }
    let upgrade = report(changes)
    let text = HTMLReporter(oldFiles: [:], newFiles: [:]).render(upgrade)
    // The page listed every key of every group: those lists alone pass a megabyte here, and
    // grow with the changes; the bounded page stays under one whatever the count.
    let everyKey = upgrade.groups().folded.reduce(0) {
      $0 + KeyIndex.lines($1.changes, indent: "").reduce(0) { $0 + $1.utf8.count + 1 }
    }
    #expect(everyKey > 1_000_000, "\(everyKey) bytes")
    #expect(text.utf8.count < 1_000_000, "\(text.utf8.count) bytes")
    #expect(text.contains("text: 150,000 entries"))
    #expect(text.components(separatedBy: "<div class=\"group\"").count - 1 == 31)
    #expect(
      text.contains(
        "970 more text edits of 145,500 entries, not drawn (the first 30 edits, the largest, are drawn above):"
      ))
    #expect(text.contains("the first 100 of these edits and their entries"))
    #expect(text.contains("a999x → b999y: 150 entries") == false)
    #expect(text.contains("… and 870 more edits of 130,500 entries"))
    #expect(
      text.contains(
        "keys of the first 100 of 150 entries (the text and JSON reports name all)"))
    #expect(text.components(separatedBy: "<h4 data-class=\"text\"").count - 1 == 90)
  }
}
