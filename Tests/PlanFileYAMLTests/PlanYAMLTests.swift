import PlanFileYAML
import Testing

/// The plan file's YAML reader: the part of YAML a plan file needs, each node with its line and
/// column, and what it never needs refused by name.
@Suite struct PlanYAMLTests {
  /// The node tree as text: `{k: v}`, `[a]`, values quoted, each with `@line:column`.
  static func shape(_ node: PlanYAML.Node?) -> String {
    guard let node else { return "nil" }
    let at = "@\(node.mark.line):\(node.mark.column)"
    switch node {
    case .scalar(let text, _): return "'\(text)'\(at)"
    case .sequence(let items, _): return "[" + items.map { shape($0) }.joined(separator: ", ") + "]\(at)"
    case .mapping(let entries, _):
      return "{" + entries.map { "\(shape($0.key)): \(shape($0.value))" }.joined(separator: ", ")
        + "}\(at)"
    }
  }

  static func read(_ text: String) throws -> String { shape(try PlanYAML.compose(text)) }

  @Test func blocksFlowsAndComments() throws {
    let text = """
      # a team's plan
      ---
      corpus: fmtcorpus   # relative to this file
      locales:
        - en_US
        - "de"
      zones:
      - UTC
      formats:
        day: { template: "EEEE, MMMM d", note: 'it''s' }
        stamp:
          pattern: yyyy-MM-dd'T'HH:mm:ssZ
      empty:
      list: [a, 'b, c' ,d]

      """
    #expect(
      try Self.read(text)
        == "{'corpus'@3:1: 'fmtcorpus'@3:9, 'locales'@4:1: ['en_US'@5:5, 'de'@6:5]@5:3, "
        + "'zones'@7:1: ['UTC'@8:3]@8:1, 'formats'@9:1: {'day'@10:3: {'template'@10:10: "
        + "'EEEE, MMMM d'@10:20, 'note'@10:36: 'it's'@10:42}@10:8, 'stamp'@11:3: {'pattern'@12:5: "
        + "'yyyy-MM-dd'T'HH:mm:ssZ'@12:14}@12:5}@10:3, 'empty'@13:1: ''@13:7, 'list'@14:1: "
        + "['a'@14:8, 'b, c'@14:11, 'd'@14:19]@14:7}@3:1")
  }

  /// Values stay text, whatever YAML would resolve them to: no booleans, numbers or nulls.
  @Test func valuesAreText() throws {
    #expect(try Self.read("a: [no, ~, 1.0, null]\n") == "{'a'@1:1: ['no'@1:5, '~'@1:9, '1.0'@1:12, 'null'@1:17]@1:4}@1:1")
    #expect(try Self.read("a: 2010-01-27T18:00:00Z\n") == "{'a'@1:1: '2010-01-27T18:00:00Z'@1:4}@1:1")
    #expect(try Self.read("a: x#y\n") == "{'a'@1:1: 'x#y'@1:4}@1:1")
  }

  @Test func doubleQuotedEscapes() throws {
    #expect(
      try Self.read(#"a: "\u202F\x41\t\"\\\/\N\U0001F600""# + "\n")
        == "{'a'@1:1: '\u{202F}A\t\"\\/\u{85}\u{1F600}'@1:4}@1:1")
  }

  @Test(arguments: [
    ("a: &x 1\n", "1:4: anchors and aliases (& and *) are not read in a plan file"),
    ("a: *x\n", "1:4: anchors and aliases (& and *) are not read in a plan file"),
    ("a: !!str 1\n", "1:4: tags (!) are not read in a plan file"),
    ("a: |\n  text\n", "1:4: block values (| and >) are not read: keep the value on one line"),
    ("a: [b,\n  c]\n", "1:7: a [ list must close on its line"),
    ("a: { b: c\n", "1:10: a { mapping must close on its line"),
    ("a: 'b\n", "1:4: a quoted value must close on its line"),
    ("a: \"b\\q\"\n", "1:6: unknown escape '\\q' in a quoted value"),
    ("a: \"\\u12\"\n", "1:5: '\\u' needs 4 hexadecimal digits"),
    ("a: \"\\uD800\"\n", "1:5: '\\u' names no Unicode scalar"),
    ("a: b\n  c: d\n", "2:3: unexpected indentation (a value continued on the next line is not read: keep it on one line)"),
    ("a: b: c\n", "1:5: a second ':' on the line (quote a value that holds ': ')"),
    ("a: b\na: c\n", "2:1: duplicate key 'a' (each key once)"),
    ("a: {b: 1, b: 2}\n", "1:11: duplicate key 'b' (each key once)"),
    ("\ta: b\n", "1:1: a tab indents this line (YAML indents with spaces)"),
    ("  a: b\n", "1:3: the plan file's first line is indented (expected its keys at column 1)"),
    ("a: b\n---\nc: d\n", "2:1: a second YAML document (a plan file is one)"),
    ("a\n", "1:2: 'a' has no ':' (expected 'key: value')"),
    ("a:\n  - b: c\n", "2:6: a mapping in a list item is not read here (write it as { key: value })"),
    ("a: [b c d\n", "1:10: a [ list must close on its line"),
    ("a: [b] x\n", "1:8: unexpected text after the value"),
    ("[a]: b\n", "1:1: a key is a list or a mapping (expected a name)"),
    ("a: @b\n", "1:4: a value cannot start with '@' (quote it)"),
  ])
  func refusesByName(_ text: String, _ message: String) {
    do {
      _ = try PlanYAML.compose(text)
      Issue.record("no refusal for \(text)")
    } catch {
      #expect("\(error.mark.line):\(error.mark.column): \(error.reason)" == message, "\(text)")
    }
  }

  /// Untrusted input: nesting past the limit is refused, not recursed into.
  @Test func deepNestingIsRefused() {
    let deep = "a: " + String(repeating: "[", count: 200) + "\n"
    do {
      _ = try PlanYAML.compose(deep)
      Issue.record("no refusal")
    } catch {
      #expect(error.reason == "nested more than 64 levels deep")
    }
    var blocks = ""
    for level in 0..<100 { blocks += String(repeating: " ", count: level) + "k:\n" }
    do {
      _ = try PlanYAML.compose(blocks)
      Issue.record("no refusal")
    } catch {
      #expect(error.reason == "nested more than 64 levels deep")
    }
  }

  @Test func blankFilesHaveNoRoot() throws {
    #expect(try PlanYAML.compose("") == nil)
    #expect(try PlanYAML.compose("# only\n\n   \n") == nil)
    #expect(try PlanYAML.compose("---\n# only\n") == nil)
  }
}
