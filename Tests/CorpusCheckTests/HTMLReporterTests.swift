import CorpusStore
import Testing

@testable import CorpusCheck

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
}
