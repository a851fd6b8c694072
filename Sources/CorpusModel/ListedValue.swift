/// A flag's value that is one of a fixed list (`--unit day`, `--rounding half-even`): read by
/// its spelling, and refused in one line that names the flag and the whole list.
public protocol ListedValue: RawRepresentable, CaseIterable where RawValue == String {
  /// The flag that takes it: `--unit`.
  static var option: String { get }
}

extension ListedValue {
  /// - Throws: `InputError.invalidValue` naming the value, the flag and every spelling.
  public init(validating text: String) throws {
    guard let value = Self(rawValue: text) else {
      throw InputError.invalidValue(
        text, option: Self.option,
        expected: "one of " + Self.allCases.map(\.rawValue).joined(separator: ", "))
    }
    self = value
  }
}
