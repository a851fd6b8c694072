import CICU
import CorpusModel

/// One ICU date formatter (`UDateFormat`), closed when released.
///
/// Building a formatter costs as much as ten formats, so callers keep one per locale, calendar
/// and style pair and move it between zones instead of rebuilding it.
final class ICUDateFormat {
  let handle: OpaquePointer
  let context: String
  // Unchecked at run time, as `RememberingPickerSource`'s state is (its note says why).
  /// The zone the formatter renders in; moving costs a zone load, so same-zone moves are free.
  @exclusivity(unchecked) private var zone: ZoneID
  /// A copy of the formatter's calendar that formats reuse (``cicu_udat_formatKept``), dropped
  /// whenever the formatter's calendar may change: a zone move, a new pattern, a parse.
  @exclusivity(unchecked) private var kept: OpaquePointer?

  /// A formatter for a style pair in a zone; `locale` carries the calendar keyword.
  init(pair: StylePair, locale: String, zone: ZoneID) throws(EngineError) {
    let context = "\(locale) \(pair) \(zone)"
    self.context = context
    self.zone = zone
    handle = try withUTF16Units(zone.rawValue) { zoneUnits, zoneCount throws(EngineError) in
      try icuOpen("udat_open", context) { status in
        cicu_udat_openStyles(
          pair.time.icuStyle, pair.date.icuStyle, locale, zoneUnits, zoneCount, status)
      }
    }
  }

  /// A formatter for a pattern in a zone.
  init(pattern: String, locale: String, zone: ZoneID) throws(EngineError) {
    let context = "\(locale) '\(pattern)' \(zone)"
    self.context = context
    self.zone = zone
    handle = try withUTF16Units(zone.rawValue) { zoneUnits, zoneCount throws(EngineError) in
      try withUTF16Units(pattern) { patternUnits, patternCount throws(EngineError) in
        try icuOpen("udat_open", context) { status in
          cicu_udat_openPattern(locale, zoneUnits, zoneCount, patternUnits, patternCount, status)
        }
      }
    }
  }

  /// Takes over a formatter opened elsewhere (``ICUStyleSet/take(_:zone:)``), now in `zone`.
  init(adopting handle: OpaquePointer, context: String, zone: ZoneID) {
    self.handle = handle
    self.context = context
    self.zone = zone
  }

  deinit {
    dropKept()
    cicu_udat_close(handle)
  }

  private func dropKept() {
    if let kept { cicu_ucal_close(kept) }
    kept = nil
  }

  /// The formatter's pattern.
  func pattern() throws(EngineError) -> String {
    try icuString("udat_toPattern", context) { buffer, capacity, status in
      cicu_udat_toPattern(handle, buffer, capacity, status)
    }
  }

  /// Switches a pattern formatter to another pattern.
  ///
  /// Only for formatters opened from a pattern: a style formatter carries the numbering
  /// overrides of its style's data (he_IL's Hebrew numerals), which a new pattern must not
  /// inherit.
  func applyPattern(_ pattern: String) {
    dropKept()
    withUTF16Units(pattern) { units, count in cicu_udat_applyPattern(handle, units, count) }
  }

  func setZone(_ zone: ZoneID) throws(EngineError) {
    guard zone != self.zone else { return }
    dropKept()
    self.zone = zone
    try withUTF16Units(zone.rawValue) { units, count throws(EngineError) in
      try icuCall("ucal_setTimeZone", "\(context) → \(zone)") { status in
        cicu_udat_setTimeZone(handle, units, count, status)
      }
    }
  }

  func format(_ instant: Instant) throws(EngineError) -> String {
    try icuString("udat_format", "\(context) \(instant)") { buffer, capacity, status in
      cicu_udat_formatKept(handle, &kept, instant.udate, buffer, capacity, status)
    }
  }
}

extension DateTimeStyle {
  /// ICU's `UDateFormatStyle` value.
  var icuStyle: Int32 {
    switch self {
    case .none: -1
    case .short: 3
    case .medium: 2
    case .long: 1
    case .full: 0
    }
  }
}

extension ICUDateFormat {
  /// What `udat_format` writes for the instant, through the kept calendar copy (see
  /// ``cicu_udat_formatKept``: the same format call on an equal calendar, without a calendar
  /// and a zone copied and freed per string).
  func format(millis: Double) throws(EngineError) -> String {
    try icuString("udat_format", "\(context) \(millis)") { buffer, capacity, status in
      cicu_udat_formatKept(handle, &kept, millis, buffer, capacity, status)
    }
  }

  /// Plain `udat_format`, which copies the formatter's calendar for each string: what
  /// ``format(millis:)`` must equal (the guard test compares them).
  func formatCopyingCalendar(millis: Double) throws(EngineError) -> String {
    try icuString("udat_format", "\(context) \(millis)") { buffer, capacity, status in
      cicu_udat_format(handle, millis, buffer, capacity, status)
    }
  }
}

extension ICUDateFormat {
  /// The stand-alone weekday names of the formatter's locale and calendar, Sunday first:
  /// abbreviated (`ccc`) or narrow (`ccccc`).
  func standaloneWeekdays(narrow: Bool) throws(EngineError) -> [String] {
    try standaloneWeekdays(width: narrow ? 1 : 0)
  }

  /// The stand-alone wide weekday names (`cccc`), Sunday first.
  func wideStandaloneWeekdays() throws(EngineError) -> [String] {
    try standaloneWeekdays(width: 2)
  }

  /// `width` as `cicu_udat_standaloneWeekday` takes it: 0 abbreviated, 1 narrow, 2 wide.
  private func standaloneWeekdays(width: Int32) throws(EngineError) -> [String] {
    var names: [String] = []
    for weekday in Int32(1)...7 {
      names.append(
        try icuString("udat_getSymbols", "\(context) weekday \(weekday)") {
          buffer, capacity, status in
          cicu_udat_standaloneWeekday(handle, width, weekday, buffer, capacity, status)
        })
    }
    return names
  }
}

// MARK: Parsing (the parsing artifact)

extension ICUDateFormat {
  /// Parses `text` strictly or leniently; nil when ICU fails or leaves text unread.
  ///
  /// `udat_parse` without a position accepts trailing text (lenient bg reads `27.01.10 xyz`),
  /// so the whole string must be consumed for the parse to count.
  func parse(_ text: String, lenient: Bool) -> Instant? {
    // A parse sets the calendar's leniency (and restores it): a kept copy is made afresh.
    dropKept()
    var status: Int32 = 0
    var consumed: Int32 = 0
    var length: Int32 = 0
    let millis = withUTF16Units(text) { units, count in
      length = count
      return cicu_udat_parseFrom(handle, units, count, lenient ? 1 : 0, &consumed, &status)
    }
    guard status <= 0, consumed == length, millis.isFinite else { return nil }
    return Instant(millisecondsSince1970: Int64(millis.rounded()))
  }
}
