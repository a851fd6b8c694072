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

extension LocaleID {
  /// Whether `text` is spelled as ICU spells locale ids (`zh_TW`, `sr_Latn_RS`, `en_US_POSIX`):
  /// ASCII letters and digits in `_`-separated parts, at most 64 characters.
  ///
  /// Only the shape: whether an engine has the locale is the engine's question. A value that
  /// names a corpus file must pass this first, so it can never be a path (`../x`, `/etc/x`).
  ///
  /// A variant adds settings after `@` in their canonical form (``LocaleSettings``): known keys,
  /// each once, sorted (`en_US@hours=h23`, `de_DE@fw=sun;hours=h23`); anything else is not a
  /// locale id, so a corpus folder's names are exactly the canonical ones.
  public static func isWellFormed(_ text: String) -> Bool {
    if let at = text.firstIndex(of: "@") {
      guard text.utf8.count <= 128, isWellFormed(String(text[..<at])),
        let settings = LocaleSettings.parse(text[text.index(after: at)...])
      else { return false }
      return settings.allSatisfy { LocaleSettings.keys.contains($0.key) }
    }
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty, bytes.count <= 64 else { return false }
    return bytes.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false).allSatisfy {
      part in
      !part.isEmpty
        && part.allSatisfy {
          ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A)
        }
    }
  }
}
