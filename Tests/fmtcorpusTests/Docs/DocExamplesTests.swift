import Foundation
import TestSupport
import Testing

/// Every shell example of the docs runs, and prints what the docs show (``DocExamples``).
@Suite(.tags(.icu72)) struct DocExamplesTests {
  /// One document's examples, in a sandbox of its own; skipped blocks are printed with why.
  @Test(arguments: DocExamples.documents())
  func examplesRunAsShown(document: String) throws {
    let text = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent(document), encoding: .utf8)
    let outcome = try DocExamples.run(text, name: document)
    for skipped in outcome.skipped { print("doc example not run: \(skipped)") }
    print("doc examples: \(document): \(outcome.run) run, \(outcome.skipped.count) not run")
    #expect(outcome.failures.isEmpty, "\(outcome.failures.joined(separator: "\n\n"))")
  }

  /// The README and the catalog's landing page and articles are all read, and the README's two
  /// commands are among what runs: the first as an example, `scripts/test` skipped (it is the
  /// suite).
  @Test func theDocumentsAndTheReadmesTwoCommands() throws {
    let documents = DocExamples.documents()
    #expect(documents.first == "README.md")
    #expect(documents.contains("Sources/FormatCorpus/FormatCorpus.docc/FormatCorpus.md"))
    #expect(documents.count >= 8, "\(documents)")
    let readme = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let commands = try DocExamples.blocks(readme).flatMap { block in
      block.commands.map { ($0.text, block.skip != nil) }
    }
    #expect(commands.first?.0 == "scripts/fmtcorpus generate --locale zh_TW --out my-corpus")
    #expect(commands.first?.1 == false)
    #expect(commands.contains { $0.0 == "scripts/test" && $0.1 })
  }

  /// The reading: continued lines, comments, `# exit N`, `# → TEXT`, output blocks, skips.
  @Test func readsTheConvention() throws {
    let markdown = """
      Text.

      ```sh
      # a comment line
      echo 'a # not a comment' \\
          "and #this"   # prose
      false   # exit 1
      echo x   # → x
      sh -c 'exit 2'   # exit 2 → …
      ```

      ```output
      a # not a comment and #this
      …
      ```

      <!-- skip: too slow -->
      ```sh
      sleep 999
      ```

        ```sh
        echo indented
        ```
      """
    let blocks = try DocExamples.blocks(markdown)
    #expect(
      blocks == [
        DocExamples.Block(
          line: 3,
          commands: [
            .init(line: 5, text: "echo 'a # not a comment'  \"and #this\""),
            .init(line: 7, text: "false", status: 1),
            .init(line: 8, text: "echo x", output: "x"),
            .init(line: 9, text: "sh -c 'exit 2'", status: 2, output: "…"),
          ], output: "a # not a comment and #this\n…"),
        DocExamples.Block(
          line: 18, commands: [.init(line: 19, text: "sleep 999")], skip: "too slow"),
        DocExamples.Block(line: 22, commands: [.init(line: 23, text: "echo indented")]),
      ])
    #expect(throws: DocExamples.ReadError.self) {
      try DocExamples.blocks("```json\n{}\n```\n\n```output\nx\n```\n")
    }
    #expect(throws: DocExamples.ReadError.self) {
      try DocExamples.blocks("```sh\necho a \\\n```\n")
    }
  }

  /// `…` within a line and as a line; everything else exact.
  @Test func matchesWithEllipses() {
    #expect(DocExamples.matches("wrote 3 files in 0.1 s", "wrote 3 files in … s"))
    #expect(!DocExamples.matches("wrote 4 files in 0.1 s", "wrote 3 files in … s"))
    #expect(DocExamples.matches("a\nb\nc\nd", "a\n…\nd"))
    #expect(DocExamples.matches("a\nd", "a\n…\nd"))
    #expect(!DocExamples.matches("a\nb", "a\n…\nd"))
    #expect(!DocExamples.matches("a\nb", "a"))
    #expect(DocExamples.lineMatches("x-y-z", "x…y…z"))
    #expect(!DocExamples.lineMatches("x-z", "x…y…z"))
    #expect(!DocExamples.lineMatches("ab", "ab…b"))
  }

  /// A run reports what differs — a wrong line, a wrong exit code, a wrong block — and what it
  /// skipped; a right document reports nothing.
  @Test func aRunFailsOnWhatDiffers() throws {
    let right = try DocExamples.run(
      """
      ```sh
      fmtcorpus wheels --locale en_US --calendar gregorian --mode time   # → [ 6 | 53 | PM ]
      fmtcorpus wheels --locale xx_YY   # exit 2
      test -d corpus && test ! -e my-corpus && test -x .build/release/fmtcorpus
      ```

      <!-- skip: not here -->
      ```sh
      false
      ```
      """, name: "right.md")
    #expect(right.failures == [])
    #expect(right.run == 3)
    #expect(right.skipped == ["right.md:9: false — not here"])

    let wrong = try DocExamples.run(
      """
      ```sh
      echo one   # → two
      true   # exit 1
      echo a; echo b >&2
      ```

      ```output
      b
      a
      ```
      """, name: "wrong.md")
    #expect(wrong.run == 3)
    #expect(wrong.failures.count == 3, "\(wrong.failures)")
    #expect(wrong.failures[0].hasPrefix("wrong.md:2: `echo one` printed\none\n"))
    #expect(wrong.failures[1] == "wrong.md:3: `true` exited 0, the doc says 1:\n")
    #expect(wrong.failures[2].hasPrefix("wrong.md:1: the block printed\none\na\nb\n"))
  }

  /// The examples never write the checkout: they run in a sandbox holding a copy of `corpus/`
  /// (its own files, not links to the committed ones).
  @Test func theSandboxHoldsACopyOfTheCorpus() throws {
    let sandbox = try DocExamples.makeSandbox(binary: CLI.binary)
    defer { try? FileManager.default.removeItem(at: sandbox) }
    let copy = sandbox.appendingPathComponent("corpus/en_US.json")
    let committed = CommittedCorpusTests.corpus.appendingPathComponent("en_US.json")
    #expect(try Data(contentsOf: copy) == Data(contentsOf: committed))
    func inode(_ url: URL) throws -> UInt64? {
      try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64
    }
    #expect(try inode(copy) != inode(committed))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: sandbox.appendingPathComponent("scripts/fmtcorpus").path) == CLI.binary.path)
  }
}
