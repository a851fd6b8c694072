import CorpusModel

/// One changed entry of a golden file, or a whole file that appeared or disappeared.
public struct Change: Hashable, Sendable {
  /// The golden file (`en_US.json`).
  public var file: String
  /// The entry's key inside the file; empty for a whole file.
  public var path: [String]
  public var changeClass: ChangeClass
  public var old: String?
  public var new: String?
  /// The entry's line in the old file; for an entry the old file lacks (`old` is nil), the line
  /// of its nearest enclosing container there. Nil when the old side has no such file.
  public var oldLine: Int?
  /// The same in the new file.
  public var newLine: Int?
  /// For a `parsing` change: the string each side parsed (its style's or pattern's string in
  /// the same file), so a report shows what stopped or started parsing.
  public var oldParsed: String?
  public var newParsed: String?

  /// One of the two corpora compared. A report points into one of them: `check` into the
  /// stored corpus (`old`), the one in the repository; `diff` into the second corpus (`new`).
  public enum Side: Sendable {
    case old, new
  }

  public init(
    file: String, path: [String], changeClass: ChangeClass, old: String?, new: String?,
    oldLine: Int?, newLine: Int?
  ) {
    self.file = file
    self.path = path
    self.changeClass = changeClass
    self.old = old
    self.new = new
    self.oldLine = oldLine
    self.newLine = newLine
  }

  /// The locale the file holds (`fields` for fields.json).
  public var locale: String {
    file.hasSuffix(".json") ? String(file.dropLast(5)) : file
  }

  /// `gregorian`, … when the key is under a calendar.
  public var calendar: String? {
    if path.first == "calendars", path.count > 1 { return path[1] }
    if path.first == Artifact.fields.name, path.count > 1 { return path[1] }
    // Calendar arithmetic, beside the fields: `arithmetic › gregorian › zone › case`.
    if path.first == Artifact.arithmetic.name, path.count > 1 { return path[1] }
    return nil
  }

  /// The ``Artifact/name`` of the entry's artifact (under a calendar, or at the top of its
  /// file), or `file` for a whole file.
  public var artifact: String {
    if path.isEmpty { return "file" }
    if path.first == "calendars", path.count > 2 { return path[2] }
    return path[0]
  }

  /// `en_US › gregorian › styles › America/New_York › …`; a key is data from the corpus, so
  /// characters no output may carry are named (`⟨LF U+000A⟩`).
  public var displayKey: String {
    var parts = [locale]
    if path.first == "calendars" || path.first == Artifact.fields.name {
      parts += path.dropFirst()
    } else {
      parts += path
    }
    return parts.map { MessageText.escaped($0, limit: nil) }.joined(separator: " › ")
  }

  /// The line to point at in `side`'s file: the entry's own, else where it would go; 1 for a
  /// whole file that side does not have.
  public func line(in side: Side) -> Int {
    (side == .old ? oldLine : newLine) ?? 1
  }

  /// The change with the line where the side that lacks the entry would hold it: its nearest
  /// enclosing container's.
  public func located(old a: GoldenEntries, new b: GoldenEntries) -> Change {
    var change = self
    if change.old == nil, change.oldLine == nil { change.oldLine = a.enclosingLine(of: path) }
    if change.new == nil, change.newLine == nil { change.newLine = b.enclosingLine(of: path) }
    return change
  }
}
