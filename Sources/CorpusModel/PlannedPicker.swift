/// One of the plan's picker configurations: a picker as an app configures it, in the modes (and,
/// for the date modes, the calendars) the corpus renders it in.
///
/// Each picker it makes is stored under ``key(mode:)``, a name a human reads in a diff and can
/// hand back to `fmtcorpus wheels`: the mode, then each property that is not the reference's,
/// spelled as that command's flag (`date@2025-03-01T20:00:00Z`,
/// `time,minute-interval=15`, `countDownTimer,duration=4500,minute-interval=5`).
/// `generate --picker KEY` reads such a key back (``PickerKey/init(parsing:)``) and adds it to
/// a plan (``Plan/add(pickers:)``).
public struct PlannedPicker: Hashable, Sendable {
  /// The modes rendered with this configuration, in ``PickerMode`` order.
  public var modes: [PickerMode]
  /// The calendars the date modes are rendered in (those of the plan); nil for the timer modes,
  /// which do not depend on the calendar and are stored once per locale.
  public var calendars: [CalendarID]?
  public var configuration: PickerConfiguration

  public init(modes: [PickerMode], calendars: [CalendarID]?, configuration: PickerConfiguration) {
    self.modes = PickerMode.allCases.filter(Set(modes).contains)
    self.calendars = calendars.map { Array(Set($0)).sorted() }
    self.configuration = configuration
  }

  /// Whether the pickers are stored once per locale rather than per calendar.
  public var isPerLocale: Bool { calendars == nil }

  /// The stored name of this configuration's picker in `mode` (``PickerKey``).
  public func key(mode: PickerMode) -> String {
    PickerKey(mode: mode, configuration: configuration).text
  }

  /// Every key this configuration stores, in mode order.
  public var keys: [String] { modes.map(key(mode:)) }
}

extension PlannedPicker {
  /// How a rule's message names the properties: as the manifest's plan does
  /// (`minuteInterval`) or as a key does (`minute-interval`).
  public enum Spelling: Sendable {
    case manifest, key
  }

  /// What follows the interval in its message: the values that step the minute wheel.
  static let intervalExpectation =
    "does not step the minute wheel (expected a divisor of 60 from 1 to 30)"

  /// Why a configuration cannot be planned for `modes`, or nil: the rules a stored plan's
  /// pickers (the manifest's reader) and `generate --picker` keys (``PickerKey``) both keep.
  ///
  /// A plan pins what the picker shows, so what `wheels` settles with a warning (a range with
  /// min > max, a date outside the range, an interval that falls back to 1, a duration past the
  /// maximum) is refused here, and a duration on a date mode is a mistake, not a no-op; so is a
  /// date, zone or range on a timer, which shows none of them (a key's parser names the part
  /// as it was given; a manifest's picker comes here with its values only).
  public static func problem(
    modes: [PickerMode], configuration: PickerConfiguration, spelling: Spelling
  ) -> String? {
    let date = configuration.date
    let timers = modes.filter(\.isTimer)
    if !timers.isEmpty {
      // A timer shows a duration: a date, zone or range would be stored and never shown.
      let manifest = spelling == .manifest
      let names = manifest ? ["at", "zone", "min", "max"] : ["date (@)", "zone=", "min=", "max="]
      let given = [
        date != PickerReference.instant, configuration.zone != PickerReference.zone,
        configuration.minimum != nil, configuration.maximum != nil,
      ]
      if let index = given.firstIndex(of: true) {
        let expected =
          manifest ? "duration and minuteInterval" : "duration= and minute-interval="
        return
          "the \(timers.map(\.rawValue).joined(separator: ", ")) picker takes no \(names[index]): it shows a duration (expected \(expected))"
      }
    }
    if let minimum = configuration.minimum, let maximum = configuration.maximum,
      minimum > maximum
    {
      return "min \(minimum) is later than max \(maximum)"
    }
    if let minimum = configuration.minimum, date < minimum {
      return "at \(date) is before min \(minimum)"
    }
    if let maximum = configuration.maximum, date > maximum {
      return "at \(date) is after max \(maximum)"
    }
    let interval = configuration.minuteInterval
    guard (1...30).contains(interval), 60 % interval == 0 else {
      let name = spelling == .manifest ? "minuteInterval" : "minute-interval"
      return "\(name) \(interval) " + intervalExpectation
    }
    if let seconds = configuration.duration {
      guard let most = modes.filter(\.isTimer).map(PickerConfiguration.maximumDuration(for:)).min()
      else { return "duration \(seconds) is for the timer modes only" }
      guard (0...most).contains(seconds) else {
        return "duration \(seconds) is not 0…\(most) seconds"
      }
    }
    return nil
  }

  static let losAngeles = ZoneID(rawValue: "America/Los_Angeles")

  /// The plan's picker configurations (issue 15): a Hebrew common year, a range of local
  /// midnights, minute interval 15, the seed's Figure 2 count-down and the minutes-and-seconds
  /// picker.
  public static let defaults: [PlannedPicker] = [
    // 1 Adar 5785, a common year: 12 month rows (ja_JP's Adar is 6月), against 5768's 13.
    PlannedPicker(
      modes: [.date], calendars: Plan.defaultCalendars,
      configuration: PickerConfiguration(date: instant("2025-03-01T20:00:00Z"), zone: losAngeles)),
    // The UICalendarView seed's range: local midnights of 2024 in Los Angeles.
    PlannedPicker(
      modes: [.date, .dateAndTime], calendars: [.gregorian],
      configuration: PickerConfiguration(
        date: instant("2024-02-14T20:00:00Z"), zone: losAngeles,
        minimum: instant("2024-01-01T08:00:00Z"), maximum: instant("2024-12-31T08:00:00Z"))),
    PlannedPicker(
      modes: [.time, .dateAndTime], calendars: [.gregorian],
      configuration: PickerConfiguration(
        date: PickerReference.instant, zone: PickerReference.zone, minuteInterval: 15)),
    // The seed's Figure 2: 4,500 s at interval 5 is [ 1 | 15 ].
    PlannedPicker(
      modes: [.countDownTimer], calendars: nil,
      configuration: PickerConfiguration(
        date: PickerReference.instant, zone: PickerReference.zone, minuteInterval: 5,
        duration: 4_500)),
    PlannedPicker(
      modes: [.minutesAndSeconds], calendars: nil,
      configuration: PickerConfiguration(
        date: PickerReference.instant, zone: PickerReference.zone, duration: 90)),
  ]

  private static func instant(_ text: String) -> Instant {
    // The literals above are checked by the model's tests; a typo is a programming error.
    try! Instant(iso8601: text)
  }
}

/// In the manifest, one object per configuration, its properties named as `wheels` names them:
/// `{"modes": ["date"], "calendars": [...], "at": ..., "zone": ..., "min": ..., "max": ...,
/// "minuteInterval": 15, "duration": 4500}`; absent properties are the reference's.
extension PlannedPicker: Codable {
  enum CodingKeys: String, CodingKey {
    case modes, calendars, at, zone, min, max, minuteInterval, duration
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      modes: try container.decode([PickerMode].self, forKey: .modes),
      calendars: try container.decodeIfPresent([CalendarID].self, forKey: .calendars),
      configuration: PickerConfiguration(
        date: try container.decodeIfPresent(Instant.self, forKey: .at) ?? PickerReference.instant,
        zone: try container.decodeIfPresent(ZoneID.self, forKey: .zone) ?? PickerReference.zone,
        minimum: try container.decodeIfPresent(Instant.self, forKey: .min),
        maximum: try container.decodeIfPresent(Instant.self, forKey: .max),
        minuteInterval: try container.decodeIfPresent(Int.self, forKey: .minuteInterval) ?? 1,
        duration: try container.decodeIfPresent(Int.self, forKey: .duration)))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(modes, forKey: .modes)
    try container.encodeIfPresent(calendars, forKey: .calendars)
    if configuration.date != PickerReference.instant {
      try container.encode(configuration.date, forKey: .at)
    }
    if configuration.zone != PickerReference.zone {
      try container.encode(configuration.zone, forKey: .zone)
    }
    try container.encodeIfPresent(configuration.minimum, forKey: .min)
    try container.encodeIfPresent(configuration.maximum, forKey: .max)
    if configuration.minuteInterval != 1 {
      try container.encode(configuration.minuteInterval, forKey: .minuteInterval)
    }
    try container.encodeIfPresent(configuration.duration, forKey: .duration)
  }
}
