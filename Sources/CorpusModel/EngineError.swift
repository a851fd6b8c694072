/// The engine itself failed: exit 3. Not the user's input, not drift.
public struct EngineError: Codable, Error, Equatable, Sendable, CustomStringConvertible {
  public var operation: String
  public var status: String
  public var context: String

  public init(operation: String, status: String, context: String) {
    self.operation = operation
    self.status = status
    self.context = context
  }

  public var description: String {
    "engine failure: \(operation) failed with \(status) (\(context))"
  }
}
