import CorpusModel

/// The timer wheels of one locale, kept across its calendars and configured pickers.
///
/// A timer's wheels are numbers, plural categories and unit durations, which a
/// ``PickerSource`` answers for the locale alone (its promise). Each answer the timers need is
/// asked once per locale and kept here: the plural samples, each unit's labels, each row's
/// label, and whole wheels per timer configuration (the reference count-down is the same in
/// every calendar). Nothing is derived from another answer: a kept string is the string the
/// source returned for that very question.
///
/// Made per locale by ``CorpusAssembly`` and handed to each of the locale's
/// ``PickerAssembly``s; an assembly made without one keeps its own, so it answers as before.
public final class LocaleTimerWheels {
  /// A timer picker's wheels depend on these alone (and on the locale).
  struct Key: Hashable {
    var mode: PickerMode
    var seconds: Int
    var minuteInterval: Int
    var labelsRows: Bool
  }

  /// A row's label: a unit and the row's value.
  struct RowKey: Hashable {
    var field: WheelField
    var value: Int
  }

  var wheels: [Key: [Wheel]] = [:]
  var samples: [(category: String, number: Int)]?
  var unitLabels: [WheelField: WheelLabels] = [:]
  var rowLabels: [RowKey: RowLabel] = [:]

  public init() {}
}
