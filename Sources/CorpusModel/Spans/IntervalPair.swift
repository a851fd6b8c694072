/// Two instants an interval format spans, named by what differs between them (`days`): the
/// `intervals` artifact renders each of the plan's templates over each pair.
///
/// Written in a plan and on the command line as `NAME=FROM/TO`
/// (`days=2024-02-14T15:00:00Z/2024-02-16T15:00:00Z`); the name keys the golden entry, so a
/// line stays short and says what the pair tests.
public struct IntervalPair: Codable, Hashable, Sendable, CustomStringConvertible {
  public var name: String
  public var from: Instant
  public var to: Instant

  public init(name: String, from: Instant, to: Instant) {
    self.name = name
    self.from = from
    self.to = to
  }

  /// Reads `NAME=FROM/TO`.
  ///
  /// - Throws: `InputError.invalidValue` naming the text and the expected shape.
  public init(parsing text: String) throws {
    func bad(_ why: String) -> InputError {
      InputError.invalidValue(
        text, option: "--interval",
        expected:
          "NAME=FROM/TO, \(why), such as days=2024-02-14T15:00:00Z/2024-02-16T15:00:00Z")
    }
    guard let equals = text.firstIndex(of: "=") else { throw bad("with a name") }
    let name = String(text[..<equals])
    guard Self.isName(name) else { throw bad("the name letters, digits, '_' or '-'") }
    let instants = text[text.index(after: equals)...].split(
      separator: "/", omittingEmptySubsequences: false)
    guard instants.count == 2,
      let from = try? Instant(iso8601: String(instants[0])),
      let to = try? Instant(iso8601: String(instants[1]))
    else { throw bad("two ISO 8601 instants in UTC") }
    self.init(name: name, from: from, to: to)
  }

  /// `NAME=FROM/TO`.
  public var description: String { "\(name)=\(from.iso8601)/\(to.iso8601)" }

  /// A name a golden key can carry: 1–32 ASCII letters, digits, `_` or `-`.
  static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= 32
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "_" || $0 == "-"
      }
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    try self.init(parsing: text)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// The templates the default plan spans: a date range (`Feb 14 – 16, 2024`), the long date
  /// with weekdays, and a time range in the locale's hour cycle (`10:00 – 10:45 AM`).
  public static let defaultTemplates = ["yMMMd", "yMMMMEEEEd", "jm"]

  /// Pairs that differ in each field, read in New York (the style zone): one instant, minutes,
  /// hours across noon, hours across midnight (10 PM – 1 AM), days (the issue's `Feb 14 – 16, 2024`), months, and a year end.
  public static let defaults: [IntervalPair] = [
    "same=2024-02-14T15:00:00Z/2024-02-14T15:00:00Z",
    "minutes=2024-02-14T15:00:00Z/2024-02-14T15:45:00Z",
    "hours=2024-02-14T15:00:00Z/2024-02-14T18:30:00Z",
    "midnight=2024-02-15T03:00:00Z/2024-02-15T06:00:00Z",
    "days=2024-02-14T15:00:00Z/2024-02-16T15:00:00Z",
    "months=2024-02-14T15:00:00Z/2024-04-17T14:00:00Z",
    "years=2024-12-30T15:00:00Z/2025-01-02T15:00:00Z",
  ].map { try! IntervalPair(parsing: $0) }
}
