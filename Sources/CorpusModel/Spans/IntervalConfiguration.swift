/// An interval template as an app configures its interval format, in one text spelling that
/// `format --template T --to I`, `generate --interval-template`, a plan file's `interval:` entry,
/// the manifest and the golden key share.
///
/// The spelling is the template (skeleton letters only, as ``PatternSyntax/validate(intervalTemplate:)``
/// takes it), then `name=value` parts separated by `;`, each named after its `format` flag
/// without `--`, in the order of ``knobs``, every default left out, as
/// ``RelativeConfiguration`` spells a relative time:
/// - `yMMMd;capitalization=sentence-start` (`udtitvfmt_setContext`; default `none`);
/// - `yMMMd;interval-pattern=M=yyyy MMM d - MMM y;interval-fallback={0} --- {1}` (ICU's C++
///   `DateIntervalInfo`: one `interval-pattern` per field, in ``IntervalPatternField``'s order).
///
/// A bare template is the plain configuration, so every plan and corpus made before the knobs
/// reads as it did. One spelling per configuration: ``init(validating:)`` refuses any other.
public struct IntervalConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// The skeleton the interval format is opened for.
  public let template: String
  /// Where the interval stands in a sentence (`DateIntervalFormat::setContext`).
  public let capitalization: RelativeCapitalization
  /// The user's interval patterns by the largest differing field, in the fields' order.
  public let patterns: [(field: IntervalPatternField, pattern: String)]
  /// The user's fallback pattern (`{0} --- {1}`), for a differing field without a pattern.
  public let fallback: String?

  /// The knobs' names in the order a spelling writes them.
  public static let knobs = ["capitalization", "interval-pattern", "interval-fallback"]

  /// - Throws: `InputError` for a template, pattern or fallback that
  ///   ``init(validating:)`` would refuse, or a field given twice.
  public init(
    template: String, capitalization: RelativeCapitalization = .none,
    patterns: [(field: IntervalPatternField, pattern: String)] = [], fallback: String? = nil
  ) throws {
    try PatternSyntax.validate(intervalTemplate: template)
    for (field, pattern) in patterns {
      try Self.validate(pattern, option: "--interval-pattern \(field.rawValue)=")
    }
    if let repeated = IntervalPatternField.allCases.first(where: { field in
      patterns.filter { $0.field == field }.count > 1
    }) {
      throw InputError.invalidValue(
        "\(repeated.rawValue)=", option: "--interval-pattern",
        expected: "one pattern per field (\(repeated.rawValue) is given twice)")
    }
    let fields = Set(patterns.map(\.field))
    if fields.contains(.hourOfDay), let other = fields.first(where: { $0 == .amPm || $0 == .hour })
    {
      throw InputError.invalidValue(
        "\(other.rawValue)=", option: "--interval-pattern",
        expected:
          "H alone or a and h: ICU stores an H pattern as both the a and the h pattern, so one would replace the other"
      )
    }
    if let fallback { try Self.validate(fallback: fallback) }
    self.template = template
    self.capitalization = capitalization
    self.patterns = IntervalPatternField.allCases.compactMap { field in
      patterns.first { $0.field == field }
    }
    self.fallback = fallback
  }

  /// Whether a spelling has knobs beside its template (a bare template has no `;`).
  public static func isConfigured(_ text: String) -> Bool { text.contains(";") }

  /// Whether the configuration is the bare template: what every engine's interval API opens.
  public var isPlain: Bool { capitalization == .none && patterns.isEmpty && fallback == nil }

  /// Whether the configuration builds its own `DateIntervalInfo` (the linked ICU's C++ API).
  public var hasOwnPatterns: Bool { !patterns.isEmpty || fallback != nil }

  /// The whole spelling.
  public var text: String {
    var text = template
    if capitalization != .none { text += ";capitalization=\(capitalization.rawValue)" }
    for (field, pattern) in patterns { text += ";interval-pattern=\(field.rawValue)=\(pattern)" }
    if let fallback { text += ";interval-fallback=\(fallback)" }
    return text
  }

  public var description: String { text }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// Reads a spelling (``text``), each value by the parser of the flag it is named after.
  ///
  /// - Throws: `InputError.invalidPattern` (kind `interval template`) naming the text and what
  ///   is wrong: an unknown knob, a value its flag refuses, a knob out of order, or another
  ///   spelling of the same configuration; a bare template's own refusal as it was.
  public init(validating text: String) throws {
    guard Self.isConfigured(text) else {
      try self.init(template: text)
      return
    }
    func invalid(_ reason: String) -> InputError {
      .invalidPattern(text, kind: "interval template", reason: reason)
    }
    func reading<T>(_ read: () throws -> T) throws -> T {
      do { return try read() } catch let error as InputError { throw invalid(error.description) }
    }
    var parts = text.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    let template = parts.removeFirst()
    var capitalization = RelativeCapitalization.none
    var patterns: [(field: IntervalPatternField, pattern: String)] = []
    var fallback: String?
    for part in parts {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, Self.knobs.contains(pair[0]) else {
        throw invalid(
          "'\(part)' is not name=value with a name of " + Self.knobs.joined(separator: ", "))
      }
      switch pair[0] {
      case "capitalization":
        capitalization = try reading { try RelativeCapitalization(validating: pair[1]) }
      case "interval-pattern":
        patterns.append(try reading { try Self.pattern(validating: pair[1]) })
      default:
        fallback = pair[1]
      }
    }
    self = try reading {
      try Self(
        template: template, capitalization: capitalization, patterns: patterns,
        fallback: fallback)
    }
    guard self.text == text else {
      throw invalid("a configuration has one spelling: write it as \(self.text)")
    }
  }

  /// `--interval-pattern`'s value, `FIELD=PATTERN` (`M=yyyy MMM d - MMM y`).
  ///
  /// - Throws: `InputError.invalidValue` for another field or shape, or a pattern
  ///   ``init(template:capitalization:patterns:fallback:)`` refuses.
  public static func pattern(validating text: String) throws -> (
    field: IntervalPatternField, pattern: String
  ) {
    let pair = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard pair.count == 2, let field = IntervalPatternField(rawValue: pair[0]) else {
      throw InputError.invalidValue(
        text, option: "--interval-pattern",
        expected:
          "FIELD=PATTERN, FIELD the largest differing field: "
          + IntervalPatternField.allCases.map(\.rawValue).joined(separator: ", ")
          + " (M=yyyy MMM d - MMM y)")
    }
    try validate(pair[1], option: "--interval-pattern \(field.rawValue)=")
    return (field, pair[1])
  }

  /// A user's interval pattern: a date pattern as `--pattern` takes one, without the `;` the
  /// spelling separates its knobs with.
  private static func validate(_ pattern: String, option: String) throws {
    try refuseSeparator(pattern, option: option)
    try PatternSyntax.validate(pattern: pattern)
  }

  /// A fallback holds `{0}` and `{1}`, as `DateIntervalInfo::setFallbackIntervalPattern`
  /// requires (it answers U_ILLEGAL_ARGUMENT_ERROR without either).
  private static func validate(fallback: String) throws {
    try refuseSeparator(fallback, option: "--interval-fallback")
    guard fallback.contains("{0}"), fallback.contains("{1}") else {
      throw InputError.invalidValue(
        fallback, option: "--interval-fallback",
        expected: "a pattern holding {0} (the first date) and {1} (the second): {0} --- {1}")
    }
  }

  private static func refuseSeparator(_ text: String, option: String) throws {
    guard !text.contains(";") else {
      throw InputError.invalidValue(
        text, option: option,
        expected: "no ';', which separates an interval template's knobs in a plan and a corpus")
    }
  }
}

extension IntervalConfiguration {
  /// Why `api` cannot express the configuration, or nil: the engine's refusal and a corpus's
  /// note both say this.
  public func unsupported(by api: DurationConfiguration.EngineAPI) -> String? {
    guard api == .foundation, !isPlain else { return nil }
    return capitalization != .none && !hasOwnPatterns
      ? Self.foundationCapitalizationRefusal : Self.onlyLinkedICU
  }

  /// A Foundation engine's refusal of a configured spelling: its own refusal where it is not
  /// one (so every engine refuses a bad spelling alike), else the one-line reason.
  public static func foundationRefusal(_ text: String, engine: String) -> InputError {
    do {
      let configuration = try IntervalConfiguration(validating: text)
      return .unsupported(
        text, engine: engine, reason: configuration.unsupported(by: .foundation) ?? onlyLinkedICU)
    } catch let error as InputError {
      return error
    } catch {
      return .unsupported(text, engine: engine, reason: "\(error)")
    }
  }

  /// Why no Foundation engine capitalizes an interval.
  public static let foundationCapitalizationRefusal =
    "neither DateIntervalFormatter nor Date.IntervalFormatStyle has a capitalization context"

  /// Why user interval patterns are the linked ICU's alone.
  public static let onlyLinkedICU =
    "user interval patterns are ICU's C++ DateIntervalInfo only (setIntervalPattern, setFallbackIntervalPattern), which the linked ICU answers and no C API has"
}

/// The largest differing calendar field a user interval pattern is for, by the pattern letter
/// ICU's interval data names it with: the fields `DateIntervalInfo::setIntervalPattern` takes
/// and ICU 72's `DateIntervalFormat` reads back from a `DateIntervalInfo` (it reads no second
/// or millisecond pattern there, so those are not offered).
public enum IntervalPatternField: String, CaseIterable, Hashable, Sendable {
  /// `UCAL_ERA`.
  case era = "G"
  /// `UCAL_YEAR`.
  case year = "y"
  /// `UCAL_MONTH`.
  case month = "M"
  /// `UCAL_DATE`.
  case day = "d"
  /// `UCAL_AM_PM`.
  case amPm = "a"
  /// `UCAL_HOUR`: the hour within the half day.
  case hour = "h"
  /// `UCAL_HOUR_OF_DAY`, which ICU stores as both the a and the h pattern.
  case hourOfDay = "H"
  /// `UCAL_MINUTE`.
  case minute = "m"
}

extension IntervalConfiguration: PlannedConfiguration {
  public var leftOutLabel: String { "interval template '\(text)'" }
}
