/// Whether one rendered string parses back with the formatter that wrote it: strict and
/// lenient, as rendered and plain (``ParseResults/plain(_:)``).
///
/// Each result is `ok` (the whole string read, and the parsed instant renders the same string:
/// the fields the format shows agree), `fails` (an error, or text left unread), the ISO
/// instant the parse landed on, or `unsupported` (the engine's API has no such parse).
public struct ParseResults: Codable, Hashable, Sendable {
  public var strict: String
  public var lenient: String
  public var strictPlain: String
  public var lenientPlain: String

  public init(strict: String, lenient: String, strictPlain: String, lenientPlain: String) {
    self.strict = strict
    self.lenient = lenient
    self.strictPlain = strictPlain
    self.lenientPlain = lenientPlain
  }

  public static let ok = "ok"
  public static let fails = "fails"
  /// The engine's API offers no such parse (`Date.FormatStyle` parses leniently only).
  public static let unsupported = "unsupported"

  /// The string as a user types or a system stores it: U+202F, U+00A0, U+2007 and U+2009
  /// become U+0020; the bidi marks U+200E, U+200F and U+061C are dropped.
  public static func plain(_ text: String) -> String {
    // On the UTF-8 bytes: in well-formed UTF-8 each of these sequences is that scalar and no
    // other, and most strings hold none, so most return at once (appending scalar by scalar was
    // measured slower: Development.md, "Measurements behind the code").
    var text = text
    let plain = text.withUTF8 { bytes -> String? in
      guard bytes.contains(where: { $0 == 0xC2 || $0 == 0xE2 || $0 == 0xD8 }) else { return nil }
      var plain: [UInt8] = []
      plain.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        let third = index + 2 < bytes.count ? bytes[index + 2] : 0
        switch (byte, next, third) {
        case (0xC2, 0xA0, _):  // U+00A0
          plain.append(0x20)
          index += 2
        case (0xD8, 0x9C, _):  // U+061C
          index += 2
        // U+202F, U+2007, U+2009
        case (0xE2, 0x80, 0xAF), (0xE2, 0x80, 0x87), (0xE2, 0x80, 0x89):
          plain.append(0x20)
          index += 3
        case (0xE2, 0x80, 0x8E), (0xE2, 0x80, 0x8F):  // U+200E, U+200F
          index += 3
        default:
          plain.append(byte)
          index += 1
        }
      }
      return String(decoding: plain, as: UTF8.self)
    }
    return plain ?? text
  }
}
