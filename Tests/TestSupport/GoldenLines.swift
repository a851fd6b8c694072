import Foundation

/// A golden file's entries read from its text alone, line by line, apart from the code the
/// tests check (`GoldenReader`, the checker, the manifest's records).
///
/// The golden layout puts one entry on a line: a scalar member, or a container written on one
/// line; a line that opens or closes a block, or holds an empty container, holds none. Counted
/// by that rule, every file of the committed corpus has the entry count its manifest records.
/// So an end-to-end test derives its expected counts from the corpus it made — the entries an
/// edit touched, a calendar's entries, a folder's total — instead of pinning what today's
/// artifacts happen to add up to, and still fails when the tool miscounts; an artifact added
/// later changes the corpus and the expectation together.
public struct GoldenLines: Sendable {
  /// One entry's line and where it sits.
  public struct Entry: Hashable, Sendable {
    /// The calendar whose object holds it (`gregorian`), nil outside `calendars`.
    public var calendar: String?
    /// The member of the root (or of the calendar) that holds it: an artifact's name
    /// (`styles`, `week`, `fields`), or `locale`, `formatVersion`.
    public var section: String
    /// The line as written, indent and trailing comma included.
    public var text: Substring
  }

  /// Every entry, in file order.
  public let entries: [Entry]

  /// The entries of a golden file's text.
  public init(_ text: String) {
    var entries: [Entry] = []
    var root: String?
    var calendar: String?
    var member: String?
    for line in text.split(separator: "\n") {
      let indent = line.prefix { $0 == " " }.count
      var body = line.dropFirst(indent)
      if body.hasSuffix(",") { body = body.dropLast() }
      switch indent {
      case 2: (root, calendar, member) = (Self.key(body), nil, nil)
      case 4 where root == "calendars": (calendar, member) = (Self.key(body), nil)
      case 6 where root == "calendars": member = Self.key(body)
      default: break
      }
      guard Self.holdsAnEntry(body), let section = root == "calendars" ? member : root else {
        continue
      }
      entries.append(Entry(calendar: calendar, section: section, text: line))
    }
    self.entries = entries
  }

  /// The entries of the golden file at `url`.
  public init(contentsOf url: URL) throws {
    self.init(try String(contentsOf: url, encoding: .utf8))
  }

  /// How many entries, as `generate` records them in the manifest.
  public var count: Int { entries.count }

  /// The strings that contain `needle`, counted by section: the entries an edit of every
  /// occurrence changes, by artifact (`["styles": 236, "skeletons": 6]`). A container written on
  /// one line (a wheel, a record) counts each of its strings that contains it, as the checker
  /// keys each value; a string with the needle twice is one entry.
  public func sections(containing needle: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    for entry in entries where entry.text.contains(needle) {
      let strings = Self.strings(entry.text).count(where: { $0.contains(needle) })
      counts[entry.section, default: 0] += strings
    }
    return counts
  }

  /// The sections a calendar's object holds, in file order (byte order of their names).
  public func sections(calendar: String) -> [String] {
    var seen: [String] = []
    for entry in entries where entry.calendar == calendar && !seen.contains(entry.section) {
      seen.append(entry.section)
    }
    return seen
  }

  /// The entries of every golden file in a corpus folder (all but `manifest.json`).
  public static func total(inFolder folder: URL) throws -> Int {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") && $0 != "manifest.json" }
      .reduce(0) { $0 + (try GoldenLines(contentsOf: folder.appendingPathComponent($1)).count) }
  }

  /// The JSON strings of a line, escapes left as written. Read by scalars: a string may open
  /// with a combining mark, which would join its quote into one `Character`.
  private static func strings(_ line: Substring) -> [String] {
    var strings: [String] = []
    var current: String.UnicodeScalarView?
    var escaped = false
    for scalar in line.unicodeScalars {
      if current == nil {
        if scalar == "\"" { current = String.UnicodeScalarView() }
      } else if escaped {
        escaped = false
        current!.append(scalar)
      } else if scalar == "\\" {
        escaped = true
        current!.append(scalar)
      } else if scalar == "\"" {
        strings.append(String(current!))
        current = nil
      } else {
        current!.append(scalar)
      }
    }
    return strings
  }

  /// The key a line opens with (`"styles": {` → `styles`), nil for a line without one.
  private static func key(_ body: Substring) -> String? {
    guard body.first == "\"", let end = body.dropFirst().firstIndex(of: "\""),
      body[end...].hasPrefix("\": ")
    else { return nil }
    return String(body[body.index(after: body.startIndex)..<end])
  }

  /// Whether a line (indent and trailing comma gone) holds an entry: not a block's opening or
  /// closing line, not an empty container.
  private static func holdsAnEntry(_ body: Substring) -> Bool {
    !body.isEmpty && body != "}" && body != "]" && !body.hasSuffix("{") && !body.hasSuffix("[")
      && !body.hasSuffix("{}") && !body.hasSuffix("[]")
  }
}
