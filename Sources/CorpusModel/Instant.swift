/// A moment in UTC, written as ISO 8601 with `Z` (`2010-01-27T18:00:00Z`).
///
/// Milliseconds since 1970 in the proleptic Gregorian calendar, as ICU's `UDate` counts them,
/// and for `calc` alone the nanoseconds past that millisecond (Foundation's `Date` holds finer
/// instants than a millisecond; a corpus, a plan and `format` do not).
/// Parsing is strict: a corpus keyed by instants must not accept two spellings of one.
public struct Instant: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
  public let millisecondsSince1970: Int64
  /// The nanoseconds past ``millisecondsSince1970``, 0 ..< 1,000,000: only `calc` reads and
  /// writes them (``init(expandedISO8601:)``).
  public let submillisecondNanoseconds: Int32
  /// The canonical text, computed once: instants key every golden entry.
  public let iso8601: String

  public init(millisecondsSince1970: Int64) {
    self.millisecondsSince1970 = millisecondsSince1970
    submillisecondNanoseconds = 0
    iso8601 = Instant.format(millisecondsSince1970)
  }

  /// An instant to the nanosecond: `nanoseconds` past the millisecond, 0 ..< 1,000,000.
  public init(millisecondsSince1970: Int64, submillisecondNanoseconds nanoseconds: Int32) {
    precondition((0..<1_000_000).contains(nanoseconds), "nanoseconds past a millisecond")
    self.millisecondsSince1970 = millisecondsSince1970
    submillisecondNanoseconds = nanoseconds
    var text = Instant.format(millisecondsSince1970)
    if nanoseconds != 0 {
      // 2024-01-01T00:00:00Z has no fraction written: give it its three digits first.
      text.removeLast()
      if millisecondsSince1970.floorDividedBy(1000).1 == 0 { text += ".000" }
      let digits = Instant.pad(Int64(nanoseconds), 6)
      text += nanoseconds % 1000 == 0 ? String(digits.prefix(3)) : digits
      text += "Z"
    }
    iso8601 = text
  }

  /// Whether the instant is a whole number of milliseconds (all but some of `calc`'s).
  public var isWholeMillisecond: Bool { submillisecondNanoseconds == 0 }

  /// Parses `YYYY-MM-DDTHH:MM:SSZ`, optionally with `.sss` before the `Z`.
  ///
  /// - Throws: `InputError.malformedInstant` naming the text and the expected shape, or
  ///   `InputError.instantOutOfRange` naming the part that is out of range and its range.
  public init(iso8601 text: String) throws {
    let bytes = Array(text.utf8)
    if let year = Instant.longYear(bytes) {
      throw InputError.instantOutOfRange(text, reason: "year \(year) is not 0001–9999")
    }
    switch Instant.parse(bytes) {
    case .some(.success(let (millis, nanoseconds))):
      guard nanoseconds == 0 else {
        throw InputError.instantOutOfRange(text, reason: Instant.finerFractionReason)
      }
      self.init(millisecondsSince1970: millis)
    case .some(.failure(let range)): throw InputError.instantOutOfRange(text, reason: range.reason)
    case nil: throw InputError.malformedInstant(text)
    }
  }

  /// Parses an instant whose year may be −9999 … 9999, as `calc` reads them, or any year of
  /// `years` (``temporalYears``, as `format` reads them): ISO 8601's astronomical years, year
  /// 0000 being 1 BC and −0001 2 BC, in the proleptic Gregorian calendar. A year is written
  /// with four digits and a `-` before years below 0000 (`-0044-03-15T12:00:00Z`); where
  /// `years` reaches beyond ±9999, a year beyond is written with five or six digits and its
  /// sign (`+275760-09-13T00:00:00Z`, `-271821-04-19T00:00:00Z`). Each instant still has one
  /// spelling: `+2024-…`, `10000-…` and `+010000-…` are refused, as is anything outside
  /// `years`. The fraction may be written to the microsecond or the nanosecond (`.712307`,
  /// `.712306976`): Foundation's `Date` holds instants finer than a millisecond, and `calc`
  /// asks them of it.
  ///
  /// A corpus and a plan keep 0001–9999 (``init(iso8601:)``), where Foundation would clamp
  /// what it cannot hold; `format` reads its instants through ``init(formatISO8601:)``.
  ///
  /// - Parameter years: The instants taken, in milliseconds from 1970: ``yearsFromMinus9999``
  ///   or ``temporalYears``; the messages name it (``rangeText(_:)``).
  /// - Throws: `InputError.malformedInstant` or `InputError.instantOutOfRange`, as
  ///   ``init(iso8601:)`` does, naming the range (−9999–9999).
  public init(expandedISO8601 text: String, within years: Range<Int64> = yearsFromMinus9999)
    throws
  {
    var bytes = Array(text.utf8)
    let sign = text.hasPrefix("-") ? "-" : text.hasPrefix("+") ? "+" : ""
    if !sign.isEmpty {
      bytes.removeFirst()
    }
    // Named only in a message: an engine's pipe reads every instant through here.
    let range = { Instant.rangeText(years) }
    var yearDigits = 4
    if let year = Instant.longYear(bytes) {
      guard year.count <= Instant.yearDigits(of: years) else {
        throw InputError.instantOutOfRange(text, reason: "year \(sign)\(year) is not \(range())")
      }
      guard year.first != "0" else {
        let value = Int64(year)!
        let written = Instant.yearText(sign == "-" ? -value : value)
        throw InputError.instantOutOfRange(
          text, reason: "year \(sign)\(year) is written \(written) (\(range()))")
      }
      guard !sign.isEmpty else {
        throw InputError.instantOutOfRange(
          text, reason: "years after 9999 are written with '+' (+\(year); \(range()))")
      }
      yearDigits = year.count
    }
    if sign == "+", yearDigits == 4 {
      throw InputError.instantOutOfRange(
        text, reason: "years 0000–9999 are written without '+' (\(range()))")
    }
    switch Instant.parse(bytes, negative: sign == "-", yearDigits: yearDigits, range: range) {
    case .some(.success(let (millis, nanoseconds))):
      guard years.contains(millis) else {
        throw InputError.instantOutOfRange(text, reason: "it is outside \(range())")
      }
      self.init(millisecondsSince1970: millis, submillisecondNanoseconds: nanoseconds)
    case .some(.failure(let failure)):
      throw InputError.instantOutOfRange(text, reason: failure.reason)
    case nil: throw InputError.malformedInstant(text)
    }
  }

  /// Parses an instant `format` reads (`--at`, `--to`, `--relative-to`): any of
  /// ``temporalYears``, written as ``init(expandedISO8601:within:)`` reads them, to the
  /// millisecond (a finer fraction is refused as ``init(iso8601:)`` refuses it).
  ///
  /// - Throws: `InputError.malformedInstant` or `InputError.instantOutOfRange`.
  public init(formatISO8601 text: String) throws {
    try self.init(wholeMillisecond: text, within: Instant.temporalYears)
  }

  /// Parses the instant a plan's arithmetic case starts from or measures to (`NAME: AT add
  /// …`, `… to INSTANT …`): −9999…9999 as `calc` reads them (issue 42: a golden file writes a
  /// year before 1 as `calc` does, `-0044-03-15T12:00:00Z`), to the millisecond a corpus
  /// writes.
  ///
  /// - Throws: `InputError.malformedInstant` or `InputError.instantOutOfRange`.
  public init(arithmeticCaseISO8601 text: String) throws {
    try self.init(wholeMillisecond: text, within: Instant.yearsFromMinus9999)
  }

  /// ``init(expandedISO8601:within:)`` to the millisecond: a finer fraction is refused as
  /// ``init(iso8601:)`` refuses it.
  private init(wholeMillisecond text: String, within years: Range<Int64>) throws {
    let instant = try Instant(expandedISO8601: text, within: years)
    guard instant.isWholeMillisecond else {
      throw InputError.instantOutOfRange(text, reason: Instant.finerFractionReason)
    }
    self = instant
  }

  /// Why a corpus's, a plan's and `format`'s instants refuse a fraction finer than a
  /// millisecond.
  static let finerFractionReason =
    "a fraction finer than a millisecond is calc's alone (a corpus, a plan and format hold .sss)"

  /// The instants ``init(iso8601:)`` reads and a corpus holds: 0001-01-01T00:00:00Z ..<
  /// 10000-01-01T00:00:00Z, in milliseconds from 1970.
  public static let yearsFrom0001: Range<Int64> = -62_135_596_800_000..<253_402_300_800_000

  /// The instants ``init(expandedISO8601:)`` reads: -9999-01-01T00:00:00Z ..<
  /// 10000-01-01T00:00:00Z.
  public static let yearsFromMinus9999: Range<Int64> =
    -377_705_116_800_000..<253_402_300_800_000

  /// The instants `format` reads (``init(formatISO8601:)``): the days JavaScript's Temporal
  /// formats, -271821-04-01T00:00:00Z through +275760-09-13T23:59:59.999Z. They are
  /// ECMAScript's `Date` range (±8.64 × 10¹⁵ ms) and a day more at its end, as
  /// `Temporal.PlainDate` holds it, and 19 days before its start: `Temporal.PlainYearMonth`'s
  /// first month, April −271821, is formatted at its reference day, the 1st (ECMA-402's
  /// `HandleDateTimeTemporalYearMonth`). A JS engine's suite formats both ends.
  public static let temporalYears: Range<Int64> =
    -8_640_001_641_600_000..<8_640_000_086_400_000

  /// A range of instants as messages name it: its years where it runs from a year's start to
  /// a year's start (`-9999–9999`), else its first and last instants
  /// (`-271821-04-01T00:00:00Z–+275760-09-13T23:59:59.999Z`).
  public static func rangeText(_ range: Range<Int64>) -> String {
    let first = Instant(millisecondsSince1970: range.lowerBound)
    let end = Instant(millisecondsSince1970: range.upperBound)
    func yearStart(_ instant: Instant) -> Int64? {
      let (days, millis) = instant.millisecondsSince1970.floorDividedBy(86_400_000)
      let (year, month, day) = civil(fromDays: days)
      return millis == 0 && month == 1 && day == 1 ? year : nil
    }
    if let from = yearStart(first), let to = yearStart(end) {
      return "\(yearText(from))–\(yearText(to - 1))"
    }
    let last = Instant(millisecondsSince1970: range.upperBound - 1)
    return "\(first.iso8601)–\(last.iso8601)"
  }

  /// How many digits a year of `range` may have: four, or the most its ends have.
  private static func yearDigits(of range: Range<Int64>) -> Int {
    [range.lowerBound, range.upperBound - 1].map {
      let (year, _, _) = civil(fromDays: $0.floorDividedBy(86_400_000).0)
      return max(4, String(year.magnitude).count)
    }.max()!
  }

  /// A part of an instant outside its range, said the way the message says it.
  struct RangeError: Error {
    var reason: String
  }

  /// The year of `99999-01-01T00:00:00Z`: more than four digits before the first `-`.
  private static func longYear(_ bytes: [UInt8]) -> String? {
    guard let dash = bytes.firstIndex(of: UInt8(ascii: "-")), dash > 4,
      bytes[..<dash].allSatisfy({ $0 >= 48 && $0 <= 57 })
    else { return nil }
    return String(decoding: bytes[..<dash], as: UTF8.self)
  }

  /// ICU's `UDate`: whole milliseconds (the ICU engine refuses an instant finer than that).
  public var udate: Double { Double(millisecondsSince1970) }

  public var description: String { iso8601 }

  /// The canonical text: seconds always, milliseconds only when not zero.
  ///
  /// Written digit by digit into its 20 or 24 bytes: every instant an engine answers with (a
  /// parse, a sum) is made through here, and interpolating seven padded numbers cost ten
  /// times as much. A year outside 0000–9999 is written the slow way, `-` before years below
  /// 0000 (`-0044-03-15T12:00:00Z`), `+` before years beyond 9999 (`+10000-01-01T00:00:00Z`).
  private static func format(_ millisecondsSince1970: Int64) -> String {
    let (days, millisOfDay) = millisecondsSince1970.floorDividedBy(86_400_000)
    let (year, month, day) = civil(fromDays: days)
    let seconds = millisOfDay / 1000
    let millis = millisOfDay % 1000
    guard (0...9999).contains(year) else {
      var text = "\(Instant.yearText(year))-\(Instant.pad(month, 2))-\(Instant.pad(day, 2))"
      text += "T\(Instant.pad(seconds / 3600, 2)):\(Instant.pad(seconds / 60 % 60, 2))"
      text += ":\(Instant.pad(seconds % 60, 2))"
      if millis != 0 { text += ".\(Instant.pad(millis, 3))" }
      return text + "Z"
    }
    return String(unsafeUninitializedCapacity: millis == 0 ? 20 : 24) { bytes in
      var index = 0
      func digits(_ value: Int64, _ width: Int) {
        var value = value
        for place in stride(from: width - 1, through: 0, by: -1) {
          bytes[index + place] = UInt8(truncatingIfNeeded: 48 + value % 10)
          value /= 10
        }
        index += width
      }
      func literal(_ ascii: Unicode.Scalar) {
        bytes[index] = UInt8(ascii: ascii)
        index += 1
      }
      digits(year, 4)
      literal("-")
      digits(month, 2)
      literal("-")
      digits(day, 2)
      literal("T")
      digits(seconds / 3600, 2)
      literal(":")
      digits(seconds / 60 % 60, 2)
      literal(":")
      digits(seconds % 60, 2)
      if millis != 0 {
        literal(".")
        digits(millis, 3)
      }
      literal("Z")
      return index
    }
  }

  public static func == (lhs: Instant, rhs: Instant) -> Bool {
    lhs.millisecondsSince1970 == rhs.millisecondsSince1970
      && lhs.submillisecondNanoseconds == rhs.submillisecondNanoseconds
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(millisecondsSince1970)
    hasher.combine(submillisecondNanoseconds)
  }

  public static func < (lhs: Instant, rhs: Instant) -> Bool {
    (lhs.millisecondsSince1970, lhs.submillisecondNanoseconds)
      < (rhs.millisecondsSince1970, rhs.submillisecondNanoseconds)
  }

  /// Reads ``init(iso8601:)``'s instants, or any of ``temporalYears`` written as
  /// ``init(expandedISO8601:within:)`` reads them where the decoder's
  /// ``CodingUserInfoKey/expandedInstantYears`` is true (the engine pipe, which carries `calc`'s
  /// and `format`'s instants, each checked by the driver; a manifest's decoder never sets it).
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    if decoder.userInfo[.expandedInstantYears] as? Bool == true {
      try self.init(expandedISO8601: text, within: Instant.temporalYears)
    } else {
      try self.init(iso8601: text)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(iso8601)
  }

  // MARK: - Calendar arithmetic

  /// nil for a text not shaped `YYYY-MM-DDTHH:MM:SS[.sss[sss[sss]]]Z`; a failure naming the
  /// part out of range for one that is; else the milliseconds from 1970 and the nanoseconds
  /// past them. `negative` is nil for ``init(iso8601:)``'s years (0001–9999), else whether a
  /// `-` came before the year (stripped from `text`); either admits year 0000. The year has
  /// `yearDigits` digits (five or six only for ``temporalYears``); `range` is how a message
  /// names the years taken.
  private static func parse(
    _ text: [UInt8], negative: Bool? = nil, yearDigits: Int = 4,
    range: () -> String = { Instant.rangeText(Instant.yearsFromMinus9999) }
  ) -> Result<(Int64, Int32), RangeError>? {
    // The digits of a year beyond four come first; the rest is laid out as below.
    var leading: Int64 = 0
    for byte in text.prefix(yearDigits - 4) {
      guard byte >= 48, byte <= 57 else { return nil }
      leading = leading * 10 + Int64(byte - 48)
    }
    let bytes = Array(text.dropFirst(yearDigits - 4))
    // 0123456789012345678
    // YYYY-MM-DDTHH:MM:SS[.sss[sss[sss]]]Z
    guard [20, 24, 27, 30].contains(bytes.count), bytes.last == UInt8(ascii: "Z") else {
      return nil
    }
    func number(_ range: Range<Int>) -> Int64? {
      var value: Int64 = 0
      for index in range {
        let byte = bytes[index]
        guard byte >= 48, byte <= 57 else { return nil }
        value = value * 10 + Int64(byte - 48)
      }
      return value
    }
    func literal(_ index: Int, _ ascii: Unicode.Scalar) -> Bool {
      bytes[index] == UInt8(ascii: ascii)
    }
    guard literal(4, "-"), literal(7, "-"), literal(10, "T"), literal(13, ":"),
      literal(16, ":"),
      let lastDigits = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19)
    else { return nil }
    var millis: Int64 = 0
    var nanoseconds: Int64 = 0
    if bytes.count > 20 {
      guard literal(19, "."), let fraction = number(20..<23) else { return nil }
      millis = fraction
    }
    if bytes.count > 24 {
      guard let finer = number(23..<bytes.count - 1) else { return nil }
      nanoseconds = bytes.count == 27 ? finer * 1000 : finer
    }
    func failure(_ reason: String) -> Result<(Int64, Int32), RangeError> {
      .failure(RangeError(reason: reason))
    }
    let digits = leading * 10_000 + lastDigits
    let year = negative == true ? -digits : digits
    guard year >= 1 || negative != nil else { return failure("year 0000 is not 0001–9999") }
    guard year != 0 || negative != true else {
      return failure("year -0000 is written 0000 (\(range()))")
    }
    guard (1...12).contains(month) else { return failure("month \(pad(month, 2)) is not 01–12") }
    let monthDays = daysInMonth(year: year, month: month)
    guard day >= 1, day <= monthDays else {
      return failure(
        "day \(pad(day, 2)) is not in \(monthNames[Int(month) - 1]) \(yearText(year)) (01–\(monthDays))"
      )
    }
    guard hour <= 23 else {
      return failure("hour \(pad(hour, 2)) is not 00–23 (midnight is T00:00:00Z of the next day)")
    }
    guard minute <= 59 else { return failure("minute \(pad(minute, 2)) is not 00–59") }
    guard second <= 59 else {
      return failure("second \(pad(second, 2)) is not 00–59 (leap seconds are not counted)")
    }
    let days = daysFromCivil(year: year, month: month, day: day)
    return .success(
      (
        ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + millis,
        Int32(nanoseconds)
      ))
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  static func daysInMonth(year: Int64, month: Int64) -> Int64 {
    switch month {
    case 2:
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return leap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (March-based years, 400-year eras).
  static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
    let shiftedDays = days + 719_468
    let era = (shiftedDays >= 0 ? shiftedDays : shiftedDays - 146_096) / 146_097
    let dayOfEra = shiftedDays - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// A year as ISO 8601 writes it: four digits at least, `-` before years below 0000, `+`
  /// before years beyond 9999 (`format`'s alone: ``temporalYears``).
  private static func yearText(_ year: Int64) -> String {
    year < 0 ? "-" + pad(-year, 4) : year > 9999 ? "+" + String(year) : pad(year, 4)
  }

  static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

extension Int64 {
  /// Quotient and non-negative remainder, for instants before 1970.
  fileprivate func floorDividedBy(_ divisor: Int64) -> (Int64, Int64) {
    let remainder = self % divisor
    return remainder < 0 ? (self / divisor - 1, remainder + divisor) : (self / divisor, remainder)
  }
}

extension CodingUserInfoKey {
  /// Set to true on a decoder whose instants may be ``Instant/init(expandedISO8601:)``'s.
  public static let expandedInstantYears = CodingUserInfoKey(rawValue: "expandedInstantYears")!
}
