/// A plan file refused: where, and why, in the one line every refusal takes
/// (`fmtcorpus.yml:4:12: unknown artifact 'field' (expected …)`).
public struct PlanFileError: Error, Sendable, Hashable, CustomStringConvertible {
  public var fileName: String
  public var line: Int
  public var column: Int
  public var reason: String

  public init(fileName: String, line: Int, column: Int, reason: String) {
    self.fileName = fileName
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// At a value of `file`.
  public init(_ file: PlanFile, at value: PlanFile.Located, _ reason: String) {
    self.init(fileName: file.fileName, line: value.line, column: value.column, reason: reason)
  }

  public var description: String { "\(fileName):\(line):\(column): \(reason)" }
}
