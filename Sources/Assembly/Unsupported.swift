import CorpusModel

/// An entry the engine's API cannot express (`InputError.unsupported`): a corpus leaves it out
/// for that engine and records the refusal (``RefusedEntries``), so `check --engine` counts it
/// as not rendered by that engine rather than `removed` — never a fallback to another API.
enum Unsupported {
  /// The body's answer, or nil when the engine refused it as unsupported; any other error is
  /// thrown on.
  static func leftOut<Value>(_ body: () throws -> Value) throws -> Value? {
    try leftOut(body, refused: { _ in })
  }

  /// The body's answer, or nil when the engine refused it as unsupported, the refusal recorded
  /// in `refused` at `path` (the entry's key path in its file, built only on a refusal).
  static func leftOut<Value>(
    at path: @autoclosure () -> [String], into refused: inout RefusedEntries,
    _ body: () throws -> Value
  ) throws -> Value? {
    var refusal: InputError?
    let value = try leftOut(body, refused: { refusal = $0 })
    if let refusal { refused[refusal.description, default: []].append(path()) }
    return value
  }

  private static func leftOut<Value>(
    _ body: () throws -> Value, refused: (InputError) -> Void
  ) throws -> Value? {
    do {
      return try body()
    } catch let error as InputError {
      guard case .unsupported = error else { throw error }
      refused(error)
      return nil
    }
  }
}

extension Unsupported {
  /// `refused` with each reason's paths replaced by the shortest prefixes (of at least
  /// `depth` keys) under which every path `asked` was refused for that reason: ICU 60.3's
  /// durations are `durations › wide`, not one path per entry; a template it cannot open is
  /// `calendars › buddhist › intervals › yMMMd`, not one path per pair.
  ///
  /// - Parameter asked: every entry's path asked for (built only when something was refused).
  static func collapsed(
    _ refused: RefusedEntries, asked: @autoclosure () -> [[String]], depth: Int
  ) -> RefusedEntries {
    guard !refused.isEmpty else { return refused }
    var total: [ArraySlice<String>: Int] = [:]
    for path in asked() where path.count >= depth {
      for length in depth...path.count { total[path.prefix(length), default: 0] += 1 }
    }
    return refused.mapValues { paths in
      var count: [ArraySlice<String>: Int] = [:]
      for path in paths where path.count >= depth {
        for length in depth...path.count { count[path.prefix(length), default: 0] += 1 }
      }
      var kept: [[String]] = []
      var seen: Set<[String]> = []
      for path in paths {
        let length =
          path.count < depth
          ? nil
          : (depth...path.count).first {
            count[path.prefix($0)] == total[path.prefix($0)]
          }
        let prefix = Array(path.prefix(length ?? path.count))
        if seen.insert(prefix).inserted { kept.append(prefix) }
      }
      return kept
    }
  }

  /// The pickers of `modes`, asked all at once; should the engine refuse one as unsupported,
  /// each mode alone, leaving out those it refuses: an ICU without `unumf_*` (60.3) cannot
  /// label the count-down's wheels, yet draws the date and time pickers.
  ///
  /// - Parameter path: the key path of a mode's picker in its file; each mode left out is
  ///   recorded there in `refused`.
  static func pickers(
    _ modes: [PickerMode], at path: (PickerMode) -> [String], into refused: inout RefusedEntries,
    _ make: ([PickerMode]) throws -> [Picker]
  ) throws -> [Picker] {
    guard let all = try leftOut({ try make(modes) }) else {
      var drawn: [Picker] = []
      for mode in modes {
        let at = path(mode)
        drawn += try leftOut(at: at, into: &refused) { try make([mode]) } ?? []
      }
      return drawn
    }
    return all
  }
}
