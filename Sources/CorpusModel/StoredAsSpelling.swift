/// A value a manifest stores as its one spelling (`"hour,minute;max-units=1"`) and reads back
/// through the parser its flag uses, so that a corpus folder, which is untrusted input, is
/// checked exactly as the command line is.
public protocol StoredAsSpelling: Codable {
  /// Parses the spelling, refusing anything its flag refuses.
  init(validating text: String) throws
  /// The one spelling ``init(validating:)`` reads back to this value.
  var spelling: String { get }
}

extension StoredAsSpelling {
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      try self.init(validating: text)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\(error)"))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(spelling)
  }
}
