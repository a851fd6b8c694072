import ArgumentParser
import FormatCorpus

/// `format`'s options for spans of time: a relative time or a duration.
struct SpanOptions: ParsableArguments {
  /// Unconditional: `--relative -1` is an offset, not an option.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "A relative time's offset (-1, 2.5) in --unit: yesterday for -1 day.", valueName: "offset"))
  var relative: String?

  @Option(
    name: .customLong("relative-word"),
    help: ArgumentHelp(
      "A relative time's word without an amount in --unit, ICU's UDateDirection: \(spelled(RelativeWord.allCases.map(\.rawValue))) (next day: tomorrow; plain day: day). The linked ICU's C++ API only.",
      valueName: "word"),
    transform: RelativeWord.init(validating:))
  var relativeWord: RelativeWord?

  @Option(
    help: ArgumentHelp(
      "With --relative or --relative-word: \(spelled(RelativeUnit.allCases.map(\.rawValue))).",
      valueName: "unit"),
    transform: RelativeUnit.init(validating:))
  var unit: RelativeUnit?

  @Option(
    help: ArgumentHelp(
      "With --relative: auto (yesterday) or always (1 day ago). (default: auto)",
      valueName: "numeric"),
    transform: RelativeNumeric.init(validating:))
  var numeric: RelativeNumeric?

  @Option(
    help: ArgumentHelp(
      "With --relative: long, short or narrow (default: long); with --duration: wide, short (alias abbreviated), narrow, numeric or condensed-abbreviated (default: wide).",
      valueName: "width"))
  var width: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "A duration in seconds (4500; -4500 is negative, the sign on its first unit), written in --units.",
      valueName: "seconds"))
  var duration: String?

  @Option(
    help: ArgumentHelp(
      "With --duration: units largest first, separated by commas (hour,minute).",
      valueName: "units"))
  var units: String?

  @Option(
    name: .customLong("max-units"),
    help: ArgumentHelp(
      "With --duration: write at most this many units, from the first that is not zero.",
      valueName: "count"))
  var maxUnits: String?

  @Option(
    name: .customLong("zero-units"),
    help: ArgumentHelp(
      "With --duration: hide, show, or show:N with every value padded to N digits. (default: show)",
      valueName: "strategy"))
  var zeroUnits: String?

  @Option(
    name: .customLong("value-length"),
    help: ArgumentHelp(
      "With --duration: every value written with exactly N integer digits, padded or cut (Foundation's valueLength).",
      valueName: "digits"))
  var valueLength: String?

  @Option(
    name: .customLong("value-length-limits"),
    help: ArgumentHelp(
      "With --duration: every value written with A to B integer digits (A...B, or A... for no upper limit; 0 writes none below 1; Foundation's valueLengthLimits).",
      valueName: "limits"))
  var valueLengthLimits: String?

  @Option(
    help: ArgumentHelp(
      "With --duration: the last unit's fraction, hide (rounded to a whole number), show:N (exactly N digits) or show:A...B, show:A... (A to B digits, or no limit; Foundation's lengthLimits). (default: the engine's own)",
      valueName: "fraction"))
  var fraction: String?

  @Option(
    help: ArgumentHelp(
      "With --fraction: up, down, ceiling, floor, half-even, half-up or half-down. (default: half-even)",
      valueName: "rule"))
  var rounding: String?

  @Option(
    name: .customLong("rounding-increment"),
    help: ArgumentHelp(
      "With --fraction show:N: the step the last unit is rounded to (0.25), at most N fraction digits.",
      valueName: "step"))
  var roundingIncrement: String?

  @Option(
    name: .customLong("time-pattern"),
    help: ArgumentHelp(
      "With --duration, instead of --units and --width: hour-minute, hour-minute-second or minute-second, Duration.TimeFormatStyle's patterns (the numeric width).",
      valueName: "pattern"))
  var timePattern: String?

  @Option(
    help: ArgumentHelp(
      "With --time-pattern: its first field padded to this many digits. (default: 1)",
      valueName: "digits"))
  var pad: String?

  @Option(
    name: .customLong("fraction-length"),
    help: ArgumentHelp(
      "With --time-pattern: the seconds' fraction digits. (default: none)", valueName: "digits"))
  var fractionLength: String?

  @Option(
    help: ArgumentHelp(
      "With --time-pattern: automatic or never, whether its first field is grouped (1,233:45). (default: automatic)",
      valueName: "grouping"))
  var grouping: String?

  @Option(
    name: .customLong("relative-to"), parsing: .unconditional,
    help: ArgumentHelp(
      "\"Now\" for a relative time of --at whose unit the engine chooses and rounds (Date.AnchoredRelativeFormatStyle), ISO 8601 in UTC, any of --at's years; in --calendar and --zone.",
      valueName: "instant"))
  var relativeTo: String?

  @Option(
    help: ArgumentHelp(
      "With --relative-to: named (yesterday) or numeric (1 day ago). (default: numeric)",
      valueName: "presentation"),
    transform: RelativePresentation.init(validating:))
  var presentation: RelativePresentation?

  @Option(
    name: .customLong("units-style"),
    help: ArgumentHelp(
      "With --relative-to: \(spelled(RelativeUnitsStyle.allCases.map(\.rawValue))). (default: wide)",
      valueName: "style"),
    transform: RelativeUnitsStyle.init(validating:))
  var unitsStyle: RelativeUnitsStyle?

  @Option(
    name: .customLong("allowed-units"),
    help: ArgumentHelp(
      "With --relative-to: the units it may choose among, separated by commas, from \(spelled(RelativeInstantsQuery.choosableUnits.map(\.rawValue))). (default: all)",
      valueName: "units"))
  var allowedUnits: String?

  @Option(
    help: ArgumentHelp(
      "With --relative, --relative-to or an interval (--template with --to): where the string stands, \(spelled(RelativeCapitalization.allCases.map(\.rawValue))) (Gestern at a sentence's start). (default: none)",
      valueName: "context"),
    transform: RelativeCapitalization.init(validating:))
  var capitalization: RelativeCapitalization?

  @Flag(
    help: ArgumentHelp(
      "With --relative; with one date's --date-style/--time-style, --pattern or --template (as formatToParts); or with --to (a range): the string's typed parts, one a line, its kind (ECMA-402's: literal, integer, group, month, day …) and its text as a JSON string (integer \"1\"), a range's part then its source (day \"14\" startRange). icu: a relative time's from ICU 64, a date's from 55, a range's from 67; formatstyle: a date's only; foundation: none."
    ))
  var parts = false

  /// The options only `--relative-to` takes, as `--name value`.
  var betweenKnobs: [String] {
    [
      presentation.map { "--presentation \($0.rawValue)" },
      unitsStyle.map { "--units-style \($0.rawValue)" },
      allowedUnits.map { "--allowed-units \($0)" },
    ].compactMap { $0 }
  }

  /// `--time-pattern`'s names and the units of each, in the numeric width.
  static let timePatterns: [(name: String, units: String)] = [
    ("hour-minute", "hour,minute"), ("hour-minute-second", "hour,minute,second"),
    ("minute-second", "minute,second"),
  ]

  /// The duration-only options given, as `--name value`.
  var durationKnobs: [String] {
    [
      units.map { "--units \($0)" }, maxUnits.map { "--max-units \($0)" },
      zeroUnits.map { "--zero-units \($0)" }, valueLength.map { "--value-length \($0)" },
      valueLengthLimits.map { "--value-length-limits \($0)" },
      fraction.map { "--fraction \($0)" },
      rounding.map { "--rounding \($0)" },
      roundingIncrement.map { "--rounding-increment \($0)" },
      timePattern.map { "--time-pattern \($0)" }, pad.map { "--pad \($0)" },
      fractionLength.map { "--fraction-length \($0)" }, grouping.map { "--grouping \($0)" },
    ].compactMap { $0 }
  }

  var isGiven: Bool {
    relative != nil || relativeWord != nil || duration != nil || unit != nil || numeric != nil
      || width != nil
      || !durationKnobs.isEmpty || relativeTo != nil || !betweenKnobs.isEmpty
      || capitalization != nil || parts
  }

  /// The duration options as one ``DurationConfiguration``: each flag read by the parser of
  /// its part of the configuration's spelling, the whole checked as a spelling is.
  func durationConfiguration(units: String?) throws -> DurationConfiguration {
    var units = units
    var width = try self.width.map(DurationWidth.init(validating:)) ?? .wide
    if let timePattern {
      guard let pattern = Self.timePatterns.first(where: { $0.name == timePattern }) else {
        throw InputError.invalidValue(
          timePattern, option: "--time-pattern",
          expected: "one of " + Self.timePatterns.map(\.name).joined(separator: ", "))
      }
      if let given = units.map({ "--units \($0)" }) ?? self.width.map({ "--width \($0)" }) {
        throw InputError.invalidValue(
          given, option: "--time-pattern",
          expected: "no --units or --width: the pattern names both")
      }
      units = pattern.units
      width = .numeric
    }
    guard let units else {
      throw InputError.invalidValue(
        duration ?? "", option: "--duration", expected: "--units too (hour,minute)")
    }
    var options = DurationOptions()
    func digits(_ text: String?, _ option: String) throws -> Int? {
      try text.map { text in
        guard let value = Int(text), String(value) == text else {
          throw InputError.invalidValue(text, option: option, expected: "a whole number of digits")
        }
        return value
      }
    }
    options.pad = try digits(pad, "--pad")
    options.fractionLength = try digits(fractionLength, "--fraction-length")
    options.grouping = try grouping.map(DurationConfiguration.grouping(validating:))
    if let count = maxUnits {
      guard let value = Int(count), String(value) == count else {
        throw InputError.invalidValue(
          count, option: "--max-units", expected: "a whole number of units, from 1")
      }
      options.maxUnits = value
    }
    if let zeroUnits { options.zeroUnits = try ZeroUnits(validating: zeroUnits) }
    if let valueLength, let valueLengthLimits {
      throw InputError.invalidValue(
        "--value-length-limits \(valueLengthLimits)", option: "--value-length \(valueLength)",
        expected: "one of the two")
    }
    options.valueLength =
      try valueLength.map(ValueLength.init(length:))
      ?? valueLengthLimits.map(ValueLength.init(limits:))
    options.fraction = try fraction.map(FractionPart.init(validating:))
    options.rounding = try rounding.map(DurationRounding.init(validating:))
    options.increment = try roundingIncrement.map {
      try SpanAmount(validating: $0, option: "--rounding-increment", allowsNegative: false)
    }
    return try DurationConfiguration(
      units: try DurationUnits(validating: units), width: width, options: options)
  }
}

extension FmtCorpusCommand.Format {
  /// `--relative` or `--duration`: one string, which depends on no calendar, zone or instant;
  /// or `--relative-to`, which depends on all three.
  func runSpan() throws {
    let kind = try spanKind()
    if case .relativeBetween(var between) = kind {
      let resolved = try query.resolve()
      guard resolved.calendars.count == 1 else {
        throw InputError.invalidValue(
          query.calendar ?? "all", option: "--calendar with --relative-to",
          expected: "one calendar: the one whose days and months it counts in")
      }
      between.calendar = resolved.calendars[0]
      between.zone = resolved.zone
      let string = try resolved.engine.relative(locale: resolved.locale, between: between)
      print(
        json
          ? JSONOutput.relative(
            string, between: between, locale: resolved.locale, engine: resolved.engine.info.name)
          : string, terminator: json ? "" : "\n")
      return
    }
    let (engine, locale) = try query.engineAndLocale()
    switch kind {
    case .relative(let query) where spans.parts:
      let parts = try engine.relativeParts(locale: locale, query: query)
      print(
        json
          ? JSONOutput.relative(parts, query: query, locale: locale, engine: engine.info.name)
          : parts.map { "\($0)\n" }.joined(), terminator: "")
    case .relative(let query):
      let string = try engine.relative(locale: locale, query: query)
      print(
        json
          ? JSONOutput.relative(string, query: query, locale: locale, engine: engine.info.name)
          : string, terminator: json ? "" : "\n")
    case .duration(let query):
      let string = try engine.duration(locale: locale, query: query)
      print(
        json
          ? JSONOutput.duration(string, query: query, locale: locale, engine: engine.info.name)
          : string, terminator: json ? "" : "\n")
    case .relativeBetween: break
    }
  }

  enum SpanKind {
    case relative(RelativeQuery)
    /// Its calendar and zone are the engine's to resolve: placeholders until then.
    case relativeBetween(RelativeInstantsQuery)
    case duration(DurationQuery)
  }

  /// `--relative-to`: every option but the calendar and zone checked.
  func relativeBetween(_ reference: String) throws -> RelativeInstantsQuery {
    let other = [
      spans.relative.map { "--relative \($0)" },
      spans.relativeWord.map { "--relative-word \($0.rawValue)" },
      spans.duration.map { "--duration \($0)" },
      spans.unit.map { "--unit \($0.rawValue)" }, spans.numeric.map { "--numeric \($0.rawValue)" },
      spans.width.map { "--width \($0)" },
      dateStyle == .none ? nil : "--date-style \(dateStyle.rawValue)",
      timeStyle == .none ? nil : "--time-style \(timeStyle.rawValue)",
      pattern.map { "--pattern \($0)" }, template.map { "--template \($0)" },
      to.map { "--to \($0)" }, spans.parts ? "--parts" : nil,
    ].compactMap { $0 } + spans.durationKnobs
    if let first = other.first {
      throw InputError.invalidValue(
        first, option: "--relative-to",
        expected:
          "--at, --calendar, --zone, --presentation, --units-style, --allowed-units and --capitalization only"
      )
    }
    return RelativeInstantsQuery(
      at: try Self.readInstant(query.at), reference: try Self.readInstant(reference),
      zone: Self.zone, presentation: spans.presentation ?? .numeric,
      unitsStyle: spans.unitsStyle ?? .wide,
      allowedUnits: try spans.allowedUnits.map(RelativeInstantsQuery.allowedUnits(validating:)),
      capitalization: spans.capitalization ?? .none)
  }

  /// The query the options name, every option checked before the engine starts.
  ///
  /// - Throws: `InputError.invalidValue` for a missing partner (`--relative` without `--unit`),
  ///   an option of the other kind or of a date (`--zone`), or a bad value.
  func spanKind() throws -> SpanKind {
    if let reference = spans.relativeTo { return .relativeBetween(try relativeBetween(reference)) }
    if let first = spans.betweenKnobs.first {
      throw InputError.invalidValue(first, option: "format", expected: "--relative-to with it")
    }
    let option =
      spans.relativeWord != nil
      ? "--relative-word" : spans.relative != nil ? "--relative" : "--duration"
    let dated = [
      query.zoneOption.map { "--zone \($0)" }, query.atOption.map { "--at \($0)" },
      query.calendar.map { "--calendar \($0)" },
      dateStyle == .none ? nil : "--date-style \(dateStyle.rawValue)",
      timeStyle == .none ? nil : "--time-style \(timeStyle.rawValue)",
      pattern.map { "--pattern \($0)" }, template.map { "--template \($0)" },
      to.map { "--to \($0)" },
    ].compactMap { $0 }
    if let first = dated.first {
      throw InputError.invalidValue(
        first, option: option,
        expected:
          "no --zone, --at, --calendar, style, pattern, template or --to: a \(option == "--duration" ? "duration" : "relative time") depends on none of them"
      )
    }
    if let word = spans.relativeWord {
      let other =
        [
          spans.relative.map { "--relative \($0)" },
          spans.numeric.map { "--numeric \($0.rawValue)" },
          spans.duration.map { "--duration \($0)" }, spans.parts ? "--parts" : nil,
        ].compactMap { $0 } + spans.durationKnobs
      if let first = other.first {
        throw InputError.invalidValue(
          first, option: "--relative-word", expected: "--unit, --width and --capitalization only")
      }
      guard let unit = spans.unit else {
        throw InputError.invalidValue(
          word.rawValue, option: "--relative-word",
          expected: "a --unit too (" + RelativeWord.units.map(\.rawValue).joined(separator: ", ") + ")")
      }
      if let problem = RelativeWord.problem(unit: unit) {
        throw InputError.invalidValue(
          unit.rawValue, option: "--unit with --relative-word", expected: problem)
      }
      return .relative(
        RelativeQuery(
          word: word, unit: unit,
          width: try spans.width.map(RelativeWidth.init(validating:)) ?? .long,
          capitalization: spans.capitalization))
    }
    if let offset = spans.relative {
      let durationOnly = [spans.duration.map { "--duration \($0)" }].compactMap { $0 }
        + spans.durationKnobs
      if let first = durationOnly.first {
        throw InputError.invalidValue(
          first, option: "--relative",
          expected: "--unit, --numeric, --width, --capitalization and --parts only")
      }
      guard let unit = spans.unit else {
        throw InputError.invalidValue(
          offset, option: "--relative",
          expected:
            "a --unit too (year, quarter, month, week, day, hour, minute, second, sunday … saturday)"
        )
      }
      return .relative(
        RelativeQuery(
          offset: try SpanAmount(validating: offset, option: "--relative"),
          unit: unit,
          width: try spans.width.map(RelativeWidth.init(validating:)) ?? .long,
          numeric: spans.numeric ?? .auto, capitalization: spans.capitalization))
    }
    if let seconds = spans.duration {
      if spans.parts {
        throw InputError.invalidValue(
          "--parts", option: "--duration", expected: "--relative with it: the parts are a relative time's")
      }
      if let capitalization = spans.capitalization {
        throw InputError.invalidValue(
          "--capitalization \(capitalization.rawValue)", option: "--duration",
          expected: "--relative or --relative-to with it: a duration has no capitalization context")
      }
      guard spans.unit == nil, spans.numeric == nil else {
        throw InputError.invalidValue(
          spans.unit.map { "--unit \($0.rawValue)" } ?? "--numeric \(spans.numeric!.rawValue)",
          option: "--duration",
          expected:
            "--units, --width, --max-units, --zero-units, --value-length, --value-length-limits, --fraction, --rounding, --rounding-increment, --time-pattern, --pad, --fraction-length and --grouping only"
        )
      }
      let amount = try SpanAmount(durationSeconds: seconds, option: "--duration")
      return .duration(
        DurationQuery(
          seconds: amount, configuration: try spans.durationConfiguration(units: spans.units)))
    }
    let given = [
      spans.unit.map { "--unit \($0.rawValue)" }, spans.numeric.map { "--numeric \($0.rawValue)" },
      spans.width.map { "--width \($0)" },
      spans.capitalization.map { "--capitalization \($0.rawValue)" },
      spans.parts ? "--parts" : nil,
    ].compactMap { $0 } + spans.durationKnobs
    throw InputError.invalidValue(
      given[0], option: "format", expected: "--relative or --duration with it")
  }
}
