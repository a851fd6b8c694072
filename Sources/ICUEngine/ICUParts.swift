import CICU
import CorpusModel

/// A formatted value's parts from the fields ICU marks in it (`UFormattedValue`), cut as
/// ECMA-402's `formatToParts` cuts them: a number's fields by kind, its integer split at each
/// grouping separator, and everything no number field covers a literal.
enum ICUParts {
  /// One field as `cicu_ureldatefmt_formatFields` writes it.
  struct Field: Equatable {
    var category: Int32
    var field: Int32
    var start: Int
    var limit: Int
  }

  /// The parts of `units` (the string's UTF-16) with the number fields among `fields` over it.
  ///
  /// An inner field wins over the one around it: a grouping separator lies inside its
  /// integer's field, so the fields are laid down outermost first (by start, then the longest).
  static func parts(_ units: [UInt16], _ fields: [Field]) -> [FormattedPart] {
    guard !units.isEmpty else { return [] }
    var kinds = [FormattedPart.Kind](repeating: .literal, count: units.count)
    let numbers = fields.filter {
      $0.category == Int32(CICU_FIELD_NUMBER) && $0.start >= 0 && $0.start < $0.limit
        && $0.limit <= units.count
    }.sorted { ($0.start, -$0.limit) < ($1.start, -$1.limit) }
    for field in numbers {
      guard let kind = kind(field.field, units[field.start..<field.limit]) else { continue }
      for index in field.start..<field.limit { kinds[index] = kind }
    }
    // A part ends where the kind changes, and at every edge of a number field (two fields of
    // one kind side by side stay two parts).
    var edges = Set<Int>()
    for field in numbers {
      edges.insert(field.start)
      edges.insert(field.limit)
    }
    var parts: [FormattedPart] = []
    var start = 0
    for index in units.indices.dropFirst() + [units.count]
    where index == units.count || kinds[index] != kinds[start] || edges.contains(index) {
      let text = String(decoding: units[start..<index], as: UTF16.self)
      parts.append(FormattedPart(kinds[start], text))
      start = index
    }
    return parts
  }

  /// The part kind of ICU's number field `field` (`UNumberFormatFields`) over `text`; nil for a
  /// field no part stands for.
  private static func kind(_ field: Int32, _ text: ArraySlice<UInt16>) -> FormattedPart.Kind? {
    switch field {
    case 0: .integer
    case 1: .fraction
    case 2: .decimal
    case 3: .exponentSeparator
    case 4: .exponentMinusSign
    case 5: .exponentInteger
    case 6: .group
    case 7: .currency
    case 8: .percentSign
    case 9: .permilleSign
    // The sign's field does not say which sign: its text does (a plus sign is one of
    // U+002B, U+FF0B, U+FE62; every other is a minus).
    case 10:
      text.contains(0x2B) || text.contains(0xFF0B) || text.contains(0xFE62) ? .plusSign : .minusSign
    case 11: .unit
    case 12: .compact
    case 13: .approximatelySign
    default: nil
    }
  }
}

extension ICUSpanFormats {
  /// ``string(_:)``'s relative time, in parts (`ureldatefmt_formatToResult`: ICU 64 and later;
  /// an older loaded ICU refuses in one line, naming the function).
  func parts(_ query: RelativeQuery) throws(EngineError) -> [FormattedPart] {
    let handle = try relativeFormat(query.width, query.capitalization ?? .none)
    let unit = Int32(caseIndex(query.unit))
    let (units, fields) = try ICUParts.read(room: 16) { units, capacity, raw, room, count, status in
      cicu_ureldatefmt_formatFields(
        handle, query.offset.value, unit, query.numeric == .always ? 1 : 0, units, capacity, raw,
        room, count, status)
    } refusal: { status in
      EngineError(
        operation: "ureldatefmt_formatToResult", status: ICUStatus.name(status),
        context: "\(locale) \(query.offset) \(query.unit.rawValue) \(query.width.rawValue)")
    }
    return ICUParts.parts(units, fields)
  }
}

extension ICUParts {
  /// A `…_formatFields` wrapper's string (UTF-16 units) and fields, asked again with larger
  /// buffers until both fit (ICU says how long the string is and how many fields there are);
  /// `room` is the fields first made room for. A failing status is thrown as `refusal` makes it.
  static func read<Failure: Error>(
    room: Int,
    _ call: (
      UnsafeMutablePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>?, Int32,
      UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
    ) -> Int32,
    refusal: (Int32) -> Failure
  ) throws(Failure) -> (units: [UInt16], fields: [Field]) {
    var capacity = 128
    var room = room
    while true {
      var status: Int32 = 0
      var count: Int32 = 0
      var units = [UInt16](repeating: 0, count: capacity)
      var raw = [Int32](repeating: 0, count: 4 * room)
      let length = units.withUnsafeMutableBufferPointer { units in
        raw.withUnsafeMutableBufferPointer { raw in
          call(units.baseAddress, Int32(capacity), raw.baseAddress, Int32(room), &count, &status)
        }
      }
      if status == ICUStatus.bufferOverflow {
        capacity = Int(length) + 1
        continue
      }
      guard status <= 0 else { throw refusal(status) }
      if Int(count) > room {
        room = Int(count)
        continue
      }
      let fields = (0..<Int(count)).map { quadruple in
        let at = 4 * quadruple
        return Field(
          category: raw[at], field: raw[at + 1], start: Int(raw[at + 2]), limit: Int(raw[at + 3]))
      }
      return (Array(units[..<Int(length)]), fields)
    }
  }
}
