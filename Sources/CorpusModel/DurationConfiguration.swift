/// A duration as an app configures it: its units, width and the knobs of ``DurationOptions``,
/// in one text spelling that `format`'s flags, `generate --duration-format`, a plan file's
/// `duration:` entry and the golden key all share.
///
/// The spelling is the units (as `--units` takes them), then each knob that is not the
/// default, as `name=value` with the name of its `format` flag without `--`, separated by
/// `;`, in this order: `width`, `max-units`, `zero-units`, `value-length` or
/// `value-length-limits`, `fraction`, `rounding`,
/// `rounding-increment`, and a time pattern's (`width=numeric`) `pad`, `fraction-length`,
/// `grouping`.
/// `hour,minute;width=short;max-units=1;zero-units=hide` is
/// `format --duration S --units hour,minute --width short --max-units 1 --zero-units hide`.
///
/// One spelling per configuration: ``init(validating:)`` is the exact inverse of ``text`` and
/// refuses any other spelling of the same configuration (knobs out of order, a default written
/// out, an alias), naming the spelling a corpus uses, so one configuration is never planned
/// twice under two names. In a golden file the width is the outer key and the rest of the text
/// (``key``) the inner one, so the default plan's unit sets (`hour,minute` under `wide`) keep
/// their keys.
public struct DurationConfiguration: Hashable, Sendable, CustomStringConvertible {
  public let units: DurationUnits
  public let width: DurationWidth
  public let options: DurationOptions

  /// - Throws: `InputError.invalidDurationFormat` for what no engine writes: the numeric width
  ///   on other units than its own, or with a knob it has not.
  public init(units: DurationUnits, width: DurationWidth, options: DurationOptions) throws {
    let text = Self.write(units: units, width: width, options: options)
    if let problem = Self.problem(units: units, width: width, options: options) {
      throw InputError.invalidDurationFormat(text, reason: problem)
    }
    self.init(checkedUnits: units, width: width, options: options)
  }

  init(checkedUnits units: DurationUnits, width: DurationWidth, options: DurationOptions) {
    self.units = units
    self.width = width
    self.options = options
  }

  /// The whole spelling: `hour,minute;width=short;max-units=1`.
  public var text: String { Self.write(units: units, width: width, options: options) }

  public var description: String { text }

  /// The spelling without its width, which a golden file keys by inside the width:
  /// `hour,minute;max-units=1`.
  public var key: String {
    Self.write(units: units, width: .wide, options: options)
  }

  /// The knobs' names in the order a spelling writes them.
  public static let knobs = [
    "width", "max-units", "zero-units", "value-length", "value-length-limits", "fraction",
    "rounding", "rounding-increment", "pad", "fraction-length", "grouping",
  ]

  private static func write(units: DurationUnits, width: DurationWidth, options: DurationOptions)
    -> String
  {
    var text = units.description
    if width != .wide { text += ";width=\(width.rawValue)" }
    if let count = options.maxUnits { text += ";max-units=\(count)" }
    if options.zeroUnits != .show(length: 1) { text += ";zero-units=\(options.zeroUnits.text)" }
    if let valueLength = options.valueLength { text += ";\(valueLength.text)" }
    if let fraction = options.fraction { text += ";fraction=\(fraction.text)" }
    if let rounding = options.rounding { text += ";rounding=\(rounding.rawValue)" }
    if let increment = options.increment { text += ";rounding-increment=\(increment)" }
    if let pad = options.pad { text += ";pad=\(pad)" }
    if let length = options.fractionLength { text += ";fraction-length=\(length)" }
    if let grouping = options.grouping { text += ";grouping=\(grouping ? "automatic" : "never")" }
    return text
  }

  /// Why no engine writes the configuration, or nil.
  static func problem(units: DurationUnits, width: DurationWidth, options: DurationOptions)
    -> String?
  {
    if width == .numeric, !units.hasNumericForm {
      return
        "width=numeric writes only the units "
        + DurationUnits.numericSets.map { DurationUnits($0).description }
        .joined(separator: ", ")
    }
    if let count = options.maxUnits, !(1...units.units.count).contains(count) {
      return "max-units=\(count) is not 1…\(units.units.count), the number of units"
    }
    return DurationOptions.problem(units: units, width: width, options: options)
  }

  /// `--grouping`'s value: a time pattern's first field grouped (`automatic`, the default) or
  /// not (`never`), as `NumberFormatStyleConfiguration.Grouping` names them.
  public static func grouping(validating text: String) throws -> Bool {
    switch text {
    case "automatic": return true
    case "never": return false
    default:
      throw InputError.invalidValue(text, option: "--grouping", expected: "automatic or never")
    }
  }

  /// Reads a spelling (``text``), each part by the parser of the flag it is named after.
  ///
  /// - Throws: `InputError.invalidDurationFormat` naming the text and what is wrong: an
  ///   unknown knob, a value its flag refuses, a knob twice or out of order, a default written
  ///   out, an alias, or a configuration no engine writes.
  public init(validating text: String) throws {
    func invalid(_ reason: String) -> InputError { .invalidDurationFormat(text, reason: reason) }
    func reading<T>(_ read: () throws -> T) throws -> T {
      do { return try read() } catch let error as InputError { throw invalid(error.description) }
    }
    let parts = text.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    let units = try reading { try DurationUnits(validating: parts[0]) }
    var width = DurationWidth.wide
    var options = DurationOptions()
    var last = -1
    for part in parts.dropFirst() {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, let index = Self.knobs.firstIndex(of: pair[0]) else {
        throw invalid(
          "'\(part)' is not name=value with a name of "
            + Self.knobs.joined(separator: ", "))
      }
      guard index > last else {
        throw invalid(
          "\(pair[0]) is given twice or out of order (the order is units, then "
            + Self.knobs.joined(separator: ", ") + ")")
      }
      last = index
      switch pair[0] {
      case "width": width = try reading { try DurationWidth(validating: pair[1]) }
      case "max-units":
        guard let count = Int(pair[1]), String(count) == pair[1] else {
          throw invalid("max-units=\(pair[1]) is not a whole number of units (1…\(units.units.count))")
        }
        options.maxUnits = count
      case "zero-units": options.zeroUnits = try reading { try ZeroUnits(validating: pair[1]) }
      case "value-length", "value-length-limits":
        guard options.valueLength == nil else {
          throw invalid("value-length and value-length-limits are one knob: give one")
        }
        options.valueLength = try reading {
          try pair[0] == "value-length"
            ? ValueLength(length: pair[1]) : ValueLength(limits: pair[1])
        }
      case "fraction": options.fraction = try reading { try FractionPart(validating: pair[1]) }
      case "rounding": options.rounding = try reading { try DurationRounding(validating: pair[1]) }
      case "pad", "fraction-length":
        guard let count = Int(pair[1]), String(count) == pair[1] else {
          throw invalid("\(pair[0])=\(pair[1]) is not a whole number of digits")
        }
        if pair[0] == "pad" { options.pad = count } else { options.fractionLength = count }
      case "grouping": options.grouping = try reading { try Self.grouping(validating: pair[1]) }
      default:
        options.increment = try reading {
          try SpanAmount(validating: pair[1], option: "--rounding-increment", allowsNegative: false)
        }
      }
    }
    try self.init(units: units, width: width, options: options)
    guard self.text == text else {
      throw invalid("a configuration has one spelling: write it as \(self.text)")
    }
  }
}

extension DurationConfiguration {
  /// The engines' APIs a configuration is asked through, for what each cannot express.
  public enum EngineAPI: Sendable {
    /// ICU's number skeletons, units lists and MeasureFormat (`icu`, `icu@VERSION`).
    case icu
    /// `Duration.UnitsFormatStyle` and `Duration.TimeFormatStyle` (`foundation`,
    /// `formatstyle`).
    case foundation
  }

  /// Why `api` cannot express the configuration (its knob and what the API has), or nil: the
  /// engine's refusal and a corpus's note both say this.
  public func unsupported(by api: EngineAPI) -> String? {
    switch api {
    case .icu:
      if let fraction = options.fraction,
        (fraction.maximumDigits ?? .max) > FractionPart.icuLengths.upperBound
      {
        return
          "fraction=\(fraction.text) writes more than \(FractionPart.icuLengths.upperBound) fraction digits, which the icu engine's breakdown does not round exactly (Foundation's amounts are Doubles, every digit shown); the formatstyle engine takes it"
      }
      if let valueLength = options.valueLength,
        (valueLength.upper ?? valueLength.lower) > ValueLength.icuLengths.upperBound
      {
        return
          "\(valueLength.text) writes more than \(ValueLength.icuLengths.upperBound) integer digits, the most the icu engine's skeletons take; the formatstyle engine takes it"
      }
      if width == .condensedAbbreviated {
        return
          "width=condensed-abbreviated is Foundation's; ICU's unit widths are wide, short and narrow"
      }
      if width == .numeric, options != DurationOptions() {
        return
          "ICU's numeric width (MeasureFormat's h:mm:ss) has no pad, fraction-length, rounding or grouping; Foundation's Duration.TimeFormatStyle has them"
      }
    case .foundation:
      if options.rounding == .halfDown {
        return
          "rounding=half-down has no FloatingPointRoundingRule (Foundation rounds ties to even or away from zero)"
      }
    }
    return nil
  }
}

extension DurationConfiguration: PlannedConfiguration {
  public var leftOutLabel: String { "duration format '\(text)'" }
}

/// In a manifest, the spelling: `"hour,minute;max-units=1"`, read back by
/// ``init(validating:)`` (a corpus folder is untrusted input).
extension DurationConfiguration: StoredAsSpelling {
  public var spelling: String { text }
}
