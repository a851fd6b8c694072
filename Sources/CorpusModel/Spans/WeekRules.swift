/// Where a calculation's weeks begin and which week of a year or month is the first: the
/// calendar's first weekday and minimum days in the first week (`Calendar.firstWeekday`,
/// `minimumDaysInFirstWeek`; ICU's `UCAL_FIRST_DAY_OF_WEEK`, `UCAL_MINIMAL_DAYS_IN_FIRST_WEEK`).
///
/// Each is the calendar's own default where nil: `calc` without `--first-weekday` and a plan's
/// case without `first-weekday=` read the calendar as the engine builds it, so a case written
/// before these knobs keeps its key and its outcome. Weekdays count from 1 = Sunday, as both
/// APIs count.
public struct WeekRules: Codable, Hashable, Sendable {
  /// The first day of the week, 1 (Sunday) … 7 (Saturday); nil for the calendar's own.
  public var firstWeekday: Int?
  /// How many days of the first week must fall in the year or month, 1 … 7; nil for the
  /// calendar's own.
  public var minimumDays: Int?

  public init(firstWeekday: Int? = nil, minimumDays: Int? = nil) {
    self.firstWeekday = firstWeekday
    self.minimumDays = minimumDays
  }

  /// The calendar's own rules: neither is set.
  public static let calendarDefaults = WeekRules()

  /// The weekdays' names from 1 = `sun`: the values of the locale setting `fw`
  /// (``LocaleSettings/closedValues``), so the flag, its help and its message read one list.
  public static var weekdayNames: [String] { LocaleSettings.closedValues["fw"] ?? [] }

  /// The option each knob is named by, on the command line and in a case's text.
  public static let firstWeekdayName = "first-weekday"
  public static let minimumDaysName = "min-days"

  /// Reads `--first-weekday` and `--min-days` (nil where not given).
  ///
  /// A first weekday is a number, 1 = Sunday, or the name the locale setting `fw` gives it
  /// (``LocaleSettings/closedValues``: `sun` … `sat`), so a team can write the same weekday
  /// in both places.
  ///
  /// - Throws: `InputError.invalidValue` naming the option and its valid values.
  public init(validatingFirstWeekday weekday: String?, minimumDays: String?, prefix: String = "--")
    throws
  {
    if let weekday {
      let names = Self.weekdayNames
      if let number = Int(weekday), (1...7).contains(number) {
        firstWeekday = number
      } else if let index = names.firstIndex(of: weekday) {
        firstWeekday = index + 1
      } else {
        throw InputError.invalidValue(
          weekday, option: prefix + Self.firstWeekdayName,
          expected: "a weekday 1-7 (1 = Sunday) or one of: \(names.joined(separator: ", "))")
      }
    }
    if let minimumDays {
      guard let number = Int(minimumDays), (1...7).contains(number) else {
        throw InputError.invalidValue(
          minimumDays, option: prefix + Self.minimumDaysName, expected: "a number of days 1-7")
      }
      self.minimumDays = number
    }
  }

  /// The rules as a case's text writes them, each set one a word: `first-weekday=2 min-days=4`.
  public var words: [String] {
    [
      firstWeekday.map { "\(Self.firstWeekdayName)=\($0)" },
      minimumDays.map { "\(Self.minimumDaysName)=\($0)" },
    ].compactMap { $0 }
  }
}
