import Foundation
import Testing

/// The gate on months end to end: a first weekday that moved is one `order` change drawn as two
/// grids, and a corpus made before months checks with one note.
@Suite(.tags(.icu72)) struct MonthGateTests {
  let corpus: URL

  init() throws {
    corpus = CLI.temporaryDirectory()
    try MadeOnce.corpus(["--locale", "en_US"], at: corpus)
  }

  /// The stored en_US Gregorian February 2024 as if en_US started weeks on Monday.
  func storeMondayFirst() throws {
    try CorpusEdits.edit(corpus, "en_US.json") { text in
      var lines = text.components(separatedBy: "\n")
      let gregorian = lines.firstIndex(of: #"    "gregorian": {"#)!
      let month = lines[gregorian...].firstIndex(of: #"        "2024-02-14T20:00:00Z": {"#)!
      let rows = [
        #"["", "", "", "1", "2", "3", "4"]"#, #"["5", "6", "7", "8", "9", "10", "11"]"#,
        #"["12", "13", "14", "15", "16", "17", "18"]"#,
        #"["19", "20", "21", "22", "23", "24", "25"]"#, #"["26", "27", "28", "29", "", "", ""]"#,
      ]
      lines[month + 5] = #"            "narrow": ["M", "T", "W", "T", "F", "S", "S"],"#
      lines[month + 6] = #"            "short": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]"#
      for (index, row) in rows.enumerated() {
        let comma = index < rows.count - 1 ? "," : ""
        lines[month + 9 + index] = "            {\"days\": \(row), \"week\": \(5 + index)}\(comma)"
      }
      return lines.joined(separator: "\n")
    }
  }

  @Test func aMovedFirstWeekdayIsOneOrderChangeDrawnAsTwoGrids() throws {
    try storeMondayFirst()
    let result = try CLI.run(["check", "--corpus", corpus.path])
    #expect(result.status == 1)
    #expect(result.stdout.contains("\n1 change (1 failing) in 1 file\n"), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "en_US › gregorian › month › 2024-02-14T20:00:00Z › order  (\(corpus.path)/en_US.json:"))
    #expect(result.stdout.contains("- Mon Tue Wed Thu Fri Sat Sun"))
    #expect(result.stdout.contains("+ Sun Mon Tue Wed Thu Fri Sat"))
    #expect(result.stdout.contains("months (stored - beside fresh +):\n"))
    #expect(
      result.stdout.contains(
        """
            -                        │   +
               M  T  W  T  F  S  S   │      S  M  T  W  T  F  S
            5           1  2  3  4   │   5              1  2  3
            6  5  6  7  8  9 10 11   │   6  4  5  6  7  8  9 10
            7 12 13 14 15 16 17 18   │   7 11 12 13 14 15 16 17
            8 19 20 21 22 23 24 25   │   8 18 19 20 21 22 23 24
            9 26 27 28 29            │   9 25 26 27 28 29

        """), "\(result.stdout)")
    let json = try CLI.run(["check", "--corpus", corpus.path, "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let changes = try #require(object["changes"] as? [[String: Any]])
    #expect(changes.map { $0["class"] as? String } == ["order"])
    #expect(changes.first?["artifact"] as? String == "month")
    let markdown = try CLI.run(["check", "--corpus", corpus.path, "--format", "markdown"])
    #expect(markdown.stdout.contains("### Months (stored `-` beside fresh `+`)"))
    let github = try CLI.run(["check", "--corpus", corpus.path, "--format", "github"])
    #expect(github.stdout.contains("title=fmtcorpus month::en_US › gregorian › month › "))
  }

  /// Accepting `order` takes the turned month whole: the corpus checks clean again.
  @Test func acceptingOrderTakesTheMonth() throws {
    try storeMondayFirst()
    let pending = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: pending) }
    let checked = try CLI.run(["check", "--corpus", corpus.path, "--pending", pending.path])
    #expect(checked.status == 1)
    let accepted = try CLI.run([
      "accept", "--corpus", corpus.path, "--from", pending.path, "--class", "order",
    ])
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(try CLI.run(["check", "--corpus", corpus.path]).status == 0)
  }

  /// A corpus made before months: its plan has none, so nothing of them is checked, and one
  /// note says how to add them.
  @Test func aCorpusFromBeforeMonthsChecksWithOneNote() throws {
    // What generate wrote before months existed: no months in the plan or the files.
    try CorpusEdits.edit(corpus, "manifest.json", record: false) { text in
      let lines = text.components(separatedBy: "\n")
      let start = lines.firstIndex(of: #"    "monthInstants": ["#)!
      return (lines[..<start] + lines[(start + 5)...]).joined(separator: "\n")
    }
    try CorpusEdits.edit(corpus, "en_US.json") { text in
      var kept: [String] = []
      var inMonth = false
      for line in text.components(separatedBy: "\n") {
        if line == #"      "month": {"# {
          inMonth = true
        } else if inMonth {
          inMonth = line != "      },"
        } else {
          kept.append(line)
        }
      }
      return kept.joined(separator: "\n")
    }
    let result = try CLI.run(["check", "--corpus", corpus.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout == """
        fmtcorpus: \(corpus.path)/ → \(corpus.path)/ (fresh render)
        engine: unchanged
        note: \(corpus.path)/ predates the month artifact (the calendar view's months), so months were not compared; 'fmtcorpus generate --replan --out \(corpus.path)' regenerates the corpus with them
        ok: no changes

        """)
    // generate keeps the stored plan, and says how to add the months.
    let regenerated = try CLI.run(["generate", "--out", corpus.path])
    #expect(regenerated.status == 0, "\(regenerated.stderr)")
    #expect(
      regenerated.stdout.hasPrefix(
        "note: this corpus's plan predates the month artifact, so it has no months; 'fmtcorpus generate --replan --out \(corpus.path)' adds them\n"
      ))
    #expect(try CLI.run(["check", "--corpus", corpus.path]).status == 0)
    // And beside a corpus with months, `diff` compares everything else and notes the rest.
    let fresh = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: fresh) }
    let generated = try CLI.run(["generate", "-q", "--out", fresh.path, "--locale", "en_US"])
    try #require(generated.status == 0, "\(generated.stderr)")
    let diff = try CLI.run(["diff", corpus.path, fresh.path])
    #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
    #expect(diff.stdout.hasSuffix("regenerates the corpus with them\nok: no changes\n"))
  }
}
