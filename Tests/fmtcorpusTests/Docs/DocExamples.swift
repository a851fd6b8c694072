import Foundation
import TestSupport

/// The shell examples of the docs — README.md and every article of
/// `Sources/FormatCorpus/FormatCorpus.docc` — read and run as a user would type them, so no
/// number or example in them can go stale.
///
/// The convention, for anyone writing docs:
/// - A ` ```sh ` block is a terminal session. Each line is a command (a line ending in `\`
///   goes on on the next); lines that start with `#` are comments. The commands of one document
///   run in order, with bash, in one sandbox folder (below), so a later block may use what an
///   earlier one wrote. A command must exit 0 unless it says otherwise.
/// - After a command, ` # exit N` says it exits N, and ` # → TEXT` that its whole output (stdout,
///   then stderr) is the one line TEXT; both may be given, in that order (`# exit 2 → TEXT`). Any
///   other comment is prose for the reader and is not compared.
/// - A ` ```output ` block right after a ` ```sh ` block (blank lines between are fine) is the
///   output of that block's commands: each command's stdout, then its stderr, in order.
/// - In expected text, `…` stands for any text within a line, and a line that is only `…` for
///   any number of lines (none included).
/// - `<!-- skip: REASON -->` on the line before a ` ```sh ` block: the block (and its output
///   block) is not run, and the test prints REASON. Use it for what cannot run inside the suite
///   (the suite itself, a whole-corpus run that takes minutes in a debug build) and say which.
///
/// The sandbox: a fresh folder holding a copy of the checkout's `corpus/` and `.gitattributes`,
/// an empty git repository, and `fmtcorpus`, `scripts/fmtcorpus`, `.build/release/fmtcorpus` and `.build-cli/release/fmtcorpus`
/// running the binary under test (the suite's build, not a release build), with `fmtcorpus` on
/// the `PATH`. Nothing runs in the checkout: the committed `corpus/` is never written.
enum DocExamples {
  /// One command as written: where, the bash text, what it must exit and print.
  struct Command: Equatable {
    var line: Int
    var text: String
    var status: Int32 = 0
    var output: String? = nil
  }

  /// A ` ```sh ` block, its ` ```output ` block if one follows, and why it is skipped if it is.
  struct Block: Equatable {
    var line: Int
    var commands: [Command]
    var output: String? = nil
    var skip: String? = nil
  }

  /// What went wrong in a document, as `file:line: message` lines; empty when every example
  /// held.
  struct Outcome {
    var failures: [String] = []
    var run = 0
    var skipped: [String] = []
  }

  /// The documents: README.md and the catalog's articles, by path from the package root.
  static func documents(root: URL = TestSupport.packageRoot) -> [String] {
    let catalog = "Sources/FormatCorpus/FormatCorpus.docc"
    let found =
      FileManager.default.enumerator(atPath: root.appendingPathComponent(catalog).path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.map { "\(catalog)/\($0)" }
      ?? []
    return ["README.md"] + found.sorted()
  }

  // MARK: Reading

  /// The blocks of a Markdown text, or the first malformed one as an error.
  static func blocks(_ markdown: String) throws -> [Block] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [Block] = []
    var index = 0
    var lastClosed: (kind: String, line: Int)? = nil
    while index < lines.count {
      let trimmed = lines[index].drop { $0 == " " }
      guard trimmed.hasPrefix("```") else {
        if !trimmed.isEmpty { lastClosed = nil }
        index += 1
        continue
      }
      let indent = lines[index].count - trimmed.count
      let info = trimmed.dropFirst(3).split(separator: " ").first.map(String.init) ?? ""
      let opening = index + 1
      var body: [String] = []
      index += 1
      while index < lines.count, !lines[index].drop(while: { $0 == " " }).hasPrefix("```") {
        body.append(String(lines[index].dropFirst(min(indent, leadingSpaces(lines[index])))))
        index += 1
      }
      guard index < lines.count else { throw ReadError(line: opening, "unclosed ``` block") }
      index += 1
      switch info {
      case "sh":
        let before = (0..<(opening - 1)).reversed().first { !lines[$0].allSatisfy(\.isWhitespace) }
        let skip = before.flatMap { skipReason(lines[$0]) }
        blocks.append(
          Block(line: opening, commands: try commands(body, firstLine: opening + 1), skip: skip))
        lastClosed = ("sh", opening)
      case "output":
        guard lastClosed?.kind == "sh", let last = blocks.indices.last else {
          throw ReadError(line: opening, "an ```output block must follow a ```sh block")
        }
        blocks[last].output = body.joined(separator: "\n")
        lastClosed = ("output", opening)
      default:
        lastClosed = (info, opening)
      }
    }
    return blocks
  }

  struct ReadError: Error, CustomStringConvertible {
    var line: Int
    var message: String
    init(line: Int, _ message: String) {
      self.line = line
      self.message = message
    }
    var description: String { "line \(line): \(message)" }
  }

  private static func leadingSpaces(_ line: String) -> Int { line.prefix { $0 == " " }.count }

  /// `<!-- skip: REASON -->` → REASON.
  private static func skipReason(_ line: String) -> String? {
    let text = line.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("<!-- skip:"), text.hasSuffix("-->") else { return nil }
    return String(text.dropFirst(10).dropLast(3)).trimmingCharacters(in: .whitespaces)
  }

  /// The commands of a ` ```sh ` block's lines.
  static func commands(_ body: [String], firstLine: Int) throws -> [Command] {
    var result: [Command] = []
    var pending: (line: Int, text: String)? = nil
    for (offset, raw) in body.enumerated() {
      let line = firstLine + offset
      if pending == nil {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.isEmpty || text.hasPrefix("#") { continue }
      }
      let (code, comment) = splitComment(raw)
      let start = pending ?? (line, "")
      if code.hasSuffix("\\") {
        guard comment == nil else {
          throw ReadError(line: line, "a comment after a `\\` ends the command early")
        }
        pending = (start.line, start.text + code.dropLast() + " ")
        continue
      }
      pending = nil
      var command = Command(
        line: start.line,
        text: (start.text + code).trimmingCharacters(in: .whitespaces))
      if let comment { try expectations(comment, into: &command) }
      result.append(command)
    }
    if let pending { throw ReadError(line: pending.line, "the last command ends in `\\`") }
    return result
  }

  /// `exit N` and `→ TEXT` at the start of a command's comment.
  private static func expectations(_ comment: String, into command: inout Command) throws {
    var rest = Substring(comment)
    if rest.hasPrefix("exit ") {
      let digits = rest.dropFirst(5).prefix(while: \.isNumber)
      guard let status = Int32(digits) else {
        throw ReadError(line: command.line, "`# exit` needs a number: '\(comment)'")
      }
      command.status = status
      rest = rest.dropFirst(5 + digits.count).drop { $0 == " " }
    }
    if rest.hasPrefix("→") {
      command.output = String(rest.dropFirst()).trimmingCharacters(in: .whitespaces)
    }
  }

  /// A line's code and its comment (the text after ` #` outside quotes), without the `#`.
  static func splitComment(_ line: String) -> (code: String, comment: String?) {
    var quote: Character? = nil
    var previous: Character = " "
    var escaped = false
    for index in line.indices {
      let character = line[index]
      defer { previous = character }
      if escaped {
        escaped = false
        continue
      }
      if quote != "'", character == "\\" {
        escaped = true
        continue
      }
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "#", previous == " " {
        let code = line[..<index].trimmingCharacters(in: .whitespaces)
        let comment = line[line.index(after: index)...].trimmingCharacters(in: .whitespaces)
        return (code, comment)
      }
    }
    return (line.trimmingCharacters(in: .whitespaces), nil)
  }

  // MARK: Comparing

  /// Whether `text` is what `expected` allows: `…` any text within a line, a line of only `…`
  /// any number of lines.
  static func matches(_ text: String, _ expected: String) -> Bool {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let patterns = expected.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    return matches(lines[...], patterns[...])
  }

  private static func matches(_ lines: ArraySlice<String>, _ patterns: ArraySlice<String>) -> Bool {
    guard let pattern = patterns.first else { return lines.isEmpty }
    if pattern.trimmingCharacters(in: .whitespaces) == "…" {
      var rest = lines
      while true {
        if matches(rest, patterns.dropFirst()) { return true }
        guard !rest.isEmpty else { return false }
        rest = rest.dropFirst()
      }
    }
    guard let line = lines.first, lineMatches(line, pattern) else { return false }
    return matches(lines.dropFirst(), patterns.dropFirst())
  }

  /// One line against a pattern whose `…` stand for any text.
  static func lineMatches(_ line: String, _ pattern: String) -> Bool {
    let pieces = pattern.components(separatedBy: "…")
    guard pieces.count > 1 else { return line == pattern }
    guard line.hasPrefix(pieces[0]), line.hasSuffix(pieces[pieces.count - 1]),
      line.count >= pieces[0].count + pieces[pieces.count - 1].count
    else { return false }
    var rest = Substring(line).dropFirst(pieces[0].count).dropLast(pieces[pieces.count - 1].count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let found = rest.range(of: piece) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }

  // MARK: Running

  /// Runs a document's examples in a fresh sandbox; `name` labels its failures.
  static func run(_ markdown: String, name: String, binary: URL = CLI.binary) throws -> Outcome {
    var outcome = Outcome()
    let blocks: [Block]
    do {
      blocks = try self.blocks(markdown)
    } catch let error as ReadError {
      outcome.failures.append("\(name):\(error.line): \(error.message)")
      return outcome
    }
    guard blocks.contains(where: { $0.skip == nil }) else {
      outcome.skipped = blocks.flatMap { block in
        block.commands.map { "\(name):\($0.line): \($0.text) — \(block.skip ?? "")" }
      }
      return outcome
    }
    let sandbox = try makeSandbox(binary: binary)
    defer { try? FileManager.default.removeItem(at: sandbox) }
    for block in blocks {
      if let reason = block.skip {
        outcome.skipped += block.commands.map { "\(name):\($0.line): \($0.text) — \(reason)" }
        continue
      }
      var printed = ""
      for command in block.commands {
        let result = try CLI.run(
          ["-c", command.text], in: sandbox, executable: URL(fileURLWithPath: "/bin/bash"),
          environment: [
            "PATH": sandbox.appendingPathComponent("bin").path + ":/usr/local/bin:/usr/bin:/bin"
          ], timeout: 300)
        outcome.run += 1
        let output = result.stdout + result.stderr
        printed += output
        let place = "\(name):\(command.line): `\(command.text)`"
        if result.timedOut {
          outcome.failures.append("\(place) did not finish in 300 s")
        } else if result.status != command.status {
          outcome.failures.append(
            "\(place) exited \(result.status), the doc says \(command.status):\n\(output)")
        }
        if let expected = command.output {
          let text = output.hasSuffix("\n") ? String(output.dropLast()) : output
          if !matches(text, expected) {
            outcome.failures.append(
              "\(place) printed\n\(output)\nwhere the doc shows\n\(expected)")
          }
        }
      }
      if let expected = block.output {
        let text = printed.hasSuffix("\n") ? String(printed.dropLast()) : printed
        if !matches(text, expected) {
          outcome.failures.append(
            "\(name):\(block.line): the block printed\n\(printed)\nwhere the doc shows\n\(expected)"
          )
        }
      }
    }
    return outcome
  }

  /// A folder as the docs' commands expect a checkout to be, without the checkout's build.
  static func makeSandbox(binary: URL) throws -> URL {
    let files = FileManager.default
    let sandbox = CLI.temporaryDirectory()
    for folder in ["bin", "scripts", ".build/release", ".build-cli/release"] {
      try files.createDirectory(
        at: sandbox.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for link in [
      "bin/fmtcorpus", "scripts/fmtcorpus", ".build/release/fmtcorpus",
      ".build-cli/release/fmtcorpus",
    ] {
      try files.createSymbolicLink(
        at: sandbox.appendingPathComponent(link), withDestinationURL: binary)
    }
    let root = TestSupport.packageRoot
    for name in ["corpus", ".gitattributes", ".gitignore"] {
      try files.copyItem(
        at: root.appendingPathComponent(name), to: sandbox.appendingPathComponent(name))
    }
    let git = try CLI.run(
      ["init", "-q", sandbox.path], executable: URL(fileURLWithPath: "/usr/bin/git"))
    guard git.status == 0 else { throw ReadError(line: 0, "git init: \(git.stderr)") }
    return sandbox
  }
}
