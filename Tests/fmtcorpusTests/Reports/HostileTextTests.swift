import CorpusStore
import GoldenFormat
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 27's reproductions: what a pull request puts into a corpus reaches the reports CI
/// prints as data — named, escaped, never a workflow command or a terminal sequence — and the
/// readers stay bounded.
@Suite(.tags(.icu72)) struct HostileTextTests {
  /// The issue's plan pattern: a newline, a forged `::error`, an escape sequence and a script.
  static let injection =
    "'\n::error title=PWN::pattern-injection\u{1B}[2J<script>alert(5)</script>' y"
  /// How every text report writes that pattern in a key.
  static let named =
    "'⟨LF U+000A⟩::error title=PWN::pattern-injection⟨ESC U+001B⟩[2J<script>alert(5)</script>' y"

  /// A small corpus whose plan has the pattern (no hash covers the plan).
  static func injected() throws -> URL {
    let corpus = try SmallCorpus.copy()
    let text = try SmallCorpus.text(corpus, "manifest.json")
    let literal = #""'\n::error title=PWN::pattern-injection\u001b[2J<script>alert(5)</script>' y""#
    let edited = text.replacingOccurrences(
      of: "    \"patterns\": [\n", with: "    \"patterns\": [\n      \(literal),\n")
    try #require(edited != text)
    try SmallCorpus.write(corpus, "manifest.json", edited)
    return corpus
  }

  /// Lines that begin with `::` once GitHub trims their indent.
  static func commandLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("::") }
  }

  /// Characters no output may carry (line breaks aside).
  static func unsafe(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter {
      $0 != "\n"
        && ($0.value < 0x20 || (0x7F..<0xA0).contains($0.value) || $0.value == 0x2028
          || $0.value == 0x2029 || (0x202A...0x202E).contains($0.value)
          || (0x2066...0x2069).contains($0.value))
    }
  }

  @Test(arguments: ["text", "markdown", "junit", "json"])
  func aForgedWorkflowCommandInAPlanPatternStaysText(format: String) throws {
    let corpus = try Self.injected()
    let result = try CLI.run(["check", "--corpus", corpus.path, "--format", format])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(Self.commandLines(result.stdout).isEmpty)
    #expect(Self.unsafe(result.stdout).isEmpty)
    switch format {
    case "text":
      #expect(result.stdout.contains("  en_US › gregorian › patterns › \(Self.named)  ("))
    case "markdown":
      // Outside code, markup is escaped; inside a code span it shows as itself.
      #expect(
        result.stdout.contains(
          "  - en_US › gregorian › parsing › patterns › '⟨LF U+000A⟩::error title=PWN::pattern-injection⟨ESC U+001B⟩\\[2J\\<script\\>alert(5)\\</script\\>' y › lenient: `∅` → `ok`\n"
        ))
      #expect(MarkdownText.rawMarkupOutsideCode(result.stdout).isEmpty)
    case "junit":
      #expect(result.stdout.contains("&lt;script&gt;"))
    default:
      // JSON keeps the raw key (a reader gets the same string), escaped as JSON escapes it.
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let changes = try #require(object["changes"] as? [[String: Any]])
      #expect(changes.contains { ($0["key"] as? [String])?.contains(Self.injection) ?? false })
      #expect(result.stdout.contains(#"\n::error title=PWN::pattern-injection\u001b[2J"#))
    }
  }

  /// `--format github`: every line that begins with `::` is one of our annotations, with only
  /// our properties; the data in its message is named, not a newline or an ESC.
  @Test func githubAnnotationsCarryTheDataNamed() throws {
    let corpus = try Self.injected()
    let result = try CLI.run(["check", "--corpus", corpus.path, "--format", "github"])
    #expect(result.status == 1)
    #expect(Self.unsafe(result.stdout).isEmpty)
    let annotations = Self.commandLines(result.stdout)
    #expect(!annotations.isEmpty)
    for line in annotations {
      #expect(GitHubLine.isOurs(line), "\(line)")
    }
    #expect(
      annotations.contains {
        $0.hasPrefix("::error file=\(corpus.path)/en_US.json,line=")
          && $0.contains("title=fmtcorpus added::en_US › gregorian › patterns › \(Self.named)%0A")
      })
  }

  /// The HTML page shows the key as text: no `<script>` of the corpus's, no raw ESC.
  @Test func theHTMLReportEscapesTheKey() throws {
    let corpus = try Self.injected()
    let out = corpus.deletingLastPathComponent().appendingPathComponent("diff.html")
    let result = try CLI.run([
      "check", "--corpus", corpus.path, "--format", "html", "--out", out.path,
    ])
    #expect(result.status == 1, "\(result.stderr)")
    let page = try String(contentsOf: out, encoding: .utf8)
    #expect(!page.contains("<script>alert(5)"))
    #expect(page.contains("&lt;script&gt;alert(5)&lt;/script&gt;"))
    #expect(Self.unsafe(page).isEmpty)
  }

  /// A value echoed in an error: the bidi override named, 10,000 characters cut with the cut
  /// said, one line.
  @Test func anEchoedValueIsNamedAndCut() throws {
    let corpus = try SmallCorpus.copy()
    let long = String(repeating: "x", count: 10_000)
    try SmallCorpus.write(
      corpus, "manifest.json",
      try SmallCorpus.text(corpus, "manifest.json").replacingOccurrences(
        of: "\"UTC\"", with: "\"\\u202eUTC\(long)\""))
    let result = try CLI.run(["check", "--corpus", corpus.path])
    #expect(result.status == 2)
    let line = try SmallCorpus.line(corpus, "manifest.json", of: "\\u202eUTC")
    #expect(
      result.stderr
        == "fmtcorpus: error: \(corpus.path)/manifest.json:\(line): plan zone '⟨RLO U+202E⟩UTC\(String(repeating: "x", count: 196))…(cut: 10004 characters)' is not an IANA zone id (expected letters, digits, '_', '-', '+' and '/' between names, such as America/New_York); restore the manifest from git or regenerate with 'fmtcorpus generate --replan --out \(corpus.path)'\n"
    )
    // And from the command line: the same rule.
    let flag = try CLI.run(["generate", "--locale", "\u{202E}en" + long])
    #expect(flag.status == 2)
    #expect(
      flag.stderr
        == "fmtcorpus: error: malformed locale '⟨RLO U+202E⟩en\(String(repeating: "x", count: 197))…(cut: 10003 characters)': only letters, digits, '_' and '-' may appear in a locale id (expected an ICU or BCP 47 id such as zh_TW or zh-TW)\n"
    )
  }

  /// `report` validates a folder as `check` does: an extra key with a fixed hash is exit 2.
  @Test func reportRefusesAFileWhoseEntryCountIsNotItsRecord() throws {
    let corpus = try SmallCorpus.copy()
    // A first key, before whichever the file opens with.
    let original = try SmallCorpus.text(corpus, "en_US.json")
    #expect(original.hasPrefix("{\n  \""))
    try SmallCorpus.write(corpus, "en_US.json", "{\n  \"aaa\": \"x\"," + original.dropFirst(1))
    // The hash fixed, the count left: only the entry count betrays the edit.
    let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent("en_US.json")))
    let manifest = try SmallCorpus.text(corpus, "manifest.json")
    let prefix = "    \"en_US.json\": {\"entries\": "
    var lines = manifest.components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.hasPrefix(prefix) })
    let count = lines[index].dropFirst(prefix.count).prefix { $0.isNumber }
    let comma = lines[index].hasSuffix(",") ? "," : ""
    lines[index] = "\(prefix)\(count), \"sha256\": \"\(SHA256.hex(bytes))\"}\(comma)"
    try SmallCorpus.write(corpus, "manifest.json", lines.joined(separator: "\n"))
    let line = try SmallCorpus.line(corpus, "manifest.json", of: "\"en_US.json\"")
    let expected =
      "fmtcorpus: error: \(corpus.path)/manifest.json:\(line): the record of 'en_US.json' does not match the file (\(count) entries in the manifest, \(Int(count)! + 1) entries in the file): the file or the manifest was changed outside fmtcorpus; restore both ('git checkout -- \(corpus.path)/en_US.json \(corpus.path)/manifest.json') or regenerate the file with 'fmtcorpus generate --out \(corpus.path) --locale en_US'\n"
    let check = try CLI.run(["check", "--corpus", corpus.path])
    #expect(check.status == 2)
    #expect(check.stderr == expected)
    let out = corpus.deletingLastPathComponent().appendingPathComponent("report.html")
    let report = try CLI.run(["report", "--corpus", corpus.path, "--out", out.path])
    #expect(report.status == 2)
    #expect(report.stderr == expected)
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}

/// What a GitHub-format line may be when it begins with `::`.
enum GitHubLine {
  /// `::error|warning|notice ` with only our properties (`file=`, `line=`, `title=`) before
  /// the message.
  static func isOurs(_ line: Substring) -> Bool {
    for level in ["::error ", "::warning ", "::notice "] where line.hasPrefix(level) {
      let rest = line.dropFirst(level.count)
      guard let end = rest.firstRange(of: "::") else { return false }
      let properties = rest[..<end.lowerBound].split(
        separator: ",", omittingEmptySubsequences: false)
      return properties.allSatisfy { property in
        (property.hasPrefix("file=") || property.hasPrefix("title=")
          || (property.hasPrefix("line=") && property.dropFirst(5).allSatisfy(\.isNumber)))
      } && properties.last?.hasPrefix("title=") == true
    }
    return false
  }
}

/// Markdown that would render as markup: `<`, `>`, `&`-entities and link brackets outside code
/// spans and fenced blocks, unescaped.
enum MarkdownText {
  static func rawMarkupOutsideCode(_ text: String) -> [String] {
    var found: [String] = []
    var fence: Substring?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        if trimmed.hasPrefix(open) && trimmed.allSatisfy({ $0 == "`" }) { fence = nil }
        continue
      }
      if trimmed.hasPrefix("```") {
        fence = trimmed.prefix { $0 == "`" }
        continue
      }
      // Drop code spans: a run of backticks to the next run of the same length; a backslash
      // escapes the next character (an escaped backtick opens no span).
      var outside = ""
      let characters = Array(line)
      var index = 0
      while index < characters.count {
        let character = characters[index]
        if character == "\\", index + 1 < characters.count {
          outside += String(character) + String(characters[index + 1])
          index += 2
          continue
        }
        guard character == "`" else {
          outside.append(character)
          index += 1
          continue
        }
        var run = 0
        while index + run < characters.count && characters[index + run] == "`" { run += 1 }
        var close = index + run
        var found: Int?
        while close < characters.count {
          if characters[close] == "`" {
            var length = 0
            while close + length < characters.count && characters[close + length] == "`" {
              length += 1
            }
            if length == run {
              found = close + length
              break
            }
            close += length
          } else {
            close += 1
          }
        }
        if let found {
          index = found
        } else {
          outside += String(repeating: "`", count: run)
          index += run
        }
      }
      let outsideCharacters = Array(outside)
      for (index, character) in outsideCharacters.enumerated() where "<>[]".contains(character) {
        let escaped = index > 0 && outsideCharacters[index - 1] == "\\"
        // `› ` and the report's own `→`, `>` of a note's quote at the line start, are layout.
        if !escaped && !(character == ">" && index == 0) {
          found.append(String(line))
          break
        }
      }
    }
    return found
  }
}
