/// An IANA time zone id that the engine has checked it knows (`America/St_Johns`).
///
/// Kept as spelled: ICU's canonical ids are CLDR's (`Asia/Calcutta` for `Asia/Kolkata`), and a
/// plan should read the way its author wrote it.
public struct ZoneID: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public var description: String { rawValue }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
