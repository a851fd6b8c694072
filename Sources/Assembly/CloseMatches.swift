import CorpusModel

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

/// Zone ids to suggest for an id the engine refused, from `ids` (its zone list, aliases
/// included).
///
/// An offset (`GMT+5`, `UTC-03:00`) is no IANA id; the fixed zone of a whole-hour offset is
/// named `Etc/GMT∓h`, with POSIX's inverted sign (`GMT+5` → `Etc/GMT-5`). Otherwise the nearest
/// spellings, and, failing those, a right city under a wrong region (`Europe/New_York`).
public func zoneHints(for text: String, in ids: [String]) -> [String] {
  if let hours = wholeHourOffset(text) {
    let fixed = hours == 0 ? "Etc/GMT" : "Etc/GMT\(hours > 0 ? "-" : "+")\(abs(hours))"
    return ids.contains(fixed) ? [fixed] : []
  }
  let near = closeMatches(to: text, in: ids, maxDistance: max(2, text.count / 4), limit: 4)
  if !near.isEmpty { return near }
  guard let city = text.split(separator: "/").last.map(String.init) else { return [] }
  var byCity: [String: String] = [:]
  for id in ids {
    let key = id.split(separator: "/").last.map(String.init) ?? id
    if byCity[key] == nil { byCity[key] = id }
  }
  return closeMatches(to: city, in: byCity.keys, maxDistance: 2, limit: 4).compactMap { byCity[$0] }
}

/// `GMT+5`, `UTC-03`, `GMT+0500`, `UTC+05:00` → the signed whole hours; nil for anything else
/// (`GMT+05:30` has no `Etc` zone).
func wholeHourOffset(_ text: String) -> Int? {
  let bytes = Array(text.utf8)
  guard bytes.count >= 5, ["GMT", "UTC"].contains(String(decoding: bytes[0..<3], as: UTF8.self)),
    bytes[3] == UInt8(ascii: "+") || bytes[3] == UInt8(ascii: "-")
  else { return nil }
  let digits = bytes[4...].filter { $0 != UInt8(ascii: ":") }
  guard bytes[4...].allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: ":") }),
    [1, 2, 4].contains(digits.count)
  else { return nil }
  let hourDigits = digits.count == 4 ? digits.prefix(2) : digits[...]
  if digits.count == 4, digits.suffix(2) != [48, 48] { return nil }
  let hours = hourDigits.reduce(0) { $0 * 10 + Int($1 - 48) }
  guard hours <= 14 else { return nil }
  return bytes[3] == UInt8(ascii: "+") ? hours : -hours
}
