import CorpusModel

/// An entry the engine's API cannot express (`InputError.unsupported`): a corpus leaves it out
/// for that engine, so a diff against another engine reports it `removed` — never a fallback
/// to another API.
enum Unsupported {
  /// The body's answer, or nil when the engine refused it as unsupported; any other error is
  /// thrown on.
  static func leftOut<Value>(_ body: () throws -> Value) throws -> Value? {
    do {
      return try body()
    } catch let error as InputError {
      guard case .unsupported = error else { throw error }
      return nil
    }
  }
}

extension Unsupported {
  /// The pickers of `modes`, asked all at once; should the engine refuse one as unsupported,
  /// each mode alone, leaving out those it refuses: an ICU without `unumf_*` (60.3) cannot
  /// label the count-down's wheels, yet draws the date and time pickers.
  static func pickers(
    _ modes: [PickerMode], _ make: ([PickerMode]) throws -> [Picker]
  ) throws -> [Picker] {
    guard let all = try leftOut({ try make(modes) }) else {
      return try modes.flatMap { mode in try leftOut { try make([mode]) } ?? [] }
    }
    return all
  }
}
