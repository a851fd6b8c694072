/// A relative time as an app configures it, in one text spelling that `generate
/// --relative-format`, a plan file's `relative:` entry, the manifest and the golden key share:
/// either a given offset of a given unit (`format --relative N --unit U`), or an instant
/// described from another, the engine choosing and rounding the unit (`format --at D
/// --relative-to R`).
///
/// The spelling is `name=value` parts separated by `;`, each named after its `format` flag
/// without `--`, in the order of ``knobs``, with every knob that is the default left out:
/// - `relative=-1;unit=day;width=short;numeric=always;capitalization=sentence-start` (defaults
///   `width=long`, `numeric=auto`, `capitalization=none`, as `format` has them);
/// - `relative-word=plain;unit=day;width=short` (`format --relative-word`: a word in place of
///   the amount, no numeric mode);
/// - `at=2024-02-14T20:00:00Z;relative-to=2024-02-16T03:00:00Z;presentation=named` (defaults
///   `calendar=gregorian`, `zone=America/Los_Angeles` — `format`'s, the pickers' reference
///   zone —, `presentation=numeric`, `units-style=wide`, every unit allowed,
///   `capitalization=none`).
///
/// One spelling per configuration, as ``DurationConfiguration`` has it: ``init(validating:)``
/// is the exact inverse of ``text`` and refuses any other spelling (knobs out of order, a
/// default written out, allowed units out of their order), so one configuration is never
/// planned twice under two names.
public struct RelativeConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// The two ways an app asks for a relative time.
  public enum Form: Hashable, Sendable {
    /// A given offset of a given unit: ICU's `ureldatefmt_format`, Foundation's anchored style
    /// with that unit alone allowed; or a word in place of the offset
    /// (``RelativeQuery/word``), the linked ICU's C++ `RelativeDateTimeFormatter` alone.
    case offset(RelativeQuery)
    /// The unit chosen from two instants: Foundation's `Date.AnchoredRelativeFormatStyle`.
    case between(RelativeInstantsQuery)
  }

  public let form: Form

  /// A given offset: its capitalization `none` is the data as it is, the default.
  public init(_ query: RelativeQuery) {
    if let word = query.word {
      form = .offset(
        RelativeQuery(
          word: word, unit: query.unit, width: query.width, capitalization: query.capitalization))
      return
    }
    form = .offset(
      RelativeQuery(
        offset: query.offset, unit: query.unit, width: query.width, numeric: query.numeric,
        capitalization: query.capitalization))
  }

  /// Two instants: allowed units in ``RelativeInstantsQuery/choosableUnits``' order (the API
  /// takes a set), every choosable unit the same as none given.
  public init(_ query: RelativeInstantsQuery) {
    var query = query
    if let units = query.allowedUnits {
      let sorted = RelativeInstantsQuery.choosableUnits.filter(units.contains)
      query.allowedUnits = sorted == RelativeInstantsQuery.choosableUnits ? nil : sorted
    }
    form = .between(query)
  }

  /// `format`'s zone for `--relative-to` without `--zone`, a configuration's default.
  public static let defaultZone = PickerConfiguration.reference.zone

  /// The knobs' names in the order a spelling writes them.
  public static let knobs = [
    "relative", "relative-word", "unit", "width", "numeric", "at", "relative-to", "calendar",
    "zone",
    "presentation", "units-style", "allowed-units", "capitalization",
  ]

  /// The whole spelling.
  public var text: String {
    switch form {
    case .offset(let query):
      var text =
        (query.word.map { "relative-word=\($0.rawValue)" } ?? "relative=\(query.offset.text)")
        + ";unit=\(query.unit.rawValue)"
      if query.width != .long { text += ";width=\(query.width.rawValue)" }
      if query.numeric != .auto { text += ";numeric=\(query.numeric.rawValue)" }
      if let capitalization = query.capitalization {
        text += ";capitalization=\(capitalization.rawValue)"
      }
      return text
    case .between(let query):
      return "at=\(query.at);" + Self.reference(query)
    }
  }

  public var description: String { text }

  /// A two-instant spelling after its `at=`: the golden key its described instants sit under.
  static func reference(_ query: RelativeInstantsQuery) -> String {
    var text = "relative-to=\(query.reference)"
    if query.calendar != .gregorian { text += ";calendar=\(query.calendar.rawValue)" }
    if query.zone != defaultZone { text += ";zone=\(query.zone.rawValue)" }
    if query.presentation != .numeric { text += ";presentation=\(query.presentation.rawValue)" }
    if query.unitsStyle != .wide { text += ";units-style=\(query.unitsStyle.rawValue)" }
    if let units = query.allowedUnits {
      text += ";allowed-units=" + units.map(\.rawValue).joined(separator: ",")
    }
    if query.capitalization != .none { text += ";capitalization=\(query.capitalization.rawValue)" }
    return text
  }

  /// Reads a spelling (``text``), each value by the parser of the flag it is named after.
  ///
  /// - Throws: `InputError.invalidRelativeFormat` naming the text and what is wrong: an
  ///   unknown knob, a value its flag refuses, a knob twice or out of order, a knob of the
  ///   other form, a missing partner (`relative` without `unit`), or another spelling of the
  ///   same configuration.
  public init(validating text: String) throws {
    func invalid(_ reason: String) -> InputError { .invalidRelativeFormat(text, reason: reason) }
    func reading<T>(_ read: () throws -> T) throws -> T {
      do { return try read() } catch let error as InputError { throw invalid(error.description) }
    }
    var values: [String: String] = [:]
    var indices: [Int] = []
    for part in text.split(separator: ";", omittingEmptySubsequences: false) {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, let index = Self.knobs.firstIndex(of: pair[0]) else {
        throw invalid(
          "'\(part)' is not name=value with a name of " + Self.knobs.joined(separator: ", "))
      }
      indices.append(index)
      values[pair[0]] = values[pair[0]] == nil ? pair[1] : ""
    }
    let offsetKnobs = ["relative", "unit", "width", "numeric"]
    let wordKnobs = ["relative-word", "unit", "width"]
    let betweenKnobs = [
      "at", "relative-to", "calendar", "zone", "presentation", "units-style", "allowed-units",
    ]
    let isWord = values["relative-word"] != nil
    let isOffset = !isWord && values["relative"] != nil
    guard isOffset || isWord || values["at"] != nil else {
      throw invalid(
        "it begins with relative=N;unit=U, relative-word=W;unit=U or at=INSTANT;relative-to=INSTANT"
      )
    }
    let (own, name) =
      isWord
      ? (wordKnobs, "relative-word=W")
      : isOffset ? (offsetKnobs, "relative=N") : (betweenKnobs, "at=INSTANT;relative-to=INSTANT")
    if let stray = Self.knobs.first(where: {
      !own.contains($0) && $0 != "capitalization" && values[$0] != nil
    }) {
      throw invalid(
        "\(stray) is not a knob of \(name) (it takes \((own + ["capitalization"]).joined(separator: ", ")))"
      )
    }
    // A knob of the other form is named as such before the order is asked for.
    if let index = zip(indices, indices.dropFirst()).first(where: { $0 >= $1 })?.1 {
      throw invalid(
        "\(Self.knobs[index]) is given twice or out of order (the order is "
          + Self.knobs.joined(separator: ", ") + ")")
    }
    let capitalization = try values["capitalization"].map { value in
      try reading { try RelativeCapitalization(validating: value) }
    }
    if isWord {
      guard let unit = values["unit"] else { throw invalid("relative-word=W needs unit=U") }
      let word = try reading { try RelativeWord(validating: values["relative-word"]!) }
      let wordUnit = try reading { try RelativeUnit(validating: unit) }
      if let problem = RelativeWord.problem(unit: wordUnit) {
        throw invalid("unit=\(unit) is not \(problem)")
      }
      self.init(
        RelativeQuery(
          word: word, unit: wordUnit,
          width: try values["width"].map { w in try reading { try RelativeWidth(validating: w) } }
            ?? .long,
          capitalization: capitalization))
    } else if isOffset {
      guard let unit = values["unit"] else { throw invalid("relative=N needs unit=U") }
      self.init(
        RelativeQuery(
          offset: try reading {
            try SpanAmount(validating: values["relative"]!, option: "--relative")
          },
          unit: try reading { try RelativeUnit(validating: unit) },
          width: try values["width"].map { w in try reading { try RelativeWidth(validating: w) } }
            ?? .long,
          numeric: try values["numeric"].map { n in
            try reading { try RelativeNumeric(validating: n) }
          } ?? .auto,
          capitalization: capitalization))
    } else {
      guard let reference = values["relative-to"] else {
        throw invalid("at=INSTANT needs relative-to=INSTANT")
      }
      let zone = values["zone"].map(ZoneID.init(rawValue:)) ?? Self.defaultZone
      guard ZoneID.isWellFormed(zone.rawValue) else {
        throw invalid("zone=\(zone.rawValue) is not an IANA zone id (America/Los_Angeles)")
      }
      self.init(
        RelativeInstantsQuery(
          at: try reading { try Instant(iso8601: values["at"]!) },
          reference: try reading { try Instant(iso8601: reference) },
          calendar: try values["calendar"].map { c in
            try reading { try CalendarID(validating: c) }
          } ?? .gregorian,
          zone: zone,
          presentation: try values["presentation"].map { p in
            try reading { try RelativePresentation(validating: p) }
          } ?? .numeric,
          unitsStyle: try values["units-style"].map { s in
            try reading { try RelativeUnitsStyle(validating: s) }
          } ?? .wide,
          allowedUnits: try values["allowed-units"].map { u in
            try reading { try RelativeInstantsQuery.allowedUnits(validating: u) }
          },
          capitalization: capitalization ?? .none))
    }
    guard self.text == text else {
      throw invalid("a configuration has one spelling: write it as \(self.text)")
    }
  }
}

extension RelativeConfiguration {
  /// Why `api` cannot express the configuration, or nil: the engine's refusal and a corpus's
  /// note both say this. Foundation's gaps in the offset form (a quarter, a weekday, a
  /// fractional offset) are written `null`, as the relative plan's are.
  public func unsupported(by api: DurationConfiguration.EngineAPI) -> String? {
    if api == .foundation, case .offset(let query) = form, query.word != nil {
      return RelativeWord.onlyLinkedICU
    }
    guard api == .icu, case .between = form else { return nil }
    return RelativeInstantsQuery.icuRefusal
  }
}

extension RelativeConfiguration: PlannedConfiguration {
  public var leftOutLabel: String { "relative format '\(text)'" }
}

extension RelativeInstantsQuery {
  /// Why no ICU answers a relative time between two instants: `format` refuses it with this,
  /// and a corpus notes it.
  public static let icuRefusal =
    "ICU's C API formats a given amount of a given unit and never chooses one from two instants; --relative N --unit U writes the same strings"

  /// Its path in a golden file: the spelling after `at=` (``RelativeConfiguration``), then the
  /// described instant, so the instants described from one reference in one configuration sit
  /// on one line.
  public var goldenPath: [String] { [RelativeConfiguration.reference(self), at.iso8601] }
}

extension RelativeQuery {
  /// The unit as a golden file keys it: the unit, and a capitalization beside it
  /// (`day;capitalization=sentence-start`), so a configured context sits beside the data as
  /// it is under the same width and numeric mode, as a configured duration sits beside its
  /// unit set.
  public var unitKey: String {
    guard let capitalization else { return unit.rawValue }
    return "\(unit.rawValue);capitalization=\(capitalization.rawValue)"
  }

  /// The offset as a golden file keys it: the amount, or a word in its place (`plain`,
  /// `next-2`), which sits beside the amounts of its unit under numeric mode `auto`, where
  /// the C API writes the same words for amounts (`"-1": "yesterday"`, `"last": "yesterday"`).
  public var offsetKey: String { word?.rawValue ?? offset.text }
}

/// In a manifest, the spelling, read back by ``init(validating:)`` (a corpus folder is
/// untrusted input).
extension RelativeConfiguration: StoredAsSpelling {
  public var spelling: String { text }
}
