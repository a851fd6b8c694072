import CorpusModel

/// One changed entry of a golden file, or a whole file that appeared or disappeared.
///
/// A value with its fields in one shared box: a diff of two engines' corpora holds 300,000 of
/// them, and every list a report makes of them (filtered, sorted, grouped) then copies a
/// reference per change, not the fields. Copy on write keeps it a value.
public struct Change: Hashable, Sendable {
  /// The fields, shared by copies until one is changed.
  private final class Fields: @unchecked Sendable {
    var file: String
    var path: [String]
    var changeClass: ChangeClass
    var old: String?
    var new: String?
    var oldLine: Int?
    var newLine: Int?
    var oldParsed: String?
    var newParsed: String?

    init(
      file: String, path: [String], changeClass: ChangeClass, old: String?, new: String?,
      oldLine: Int?, newLine: Int?, oldParsed: String?, newParsed: String?
    ) {
      self.file = file
      self.path = path
      self.changeClass = changeClass
      self.old = old
      self.new = new
      self.oldLine = oldLine
      self.newLine = newLine
      self.oldParsed = oldParsed
      self.newParsed = newParsed
    }

    func copy() -> Fields {
      Fields(
        file: file, path: path, changeClass: changeClass, old: old, new: new, oldLine: oldLine,
        newLine: newLine, oldParsed: oldParsed, newParsed: newParsed)
    }
  }

  private var fields: Fields

  /// The fields to change: this value's own box (copied first when another value shares it).
  private var unique: Fields {
    mutating get {
      if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
      return fields
    }
  }

  /// The golden file (`en_US.json`).
  public var file: String {
    get { fields.file }
    set { unique.file = newValue }
  }
  /// The entry's key inside the file; empty for a whole file.
  public var path: [String] {
    get { fields.path }
    set { unique.path = newValue }
  }
  public var changeClass: ChangeClass {
    get { fields.changeClass }
    set { unique.changeClass = newValue }
  }
  public var old: String? {
    get { fields.old }
    set { unique.old = newValue }
  }
  public var new: String? {
    get { fields.new }
    set { unique.new = newValue }
  }
  /// The entry's line in the old file; for an entry the old file lacks (`old` is nil), the line
  /// of its nearest enclosing container there. Nil when the old side has no such file.
  public var oldLine: Int? {
    get { fields.oldLine }
    set { unique.oldLine = newValue }
  }
  /// The same in the new file.
  public var newLine: Int? {
    get { fields.newLine }
    set { unique.newLine = newValue }
  }
  /// For a `parsing` change: the string each side parsed (its style's or pattern's string in
  /// the same file), so a report shows what stopped or started parsing.
  public var oldParsed: String? {
    get { fields.oldParsed }
    set { unique.oldParsed = newValue }
  }
  public var newParsed: String? {
    get { fields.newParsed }
    set { unique.newParsed = newValue }
  }

  /// One of the two corpora compared. A report points into one of them: `check` into the
  /// stored corpus (`old`), the one in the repository; `diff` into the second corpus (`new`).
  public enum Side: Sendable {
    case old, new
  }

  public init(
    file: String, path: [String], changeClass: ChangeClass, old: String?, new: String?,
    oldLine: Int?, newLine: Int?
  ) {
    fields = Fields(
      file: file, path: path, changeClass: changeClass, old: old, new: new, oldLine: oldLine,
      newLine: newLine, oldParsed: nil, newParsed: nil)
  }

  public static func == (a: Change, b: Change) -> Bool {
    if a.fields === b.fields { return true }
    let (x, y) = (a.fields, b.fields)
    return x.file == y.file && x.path == y.path && x.changeClass == y.changeClass
      && x.old == y.old && x.new == y.new && x.oldLine == y.oldLine && x.newLine == y.newLine
      && x.oldParsed == y.oldParsed && x.newParsed == y.newParsed
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(path)
    hasher.combine(changeClass)
    hasher.combine(old)
    hasher.combine(new)
    hasher.combine(oldLine)
    hasher.combine(newLine)
    hasher.combine(oldParsed)
    hasher.combine(newParsed)
  }

  /// The locale the file holds (`fields` for fields.json).
  public var locale: String {
    file.hasSuffix(".json") ? String(file.dropLast(5)) : file
  }

  /// The other engine whose part of the file holds the entry (``EnginePart``), nil for the
  /// corpus's own engine.
  public var engine: String? { EnginePart.engine(of: path) }

  /// `gregorian`, … when the key is under a calendar.
  public var calendar: String? {
    let path = EnginePart.inner(self.path)
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
    let path = EnginePart.inner(self.path)
    if path.isEmpty { return EnginePart.key }
    if path.first == "calendars", path.count > 2 { return path[2] }
    return path[0]
  }

  /// `en_US › gregorian › styles › America/New_York › …`; a key is data from the corpus, so
  /// characters no output may carry are named (`⟨LF U+000A⟩`).
  public var displayKey: String {
    var parts = [locale]
    // Another engine's entry: `en_US › engines › foundation › gregorian › patterns › …`.
    if let engine = engine { parts += [EnginePart.key, engine] }
    let path = EnginePart.inner(self.path)
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
