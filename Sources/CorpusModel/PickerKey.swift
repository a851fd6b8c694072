/// The name a configured picker is stored under, which is also the `generate --picker` value
/// that adds it: the mode, then each property that is not the reference's, spelled as
/// `fmtcorpus wheels` takes it (`date@2025-03-01T20:00:00Z`, `time,minute-interval=15`,
/// `countDownTimer,duration=4500,minute-interval=5`).
///
/// One spelling per picker: ``init(parsing:)`` is the exact inverse of ``text`` and refuses any
/// other spelling of the same picker (parts out of order, a reference value written out, `05`
/// for `5`), naming the spelling a corpus uses. Two spellings would let one picker be planned
/// twice under two names, and a key read in a report would not be the flag that adds it.
public struct PickerKey: Hashable, Sendable, CustomStringConvertible {
  public let mode: PickerMode
  public let configuration: PickerConfiguration
  /// The key as a golden file and a report name it.
  public let text: String

  public init(mode: PickerMode, configuration: PickerConfiguration) {
    self.mode = mode
    self.configuration = configuration
    text = Self.write(mode: mode, configuration: configuration)
  }

  public var description: String { text }

  /// The reference's date and zone are left out, and so are an interval of 1 and an absent
  /// range; a timer mode always names its duration and never a date, zone or range (it shows
  /// none). Parts are separated by `,` and written as `wheels` flags without their leading
  /// `--`, `@` standing for `--at`.
  private static func write(mode: PickerMode, configuration: PickerConfiguration) -> String {
    var key = mode.rawValue
    if !mode.isTimer {
      if configuration.date != PickerReference.instant { key += "@" + configuration.date.iso8601 }
      if configuration.zone != PickerReference.zone {
        key += ",zone=" + configuration.zone.rawValue
      }
      if let minimum = configuration.minimum { key += ",min=" + minimum.iso8601 }
      if let maximum = configuration.maximum { key += ",max=" + maximum.iso8601 }
    } else {
      key += ",duration=\(configuration.durationSeconds(for: mode))"
    }
    if configuration.minuteInterval != 1 {
      key += ",minute-interval=\(configuration.minuteInterval)"
    }
    return key
  }

  /// Whether this is one of the reference pickers every corpus file holds under `wheels`.
  public var isReference: Bool {
    PickerMode.datePickerModes.contains(mode)
      && text == Self.write(mode: mode, configuration: .reference)
  }

  /// Reads a key, checking it by the rules the manifest's planned pickers keep
  /// (``PlannedPicker/problem(modes:configuration:spelling:)``).
  ///
  /// Each value is read by the parser of the `wheels` flag the part is named after; the zone
  /// is only checked for its shape here (whether an engine knows it is the engine's question).
  ///
  /// - Throws: `InputError.invalidPicker` naming the key and what is wrong with it: an unknown
  ///   mode or property, a value `wheels` refuses, a rule of the plan broken, a date, zone or
  ///   range on a timer, a reference picker, or a spelling other than the corpus's.
  public init(parsing text: String) throws {
    func invalid(_ reason: String) -> InputError { .invalidPicker(text, reason: reason) }
    func reading<T>(_ read: () throws -> T) throws -> T {
      do { return try read() } catch let error as InputError { throw invalid(error.description) }
    }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let head = parts[0]
    let at = head.firstIndex(of: "@")
    let modeText = String(head[..<(at ?? head.endIndex)])
    // Any letter case, as `--mode` takes it; the spelling check below names the corpus's.
    guard
      let mode = PickerMode.allCases.first(where: {
        $0.rawValue.lowercased() == modeText.lowercased()
      })
    else {
      throw invalid(
        "mode '\(modeText)' is not one of: "
          + PickerMode.allCases.map(\.rawValue).joined(separator: ", "))
    }
    var configuration = PickerConfiguration.reference
    var given: [String] = []
    if let at {
      given.append("@")
      configuration.date = try reading {
        try Instant(iso8601: String(head[head.index(after: at)...]))
      }
    }
    for part in parts.dropFirst() {
      let equals = part.firstIndex(of: "=")
      let name = String(part[..<(equals ?? part.endIndex)])
      guard let equals, Self.propertyNames.contains(name) else {
        throw invalid(
          "'\(part)' is not a property (expected "
            + Self.propertyNames.map { $0 + "=" }.joined(separator: ", ") + " after the mode)")
      }
      guard !given.contains(name) else { throw invalid("\(name)= is given twice") }
      given.append(name)
      let value = String(part[part.index(after: equals)...])
      switch name {
      case "zone":
        guard ZoneID.isWellFormed(value) else {
          throw invalid(
            "zone '\(value)' is not an IANA zone id (expected letters, digits, '_', '-', '+' and '/' between names, such as America/Los_Angeles)"
          )
        }
        configuration.zone = ZoneID(rawValue: value)
      case "min": configuration.minimum = try reading { try Instant(iso8601: value) }
      case "max": configuration.maximum = try reading { try Instant(iso8601: value) }
      case "minute-interval":
        // `wheels --minute-interval` reads the number; a plan takes no fallback to 1, so the
        // rule below refuses what `wheels` would warn about.
        _ = try reading { try MinuteInterval(validating: value) }
        guard let minutes = Int(value) else {
          throw invalid("minute-interval \(value) " + PlannedPicker.intervalExpectation)
        }
        configuration.minuteInterval = minutes
      default:
        let seconds = try reading { try PickerConfiguration.duration(validating: value) }
        guard Int(value) != nil else {
          throw invalid("duration \(value) is more than a timer shows")
        }
        configuration.duration = seconds
      }
    }
    if mode.isTimer, let dated = given.first(where: { ["@", "zone", "min", "max"].contains($0) }) {
      throw invalid(
        "the \(mode.rawValue) picker takes no \(dated == "@" ? "date (@)" : dated + "="): it shows a duration (expected duration= and minute-interval=)"
      )
    }
    if let problem = PlannedPicker.problem(
      modes: [mode], configuration: configuration, spelling: .key)
    {
      throw invalid(problem)
    }
    self.init(mode: mode, configuration: configuration)
    if isReference {
      // The default plan configures every reference mode: its key is the example.
      let example = PlannedPicker.defaults.first { $0.modes.contains(mode) }?.key(mode: mode)
      throw invalid(
        "it is the reference picker, which every corpus file holds under 'wheels' (expected a configuration that differs from it, such as \(example ?? "time,minute-interval=15"))"
      )
    }
    guard self.text == text else {
      throw invalid("a corpus names this picker '\(self.text)' (give it that way)")
    }
  }

  /// The properties after the mode, in the order a key writes them.
  static let propertyNames = ["zone", "min", "max", "duration", "minute-interval"]
}
