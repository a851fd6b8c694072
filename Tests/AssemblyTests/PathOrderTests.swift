import GoldenFormat
import Testing

@testable import Assembly

/// ``PathOrder``: keys in the byte order of their paths level by level, each value found by its
/// key, and the nested objects it writes, byte for byte.
@Suite struct PathOrderTests {
  struct Key: Hashable, Sendable {
    var width: String
    var unit: String
    var offset: String
  }

  static let keys = [
    Key(width: "narrow", unit: "day", offset: "1"),
    Key(width: "long", unit: "week", offset: "-1"),
    Key(width: "long", unit: "day", offset: "1"),
    Key(width: "long", unit: "day", offset: "-1"),
    Key(width: "long", unit: "day", offset: "10"),
  ]

  static func order() -> PathOrder<Key> {
    PathOrder(keys) { [$0.width, $0.unit, $0.offset] }
  }

  @Test func pathsInByteOrderAndKeysBesideThem() {
    let order = Self.order()
    #expect(
      order.paths == [
        ["long", "day", "-1"], ["long", "day", "1"], ["long", "day", "10"], ["long", "week", "-1"],
        ["narrow", "day", "1"],
      ])
    #expect(order.keys.map { [$0.width, $0.unit, $0.offset] } == order.paths)
  }

  @Test func valuesInTheOrderOrNilForOtherKeys() {
    let order = Self.order()
    let values = Dictionary(uniqueKeysWithValues: Self.keys.map { ($0, $0.offset + $0.unit) })
    #expect(order.values(of: values) == ["-1day", "1day", "10day", "-1week", "1day"])
    #expect(order.values(of: values.filter { $0.key.unit == "day" }) == nil)
    var other = values
    other.removeValue(forKey: Self.keys[0])
    other[Key(width: "short", unit: "day", offset: "1")] = "x"
    #expect(order.values(of: other) == nil)
  }

  @Test func writesNestedObjectsTheLastLevelInline() {
    let order = Self.order()
    let values = order.values(
      of: Dictionary(uniqueKeysWithValues: Self.keys.map { ($0, $0.offset + $0.unit) }))!
    let file = GoldenWriter.file { writer in
      order.write(into: &writer) { key, index, writer in writer.member(key, values[index]) }
    }
    #expect(
      String(decoding: file.bytes, as: UTF8.self) == """
        {
          "long": {
            "day": {"-1": "-1day", "1": "1day", "10": "10day"},
            "week": {"-1": "-1week"}
          },
          "narrow": {
            "day": {"1": "1day"}
          }
        }

        """)
    #expect(file.entries == 3)
  }
}
