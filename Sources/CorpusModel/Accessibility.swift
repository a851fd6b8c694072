/// The widths CLDR gives a field's display name (en_US hour: `hour`, `hr.`, `hr`).
public enum FieldNameWidth: String, CaseIterable, Codable, Hashable, Sendable {
  case wide, abbreviated, narrow
}

/// What a locale's spoken words for its pickers are built from, once per locale
/// (``Artifact/accessibility``): they depend on neither the calendar nor the zone.
///
/// This is the locale's data, not a screen reader's phrases: VoiceOver's own words ("Picker
/// item", "Adjustable") are the platform's, not CLDR's.
public struct LocaleAccessibility: Codable, Hashable, Sendable {
  /// Each wheel's field (``WheelField/named``) → its display name per width: what a wheel is
  /// called ("hour", "Stunde", "時"). Empty from an engine with no field names (Foundation's).
  public var fieldNames: [WheelField: [FieldNameWidth: String]]
  /// The count-down's wheels read as spoken values at the reference (1:53): `hour` → `1 hour`
  /// (short `1 hr`), `minute` → `53 minutes`, from the unit patterns its labels use.
  public var countDown: [WheelField: SpokenDuration]

  public init(
    fieldNames: [WheelField: [FieldNameWidth: String]] = [:],
    countDown: [WheelField: SpokenDuration] = [:]
  ) {
    self.fieldNames = fieldNames
    self.countDown = countDown
  }
}

/// A count-down wheel's value with its plural unit, in the two widths its labels have.
public struct SpokenDuration: Codable, Hashable, Sendable {
  public var wide: String
  public var short: String

  public init(wide: String, short: String) {
    self.wide = wide
    self.short = short
  }
}

/// What a screen reader's words for one calendar's picker and month are built from.
public struct CalendarAccessibility: Codable, Hashable, Sendable {
  /// Each date mode's wheels (`time`, `date`, `dateAndTime`) in the order a screen reader meets
  /// them: the wheels' own order, which a right-to-left picker lays out from the right. Each
  /// is its field and its selected row as the wheel shows it; the combined date wheel's row is
  /// read through ``dayCell``'s pattern (`Thursday, November 15`, not `Thu, Nov 15`).
  public var wheels: [PickerMode: [SpokenWheel]]
  /// The month view's weekday header as full stand-alone names (`cccc`), in the header's
  /// order (from the locale's first weekday): what a narrow `M T W` header stands for.
  public var weekdays: [String]
  /// How a day cell is read: skeleton `MMMMEEEEd`'s pattern, and its rendering for the first
  /// day of the reference's month and for the reference's day.
  public var dayCell: DayCellLabel
  /// Every day cell of the reference's month as read, in the month's order, with the month's
  /// title: what a calendar view's cells are labelled with (the report's tooltips).
  public var cells: MonthCellLabels
  /// The locale's word for the current day, as the date wheel shows it.
  public var today: String

  public init(
    wheels: [PickerMode: [SpokenWheel]], weekdays: [String], dayCell: DayCellLabel,
    cells: MonthCellLabels, today: String
  ) {
    self.wheels = wheels
    self.weekdays = weekdays
    self.dayCell = dayCell
    self.cells = cells
    self.today = today
  }
}

/// One wheel as an accessibility element: its field and the value read for it.
public struct SpokenWheel: Codable, Hashable, Sendable {
  public var field: WheelField
  public var value: String

  public init(field: WheelField, value: String) {
    self.field = field
    self.value = value
  }
}

/// The pattern a day cell is read with and two of its readings.
public struct DayCellLabel: Codable, Hashable, Sendable {
  public var pattern: String
  /// The first day of the reference's month.
  public var first: String
  /// The reference's day (the picker's date, the month view's selected day).
  public var selected: String

  public init(pattern: String, first: String, selected: String) {
    self.pattern = pattern
    self.first = first
    self.selected = selected
  }
}

/// Each day of one month as a screen reader reads its cell, through ``DayCellLabel/pattern``.
public struct MonthCellLabels: Codable, Hashable, Sendable {
  /// The month's title as the month view writes it (skeleton `yMMMM`: `November 2007`): which
  /// drawn month the labels belong to.
  public var month: String
  /// Each day's reading, in the order the calendar walks the month (a month that skips days
  /// has no reading for them): `Thursday, November 1` … `Friday, November 30`.
  public var days: [String]

  public init(month: String, days: [String]) {
    self.month = month
    self.days = days
  }
}

/// One locale's and calendar's accessibility values together: what `wheels --accessibility`
/// and `month --accessibility` print.
public struct Accessibility: Codable, Hashable, Sendable {
  public var locale: LocaleID
  public var calendar: CalendarID
  public var isRightToLeft: Bool
  public var perLocale: LocaleAccessibility
  public var perCalendar: CalendarAccessibility

  public init(
    locale: LocaleID, calendar: CalendarID, isRightToLeft: Bool, perLocale: LocaleAccessibility,
    perCalendar: CalendarAccessibility
  ) {
    self.locale = locale
    self.calendar = calendar
    self.isRightToLeft = isRightToLeft
    self.perLocale = perLocale
    self.perCalendar = perCalendar
  }
}

extension WheelField {
  /// The fields with a display name of their own: every wheel's but the combined date wheel's,
  /// which takes ``day``'s.
  public static let named: [WheelField] = [
    .year, .month, .day, .hour, .minute, .dayPeriod, .second,
  ]

  /// The field whose display name a wheel of this field takes.
  public var namedField: WheelField { self == .date ? .day : self }
}

extension PickerReference {
  /// The skeleton a day cell, and the combined date wheel's row, are read with.
  public static let spokenDateSkeleton = "MMMMEEEEd"
}

extension FieldNameWidth {
  /// Why the Foundation engines refuse field display names: the one line `wheels
  /// --accessibility` gives, and the reason a corpus leaves them out. Foundation's own ICU has
  /// `udatpg_getFieldDisplayName`, but no Foundation API reaches it.
  public static let foundationRefusal =
    "Foundation has no API for a field's display name, so nothing a Swift app renders shows one"

  /// What the refusal names: `the hour field's display name`.
  public static func refusedText(_ field: WheelField) -> String {
    "the \(field.rawValue) field's display name"
  }
}
