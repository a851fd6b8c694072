/// A unit a duration is broken down into.
public enum DurationUnit: String, CaseIterable, Codable, Hashable, Sendable, OneByteCase {
  /// By case, not by raw text (`hashCase(_:into:)`).
  public func hash(into hasher: inout Hasher) { hashCase(self, into: &hasher) }

  case week, day, hour, minute, second, millisecond, microsecond, nanosecond

  /// Its length in seconds.
  public var seconds: Double {
    switch self {
    case .week: 604_800
    case .day: 86_400
    case .hour: 3_600
    case .minute: 60
    case .second: 1
    case .millisecond: 1e-3
    case .microsecond: 1e-6
    case .nanosecond: 1e-9
    }
  }

  /// The units of the durations artifact's default plan, which ICU's C++ MeasureFormat writes
  /// on the linked ICU; the others are written through number skeletons (``DurationQuery``).
  public var isMeasureFormatUnit: Bool { (DurationUnit.day...DurationUnit.second).contains(self) }
}

extension DurationUnit: Comparable {
  /// Largest first: a week is less than a day.
  public static func < (lhs: DurationUnit, rhs: DurationUnit) -> Bool {
    caseIndex(lhs) < caseIndex(rhs)
  }
}

/// How a duration is written: ICU's `MeasureFormat` widths (`wide` "1 hour, 15 minutes",
/// `short` "1 hr, 15 min", `narrow` "1h 15m") and its `numeric` form ("1:15"), and
/// Foundation's `condensedAbbreviated` ("1 hr 15 min"), which ICU has not.
///
/// `short` is Foundation's `.abbreviated`: `--width` takes `abbreviated` as its alias, and a
/// corpus stores `short`, as it did before Foundation's names were taken.
public enum DurationWidth: String, CaseIterable, Codable, Hashable, Sendable, OneByteCase {
  /// By case, not by raw text (`hashCase(_:into:)`).
  public func hash(into hasher: inout Hasher) { hashCase(self, into: &hasher) }

  case wide, short, narrow, numeric
  case condensedAbbreviated = "condensed-abbreviated"

  /// The other names `--width` takes with `--duration`, and the width each names.
  public static let aliases: [String: DurationWidth] = ["abbreviated": .short]

  /// `--width`'s value with `--duration`, an alias included; a relative time's width (`long`)
  /// is named as such.
  public init(validating text: String) throws {
    guard let width = DurationWidth(rawValue: text) ?? Self.aliases[text] else {
      let other = RelativeWidth(rawValue: text) != nil ? " (\(text) is a --relative width)" : ""
      throw InputError.invalidValue(
        text, option: "--width with --duration",
        expected:
          "one of \(Self.allCases.map(\.rawValue).joined(separator: ", ")) (abbreviated is short)\(other)"
      )
    }
    self = width
  }
}

/// The units a duration is written in, largest first: `hour,minute`.
public struct DurationUnits: StoredAsSpelling, Hashable, Sendable, CustomStringConvertible {
  public let units: [DurationUnit]

  /// The unit sets the numeric form (`h:mm:ss`) writes.
  public static let numericSets: [[DurationUnit]] = [
    [.hour, .minute], [.hour, .minute, .second], [.minute, .second],
  ]

  /// `--units`' value: units separated by commas, each once, largest first.
  public init(validating text: String) throws {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let units = names.compactMap(DurationUnit.init(rawValue:))
    let order = DurationUnit.allCases
    guard units.count == names.count, !units.isEmpty,
      zip(units, units.dropFirst()).allSatisfy({
        order.firstIndex(of: $0)! < order.firstIndex(of: $1)!
      })
    else {
      throw InputError.invalidValue(
        text, option: "--units",
        expected:
          "units of \(order.map(\.rawValue).joined(separator: ", ")) separated by commas, each once, largest first (hour,minute)"
      )
    }
    self.units = units
  }

  init(_ units: [DurationUnit]) { self.units = units }

  public var spelling: String { description }

  /// `hour,minute`: the text `--units` takes and the golden files key by.
  public var description: String { units.map(\.rawValue).joined(separator: ",") }

  /// Whether the numeric form writes these units.
  public var hasNumericForm: Bool { Self.numericSets.contains(units) }

  /// The amount of each unit in `seconds`: largest unit first, every unit but the last the
  /// whole quotient (zeros kept), the last the exact remainder, fractional where it does not
  /// divide (59 s as hour,minute: 0 and 0.98333…).
  public func amounts(of seconds: Double) -> [Double] {
    var rest = seconds
    var amounts: [Double] = []
    for unit in units.dropLast() {
      let whole = (rest / unit.seconds).rounded(.down)
      amounts.append(whole)
      rest -= whole * unit.seconds
    }
    amounts.append(rest / units.last!.seconds)
    return amounts
  }
}

/// One duration to render: 4,500 s as hour,minute, wide, with its configuration's other knobs.
public struct DurationQuery: Codable, Hashable, Sendable {
  public var seconds: SpanAmount
  public var units: DurationUnits
  public var width: DurationWidth
  /// The knobs beyond units and width (``DurationOptions``): none in the default plan.
  public var options: DurationOptions

  /// One duration of a configuration (``DurationConfiguration``), which was checked as a whole.
  public init(seconds: SpanAmount, configuration: DurationConfiguration) {
    self.seconds = seconds
    units = configuration.units
    width = configuration.width
    options = configuration.options
  }

  /// The configuration the query is written in.
  public var configuration: DurationConfiguration {
    DurationConfiguration(checkedUnits: units, width: width, options: options)
  }

  /// - Throws: `InputError.invalidValue` for the numeric width on units it does not write.
  public init(seconds: SpanAmount, units: DurationUnits, width: DurationWidth) throws {
    guard width != .numeric || units.hasNumericForm else {
      throw InputError.invalidValue(
        "\(units)", option: "--units with --width numeric",
        expected: "one of "
          + DurationUnits.numericSets.map { DurationUnits($0).description }
          .joined(separator: ", "))
    }
    self.seconds = seconds
    self.units = units
    self.width = width
    options = DurationOptions()
  }

  /// Each unit's amount, by ``DurationUnits/amounts(of:)``.
  public var amounts: [Double] { units.amounts(of: seconds.value) }

  /// Whether the query is one the default plan could hold: units from day to second, one of
  /// ICU's widths, no other knob, not negative. ICU's C++ MeasureFormat writes these on the
  /// linked ICU; the others go through number skeletons (``pieces`` puts a negative one's sign).
  public var isPlain: Bool {
    options == DurationOptions() && width != .condensedAbbreviated && seconds.value >= 0
      && units.units.allSatisfy(\.isMeasureFormatUnit)
      // A Double holds six fraction digits of 12-digit seconds; nanoseconds are broken down
      // exactly (``pieces``).
      && (seconds.text.split(separator: ".").dropFirst().first?.count ?? 0)
        <= SpanAmount.fractionDigits
  }
}

/// The `durations` artifact's plan: durations in seconds, the unit sets and widths each is
/// written in (the numeric width only for the sets it writes). Stored in the manifest as
/// `durations`.
public struct DurationPlan: Codable, Hashable, Sendable {
  public var seconds: [SpanAmount]
  public var units: [DurationUnits]
  public var widths: [DurationWidth]
  /// A team's own configurations (`generate --duration-format`), each written at every
  /// duration of ``seconds``; nil when there are none, as in the default plan, so a manifest
  /// without them is the one made before they existed.
  public var configurations: [DurationConfiguration]?

  public init(
    seconds: [SpanAmount], units: [DurationUnits], widths: [DurationWidth],
    configurations: [DurationConfiguration]? = nil
  ) {
    self.seconds = seconds
    self.units = units
    self.widths = widths
    self.configurations = configurations
  }

  /// Every query of the plan, each once: a width's unit sets, each at every duration, then
  /// each configuration at every duration.
  public var queries: [DurationQuery] {
    var seen = Set<DurationQuery>()
    var queries: [DurationQuery] = []
    for width in widths {
      for units in units where width != .numeric || units.hasNumericForm {
        for seconds in seconds {
          guard let query = try? DurationQuery(seconds: seconds, units: units, width: width),
            seen.insert(query).inserted
          else { continue }
          queries.append(query)
        }
      }
    }
    for configuration in configurations ?? [] {
      for seconds in seconds {
        let query = DurationQuery(seconds: seconds, configuration: configuration)
        if seen.insert(query).inserted { queries.append(query) }
      }
    }
    return queries
  }

  /// Adds configurations (`generate --duration-format`), each once, in the order given.
  public mutating func add(configurations more: [DurationConfiguration]) {
    guard !more.isEmpty else { return }
    var all = configurations ?? []
    for configuration in more where !all.contains(configuration) { all.append(configuration) }
    configurations = all
  }

  /// Adds durations (`generate --duration-seconds`), written in every unit set and width.
  public mutating func add(seconds more: [SpanAmount]) {
    for amount in more where !seconds.contains(amount) { seconds.append(amount) }
  }

  /// A team's own configurations alone, each at the default plan's durations (0, 59 s,
  /// 4,500 s, 6,780 s, 90,061 s: zero, under a minute, hours and minutes, past a day), with no
  /// unit set or width of the default grid: what a plan file's `duration` entries make.
  public static func configured(_ configurations: [DurationConfiguration]) -> DurationPlan {
    var plan = DurationPlan(seconds: DurationPlan.default.seconds, units: [], widths: [])
    plan.add(configurations: configurations)
    return plan
  }

  /// The default plan: 0 (every unit zero), 59 s (a fraction of a minute), 4,500 s (1 h 15 min,
  /// the example), 6,780 s (the count-down picker's 1:53) and 90,061 s (1 d 1 h 1 min
  /// 1 s) in the four unit sets and four widths: 75 strings a locale.
  public static let `default` = DurationPlan(
    seconds: RelativePlan.amounts("0", "59", "4500", "6780", "90061"),
    units: [
      DurationUnits([.hour, .minute]), DurationUnits([.hour, .minute, .second]),
      DurationUnits([.minute, .second]), DurationUnits([.day, .hour, .minute, .second]),
    ],
    widths: [.wide, .short, .narrow, .numeric])
}
