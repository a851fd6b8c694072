/// A configured calendar view — a month with an available range — as a plan names it and a
/// golden file stores it: `at=INSTANT,min=INSTANT,max=INSTANT`, the `month` command's flags
/// without their `--` (either end may be left out, not both).
///
/// One spelling per month: ``init(parsing:)`` is the exact inverse of ``text`` and refuses any
/// other spelling of the same view (parts out of order, a part twice), naming the corpus's, so
/// one view cannot be planned twice under two names.
public struct MonthKey: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// An instant of the month, read in ``MonthReference/zone``.
  public let instant: Instant
  public let range: MonthRange
  /// The key as a golden file and a report name it.
  public let text: String

  public init(instant: Instant, range: MonthRange) {
    self.instant = instant
    self.range = range
    var text = "at=" + instant.iso8601
    if let minimum = range.minimum { text += ",min=" + minimum.iso8601 }
    if let maximum = range.maximum { text += ",max=" + maximum.iso8601 }
    self.text = text
  }

  public var description: String { text }

  public static func < (a: MonthKey, b: MonthKey) -> Bool {
    a.text.utf8.lexicographicallyPrecedes(b.text.utf8)
  }

  /// What a key looks like, for messages.
  static let expected =
    "at=INSTANT,min=INSTANT,max=INSTANT in that order, ISO 8601 in UTC, min or max left out at will, min no later than max"

  /// Reads a key.
  ///
  /// - Throws: `InputError.invalidValue` naming the key and `--month`: an unknown or repeated
  ///   part, a malformed instant, no range, a minimum after the maximum, another spelling.
  public init(parsing text: String) throws {
    func invalid(_ why: String) -> InputError {
      .invalidValue(text, option: "--month", expected: Self.expected + "; here " + why)
    }
    var values: [String: Instant] = [:]
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let equals = part.firstIndex(of: "="),
        case let name = String(part[..<equals]), ["at", "min", "max"].contains(name)
      else { throw invalid("'\(part)' is not at=, min= or max=") }
      guard values[name] == nil else { throw invalid("\(name)= is given twice") }
      do {
        values[name] = try Instant(iso8601: String(part[part.index(after: equals)...]))
      } catch let error as InputError {
        throw invalid(error.description)
      }
    }
    guard let instant = values["at"] else { throw invalid("no at=") }
    guard values["min"] != nil || values["max"] != nil else {
      throw invalid("no min= or max= (a month without a range is the month artifact's)")
    }
    let range = MonthRange(minimum: values["min"], maximum: values["max"])
    if let minimum = range.minimum, let maximum = range.maximum, minimum > maximum {
      throw invalid("min \(minimum) is later than max \(maximum)")
    }
    self.init(instant: instant, range: range)
    guard self.text == text else {
      throw invalid("a corpus names this month '\(self.text)' (give it that way)")
    }
  }
}

/// In a manifest's plan, a key's text.
extension MonthKey: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(parsing: text)
    } catch let error as InputError {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}

extension Plan {
  /// Adds configured months (`generate --month`), each once, sorted by key.
  public mutating func add(monthRanges keys: [MonthKey]) {
    guard !keys.isEmpty else { return }
    monthRanges = Array(Set((monthRanges ?? []) + keys)).sorted()
  }
}
