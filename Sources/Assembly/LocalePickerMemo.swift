import CorpusModel

/// What one locale's pickers share across its calendars and configured pickers: the timers'
/// answers and the split patterns.
///
/// A timer's wheels are numbers, plural categories and unit durations, which a
/// ``PickerSource`` answers for the locale alone (its promise). Each answer the timers need is
/// asked once per locale and kept here: the plural samples, each unit's labels, each row's
/// label, and whole wheels per timer configuration (the reference count-down is the same in
/// every calendar). Nothing is derived from another answer: a kept string is the string the
/// source returned for that very question. A pattern's wheels (``PatternSplitter``) depend on
/// the pattern alone, and the locale's calendars and configurations ask the same few patterns.
///
/// Made per locale by ``CorpusAssembly`` and handed to each of the locale's
/// ``PickerAssembly``s; an assembly made without one keeps its own, so it answers as before.
public final class LocalePickerMemo {
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

  // Unchecked at run time, as `RememberingPickerSource`'s state is (its note says why).
  @exclusivity(unchecked) var wheels: [Key: [Wheel]] = [:]
  @exclusivity(unchecked) var samples: [(category: String, number: Int)]?
  @exclusivity(unchecked) var unitLabels: [WheelField: WheelLabels] = [:]
  @exclusivity(unchecked) var rowLabels: [RowKey: RowLabel] = [:]
  @exclusivity(unchecked) private var splits: [String: [(field: WheelField, pattern: String)]] = [:]

  public init() {}

  /// ``PatternSplitter/wheels(in:)``, split once per pattern.
  func wheels(in pattern: String) -> [(field: WheelField, pattern: String)] {
    if let kept = splits[pattern] { return kept }
    let wheels = PatternSplitter.wheels(in: pattern)
    splits[pattern] = wheels
    return wheels
  }
}
