import CICU
import CorpusModel

extension ICUParts {
  /// An interval's parts from the fields ICU marks in it (`UFormattedDateInterval`), cut as
  /// ECMA-402's `formatRangeToParts` cuts them: each date field a part of its type, the text
  /// between fields a literal, and each part's source the span it lies in (the start date's,
  /// the end date's, else shared). A range ICU writes as one date has no spans: all shared.
  static func intervalParts(_ units: [UInt16], _ fields: [Field]) -> [FormattedPart] {
    guard !units.isEmpty else { return [] }
    let inside = { (field: Field) in
      field.start >= 0 && field.start < field.limit && field.limit <= units.count
    }
    var kinds = [FormattedPart.Kind](repeating: .literal, count: units.count)
    var sources = [FormattedPart.Source](repeating: .shared, count: units.count)
    var edges = Set<Int>()
    for field in fields where inside(field) {
      switch field.category {
      case Int32(CICU_FIELD_DATE):
        guard let kind = dateKind(field.field) else { continue }
        for index in field.start..<field.limit { kinds[index] = kind }
        edges.formUnion([field.start, field.limit])
      case Int32(CICU_FIELD_INTERVAL_SPAN):
        guard let source: FormattedPart.Source = [.startRange, .endRange][safe: field.field]
        else { continue }
        for index in field.start..<field.limit { sources[index] = source }
      default: continue
      }
    }
    // A part ends where its type or its source changes, and at every edge of a date field
    // (two fields side by side stay two parts).
    var parts: [FormattedPart] = []
    var start = 0
    for index in units.indices.dropFirst() + [units.count]
    where index == units.count || kinds[index] != kinds[start] || sources[index] != sources[start]
      || edges.contains(index)
    {
      let text = String(decoding: units[start..<index], as: UTF16.self)
      parts.append(FormattedPart(kinds[start], text, source: sources[start]))
      start = index
    }
    return parts
  }

  /// ECMA-402's part type for ICU's date field `field` (`UDateFormatField`), as V8 and
  /// SpiderMonkey name them: every hour letter an `hour`, every zone letter a `timeZoneName`,
  /// the fields no `Intl.DateTimeFormat` option asks for `unknown`; nil for the time
  /// separator, which ICU counts as no field of its own (a literal).
  static func dateKind(_ field: Int32) -> FormattedPart.Kind? {
    switch field {
    case 0: .era
    case 1, 20: .year  // y, u (extended year)
    case 2, 26: .month  // M, L
    case 3: .day
    case 4, 5, 15, 16: .hour  // k, H, h, K
    case 6: .minute
    case 7: .second
    case 8: .fractionalSecond
    case 9, 19, 25: .weekday  // E, e, c
    case 14, 35, 36: .dayPeriod  // a, b, B
    case 17, 23, 24, 29, 31, 32, 33: .timeZoneName  // z, Z, v, V, O, X, x
    case 30: .yearName  // U
    case 34: .relatedYear  // r
    case 37: nil  // the time separator
    default: .unknown  // D, F, w, W, Y, g, A, Q, q
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int32) -> Element? {
    index >= 0 && Int(index) < count ? self[Int(index)] : nil
  }
}

extension ICUIntervalFormat {
  /// ``format(from:to:)``'s string in parts (`udtitvfmt_formatToResult`, ICU 67 and later).
  ///
  /// - Throws: `InputError.unsupported` from a bound ICU before 67, whose function of that name
  ///   takes other arguments.
  func parts(from: Instant, to: Instant) throws -> [FormattedPart] {
    let (units, fields) = try ICUParts.read(room: 32) { units, capacity, raw, room, count, status in
      cicu_udtitvfmt_formatFields(
        handle, from.udate, to.udate, units, capacity, raw, room, count, status)
    } refusal: { status -> any Error in
      ICUStatus.name(status) == "U_UNSUPPORTED_ERROR"
        ? ICUCalendarFormatters.noIntervalParts
        : EngineError(
          operation: "udtitvfmt_formatToResult", status: ICUStatus.name(status),
          context: "\(context) \(from)/\(to)")
    }
    return ICUParts.intervalParts(units, fields)
  }
}

extension ICUCalendarFormatters {
  /// The function an interval's parts need, and the first ICU whose form of it this calls.
  static let intervalPartsFunction = "udtitvfmt_formatToResult"

  /// Why a bound ICU before 67 writes no interval's parts (`format --template T --to B
  /// --parts`).
  static var noIntervalParts: InputError {
    InputError.unsupported(
      "--parts", engine: ICUSource().name,
      reason:
        "this ICU has no \(intervalPartsFunction) (first in ICU \(cicu_bind_since(intervalPartsFunction)))"
    )
  }

  /// ``interval(template:from:to:)``'s string in typed parts, each with its source.
  ///
  /// - Throws: `InputError.unsupported` on a loaded ICU without `udtitvfmt_formatToResult`
  ///   (before 67), and where ``interval(template:from:to:)`` refuses.
  public func intervalParts(template: String, from: Instant, to: Instant) throws
    -> [FormattedPart]
  {
    if ICUSource.lacking([Self.intervalPartsFunction]) != nil { throw Self.noIntervalParts }
    return try intervalFormat(template).parts(from: from, to: to)
  }
}
