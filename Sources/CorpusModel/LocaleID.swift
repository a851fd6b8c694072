/// A locale in ICU's underscore spelling (`zh_TW`, `sr_Latn_RS`), as asked for.
///
/// The spelling names the corpus file (`corpus/zh_TW.json`). Values are only made by an engine
/// that has checked the locale exists; the model itself cannot know.
public struct LocaleID: RawRepresentable, Codable, Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public var description: String { rawValue }

  /// The golden file that holds this locale.
  public var fileName: String { rawValue + ".json" }

  public static func < (lhs: LocaleID, rhs: LocaleID) -> Bool {
    lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
  }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
