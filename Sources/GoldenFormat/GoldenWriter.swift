import CorpusModel

/// Writes golden JSON bytes as the values come, in the layout ``GoldenJSON`` describes (two-space
/// indents, one member per line, inline containers on one line, raw UTF-8), and counts the entry
/// lines on the way.
///
/// This is where the layout is decided: ``GoldenJSON/rendered()`` writes its tree through it, and
/// ``GoldenEncoding`` writes locale files (pickers, timers and months included) and `fields.json`
/// through it straight from the values, without building a tree. A locale file has about 850
/// entries; building, sorting, rendering and freeing its tree cost a third of a `generate`.
///
/// The bytes go into a buffer of its own, not an `Array`: appending to an array checks that it
/// is uniquely referenced and has room at every byte, and a file is mostly short runs (a key, a
/// separator, an indent). Strings are scanned for what JSON must escape eight bytes at a time, each
/// word stored as it is scanned when it needs no escape, which is nearly always. The writer
/// cannot be copied, so the buffer has one owner.
///
/// The caller writes an object's keys in byte order (``GoldenWriter/sortedKeys(_:)`` sorts a
/// dictionary's); debug builds check it.
public struct GoldenWriter: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  /// Lines that hold an entry so far: scalars and inline values outside other inline values.
  public private(set) var entries = 0
  /// The containers that enclose the innermost open one, outermost first: whether each is an
  /// array and whether it has a member yet. The innermost one is `isArray`/`hasMembers`, so
  /// writing a member touches no array.
  private var enclosing: [(isArray: Bool, hasMembers: Bool)] = []
  private var depth = 0
  private var isArray = false
  private var hasMembers = false
  private var indent = 0
  private var inlineDepth = 0
  /// Set by ``inline(_:)`` in an array: the item's separator is written, its value follows.
  private var itemBegun = false
  #if DEBUG
    private var lastKeys: [String?] = []
  #endif

  public init(capacity: Int = 1 << 16) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
    enclosing.reserveCapacity(16)
  }

  deinit { base.deallocate() }

  /// The bytes of the file: the value written, then a final newline.
  ///
  /// - Parameter capacity: the bytes to reserve up front (a guess; the buffer grows past it).
  public static func file(
    capacity: Int = 1 << 16, _ write: (inout GoldenWriter) -> Void
  ) -> (bytes: [UInt8], entries: Int) {
    var writer = GoldenWriter(capacity: capacity)
    write(&writer)
    writer.endDocument()
    return (writer.finish(), writer.entries)
  }

  /// The bytes written, copied out once.
  private func finish() -> [UInt8] {
    Array(UnsafeBufferPointer(start: base, count: count))
  }

  /// A dictionary's keys in the order golden files list them: byte order of their UTF-8.
  @inlinable
  public static func sortedKeys<Value>(_ dictionary: [String: Value]) -> [String] {
    dictionary.keys.sorted { $0.precedesInBytes($1) }
  }

  /// A dictionary's members in the order golden files list them, each with its value: a writer
  /// that sorted the keys alone looked each one up again, hashing it a second time.
  ///
  /// A value larger than a string (a whole picker) is not moved at every step of the sort,
  /// through its value witnesses: the dictionary's positions are sorted by their keys, and each
  /// member copied once after. A string or anything smaller moves for less than that second
  /// array costs, in the many small objects of strings (Development.md, "Measurements behind
  /// the code").
  @inlinable
  public static func sortedMembers<Value>(_ dictionary: [String: Value]) -> [(
    key: String, value: Value
  )] {
    guard MemoryLayout<Value>.size > MemoryLayout<String>.size else {
      return dictionary.sorted { $0.key.precedesInBytes($1.key) }
    }
    let keys = dictionary.keys
    return keys.indices.sorted { keys[$0].precedesInBytes(keys[$1]) }.map { dictionary[$0] }
  }

  // MARK: Values

  public mutating func string(_ text: String) {
    beginValue()
    quoted(text)
  }

  public mutating func int(_ value: Int) {
    beginValue()
    decimal(value)
  }

  public mutating func bool(_ value: Bool) {
    beginValue()
    literal(value)
  }

  /// `null`, as a value of its own (``nullMember(_:)`` writes one with its key).
  public mutating func null() {
    beginValue()
    reserve(4)
    for byte in "null".utf8 {
      base[count] = byte
      count += 1
    }
  }

  /// The next member of the open object: its key. Its value follows.
  public mutating func key(_ key: String) {
    precondition(depth > 0 && !isArray, "a key outside an object")
    #if DEBUG
      if let last = lastKeys[lastKeys.count - 1] {
        assert(last.utf8.lexicographicallyPrecedes(key.utf8), "key '\(key)' after '\(last)'")
      }
      lastKeys[lastKeys.count - 1] = key
    #endif
    beginMember()
    quoted(key)
    reserve(2)
    base[count] = UInt8(ascii: ":")
    base[count + 1] = UInt8(ascii: " ")
    count += 2
  }

  /// `key` and a string value.
  public mutating func member(_ key: String, _ text: String) {
    self.key(key)
    quoted(text)
    if inlineDepth == 0 { entries += 1 }
  }

  /// `key` and an integer value.
  public mutating func member(_ key: String, _ value: Int) {
    self.key(key)
    decimal(value)
    if inlineDepth == 0 { entries += 1 }
  }

  /// `key` and a Boolean value.
  public mutating func member(_ key: String, _ value: Bool) {
    self.key(key)
    literal(value)
    if inlineDepth == 0 { entries += 1 }
  }

  /// `key` and `null`: an entry the engine has no way to render (the `relative` artifact's
  /// quarters in Foundation).
  public mutating func nullMember(_ key: String) {
    self.key(key)
    reserve(4)
    for byte in "null".utf8 {
      base[count] = byte
      count += 1
    }
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
    openContainer(UInt8(ascii: "["), isArray: true)
    for text in strings {
      beginValue()
      quoted(text)
    }
    closeContainer(UInt8(ascii: "]"))
  }

  /// What `body` writes, on one line: one entry.
  public mutating func inline(_ body: (inout GoldenWriter) -> Void) {
    if depth > 0 && isArray && !itemBegun {
      beginMember()
      itemBegun = true
    }
    if inlineDepth == 0 { entries += 1 }
    inlineDepth += 1
    body(&self)
    inlineDepth -= 1
  }

  // MARK: A document written as it goes

  /// Opens an object whose members follow, up to ``endObject()``: the container of a document
  /// written as it goes, whose members are written between ``drain(_:)`` calls.
  public mutating func beginObject() { openContainer(UInt8(ascii: "{"), isArray: false) }

  public mutating func endObject() { closeContainer(UInt8(ascii: "}")) }

  /// Opens an array whose items follow, up to ``endArray()``.
  public mutating func beginArray() { openContainer(UInt8(ascii: "["), isArray: true) }

  public mutating func endArray() { closeContainer(UInt8(ascii: "]")) }

  /// The bytes written since the writer was made or last drained.
  public var pendingByteCount: Int { count }

  /// Hands the bytes written so far to `sink` and forgets them; open containers stay open.
  ///
  /// A JSON report that lists 300,000 changes is 140 MB: held whole, with the tree it came
  /// from and its copies, it took a gigabyte. Drained every megabyte, the writer holds one.
  /// Every call above writes whole values, so a piece never ends inside a character.
  public mutating func drain<E: Error>(
    _ sink: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) {
    try sink(UnsafeBufferPointer(start: base, count: count))
    count = 0
  }

  /// The final newline, once every container is closed.
  public mutating func endDocument() {
    precondition(depth == 0, "a container was left open")
    put(UInt8(ascii: "\n"))
  }

  // MARK: Layout

  /// Before a value: a new item when the open container is an array; counted when not inline.
  private mutating func beginValue() {
    if itemBegun {
      itemBegun = false
    } else if depth > 0 && isArray {
      beginMember()
    }
    if inlineDepth == 0 { entries += 1 }
  }

  private mutating func openContainer(_ opening: UInt8, isArray opensArray: Bool) {
    if itemBegun {
      itemBegun = false
    } else if depth > 0 && isArray {
      beginMember()
    }
    put(opening)
    if depth > 0 { enclosing.append((isArray, hasMembers)) }
    depth += 1
    isArray = opensArray
    hasMembers = false
    #if DEBUG
      lastKeys.append(nil)
    #endif
    if inlineDepth == 0 { indent += 2 }
  }

  private mutating func closeContainer(_ closing: UInt8) {
    let hadMembers = hasMembers
    depth -= 1
    if depth > 0 { (isArray, hasMembers) = enclosing.removeLast() }
    #if DEBUG
      lastKeys.removeLast()
    #endif
    if inlineDepth == 0 {
      indent -= 2
      if hadMembers { newline(after: nil) }
    }
    put(closing)
  }

  /// The separator before a member: `, ` on one line, or `,` and a new indented line.
  private mutating func beginMember() {
    let first = !hasMembers
    hasMembers = true
    if inlineDepth > 0 {
      if !first {
        reserve(2)
        base[count] = UInt8(ascii: ",")
        base[count + 1] = UInt8(ascii: " ")
        count += 2
      }
    } else {
      newline(after: first ? nil : UInt8(ascii: ","))
    }
  }

  /// `separator`, a line break and the indent.
  private mutating func newline(after separator: UInt8?) {
    reserve(indent + 2)
    if let separator {
      base[count] = separator
      count += 1
    }
    base[count] = UInt8(ascii: "\n")
    (base + count + 1).initialize(repeating: UInt8(ascii: " "), count: indent)
    count += 1 + indent
  }

  // MARK: Bytes

  /// Room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if capacity - count < extra { grow(to: count + extra) }
  }

  private mutating func grow(to needed: Int) {
    let newCapacity = max(needed, capacity * 2)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  private mutating func put(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  private mutating func literal(_ value: Bool) {
    reserve(5)
    for byte in value ? "true".utf8 : "false".utf8 {
      base[count] = byte
      count += 1
    }
  }

  /// `value` in decimal ASCII, as `String(value)` writes it.
  private mutating func decimal(_ value: Int) {
    reserve(20)
    if value < 0 {
      base[count] = UInt8(ascii: "-")
      count += 1
    }
    var magnitude = value.magnitude
    var digits = 1
    var rest = magnitude
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    var position = count + digits
    repeat {
      position -= 1
      base[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    count += digits
  }

  /// `text` in quotes, escaping only what JSON requires; U+202F, U+00A0, U+200F and friends stay
  /// raw.
  private mutating func quoted(_ text: String) {
    // Without a mutable copy (`withUTF8`), which cost a retain and a release a string.
    if text.utf8.withContiguousStorageIfAvailable({ quoted(utf8: $0) }) == nil {
      var text = text
      text.withUTF8 { quoted(utf8: $0) }
    }
  }

  /// The scan and the copy are one pass: each word that needs no escape is stored as it was
  /// loaded, and a string of eight bytes or more ends with the word that ends it (overlapping
  /// bytes already copied), so no byte of a plain string is handled alone.
  ///
  /// Room for the whole string, both quotes and a short string's whole word is reserved once,
  /// and the bytes go through a local pointer: a store through the buffer's pointer may alias
  /// the writer's own fields, so writing through `base[count]` reloads both after every byte.
  private mutating func quoted(utf8 text: UnsafeBufferPointer<UInt8>) {
    let length = text.count
    reserve(length + 10)
    let target = base + count
    target[0] = UInt8(ascii: "\"")
    var plain = 0
    if let source = text.baseAddress, length < 8 {
      // A short string (most keys and rows) as one word, padded with spaces: two loads that
      // overlap in the middle, never past the string's end, then the spaces shifted in above
      // it. Stored whole; only `length` counts.
      let raw = UnsafeRawPointer(source)
      var word: UInt64
      switch length {
      case 4...:
        let low = UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self))
        let high = UInt32(
          littleEndian: raw.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self))
        word = UInt64(low) | UInt64(high) << ((length - 4) * 8)
      case 2...:
        let low = UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self))
        let high = UInt16(
          littleEndian: raw.loadUnaligned(fromByteOffset: length - 2, as: UInt16.self))
        word = UInt64(low) | UInt64(high) << ((length - 2) * 8)
      case 1: word = UInt64(source[0])
      default: word = 0
      }
      word |= 0x2020_2020_2020_2020 << (length * 8)
      if !Self.needsEscape(word) {
        // The closing quote over the first space past the string.
        UnsafeMutableRawPointer(target + 1).storeBytes(of: word.littleEndian, as: UInt64.self)
        target[1 + length] = UInt8(ascii: "\"")
        count += length + 2
        return
      }
    } else if let source = text.baseAddress {
      let output = UnsafeMutableRawPointer(target + 1)
      let bytes = UnsafeRawPointer(source)
      var clean = true
      while length - plain >= 8 {
        let word = bytes.loadUnaligned(fromByteOffset: plain, as: UInt64.self)
        if Self.needsEscape(word) {
          clean = false
          break
        }
        output.storeBytes(of: word, toByteOffset: plain, as: UInt64.self)
        plain += 8
      }
      if clean && plain < length {
        let word = bytes.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        if !Self.needsEscape(word) {
          output.storeBytes(of: word, toByteOffset: length - 8, as: UInt64.self)
          plain = length
        }
      }
      while plain < length {
        let byte = source[plain]
        if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
        target[1 + plain] = byte
        plain += 1
      }
      if plain == length {
        target[1 + length] = UInt8(ascii: "\"")
        count += length + 2
        return
      }
    }
    count += 1 + plain
    // At most six bytes for each one left (`\u001f`).
    reserve((length - plain) * 6 + 1)
    for byte in UnsafeBufferPointer(rebasing: text[plain...]) { escaped(byte) }
    base[count] = UInt8(ascii: "\"")
    count += 1
  }

  /// Whether any of a word's eight bytes needs an escape: is below U+0020, `"` or `\\`.
  ///
  /// The classic tests: a byte below 0x20 sets its high bit in `below` (exact for a bound of at
  /// most 0x80), a zero byte of `word ^ c` (a byte equal to c) sets its high bit in `zero`; as a
  /// yes or no, both are exact.
  @inline(__always)
  private static func needsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let below = (word &- ones &* 0x20) & ~word & highs
    let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
    let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    let zero = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash) & highs
    return below | zero != 0
  }

  /// One byte of a string, escaped if JSON requires it; room is reserved by the caller.
  private mutating func escaped(_ byte: UInt8) {
    var pair: UInt8? = nil
    switch byte {
    case UInt8(ascii: "\""): pair = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): pair = UInt8(ascii: "\\")
    case UInt8(ascii: "\n"): pair = UInt8(ascii: "n")
    case UInt8(ascii: "\t"): pair = UInt8(ascii: "t")
    case UInt8(ascii: "\r"): pair = UInt8(ascii: "r")
    case 0..<0x20:
      let low = byte & 0xF
      base[count] = UInt8(ascii: "\\")
      base[count + 1] = UInt8(ascii: "u")
      base[count + 2] = UInt8(ascii: "0")
      base[count + 3] = UInt8(ascii: "0")
      base[count + 4] = UInt8(ascii: "0") + (byte >> 4)
      base[count + 5] = low < 10 ? UInt8(ascii: "0") + low : UInt8(ascii: "a") + (low - 10)
      count += 6
      return
    default:
      base[count] = byte
      count += 1
      return
    }
    base[count] = UInt8(ascii: "\\")
    base[count + 1] = pair!
    count += 2
  }
}
