extension String {
  /// The range of the first run of characters equal to `target`, compared Character by
  /// Character as the standard library's `firstRange(of:)` compares them, without its generic
  /// searcher, which is costly on short strings (Development.md, "Measurements behind the
  /// code").
  public func firstRange(ofCharacters target: String) -> Range<Index>? {
    Self.firstRange(of: target, in: self[...])
  }

  /// Every run of characters equal to `target`, left to right and not overlapping, replaced
  /// by `replacement`: the standard library's `replacing(_:with:)`, found as
  /// ``firstRange(ofCharacters:)`` finds.
  public func replacingCharacters(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return replacing(target, with: replacement) }
    var result = ""
    var rest = self[...]
    while let found = Self.firstRange(of: target, in: rest) {
      result += rest[..<found.lowerBound]
      result += replacement
      rest = rest[found.upperBound...]
    }
    result += rest
    return result
  }

  private static func firstRange(of target: String, in text: Substring) -> Range<Index>? {
    guard let first = target.first else { return text.startIndex..<text.startIndex }
    var index = text.startIndex
    while let found = text[index...].firstIndex(of: first) {
      let tail = text[found...]
      if tail.starts(with: target) { return found..<tail.index(found, offsetBy: target.count) }
      index = text.index(after: found)
    }
    return nil
  }
}

extension String {
  /// Whether this string's UTF-8 bytes come before `other`'s: the order of every key in a
  /// golden file. `utf8.lexicographicallyPrecedes` says the same, one generic step a byte.
  public func precedesInBytes(_ other: String) -> Bool {
    let ordered = utf8.withContiguousStorageIfAvailable { a in
      other.utf8.withContiguousStorageIfAvailable { b in
        let count = Swift.min(a.count, b.count)
        var index = 0
        while index < count {
          if a[index] != b[index] { return a[index] < b[index] }
          index += 1
        }
        return a.count < b.count
      }
    }
    return (ordered ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
  }
}
