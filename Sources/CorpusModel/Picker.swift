/// The four modes of a date picker, as UIDatePicker has them, and the minutes-and-seconds
/// picker of the seeds' LabeledPickerView (the Clock app's timer).
public enum PickerMode: String, CaseIterable, Codable, Hashable, Sendable, OneByteCase {
  /// By case, not by raw text (`hashCase(_:into:)`).
  public func hash(into hasher: inout Hasher) { hashCase(self, into: &hasher) }

  case time
  case date
  case dateAndTime
  case countDownTimer
  case minutesAndSeconds

  /// UIDatePicker's four modes: the reference pickers every corpus file holds per calendar.
  public static let datePickerModes: [PickerMode] = [.time, .date, .dateAndTime, .countDownTimer]

  /// The modes that show a duration, not a date.
  public var isTimer: Bool { self == .countDownTimer || self == .minutesAndSeconds }

  public init(validating text: String) throws {
    guard
      let mode = PickerMode.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() })
    else {
      throw InputError.invalidValue(
        text, option: "--mode",
        expected: "one of: " + PickerMode.allCases.map(\.rawValue).joined(separator: ", "))
    }
    self = mode
  }
}

/// What a wheel shows.
public enum WheelField: String, CaseIterable, Codable, Hashable, Sendable, OneByteCase {
  /// By case, not by raw text (`hashCase(_:into:)`).
  public func hash(into hasher: inout Hasher) { hashCase(self, into: &hasher) }

  case year, month, day
  /// The combined weekday-month-day wheel of `dateAndTime`.
  case date
  case hour, minute, dayPeriod
  /// The seconds of the minutes-and-seconds picker.
  case second
}

/// One spinning wheel: its field, the pattern fragment its rows are rendered with, the rows,
/// and the row shown at the reference date.
public struct Wheel: Codable, Hashable, Sendable {
  public var field: WheelField
  public var pattern: String
  public var rows: [String]
  public var selected: Int
  public var labels: WheelLabels?
  /// The label beside each row, for a labelled wheel of a configured picker (the reference
  /// pickers of a corpus file leave it out).
  public var rowLabels: [RowLabel]?
  /// The rows a picker with a date range greys out, at the selected values of the other wheels.
  public var disabled: [Int]?

  public init(
    field: WheelField, pattern: String, rows: [String], selected: Int, labels: WheelLabels? = nil,
    rowLabels: [RowLabel]? = nil, disabled: [Int]? = nil
  ) {
    self.field = field
    self.pattern = pattern
    self.rows = rows
    self.selected = selected
    self.labels = labels
    self.rowLabels = rowLabels
    self.disabled = disabled
  }
}

/// The unit label beside one row in both widths, with the row's plural category
/// (ru_RU `{"row": "21", "category": "one", "wide": "21 час", "short": "21 ч"}`).
public struct RowLabel: Codable, Hashable, Sendable {
  public var row: String
  public var category: String
  public var wide: String
  public var short: String

  public init(row: String, category: String, wide: String, short: String) {
    self.row = row
    self.category = category
    self.wide = wide
    self.short = short
  }
}

extension WheelLabels {
  /// Where the number sits in each unit label, per width and plural category, in logical order:
  /// `before` the unit text (`{0} hours`), `after` it, or `none` (ar_EG's wide `ساعة`).
  public var placement: (wide: [String: String], short: [String: String])? {
    guard case .units(let wide, let short) = self else { return nil }
    func place(_ template: String) -> String {
      guard let number = template.firstRange(of: "{0}") else { return "none" }
      let before = template[..<number.lowerBound]
      let onlyMarks = before.unicodeScalars.allSatisfy {
        $0.properties.isWhitespace || $0.properties.generalCategory == .format
      }
      return onlyMarks ? "before" : "after"
    }
    return (wide.mapValues(place), short.mapValues(place))
  }
}

/// Fixed text beside a wheel.
public enum WheelLabels: Codable, Hashable, Sendable {
  /// Count-down units per plural category, the number written `{0}`: wide and short widths.
  case units(wide: [String: String], short: [String: String])
  /// The locale's word for the current day, shown on `dateAndTime`'s date wheel.
  case today(String)
}

/// One picker of a locale and calendar in one mode.
public struct Picker: Codable, Hashable, Sendable {
  public var locale: LocaleID
  public var calendar: CalendarID
  public var mode: PickerMode
  /// The locale's pattern the wheels come from (nil for the count-down, which has none).
  public var pattern: String?
  public var isRightToLeft: Bool
  public var wheels: [Wheel]

  public init(
    locale: LocaleID, calendar: CalendarID, mode: PickerMode, pattern: String?, isRightToLeft: Bool,
    wheels: [Wheel]
  ) {
    self.locale = locale
    self.calendar = calendar
    self.mode = mode
    self.pattern = pattern
    self.isRightToLeft = isRightToLeft
    self.wheels = wheels
  }

  /// What the picker shows: the selected rows, `[ 6 | 53 | PM ]`.
  public var text: String {
    "[ "
      + wheels.map { $0.rows.indices.contains($0.selected) ? $0.rows[$0.selected] : "" }
      .joined(separator: " | ") + " ]"
  }
}

/// The picker's reference: 15 November 2007, 18:53 in America/Los_Angeles (a Thursday; 5 Kislev
/// 5768, a Hebrew leap year; Buddhist 2550), and a count-down of 6,780 s (1:53).
public enum PickerReference {
  public static let instant = Instant(millisecondsSince1970: 1_195_181_580_000)
  public static let zone = ZoneID(rawValue: "America/Los_Angeles")
  public static let countDownSeconds = 6_780
  /// The minutes-and-seconds picker's duration: 90 s (1:30).
  public static let minutesAndSecondsSeconds = 90
  /// Years shown either side of the reference year.
  public static let yearSpan = 10
  /// Days shown either side of the reference day on `dateAndTime`'s date wheel.
  public static let daySpan = 3
}

/// The picker's minute interval: a divisor of 60 from 1 to 30, else 1, as UIDatePicker does.
public struct MinuteInterval: Hashable, Sendable {
  public let value: Int
  /// Whether the asked value was replaced by 1.
  public let fellBack: Bool

  public static let `default` = MinuteInterval(checked: 1)

  private init(checked value: Int) {
    self.value = value
    fellBack = false
  }

  /// Any whole number is accepted, as the picker accepts any integer; one beyond `Int` (say
  /// `99999999999999999999`) is no divisor of 60 either, so it falls back like 61 does.
  ///
  /// - Throws: `InputError.invalidValue` when the text is not a whole number (ASCII digits with
  ///   an optional sign).
  public init(validating text: String) throws {
    let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : text[...]
    guard !digits.isEmpty, digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
      throw InputError.invalidValue(
        text, option: "--minute-interval",
        expected: "a whole number; divisors of 60 from 1 to 30 step the minute wheel")
    }
    if let value = Int(text), (1...30).contains(value), 60 % value == 0 {
      self.value = value
      fellBack = false
    } else {
      self.value = 1
      fellBack = true
    }
  }
}
