/// A calendar system, by its CLDR id (`gregorian`, `islamic-umalqura`).
///
/// Always set explicitly: ICU's default for a locale is not Gregorian everywhere (th_TH is
/// Buddhist, fa_IR Persian), and a corpus must not change with that default.
///
/// A value rather than an enum: which calendars exist is the engine's answer (ICU 72 has 18,
/// Foundation 27), and a corpus made on a newer engine may name one this engine lacks — which
/// `check` reports as drift, so such an id must still be readable. ``isWellFormed(_:)`` is what
/// a manifest's id must be; ``init(validating:)`` is what a command line accepts.
public struct CalendarID: RawRepresentable, Codable, Hashable, Sendable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral value: String) { self.init(rawValue: value) }

  public var description: String { rawValue }

  public static let gregorian: CalendarID = "gregorian"
  public static let buddhist: CalendarID = "buddhist"
  public static let hebrew: CalendarID = "hebrew"
  public static let japanese: CalendarID = "japanese"
  public static let chinese: CalendarID = "chinese"
  public static let islamicRGSA: CalendarID = "islamic-rgsa"

  /// ICU 72's calendars in ICU's own order (`ucal_getKeywordValuesForLocale("calendar", "",
  /// false)`); the ICU engine's tests compare this list with ICU's answer.
  public static let icu: [CalendarID] = [
    "gregorian", "japanese", "buddhist", "roc", "persian", "islamic-civil", "islamic", "hebrew",
    "chinese", "indian", "coptic", "ethiopic", "ethiopic-amete-alem", "iso8601", "dangi",
    "islamic-umalqura", "islamic-tbla", "islamic-rgsa",
  ]

  /// The calendars this toolchain's Foundation has and ICU 72 lacks (`Calendar.Identifier`).
  public static let foundationOnly: [CalendarID] = [
    "vietnamese", "bangla", "gujarati", "kannada", "malayalam", "marathi", "odia", "tamil",
    "telugu", "vikram",
  ]

  /// Every id some engine renders: what a command line may name before the engine is asked.
  public static let known: [CalendarID] = icu + foundationOnly

  /// Parses a CLDR calendar id any engine knows (letter case aside); the engine then checks
  /// that it has it.
  ///
  /// - Parameter orAll: whether the caller also takes `all`, for the message only: a refusal
  ///   offers `all` only where it would be read.
  /// - Throws: `InputError.unknownCalendar` naming the valid ids.
  public init(validating text: String, orAll: Bool = false) throws {
    let calendar = CalendarID(rawValue: text.lowercased())
    guard Self.known.contains(calendar) else {
      throw InputError.unknownCalendar(text, orAll: orAll)
    }
    self = calendar
  }

  /// A command line's id checked before any engine is made: `all` (nil) or a known id.
  ///
  /// - Throws: `InputError.unknownCalendar` naming the valid ids and `all`.
  public static func validatingOrAll(_ text: String) throws -> CalendarID? {
    text.lowercased() == "all" ? nil : try CalendarID(validating: text, orAll: true)
  }

  /// Whether a manifest's text can be a calendar id: 1–40 lower-case ASCII letters, digits and
  /// inner hyphens (never a path, never a control character).
  public static func isWellFormed(_ text: String) -> Bool {
    let utf8 = Array(text.utf8)
    guard (1...40).contains(utf8.count), utf8.first != UInt8(ascii: "-"),
      utf8.last != UInt8(ascii: "-")
    else { return false }
    return utf8.allSatisfy {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-")
    }
  }

  public static func < (lhs: CalendarID, rhs: CalendarID) -> Bool {
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

extension CalendarID {
  /// Why a manifest's text is no calendar id, for a `file:line` error.
  public static func malformedReason(_ text: String) -> String {
    "calendar '\(MessageText.escaped(text))' is not a calendar id (expected a CLDR id such as gregorian or islamic-umalqura: lower-case letters, digits and '-')"
  }
}
