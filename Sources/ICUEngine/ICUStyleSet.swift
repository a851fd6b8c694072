import CICU
import CorpusModel

/// A locale's formatters for the 24 style pairs in one calendar (`cicu_styles`), closed when
/// released.
///
/// Opening a formatter costs as much as ten formats, and its first format as much again; the
/// set opens one per numbering override (one for most locales, two for he_IL's Hebrew calendar)
/// and re-patterns it for each pair with the pattern ICU's own construction gives, so every
/// string is what a fresh `udat_open` of the pair writes (`cicu.h` says why; the ICU engine's
/// tests compare both for a sample of locales).
final class ICUStyleSet {
  private let handle: OpaquePointer
  let context: String
  // Unchecked at run time, as `RememberingPickerSource`'s state is (its note says why).
  /// The last zone asked for, as UTF-16: most calls stay in one zone.
  @exclusivity(unchecked) private var zone: (id: ZoneID, units: [UInt16])

  /// - Parameter locale: carries the calendar keyword.
  init(locale: String, zone: ZoneID) throws(EngineError) {
    context = "\(locale) \(zone)"
    let units = utf16Units(zone.rawValue)
    self.zone = (zone, units)
    handle = try icuOpen("udat_open", context) { status in
      cicu_styles_open(locale, units, Int32(units.count), status)
    }
  }

  deinit { cicu_styles_close(handle) }

  /// Whether pairs share re-patterned formatters (false: one `udat_open` per pair).
  var isShared: Bool { cicu_styles_isShared(handle) == 1 }

  func format(_ pair: StylePair, zone: ZoneID, at instant: Instant) throws(EngineError) -> String {
    let units = units(of: zone)
    return try icuString("udat_format", "\(context) \(pair) \(zone) \(instant)") {
      buffer, capacity, status in
      cicu_styles_format(
        handle, pair.date.icuStyle, pair.time.icuStyle, units, Int32(units.count),
        instant.udate, buffer, capacity, status)
    }
  }

  /// Parses `text` with the pair's formatter in `zone`, strictly or leniently; nil when ICU
  /// fails or leaves text unread (see ``ICUDateFormat/parse(_:lenient:)``).
  func parse(_ text: String, _ pair: StylePair, zone: ZoneID, lenient: Bool) -> Instant? {
    let zoneUnits = units(of: zone)
    var status: Int32 = 0
    var consumed: Int32 = 0
    var length: Int32 = 0
    let millis = withUTF16Units(text) { units, count in
      length = count
      return cicu_styles_parse(
        handle, pair.date.icuStyle, pair.time.icuStyle, zoneUnits, Int32(zoneUnits.count), units,
        count, lenient ? 1 : 0, &consumed, &status)
    }
    guard status <= 0, consumed == length, millis.isFinite else { return nil }
    return Instant(millisecondsSince1970: Int64(millis.rounded()))
  }

  /// The pattern the pair formats with.
  func pattern(_ pair: StylePair) throws(EngineError) -> String {
    try icuString("udat_toPattern", "\(context) \(pair)") { buffer, capacity, status in
      cicu_styles_pattern(handle, pair.date.icuStyle, pair.time.icuStyle, buffer, capacity, status)
    }
  }

  /// A formatter of the caller's own, equal to a fresh one for `pair`, rendering in `zone`.
  func take(_ pair: StylePair, zone: ZoneID) throws(EngineError) -> ICUDateFormat {
    let units = units(of: zone)
    let taken = try icuOpen("udat_open", "\(context) \(pair)") { status in
      cicu_styles_take(
        handle, pair.date.icuStyle, pair.time.icuStyle, units, Int32(units.count), status)
    }
    return ICUDateFormat(adopting: taken, context: "\(context) \(pair)", zone: zone)
  }

  private func units(of zone: ZoneID) -> [UInt16] {
    if zone != self.zone.id { self.zone = (zone, utf16Units(zone.rawValue)) }
    return self.zone.units
  }
}
