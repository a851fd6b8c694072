import CorpusStore
import GoldenFormat

/// A golden file as entries: key path → value and line.
///
/// Arrays of wheels are keyed by field (`hour`), not by position, so a reordered picker reads
/// as one `order` change under the synthetic key `order` instead of every wheel changing.
public struct GoldenEntries {
  public struct Entry: Hashable, Sendable {
    public var value: String
    public var isString: Bool
    public var line: Int
  }

  public private(set) var entries: [[String]: Entry] = [:]
  /// Paths in file order, for stable reports.
  public private(set) var order: [[String]] = []
  /// The line each object or array opens on, keyed as its entries are.
  public private(set) var containers: [[String]: Int] = [:]
  /// The calendar view's months, by their path, as cells (``MonthGrid``).
  public private(set) var months: [[String]: MonthGrid] = [:]

  public static let orderKey = "order"

  public init(_ node: GoldenNode) {
    add(node, path: [])
  }

  /// The key of each element of an array: its `field` when every element has one.
  static func elementKeys(_ items: [GoldenNode]) -> [String]? {
    var keys: [String] = []
    for item in items {
      guard case .string(let field, _)? = item["field"], !keys.contains(field) else { return nil }
      keys.append(field)
    }
    return keys.isEmpty ? nil : keys
  }

  private mutating func add(_ node: GoldenNode, path: [String]) {
    switch node {
    case .string(let text, let line): insert(path, Entry(value: text, isString: true, line: line))
    case .literal(let text, let line): insert(path, Entry(value: text, isString: false, line: line))
    case .object(let members, let line, _):
      containers[path] = line
      if MonthGrid.isMonth(path) { months[path] = MonthGrid(node) }
      for member in members { add(member.value, path: path + [member.key]) }
    case .array(let items, let line, _):
      containers[path] = line
      // A month's header and each row's days are one entry each, written as the file has them.
      if MonthGrid.inMonth(path), let cells = Self.strings(items) {
        insert(path, Entry(value: MonthGrid.entryText(cells), isString: true, line: line))
        return
      }
      if let keys = GoldenEntries.elementKeys(items) {
        insert(
          path + [GoldenEntries.orderKey],
          Entry(value: keys.joined(separator: " "), isString: true, line: line))
        for (key, item) in zip(keys, items) { add(item, path: path + [key]) }
      } else {
        for (index, item) in items.enumerated() { add(item, path: path + [String(index)]) }
      }
    }
  }

  /// The texts of an array that holds only strings.
  private static func strings(_ items: [GoldenNode]) -> [String]? {
    var texts: [String] = []
    for item in items {
      guard case .string(let text, _) = item else { return nil }
      texts.append(text)
    }
    return texts
  }

  /// The line of `path`'s nearest enclosing container in this file: where an entry the file
  /// lacks would go. The whole document (line 1) encloses everything.
  public func enclosingLine(of path: [String]) -> Int {
    var prefix = path.dropLast()
    while !prefix.isEmpty {
      if let line = containers[Array(prefix)] { return line }
      prefix = prefix.dropLast()
    }
    return containers[[]] ?? 1
  }

  private mutating func insert(_ path: [String], _ entry: Entry) {
    if entries.updateValue(entry, forKey: path) == nil { order.append(path) }
  }
}
