/// The YAML a plan file is written in, read without Foundation.
///
/// A YAML library for Swift (Yams) imports Foundation, and Foundation on Linux brings its own
/// ICU 76 into the process: `fmtcorpus` renders with ICU 72 and must never map the other
/// (`EngineIsolationTests`). So the plan file is read by this reader of the part of YAML a plan
/// file needs — block mappings and lists by indentation, `[a, b]` lists and `{ k: v }`
/// mappings on one line, plain, single- and double-quoted values, `#` comments, one document —
/// with the line and column of every node. What a plan file never needs is refused by name
/// rather than misread: anchors and aliases, tags, block scalars (`|`, `>`), a value or list
/// continued on the next line, a second document, tabs in indentation.
public enum PlanYAML {
  /// Where a node starts: 1-based line and column (in Unicode scalars).
  public struct Mark: Sendable, Equatable {
    public let line: Int
    public let column: Int
  }

  /// A node: a value (every value is text, read later by its flag's parser), a mapping in the
  /// file's order, or a list.
  public indirect enum Node: Sendable {
    case scalar(String, Mark)
    case mapping([(key: Node, value: Node)], Mark)
    case sequence([Node], Mark)

    public var mark: Mark {
      switch self {
      case .scalar(_, let mark), .mapping(_, let mark), .sequence(_, let mark): mark
      }
    }
  }

  /// Why the text is not a plan file's YAML, and where.
  public struct Failure: Error, Sendable, Equatable {
    public let mark: Mark
    public let reason: String
  }

  /// Nesting deeper than this is refused, so no input can exhaust the stack.
  public static let maximumDepth = 64

  /// The document's root, or nil for a file of blank lines and comments.
  public static func compose(_ text: String) throws(Failure) -> Node? {
    var parser = Parser(text)
    return try parser.document()
  }
}

extension PlanYAML {
  /// One line's scalars and its indentation (leading spaces).
  fileprivate struct Line {
    let number: Int
    let scalars: [Unicode.Scalar]
    let indent: Int

    /// Blank, or a comment alone.
    var isBlank: Bool { indent == scalars.count || scalars[indent] == "#" }

    /// `- item` or a lone `-`.
    var isItem: Bool {
      scalars[indent] == "-" && (indent + 1 == scalars.count || scalars[indent + 1] == " ")
    }
  }

  /// A position in one line.
  fileprivate struct Cursor {
    let line: Line
    var position: Int

    var mark: Mark { Mark(line: line.number, column: position + 1) }
    var peek: Unicode.Scalar? { position < line.scalars.count ? line.scalars[position] : nil }
    func peek(_ offset: Int) -> Unicode.Scalar? {
      position + offset < line.scalars.count ? line.scalars[position + offset] : nil
    }
    mutating func skipSpaces() { while peek == " " { position += 1 } }
    /// The rest of the line is empty or a comment (`#` after a space, or at the start).
    var atEnd: Bool {
      guard let scalar = peek else { return true }
      return scalar == "#" && (position == 0 || line.scalars[position - 1] == " ")
    }
  }

  fileprivate struct Parser {
    var lines: [Line] = []
    var index = 0

    init(_ text: String) {
      var number = 0
      for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
        number += 1
        var scalars = Array(raw.unicodeScalars)
        if scalars.last == "\r" { scalars.removeLast() }
        let indent = scalars.firstIndex { $0 != " " } ?? scalars.count
        lines.append(Line(number: number, scalars: scalars, indent: indent))
      }
    }

    func fail(_ mark: Mark, _ reason: String) -> Failure { Failure(mark: mark, reason: reason) }

    /// The next line that is not blank (index moved to it), checked for tabs in its indentation.
    mutating func current() throws(Failure) -> Line? {
      while index < lines.count {
        let line = lines[index]
        if line.indent < line.scalars.count, line.scalars[line.indent] == "\t", !line.isBlank {
          throw fail(
            Mark(line: line.number, column: line.indent + 1),
            "a tab indents this line (YAML indents with spaces)")
        }
        if !line.isBlank { return line }
        index += 1
      }
      return nil
    }

    mutating func document() throws(Failure) -> Node? {
      guard var line = try current() else { return nil }
      if Self.isMarker(line, "---") {
        index += 1
        guard let next = try current() else { return nil }
        line = next
      }
      guard line.indent == 0 else {
        throw fail(
          Mark(line: line.number, column: line.indent + 1),
          "the plan file's first line is indented (expected its keys at column 1)")
      }
      let root = try block(indent: 0, depth: 1)
      if let rest = try current() {
        let mark = Mark(line: rest.number, column: rest.indent + 1)
        if Self.isMarker(rest, "---") || Self.isMarker(rest, "...") {
          throw fail(mark, "a second YAML document (a plan file is one)")
        }
        throw fail(mark, "this line is indented less than the block it ends")
      }
      return root
    }

    /// `---` or `...` alone at column 1 (a comment may follow).
    static func isMarker(_ line: Line, _ marker: String) -> Bool {
      let text = String(String.UnicodeScalarView(line.scalars))
      return line.indent == 0
        && (text == marker || text.hasPrefix(marker + " "))
    }

    /// The block that starts at the current line, indented by `indent`.
    mutating func block(indent: Int, depth: Int) throws(Failure) -> Node {
      let line = try current()!
      guard depth <= PlanYAML.maximumDepth else {
        throw fail(
          Mark(line: line.number, column: indent + 1),
          "nested more than \(PlanYAML.maximumDepth) levels deep")
      }
      return line.isItem
        ? try sequence(indent: indent, depth: depth) : try mapping(indent: indent, depth: depth)
    }

    /// A value given on the lines after its key or dash: a deeper block, a list at the key's own
    /// indentation (`key:` then `- item`, as YAML allows), or nothing (an empty value).
    mutating func valueBelow(_ indent: Int, after mark: Mark, depth: Int, keyed: Bool)
      throws(Failure) -> Node
    {
      if let next = try current() {
        if next.indent > indent { return try block(indent: next.indent, depth: depth) }
        if keyed, next.indent == indent, next.isItem {
          return try sequence(indent: indent, depth: depth)
        }
      }
      return .scalar("", mark)
    }

    mutating func mapping(indent: Int, depth: Int) throws(Failure) -> Node {
      let start = try current()!
      var entries: [(key: Node, value: Node)] = []
      var seen: Set<String> = []
      while let line = try current(), line.indent == indent, !line.isItem,
        !Self.isMarker(line, "---"), !Self.isMarker(line, "...")
      {
        var cursor = Cursor(line: line, position: indent)
        let keyMark = cursor.mark
        let key = try inline(&cursor, depth: depth, flow: false, key: true)
        guard case .scalar(let name, _) = key else {
          throw fail(keyMark, "a key is a list or a mapping (expected a name)")
        }
        guard cursor.peek == ":" else {
          throw fail(
            cursor.mark,
            cursor.atEnd
              ? "'\(name)' has no ':' (expected 'key: value')" : "unexpected text in a key")
        }
        guard seen.insert(name).inserted else {
          throw fail(keyMark, "duplicate key '\(name)' (each key once)")
        }
        cursor.position += 1
        let afterColon = cursor.mark
        cursor.skipSpaces()
        let value: Node
        if cursor.atEnd {
          index += 1
          value = try valueBelow(indent, after: afterColon, depth: depth + 1, keyed: true)
        } else {
          value = try inline(&cursor, depth: depth + 1, flow: false, key: false)
          try finish(&cursor)
        }
        entries.append((key, value))
      }
      try refuseDeeper(than: indent)
      return .mapping(entries, Mark(line: start.number, column: indent + 1))
    }

    mutating func sequence(indent: Int, depth: Int) throws(Failure) -> Node {
      let start = try current()!
      var items: [Node] = []
      while let line = try current(), line.indent == indent, line.isItem {
        var cursor = Cursor(line: line, position: indent + 1)
        let afterDash = cursor.mark
        cursor.skipSpaces()
        if cursor.atEnd {
          index += 1
          items.append(try valueBelow(indent, after: afterDash, depth: depth + 1, keyed: false))
        } else {
          items.append(try inline(&cursor, depth: depth + 1, flow: false, key: false))
          if cursor.peek == ":" {
            throw fail(
              cursor.mark, "a mapping in a list item is not read here (write it as { key: value })")
          }
          try finish(&cursor)
        }
      }
      try refuseDeeper(than: indent)
      return .sequence(items, Mark(line: start.number, column: indent + 1))
    }

    /// The rest of a value's line is empty or a comment; then the next line.
    mutating func finish(_ cursor: inout Cursor) throws(Failure) {
      cursor.skipSpaces()
      guard cursor.atEnd else {
        throw fail(
          cursor.mark,
          cursor.peek == ":"
            ? "a second ':' on the line (quote a value that holds ': ')"
            : "unexpected text after the value")
      }
      index += 1
    }

    /// A line deeper than the block it would belong to is a mistake, not a continuation.
    mutating func refuseDeeper(than indent: Int) throws(Failure) {
      if let line = try current(), line.indent > indent {
        throw fail(
          Mark(line: line.number, column: line.indent + 1),
          "unexpected indentation (a value continued on the next line is not read: keep it on one line)"
        )
      }
    }

    /// A value on one line: a `[ ]` list, a `{ }` mapping, a quoted or a plain value.
    mutating func inline(_ cursor: inout Cursor, depth: Int, flow: Bool, key: Bool)
      throws(Failure) -> Node
    {
      let mark = cursor.mark
      guard depth <= PlanYAML.maximumDepth else {
        throw fail(mark, "nested more than \(PlanYAML.maximumDepth) levels deep")
      }
      switch cursor.peek {
      case "[" where !key: return try flowSequence(&cursor, depth: depth)
      case "{" where !key: return try flowMapping(&cursor, depth: depth)
      case "\"": return .scalar(try doubleQuoted(&cursor), mark)
      case "'": return .scalar(try singleQuoted(&cursor), mark)
      case "&", "*": throw fail(mark, "anchors and aliases (& and *) are not read in a plan file")
      case "!": throw fail(mark, "tags (!) are not read in a plan file")
      case "|", ">":
        throw fail(mark, "block values (| and >) are not read: keep the value on one line")
      case "%", "@", "`":
        throw fail(mark, "a value cannot start with '\(cursor.peek!)' (quote it)")
      case "[", "{":
        throw fail(mark, "a key is a list or a mapping (expected a name)")
      default: return .scalar(plain(&cursor, flow: flow), mark)
      }
    }

    /// A plain value: up to a comment, a `: ` (a key's end), and in `[ ]`/`{ }` a `,` or a
    /// closing bracket; trailing spaces are not part of it.
    func plain(_ cursor: inout Cursor, flow: Bool) -> String {
      var text = String.UnicodeScalarView()
      while let scalar = cursor.peek, !cursor.atEnd {
        if scalar == ":" {
          let next = cursor.peek(1)
          if next == nil || next == " " || (flow && (next == "," || next == "}" || next == "]")) {
            break
          }
        }
        if flow && (scalar == "," || scalar == "]" || scalar == "}" || scalar == "[" || scalar == "{") {
          break
        }
        text.append(scalar)
        cursor.position += 1
      }
      while text.last == " " { text.removeLast() }
      return String(text)
    }

    mutating func flowSequence(_ cursor: inout Cursor, depth: Int) throws(Failure) -> Node {
      let mark = cursor.mark
      cursor.position += 1
      var items: [Node] = []
      while true {
        cursor.skipSpaces()
        if cursor.peek == "]", items.isEmpty {
          cursor.position += 1
          break
        }
        guard !cursor.atEnd else {
          throw fail(cursor.mark, "a [ list must close on its line")
        }
        items.append(try inline(&cursor, depth: depth + 1, flow: true, key: false))
        cursor.skipSpaces()
        switch cursor.peek {
        case ",": cursor.position += 1
        case "]":
          cursor.position += 1
          return .sequence(items, mark)
        default:
          throw fail(
            cursor.mark,
            cursor.atEnd ? "a [ list must close on its line" : "expected ',' or ']' in a [ list")
        }
      }
      return .sequence(items, mark)
    }

    mutating func flowMapping(_ cursor: inout Cursor, depth: Int) throws(Failure) -> Node {
      let mark = cursor.mark
      cursor.position += 1
      var entries: [(key: Node, value: Node)] = []
      var seen: Set<String> = []
      while true {
        cursor.skipSpaces()
        if cursor.peek == "}", entries.isEmpty {
          cursor.position += 1
          break
        }
        guard !cursor.atEnd else {
          throw fail(cursor.mark, "a { mapping must close on its line")
        }
        let keyMark = cursor.mark
        let key = try inline(&cursor, depth: depth + 1, flow: true, key: true)
        guard case .scalar(let name, _) = key else {
          throw fail(keyMark, "a key is a list or a mapping (expected a name)")
        }
        cursor.skipSpaces()
        guard cursor.peek == ":" else {
          throw fail(cursor.mark, "'\(name)' has no ':' (expected { key: value })")
        }
        guard seen.insert(name).inserted else {
          throw fail(keyMark, "duplicate key '\(name)' (each key once)")
        }
        cursor.position += 1
        cursor.skipSpaces()
        let value: Node
        if cursor.peek == "," || cursor.peek == "}" {
          value = .scalar("", cursor.mark)
        } else {
          guard !cursor.atEnd else { throw fail(cursor.mark, "a { mapping must close on its line") }
          value = try inline(&cursor, depth: depth + 1, flow: true, key: false)
        }
        entries.append((key, value))
        cursor.skipSpaces()
        switch cursor.peek {
        case ",": cursor.position += 1
        case "}":
          cursor.position += 1
          return .mapping(entries, mark)
        default:
          throw fail(
            cursor.mark,
            cursor.atEnd
              ? "a { mapping must close on its line" : "expected ',' or '}' in a { mapping")
        }
      }
      return .mapping(entries, mark)
    }

    /// `'…'`, where `''` is one quote; closed on its line.
    func singleQuoted(_ cursor: inout Cursor) throws(Failure) -> String {
      let mark = cursor.mark
      cursor.position += 1
      var text = String.UnicodeScalarView()
      while let scalar = cursor.peek {
        cursor.position += 1
        if scalar == "'" {
          guard cursor.peek == "'" else { return String(text) }
          cursor.position += 1
        }
        text.append(scalar)
      }
      throw fail(mark, "a quoted value must close on its line")
    }

    /// `"…"` with YAML's escapes; closed on its line.
    func doubleQuoted(_ cursor: inout Cursor) throws(Failure) -> String {
      let mark = cursor.mark
      cursor.position += 1
      var text = String.UnicodeScalarView()
      while let scalar = cursor.peek {
        cursor.position += 1
        switch scalar {
        case "\"": return String(text)
        case "\\":
          let escapeMark = Cursor(line: cursor.line, position: cursor.position - 1).mark
          guard let code = cursor.peek else { break }
          cursor.position += 1
          let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "0": "\u{0}", "a": "\u{7}", "b": "\u{8}", "t": "\t", "\t": "\t", "n": "\n",
            "v": "\u{B}", "f": "\u{C}", "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/",
            "\\": "\\", "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
          ]
          if let escaped = simple[code] {
            text.append(escaped)
            continue
          }
          let digits = code == "x" ? 2 : code == "u" ? 4 : code == "U" ? 8 : 0
          guard digits > 0 else {
            throw fail(escapeMark, "unknown escape '\\\(code)' in a quoted value")
          }
          var value: UInt32 = 0
          for _ in 0..<digits {
            guard let digit = cursor.peek, let hex = UInt32(String(digit), radix: 16) else {
              throw fail(escapeMark, "'\\\(code)' needs \(digits) hexadecimal digits")
            }
            value = value << 4 | hex
            cursor.position += 1
          }
          guard let escaped = Unicode.Scalar(value) else {
            throw fail(escapeMark, "'\\\(code)' names no Unicode scalar")
          }
          text.append(escaped)
        default: text.append(scalar)
        }
      }
      throw fail(mark, "a quoted value must close on its line")
    }
  }
}
