/// One typed piece of a formatted string (`format --relative … --parts`, `format --template T
/// --to B --parts`): what an app styling the number of "in 1,000 days" apart from its words
/// reads, or the end of a range apart from its start, as JavaScript's `formatToParts` and
/// `formatRangeToParts` and ICU's `UFormattedValue` give it.
///
/// The kinds are ECMA-402's part types, the vocabulary every `formatToParts` shares: a
/// number's `integer` is cut at each `group` separator, a date's fields are named as
/// `Intl.DateTimeFormat` names them, and what is no field is a `literal`. An interval's parts
/// carry the `source` `formatRangeToParts` gives them. The parts, joined, are the string.
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
    // A date's fields (an interval's parts), ECMA-402's names for ICU's date fields.
    case era
    case year
    case relatedYear
    case yearName
    case month
    case day
    case weekday
    case dayPeriod
    case hour
    case minute
    case second
    case fractionalSecond
    case timeZoneName
    /// A date field no `Intl.DateTimeFormat` option asks for (a quarter, a week of the year).
    case unknown
  }

  /// Which date of a range a part writes (ECMA-402's `[[Source]]`): the start's, the end's, or
  /// both's (the fields the two share, the separator, and every part of a range whose dates
  /// are written the same).
  public enum Source: String, Codable, Hashable, Sendable, CaseIterable {
    case startRange
    case endRange
    case shared
  }

  public var kind: Kind
  public var value: String
  /// An interval's part's date; nil for a part of one value.
  public var source: Source?

  public init(_ kind: Kind, _ value: String, source: Source? = nil) {
    self.kind = kind
    self.value = value
    self.source = source
  }

  /// `integer "1"`: the kind, and the value as a JSON string, so that a space or an invisible
  /// character at either end is seen (`literal " days"`, `group "\u202f"`); an interval's
  /// part then its source (`day "14" startRange`).
  public var description: String {
    "\(kind.rawValue) \(Self.quoted(value))" + (source.map { " \($0.rawValue)" } ?? "")
  }

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
