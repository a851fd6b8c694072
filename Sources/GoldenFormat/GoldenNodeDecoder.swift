import CorpusModel

/// Decodes `Codable` values straight from a ``GoldenNode``: one parse, and every error at the
/// line of the value that caused it.
///
/// The manifest's types stay plain `Codable` models, so a field added to them (a new plan axis)
/// is read here without a change, as `JSONDecoder` read it; but there is no second parse, and a
/// wrong value (`"entries": "502"`, a record without `sha256`, an instant in month 13) is named
/// with its file and line. Errors are `StoreError.invalid`.
struct GoldenNodeDecoder: Decoder {
  let node: GoldenNode
  let file: String
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Decodes `type` from `node`, turning any error a type's own `init(from:)` throws (an
  /// instant that does not parse, an enum's unknown raw value) into one at `node`'s line.
  static func decode<T: Decodable>(
    _ type: T.Type, from node: GoldenNode, file: String, path: [any CodingKey]
  ) throws -> T {
    do {
      return try T(from: GoldenNodeDecoder(node: node, file: file, codingPath: path))
    } catch let error as StoreError {
      throw error
    } catch {
      let place = path.map(\.stringValue).joined(separator: ".")
      throw StoreError.invalid(
        file: file, line: node.line,
        reason: "\(place.isEmpty ? "the value" : place) is not valid: \(Self.describe(error))")
    }
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): context.debugDescription
    case let error as CustomStringConvertible: error.description
    default: "\(error)"
    }
  }

  func invalid(_ node: GoldenNode, _ reason: String) -> StoreError {
    StoreError.invalid(file: file, line: node.line, reason: reason)
  }

  func wrongType(_ node: GoldenNode, expected: String) -> StoreError {
    let place = codingPath.map(\.stringValue).joined(separator: ".")
    return invalid(
      node,
      "\(place.isEmpty ? "the value" : place) is \(NodeReader.describe(node)), expected \(expected)"
    )
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members, _, _) = node else {
      throw wrongType(node, expected: "an object")
    }
    return KeyedDecodingContainer(
      Keyed<Key>(
        decoder: self, members: Dictionary(members.map { ($0.key, $0.value) }) { a, _ in a }))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items, _, _) = node else { throw wrongType(node, expected: "a list") }
    return Unkeyed(decoder: self, items: items)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

  /// A member's or item's decoder.
  func child(_ node: GoldenNode, _ key: any CodingKey) -> GoldenNodeDecoder {
    GoldenNodeDecoder(node: node, file: file, codingPath: codingPath + [key])
  }

  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: GoldenNodeDecoder
    let members: [String: GoldenNode]
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func member(_ key: Key) throws -> GoldenNode {
      guard let node = members[key.stringValue] else {
        let place = (codingPath + [key]).map(\.stringValue).joined(separator: ".")
        throw decoder.invalid(decoder.node, "missing '\(place)'")
      }
      return node
    }

    func decodeNil(forKey key: Key) throws -> Bool {
      guard case .literal("null", _) = try member(key) else { return false }
      return true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try GoldenNodeDecoder.decode(
        type, from: try member(key), file: decoder.file, path: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
      throws -> KeyedDecodingContainer<NestedKey>
    {
      try decoder.child(try member(key), key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try decoder.child(try member(key), key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder {
      decoder.child(try member(key), key)
    }
  }

  struct Unkeyed: UnkeyedDecodingContainer {
    let decoder: GoldenNodeDecoder
    let items: [GoldenNode]
    var currentIndex = 0
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    struct Index: CodingKey {
      var intValue: Int?
      var stringValue: String { "\(intValue ?? 0)" }
      init(intValue: Int) { self.intValue = intValue }
      init?(stringValue: String) { nil }
    }

    mutating func next() throws -> (GoldenNode, Index) {
      guard !isAtEnd else { throw decoder.invalid(decoder.node, "the list ends too soon") }
      defer { currentIndex += 1 }
      return (items[currentIndex], Index(intValue: currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd, case .literal("null", _) = items[currentIndex] else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      let (node, key) = try next()
      return try GoldenNodeDecoder.decode(
        type, from: node, file: decoder.file, path: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      let (node, key) = try next()
      return try decoder.child(node, key).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      let (node, key) = try next()
      return try decoder.child(node, key).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
      let (node, key) = try next()
      return decoder.child(node, key)
    }
  }

  struct Single: SingleValueDecodingContainer {
    let decoder: GoldenNodeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var node: GoldenNode { decoder.node }

    func decodeNil() -> Bool {
      if case .literal("null", _) = node { return true }
      return false
    }

    func decode(_ type: Bool.Type) throws -> Bool {
      guard case .literal(let text, _) = node, text == "true" || text == "false" else {
        throw decoder.wrongType(node, expected: "true or false")
      }
      return text == "true"
    }

    func decode(_ type: String.Type) throws -> String {
      guard case .string(let text, _) = node else {
        throw decoder.wrongType(node, expected: "a string")
      }
      return text
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
      guard case .literal(let text, _) = node, let value = T(text) else {
        throw decoder.wrongType(node, expected: "a whole number")
      }
      return value
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode(_ type: Double.Type) throws -> Double {
      guard case .literal(let text, _) = node, let value = Double(text) else {
        throw decoder.wrongType(node, expected: "a number")
      }
      return value
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try GoldenNodeDecoder.decode(type, from: node, file: decoder.file, path: codingPath)
    }
  }
}
