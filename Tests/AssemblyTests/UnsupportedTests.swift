import CorpusModel
import Testing

@testable import Assembly

/// A refusal (`InputError.unsupported`) leaves its entry out and is recorded at the entry's key
/// path with the engine's one-line reason; any other error is thrown on; and the record names a
/// part missing whole by one path, not one per entry.
@Suite struct UnsupportedTests {
  static let refusal = InputError.unsupported("yMMMd", engine: "icu@60.3", reason: "no resource")

  @Test func aRefusalIsLeftOutAndRecordedAtItsPath() throws {
    var refused: RefusedEntries = [:]
    let kept = try Unsupported.leftOut(at: ["styles", "a"], into: &refused) { "x" }
    #expect(kept == "x")
    #expect(refused.isEmpty)
    let left = try Unsupported.leftOut(at: ["intervals", "yMMMd", "days"], into: &refused) {
      () throws -> String in throw Self.refusal
    }
    #expect(left == nil)
    #expect(
      refused == [
        "the icu@60.3 engine cannot render 'yMMMd': no resource": [["intervals", "yMMMd", "days"]]
      ])
    #expect(throws: InputError.self) {
      try Unsupported.leftOut(at: ["x"], into: &refused) { () throws -> String in
        throw InputError.unknownCalendar("x", orAll: false)
      }
    }
    #expect(refused.pathCount == 1)
  }

  @Test func aPartRefusedWholeIsOnePath() {
    let asked = ["days", "hours", "minutes"].flatMap { pair in
      ["yMMMd", "jm"].map { ["calendars", "buddhist", "intervals", $0, pair] }
    }
    let yMMMd = asked.filter { $0[3] == "yMMMd" }
    // Every pair of yMMMd refused for one reason: the template; one pair of jm: that pair.
    let refused: RefusedEntries = [
      "a": yMMMd, "b": [["calendars", "buddhist", "intervals", "jm", "days"]],
    ]
    #expect(
      Unsupported.collapsed(refused, asked: asked, depth: 4) == [
        "a": [["calendars", "buddhist", "intervals", "yMMMd"]],
        "b": [["calendars", "buddhist", "intervals", "jm", "days"]],
      ])
    // Never shorter than `depth`: everything refused is still one path per template.
    let all: RefusedEntries = ["a": asked]
    #expect(
      Unsupported.collapsed(all, asked: asked, depth: 4) == [
        "a": [
          ["calendars", "buddhist", "intervals", "yMMMd"],
          ["calendars", "buddhist", "intervals", "jm"],
        ]
      ])
    // Two reasons under one prefix: neither covers it alone.
    let split: RefusedEntries = ["a": Array(yMMMd.prefix(2)), "b": Array(yMMMd.suffix(1))]
    #expect(Unsupported.collapsed(split, asked: asked, depth: 4) == split)
  }

  @Test func aRecordCoversThePathsUnderIt() {
    let refused: RefusedEntries = [
      "a": [["durations", "wide"]], "b": [["relative", "long", "x"]],
    ]
    #expect(refused.covers(["durations", "wide", "hour,minute", "4500"]))
    #expect(refused.covers(["durations", "wide"]))
    #expect(!refused.covers(["durations"]))
    #expect(!refused.covers(["durations", "widest"]))
    #expect(!refused.covers(["relative", "long"]))
  }
}
