/// The days a calendar view offers: UICalendarView's `availableDateRange`, as `month --min`
/// and `--max` give it (either end may be open).
///
/// A day is unavailable when it lies wholly outside the range, read in the month's zone: it
/// ends at or before `minimum`, or starts after `maximum` — the rule by which a picker greys
/// out a row (``PickerAssembly``), so a day the range cuts through stays available.
public struct MonthRange: Codable, Hashable, Sendable {
  public var minimum: Instant?
  public var maximum: Instant?

  public init(minimum: Instant? = nil, maximum: Instant? = nil) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// Whether a day (its start, and the start of the next day, in milliseconds since 1970) is
  /// one the range leaves out.
  public func excludes(day: Range<Int64>) -> Bool {
    if let minimum, day.upperBound <= minimum.millisecondsSince1970 { return true }
    if let maximum, day.lowerBound > maximum.millisecondsSince1970 { return true }
    return false
  }

  /// Checks the range as `month --min/--max` gives it.
  ///
  /// - Throws: `InputError.invalidValue` naming `--min` when it is later than `--max`.
  public func validated() throws -> MonthRange {
    if let minimum, let maximum, minimum > maximum {
      throw InputError.invalidValue(
        minimum.iso8601, option: "--min",
        expected: "an instant no later than --max \(maximum.iso8601)")
    }
    return self
  }
}
