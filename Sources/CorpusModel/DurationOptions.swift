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

  /// Reads `--zero-units`' value; `show:1` is read as `show`, and `show:0` as `hide` (a
  /// configuration's parser asks for its one spelling).
  ///
  /// `show:0` is `hide` because Foundation makes them one value: its `.hide` is
  /// `ZeroValueUnitsDisplayStrategy(length: 0)`, which is what `.show(length: 0)` builds, and
  /// `Duration.UnitsFormatStyle` drops a zero unit whenever that length is not above 0.
  ///
  /// - Throws: `InputError.invalidValue` naming the value and the three forms.
  public init(validating text: String) throws {
    func invalid() -> InputError {
      .invalidValue(
        text, option: "--zero-units",
        expected:
          "hide, show or show:N with N from 0 (hide) to \(Self.lengths.upperBound) (every value padded to N digits)"
      )
    }
    switch text {
    case "hide", "show:0": self = .hide
    case "show": self = .show(length: 1)
    default:
      guard text.hasPrefix("show:"), let length = Int(text.dropFirst(5)),
        Self.lengths.contains(length), text == "show:\(length)"
      else { throw invalid() }
      self = .show(length: length)
    }
  }
}

/// How the last unit's fraction is written (`--fraction`): hidden, its amount rounded to a
/// whole number; shown with exactly `length` digits; or shown with `minimum` to `maximum`
/// digits (`show:2...4`; `show:2...` for no upper limit: the amount's every digit). Without it
/// an engine writes its own default (ICU the locale's decimal format: up to three digits in
/// en_US; Foundation up to three), as the default plan does.
public enum FractionPart: Hashable, Sendable {
  case hide
  case show(length: Int)
  /// Foundation's `FractionalPartDisplayStrategy(lengthLimits:)`: at least `minimum` digits,
  /// at most `maximum` (nil for no limit), `minimum` below `maximum`.
  case limits(minimum: Int, maximum: Int?)

  /// The lengths a fraction takes: Foundation clamps every fraction length to 0...998 (its
  /// number skeleton's part length, one short of ICU's 999), so a longer one writes what 998
  /// writes. The icu engine writes at most ``icuLengths``.
  public static let lengths = 0...998

  /// The lengths the icu engine's breakdown writes: to the microsecond of a second, which an
  /// amount's six fraction digits reach; its amounts are exact to the digit shown, where
  /// Foundation's are a Double's (1,000 s in minutes is 16.666666666666668 there, every digit
  /// shown), so it takes no longer fraction than it can round exactly.
  public static let icuLengths = 0...6

  public var text: String {
    switch self {
    case .hide: "hide"
    case .show(let length): "show:\(length)"
    case .limits(let minimum, let maximum): "show:\(minimum)...\(maximum.map(String.init) ?? "")"
    }
  }

  /// The fewest fraction digits written: 0 when hidden.
  public var minimumDigits: Int {
    switch self {
    case .hide: 0
    case .show(let length): length
    case .limits(let minimum, _): minimum
    }
  }

  /// The most fraction digits written, which the amount is rounded to: 0 when hidden, nil for
  /// no limit.
  public var maximumDigits: Int? {
    switch self {
    case .hide: 0
    case .show(let length): length
    case .limits(_, let maximum): maximum
    }
  }

  /// Reads `--fraction`'s value; `show:0` is read as `hide`, and `show:N...N` as `show:N` (a
  /// configuration's parser asks for its one spelling).
  ///
  /// `show:0` is `hide` because Foundation makes them one value: `.show(length: 0, rounded: R)`
  /// and `.hide(rounded: R)` both build `FractionalPartDisplayStrategy` with lengths 0...0 and
  /// rule R, and ICU's side writes both with `precision-integer`; `lengthLimits: N...N` builds
  /// what `.show(length: N)` does. (A rounding increment stays refused without `show:N`, N
  /// from 1: a step of whole units is another knob.)
  ///
  /// - Throws: `InputError.invalidValue` naming the value and the forms.
  public init(validating text: String) throws {
    let invalid = InputError.invalidValue(
      text, option: "--fraction",
      expected:
        "hide, show:N (exactly N digits, N from 0 (hide) to \(Self.lengths.upperBound)), or show:A...B or show:A... (A to B digits, A below B)"
    )
    guard text != "hide" else {
      self = .hide
      return
    }
    guard text.hasPrefix("show:") else { throw invalid }
    let value = text.dropFirst(5)
    func length(_ part: Substring) -> Int? {
      guard let length = Int(part), String(length) == part, Self.lengths.contains(length) else {
        return nil
      }
      return length
    }
    if let dots = value.indices.first(where: { value[$0...].hasPrefix("...") }) {
      let upperText = value[value.index(dots, offsetBy: 3)...]
      guard let minimum = length(value[..<dots]) else { throw invalid }
      if upperText.isEmpty {
        self = .limits(minimum: minimum, maximum: nil)
        return
      }
      guard let maximum = length(upperText), maximum >= minimum else { throw invalid }
      self = maximum == minimum ? (minimum == 0 ? .hide : .show(length: minimum))
        : .limits(minimum: minimum, maximum: maximum)
      return
    }
    guard let shown = length(value) else { throw invalid }
    self = shown == 0 ? .hide : .show(length: shown)
  }
}

/// A rounding rule by ICU's name (`UNumberFormatRoundingMode`): `up` away from zero, `down`
/// toward zero, `ceiling`, `floor`, and the three ties. Each engine maps it to its API and
/// refuses what it lacks (Foundation's `FloatingPointRoundingRule` has no half-down).
public enum DurationRounding: String, CaseIterable, Hashable, Sendable, ListedValue {
  case up, down, ceiling, floor
  case halfEven = "half-even"
  case halfUp = "half-up"
  case halfDown = "half-down"

  public static let option = "--rounding"

  /// `quotient` rounded by the rule, given the remainder over the divisor (both not negative).
  func rounded(_ quotient: Int128, remainder: Int128, divisor: Int128) -> Int128 {
    guard remainder != 0 else { return quotient }
    switch self {
    case .up, .ceiling: return quotient + 1
    case .down, .floor: return quotient
    case .halfUp: return remainder * 2 >= divisor ? quotient + 1 : quotient
    case .halfDown: return remainder * 2 > divisor ? quotient + 1 : quotient
    case .halfEven:
      let twice = remainder * 2
      return twice > divisor || (twice == divisor && quotient % 2 == 1) ? quotient + 1 : quotient
    }
  }
}

/// How many integer digits each unit's value is written with (Foundation's `valueLength` and
/// `valueLengthLimits`): at least `lower`, padded with zeros, and at most `upper`, the higher
/// digits cut (what a number skeleton's `integer-width` does, which both engines ask ICU for).
/// `value-length=N` is `N...N` given as one length; `value-length-limits=A...B` or `A...` the
/// others. `value-length-limits=N...N` is another setting, not a second spelling: Foundation
/// stores `valueLength: N` as the range `N..<N+1` and then reads its upper bound as the most
/// digits, so it cuts past N + 1 digits where `valueLengthLimits: N...N` cuts past N (442,800 s
/// in hours at `valueLength: 1`: `23 hours`; at `1...1`: `3 hours`). The icu engine cuts both
/// past N, as the knob says.
public struct ValueLength: Hashable, Sendable {
  public var lower: Int
  public var upper: Int?
  /// Given as one length (`--value-length N`, Foundation's `valueLength: N`).
  public var isOneLength: Bool

  /// The lengths a bound takes: Foundation clamps a value's integer length to 0...999 (ICU's
  /// number skeletons' most), so a longer one writes what 999 writes; 0 writes no integer
  /// digit for a value below 1 (`.00165 wks`). `--value-length` takes 1 at least. The icu
  /// engine writes at most ``icuLengths``.
  public static let lengths = 0...999

  /// The lengths the icu engine's skeletons take (its C side's buffers).
  public static let icuLengths = 0...9

  public init(lower: Int, upper: Int?, isOneLength: Bool = false) {
    self.lower = lower
    self.upper = upper
    self.isOneLength = isOneLength && upper == lower
  }

  /// `value-length=2` or `value-length-limits=1...3`, `2...`, `2...2`: its spelling's part.
  public var text: String {
    if isOneLength { return "value-length=\(lower)" }
    return "value-length-limits=\(limitsText)"
  }

  /// `1...3`, `2...`: the limits as `--value-length-limits` takes them.
  var limitsText: String { "\(lower)...\(upper.map(String.init) ?? "")" }

  /// `--value-length`'s value: one length, both bounds.
  ///
  /// - Throws: `InputError.invalidValue` naming the value and the lengths.
  public init(length text: String) throws {
    guard let length = Int(text), String(length) == text, (1...Self.lengths.upperBound).contains(length)
    else {
      throw InputError.invalidValue(
        text, option: "--value-length",
        expected: "a number of digits from 1 to \(Self.lengths.upperBound)")
    }
    self.init(lower: length, upper: length, isOneLength: true)
  }

  /// `--value-length-limits`' value: `A...B` or `A...` (a lower bound always: Swift's `...B`
  /// is `0...B`, as Foundation reads a missing lower bound). `0...0` is Foundation's
  /// `integer-width/*`: no integer digit below 1, and no upper limit.
  ///
  /// - Throws: `InputError.invalidValue` naming the value and the forms.
  public init(limits text: String) throws {
    // Split at the first "..." (no Foundation here).
    var parts = [text]
    if let dots = text.indices.first(where: { text[$0...].hasPrefix("...") }) {
      parts = [String(text[..<dots]), String(text[text.index(dots, offsetBy: 3)...])]
    }
    func bound(_ part: String) -> Int? {
      guard let value = Int(part), String(value) == part, Self.lengths.contains(value) else {
        return nil
      }
      return value
    }
    guard parts.count == 2, let lower = bound(parts[0]),
      parts[1].isEmpty || (bound(parts[1]).map { $0 >= lower } ?? false)
    else {
      throw InputError.invalidValue(
        text, option: "--value-length-limits",
        expected:
          "A...B or A... with digits from \(Self.lengths.lowerBound) to \(Self.lengths.upperBound), A not above B"
      )
    }
    self.init(lower: lower, upper: bound(parts[1]))
  }
}

/// A duration's knobs beyond its units and width (issue 42): the unit count, zero units and
/// the last unit's fraction. The default (no limit, zero units shown unpadded, the engine's
/// own fraction) is what the default plan writes.
public struct DurationOptions: Hashable, Sendable, Codable {
  /// At most this many units are written (Foundation's `maximumUnitCount`); nil for no limit.
  public var maxUnits: Int?
  public var zeroUnits: ZeroUnits
  /// Each value's integer digits (``ValueLength``); nil for no limit.
  public var valueLength: ValueLength?

  /// The last unit's fraction; nil for the engine's own (see ``FractionPart``).
  public var fraction: FractionPart?
  /// How the fraction is rounded, with ``fraction`` only; nil for half-even (both engines'
  /// default).
  public var rounding: DurationRounding?
  /// The step the last unit is rounded to (`0.25`), with `fraction=show:N` only, at most N
  /// fraction digits.
  public var increment: SpanAmount?

  /// The numeric width's (a time pattern's) first field padded to this many digits
  /// (`Duration.TimeFormatStyle`'s `padHourToLength`, `padMinuteToLength`); nil for 1.
  public var pad: Int?
  /// The numeric width's seconds written with this many fraction digits
  /// (`fractionalSecondsLength`); nil for none.
  public var fractionLength: Int?
  /// Whether the numeric width's first field is grouped (`1,233:45`): nil for Foundation's
  /// automatic grouping, the default, `false` for `.never` (`true` is read as nil).
  public var grouping: Bool? {
    didSet { if grouping == true { grouping = nil } }
  }

  /// The pads and fraction lengths a time pattern takes.
  public static let padLengths = 1...9
  public static let fractionLengths = 1...6

  public init(
    maxUnits: Int? = nil, zeroUnits: ZeroUnits = .show(length: 1), fraction: FractionPart? = nil,
    rounding: DurationRounding? = nil, increment: SpanAmount? = nil, pad: Int? = nil,
    fractionLength: Int? = nil, grouping: Bool? = nil, valueLength: ValueLength? = nil
  ) {
    self.maxUnits = maxUnits
    self.zeroUnits = zeroUnits
    self.valueLength = valueLength
    self.fraction = fraction
    self.rounding = rounding
    self.increment = increment
    self.pad = pad
    self.fractionLength = fractionLength
    self.grouping = grouping == true ? nil : grouping
  }

  /// The integer digits every value is written with, as `Duration.UnitsFormatStyle` works
  /// them out (its number style's `integerLength`): with zero units shown padded to N, at
  /// least N and at most the value length's upper bound; with them hidden, the value length's
  /// bounds; at least 1 and no upper bound otherwise.
  public var integerDigits: (minimum: Int, maximum: Int?) {
    let shown: Int
    switch zeroUnits {
    case .show(let length): shown = length
    case .hide: shown = 0
    }
    guard let valueLength else { return (max(shown, 1), nil) }
    return shown > 0 ? (shown, valueLength.upper) : (valueLength.lower, valueLength.upper)
  }

  /// Whether a time pattern's knob is set (pad, fraction length, rounding, grouping).
  public var configuresTimePattern: Bool {
    pad != nil || fractionLength != nil || rounding != nil || grouping != nil
  }

  /// The knobs a width writes: the numeric width (`1:15`) is a pattern of its own, with
  /// neither a unit count nor zero units to hide.
  static func problem(units: DurationUnits, width: DurationWidth, options: DurationOptions)
    -> String?
  {
    if width != .numeric {
      let given = [
        options.pad.map { "pad=\($0)" }, options.fractionLength.map { "fraction-length=\($0)" },
        options.grouping.map { "grouping=\($0 ? "automatic" : "never")" },
      ].compactMap { $0 }
      if let first = given.first {
        return "\(first) is a time pattern's knob: it applies to width=numeric only"
      }
    }
    if width == .numeric {
      if let pad = options.pad, !padLengths.contains(pad) {
        return "pad=\(pad) is not \(padLengths.lowerBound)…\(padLengths.upperBound) digits"
      }
      if let length = options.fractionLength {
        guard fractionLengths.contains(length) else {
          return
            "fraction-length=\(length) is not \(fractionLengths.lowerBound)…\(fractionLengths.upperBound) digits"
        }
        guard units.units.last == .second else {
          return "fraction-length=\(length) writes seconds: the pattern hour,minute has none"
        }
      }
    }
    if options.fraction == nil, width != .numeric, let rounding = options.rounding {
      return "rounding=\(rounding.rawValue) rounds a fraction: give fraction=hide or fraction=show:N too"
    }
    if let increment = options.increment {
      guard case .show(let length) = options.fraction else {
        return "rounding-increment=\(increment) steps a shown fraction: give fraction=show:N too"
      }
      let digits = increment.text.split(separator: ".").dropFirst().first?.count ?? 0
      guard increment.value > 0, digits <= length else {
        return
          "rounding-increment=\(increment) is not a step above 0 with at most \(length) fraction digits (fraction=show:\(length))"
      }
    }
    if let valueLength = options.valueLength, case .show(let length) = options.zeroUnits,
      let upper = valueLength.upper, length > upper
    {
      return
        "\(valueLength.text) is fewer digits than zero-units=\(options.zeroUnits.text) pads to"
    }
    guard width == .numeric else { return nil }
    if let valueLength = options.valueLength {
      return "\(valueLength.text) does not apply to width=numeric"
    }
    if let increment = options.increment {
      return "rounding-increment=\(increment) does not apply to width=numeric"
    }
    if let count = options.maxUnits { return "max-units=\(count) does not apply to width=numeric" }
    if options.zeroUnits != .show(length: 1) {
      return "zero-units=\(options.zeroUnits.text) does not apply to width=numeric"
    }
    if let fraction = options.fraction {
      return "fraction=\(fraction.text) does not apply to width=numeric"
    }
    return nil
  }

  /// The pipe between processes carries the spelling's texts, each read back by its parser.
  enum CodingKeys: String, CodingKey {
    case maxUnits, zeroUnits, fraction, rounding, increment, pad, fractionLength, grouping
    case valueLength
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    maxUnits = try container.decodeIfPresent(Int.self, forKey: .maxUnits)
    zeroUnits = try ZeroUnits(
      validating: container.decodeIfPresent(String.self, forKey: .zeroUnits) ?? "show")
    fraction = try container.decodeIfPresent(String.self, forKey: .fraction).map(
      FractionPart.init(validating:))
    rounding = try container.decodeIfPresent(String.self, forKey: .rounding).map(
      DurationRounding.init(validating:))
    increment = try container.decodeIfPresent(String.self, forKey: .increment).map {
      try SpanAmount(validating: $0, option: "--rounding-increment", allowsNegative: false)
    }
    pad = try container.decodeIfPresent(Int.self, forKey: .pad)
    fractionLength = try container.decodeIfPresent(Int.self, forKey: .fractionLength)
    let grouped = try container.decodeIfPresent(Bool.self, forKey: .grouping)
    grouping = grouped == true ? nil : grouped
    valueLength = try container.decodeIfPresent(String.self, forKey: .valueLength).map {
      $0.contains("...") ? try ValueLength(limits: $0) : try ValueLength(length: $0)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(maxUnits, forKey: .maxUnits)
    try container.encode(zeroUnits.text, forKey: .zeroUnits)
    try container.encodeIfPresent(fraction?.text, forKey: .fraction)
    try container.encodeIfPresent(rounding?.rawValue, forKey: .rounding)
    try container.encodeIfPresent(increment?.text, forKey: .increment)
    try container.encodeIfPresent(pad, forKey: .pad)
    try container.encodeIfPresent(fractionLength, forKey: .fractionLength)
    try container.encodeIfPresent(grouping, forKey: .grouping)
    try container.encodeIfPresent(
      valueLength.map { $0.isOneLength ? "\($0.lower)" : $0.limitsText }, forKey: .valueLength)
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
  ///
  /// With `fraction=`, the whole duration is first rounded to the last unit's shown digits
  /// (and `rounding-increment=`) by `rounding=`, so a rounding carries into the larger units
  /// (3,599 s in hour,minute, fraction hidden: `1 hour, 0 minutes`), and the units are chosen
  /// from the rounded amounts, each step rounding again to its own last unit (3,597 s in
  /// hour,minute at most 1 unit, one digit: 60.0 minutes, so hours, `1.0 hours`).
  ///
  /// A negative duration is broken down by its length, and the sign goes on the first piece
  /// (`-1 hour, 15 minutes`; `-0 hours, 0.008 minutes` for -0.5 s), as Foundation writes it;
  /// none when every piece is zero once rounded (-30 s in minutes, fraction hidden: `0
  /// minutes`).
  public var pieces: [(unit: DurationUnit, amount: Double)] {
    var pieces = unsignedPieces
    if seconds.value < 0, pieces.contains(where: { $0.amount != 0 }) {
      pieces[0].amount = -pieces[0].amount
    }
    return pieces
  }

  private var unsignedPieces: [(unit: DurationUnit, amount: Double)] {
    let nanoseconds = Self.nanoseconds(seconds)
    let amounts = { (units: [DurationUnit]) in self.amounts(of: nanoseconds, in: units) }
    var kept = units.units
    if options.zeroUnits == .hide {
      kept = zip(kept, amounts(kept)).filter { $0.1 != 0 }.map(\.0)
      if kept.isEmpty { kept = [units.units.last!] }
    }
    if let count = options.maxUnits {
      if let first = amounts(kept).firstIndex(where: { $0 != 0 }) {
        kept = Array(kept[first...].prefix(count))
      }
    }
    return Array(zip(kept, amounts(kept)))
  }

  /// The amounts of `units`, rounded as ``DurationOptions/fraction`` says: in whole steps of
  /// the last unit's 10^-N (times the increment), counted in nanoseconds times 10^N, so every
  /// step is whole.
  private func amounts(of nanoseconds: Int128, in units: [DurationUnit]) -> [Double] {
    guard let digits = options.fraction?.maximumDigits else {
      return Self.amounts(of: nanoseconds, in: units)
    }
    var scale: Int128 = 1
    for _ in 0..<digits { scale *= 10 }
    // One step of the last unit, in nanoseconds times `scale`: its 10^-N, times the increment
    // (whose digits are at most N, so a whole number of them).
    var steps: Int128 = 1
    if let increment = options.increment {
      steps = Self.nanoseconds(increment) * scale / 1_000_000_000
    }
    let step = units.last!.nanoseconds * steps
    let total = nanoseconds * scale
    let rounded =
      (options.rounding ?? .halfEven).rounded(
        total / step, remainder: total % step, divisor: step) * step
    var rest = rounded
    var amounts: [Double] = []
    for unit in units.dropLast() {
      let length = unit.nanoseconds * scale
      amounts.append(Double(rest / length))
      rest %= length
    }
    let last = units.last!.nanoseconds * scale
    amounts.append(Double(rest / last) + Double(rest % last) / Double(last))
    return amounts
  }

  /// Why ICU writes no negative duration in the numeric width: the engine's refusal and a
  /// corpus's note both say this.
  public static let icuNegativeNumeric =
    "the numeric width (h:mm:ss) is the linked ICU's C++ MeasureFormat, which fmtcorpus asks for lengths only; Foundation's Duration.TimeFormatStyle writes a negative one (-1:15:00)"

  /// The amount in nanoseconds with its sign: what Foundation's `Duration` holds.
  public static func signedNanoseconds(_ amount: SpanAmount) -> Int128 {
    amount.value < 0 ? -nanoseconds(amount) : nanoseconds(amount)
  }

  /// The amount's length in nanoseconds, its sign left out, read from its text (at most 12
  /// digits before the point and 6 after it: beyond Int64 in nanoseconds, within Int128).
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
