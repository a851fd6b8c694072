import Assembly
import CICU
import CorpusModel

/// One locale's relative-time formatters (`ureldatefmt`) and measure formats (`MeasureFormat`),
/// one per width, each opened on first use and kept: opening costs more than all of a width's
/// strings.
public final class ICUSpanFormats {
  private let locale: String
  // Unchecked at run time, as `RememberingPickerSource`'s state is (its note says why).
  /// By `caseIndex(_:)` of the width.
  @exclusivity(unchecked) private var relative = [OpaquePointer?](
    repeating: nil, count: RelativeWidth.allCases.count)
  @exclusivity(unchecked) private var measures = [OpaquePointer?](
    repeating: nil, count: DurationWidth.allCases.count)

  init(locale: String) {
    self.locale = locale
  }

  deinit {
    for case let handle? in relative { cicu_ureldatefmt_close(handle) }
    for case let handle? in measures { cicu_measfmt_close(handle) }
  }

  /// `ureldatefmt_format` (auto) or `ureldatefmt_formatNumeric` (always).
  func string(_ query: RelativeQuery) throws(EngineError) -> String {
    let handle = try relativeFormat(query.width)
    let unit = Int32(caseIndex(query.unit))
    // The context is written only for an error (an autoclosure): interpolating the offset for
    // every string was a third of our instructions in the relative workload.
    return try icuString(
      "ureldatefmt_format",
      "\(locale) \(query.offset) \(query.unit.rawValue) \(query.width.rawValue)"
    ) { buffer, capacity, status in
      cicu_ureldatefmt_format(
        handle, query.offset.value, unit, query.numeric == .always ? 1 : 0, buffer, capacity,
        status)
    }
  }

  /// `MeasureFormat::formatMeasures` of the query's amounts, one measure per unit.
  func string(_ query: DurationQuery) throws(EngineError) -> String {
    let handle = try measureFormat(query.width)
    let amounts = query.amounts
    let units = query.units.units.map { Int32(caseIndex($0)) }
    return try icuString(
      "MeasureFormat::formatMeasures",
      "\(locale) \(query.seconds) s as \(query.units) \(query.width.rawValue)"
    ) { buffer, capacity, status in
      amounts.withUnsafeBufferPointer { amounts in
        units.withUnsafeBufferPointer { units in
          cicu_measfmt_formatDuration(
            handle, amounts.baseAddress, units.baseAddress, Int32(units.count), buffer,
            capacity, status)
        }
      }
    }
  }

  private func relativeFormat(_ width: RelativeWidth) throws(EngineError) -> OpaquePointer {
    let index = caseIndex(width)
    if let handle = relative[index] { return handle }
    let handle = try icuOpen("ureldatefmt_open", "\(locale) \(width.rawValue)") { status in
      cicu_ureldatefmt_open(locale, Int32(index), status)
    }
    relative[index] = handle
    return handle
  }

  private func measureFormat(_ width: DurationWidth) throws(EngineError) -> OpaquePointer {
    let index = caseIndex(width)
    if let handle = measures[index] { return handle }
    let handle = try icuOpen("MeasureFormat", "\(locale) \(width.rawValue)") { status in
      cicu_measfmt_open(locale, Int32(index), status)
    }
    measures[index] = handle
    return handle
  }
}

extension ICULocaleFormatters {
  public func relative(_ query: RelativeQuery) throws -> String? { try spans.string(query) }

  public func duration(_ query: DurationQuery) throws -> String { try spans.string(query) }
}
