/// Candidates nearest to a misspelled id, for "did you mean" hints.
///
/// Case-insensitive Levenshtein distance; ties keep byte order so hints are stable.
public func closeMatches(
  to text: String, in candidates: some Sequence<String>, maxDistance: Int, limit: Int = 5
) -> [String] {
  let needle = Array(text.lowercased().utf8)
  var scored: [(Int, String)] = []
  for candidate in candidates {
    let distance = editDistance(needle, Array(candidate.lowercased().utf8))
    if distance <= maxDistance { scored.append((distance, candidate)) }
  }
  scored.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1.utf8.lexicographicallyPrecedes($1.1.utf8) }
  return scored.prefix(limit).map(\.1)
}

func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
