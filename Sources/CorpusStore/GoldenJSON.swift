/// A JSON value laid out for golden files: sorted keys, one entry per line, raw UTF-8.
///
/// `inline` marks a value written on one line (a record, a wheel): that line is one entry.
/// Everything else that is a container opens a block with one member per line, so `git diff`
/// shows one changed string per line.
public indirect enum GoldenJSON: Hashable, Sendable {
  case string(String)
  case int(Int)
  case bool(Bool)
  case array([GoldenJSON])
  case object([String: GoldenJSON])
  case inline(GoldenJSON)

  /// The bytes of the file: two-space indents, keys in byte order, a final newline
  /// (``GoldenWriter`` lays them out).
  public func rendered() -> [UInt8] {
    GoldenWriter.file { write(into: &$0) }.bytes
  }

  /// How many lines hold an entry: scalars and inline values outside other inline values.
  public var entryCount: Int {
    switch self {
    case .string, .int, .bool, .inline: 1
    case .array(let items): items.reduce(0) { $0 + $1.entryCount }
    case .object(let members): members.values.reduce(0) { $0 + $1.entryCount }
    }
  }

  /// The value through a writer, at the writer's place.
  public func write(into writer: inout GoldenWriter) {
    switch self {
    case .string(let text): writer.string(text)
    case .int(let value): writer.int(value)
    case .bool(let value): writer.bool(value)
    case .inline(let value): writer.inline { value.write(into: &$0) }
    case .array(let items):
      writer.array { writer in for item in items { item.write(into: &writer) } }
    case .object(let members):
      // Sorted as pairs: looking each value up again by its key hashed every key twice.
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      writer.object { writer in
        for (key, value) in sorted {
          writer.key(key)
          value.write(into: &writer)
        }
      }
    }
  }

  /// Escapes only what JSON requires; U+202F, U+00A0, U+200F and friends stay raw.
  static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most strings need no escape: copied whole, not byte by byte.
    var text = text
    let plain = text.withUTF8 { bytes in
      for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        return false
      }
      output.append(contentsOf: bytes)
      return true
    }
    if plain {
      output.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
      case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
      case UInt8(ascii: "\n"): output.append(contentsOf: "\\n".utf8)
      case UInt8(ascii: "\t"): output.append(contentsOf: "\\t".utf8)
      case UInt8(ascii: "\r"): output.append(contentsOf: "\\r".utf8)
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        output.append(contentsOf: "\\u00".utf8)
        output.append(hex[Int(byte >> 4)])
        output.append(hex[Int(byte & 0xF)])
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
