/// A date picker as an app configures it: its `date`, `timeZone`, `minimumDate`/`maximumDate`,
/// `minuteInterval` and `countDownDuration` (the seeds' UIDatePicker properties).
///
/// ``reference`` is the picker every corpus holds. ``settled()`` applies the picker's own rules
/// to what was asked (a range with min > max is ignored, a date outside the range is clamped, a
/// duration past the maximum is clamped) and says what it changed, so the caller can warn.
public struct PickerConfiguration: Codable, Hashable, Sendable {
  /// The picker's `date`: the instant its wheels show.
  public var date: Instant
  /// Where the date is read.
  public var zone: ZoneID
  public var minimum: Instant?
  public var maximum: Instant?
  /// A divisor of 60 from 1 to 30 (``MinuteInterval`` checks what is asked).
  public var minuteInterval: Int
  /// The count-down's duration in seconds; nil for each timer mode's default
  /// (``defaultDuration(for:)``).
  public var duration: Int?

  /// 15 November 2007, 18:53 in America/Los_Angeles, minute interval 1, no range.
  public static let reference = PickerConfiguration(
    date: PickerReference.instant, zone: PickerReference.zone)

  public init(
    date: Instant, zone: ZoneID, minimum: Instant? = nil, maximum: Instant? = nil,
    minuteInterval: Int = 1, duration: Int? = nil
  ) {
    self.date = date
    self.zone = zone
    self.minimum = minimum
    self.maximum = maximum
    self.minuteInterval = minuteInterval
    self.duration = duration
  }

  /// Whether a range is set (either end).
  public var hasRange: Bool { minimum != nil || maximum != nil }

  /// The seconds a timer mode shows: the asked duration or the mode's default.
  public func durationSeconds(for mode: PickerMode) -> Int {
    duration ?? Self.defaultDuration(for: mode)
  }

  /// 6,780 s (1:53) for the count-down, 90 s (1:30) for minutes and seconds.
  public static func defaultDuration(for mode: PickerMode) -> Int {
    mode == .minutesAndSeconds
      ? PickerReference.minutesAndSecondsSeconds : PickerReference.countDownSeconds
  }

  /// The most a timer mode shows: 86,399 s (23:59) for the count-down, 3,599 s (59:59) for
  /// minutes and seconds.
  public static func maximumDuration(for mode: PickerMode) -> Int {
    mode == .minutesAndSeconds ? 3_599 : 86_399
  }

  /// What the picker does with this configuration, and a sentence for each thing it changed.
  ///
  /// The seeds: "If the minimum date value is greater than the maximum date value, both
  /// properties are ignored." They are silent on a date outside the range; UIDatePicker clamps
  /// it to the nearer end, and so does this.
  public func settled() -> (configuration: PickerConfiguration, warnings: [String]) {
    var settled = self
    var warnings: [String] = []
    if let minimum, let maximum, minimum > maximum {
      settled.minimum = nil
      settled.maximum = nil
      warnings.append(
        "minimum date \(minimum) is later than maximum date \(maximum); both are ignored, as the picker does"
      )
    }
    if let minimum = settled.minimum, settled.date < minimum {
      warnings.append(
        "date \(settled.date) is before the minimum date; showing \(minimum), as the picker clamps it"
      )
      settled.date = minimum
    }
    if let maximum = settled.maximum, settled.date > maximum {
      warnings.append(
        "date \(settled.date) is after the maximum date; showing \(maximum), as the picker clamps it"
      )
      settled.date = maximum
    }
    return (settled, warnings)
  }

  /// The duration a timer mode shows, clamped to its maximum, and a warning when it was.
  public func settledDuration(for mode: PickerMode) -> (seconds: Int, warning: String?) {
    let asked = durationSeconds(for: mode)
    let most = Self.maximumDuration(for: mode)
    guard asked > most else { return (asked, nil) }
    return (
      most,
      "duration \(asked) s is more than the \(mode.rawValue) picker's maximum of \(most) s; showing \(most) s"
    )
  }

  /// A duration in whole seconds from 0.
  ///
  /// - Throws: `InputError.invalidValue` naming the text, for anything but ASCII digits.
  public static func duration(validating text: String) throws -> Int {
    guard !text.isEmpty, text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
      throw InputError.invalidValue(
        text, option: "--duration", expected: "whole seconds from 0, such as 4500")
    }
    // Beyond `Int` is beyond every maximum: clamp as a large number would be.
    return Int(text) ?? Int.max
  }
}
