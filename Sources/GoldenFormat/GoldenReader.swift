import CorpusModel

/// A parsed golden file: JSON with the line each value starts and ends on.
///
/// A container that starts and ends on one line was written `inline` and is one entry; the
/// reader keeps that, so a parsed file renders back to the same bytes.
public indirect enum GoldenNode: Hashable, Sendable {
  case string(String, line: Int)
  /// Numbers, booleans and null, kept as written.
  case literal(String, line: Int)
  case array([GoldenNode], line: Int, endLine: Int)
  case object([(key: String, value: GoldenNode)], line: Int, endLine: Int)

  public var line: Int {
    switch self {
    case .string(_, let line), .literal(_, let line), .array(_, let line, _),
      .object(_, let line, _):
      line
    }
  }

  public static func == (lhs: GoldenNode, rhs: GoldenNode) -> Bool {
    lhs.golden == rhs.golden
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(golden) }

  /// Back to a layout: single-line containers stay inline.
  public var golden: GoldenJSON {
    switch self {
    case .string(let text, _): return .string(text)
    case .literal(let text, _):
      if text == "true" || text == "false" { return .bool(text == "true") }
      return Int(text).map { .int($0) } ?? .string(text)
    case .array(let items, let line, let endLine):
      let value = GoldenJSON.array(items.map(\.golden))
      return line == endLine && !items.isEmpty ? .inline(value) : value
    case .object(let members, let line, let endLine):
      var object: [String: GoldenJSON] = [:]
      for member in members { object[member.key] = member.value.golden }
      let value = GoldenJSON.object(object)
      return line == endLine && !members.isEmpty ? .inline(value) : value
    }
  }

  /// What `golden.entryCount` is, without building `golden`: a single-line container is one
  /// entry, another container the sum of its members.
  public var entryCount: Int {
    switch self {
    case .string, .literal: return 1
    case .array(let items, let line, let endLine):
      return line == endLine && !items.isEmpty ? 1 : items.reduce(0) { $0 + $1.entryCount }
    case .object(let members, let line, let endLine):
      return line == endLine && !members.isEmpty
        ? 1 : members.reduce(0) { $0 + $1.value.entryCount }
    }
  }

  /// A member of an object by key.
  public subscript(key: String) -> GoldenNode? {
    guard case .object(let members, _, _) = self else { return nil }
    return members.first { $0.key == key }?.value
  }
}

/// Reads golden JSON, naming file and line for anything it cannot read.
///
/// A corpus folder is untrusted input (it arrives in pull requests), so the reader is strict
/// where JSON parsers are usually lenient: nesting is bounded (``maximumDepth``: the reader
/// recurses once per level, and 25,000 `[` must be an error, not a stack overflow), so is the
/// number of values (``maximumValues``: memory), a key may
/// appear once per object (a second record of one file would otherwise win silently), numbers
/// follow JSON's grammar (`nan`, `0x1p3`, `01` are not numbers), and strings are UTF-8.
public struct GoldenReader {
  /// Golden files nest 8 levels at most; 64 leaves room for new artifacts.
  public static let maximumDepth = 64

  /// Golden files hold a few thousand values; a file of a million is not one, and reading
  /// more would cost a CI machine gigabytes (a 60 MiB file of `1,` is 30 million nodes).
  public static let maximumValues = 1_000_000

  private let bytes: [UInt8]
  private let file: String
  private var position = 0
  private var line = 1
  private var depth = 0
  private var values = 0
  private var valueLimit = GoldenReader.maximumValues

  /// Parses a whole file.
  ///
  /// - Throws: `StoreError.corrupt` with `file:line` and what was expected.
  ///
  /// - Parameter maximumValues: the bound on values; a shard's JSON report, which lists every
  ///   change of its slice, is read with a larger one than a golden file.
  public static func parse(
    _ bytes: [UInt8], file: String, maximumValues: Int = GoldenReader.maximumValues
  ) throws(StoreError) -> GoldenNode {
    try checkConflictMarkers(bytes, file: file)
    var reader = GoldenReader(bytes: bytes, file: file)
    reader.valueLimit = maximumValues
    reader.skipSpace()
    let node = try reader.value()
    reader.skipSpace()
    guard reader.position == bytes.count else {
      throw reader.failure("text after the end of the document")
    }
    return node
  }

  private init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  /// Git's merge markers get a message of their own: they are the commonest corruption.
  /// `|||||||` opens the common ancestor's side in diff3 and zdiff3 conflicts.
  private static func checkConflictMarkers(_ bytes: [UInt8], file: String) throws(StoreError) {
    var line = 1
    var lineStart = true
    for index in bytes.indices {
      if lineStart,
        bytes[index] == UInt8(ascii: "<") || bytes[index] == UInt8(ascii: ">")
          || bytes[index] == UInt8(ascii: "=") || bytes[index] == UInt8(ascii: "|")
      {
        let marker = bytes[index]
        let end = min(bytes.count, index + 7)
        if end - index == 7, bytes[index..<end].allSatisfy({ $0 == marker }) {
          throw StoreError.corrupt(
            file: file, line: line,
            reason:
              "git merge-conflict marker '\(String(repeating: Character(Unicode.Scalar(marker)), count: 7))'; resolve the merge, or take one side and run '\(SuggestedCommand.fmtcorpus("check", "--corpus", SuggestedCommand.folder(of: file)))'"
          )
        }
      }
      lineStart = bytes[index] == UInt8(ascii: "\n")
      if lineStart { line += 1 }
    }
  }

  private func failure(_ reason: String) -> StoreError {
    StoreError.corrupt(file: file, line: line, reason: reason)
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
      if byte == 0x0A { line += 1 }
      position += 1
    }
  }

  private func describe(_ byte: UInt8?) -> String {
    guard let byte else { return "the end of the file (truncated?)" }
    return byte >= 0x20 && byte < 0x7F
      ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws(StoreError) {
    guard current == byte else { throw failure("expected \(what), found \(describe(current))") }
    position += 1
  }

  private mutating func value() throws(StoreError) -> GoldenNode {
    values += 1
    guard values <= valueLimit else {
      throw failure("more than \(valueLimit) values (golden files hold a few thousand)")
    }
    switch current {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string(), line: line)
    case let byte?
    where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "t")
      || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "n"):
      let start = position
      while let next = current,
        next == UInt8(ascii: "-") || next == UInt8(ascii: "+") || next == UInt8(ascii: ".")
          || (next >= 0x30 && next <= 0x39) || (next >= 0x61 && next <= 0x7A)
          || next == UInt8(ascii: "E")
      {
        position += 1
      }
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      let valid =
        text == "true" || text == "false" || text == "null"
        || Self.isNumber(bytes[start..<position])
      guard valid else { throw failure("'\(Self.shown(text))' is not a JSON value") }
      return .literal(text, line: line)
    default:
      throw failure("expected a value, found \(describe(current))")
    }
  }

  /// Enters a container, refusing nesting deeper than ``maximumDepth``.
  private mutating func enter() throws(StoreError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure(
        "nesting deeper than \(Self.maximumDepth) levels (golden files nest at most 8)")
    }
  }

  /// JSON's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  static func isNumber(_ text: ArraySlice<UInt8>) -> Bool {
    var index = text.startIndex
    func digits() -> Int {
      let start = index
      while index < text.endIndex, text[index] >= 0x30, text[index] <= 0x39 { index += 1 }
      return index - start
    }
    if index < text.endIndex, text[index] == UInt8(ascii: "-") { index += 1 }
    guard index < text.endIndex else { return false }
    if text[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return false
    }
    if index < text.endIndex, text[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < text.endIndex, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
      index += 1
      if index < text.endIndex, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { return false }
    }
    return index == text.endIndex
  }

  /// A value echoed in a message: control characters escaped, at most 40 characters.
  static func shown(_ text: String) -> String {
    let short = text.count > 40 ? String(text.prefix(40)) + "…" : text
    return MessageText.escaped(short)
  }

  private mutating func object() throws(StoreError) -> GoldenNode {
    let startLine = line
    position += 1
    try enter()
    defer { depth -= 1 }
    var seen: [String: Int] = [:]
    var members: [(key: String, value: GoldenNode)] = []
    skipSpace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object([], line: startLine, endLine: line)
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\"") else {
        throw failure("expected a key in quotes, found \(describe(current))")
      }
      let keyLine = line
      let key = try string()
      if let first = seen[key] {
        line = keyLine
        throw failure(
          "duplicate key \"\(Self.shown(key))\" (first on line \(first)); a key appears once per object"
        )
      }
      seen[key] = keyLine
      skipSpace()
      try expect(UInt8(ascii: ":"), "':' after key \"\(Self.shown(key))\"")
      skipSpace()
      members.append((key, try value()))
      skipSpace()
      if current == UInt8(ascii: ",") {
        position += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "',' or '}'")
      return .object(members, line: startLine, endLine: line)
    }
  }

  private mutating func array() throws(StoreError) -> GoldenNode {
    let startLine = line
    position += 1
    try enter()
    defer { depth -= 1 }
    var items: [GoldenNode] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .array([], line: startLine, endLine: line)
    }
    while true {
      skipSpace()
      items.append(try value())
      skipSpace()
      if current == UInt8(ascii: ",") {
        position += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "',' or ']'")
      return .array(items, line: startLine, endLine: line)
    }
  }

  private mutating func string() throws(StoreError) -> String {
    position += 1
    let start = position
    var plain = true
    while let byte = current, byte != UInt8(ascii: "\"") {
      if byte == UInt8(ascii: "\\") {
        plain = false
        position += 2
        continue
      }
      if byte < 0x20 { throw failure("unescaped control character in a string") }
      position += 1
    }
    guard current == UInt8(ascii: "\"") else {
      throw failure("a string runs to the end of the file (truncated?)")
    }
    let raw = bytes[start..<position]
    position += 1
    if plain { return try utf8(raw) }
    return try unescape(raw)
  }

  /// The bytes as text, refusing what is not UTF-8: repairing it (U+FFFD) would report a
  /// damaged file as drift.
  private func utf8(_ bytes: some Collection<UInt8>) throws(StoreError) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
    let byte = bytes.dropFirst(offset).first.map { "0x" + String($0, radix: 16) } ?? "?"
    throw failure("a string is not valid UTF-8 (byte \(byte)); golden files are UTF-8")
  }

  private func unescape(_ raw: ArraySlice<UInt8>) throws(StoreError) -> String {
    var output: [UInt8] = []
    var units: [UInt16] = []
    func flushUnits() throws(StoreError) {
      if !units.isEmpty {
        guard let text = String(validating: units, as: UTF16.self) else {
          throw failure("a \\u escape is half of a surrogate pair")
        }
        output.append(contentsOf: text.utf8)
        units.removeAll()
      }
    }
    var index = raw.startIndex
    while index < raw.endIndex {
      let byte = raw[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < raw.endIndex else {
        try flushUnits()
        output.append(byte)
        index += 1
        continue
      }
      let escape = raw[index + 1]
      index += 2
      if escape == UInt8(ascii: "u") {
        guard index + 4 <= raw.endIndex,
          let unit = UInt16(String(decoding: raw[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("a malformed \\u escape") }
        units.append(unit)
        index += 4
        continue
      }
      try flushUnits()
      switch escape {
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
      default:
        let what =
          escape > 0x20 && escape < 0x7F
          ? "'\\\(Character(Unicode.Scalar(escape)))'" : "'\\' before \(describe(escape))"
        throw failure(
          "an unknown escape \(what) (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
      }
    }
    try flushUnits()
    return try utf8(output)
  }
}
