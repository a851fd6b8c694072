/// A number of a span's plan or of a `format` call, kept as the text it is written in: a
/// relative offset (`-1`, `2.5`) or a duration in seconds (`4500`).
///
/// Stored as text because the golden files key entries by it and the manifest writes no
/// fractions; the text is canonical (`2.50` → `2.5`, `+1` refused), so one amount has one key.
public struct SpanAmount: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The canonical text: an optional `-`, digits without leading zeros, and a fraction without
  /// trailing zeros. `-0` stays `-0`: ICU reads a relative offset's sign even at zero
  /// (`0 seconds ago`, against `in 0 seconds` for `0`), so the two are two amounts and two keys.
  public let text: String
  public let value: Double

  /// The value alone: equal amounts have equal values, so they hash alike (`-0` and `0` too,
  /// as Doubles hash them: one collision), and hashing a Double costs a fraction of the text
  /// (the relative plan hashes each query several times a locale).
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }

  /// Reads a decimal number (`-2`, `10`, `2.5`); at most 12 digits before and 6 after the point.
  ///
  /// - Parameter allowsNegative: false for an amount that is a length (a duration's seconds):
  ///   then `-0` is refused with the other negative amounts.
  /// - Throws: `InputError.invalidValue` naming `option` and the digit limits for anything else
  ///   (`1e3`, `two`, `nan`, `1.23456789`).
  public init(validating text: String, option: String, allowsNegative: Bool = true) throws {
    let expected =
      (allowsNegative
        ? "a decimal number such as -1 or 2.5"
        : "a number of seconds, not negative, such as 4500 or 59.5")
      + ", with at most \(Self.wholeDigits) digits before the point and \(Self.fractionDigits) after it"
    guard let amount = SpanAmount(parsing: text),
      allowsNegative || amount.value.sign == .plus
    else {
      throw InputError.invalidValue(text, option: option, expected: expected)
    }
    self = amount
  }

  /// Reads a duration's seconds (`format --duration`, `--duration-seconds`, a manifest's
  /// durations): negative amounts too (`-4500`, a count-down past its end: Foundation's
  /// `Duration` is signed), but not `-0`, which no API holds apart from `0`.
  ///
  /// - Throws: `InputError.invalidValue` naming `option`, the forms and the digit limits.
  public init(durationSeconds text: String, option: String) throws {
    guard let amount = SpanAmount(parsing: text, fractionDigits: Self.durationFractionDigits),
      amount.text != "-0"
    else {
      throw InputError.invalidValue(
        text, option: option,
        expected:
          "a number of seconds such as 4500, -4500 or 59.5 (not -0), with at most \(Self.wholeDigits) digits before the point and \(Self.durationFractionDigits) after it"
      )
    }
    self = amount
  }

  /// The digits an amount may have before and after its point: any such amount is exact in a
  /// Double, which is what an engine is given.
  public static let wholeDigits = 12
  public static let fractionDigits = 6
  /// A duration's seconds go to the nanosecond, as Foundation's `Duration` and the issue's
  /// `--duration` do: each engine reads them from the text, exactly (``DurationQuery``'s
  /// nanoseconds), and one with more than ``fractionDigits`` is never given as a Double
  /// (``DurationQuery/isPlain``).
  public static let durationFractionDigits = 9

  private init?(parsing text: String, fractionDigits: Int = Self.fractionDigits) {
    var rest = Substring(text)
    let negative = rest.first == "-"
    if negative { rest = rest.dropFirst() }
    let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count > 1 ? parts[1] : ""
    let digits: (Substring) -> Bool = { $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
    guard !whole.isEmpty, whole.count <= Self.wholeDigits, digits(whole),
      fraction.count <= fractionDigits, digits(fraction),
      parts.count == 1 || !fraction.isEmpty
    else { return nil }
    var canonicalWhole = whole.drop(while: { $0 == "0" })
    if canonicalWhole.isEmpty { canonicalWhole = "0" }
    var canonicalFraction = fraction
    while canonicalFraction.last == "0" { canonicalFraction = canonicalFraction.dropLast() }
    let magnitude =
      canonicalFraction.isEmpty
      ? String(canonicalWhole) : "\(canonicalWhole).\(canonicalFraction)"
    self.text = (negative ? "-" : "") + magnitude
    guard let value = Double(self.text) else { return nil }
    self.value = value
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    // To the nanosecond, as a duration's seconds go: a manifest's relative offsets are read
    // again by their flag's parser (ManifestDecoding.validateAmounts).
    guard let amount = SpanAmount(parsing: text, fractionDigits: Self.durationFractionDigits)
    else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "'\(MessageText.escaped(text))' is not a decimal number"))
    }
    self = amount
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }

  public var description: String { text }

  /// A literal of the plans below; a typo is a programming error the model's tests catch.
  static func fixed(_ text: String) -> SpanAmount {
    try! SpanAmount(validating: text, option: "plan")
  }

  /// By value, `-0` before `0` (equal as Doubles, but two amounts): a plan's order never
  /// depends on how its amounts arrived.
  public static func < (a: SpanAmount, b: SpanAmount) -> Bool {
    a.value < b.value || (a.value == b.value && a.value.sign == .minus && b.value.sign == .plus)
  }
}
