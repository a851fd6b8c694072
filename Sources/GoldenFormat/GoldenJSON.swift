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
  /// `null`: an answer that is none (`calc --range-of … --json` where `Calendar` gives nil).
  case null

  /// The bytes of the file: two-space indents, keys in byte order, a final newline
  /// (``GoldenWriter`` lays them out).
  public func rendered() -> [UInt8] {
    GoldenWriter.file { write(into: &$0) }.bytes
  }

  /// How many lines hold an entry: scalars and inline values outside other inline values.
  public var entryCount: Int {
    switch self {
    case .string, .int, .bool, .inline, .null: 1
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
    case .null: writer.null()
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
}
