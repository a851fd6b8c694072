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

extension ZoneID {
  /// Whether `text` is shaped like an IANA zone id (`America/St_Johns`, `Etc/GMT+5`, `UTC`):
  /// names of ASCII letters, digits, `_`, `-` and `+` between single slashes, at most 64
  /// characters, no `.` or `..` parts.
  ///
  /// Only the shape: whether an engine knows the zone is the engine's question.
  public static func isWellFormed(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty, bytes.count <= 64 else { return false }
    return bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy {
      part in
      !part.isEmpty && part.first != UInt8(ascii: ".")
        && part.allSatisfy {
          ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A)
            || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+")
        }
    }
  }
}
