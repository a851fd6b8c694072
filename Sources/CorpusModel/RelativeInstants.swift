/// Where a relative time stands in a sentence, which decides its first letter in the locales
/// that capitalize ("Gestern" at the start of a sentence, "gestern" inside one): ICU's
/// `UDisplayContext` capitalization values, Foundation's `FormatStyleCapitalizationContext`.
public enum RelativeCapitalization: String, CaseIterable, Codable, Hashable, Sendable, ListedValue {
  /// ICU's `UDISPCTX_CAPITALIZATION_NONE`, Foundation's `.unknown`: the data as it is.
  case none
  /// `UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE`, `.beginningOfSentence`.
  case sentenceStart = "sentence-start"
  /// `UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE`, `.middleOfSentence`.
  case middle
  /// `UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU`, `.listItem`.
  case listItem = "list-item"
  /// `UDISPCTX_CAPITALIZATION_FOR_STANDALONE`, `.standalone`.
  case standalone

  public static let option = "--capitalization"
}

/// Whether a relative time between two instants may use a named form ("yesterday") or always
/// counts ("1 day ago"): Foundation's `Date.RelativeFormatStyle.Presentation`.
public enum RelativePresentation: String, CaseIterable, Codable, Hashable, Sendable, ListedValue {
  case named, numeric

  public static let option = "--presentation"
}

/// How a relative time between two instants writes its unit and number: Foundation's
/// `Date.RelativeFormatStyle.UnitsStyle` (`spell-out` writes the number in words too).
public enum RelativeUnitsStyle: String, CaseIterable, Codable, Hashable, Sendable, ListedValue {
  case wide, abbreviated, narrow
  case spellOut = "spell-out"

  public static let option = "--units-style"
}

/// One relative time an engine words from two instants, choosing and rounding the unit itself:
/// `at` as seen from `reference` (`date.formatted(.relative(…))` when "now" is `reference`),
/// with the calendar and zone whose days, weeks and months it counts in.
///
/// Only an API that chooses the unit can answer it (Foundation's
/// `Date.AnchoredRelativeFormatStyle`); ICU's C API formats a given amount of a given unit, so
/// the ICU engine refuses it and ``RelativeQuery`` stays its way to write the same strings.
public struct RelativeInstantsQuery: Codable, Hashable, Sendable {
  /// The instant described: Foundation's anchor.
  public var at: Instant
  /// "Now": the instant the description is from.
  public var reference: Instant
  public var calendar: CalendarID
  public var zone: ZoneID
  public var presentation: RelativePresentation
  public var unitsStyle: RelativeUnitsStyle
  /// The units the engine may choose among, nil for all it has.
  public var allowedUnits: [RelativeUnit]?
  public var capitalization: RelativeCapitalization

  /// The units an engine may be allowed to choose among: a weekday or a quarter is no unit an
  /// API that chooses one has.
  public static let choosableUnits: [RelativeUnit] = [
    .year, .month, .week, .day, .hour, .minute, .second,
  ]

  public init(
    at: Instant, reference: Instant, calendar: CalendarID = .gregorian, zone: ZoneID,
    presentation: RelativePresentation = .numeric, unitsStyle: RelativeUnitsStyle = .wide,
    allowedUnits: [RelativeUnit]? = nil, capitalization: RelativeCapitalization = .none
  ) {
    self.at = at
    self.reference = reference
    self.calendar = calendar
    self.zone = zone
    self.presentation = presentation
    self.unitsStyle = unitsStyle
    self.allowedUnits = allowedUnits
    self.capitalization = capitalization
  }

  /// `--allowed-units`' value: choosable units separated by commas, each once.
  ///
  /// - Throws: `InputError.invalidValue` naming the first unit that is not one, or a repeat.
  public static func allowedUnits(validating text: String) throws -> [RelativeUnit] {
    var units: [RelativeUnit] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard let unit = RelativeUnit(rawValue: name), choosableUnits.contains(unit) else {
        throw InputError.invalidValue(
          name, option: "--allowed-units",
          expected:
            "units separated by commas, from " + choosableUnits.map(\.rawValue).joined(separator: ", "))
      }
      guard !units.contains(unit) else {
        throw InputError.invalidValue(
          name, option: "--allowed-units", expected: "each unit once")
      }
      units.append(unit)
    }
    return units
  }
}
