import Foundation
import Testing

/// Every error is one line: control characters in echoed values escaped, system errors in
/// words, negative numbers named as the bad value.
@Suite struct OneLineMessageTests {
  @Test func aNewlineOrEscapeInAValueIsEscaped() throws {
    let result = try CLI.run(["generate", "--locale", "en\n::warning::forged\u{1B}[2J"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: malformed locale 'en⟨LF U+000A⟩::warning::forged⟨ESC U+001B⟩[2J': only letters, digits, '_' and '-' may appear in a locale id (expected an ICU or BCP 47 id such as zh_TW or zh-TW)\n"
    )
  }

  @Test(arguments: [
    (
      ["generate", "--jobs", "-1"],
      "invalid value '-1' for --jobs (expected a whole number from 1 to 256)"
    ),
    (
      ["check", "--jobs", "-1"],
      "invalid value '-1' for --jobs (expected a whole number from 1 to 256)"
    ),
    (
      ["check", "--max-entries", "-3"],
      "invalid value '-3' for --max-entries (expected a whole number, 0 or more, or 'all')"
    ),
  ])
  func negativeNumbersAreTheBadValue(arguments: [String], message: String) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }

  @Test func folderErrorsAreSaidInWords() throws {
    let parent = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: parent.appendingPathComponent("x"))
    let inside = try CLI.run(["generate", "--locale", "en_US", "--out", "x/corpus"], in: parent)
    #expect(inside.status == 2)
    #expect(
      inside.stderr
        == "fmtcorpus: error: cannot create folder 'x': a file named 'x' is in the way\n")
    let file = try CLI.run(["generate", "--locale", "en_US", "--out", "x"], in: parent)
    #expect(file.status == 2)
    #expect(
      file.stderr
        == "fmtcorpus: error: cannot use the corpus folder 'x': it is a plain file, not a folder\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["x"])
  }

  /// A worker timeout that cannot be read is refused in one line, not ignored (issue 38): the
  /// gate would run with another deadline than its job asked for.
  @Test(arguments: ["abc", "-1", "0", "nan", "", "inf", "1e300", "86401"])
  func aBadWorkerTimeoutIsRefused(value: String) throws {
    let result = try CLI.run(
      Self.foundationFormat, environment: ["FMTCORPUS_WORKER_TIMEOUT": value])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fmtcorpus: error: invalid value '\(value)' for FMTCORPUS_WORKER_TIMEOUT (expected a number of seconds above 0 and at most 86400, such as 300)\n"
    )
  }

  @Test(arguments: ["300", "0.5", "86400"])
  func aWorkerTimeoutIsSecondsAboveZero(value: String) throws {
    let result = try CLI.run(
      Self.foundationFormat, environment: ["FMTCORPUS_WORKER_TIMEOUT": value])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "January 27, 2010\n")
  }

  static let foundationFormat = [
    "format", "--engine", "foundation", "--locale", "en_US", "--date-style", "long", "--zone",
    "UTC", "--at", "2010-01-27T18:00:00Z",
  ]
}
