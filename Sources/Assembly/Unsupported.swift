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
