import CICU
import CorpusModel

extension ICUParts {
  /// One date's parts from the fields ICU marks in its string (`udat_formatForFields`), cut as
  /// ECMA-402's `formatToParts` cuts them: ``intervalParts(_:_:)``'s cut and kinds (one map
  /// of ICU's date fields), where a string with no span is all shared; a date's parts carry
  /// no source.
  static func dateParts(_ units: [UInt16], _ fields: [Field]) -> [FormattedPart] {
    intervalParts(units, fields).map { FormattedPart($0.kind, $0.value) }
  }
}

extension ICUDateFormat {
  /// ``format(_:)``'s string in parts (`udat_formatForFields` and a `UFieldPositionIterator`).
  func parts(_ instant: Instant) throws(EngineError) -> [FormattedPart] {
    let (units, fields) = try ICUParts.read(room: 16) { units, capacity, raw, room, count, status in
      cicu_udat_formatFields(handle, instant.udate, units, capacity, raw, room, count, status)
    } refusal: { status in
      EngineError(
        operation: ICUCalendarFormatters.datePartsFunction, status: ICUStatus.name(status),
        context: "\(context) \(instant)")
    }
    return ICUParts.dateParts(units, fields)
  }
}

extension ICUCalendarFormatters {
  /// The function a date's parts need (ICU 55 and later, with `ufieldpositer_open`).
  static let datePartsFunction = "udat_formatForFields"

  /// One date's string in typed parts, from a formatter of its own: a style pair's as
  /// `udat_open` of the pair (what ``style(_:zone:at:)``'s shared set equals), a pattern's and
  /// a template's (the pattern ``pattern(forSkeleton:)`` picks) as `udat_open` of the pattern.
  ///
  /// - Throws: `InputError.unsupported` on a loaded ICU without `udat_formatForFields`.
  public func parts(_ format: SingleDateFormat, at instant: Instant) throws -> [FormattedPart] {
    if let missing = ICUSource.lacking([Self.datePartsFunction, "ufieldpositer_open"]) {
      throw InputError.unsupported(
        "--parts", engine: ICUSource().name,
        reason: "this ICU has no \(missing) (first in ICU \(cicu_bind_since(missing)))")
    }
    let formatter: ICUDateFormat
    switch format {
    case .style(let pair):
      formatter = try ICUDateFormat(pair: pair, locale: id, zone: zone)
    case .pattern(let pattern):
      formatter = try ICUDateFormat(pattern: pattern, locale: id, zone: zone)
    case .template(let template):
      formatter = try ICUDateFormat(
        pattern: try pattern(forSkeleton: template), locale: id, zone: zone)
    }
    return try formatter.parts(instant)
  }
}
