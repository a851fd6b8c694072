/// Writes golden JSON bytes as the values come, in the layout ``GoldenJSON`` describes (two-space
/// indents, one member per line, inline containers on one line, raw UTF-8), and counts the entry
/// lines on the way.
///
/// This is where the layout is decided: ``GoldenJSON/rendered()`` writes its tree through it, and
/// ``GoldenEncoding`` writes a locale's file through it without building a tree. A locale file
/// has about 600 entries; building, sorting, rendering and freeing its tree cost a third of a
/// `generate`.
///
/// The caller writes an object's keys in byte order (``GoldenWriter/sortedKeys(_:)`` sorts a
/// dictionary's); debug builds check it.
public struct GoldenWriter {
  public private(set) var bytes: [UInt8] = []
  /// Lines that hold an entry so far: scalars and inline values outside other inline values.
  public private(set) var entries = 0
  /// The open containers, innermost last: whether each is an array, and its members so far.
  private var open: [(isArray: Bool, members: Int)] = []
  private var indent = 0
  private var inlineDepth = 0
  /// Set by ``inline(_:)`` in an array: the item's separator is written, its value follows.
  private var itemBegun = false
  #if DEBUG
    private var lastKeys: [String?] = []
  #endif

  public init(capacity: Int = 1 << 16) {
    bytes.reserveCapacity(capacity)
    open.reserveCapacity(16)
  }

  /// The bytes of the file: the value written, then a final newline.
  ///
  /// - Parameter capacity: the bytes to reserve up front (a guess; the buffer grows past it).
  public static func file(
    capacity: Int = 1 << 16, _ write: (inout GoldenWriter) -> Void
  ) -> (bytes: [UInt8], entries: Int) {
    var writer = GoldenWriter(capacity: capacity)
    write(&writer)
    precondition(writer.open.isEmpty, "a container was left open")
    writer.bytes.append(UInt8(ascii: "\n"))
    return (writer.bytes, writer.entries)
  }

  /// A dictionary's keys in the order golden files list them: byte order of their UTF-8.
  public static func sortedKeys<Value>(_ dictionary: [String: Value]) -> [String] {
    dictionary.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  // MARK: Values

  public mutating func string(_ text: String) {
    beginValue()
    GoldenJSON.writeString(text, into: &bytes)
  }

  public mutating func int(_ value: Int) {
    beginValue()
    bytes.append(contentsOf: String(value).utf8)
  }

  public mutating func bool(_ value: Bool) {
    beginValue()
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// The next member of the open object: its key. Its value follows.
  public mutating func key(_ key: String) {
    precondition(open.last?.isArray == false, "a key outside an object")
    #if DEBUG
      if let last = lastKeys[lastKeys.count - 1] {
        assert(last.utf8.lexicographicallyPrecedes(key.utf8), "key '\(key)' after '\(last)'")
      }
      lastKeys[lastKeys.count - 1] = key
    #endif
    beginMember()
    GoldenJSON.writeString(key, into: &bytes)
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: " "))
  }

  /// `key` and a string value.
  public mutating func member(_ key: String, _ text: String) {
    self.key(key)
    GoldenJSON.writeString(text, into: &bytes)
    if inlineDepth == 0 { entries += 1 }
  }

  /// `key` and an integer value.
  public mutating func member(_ key: String, _ value: Int) {
    self.key(key)
    bytes.append(contentsOf: String(value).utf8)
    if inlineDepth == 0 { entries += 1 }
  }

  /// `key` and a Boolean value.
  public mutating func member(_ key: String, _ value: Bool) {
    self.key(key)
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
    if inlineDepth == 0 { entries += 1 }
  }

  // MARK: Containers

  /// An object whose members `body` writes (``key(_:)`` then a value, keys in byte order).
  public mutating func object(_ body: (inout GoldenWriter) -> Void) {
    openContainer(UInt8(ascii: "{"), isArray: false)
    body(&self)
    closeContainer(UInt8(ascii: "}"))
  }

  /// An array whose items `body` writes.
  public mutating func array(_ body: (inout GoldenWriter) -> Void) {
    openContainer(UInt8(ascii: "["), isArray: true)
    body(&self)
    closeContainer(UInt8(ascii: "]"))
  }

  /// An array of strings.
  public mutating func array(_ strings: [String]) {
    array { writer in for text in strings { writer.string(text) } }
  }

  /// What `body` writes, on one line: one entry.
  public mutating func inline(_ body: (inout GoldenWriter) -> Void) {
    if open.last?.isArray == true && !itemBegun {
      beginMember()
      itemBegun = true
    }
    if inlineDepth == 0 { entries += 1 }
    inlineDepth += 1
    body(&self)
    inlineDepth -= 1
  }

  // MARK: Layout

  /// Before a value: a new item when the open container is an array; counted when not inline.
  private mutating func beginValue() {
    if itemBegun {
      itemBegun = false
    } else if open.last?.isArray == true {
      beginMember()
    }
    if inlineDepth == 0 { entries += 1 }
  }

  private mutating func openContainer(_ opening: UInt8, isArray: Bool) {
    if itemBegun {
      itemBegun = false
    } else if open.last?.isArray == true {
      beginMember()
    }
    bytes.append(opening)
    open.append((isArray, 0))
    #if DEBUG
      lastKeys.append(nil)
    #endif
    if inlineDepth == 0 { indent += 2 }
  }

  private mutating func closeContainer(_ closing: UInt8) {
    let members = open.removeLast().members
    #if DEBUG
      lastKeys.removeLast()
    #endif
    if inlineDepth == 0 {
      indent -= 2
      if members > 0 { newline() }
    }
    bytes.append(closing)
  }

  /// The separator before a member: `, ` on one line, or `,` and a new indented line.
  private mutating func beginMember() {
    let index = open.count - 1
    let members = open[index].members
    open[index].members = members + 1
    if inlineDepth > 0 {
      if members > 0 {
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: " "))
      }
    } else {
      if members > 0 { bytes.append(UInt8(ascii: ",")) }
      newline()
    }
  }

  private mutating func newline() {
    bytes.append(UInt8(ascii: "\n"))
    for _ in 0..<indent { bytes.append(UInt8(ascii: " ")) }
  }
}
