extension Plan {
  /// Adds interval pairs and arithmetic cases (`--interval`, `--arithmetic`), keeping the
  /// plan's in their order; one the plan already has is not added again.
  ///
  /// - Throws: `InputError.invalidValue` for a name the plan already gives another value:
  ///   changing what a stored entry means is not an addition.
  public mutating func add(
    intervals more: [IntervalPair], arithmetic moreCases: [ArithmeticCase],
    templates moreTemplates: [String] = []
  ) throws {
    if !moreTemplates.isEmpty {
      var templates = intervalTemplates ?? []
      for template in moreTemplates where !templates.contains(template) {
        templates.append(template)
      }
      intervalTemplates = templates
    }
    if !more.isEmpty {
      intervals = try Self.adding(more, to: intervals ?? [], name: \.name, option: "--interval")
    }
    if !moreCases.isEmpty {
      arithmetic = try Self.adding(
        moreCases, to: arithmetic ?? [], name: \.name, option: "--arithmetic")
    }
  }

  private static func adding<Item: Hashable & CustomStringConvertible>(
    _ more: [Item], to items: [Item], name: (Item) -> String, option: String
  ) throws -> [Item] {
    var items = items
    for item in more where !items.contains(item) {
      if let planned = items.first(where: { name($0) == name(item) }) {
        throw InputError.invalidValue(
          item.description, option: option,
          expected: "a name the plan does not have: it has '\(planned)'")
      }
      items.append(item)
    }
    return items
  }
}
