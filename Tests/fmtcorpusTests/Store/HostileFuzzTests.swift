import CorpusDiff
import CorpusReports
import CorpusStore
import FormatCorpus
import Foundation
import Synchronization
import Testing

/// Seeded hostile text in a valid corpus: C0 and C1 controls, escape sequences, bidi
/// overrides and isolates, forged workflow commands, HTML, Markdown, 10,000 characters and
/// lone surrogates escaped in JSON, planted in keys, values, month cells and the manifest's
/// plan patterns and templates, the files resealed so the corpus is otherwise valid.
///
/// Each case runs `diff` (one way or the other) in every format in this process (the library's own
/// rendering, as the CLI calls it); every fourth case also runs, through the built binary,
/// `check` and `diff` in formats its turn picks and one of `report`, `show`,
/// `check --pending` + `accept`, `check --format github`. Every output
/// (stdout, stderr, a written report) must hold no control character but its own line breaks,
/// no bidi control, no line beginning with `::` but the GitHub format's own annotations (with
/// only our properties), Markdown with no raw markup outside code, JSON that parses; every exit
/// code is 0, 1 or 2, and nothing beside the case's folder changes.
///
/// 240 cases by default; `FMTCORPUS_FUZZ_CASES=N` runs more, `FMTCORPUS_FUZZ_SEED` another
/// sequence (as ``FuzzTests``). A failing case names its seed and index.
@Suite(.tags(.icu72)) struct HostileFuzzTests {
  /// Every format, from the one list the CLI parses and its help names.
  static let formats = ReportFormat.allCases.map(\.rawValue)

  /// Hostile pieces, as JSON string text (escaped as a golden file may hold them).
  static let pieces: [String] = {
    let plain = [
      "\u{1B}[2J\u{1B}]0;pwned\u{07}", "\u{1B}[31mred\u{1B}[0m", "a\u{0}b\u{7}c\u{8}d\u{B}e\u{C}f",
      "x\r\ny\rz\tw", "\u{85}\u{9B}31m\u{90}\u{9D}\u{9C}", "del\u{7F}", "\u{202E}evil\u{202C}",
      "\u{2066}\u{2067}\u{2068}\u{2069}\u{202A}\u{202B}\u{202D}", "\u{2028}ls\u{2029}ps",
      "\n::error title=PWN::injected", "\r\n::warning file=/etc/passwd::w", "::notice::n",
      "  ::error::indented", "%0A::error::encoded%0D", "##[error]v1",
      "<script>alert(1)</script>", "<img src=x onerror=alert(2)>", "&amp;&lt;]]>",
      "**bold** _em_ [link](http://x) ![i](x) `code` ``` | cell | # head <!-- c -->",
      "\\back\\slash\"quote", String(repeating: "x", count: 10_000),
      String(repeating: "\u{202E}", count: 50), "١٢\u{200F}٣\u{00A0}", "🤖\u{FE0F}",
    ]
    return plain.map(jsonText)
  }()

  /// Lone surrogates, escaped as JSON writes them: the reader must refuse them (exit 2).
  static let surrogates = ["\\ud800", "\\udc00lone", "x\\ud83d"]

  /// `text` as the inside of a JSON string: `"`, `\` and C0 controls escaped, the rest raw.
  static func jsonText(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case _ where scalar.value < 0x20:
        let digits = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  static var cases: Int {
    ProcessInfo.processInfo.environment["FMTCORPUS_FUZZ_CASES"].flatMap(Int.init) ?? 240
  }
  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["FMTCORPUS_FUZZ_SEED"].flatMap(UInt64.init) ?? 2027
  }

  /// What ran and how it ended, for the closing line.
  struct Tally: Sendable {
    var runs: [String: Int] = [:]
    /// Seconds spent diffing, rendering, and running the binary (summed over workers).
    var diffing = 0.0
    var rendering = 0.0
    var processes = 0.0
    mutating func add(_ what: String, _ code: Int32) {
      runs["\(what) exit \(code)", default: 0] += 1
    }
  }

  @Test func hostileTextInEveryOutputStaysText() throws {
    let template = try SmallCorpus.copy()
    let start = Date()
    let failures = Mutex<[String]>([])
    let tally = Mutex(Tally())
    let total = Self.cases
    let seed = Self.seed
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for index in stride(from: worker, to: total, by: 4) {
        do {
          var local = Tally()
          try Self.runCase(index, seed: seed, template: template, tally: &local)
          tally.withLock { all in
            all.runs.merge(local.runs, uniquingKeysWith: +)
            all.diffing += local.diffing
            all.rendering += local.rendering
            all.processes += local.processes
          }
        } catch {
          failures.withLock { $0.append("case \(index) (FMTCORPUS_FUZZ_SEED=\(seed)): \(error)") }
        }
      }
    }
    for failure in failures.withLock({ $0 }).sorted() { Issue.record(Comment(rawValue: failure)) }
    let (runs, times) = tally.withLock {
      (
        $0.runs,
        String(
          format: "diff %.1f s, render %.1f s, binary %.1f s", $0.diffing, $0.rendering,
          $0.processes)
      )
    }
    let summary = runs.keys.sorted().map { "\($0): \(runs[$0]!)" }.joined(separator: ", ")
    print(
      "hostile fuzz: \(total) cases (seed \(seed)) in \(Int(Date().timeIntervalSince(start))) s (\(times)); \(summary)"
    )
    // Every case ran its in-process diff, every fourth its three or four commands.
    #expect(runs.values.reduce(0, +) >= total + total / 4 * 3)
  }

  struct CaseFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// A piece or two, sometimes three.
  static func hostile(_ random: inout SeededRandom) -> String {
    (0..<(1 + Int(random.next() % 3))).map { _ in
      // One piece in 25 a lone surrogate: most cases should get past the reader.
      random.next() % 25 == 0
        ? surrogates[Int(random.next() % UInt64(surrogates.count))]
        : pieces[Int(random.next() % UInt64(pieces.count))]
    }.joined()
  }

  /// Plants hostile text in the copy: 1–3 of a value, a key, a month cell, a plan pattern, a
  /// plan template. Returns what was planted, for the failure message.
  static func plant(_ corpus: URL, _ random: inout SeededRandom) throws -> [String] {
    var file = try SmallCorpus.text(corpus, "en_US.json").components(separatedBy: "\n")
    var manifest = try SmallCorpus.text(corpus, "manifest.json")
    var planted: [String] = []
    for _ in 0..<(1 + Int(random.next() % 3)) {
      let text = hostile(&random)
      func pick(_ test: (String) -> Bool) -> Int? {
        let indices = file.indices.filter { test(file[$0]) }
        return indices.isEmpty ? nil : indices[Int(random.next() % UInt64(indices.count))]
      }
      // Weights: value 7, key 5, month cell 4, plan pattern 2, plan template 2 (of 20).
      let kind = [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4, 4][
        Int(random.next() % 20)]
      switch kind {
      case 0:  // a string value on its own line
        guard
          let index = pick({ $0.hasSuffix("\",") || $0.hasSuffix("\"") && $0.contains("\": \"") })
        else { continue }
        let line = file[index]
        guard let colon = line.range(of: "\": \"") else { continue }
        let comma = line.hasSuffix(",") ? "," : ""
        file[index] = line[..<colon.upperBound] + text + "\"" + comma
        planted.append("value at en_US.json:\(index + 1)")
      case 1:  // a key (kept unique)
        guard let index = pick({ $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"") }),
          let close = file[index].range(of: "\": ")
        else { continue }
        let indent = file[index].prefix { $0 == " " }
        file[index] = indent + "\"" + text + "#\(index)" + file[index][close.lowerBound...]
        planted.append("key at en_US.json:\(index + 1)")
      case 2:  // a month cell
        guard let index = pick({ $0.contains("{\"days\": [\"") }),
          let cell = file[index].range(of: "\"days\": [\"")
        else { continue }
        file[index] = file[index][..<cell.upperBound] + text + file[index][cell.upperBound...]
        planted.append("month cell at en_US.json:\(index + 1)")
      case 3:  // a plan pattern: quoted text, so it passes as a pattern
        let quoted = text.replacingOccurrences(of: "'", with: "")
        manifest = manifest.replacingOccurrences(
          of: "    \"patterns\": [\n", with: "    \"patterns\": [\n      \"'\(quoted)' y\",\n")
        planted.append("plan pattern")
      default:  // a plan template: refused (a letter or a hidden character), echoing it, or
        // taken as spelled (spaces, punctuation and other scripts are ignored)
        manifest = manifest.replacingOccurrences(
          of: "    \"templates\": [\n", with: "    \"templates\": [\n      \"y\(text)\",\n")
        planted.append("plan template")
      }
    }
    try SmallCorpus.write(corpus, "en_US.json", file.joined(separator: "\n"))
    try SmallCorpus.write(corpus, "manifest.json", manifest)
    try SmallCorpus.reseal(corpus, "en_US.json")
    return planted
  }

  static func runCase(_ index: Int, seed: UInt64, template: URL, tally: inout Tally) throws {
    var random = SeededRandom(seed: seed &+ UInt64(index) &* 1_000_003)
    let place = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: place) }
    let corpus = place.appendingPathComponent("corpus")
    try FileManager.default.copyItem(at: template, to: corpus)
    let planted = try plant(corpus, &random)
    var problems: [String] = []
    func record(_ what: String, _ found: [String]) {
      problems += found.map { "\(what): \($0)" }
    }

    // In process: diff, every format.
    // One direction a case, the other the next: the hostile side is old (a corpus stored with
    // it) or new (a pull request bringing it).
    for (old, new) in [index % 2 == 0 ? (template, corpus) : (corpus, template)] {
      let name = old == template ? "diff (in process)" : "diff reversed (in process)"
      do {
        var clock = Date()
        let outcome = try GateDiff(
          old: CorpusDirectory(path: old.path), new: CorpusDirectory(path: new.path)
        ).run()
        tally.diffing += Date().timeIntervalSince(clock)
        clock = Date()
        defer { tally.rendering += Date().timeIntervalSince(clock) }
        // A report per bound (the formats differ only in their default --max-entries).
        var reports: [Int?: CheckReport] = [:]
        for format in formats {
          let settings = ReportSettings(
            format: ReportFormat(rawValue: format)!, failOn: Set(ChangeClass.allCases), ignore: [],
            maxEntries: ReportFormat(rawValue: format)!.defaultMaxEntries)
          let report =
            reports[settings.maxEntries] ?? outcome.report(settings, annotating: .new)
          reports[settings.maxEntries] = report
          let text = settings.format.render(
            report, old: outcome.stored, new: outcome.fresh, files: outcome.files,
            useColor: false)
          record("\(name) --format \(format)", Self.problems(in: text, format: format))
          tally.add("\(name) --format \(format)", report.exitCode)
        }
      } catch {
        // What the CLI prints for it: the same escaping, one line.
        let line = MessageText.escaped("\(error)", limit: 2_000)
        record("\(name) error", Self.problems(in: line + "\n", format: "text"))
        tally.add(name, 2)
      }
    }

    // Through the binary, every fourth case: check and diff in the formats its turn picks, and
    // one more command.
    guard index % 4 == 0 else {
      if !problems.isEmpty {
        throw CaseFailure(
          description: "planted \(planted): "
            + problems.prefix(5).joined(separator: "; ").prefix(1_500))
      }
      return
    }
    let turn = index / 4
    let before = try Self.snapshot(place, except: "corpus")
    let templateBefore = try Self.snapshot(template, except: nil)
    let html = place.appendingPathComponent("out.html").path
    func format(_ name: String) -> [String] {
      name == "html" ? ["--format", "html", "--out", html] : ["--format", name]
    }
    let checkFormat = formats[turn % formats.count]
    let diffFormat = formats[(turn + 3) % formats.count]
    var runs: [(String, [String])] = [
      ("check --format \(checkFormat)", ["check", "--corpus", corpus.path] + format(checkFormat)),
      ("diff --format \(diffFormat)", ["diff", template.path, corpus.path] + format(diffFormat)),
    ]
    let pending = place.appendingPathComponent("pending").path
    switch turn / 6 % 4 {
    case 0: runs.append(("report", ["report", "--corpus", corpus.path, "--out", html]))
    case 1: runs.append(("show", ["show", corpus.appendingPathComponent("en_US.json").path]))
    case 2:
      runs.append(("check --pending", ["check", "--corpus", corpus.path, "--pending", pending]))
      runs.append(("accept", ["accept", "--corpus", corpus.path, "--from", pending]))
    default:
      runs.append(
        ("check --format github", ["check", "--corpus", corpus.path, "--format", "github"]))
    }
    for (name, arguments) in runs {
      try? FileManager.default.removeItem(atPath: html)
      let clock = Date()
      let result = try CLI.run(arguments, timeout: 120)
      tally.processes += Date().timeIntervalSince(clock)
      tally.add(name, result.status)
      guard !result.signaled, !result.timedOut, [0, 1, 2].contains(result.status) else {
        record(
          name,
          [
            "exited \(result.status)\(result.signaled ? " (signal)" : "")\(result.timedOut ? " (hung)" : "")"
          ])
        continue
      }
      let outputFormat = arguments.firstIndex(of: "--format").map { arguments[$0 + 1] } ?? "text"
      record("\(name) stdout", Self.problems(in: result.stdout, format: outputFormat))
      record("\(name) stderr", Self.problems(in: result.stderr, format: "text"))
      let errorLines = result.stderr.split(separator: "\n").filter {
        $0.hasPrefix("fmtcorpus: error: ")
      }
      if result.status == 2 && errorLines.count != 1 {
        record("\(name) stderr", ["exit 2 with \(errorLines.count) error lines"])
      }
      if let written = try? String(contentsOfFile: html, encoding: .utf8) {
        record("\(name) \(html)", Self.problems(in: written, format: "html"))
      }
    }
    let after = try Self.snapshot(place, except: "corpus").filter {
      !$0.key.hasPrefix("pending") && $0.key != "out.html" && !$0.key.contains(".fmtcorpus-")
    }
    let expected = before.filter { !$0.key.contains(".fmtcorpus-") }
    if after != expected {
      record(
        "files",
        [
          "changed beside the folder: \(Set(after.keys).symmetricDifference(expected.keys).sorted())"
        ])
    }
    if try Self.snapshot(template, except: nil) != templateBefore {
      record("files", ["the other corpus of diff changed"])
    }
    if !problems.isEmpty {
      throw CaseFailure(
        description: "planted \(planted): "
          + problems.prefix(5).joined(separator: "; ").prefix(1_500))
    }
  }

  /// What in one output breaks the rule.
  static func problems(in text: String, format: String) -> [String] {
    var found: [String] = []
    let unsafe = text.unicodeScalars.filter {
      $0 != "\n" && MessageText.isUnsafe($0)
    }
    if let first = unsafe.first {
      found.append(
        "\(unsafe.count) raw control or bidi characters (first U+\(String(first.value, radix: 16)))"
      )
    }
    for line in text.split(separator: "\n")
    where line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::") {
      if format != "github" || !GitHubLine.isOurs(line) {
        found.append("a line begins with '::': \(line.prefix(120).debugDescription)")
        break
      }
    }
    switch format {
    case "markdown":
      if let line = MarkdownText.rawMarkupOutsideCode(text).first {
        found.append("raw markup outside code: \(line.prefix(160).debugDescription)")
      }
    case "html":
      for raw in ["<script>alert", "<img src=x", "<!-- c -->"] where text.contains(raw) {
        found.append("raw \(raw) in the page")
      }
    case "json" where !text.isEmpty && text.hasPrefix("{"):
      if (try? JSONSerialization.jsonObject(with: Data(text.utf8))) == nil {
        found.append("JSON that does not parse")
      }
    default: break
    }
    return found
  }

  /// Every path under `folder` (but `except`, a top-level name) with its size and time.
  static func snapshot(_ folder: URL, except: String?) throws -> [String: String] {
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let name = enumerator?.nextObject() as? String {
      if let except, name == except || name.hasPrefix(except + "/") { continue }
      let attributes = try FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(name).path)
      result[name] = "\(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? 0)"
    }
    return result
  }
}
