import CorpusStore
import GoldenFormat
import Foundation
import TestSupport
import Testing

@testable import CorpusDiff
import CorpusReports

/// Each class from an edit of a real golden file.
@Suite struct RealCorpusEditTests {
  @Test func whitespaceNNBSPBackToASpace() throws {
    let new = try Fixtures.text("en_US.json")
    let old = try Fixtures.edit(
      new, #""short/short": "1/27/10, 1:00"# + "\u{202F}PM\"\n",
      #""short/short": "1/27/10, 1:00 PM""# + "\n")
    let changes = try Fixtures.changes("en_US.json", old: old, new: new)
    #expect(changes.count == 1)
    let change = try #require(changes.first)
    #expect(change.changeClass == .whitespace)
    #expect(
      change.path == [
        "calendars", "gregorian", "styles", "America/New_York", "2010-01-27T18:00:00Z",
        "short/short",
      ])
    #expect(
      change.displayKey
        == "en_US › gregorian › styles › America/New_York › 2010-01-27T18:00:00Z › short/short")
    #expect(
      change.newLine
        == Fixtures.line(of: #""short/short": "1/27/10, 1:00"# + "\u{202F}PM\"", in: new))
    #expect(change.newLine != nil)
  }

  @Test func bidiAMarkAdded() throws {
    let old = try Fixtures.text("he_IL.json")
    let line = try #require(
      old.split(separator: "\n").first { $0.contains("\"yMd\": {\"pattern\": \"d.M.y\"") })
    var edited = String(line)
    let value = try #require(edited.range(of: "\"string\": \"")).upperBound
    edited.insert("\u{200F}", at: value)
    let new = try Fixtures.edit(old, String(line), edited)
    let changes = try Fixtures.changes("he_IL.json", old: old, new: new)
    #expect(changes.map(\.changeClass) == [.bidi])
    #expect(changes.first?.path.suffix(2) == ["yMd", "string"])
  }

  @Test func digitsArabicIndicToLatin() throws {
    let old = try Fixtures.text("ar_EG.json")
    let new = try Fixtures.edit(
      old, #""medium/none": "٢٧‏/٠١‏/٢٥٥٣ BE""#, #""medium/none": "27‏/01‏/2553 BE""#)
    let changes = try Fixtures.changes("ar_EG.json", old: old, new: new)
    #expect(changes.map(\.changeClass) == [.digits])
  }

  /// ICU 74.2 dropped en-GB's comma after the weekday (nodejs/node#52419).
  @Test func punctuationACommaDropped() throws {
    let old = try Fixtures.text("en_GB.json")
    let new = try Fixtures.edit(
      old, #""full/none": "Wednesday, 27 January 2010""#,
      #""full/none": "Wednesday 27 January 2010""#)
    let changes = try Fixtures.changes("en_GB.json", old: old, new: new)
    #expect(changes.map(\.changeClass) == [.punctuation])
  }

  @Test func caseAndTextAndBothAtOnce() throws {
    let old = try Fixtures.text("en_US.json")
    var new = try Fixtures.edit(
      old, #""yMMMMEEEEd": {"pattern": "EEEE, MMMM d, y", "string": "Wednesday"#,
      #""yMMMMEEEEd": {"pattern": "EEEE, MMMM d, y", "string": "wednesday"#)
    new = try Fixtures.edit(new, #""firstWeekday": 1,"#, #""firstWeekday": 2,"#)
    let changes = try Fixtures.changes("en_US.json", old: old, new: new)
    #expect(changes.map(\.changeClass) == [.case, .text])
    #expect(changes.map(\.artifact) == ["skeletons", "week"])
    #expect(changes[1].old == "1" && changes[1].new == "2")
  }

  @Test func orderAWheelMoved() throws {
    let old = try Fixtures.text("en_US.json")
    var lines = old.components(separatedBy: "\n")
    // The gregorian time picker: hour, minute, dayPeriod → dayPeriod, hour, minute.
    let time = try #require(
      lines.indices.first {
        lines[$0].hasSuffix("\"time\": {") && lines[$0 - 1].contains("\"pattern\"") == false
          && lines.indices.contains($0 + 4) && lines[$0 + 4].contains("\"field\": \"hour\"")
          && lines[$0 + 6].contains("dayPeriod")
      })
    let hour = time + 4
    let strip = { (line: String) in line.hasSuffix(",") ? String(line.dropLast()) : line }
    let (h, m, d) = (strip(lines[hour]), strip(lines[hour + 1]), strip(lines[hour + 2]))
    lines[hour] = d + ","
    lines[hour + 1] = h + ","
    lines[hour + 2] = m
    let changes = try Fixtures.changes("en_US.json", old: old, new: lines.joined(separator: "\n"))
    #expect(changes.count == 1)
    #expect(changes.first?.changeClass == .order)
    #expect(
      changes.first?.old == "hour minute dayPeriod" && changes.first?.new == "dayPeriod hour minute"
    )
    #expect(changes.first?.path.suffix(3) == ["time", "wheels", "order"])
  }

  @Test func addedAndRemovedEntriesAndFiles() throws {
    let old = try Fixtures.text("en_US.json")
    let new = try Fixtures.edit(
      old, "      \"2007-01-09T18:00:00Z\": {\"week\": 2, \"yearForWeekOfYear\": 2007},\n",
      "      \"2008-01-09T18:00:00Z\": {\"week\": 2, \"yearForWeekOfYear\": 2008},\n")
    let changes = try Fixtures.changes("en_US.json", old: old, new: new)
    #expect(Set(changes.map(\.changeClass)) == [.added, .removed])
    #expect(
      changes.filter { $0.changeClass == .added }.map { $0.path.suffix(2) } == [
        ["2008-01-09T18:00:00Z", "week"], ["2008-01-09T18:00:00Z", "yearForWeekOfYear"],
      ])
    #expect(
      changes.filter { $0.changeClass == .removed }.map { $0.path.suffix(2) } == [
        ["2007-01-09T18:00:00Z", "week"], ["2007-01-09T18:00:00Z", "yearForWeekOfYear"],
      ])

    let gone = try CorpusComparison.compare(
      CorpusSide(label: "a/", manifest: nil, files: ["en_US.json": Array(old.utf8)]),
      CorpusSide(label: "b/", manifest: nil, files: [:]), judgeRemovals: true
    ).changes
    #expect(gone.map(\.changeClass) == [.removed] && gone.first?.path == [])
    let skipped = try CorpusComparison.compare(
      CorpusSide(label: "a/", manifest: nil, files: ["en_US.json": Array(old.utf8)]),
      CorpusSide(label: "b/", manifest: nil, files: [:]), judgeRemovals: false
    ).changes
    #expect(skipped.isEmpty)
  }

  @Test func corruptFilesAreNamedWithFileAndLine() throws {
    let text = try Fixtures.text("en_US.json")
    let truncated = String(text.prefix(500))
    let lines = truncated.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(
      throws: StoreError.corrupt(
        file: "corpus/en_US.json", line: lines,
        reason: "a string runs to the end of the file (truncated?)")
    ) {
      try GoldenReader.parse(Array(truncated.utf8), file: "corpus/en_US.json")
    }
    let conflict = try Fixtures.edit(
      text, "  \"formatVersion\": 1,\n",
      "<<<<<<< HEAD\n  \"formatVersion\": 1,\n=======\n  \"formatVersion\": 2,\n>>>>>>> theirs\n")
    let line = try #require(Fixtures.line(of: "<<<<<<< HEAD", in: conflict))
    #expect {
      try GoldenReader.parse(Array(conflict.utf8), file: "corpus/en_US.json")
    } throws: { error in
      guard case StoreError.corrupt(let file, let errorLine, let reason) = error else {
        return false
      }
      return file == "corpus/en_US.json" && errorLine == line
        && reason.hasPrefix("git merge-conflict marker '<<<<<<<'")
    }
  }

  @Test(arguments: ["en_US.json", "he_IL.json", "fields.json", "manifest.json"])
  func aParsedFileRendersBackToItsBytes(name: String) throws {
    let bytes = Array(try Fixtures.text(name).utf8)
    #expect(try GoldenReader.parse(bytes, file: name).golden.rendered() == bytes)
  }

  @Test func acceptingOneClassTakesOnlyThatClass() throws {
    let new = try Fixtures.text("en_US.json")
    var old = try Fixtures.edit(
      new, #""short/short": "1/27/10, 1:00"# + "\u{202F}PM\"\n",
      #""short/short": "1/27/10, 1:00 PM""# + "\n")
    old = try Fixtures.edit(old, #""firstWeekday": 1,"#, #""firstWeekday": 2,"#)
    let merged = GoldenMerge.merge(
      old: try GoldenReader.parse(Array(old.utf8), file: "old"),
      new: try GoldenReader.parse(Array(new.utf8), file: "new"),
      accepting: [.whitespace])
    let result = String(decoding: merged.golden.rendered(), as: UTF8.self)
    let remaining = try Fixtures.changes("en_US.json", old: result, new: new)
    #expect(remaining.map(\.changeClass) == [.text])
    #expect(
      try Fixtures.changes("en_US.json", old: old, new: result).map(\.changeClass) == [.whitespace])
  }
}

extension Substring {
  func replacingOccurrences(of target: String, with replacement: String) -> String {
    String(self).components(separatedBy: target).joined(separator: replacement)
  }
}
