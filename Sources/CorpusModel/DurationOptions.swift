/// Whether a duration's zero-valued units are written, as Foundation's
/// `Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy` says it: `show` with every value
/// padded to `length` digits (`01 hour, 02 minutes`; `show:1`, no padding, is what the default
/// plan writes), or `hide`.
public enum ZeroUnits: Hashable, Sendable {
  case show(length: Int)
  case hide

  /// The values a padded length may take: Foundation pads to any length, ICU's skeletons to any
  /// number of `0`s; beyond 9 digits no duration of the plan reaches.
  public static let lengths = 1...9

  /// `hide`, `show`, `show:N`: the spelling of `--zero-units` and of a configuration's
  /// `zero-units=`.
  public var text: String {
    switch self {
    case .hide: "hide"
    case .show(let length): length == 1 ? "show" : "show:\(length)"
    }
  }

  /// Reads `--zero-units`' value; `show:1` is read as `show` (a configuration's parser asks
  /// for its one spelling).
  ///
  /// - Throws: `InputError.invalidValue` naming the value and the three forms.
  public init(validating text: String) throws {
    func invalid() -> InputError {
      .invalidValue(
        text, option: "--zero-units",
        expected:
          "hide, show or show:N with N from \(Self.lengths.lowerBound) to \(Self.lengths.upperBound) (every value padded to N digits)"
      )
    }
    switch text {
    case "hide": self = .hide
    case "show": self = .show(length: 1)
    default:
      guard text.hasPrefix("show:"), let length = Int(text.dropFirst(5)),
        Self.lengths.contains(length), text == "show:\(length)"
      else { throw invalid() }
      self = .show(length: length)
    }
  }
}

/// A duration's knobs beyond its units and width (issue 42): the unit count and zero units.
/// The default (no limit, zero units shown unpadded) is what the default plan writes.
public struct DurationOptions: Hashable, Sendable, Codable {
  /// At most this many units are written (Foundation's `maximumUnitCount`); nil for no limit.
  public var maxUnits: Int?
  public var zeroUnits: ZeroUnits

  public init(maxUnits: Int? = nil, zeroUnits: ZeroUnits = .show(length: 1)) {
    self.maxUnits = maxUnits
    self.zeroUnits = zeroUnits
  }

  /// The knobs a width writes: the numeric width (`1:15`) is a pattern of its own, with
  /// neither a unit count nor zero units to hide.
  static func problem(width: DurationWidth, options: DurationOptions) -> String? {
    guard width == .numeric else { return nil }
    if let count = options.maxUnits { return "max-units=\(count) does not apply to width=numeric" }
    if options.zeroUnits != .show(length: 1) {
      return "zero-units=\(options.zeroUnits.text) does not apply to width=numeric"
    }
    return nil
  }

  enum CodingKeys: String, CodingKey { case maxUnits, zeroUnits }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    maxUnits = try container.decodeIfPresent(Int.self, forKey: .maxUnits)
    zeroUnits = try ZeroUnits(
      validating: container.decodeIfPresent(String.self, forKey: .zeroUnits) ?? "show")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(maxUnits, forKey: .maxUnits)
    try container.encode(zeroUnits.text, forKey: .zeroUnits)
  }
}

extension DurationQuery {
  /// The units written and each one's amount: ICU's side of the breakdown, which is ours
  /// (Foundation's `Duration.UnitsFormatStyle` breaks a duration down itself).
  ///
  /// The rule is Foundation's, as observed on its Linux build (FoundationEngineTests and
  /// ICUEngineTests pin both on the same cases):
  /// 1. the amounts of every allowed unit (``DurationUnits/amounts(of:)``: all but the last
  ///    whole, the last the rest);
  /// 2. with `zero-units=hide`, only the units whose amount is not zero; the smallest allowed
  ///    unit when every amount is zero (`0 seconds`);
  /// 3. with `max-units=N`, when some amount is not zero, the N units from the first that is
  ///    not (`59 s` in hour,minute at most 1: `0.983 minutes`); when all are zero, all of them
  ///    (`0 hours, 0 minutes`);
  /// 4. the amounts again over the units kept, so the last carries the rest
  ///    (90,061 s in day,hour,minute,second at most 2: `1 day, 1.017 hours`).
  ///
  /// The amounts are worked out in whole nanoseconds, as Foundation's `Duration` holds them:
  /// in seconds as a Double, 0.001501 s less 1 ms is 500.999… µs (`500 μs, 1,000 ns`).
  public var pieces: [(unit: DurationUnit, amount: Double)] {
    let nanoseconds = Self.nanoseconds(seconds)
    var kept = units.units
    let amounts = Self.amounts(of: nanoseconds, in: kept)
    if options.zeroUnits == .hide {
      kept = zip(kept, amounts).filter { $0.1 != 0 }.map(\.0)
      if kept.isEmpty { kept = [units.units.last!] }
    }
    if let count = options.maxUnits {
      let all = Self.amounts(of: nanoseconds, in: kept)
      if let first = all.firstIndex(where: { $0 != 0 }) {
        kept = Array(kept[first...].prefix(count))
      }
    }
    return Array(zip(kept, Self.amounts(of: nanoseconds, in: kept)))
  }

  /// The amount in nanoseconds, read from its text (at most 12 digits before the point and 6
  /// after it: beyond Int64 in nanoseconds, within Int128).
  public static func nanoseconds(_ amount: SpanAmount) -> Int128 {
    let parts = amount.text.split(separator: ".", maxSplits: 1)
    let whole = Int128(parts[0].drop(while: { $0 == "-" })) ?? 0
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    let digits = Int128(fraction + String(repeating: "0", count: 9 - fraction.count)) ?? 0
    return whole * 1_000_000_000 + digits
  }

  /// ``DurationUnits/amounts(of:)``'s rule in whole nanoseconds: every unit but the last the
  /// whole quotient, the last the rest as a fraction of it.
  static func amounts(of nanoseconds: Int128, in units: [DurationUnit]) -> [Double] {
    var rest = nanoseconds
    var amounts: [Double] = []
    for unit in units.dropLast() {
      let length = unit.nanoseconds
      amounts.append(Double(rest / length))
      rest %= length
    }
    let last = units.last!.nanoseconds
    amounts.append(Double(rest / last) + Double(rest % last) / Double(last))
    return amounts
  }
}

extension DurationUnit {
  /// Its length in nanoseconds.
  var nanoseconds: Int128 {
    switch self {
    case .week: 604_800_000_000_000
    case .day: 86_400_000_000_000
    case .hour: 3_600_000_000_000
    case .minute: 60_000_000_000
    case .second: 1_000_000_000
    case .millisecond: 1_000_000
    case .microsecond: 1_000
    case .nanosecond: 1
    }
  }
}
