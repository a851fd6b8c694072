import CorpusModel

enum InputErrorBridge {
  static func invalid(_ value: String, option: String, expected: String) -> InputError {
    .invalidValue(value, option: option, expected: expected)
  }
}
