import Assembly
import CICU
import CorpusModel

/// One locale's relative-time formatters (`ureldatefmt`) and measure formats (`MeasureFormat`),
/// one per width, each opened on first use and kept: opening costs more than all of a width's
/// strings.
public final class ICUSpanFormats {
  let locale: String
  // Unchecked at run time, as `RememberingPickerSource`'s state is (its note says why).
  /// By `caseIndex(_:)` of the width.
  @exclusivity(unchecked) private var relative = [OpaquePointer?](
    repeating: nil, count: RelativeWidth.allCases.count)
  /// Those with a capitalization context (`format --capitalization`), by width and context.
  @exclusivity(unchecked) private var capitalized: [CapitalizedKey: OpaquePointer] = [:]
  @exclusivity(unchecked) private var measures = [OpaquePointer?](
    repeating: nil, count: DurationWidth.allCases.count)
  /// The configured durations' C-API handles (`cicu_unitlist`), by width and padded length.
  @exclusivity(unchecked) private var configured: [ConfiguredKey: OpaquePointer] = [:]

  private struct CapitalizedKey: Hashable {
    var width: RelativeWidth
    var capitalization: RelativeCapitalization
  }

  private struct ConfiguredKey: Hashable {
    var width: DurationWidth
    var digits: Int
    /// At most this many integer digits, -1 for no limit.
    var maximumDigits: Int
    /// The fraction's fewest and most digits, both -1 for the locale's.
    var fractionMinimum: Int
    var fractionMaximum: Int
  }

  init(locale: String) {
    self.locale = locale
  }

  /// Whether durations go through the C API (`cicu_unitlist`): on a loaded ICU, which the
  /// linked ICU's C++ MeasureFormat (`cicu_measfmt`) cannot serve.
  private static let throughC = cicu_bind_callsLinked() == 0

  deinit {
    for case let handle? in relative { cicu_ureldatefmt_close(handle) }
    for handle in capitalized.values { cicu_ureldatefmt_close(handle) }
    for case let handle? in measures {
      if Self.throughC { cicu_unitlist_close(handle) } else { cicu_measfmt_close(handle) }
    }
    for handle in configured.values { cicu_unitlist_close(handle) }
  }

  /// `ureldatefmt_format` (auto) or `ureldatefmt_formatNumeric` (always); a word
  /// (``RelativeQuery/word``) as ``wordString(_:_:)`` writes it.
  func string(_ query: RelativeQuery) throws(EngineError) -> String {
    if let word = query.word { return try wordString(query, word) }
    let handle = try relativeFormat(query.width, query.capitalization ?? .none)
    let unit = Int32(caseIndex(query.unit))
    // The context is written only for an error (an autoclosure): interpolating the offset for
    // every string was costly (Development.md, "Measurements behind the code").
    return try icuString(
      "ureldatefmt_format",
      "\(locale) \(query.offset) \(query.unit.rawValue) \(query.width.rawValue)"
    ) { buffer, capacity, status in
      cicu_ureldatefmt_format(
        handle, query.offset.value, unit, query.numeric == .always ? 1 : 0, buffer, capacity,
        status)
    }
  }

  /// A word without an amount through the linked ICU's C++ `RelativeDateTimeFormatter`
  /// (`cicu_reldatefmt_formatWord`), which opens one for each string: only `format` and a
  /// plan's configured words ask for them, a few a locale. The empty string where the locale
  /// has no word is ICU's answer, written as it is.
  private func wordString(_ query: RelativeQuery, _ word: RelativeWord) throws(EngineError)
    -> String
  {
    let direction = Int32(RelativeWord.allCases.firstIndex(of: word)!)
    let unit = Self.absoluteUnits[query.unit] ?? -1
    let context = Int32(
      RelativeCapitalization.allCases.firstIndex(of: query.capitalization ?? .none)!)
    let width = Int32(caseIndex(query.width))
    return try icuString(
      "RelativeDateTimeFormatter::format",
      "\(locale) \(word.rawValue) \(query.unit.rawValue) \(query.width.rawValue)"
    ) { buffer, capacity, status in
      cicu_reldatefmt_formatWord(
        locale, width, context, direction, unit, buffer, capacity, status)
    }
  }

  /// ICU's `UDateAbsoluteUnit` of each unit that has words (``RelativeWord/units``).
  private static let absoluteUnits: [RelativeUnit: Int32] = [
    .sunday: 0, .monday: 1, .tuesday: 2, .wednesday: 3, .thursday: 4, .friday: 5, .saturday: 6,
    .day: 7, .week: 8, .month: 9, .year: 10, .quarter: 12, .hour: 13, .minute: 14,
  ]

  /// `MeasureFormat::formatMeasures` of the query's amounts, one measure per unit; a
  /// configured query (``DurationQuery/isPlain`` false) as ``configuredString(_:)`` writes it.
  func string(_ query: DurationQuery) throws(EngineError) -> String {
    guard query.isPlain else { return try configuredString(query) }
    let handle = try measureFormat(query.width)
    let amounts = query.amounts
    // The C side's unit index is the unit's place among DurationUnit's cases (0 week).
    let units = query.units.units.map { Int32(caseIndex($0)) }
    return try icuString(
      "MeasureFormat::formatMeasures",
      "\(locale) \(query.seconds) s as \(query.units) \(query.width.rawValue)"
    ) { buffer, capacity, status in
      amounts.withUnsafeBufferPointer { amounts in
        units.withUnsafeBufferPointer { units in
          Self.throughC
            ? cicu_unitlist_format(
              handle, amounts.baseAddress, units.baseAddress, Int32(units.count), buffer,
              capacity, status)
            : cicu_measfmt_formatDuration(
              handle, amounts.baseAddress, units.baseAddress, Int32(units.count), buffer,
              capacity, status)
        }
      }
    }
  }

  /// A configured duration through number skeletons and a units list on any ICU, the linked
  /// one too (the path every ICU from 67 has): the pieces are ``DurationQuery/pieces``, our
  /// breakdown (rounded there to `fraction=`, so ICU's own rounding never applies), and
  /// `zero-units=show:N` pads every value to N integer digits, as Foundation does. The width is one of ICU's three (``ICULocaleFormatters/duration(_:)`` refuses the
  /// others first).
  private func configuredString(_ query: DurationQuery) throws(EngineError) -> String {
    // The integer digits as Foundation works them out from zero-units and value-length.
    let (digits, maximum) = query.options.integerDigits
    let key = ConfiguredKey(
      width: query.width, digits: digits, maximumDigits: maximum ?? -1,
      fractionMinimum: query.options.fraction?.minimumDigits ?? -1,
      // ICU refuses a fraction without a most (DurationConfiguration.unsupported(by:)) first.
      fractionMaximum: query.options.fraction.map { $0.maximumDigits ?? -1 } ?? -1)
    let handle: OpaquePointer
    if let open = configured[key] {
      handle = open
    } else {
      handle = try icuOpen(
        "unumf_openForSkeletonAndLocale", "\(locale) \(query.configuration)"
      ) { status in
        cicu_unitlist_open(
          locale, Int32(caseIndex(query.width)), Int32(digits), Int32(key.maximumDigits),
          Int32(key.fractionMinimum), Int32(key.fractionMaximum), status)
      }
      configured[key] = handle
    }
    let pieces = query.pieces
    let amounts = pieces.map(\.amount)
    let units = pieces.map { Int32(caseIndex($0.unit)) }
    return try icuString(
      "unumf_formatDouble", "\(locale) \(query.seconds) s as \(query.configuration)"
    ) { buffer, capacity, status in
      amounts.withUnsafeBufferPointer { amounts in
        units.withUnsafeBufferPointer { units in
          cicu_unitlist_format(
            handle, amounts.baseAddress, units.baseAddress, Int32(units.count), buffer, capacity,
            status)
        }
      }
    }
  }

  func relativeFormat(
    _ width: RelativeWidth, _ capitalization: RelativeCapitalization
  ) throws(EngineError) -> OpaquePointer {
    let index = caseIndex(width)
    guard capitalization == .none else {
      let key = CapitalizedKey(width: width, capitalization: capitalization)
      if let handle = capitalized[key] { return handle }
      let context = Int32(RelativeCapitalization.allCases.firstIndex(of: capitalization)!)
      let handle = try icuOpen(
        "ureldatefmt_open", "\(locale) \(width.rawValue) \(capitalization.rawValue)"
      ) { status in
        cicu_ureldatefmt_open(locale, Int32(index), context, status)
      }
      capitalized[key] = handle
      return handle
    }
    if let handle = relative[index] { return handle }
    let handle = try icuOpen("ureldatefmt_open", "\(locale) \(width.rawValue)") { status in
      cicu_ureldatefmt_open(locale, Int32(index), 0, status)
    }
    relative[index] = handle
    return handle
  }

  private func measureFormat(_ width: DurationWidth) throws(EngineError) -> OpaquePointer {
    let index = caseIndex(width)
    if let handle = measures[index] { return handle }
    let handle = try icuOpen("MeasureFormat", "\(locale) \(width.rawValue)") { status in
      Self.throughC
        ? cicu_unitlist_open(locale, Int32(index), 1, -1, -1, -1, status)
        : cicu_measfmt_open(locale, Int32(index), status)
    }
    measures[index] = handle
    return handle
  }
}

extension ICULocaleFormatters {
  /// - Throws: `InputError.unsupported` for a word (it has no number to cut), on a loaded ICU
  ///   without `ureldatefmt_formatToResult` (before 64), and where ``relative(_:)`` refuses.
  public func relativeParts(_ query: RelativeQuery) throws -> [FormattedPart] {
    if query.word != nil {
      throw InputError.unsupported(
        "--parts", engine: ICUSource().name,
        reason: "a word has no number to cut into parts (--relative N --unit U has)")
    }
    if let function = ICUSource.lacking(["ureldatefmt_formatToResult"]) {
      throw InputError.unsupported(
        "--parts", engine: ICUSource().name,
        reason: "this ICU has no \(function) (first in ICU \(cicu_bind_since(function)))")
    }
    return try Self.refusingLoadedGaps(query) { () throws(EngineError) in
      try spans.parts(query)
    }
  }

  /// - Throws: `InputError.unsupported` always: ICU's C API formats a given amount of a given
  ///   unit and never chooses one, so the engine refuses rather than choose for it.
  public func relative(between query: RelativeInstantsQuery) throws -> String {
    throw InputError.unsupported(
      "--relative-to", engine: ICUSource().name, reason: RelativeInstantsQuery.icuRefusal)
  }

  /// - Throws: `InputError.unsupported` when a loaded ICU's `ureldatefmt` answers
  ///   U_UNSUPPORTED_ERROR (ICU 60.3 for every quarter, in every width; ICU 72's header has
  ///   `UDAT_ABSOLUTE_QUARTER` from 63) or U_INVALID_FORMAT_ERROR (ICU 60.3's own data for a
  ///   locale: `ak`'s numeric `-1 year`, whose pattern it cannot read), so a corpus leaves the
  ///   entry out and `format` refuses it in one line rather than fail the whole default corpus;
  ///   the linked ICU's error stays an engine failure. A word (``RelativeQuery/word``) is
  ///   refused on a loaded ICU: only the linked ICU's C++ API has words.
  public func relative(_ query: RelativeQuery) throws -> String? {
    if query.word != nil, cicu_bind_callsLinked() == 0 {
      throw InputError.unsupported(
        query.asked, engine: ICUSource().name, reason: RelativeWord.onlyLinkedICU)
    }
    return try Self.refusingLoadedGaps(query) { () throws(EngineError) in
      try spans.string(query)
    }
  }

  /// `body`'s answer to `query`; a loaded ICU's U_UNSUPPORTED_ERROR or U_INVALID_FORMAT_ERROR
  /// (``relative(_:)`` says which) refused as `InputError.unsupported`, for its string and its
  /// parts alike. The linked ICU's error stays an engine failure.
  private static func refusingLoadedGaps<T>(
    _ query: RelativeQuery, _ body: () throws(EngineError) -> T
  ) throws -> T {
    do {
      return try body()
    } catch {
      guard cicu_bind_callsLinked() == 0,
        ["U_UNSUPPORTED_ERROR", "U_INVALID_FORMAT_ERROR"].contains(error.status)
      else { throw error }
      throw InputError.unsupported(
        query.asked, engine: ICUSource().name,
        reason: "this ICU's \(error.operation) answers \(error.status) for it")
    }
  }

  /// - Throws: `InputError.unsupported` on a loaded ICU (other than the linked library) for
  ///   what its C API cannot write: the numeric width (`h:mm:ss`, C++ MeasureFormat only), and
  ///   every width on an ICU without the functions the C path needs (60.3); on every ICU, a
  ///   configured duration's knob ICU has not (the condensed-abbreviated width) or a configured
  ///   duration on an ICU without that path.
  public func duration(_ query: DurationQuery) throws -> String {
    if query.width == .numeric, query.seconds.value < 0 {
      throw InputError.unsupported(
        query.seconds.text, engine: ICUSource().name, reason: DurationQuery.icuNegativeNumeric)
    }
    if !query.isPlain {
      if let reason = query.configuration.unsupported(by: .icu) {
        throw InputError.unsupported(
          query.configuration.text, engine: ICUSource().name, reason: reason)
      }
      if let function = ICUSource.lacking(ICUSource.durationFunctions) {
        throw InputError.unsupported(
          query.configuration.text, engine: ICUSource().name,
          reason: "this ICU has no \(function) (first in ICU \(cicu_bind_since(function)))")
      }
      return try spans.string(query)
    }
    if cicu_bind_callsLinked() == 0 {
      if query.width == .numeric {
        throw InputError.unsupported(
          "\(query.width.rawValue) durations", engine: ICUSource().name,
          reason: "the numeric width (h:mm:ss) has no C API, only the linked ICU's C++ MeasureFormat")
      }
      if let function = ICUSource.lacking(ICUSource.durationFunctions) {
        throw InputError.unsupported(
          "durations", engine: ICUSource().name,
          reason: "this ICU has no \(function) (first in ICU \(cicu_bind_since(function)))")
      }
    }
    return try spans.string(query)
  }
}
