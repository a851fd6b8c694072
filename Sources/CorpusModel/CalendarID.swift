/// A calendar system, by its CLDR id.
///
/// Always set explicitly: ICU's default for a locale is not Gregorian everywhere (th_TH is
/// Buddhist, fa_IR Persian), and a corpus must not change with that default.
public enum CalendarID: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
  case gregorian
  case buddhist
  case hebrew

  /// Parses a CLDR calendar id, refusing anything outside the three this product pins.
  ///
  /// - Throws: `InputError.unknownCalendar` naming the valid ids.
  public init(validating text: String) throws {
    guard let calendar = CalendarID(rawValue: text.lowercased()) else {
      throw InputError.unknownCalendar(text)
    }
    self = calendar
  }

  public static func < (lhs: CalendarID, rhs: CalendarID) -> Bool {
    lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
  }
}
