/// A corpus on disk that cannot be read or written. Exit code 2.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
  case corrupt(file: String, reason: String)
  case unsupportedFormat(file: String, found: Int, supported: Int)
  case io(path: String, operation: String, reason: String)

  public var description: String {
    switch self {
    case .corrupt(let file, let reason):
      return
        "\(file): corrupt golden file: \(reason) (restore it from git or run 'fmtcorpus generate')"
    case .unsupportedFormat(let file, let found, let supported):
      return
        "\(file): format version \(found) is not supported by this fmtcorpus (it reads version \(supported)); regenerate with 'fmtcorpus generate --replan' or use a matching fmtcorpus"
    case .io(let path, let operation, let reason):
      return "cannot \(operation) '\(path)': \(reason)"
    }
  }
}
