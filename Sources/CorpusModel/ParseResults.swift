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
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x202F, 0x00A0, 0x2007, 0x2009: scalars.append(" ")
      case 0x200E, 0x200F, 0x061C: continue
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }
}
