import CorpusDiff
import CorpusReports
import CorpusModel
import Foundation
import Testing

/// Every reporter writes a corpus's keys, values, notes and engine versions as data: controls
/// and bidi controls named, no line of the data's own, Markdown and XML escaped, JSON escaped.
@Suite struct HostileReportTests {
  static let key = "'\n::error title=PWN::x\u{1B}[2J<script>alert(5)</script>' y"
  static let value = "a\u{202E}b\u{85}c\n::warning::d"

  static func report() -> CheckReport {
    let changes = [
      Change(
        file: "en_US.json", path: ["calendars", "gregorian", "patterns", key], changeClass: .added,
        old: nil, new: value, oldLine: nil, newLine: 7),
      Change(
        file: "en_US.json", path: ["week", "first\u{2066}Weekday"], changeClass: .text,
        old: "x\u{1B}]0;t\u{7}", new: value, oldLine: 3, newLine: 3),
    ]
    return CheckReport(
      oldLabel: "corpus/", newLabel: "corpus/ (fresh render)", old: nil, new: nil,
      changes: changes, failOn: Set(ChangeClass.allCases), ignore: [], annotationRoot: "corpus/",
      maxEntries: nil, notes: ["a note\n::error::from a value"])
  }

  static func unsafe(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { $0 != "\n" && MessageText.isUnsafe($0) }
  }

  static func commandLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { $0.drop { $0 == " " }.hasPrefix("::") }
  }

  @Test func text() {
    let plain = TextReporter(useColor: false).render(Self.report())
    #expect(Self.unsafe(plain).isEmpty)
    #expect(Self.commandLines(plain).isEmpty)
    #expect(
      plain.contains(
        "    en_US › gregorian › patterns › '⟨LF U+000A⟩::error title=PWN::x⟨ESC U+001B⟩[2J<script>alert(5)</script>' y  (corpus/en_US.json:1)\n      + a⟨RLO U+202E⟩b⟨NEL U+0085⟩c⟨LF U+000A⟩::warning::d\n"
      ))
    #expect(plain.contains("note: a note⟨LF U+000A⟩::error::from a value\n"))
    #expect(plain.contains("en_US › week › first⟨LRI U+2066⟩Weekday"))
    // With colour, only the colour codes are raw ESC.
    let colored = TextReporter(useColor: true).render(Self.report())
    let escapes = colored.components(separatedBy: "\u{1B}").dropFirst()
    #expect(!escapes.isEmpty)
    #expect(escapes.allSatisfy { $0.hasPrefix("[0m") || $0.hasPrefix("[3") || $0.hasPrefix("[1m") })
    #expect(colored.contains("⟨ESC U+001B⟩[2J") && colored.contains("⟨ESC U+001B⟩]0;t⟨BEL U+0007⟩"))
  }

  @Test func github() {
    let text = GitHubReporter().render(Self.report())
    #expect(Self.unsafe(text).isEmpty)
    let commands = Self.commandLines(text)
    #expect(commands.count == 2)
    #expect(
      commands.first
        == "::error file=corpus/en_US.json,line=1,title=fmtcorpus added::en_US › gregorian › patterns › '⟨LF U+000A⟩::error title=PWN::x⟨ESC U+001B⟩[2J<script>alert(5)</script>' y%0A- ∅%0A+ a⟨RLO U+202E⟩b⟨NEL U+0085⟩c⟨LF U+000A⟩::warning::d"
    )
  }

  @Test func markdown() {
    let text = MarkdownReporter().render(Self.report())
    #expect(Self.unsafe(text).isEmpty)
    #expect(Self.commandLines(text).isEmpty)
    #expect(
      text.contains(
        "- en_US › gregorian › patterns › '⟨LF U+000A⟩::error title=PWN::x⟨ESC U+001B⟩\\[2J\\<script\\>alert(5)\\</script\\>' y: `∅` → `a⟨RLO U+202E⟩b⟨NEL U+0085⟩c⟨LF U+000A⟩::warning::d`"
      ))
    #expect(text.contains("> a note⟨LF U+000A⟩::error::from a value\n"))
  }

  @Test func junit() {
    let text = JUnitReporter(files: ["en_US.json"]).render(Self.report())
    #expect(Self.unsafe(text).isEmpty)
    #expect(Self.commandLines(text).isEmpty)
    #expect(text.contains("&lt;script&gt;alert(5)&lt;/script&gt;"))
  }

  /// JSON keeps the raw strings a reader needs, escaped: no raw control or bidi byte.
  @Test func json() throws {
    let text = JSONReporter().render(Self.report())
    #expect(Self.unsafe(text).isEmpty)
    #expect(text.contains(#""new": "a\u202eb\u0085c\n::warning::d""#))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let changes = try #require(object["changes"] as? [[String: Any]])
    #expect(changes.first?["new"] as? String == Self.value)
    #expect((changes.first?["key"] as? [String])?.last == Self.key)
  }
}
