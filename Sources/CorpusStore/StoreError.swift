/// A corpus on disk that cannot be read or written. Exit code 2.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `line`: where in `file` it went wrong, when known.
  case corrupt(file: String, line: Int?, reason: String)
  case unsupportedFormat(file: String, line: Int?, found: Int, supported: Int)
  case io(path: String, operation: String, reason: String)

  public var description: String {
    switch self {
    case .corrupt(let file, let line, let reason):
      return
        "\(place(file, line)): corrupt golden file: \(reason) (restore it from git or run 'fmtcorpus generate')"
    case .unsupportedFormat(let file, let line, let found, let supported):
      return
        "\(place(file, line)): format version \(found) is not supported by this fmtcorpus (it reads version \(supported)); regenerate with 'fmtcorpus generate --replan' or use a matching fmtcorpus"
    case .io(let path, let operation, let reason):
      return "cannot \(operation) '\(path)': \(reason)"
    }
  }

  /// The file, and the line in it (`corpus/en_US.json:12`) when known.
  public var location: (file: String, line: Int?) {
    switch self {
    case .corrupt(let file, let line, _), .unsupportedFormat(let file, let line, _, _):
      (file, line)
    case .io(let path, _, _): (path, nil)
    }
  }

  private func place(_ file: String, _ line: Int?) -> String {
    line.map { "\(file):\($0)" } ?? file
  }
}
