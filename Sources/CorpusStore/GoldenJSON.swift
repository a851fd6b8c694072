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

  /// The bytes of the file: two-space indents, keys in byte order, a final newline.
  public func rendered() -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(1 << 16)
    write(into: &output, indent: 0, inline: false)
    output.append(UInt8(ascii: "\n"))
    return output
  }

  /// How many lines hold an entry: scalars and inline values outside other inline values.
  public var entryCount: Int {
    switch self {
    case .string, .int, .bool, .inline: 1
    case .array(let items): items.reduce(0) { $0 + $1.entryCount }
    case .object(let members): members.values.reduce(0) { $0 + $1.entryCount }
    }
  }

  private func write(into output: inout [UInt8], indent: Int, inline: Bool) {
    switch self {
    case .string(let text): GoldenJSON.writeString(text, into: &output)
    case .int(let value): output.append(contentsOf: String(value).utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .inline(let value): value.write(into: &output, indent: indent, inline: true)
    case .array(let items):
      writeBlock(
        open: "[", close: "]", count: items.count, into: &output, indent: indent, inline: inline
      ) { index, output, indent, inline in
        items[index].write(into: &output, indent: indent, inline: inline)
      }
    case .object(let members):
      // Sorted as pairs: looking each value up again by its key hashed every key twice.
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      writeBlock(
        open: "{", close: "}", count: sorted.count, into: &output, indent: indent, inline: inline
      ) { index, output, indent, inline in
        GoldenJSON.writeString(sorted[index].key, into: &output)
        output.append(contentsOf: ": ".utf8)
        sorted[index].value.write(into: &output, indent: indent, inline: inline)
      }
    }
  }

  private func writeBlock(
    open: Unicode.Scalar, close: Unicode.Scalar, count: Int, into output: inout [UInt8],
    indent: Int, inline: Bool,
    member: (Int, inout [UInt8], Int, Bool) -> Void
  ) {
    output.append(UInt8(ascii: open))
    if count == 0 {
      output.append(UInt8(ascii: close))
      return
    }
    for index in 0..<count {
      if inline {
        if index > 0 { output.append(contentsOf: ", ".utf8) }
      } else {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 2))
      }
      member(index, &output, inline ? indent : indent + 2, inline)
    }
    if !inline {
      output.append(UInt8(ascii: "\n"))
      output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }
    output.append(UInt8(ascii: close))
  }

  /// Escapes only what JSON requires; U+202F, U+00A0, U+200F and friends stay raw.
  static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most strings need no escape: copied whole, not byte by byte.
    var text = text
    let plain = text.withUTF8 { bytes in
      guard
        !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        )
      else { return false }
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
