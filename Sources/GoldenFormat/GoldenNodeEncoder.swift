/// Encodes `Codable` values as ``GoldenJSON``: the mirror of ``GoldenNodeDecoder``, so the
/// manifest is written and read by the same `Codable` models (a plan axis added to `Plan` is
/// written and read with no change here).
///
/// What `Codable` cannot say is the layout: which values sit on one line. That is decided by
/// the coding path, in ``inline`` (a file record, a planned picker, the shard).
struct GoldenNodeEncoder {
  /// Whether the value at a coding path is written on one line.
  let inline: ([String]) -> Bool

  func encode(_ value: some Encodable) throws -> GoldenJSON {
    let root = Node(path: [], encoder: self)
    try value.encode(to: root)
    return try root.json()
  }

  /// One value being encoded: a scalar, or a container filled by its members' nodes.
  final class Node: Encoder {
    let path: [String]
    let encoder: GoldenNodeEncoder
    var codingPath: [any CodingKey] { path.map(Key.init(stringValue:)) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private enum Content {
      case none
      case scalar(GoldenJSON)
      case object([(String, Node)])
      case array([Node])
    }
    private var content = Content.none

    init(path: [String], encoder: GoldenNodeEncoder) {
      self.path = path
      self.encoder = encoder
    }

    func json() throws -> GoldenJSON {
      let value: GoldenJSON
      switch content {
      case .none: value = .object([:])
      case .scalar(let scalar): value = scalar
      case .object(let members):
        var object: [String: GoldenJSON] = [:]
        for (key, node) in members { object[key] = try node.json() }
        value = .object(object)
      case .array(let items): value = .array(try items.map { try $0.json() })
      }
      return encoder.inline(path) ? .inline(value) : value
    }

    func member(_ key: String) -> Node {
      let node = Node(path: path + [key], encoder: encoder)
      if case .object(var members) = content {
        members.append((key, node))
        content = .object(members)
      } else {
        content = .object([(key, node)])
      }
      return node
    }

    func item() -> Node {
      var items: [Node] = []
      if case .array(let existing) = content { items = existing }
      let node = Node(path: path + [String(items.count)], encoder: encoder)
      content = .array(items + [node])
      return node
    }

    func set(_ scalar: GoldenJSON) { content = .scalar(scalar) }

    var itemCount: Int {
      if case .array(let items) = content { return items.count }
      return 0
    }

    func container<K: CodingKey>(keyedBy type: K.Type) -> KeyedEncodingContainer<K> {
      if case .none = content { content = .object([]) }
      return KeyedEncodingContainer(Keyed<K>(node: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      if case .none = content { content = .array([]) }
      return Unkeyed(node: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: self) }
  }

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { Int(stringValue) }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { stringValue = String(intValue) }
  }

  /// Golden files hold strings, whole numbers and booleans: anything else is refused.
  static func unsupported(_ what: String, _ path: [String]) -> EncodingError {
    EncodingError.invalidValue(
      what,
      EncodingError.Context(
        codingPath: path.map(Key.init(stringValue:)),
        debugDescription: "golden files hold strings, whole numbers and booleans, not \(what)"))
  }

  struct Single: SingleValueEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey] { node.codingPath }
    mutating func encodeNil() throws { throw unsupported("null", node.path) }
    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
    mutating func encode(_ value: Int) throws { node.set(.int(value)) }
    mutating func encode(_ value: Double) throws { throw unsupported("a fraction", node.path) }
    mutating func encode(_ value: Float) throws { throw unsupported("a fraction", node.path) }
    mutating func encode<T: BinaryInteger>(integer value: T) throws {
      guard let int = Int(exactly: value) else { throw unsupported("\(value)", node.path) }
      node.set(.int(int))
    }
    mutating func encode(_ value: Int8) throws { try encode(integer: value) }
    mutating func encode(_ value: Int16) throws { try encode(integer: value) }
    mutating func encode(_ value: Int32) throws { try encode(integer: value) }
    mutating func encode(_ value: Int64) throws { try encode(integer: value) }
    mutating func encode(_ value: UInt) throws { try encode(integer: value) }
    mutating func encode(_ value: UInt8) throws { try encode(integer: value) }
    mutating func encode(_ value: UInt16) throws { try encode(integer: value) }
    mutating func encode(_ value: UInt32) throws { try encode(integer: value) }
    mutating func encode(_ value: UInt64) throws { try encode(integer: value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: node) }
  }

  struct Keyed<K: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    var codingPath: [any CodingKey] { node.codingPath }
    mutating func encodeNil(forKey key: K) throws {
      throw unsupported("null", node.path + [key.stringValue])
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: K) throws {
      try value.encode(to: node.member(key.stringValue))
    }
    mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: K)
      -> KeyedEncodingContainer<N>
    {
      node.member(key.stringValue).container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer(forKey key: K) -> any UnkeyedEncodingContainer {
      node.member(key.stringValue).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { node.member("super") }
    mutating func superEncoder(forKey key: K) -> any Encoder { node.member(key.stringValue) }
  }

  struct Unkeyed: UnkeyedEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey] { node.codingPath }
    var count: Int { node.itemCount }
    mutating func encodeNil() throws { throw unsupported("null", node.path) }
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: node.item()) }
    mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type) -> KeyedEncodingContainer<N> {
      node.item().container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      node.item().unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { node.item() }
  }
}
