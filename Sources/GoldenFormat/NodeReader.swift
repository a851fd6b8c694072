import CorpusModel

/// Typed access to parsed nodes, each failure a `StoreError.invalid` at the node's line.
public struct NodeReader {
  let file: String

  struct Object {
    var members: [(key: String, value: GoldenNode)]
  }

  func object(_ node: GoldenNode, _ what: String) throws(StoreError) -> Object {
    guard case .object(let members, _, _) = node else {
      throw wrongType(node, what, expected: "an object")
    }
    return Object(members: members)
  }

  /// A required member; a missing one is named at the line of the object that lacks it.
  func member(_ object: Object, _ key: String, at parent: GoldenNode) throws(StoreError)
    -> GoldenNode
  {
    guard let value = object.members.first(where: { $0.key == key })?.value else {
      throw StoreError.invalid(file: file, line: parent.line, reason: "missing '\(key)'")
    }
    return value
  }

  func string(_ node: GoldenNode, _ what: String) throws(StoreError) -> String {
    guard case .string(let text, _) = node else {
      throw wrongType(node, what, expected: "a string")
    }
    return text
  }

  func int(_ node: GoldenNode, _ what: String) throws(StoreError) -> Int {
    guard case .literal(let text, _) = node, let value = Int(text) else {
      throw wrongType(node, what, expected: "a whole number")
    }
    return value
  }

  func bool(_ node: GoldenNode, _ what: String) throws(StoreError) -> Bool {
    guard case .literal(let text, _) = node, text == "true" || text == "false" else {
      throw wrongType(node, what, expected: "true or false")
    }
    return text == "true"
  }

  func wrongType(_ node: GoldenNode, _ what: String, expected: String) -> StoreError {
    StoreError.invalid(
      file: file, line: node.line,
      reason: "\(MessageText.escaped(what)) is \(Self.describe(node)), expected \(expected)")
  }

  public static func describe(_ node: GoldenNode) -> String {
    switch node {
    case .string(let text, _):
      "the string \"\(MessageText.escaped(text.count > 40 ? String(text.prefix(40)) + "…" : text))\""
    case .literal(let text, _): text == "null" ? "null" : "\(text)"
    case .array: "a list"
    case .object: "an object"
    }
  }
}
