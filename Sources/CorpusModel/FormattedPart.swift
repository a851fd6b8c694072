/// One typed piece of a formatted string (`format --relative … --parts`): what an app styling
/// the number of "in 1,000 days" apart from its words reads, as JavaScript's `formatToParts`
/// and ICU's `UFormattedValue` give it.
///
/// The kinds are ECMA-402's part types, the vocabulary every `formatToParts` shares: a
/// number's `integer` is cut at each `group` separator, and what is no number's part is a
/// `literal`. The parts, joined, are the string.
public struct FormattedPart: Codable, Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
    case literal
    case integer
    case group
    case decimal
    case fraction
    case plusSign
    case minusSign
    case percentSign
    case permilleSign
    case exponentSeparator
    case exponentMinusSign
    case exponentInteger
    case currency
    case unit
    case compact
    case approximatelySign
  }

  public var kind: Kind
  public var value: String

  public init(_ kind: Kind, _ value: String) {
    self.kind = kind
    self.value = value
  }

  /// `integer "1"`: the kind, and the value as a JSON string, so that a space or an invisible
  /// character at either end is seen (`literal " days"`, `group "\u202f"`).
  public var description: String { "\(kind.rawValue) \(Self.quoted(value))" }

  /// `value` in double quotes, as a JSON string: a quote, a backslash and every character that
  /// is not visible on its own (controls, spaces other than U+0020, format characters) escaped
  /// as `\uXXXX` (a pair of them past U+FFFF).
  static func quoted(_ value: String) -> String {
    var text = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case " ": text.unicodeScalars.append(scalar)
      default:
        let visible =
          !scalar.properties.isWhitespace && scalar.properties.generalCategory != .format
          && scalar.properties.generalCategory != .control
          && scalar.properties.generalCategory != .unassigned
          && scalar.properties.generalCategory != .privateUse
          && scalar.properties.generalCategory != .surrogate
        if visible {
          text.unicodeScalars.append(scalar)
        } else {
          for unit in String(scalar).utf16 {
            let hex = String(unit, radix: 16)
            text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          }
        }
      }
    }
    return text + "\""
  }
}
